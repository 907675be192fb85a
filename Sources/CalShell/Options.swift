import ArgumentParser
import CalFiles
import CalScript
import CalendarCore
import Glibc
import Ledger

/// calsh's command line, parsed by swift-argument-parser (usage errors exit 64, EX_USAGE).
struct Options: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calsh",
    abstract: "A shell for calendar and date arithmetic.",
    // Written out because `-c` is collected as an array (to refuse a second one), which the
    // generated usage would show as repeatable: `[-c <TEXT> ...]`.
    usage: """
      calsh [-c <TEXT>] [<FILE> [<ARG> ...] | <COMMAND> [<WORD> ...]] [--today <YYYY-MM-DD>] [--first-weekday <DAY>] [--holidays <CC[,CC…]>] [--locale <ID>] [--width <N>] [--reform <WHEN>] [--tz <ZONE>] [--color <WHEN>] [--keep-going]
      """,
    discussion: """
      With no FILE and stdin a terminal, calsh starts an interactive prompt; otherwise it runs \
      the script in FILE, in TEXT (-c) or on stdin (FILE '-' or a pipe). A first argument that \
      names no file and is a command of calsh runs as a statement with the words after it \
      (calsh help, calsh help reform, calsh month 2025-02), as -c would run them joined by \
      spaces; after a command, more words always make a statement. Quote a statement that holds \
      a minus, a pipe or a semicolon: calsh -c 'month 2025-02 | pad'. Words after FILE, or after \
      -c TEXT, are the script's arguments, $1 $2 … and args (calsh rota.cal 2027; calsh -c \
      'year $1' -- 2027), each read as a literal (a date, a number, a month …) or kept as text; \
      calsh's flags are read anywhere before --, and every word after -- is an argument. Exit \
      status: 0 success, 1 an error in the script, 64 a usage error.
      """,
    version: "calsh \(calshVersion)")

  /// Every `-c` given, so a second one is refused rather than silently replacing the first.
  @Option(
    name: .customShort("c"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp("Run TEXT as a script.", valueName: "TEXT"))
  var commands: [String] = []

  /// The text of `-c`, if given.
  var command: String? { commands.first }

  /// FILE, or a command and the words of its statement (`calsh help month`).
  @Argument(
    help: ArgumentHelp(
      "A .cal script to run ('-' reads stdin), then its arguments ($1 … and args). A command of calsh (and its words) that names no file runs as a statement.",
      valueName: "FILE"))
  var arguments: [String] = []

  var file: String? { arguments.first }

  @Option(
    help: ArgumentHelp(
      "Fix today's date, read under --reform (default: CALSH_TODAY, else the clock).", valueName: "YYYY-MM-DD"
    ),
    transform: Options.date)
  var today: String?

  @Option(
    help: ArgumentHelp("The weekday grids start on: sun … sat.", valueName: "DAY"), transform: Options.weekday
  )
  var firstWeekday: Weekday?

  @Option(
    help: ArgumentHelp(
      "Mark the holidays of these countries, subdivisions or markets (jp, gb-sct, nyse; 'holidays list' shows every code) on grids and tables.",
      valueName: "CC[,CC…]"),
    transform: Options.countries)
  var holidays: [Country] = []

  @Option(
    help: ArgumentHelp(
      "Month titles and weekday labels in this locale: ko, ja, de_DE … (default: LC_ALL, LC_TIME, LANG); holiday names in its language where calsh or python-holidays has them (jp, kr; 120 languages of the world's countries).",
      valueName: "ID"),
    transform: Options.locale)
  var locale: String?

  @Option(
    help: ArgumentHelp(
      "Columns for months side by side, strips and explanations, 20-1000, or auto: the terminal, else COLUMNS, else 80 (the default).",
      valueName: "N"),
    transform: Options.width)
  var width: ColumnsChoice?

  @Option(
    help: ArgumentHelp(
      "When the Gregorian calendar replaced the Julian: proleptic (default), julian, 1582, 1752 or a country code (help reform).",
      valueName: "WHEN"),
    transform: Options.reform)
  var reform: Reform?

  @Option(
    name: .customLong("tz"),
    help: ArgumentHelp(
      "The session's time zone, as 'set tz' sets it: Europe/Berlin, UTC … (default: TZ, else the system's).",
      valueName: "ZONE"),
    completion: .custom { _, _, prefix in Options.zoneNames(beginning: prefix) })
  var timeZone: String?

  /// The zones and links whose names begin with `prefix`, case aside, from where the session
  /// would read them (the system's zoneinfo, else the embedded copy): `--tz`'s shell completion.
  static func zoneNames(beginning prefix: String) -> [String] {
    let tzdir = getenv("TZDIR").map { String(cString: $0) }
    let source: any ZoneSource = SystemZoneSource.find(tzdir: tzdir) ?? EmbeddedZoneSource()
    let lower = prefix.lowercased()
    return source.zoneNames().map(\.name).filter { $0.lowercased().hasPrefix(lower) }.sorted()
  }

  @Option(
    help: ArgumentHelp(
      "Colour in grids and errors: auto, always or never (NO_COLOR turns auto off).", valueName: "WHEN"),
    transform: Options.colorMode)
  var color: Settings.ColorMode = .auto

  @Flag(help: "Report an error and go on with the next statement; the exit status is still 1.")
  var keepGoing = false

  func validate() throws {
    if commands.count > 1 {
      throw ValidationError(
        "-c is given \(commands.count) times; give it once, with statements separated by ';' or newlines")
    }
    try resolved.validate()
  }

  /// The parsed flags as the plain value the rest of calsh reads.
  var resolved: CommandLineOptions {
    var options = CommandLineOptions()
    options.command = command
    options.file = file
    options.statementWords = Array(arguments.dropFirst())
    options.todayText = today
    options.firstWeekday = firstWeekday
    options.holidays = holidays
    options.locale = locale
    options.width = width?.columns
    options.color = color
    options.reform = reform
    options.timeZone = timeZone
    options.keepGoing = keepGoing
    return options
  }

  /// A flag's value with a character that looks like calsh's own (`--today ２０２３-02-03`,
  /// `--width ２０`) is refused naming it, as the lexer names it in a statement.
  static func refuseLookAlike(in text: String, as kind: String) throws {
    guard let lookAlike = LookAlike.first(in: text) else { return }
    throw ValidationError("'\(text)' is not \(kind): \(lookAlike.message)")
  }

  /// A date as `--today` takes it: `YYYY-MM-DD`, read under the reform by `validate` once every
  /// flag is known.
  static func date(_ text: String) throws -> String {
    try refuseLookAlike(in: text, as: "a date")
    do { _ = try CivilDate(parsing: text) } catch {
      // A 29 February only the Julian calendar has (1700-02-29) waits for the reform.
      guard case .dayOutOfRange(let year, 2, 29) = error, year % 4 == 0 else {
        throw ValidationError(error.message)
      }
    }
    return text
  }

  static func weekday(_ text: String) throws -> Weekday {
    try refuseLookAlike(in: text, as: "a weekday")
    guard let weekday = Weekday(name: text) else {
      throw ValidationError("'\(text)' is not a weekday (sun mon tue wed thu fri sat)")
    }
    return weekday
  }

  static func countries(_ text: String) throws -> [Country] {
    try refuseLookAlike(in: text, as: "a country code")
    if text.lowercased() == "none" { return [] }
    return try text.split(separator: ",", omittingEmptySubsequences: false).map { code in
      let code = code.trimmingCharacters(in: " ")
      guard let country = Country(code: code) else {
        throw ValidationError(HolidayCodes.unknownCountry(code))
      }
      return country
    }
  }

  static func locale(_ text: String) throws -> String {
    try refuseLookAlike(in: text, as: "a locale")
    if !text.isEmpty, CLDRLocales().labels(for: text) != nil { return text }
    let hint = CLDRLocales().suggestions(for: text).first.map { " (did you mean '\($0)'?)" } ?? ""
    throw ValidationError(
      "'\(text)' is not a locale CLDR has data for\(hint); give a language such as en, ko, ja, de, fr or zh-Hans (with a region: de_DE)"
    )
  }

  /// A width as `set width` takes it: columns, or `auto` (what no `--width` means).
  static func width(_ text: String) throws -> ColumnsChoice {
    try refuseLookAlike(in: text, as: "a width")
    if text == "auto" { return ColumnsChoice(columns: nil) }
    guard let columns = Int(text), Settings.widths.contains(columns) else {
      throw ValidationError(
        "'\(text)' is not a width calsh takes: \(Settings.widths.lowerBound) to \(Settings.widths.upperBound) columns, or auto"
      )
    }
    return ColumnsChoice(columns: columns)
  }

  static func reform(_ text: String) throws -> Reform {
    try refuseLookAlike(in: text, as: "a reform")
    guard let reform = Reform(named: text) else {
      throw ValidationError(
        "'\(text)' is not a reform calsh knows: proleptic, julian, 1582, 1752, a country or church code (help reform)"
      )
    }
    return reform
  }

  static func colorMode(_ text: String) throws -> Settings.ColorMode {
    try refuseLookAlike(in: text, as: "a colour mode")
    guard let mode = Settings.ColorMode(rawValue: text) else {
      throw ValidationError("'\(text)' is not one of auto, always, never")
    }
    return mode
  }
}

let calshVersion = "0.1.0"

extension Substring {
  fileprivate func trimmingCharacters(in blank: Character) -> String {
    String(drop(while: { $0 == blank }).reversed().drop(while: { $0 == blank }).reversed())
  }
}

extension Options {
  /// The command line as swift-argument-parser reads it, every flag and error included.
  static func read(_ arguments: [String]) -> ParsedCommandLine {
    do {
      return .run(try parse(arguments).resolved)
    } catch {
      return .exit(code: exitCode(for: error).rawValue, message: fullMessage(for: error))
    }
  }
}

/// `--width`'s value: a number of columns, or `auto` (nil), as `set width` takes it.
struct ColumnsChoice {
  let columns: Int?
}
