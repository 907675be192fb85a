import CalendarCore

/// The one table of commands: evaluation, `help` and completion all read it.
public enum CommandTable {
  public static let all: [Command] = [
    SourceCommands.month, SourceCommands.year, QuarterCommand.quarter, SourceCommands.days,
    SourceCommands.today,
    GridCommands.pad, GridCommands.select, GridCommands.deselect, GridCommands.next, GridCommands.prev,
    GridCommands.around,
    ListCommands.count, ListCommands.where, ListCommands.first, ListCommands.last,
    RenderCommands.grid, RenderCommands.table, RenderCommands.json, RenderCommands.csv,
    StripCommand.strip,
    PrintCommand.print,
    MathCommands.weekday, MathCommands.leap, MathCommands.meta, MathCommands.daysin,
    DayNumberCommands.doy, DayNumberCommands.isoweek, DayNumberCommands.jdn, EasterCommand.easter,
    WeekdayInMonthCommands.nth, BetweenCommand.between, ZellerCommand.zeller,
    ExplainCommand.explain,
    HolidayCommands.holidays, WorkdayCommands.workdays,
    LedgerCommands.load, LedgerCommands.summary, LedgerCommands.with, LedgerCommands.details,
    ShellCommands.help, ShellCommands.source, ShellCommands.vars, ShellCommands.quit,
  ]

  /// Other names a command answers to; `help` lists each command once, under its own name.
  public static let aliases: [String: String] = ["exit": "quit"]

  private static let byName: [String: Command] = {
    var table = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    for (alias, name) in aliases { table[alias] = table[name] }
    return table
  }()

  public static func command(named name: String) -> Command? { byName[name] }

  public static let names: [String] = all.map(\.name)

  /// Names a variable may not take: statement keywords and constant words.
  public static let reservedWords: Set<String> = Set(
    ["let", "set", "and", "or", "not", "in"] + ConstantWords.all)
}
