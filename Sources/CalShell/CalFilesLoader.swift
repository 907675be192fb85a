import CalFiles
import CalRender
import CalScript
import CalendarCore
import Glibc
import Ledger

/// The interpreter's file loader: CalFiles' readers, their errors in the language's terms.
public struct CalFilesLoader: FileLoader {
  /// The descriptor `read` reads when it names no file: standard input when the script is not
  /// itself read from it (nil: `read` names a file).
  public var standardInput: Int32?

  public init(standardInput: Int32? = nil) { self.standardInput = standardInput }

  public func inputIsPiped() -> Bool {
    guard let standardInput else { return false }
    var status = stat()
    guard fstat(standardInput, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return kind == S_IFIFO || kind == S_IFREG || kind == S_IFSOCK
  }

  public func lines(path: String?) -> Result<any InputLines, FileLoadError> {
    guard let path else {
      guard let standardInput else {
        return .failure(
          FileLoadError(
            "it holds the script (or is the prompt's terminal); "
              + "name a file, read \"dates.txt\"", line: 0))
      }
      return .success(InputFile(LineReader(descriptor: standardInput)))
    }
    switch LineReader.open(path: path) {
    case .success(let reader): return .success(InputFile(reader))
    case .failure(let error): return .failure(FileLoadError(error.message, line: 0))
    }
  }

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

/// A file or standard input as `read` reads it: lines through the shell's `LineReader`.
final class InputFile: InputLines {
  let reader: LineReader
  /// Reading stopped at a line longer than `LineReader.maximumLineLength` (`/dev/zero`).
  private var stoppedAtLongLine = false

  init(_ reader: LineReader) { self.reader = reader }

  func withNextLine<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T? {
    guard !stoppedAtLongLine, let line = reader.nextLineBytes() else { return nil }
    if reader.lineWasTooLong {
      stoppedAtLongLine = true
      return nil
    }
    return try reader.withLine(line, body)
  }

  var readError: String? {
    stoppedAtLongLine
      ? "a line is longer than \(LineReader.maximumLineLength) bytes: not lines of text" : reader.readError
  }
}
