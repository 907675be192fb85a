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
    path: String, from first: CivilDate?, until last: CivilDate?, isCancelled: @escaping () -> Bool,
    warn: (FileLoadError) -> Void
  ) -> Result<Ledger, FileLoadError> {
    ICSFile.read(
      path: path, window: ICSFile.Window(first: first, last: last), isCancelled: isCancelled,
      warn: { warn(Self.problem($0)) }
    ).mapError(Self.problem)
  }

  func calendarHolidays(
    path: String, from first: CivilDate?, until last: CivilDate?, isCancelled: @escaping () -> Bool,
    warn: (FileLoadError) -> Void
  ) -> Result<[(date: CivilDate, name: String)], FileLoadError> {
    ICSFile.holidays(
      path: path, window: ICSFile.Window(first: first, last: last), isCancelled: isCancelled,
      warn: { warn(Self.problem($0)) }
    ).mapError(Self.problem)
  }

  static func problem(_ error: FileError) -> FileLoadError {
    FileLoadError(
      error.message, line: error.line, lineText: error.lineText, offset: error.offset, length: error.length,
      isInterrupted: error.isInterrupted)
  }
}

/// Writes a scratch file for a test; false when it cannot.
enum FileHandleless {
  static func write(_ text: String, to path: String) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
  }
}
