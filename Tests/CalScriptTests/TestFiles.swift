import CalFiles
import CalScript
import CalendarCore
import Ledger

/// CalFiles' loaders for the interpreters of these tests, as the shell gives its own
/// (CalShell's `CalFilesLoader`): `help` examples load `examples/ledger.csv`.
struct TestFiles: FileLoader {
  func ledger(path: String, isCancelled: @escaping () -> Bool) -> Result<Ledger, FileLoadError> {
    LedgerFile.read(path: path, isCancelled: isCancelled).mapError(Self.problem)
  }

  func holidays(path: String, isCancelled: @escaping () -> Bool) -> Result<
    [(date: CivilDate, name: String)], FileLoadError
  > {
    HolidayFile.read(path: path, isCancelled: isCancelled).mapError(Self.problem)
  }

  static func problem(_ error: FileError) -> FileLoadError {
    FileLoadError(
      error.message, line: error.line, lineText: error.lineText, offset: error.offset, length: error.length,
      isInterrupted: error.isInterrupted)
  }
}
