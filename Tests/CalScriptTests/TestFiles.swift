import CalFiles
import CalScript
import CalendarCore
import Glibc
import Ledger

/// CalFiles' loaders for the interpreters of these tests, as the shell gives its own
/// (CalShell's `CalFilesLoader`): `help` examples load `examples/ledger.csv`.
struct TestFiles: FileLoader {
  func ledger(path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool) -> Result<
    Ledger, FileLoadError
  > {
    LedgerFile.read(path: path, options: format, isCancelled: isCancelled).mapError(Self.problem)
  }

  func holidays(path: String, reform: Reform, isCancelled: @escaping () -> Bool) -> Result<
    [(date: CivilDate, name: String)], FileLoadError
  > {
    HolidayFile.read(path: path, reform: reform, isCancelled: isCancelled).mapError(Self.problem)
  }

  func calendar(
    path: String, from first: CivilDate?, until last: CivilDate?, zones: @escaping (String) -> ZoneRules?,
    isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<Ledger, FileLoadError> {
    ICSFile.read(
      path: path, window: ICSFile.Window(first: first, last: last), zones: zones, isCancelled: isCancelled,
      warn: { warn(Self.problem($0)) }
    ).mapError(Self.problem)
  }

  func calendarHolidays(
    path: String, from first: CivilDate?, until last: CivilDate?, zones: @escaping (String) -> ZoneRules?,
    isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<[(date: CivilDate, name: String)], FileLoadError> {
    ICSFile.holidays(
      path: path, window: ICSFile.Window(first: first, last: last), zones: zones, isCancelled: isCancelled,
      warn: { warn(Self.problem($0)) }
    ).mapError(Self.problem)
  }

  /// A file's lines for `read` (`help` examples read `examples/dates.txt`); no standard input.
  func lines(path: String?) -> Result<any InputLines, FileLoadError> {
    guard let path, let text = Self.contents(of: path) else {
      return .failure(FileLoadError("no such file", line: 0))
    }
    return .success(TextLines(text))
  }

  static func contents(of path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[0..<count] }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func problem(_ error: FileError) -> FileLoadError {
    FileLoadError(
      error.message, line: error.line, lineText: error.lineText, offset: error.offset, length: error.length,
      isInterrupted: error.isInterrupted)
  }
}

/// A text's lines, handed out one at a time as `read` asks.
final class TextLines: InputLines {
  var lines: [Substring]

  init(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
  }

  func withNextLine<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T? {
    guard !lines.isEmpty else { return nil }
    return try Array(lines.removeFirst().utf8).withUnsafeBufferPointer(body)
  }

  var readError: String? { nil }
}
