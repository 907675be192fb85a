import CalRender
import CalSyntax
import CalendarCore
import Ledger

/// Reads the files `load` and `holidays load` name, and writes the file a redirection names. The
/// language holds no file format and opens no file: the shell gives the interpreter its loaders
/// (CalFiles'), and a host that reads no files keeps `NoFiles`.
public protocol FileLoader {
  /// A CSV file of dated entries with a header row, read as `format` says (its dates as
  /// `format.reform` writes them).
  func ledger(path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool) -> Result<
    Ledger, FileLoadError
  >
  /// `ledger(path:format:isCancelled:)`, telling `warn` what was read otherwise than written (an
  /// empty field that ends every row, read as no column).
  func ledger(
    path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<Ledger, FileLoadError>
  /// A CSV file of `date,name` records: the days in file order, each date once, its dates read as
  /// `reform` writes them.
  func holidays(path: String, reform: Reform, isCancelled: @escaping () -> Bool) -> Result<
    [(date: CivilDate, name: String)], FileLoadError
  >
  /// An iCalendar file (`.ics`): an entry per day of each event from `first` through `last`
  /// (either open), with the columns summary, location, description, categories, uid and status,
  /// and each entry's start and end (`Ledger.times`) in the zones `zones` finds by name. `warn`
  /// is told what was repaired or left out of a file the world wrote (the rest loads).
  func calendar(
    path: String, from first: CivilDate?, until last: CivilDate?, zones: @escaping (String) -> ZoneRules?,
    isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<Ledger, FileLoadError>
  /// A published holiday calendar (`.ics`): each day of its events once, named by the event.
  func calendarHolidays(
    path: String, from first: CivilDate?, until last: CivilDate?, zones: @escaping (String) -> ZoneRules?,
    isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<[(date: CivilDate, name: String)], FileLoadError>
  /// The file a redirection writes (`> FILE`, or `>> FILE` to append), checked now: a file or
  /// directory that cannot be written is an error before anything runs.
  func outputFile(path: String, appending: Bool) -> Result<any OutputFile, FileLoadError>
  /// The lines `read` reads: a file's (`path`), or standard input's (`path` nil) when the host
  /// gives it to the script (see `InputLines`).
  func lines(path: String?) -> Result<any InputLines, FileLoadError>
  /// Whether standard input is a pipe or a file `read` would read (asked only for a hint:
  /// `calsh -c weekday < dates`).
  func inputIsPiped() -> Bool
}

/// Output on its way to a redirection's file: kept aside (the file untouched) until `finish`
/// puts it in the file, or `discard` drops it when the statement failed.
public protocol OutputFile: AnyObject {
  /// Keeps a chunk; why it could not, in the system's words.
  func write(_ bytes: [UInt8]) -> WriteFailure?
  /// Replaces the file's contents with what was kept, or appends it; why it could not.
  func finish() -> FileLoadError?
  func discard()
}

/// Whether a path names an iCalendar file: it ends in `.ics` or `.ical`, in any case.
public func isCalendarFile(_ path: String) -> Bool {
  let lower = path.lowercased()
  return lower.hasSuffix(".ics") || lower.hasSuffix(".ical")
}

extension FileLoader {
  /// An iCalendar file (`.ics`): an entry per day of each event from `first` through `last`
  /// (either open), with its columns and times.
  public func calendar(
    path: String, from first: CivilDate?, until last: CivilDate?, zones: @escaping (String) -> ZoneRules?,
    isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<Ledger, FileLoadError> {
    .failure(FileLoadError("this calsh reads no calendar files", line: 0))
  }

  /// A published holiday calendar (`.ics`): each day of its events once, named by the event.
  public func calendarHolidays(
    path: String, from first: CivilDate?, until last: CivilDate?, zones: @escaping (String) -> ZoneRules?,
    isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<[(date: CivilDate, name: String)], FileLoadError> {
    .failure(FileLoadError("this calsh reads no calendar files", line: 0))
  }

  public func outputFile(path: String, appending: Bool) -> Result<any OutputFile, FileLoadError> {
    .failure(FileLoadError("this calsh writes no files", line: 0))
  }
}

/// Why a file could not be loaded: a problem at a physical line and byte of the file, or with the
/// file itself (`line` 0: it cannot be opened or read, in the system's words; or `interrupted`).
public struct FileLoadError: Error, Equatable, Sendable {
  public let message: String
  /// The physical line, from 1; 0 for the file as a whole.
  public let line: Int
  /// That line's text, and the byte offset and length of the problem in it.
  public let lineText: String
  public let offset: Int
  public let length: Int
  /// Reading stopped because the caller asked (Ctrl-C at the prompt).
  public let isInterrupted: Bool

  public init(
    _ message: String, line: Int, lineText: String = "", offset: Int = 0, length: Int = 1,
    isInterrupted: Bool = false
  ) {
    self.message = message
    self.line = line
    self.lineText = lineText
    self.offset = offset
    self.length = length
    self.isInterrupted = isInterrupted
  }
}

extension FileLoader {
  /// A loader that says nothing of how it read a file.
  public func ledger(
    path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool, warn: (FileLoadError) -> Void
  ) -> Result<Ledger, FileLoadError> {
    ledger(path: path, format: format, isCancelled: isCancelled)
  }
}

/// Loads nothing: every file is an error (an interpreter made without the shell's loaders).
public struct NoFiles: FileLoader {
  public init() {}

  public func ledger(path: String, format: LedgerFormat, isCancelled: @escaping () -> Bool) -> Result<
    Ledger, FileLoadError
  > {
    .failure(FileLoadError("this calsh reads no files", line: 0))
  }

  public func holidays(path: String, reform: Reform, isCancelled: @escaping () -> Bool) -> Result<
    [(date: CivilDate, name: String)], FileLoadError
  > {
    .failure(FileLoadError("this calsh reads no files", line: 0))
  }
}

extension Invocation {
  /// A file's repair as a warning at its line and column of the file, shown after the statement.
  func fileWarning(_ problem: FileLoadError, path: String) {
    var warning = ScriptError(
      .warning, problem.message, at: SourceRange(offset: problem.offset, length: max(1, problem.length)))
    warning.source = SourceText(name: path, text: problem.lineText, firstLine: problem.line)
    interpreter.warnings.append(warning)
  }

  /// A file's problem as an error: at its line and column of the file, or (the file as a whole)
  /// at the argument that names it.
  func fileError(_ problem: FileLoadError, path: String, at argument: Int) -> ScriptError {
    if problem.isInterrupted { return ScriptError(.interrupted, "interrupted", at: range(at: argument)) }
    guard problem.line > 0 else {
      let written = (try? value(at: argument)).flatMap {
        if case .string(let text) = $0 { text } else { nil }
      }
      return error(
        "cannot read \(path): \(problem.message)" + Interpreter.quoteNote(written ?? ""),
        at: range(at: argument))
    }
    var error = ScriptError(
      .evaluation, problem.message, at: SourceRange(offset: problem.offset, length: max(1, problem.length)))
    error.source = SourceText(name: path, text: problem.lineText, firstLine: problem.line)
    return error
  }

  /// The path as the system names it (`Interpreter.resolvedPath`).
  func resolvedPath(_ path: String) -> String { interpreter.resolvedPath(path) }
}
