import CalFiles
import CalRender
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

  public func ledger(
    path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<Ledger, FileLoadError> {
    LedgerFile.read(path: path, options: format, isCancelled: isCancelled, warn: { warn(FileLoadError($0)) })
      .mapError(FileLoadError.init)
  }

  public func holidays(path: String, reform: Reform, isCancelled: @escaping () -> Bool) -> Result<
    [(date: CivilDate, name: String)], FileLoadError
  > {
    HolidayFile.read(path: path, reform: reform, isCancelled: isCancelled).mapError(FileLoadError.init)
  }

  public func calendar(
    path: String, from first: CivilDate?, until last: CivilDate?, zones: @escaping (String) -> ZoneRules?,
    isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<Ledger, FileLoadError> {
    ICSFile.read(
      path: path, window: ICSFile.Window(first: first, last: last), zones: zones, isCancelled: isCancelled,
      warn: { warn(FileLoadError($0)) }
    ).mapError(FileLoadError.init)
  }

  public func calendarHolidays(
    path: String, from first: CivilDate?, until last: CivilDate?, zones: @escaping (String) -> ZoneRules?,
    isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<[(date: CivilDate, name: String)], FileLoadError> {
    ICSFile.holidays(
      path: path, window: ICSFile.Window(first: first, last: last), zones: zones, isCancelled: isCancelled,
      warn: { warn(FileLoadError($0)) }
    ).mapError(FileLoadError.init)
  }
}

extension CalFilesLoader {
  public func outputFile(path: String, appending: Bool) -> Result<any OutputFile, FileLoadError> {
    StagedFile.open(path: path, appending: appending).map { StagedOutput($0) }.mapError(FileLoadError.init)
  }
}

/// A redirection's output, kept aside by CalFiles' `StagedFile` until the statement is done.
final class StagedOutput: OutputFile {
  let file: StagedFile

  init(_ file: StagedFile) { self.file = file }

  func write(_ bytes: [UInt8]) -> WriteFailure? { file.write(bytes).map(WriteFailure.init) }
  func finish() -> FileLoadError? { file.finish().map(FileLoadError.init) }
  func discard() { file.discard() }
}

extension FileLoadError {
  init(_ error: FileError) {
    self.init(
      error.message, line: error.line, lineText: error.lineText, offset: error.offset, length: error.length,
      isInterrupted: error.isInterrupted)
  }
}
