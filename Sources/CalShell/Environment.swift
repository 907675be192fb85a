import CalRender
import CalScript
import CalendarCore
import Glibc

/// What the outside world gives a run: arguments, environment, terminals and the three streams.
/// Tests pass their own to run calsh in-process.
public struct ProcessContext {
  public var arguments: [String]
  public var environment: EnvironmentVariables
  public var stdinIsTerminal: Bool
  public var stdoutIsTerminal: Bool
  public var stderrIsTerminal: Bool
  public var stdinDescriptor: Int32
  /// Writes to standard output; returns why it could not, or nil.
  public var outputSink: ([UInt8]) -> WriteFailure?
  public var writeError: (String) -> Void
  /// The terminal's columns now (it may be resized between inputs), or nil when there is none.
  public var terminalColumns: () -> Int? = { nil }

  public init(
    arguments: [String], environment: [String: String], stdinIsTerminal: Bool = false,
    stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, stdinDescriptor: Int32 = 0,
    writeOutput: @escaping ([UInt8]) -> WriteFailure?, writeError: @escaping (String) -> Void
  ) {
    self.arguments = arguments
    self.environment = EnvironmentVariables(environment)
    self.stdinIsTerminal = stdinIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.stdinDescriptor = stdinDescriptor
    self.outputSink = writeOutput
    self.writeError = writeError
  }

  /// A context whose standard output never fails (a buffer in memory).
  public init(
    arguments: [String], environment: [String: String], stdinIsTerminal: Bool = false,
    stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, stdinDescriptor: Int32 = 0,
    writeOutput: @escaping ([UInt8]) -> Void, writeError: @escaping (String) -> Void
  ) {
    self.init(
      arguments: arguments, environment: environment, stdinIsTerminal: stdinIsTerminal,
      stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: stderrIsTerminal,
      stdinDescriptor: stdinDescriptor,
      writeOutput: { (bytes: [UInt8]) -> WriteFailure? in
        writeOutput(bytes)
        return nil
      }, writeError: writeError)
  }

  /// Writes to standard output; returns why it could not, or nil.
  @discardableResult
  public func writeOutput(_ bytes: [UInt8]) -> WriteFailure? { outputSink(bytes) }

  /// The real process: its arguments, environment and file descriptors 0, 1, 2.
  public static func current() -> ProcessContext {
    reserveClosedDescriptors()
    var context = ProcessContext(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: [:],
      stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
      writeOutput: { writeAll(1, $0) }, writeError: { _ = writeAll(2, Array($0.utf8)) })
    context.environment = .process
    context.terminalColumns = measureTerminalColumns
    return context
  }

  /// The columns views are laid out in when `--width` and `set width` say nothing: the terminal's
  /// (at the prompt, or with stdout a terminal), else `COLUMNS`, else 80; kept to the widths
  /// `set width` takes (20–1000), so a narrow pane never cuts a month's title into pieces.
  func viewWidth(interactive: Bool) -> Int {
    if interactive || stdoutIsTerminal, let columns = terminalColumns(), columns > 0 {
      return min(max(columns, Settings.widths.lowerBound), Settings.widths.upperBound)
    }
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
      return min(max(columns, Settings.widths.lowerBound), Settings.widths.upperBound)
    }
    return 80
  }

  /// The locale the environment names for dates: the first of `LC_ALL`, `LC_TIME`, `LANG`
  /// that is set and not empty (POSIX's order), or nil.
  var environmentLocale: String? {
    for name in ["LC_ALL", "LC_TIME", "LANG"] {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return nil
  }

  /// COLORTERM=truecolor (or 24bit), as terminals that take 24-bit colour announce it.
  var takesTruecolor: Bool { ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") }

  /// Colour is wanted on a terminal unless NO_COLOR is set or TERM is dumb.
  func wantsColor(terminal: Bool) -> Bool {
    terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }
}

/// The environment variables calsh reads (CALSH_TODAY, NO_COLOR, TERM, the history's), looked up
/// one by one: the real process asks `getenv`, tests give a dictionary. Copying the whole
/// environment into Strings and a dictionary cost ~7% of a one-line run.
public struct EnvironmentVariables: ExpressibleByDictionaryLiteral, Sendable {
  private let lookup: @Sendable (String) -> String?

  public init(_ values: [String: String]) { lookup = { values[$0] } }

  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  private init(lookup: @escaping @Sendable (String) -> String?) { self.lookup = lookup }

  /// The process's own environment, read when asked.
  public static let process = EnvironmentVariables { name in getenv(name).map { String(cString: $0) } }

  public subscript(name: String) -> String? { lookup(name) }

  /// The variables of these names that are set.
  func values(named names: [String]) -> [String: String] {
    var values: [String: String] = [:]
    for name in names { values[name] = self[name] }
    return values
  }
}

/// Writes every byte, or returns the system's reason it could not (EPIPE with SIGPIPE ignored,
/// ENOSPC, EBADF for a closed descriptor, …). A non-blocking descriptor is waited on, not failed.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> WriteFailure? {
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
    if written < 0 {
      let code = errno
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK {
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
        continue
      }
      return WriteFailure(String(cString: strerror(code)))
    }
    offset += written
  }
  return nil
}

/// A closed descriptor 0, 1 or 2 is held open on /dev/null in the direction that fails (stdout
/// read-only, stdin write-only): its writes or reads report "Bad file descriptor" as before, and
/// no file opened later (a script, the history) takes its number and receives output meant for it.
private func reserveClosedDescriptors() {
  for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
    let reserved = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
    if reserved >= 0, reserved != fd {
      dup2(reserved, fd)
      close(reserved)
    }
  }
}

/// The columns of the terminal on stdout, else on stdin or stderr (prompts may go there).
private func measureTerminalColumns() -> Int? {
  for fd: Int32 in [1, 0, 2] {
    var size = winsize()
    if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
  }
  return nil
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

/// The clock's instant (`now`), to the nanosecond.
func clockNow() -> Instant? {
  var spec = timespec()
  clock_gettime(CLOCK_REALTIME, &spec)
  return try? Instant(secondsSinceEpoch: Int64(spec.tv_sec), nanoseconds: Int64(spec.tv_nsec))
}

/// The host's zone as every Unix tool finds it: `TZ` (a leading `:` dropped; empty is UTC),
/// else the zone /etc/localtime links to; nil (UTC) when neither names one.
func localZoneName(tz: String?) -> String? {
  if let tz {
    let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    // A file's path (`TZ=/usr/share/zoneinfo/Asia/Tokyo`) names the zone after `zoneinfo/`.
    if name.hasPrefix("/") {
      var rest = Substring(name)
      while !rest.isEmpty, !rest.hasPrefix("zoneinfo/") { rest = rest.dropFirst() }
      if !rest.isEmpty { return String(rest.dropFirst("zoneinfo/".count)) }
    }
    return name.isEmpty ? "UTC" : name
  }
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/etc/localtime", &buffer, buffer.count - 1)
  guard count > 0 else { return nil }
  let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  let marker = "zoneinfo/"
  var rest = Substring(target)
  while !rest.isEmpty, !rest.hasPrefix(marker) { rest = rest.dropFirst() }
  return rest.isEmpty ? nil : String(rest.dropFirst(marker.count))
}
