import CalSyntax
import CalendarCore

/// The one table of commands: evaluation, `help` and completion all read it.
public enum CommandTable {
  public static let all: [Command] =
    [
      SourceCommands.month, SourceCommands.year, QuarterCommand.quarter, SourceCommands.days,
      SourceCommands.today, RecurrenceCommands.rrule, RecurrenceCommands.every,
      GridCommands.pad, GridCommands.select, GridCommands.deselect, GridCommands.next, GridCommands.prev,
      GridCommands.around,
      ListCommands.count, ListCommands.where, ListCommands.first, ListCommands.last,
      RenderCommands.grid, RenderCommands.table, RenderCommands.json, RenderCommands.csv,
      StripCommand.strip, FormatCommand.format,
      ICSCommand.ics, PrintCommand.print,
      MathCommands.weekday, MathCommands.leap, MathCommands.meta, MathCommands.daysin,
      DayNumberCommands.doy, DayNumberCommands.isoweek, DayNumberCommands.jdn, EasterCommand.easter,
      WeekdayInMonthCommands.nth, BetweenCommand.between, DurationCommands.years, DurationCommands.months,
      DurationCommands.hours, DurationCommands.minutes, DurationCommands.seconds,
      ZellerCommand.zeller, DoomsdayCommand.doomsday, ZoneCommands.zones, ZoneCommands.zone,
      ZoneCommands.until, ZoneCommands.epoch,
    ] + CalendarCommands.all + [
      CalendarCommands.date,
      ExplainCommand.explain,
      HolidayCommands.holidays, HolidayDateCommand.when, WorkdayCommands.workdays, RollCommand.roll,
      LedgerCommands.load, LedgerCommands.summary, LedgerCommands.with, LedgerCommands.details,
      ShellCommands.help, ShellCommands.source, ShellCommands.vars, ShellCommands.quit,
    ]

  /// Other names a command answers to; `help` lists each command once, under its own name.
  /// (A list of pairs, not a dictionary: the first `String`-keyed dictionary of a run costs a scan
  /// of every conformance record in the binary, a fifth of a one-line job's start-up.)
  public static var aliases: [(alias: String, name: String)] {
    aliasWords.indices.map { (aliasWords[$0], aliasedNames[$0]) }
  }
  /// The aliases, and the name each stands for, as the lexicon takes them. (Arrays of strings:
  /// an array of pairs made at start-up costs the metadata of its type, made by demangling.)
  static let aliasWords = ["exit"] + HolidayDateCommand.words
  static let aliasedNames = ["quit"] + HolidayDateCommand.words.map { _ in "when" }

  /// The command a name (or alias) calls, found as the lexer finds it.
  public static func command(named name: String) -> Command? {
    var name = name
    let entry = name.withUTF8 { index(of: $0) }
    return entry < 0 ? nil : entryCommands[entry]
  }

  /// Whether a word starts a statement when given on the command line instead of a file: a
  /// command (`calsh month 2025-02`) or a cal/ncal habit (`calsh cal 9 1752`, answered with the
  /// calsh way to write it).
  public static func startsStatement(_ word: String) -> Bool {
    command(named: word) != nil || CalHabits.programs.contains(word)
  }

  /// The command words and how each binds, for the lexer and parser (`CalSyntax`), which know
  /// no command's code: a call holds its entry here, and `entryCommands` maps it to its command.
  public static let lexicon = CommandLexicon(
    names: names, aliases: aliasWords, aliasedNames: aliasedNames, weekdayForms: Command.weekdayFormNames,
    stagesTakingValueCalls: Command.stagesTakingValueCalls, isValueCommand: { all[$0].isValueCommand },
    isOutputStage: { all[$0].kind == .outputStage }, readsWords: { all[$0].readsWords },
    namesField: { CellField.names.contains($0) })

  /// Every name a command answers to (its own, then the aliases): the lexicon's words.
  static var entryNames: [String] { lexicon.words }
  /// The command of each entry of the lexicon (an alias's is the command it names).
  /// (An array of its own, not one of tuples, whose metadata the runtime would build by demangling.)
  static let entryCommands: [Command] = all + aliasedNames.map { name in all.first { $0.name == name }! }

  /// The entry of the command named by exactly these bytes, or -1.
  static func index(of word: UnsafeBufferPointer<UInt8>) -> Int { lexicon.entry(of: word) }

  public static let names: [String] = all.map(\.name)

  /// Names a variable may not take: statement keywords and constant words.
  public static var reservedWords: Set<String> { CommandLexicon.reservedWords }
}
