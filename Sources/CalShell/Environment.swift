import CalendarCore
import Glibc

/// What the outside world gives a run: arguments, environment, terminals and the three streams.
/// Tests pass their own to run calsh in-process.
public struct ProcessContext {
  public var arguments: [String]
  public var environment: [String: String]
  public var stdinIsTerminal: Bool
  public var stdoutIsTerminal: Bool
  public var stderrIsTerminal: Bool
  public var stdinDescriptor: Int32
  public var writeOutput: ([UInt8]) -> Void
  public var writeError: (String) -> Void

  public init(
    arguments: [String], environment: [String: String], stdinIsTerminal: Bool = false,
    stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, stdinDescriptor: Int32 = 0,
    writeOutput: @escaping ([UInt8]) -> Void, writeError: @escaping (String) -> Void
  ) {
    self.arguments = arguments
    self.environment = environment
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.stdinDescriptor = stdinDescriptor
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// The real process: its arguments, environment and file descriptors 0, 1, 2.
  public static func current() -> ProcessContext {
    var environment: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let pair = String(cString: entry)
      if let equals = pair.firstIndex(of: "=") {
        environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      pointer += 1
    }
    return ProcessContext(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
      stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
      writeOutput: { writeAll(1, $0) }, writeError: { writeAll(2, Array($0.utf8)) })
  }

  /// Colour is wanted on a terminal unless NO_COLOR is set or TERM is dumb.
  func wantsColor(terminal: Bool) -> Bool {
    terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }
}

func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
    if written < 0 {
      if errno == EINTR { continue }
      return
    }
    offset += written
  }
}

/// Today's date from the system clock, in local time.
func clockToday() -> CivilDate {
  var now = time(nil)
  var parts = tm()
  localtime_r(&now, &parts)
  let date = try? CivilDate(
    year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
  return date ?? CivilDate(uncheckedYear: 2000, month: 1, day: 1)  // a clock outside years 1–9999
}
