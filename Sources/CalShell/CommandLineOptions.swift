import ArgumentParser
import CalScript
import CalendarCore

/// What the command line asks for, whichever parser read it: the fast path (`QuickArguments`)
/// and swift-argument-parser (`Options`) both end here, so a test can compare the two.
public struct CommandLineOptions: Equatable, Sendable {
  /// The text of `-c`, if given.
  public var command: String?
  /// The script to run; `-` reads stdin. A command word that names no file (`help`) is the
  /// start of a statement instead (`statement(fileExists:)`).
  public var file: String?
  /// The arguments after FILE: the rest of its statement after a command word (`calsh help
  /// month`), else the script's arguments (`scriptArguments`).
  public var statementWords: [String] = []
  /// `--today` as written (`YYYY-MM-DD`): read under the reform `--reform` names, whichever comes
  /// first, as `set reform gb; set today 1750-03-01` reads it.
  public var todayText: String?
  public var firstWeekday: Weekday?
  public var holidays: [Country] = []
  public var locale: String?
  /// Columns for months side by side, strips and explanations (20–1000).
  public var width: Int?
  public var color: Settings.ColorMode = .auto
  /// When the Gregorian calendar replaced the Julian one (`--reform gb`).
  public var reform: Reform?
  /// The session's time zone (`--tz Europe/Berlin`), as `set tz` sets it.
  public var timeZone: String?
  public var keepGoing = false

  public init() {}

  /// The checks that span more than one flag, or a flag's value beyond its type; both parsers
  /// run them, so both refuse the same lines with the same message.
  func validate() throws {
    // A day the reform skips or only the Julian calendar has is worded as any wrong --today is.
    do { _ = try today() } catch {
      throw ValidationError(
        "The value '\(todayText ?? "")' is invalid for '--today <YYYY-MM-DD>': \(error.message)\n"
          + "Help:  --today <YYYY-MM-DD>  Fix today's date, read under --reform (default: CALSH_TODAY, else the clock)."
      )
    }
  }

  /// The words the script is given (`$1 …`, `args`): every word after `-c TEXT` (`--` before them
  /// is the parsers' to drop), or the words after FILE.
  public var scriptArguments: [String] {
    if command != nil, let file { return [file] + statementWords }
    return statementWords
  }

  /// The day `--today` names, read under the reform in force (nil without the flag).
  public func today() throws(CalendarError) -> CivilDate? {
    guard let todayText else { return nil }
    return try (reform ?? .proleptic).date(parsing: todayText)
  }

  /// The day a `YYYY-MM-DD` text names under the reform in force (`CALSH_TODAY`).
  public func date(parsing text: String) throws(CalendarError) -> CivilDate {
    try (reform ?? .proleptic).date(parsing: text)
  }

  /// The statement the arguments make: a command word that names no file (`calsh help`), or a
  /// command word and more words (`calsh help month`), joined by spaces; nil for a script.
  /// `fileExists` (a file that is not a directory) is asked only about a lone command word.
  func statement(fileExists: (String) -> Bool) -> String? {
    guard let file, CommandTable.startsStatement(file) else { return nil }
    guard !statementWords.isEmpty || !fileExists(file) else { return nil }
    return ([file] + statementWords).joined(separator: " ")
  }
}

/// A command line read: the options to run with, or what to print and the exit status (a usage
/// error exits 64; `--help` and `--version` exit 0 and print on stdout).
enum ParsedCommandLine: Equatable {
  case run(CommandLineOptions)
  case exit(code: Int32, message: String)

  /// The quick reading when it is sure, else swift-argument-parser's; a cal or ncal line's words
  /// (`calsh ncal -3`) are taken aside first and become its statement's words.
  init(_ arguments: [String]) {
    let (arguments, habitWords) = CalHabitArguments.split(arguments)
    if let options = QuickArguments.options(arguments) {
      self = .run(options)
    } else {
      self = Options.read(arguments)
    }
    if case .run(var options) = self, !habitWords.isEmpty {
      options.statementWords = habitWords
      self = .run(options)
    }
  }
}
