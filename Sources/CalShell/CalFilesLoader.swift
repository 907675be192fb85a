import CalFiles
import CalScript
import CalendarCore
import Ledger

/// The interpreter's file loader: CalFiles' readers, their errors in the language's terms.
public struct CalFilesLoader: FileLoader {
  public init() {}

  public func ledger(path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool) -> Result<
    Ledger, FileLoadError
  > {
    LedgerFile.read(path: path, options: format, isCancelled: isCancelled).mapError(FileLoadError.init)
  }

  public func holidays(path: String, isCancelled: @escaping () -> Bool) -> Result<
    [(date: CivilDate, name: String)], FileLoadError
  > {
    HolidayFile.read(path: path, isCancelled: isCancelled).mapError(FileLoadError.init)
  }

  public func calendar(
    path: String, from first: CivilDate?, until last: CivilDate?, isCancelled: @escaping () -> Bool
  ) -> Result<Ledger, FileLoadError> {
    ICSFile.read(path: path, window: ICSFile.Window(first: first, last: last), isCancelled: isCancelled)
      .mapError(FileLoadError.init)
  }

  public func calendarHolidays(
    path: String, from first: CivilDate?, until last: CivilDate?, isCancelled: @escaping () -> Bool
  ) -> Result<[(date: CivilDate, name: String)], FileLoadError> {
    ICSFile.holidays(path: path, window: ICSFile.Window(first: first, last: last), isCancelled: isCancelled)
      .mapError(FileLoadError.init)
  }
}

extension FileLoadError {
  init(_ error: FileError) {
    self.init(
      error.message, line: error.line, lineText: error.lineText, offset: error.offset, length: error.length,
      isInterrupted: error.isInterrupted)
  }
}
