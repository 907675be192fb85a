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
    ] + CalendarCommands.firstThirteen + [
      CalendarCommands.date,
      ExplainCommand.explain,
      HolidayCommands.holidays, HolidayDateCommand.when, WorkdayCommands.workdays, RollCommand.roll,
      LedgerCommands.load, LedgerCommands.summary, LedgerCommands.with, LedgerCommands.details,
      ShellCommands.help, ShellCommands.source, ShellCommands.vars, ShellCommands.quit,
      ListAlgebraCommands.union, ListAlgebraCommands.intersect, ListAlgebraCommands.except,
      ListAlgebraCommands.sort, ListAlgebraCommands.unique, ListAlgebraCommands.reverse,
      ListAlgebraCommands.zip, DurationCommands.weeks,
      InputCommands.args, InputCommands.read,
      PictureCommands.svg, PictureCommands.html, PictureCommands.md,
      HeatmapCommand.heatmap,
      SkyCommands.equinox, SkyCommands.solstice, SkyCommands.newmoon, SkyCommands.fullmoon, SkyCommands.moon,
      SkyCommands.solarterms,
      PickCommand.pick,
      QuizCommand.quiz,
      SlideCommands.slides, SlideCommands.step,
      CalendarCommands.revisedJulian,
    ]

  /// Every command's own name, in `all`'s order, written out so that the lexicon (made for every
  /// run's first line) needs no command built: a command is made when a call names it
  /// (`command(atEntry:)`), each its own lazy `static let`. A test checks both against `all`.
  public static let names: [String] = [
    "month", "year", "quarter", "days", "today", "rrule", "every", "pad", "select", "deselect", "next",
    "prev", "around", "count", "where", "first", "last", "grid", "table", "json", "csv", "strip", "format",
    "ics", "print", "weekday", "leap", "meta", "daysin", "doy", "isoweek", "jdn", "easter", "nth", "between",
    "years", "months", "hours", "minutes", "seconds", "zeller", "doomsday", "zones", "zone", "until", "epoch",
    "julian", "hebrew", "islamic", "ummalqura", "persian", "chinese", "korean", "era", "coptic", "ethiopian",
    "indian", "minguo", "thai", "date", "explain", "holidays", "when", "workdays", "roll", "load", "summary",
    "with", "details", "help", "source", "vars", "quit",
    "union", "intersect", "except", "sort", "unique", "reverse", "zip", "weeks",
    "args", "read",
    "svg", "html", "md",
    "heatmap",
    "equinox", "solstice", "newmoon", "fullmoon", "moon", "solarterms",
    "pick",
    "quiz",
    "slides", "step",
    "revisedjulian",
  ]

  /// How each of `names` binds, in its order: 1 a value command, 2 an output stage, 4 it reads
  /// its own words, 8 it prints text a `> FILE` may take though no output stage (`explain`,
  /// `step`, `quiz`, whose arguments never compare) (checked against `all` by a test).
  static let kinds: [UInt8] = [
    0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 12, 0, 1, 0, 0, 0, 2, 0, 0, 0,
    0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0,
    2, 2, 2,
    0,
    1, 1, 1, 1, 0, 0,
    4,
    12,
    2, 12,
    1,
  ]

  /// The command of an entry of the lexicon (an alias's is the command it names), made when first
  /// asked for: a one-line job builds its own command and no other.
  static func command(atEntry entry: Int) -> Command {
    switch entry {
    case 0: return SourceCommands.month
    case 1: return SourceCommands.year
    case 2: return QuarterCommand.quarter
    case 3: return SourceCommands.days
    case 4: return SourceCommands.today
    case 5: return RecurrenceCommands.rrule
    case 6: return RecurrenceCommands.every
    case 7: return GridCommands.pad
    case 8: return GridCommands.select
    case 9: return GridCommands.deselect
    case 10: return GridCommands.next
    case 11: return GridCommands.prev
    case 12: return GridCommands.around
    case 13: return ListCommands.count
    case 14: return ListCommands.where
    case 15: return ListCommands.first
    case 16: return ListCommands.last
    case 17: return RenderCommands.grid
    case 18: return RenderCommands.table
    case 19: return RenderCommands.json
    case 20: return RenderCommands.csv
    case 21: return StripCommand.strip
    case 22: return FormatCommand.format
    case 23: return ICSCommand.ics
    case 24: return PrintCommand.print
    case 25: return MathCommands.weekday
    case 26: return MathCommands.leap
    case 27: return MathCommands.meta
    case 28: return MathCommands.daysin
    case 29: return DayNumberCommands.doy
    case 30: return DayNumberCommands.isoweek
    case 31: return DayNumberCommands.jdn
    case 32: return EasterCommand.easter
    case 33: return WeekdayInMonthCommands.nth
    case 34: return BetweenCommand.between
    case 35: return DurationCommands.years
    case 36: return DurationCommands.months
    case 37: return DurationCommands.hours
    case 38: return DurationCommands.minutes
    case 39: return DurationCommands.seconds
    case 40: return ZellerCommand.zeller
    case 41: return DoomsdayCommand.doomsday
    case 42: return ZoneCommands.zones
    case 43: return ZoneCommands.zone
    case 44: return ZoneCommands.until
    case 45: return ZoneCommands.epoch
    case 46..<59: return CalendarCommands.all[entry - 46]
    case 59: return CalendarCommands.date
    case 60: return ExplainCommand.explain
    case 61: return HolidayCommands.holidays
    case 62: return HolidayDateCommand.when
    case 63: return WorkdayCommands.workdays
    case 64: return RollCommand.roll
    case 65: return LedgerCommands.load
    case 66: return LedgerCommands.summary
    case 67: return LedgerCommands.with
    case 68: return LedgerCommands.details
    case 69: return ShellCommands.help
    case 70: return ShellCommands.source
    case 71: return ShellCommands.vars
    case 72: return ShellCommands.quit
    case 73: return ListAlgebraCommands.union
    case 74: return ListAlgebraCommands.intersect
    case 75: return ListAlgebraCommands.except
    case 76: return ListAlgebraCommands.sort
    case 77: return ListAlgebraCommands.unique
    case 78: return ListAlgebraCommands.reverse
    case 79: return ListAlgebraCommands.zip
    case 80: return DurationCommands.weeks
    case 81: return InputCommands.args
    case 82: return InputCommands.read
    case 83: return PictureCommands.svg
    case 84: return PictureCommands.html
    case 85: return PictureCommands.md
    case 86: return HeatmapCommand.heatmap
    case 87: return SkyCommands.equinox
    case 88: return SkyCommands.solstice
    case 89: return SkyCommands.newmoon
    case 90: return SkyCommands.fullmoon
    case 91: return SkyCommands.moon
    case 92: return SkyCommands.solarterms
    case 93: return PickCommand.pick
    case 94: return QuizCommand.quiz
    case 95: return SlideCommands.slides
    case 96: return SlideCommands.step
    case 97: return CalendarCommands.revisedJulian
    case 98: return ShellCommands.quit
    default: return HolidayDateCommand.when
    }
  }

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
    return entry < 0 ? nil : command(atEntry: entry)
  }

  /// Whether a word starts a statement when given on the command line instead of a file: a
  /// command (`calsh month 2025-02`) or a cal/ncal habit (`calsh cal 9 1752`, answered with the
  /// calsh way to write it).
  public static func startsStatement(_ word: String) -> Bool {
    command(named: word) != nil || CalHabits.programs.contains(word)
  }

  /// The command words and how each binds, for the lexer and parser (`CalSyntax`), which know
  /// no command's code: a call holds its entry here, and `command(atEntry:)` gives its command.
  public static let lexicon = CommandLexicon(
    names: names, aliases: aliasWords, aliasedNames: aliasedNames, weekdayForms: Command.weekdayFormNames,
    stagesTakingValueCalls: Command.stagesTakingValueCalls, isValueCommand: { kinds[$0] & 1 != 0 },
    isOutputStage: { kinds[$0] & 10 != 0 }, readsWords: { kinds[$0] & 4 != 0 },
    namesField: { CellField.names.contains($0) })

  /// Every name a command answers to (its own, then the aliases): the lexicon's words.
  static var entryNames: [String] { lexicon.words }
  /// The command of each entry of the lexicon (an alias's is the command it names), every one made.
  static var entryCommands: [Command] { entryNames.indices.map(command(atEntry:)) }

  /// The entry of the command named by exactly these bytes, or -1.
  static func index(of word: UnsafeBufferPointer<UInt8>) -> Int { lexicon.entry(of: word) }

  /// Names a variable may not take: statement keywords and constant words.
  public static var reservedWords: Set<String> { CommandLexicon.reservedWords }
}
