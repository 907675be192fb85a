import CalFiles
import CalScript
import CalendarCore
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

  static func problem(_ error: FileError) -> FileLoadError {
    FileLoadError(
      error.message, line: error.line, lineText: error.lineText, offset: error.offset, length: error.length,
      isInterrupted: error.isInterrupted)
  }
}
