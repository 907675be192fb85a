import ArgumentParser
import CalScript
import CalendarCore

/// calsh's command line, parsed by swift-argument-parser (usage errors exit 64, EX_USAGE).
struct Options: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calsh",
    abstract: "A shell for calendar and date arithmetic.",
    discussion: """
      With no FILE and stdin a terminal, calsh starts an interactive prompt; otherwise it runs \
      the script in FILE, in TEXT (-c) or on stdin (FILE '-' or a pipe). Exit status: 0 success, \
      1 an error in the script, 64 a usage error.
      """,
    version: "calsh \(calshVersion)")

  @Option(
    name: .customShort("c"), parsing: .unconditional,
    help: ArgumentHelp("Run TEXT as a script.", valueName: "TEXT"))
  var command: String?

  @Argument(help: ArgumentHelp("A .cal script to run; '-' reads stdin.", valueName: "FILE"))
  var file: String?

  @Option(
    help: ArgumentHelp("Fix today's date (default: CALSH_TODAY, else the clock).", valueName: "YYYY-MM-DD"))
  var today: String?

  @Option(help: ArgumentHelp("The weekday grids start on: sun … sat.", valueName: "DAY"))
  var firstWeekday: String?

  @Option(
    help: ArgumentHelp(
      "Colour in grids and errors: auto, always or never (NO_COLOR turns auto off).", valueName: "WHEN"))
  var color: String = "auto"

  @Flag(help: "Report an error and go on with the next statement; the exit status is still 1.")
  var keepGoing = false

  func validate() throws {
    if command != nil, file != nil {
      throw ValidationError("give either -c TEXT or FILE, not both")
    }
    if let today {
      do { _ = try CivilDate(parsing: today) } catch { throw ValidationError("--today: \(error.message)") }
    }
    if let firstWeekday, Weekday(name: firstWeekday) == nil {
      throw ValidationError(
        "--first-weekday: '\(firstWeekday)' is not a weekday (sun mon tue wed thu fri sat)")
    }
    if Settings.ColorMode(rawValue: color) == nil {
      throw ValidationError("--color: '\(color)' is not one of auto, always, never")
    }
  }
}

let calshVersion = "0.1.0"
