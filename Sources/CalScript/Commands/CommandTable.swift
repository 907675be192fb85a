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
      ZellerCommand.zeller, DoomsdayCommand.doomsday,
    ] + CalendarCommands.all + [
      CalendarCommands.date,
      ExplainCommand.explain,
      HolidayCommands.holidays, WorkdayCommands.workdays, RollCommand.roll,
      LedgerCommands.load, LedgerCommands.summary, LedgerCommands.with, LedgerCommands.details,
      ShellCommands.help, ShellCommands.source, ShellCommands.vars, ShellCommands.quit,
    ]

  /// Other names a command answers to; `help` lists each command once, under its own name.
  /// (A list of pairs, not a dictionary: the first `String`-keyed dictionary of a run costs a scan
  /// of every conformance record in the binary, a fifth of a one-line job's start-up.)
  public static let aliases: [(alias: String, name: String)] = [("exit", "quit")]

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

  /// Every name a command answers to (its own, then the aliases), with its command: the lexer
  /// finds a word here by its bytes, without making a `String`.
  /// (Two arrays, not one of tuples, whose metadata the runtime would build by demangling.)
  static let entryNames: [String] = names + aliases.map(\.alias)
  static let entryCommands: [Command] = all + aliases.map { pair in all.first { $0.name == pair.name }! }

  /// Each name of `entryNames` as its first eight bytes packed (first byte lowest): compared with
  /// a word's bytes without making a `String`. (A plain loop into an array of integers: arrays of
  /// tuples or of byte arrays make the runtime build their metadata by demangling at start-up.)
  private static let packedNames: [UInt64] = {
    var packed: [UInt64] = []
    packed.reserveCapacity(entryNames.count)
    for var name in entryNames { packed.append(name.withUTF8 { pack($0) }) }
    return packed
  }()

  private static func matches(_ name: String, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    var name = name
    return name.withUTF8 { $0.elementsEqual(word) }
  }

  private static func pack(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var packed: UInt64 = 0
    for position in 0..<min(8, word.count) { packed |= UInt64(word[position]) << (8 * position) }
    return packed
  }

  /// `entryNames` indices (plus one; zero is empty) by a hash of a name's length and first
  /// eight bytes, probed linearly: a word is looked up in a few instructions, not a scan of
  /// every name.
  private static let slots: [Int16] = {
    var slots = [Int16](repeating: 0, count: slotCount)
    for entry in packedNames.indices {
      var slot = CommandTable.slot(packedNames[entry], entryNames[entry].utf8.count)
      while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
      slots[slot] = Int16(entry + 1)
    }
    return slots
  }()

  /// A power of two, well over twice the number of names.
  private static let slotCount = 256

  private static func slot(_ packed: UInt64, _ count: Int) -> Int {
    Int(truncatingIfNeeded: ((packed &+ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
  }

  /// The index in `entryNames` of the command named by exactly these bytes, or -1.
  static func index(of word: UnsafeBufferPointer<UInt8>) -> Int {
    let packed = pack(word)
    var slot = CommandTable.slot(packed, word.count)
    return slots.withUnsafeBufferPointer { slots in
      packedNames.withUnsafeBufferPointer { packedNames in
        while slots[slot] != 0 {
          let entry = Int(slots[slot]) - 1
          if packedNames[entry] == packed, entryNames[entry].utf8.count == word.count,
            word.count <= 8 || matches(entryNames[entry], word)
          {
            return entry
          }
          slot = (slot + 1) & (slotCount - 1)
        }
        return -1
      }
    }
  }

  public static let names: [String] = all.map(\.name)

  /// Per entry of `entryNames`, how its command binds (see `Command.isValueCommand`): read by the
  /// number a token and a call hold, so parsing and running a line reach no `Command` for it.
  static func bindsAsValue(_ entry: Int) -> Bool { bindings[entry] & valueBit != 0 }
  /// `last`, `next`, `prev`: value commands before a weekday (`Command.weekdayFormNames`).
  static func hasWeekdayForm(_ entry: Int) -> Bool { bindings[entry] & weekdayFormBit != 0 }
  /// Whether a value command's call may stand in the command's arguments: a value command's, or
  /// a stage's of `Command.stagesTakingValueCalls`.
  static func takesValueCalls(_ entry: Int) -> Bool { bindings[entry] & valueCallsBit != 0 }

  private static let valueBit: UInt8 = 1
  private static let weekdayFormBit: UInt8 = 2
  private static let valueCallsBit: UInt8 = 4

  /// The three as bits, an entry's aliases as its command. Made from each command's `kind` and
  /// by looking the names of `Command`'s lists up, not by comparing every command's name with
  /// every name of the lists (some 30,000 instructions of every run's start-up); bytes, as an
  /// array of a type of its own (or of `Bool`) costs the run's start-up its metadata, made by
  /// demangling.
  private static let bindings: [UInt8] = {
    var bindings = [UInt8](repeating: 0, count: entryNames.count)
    func mark(_ listed: [String], _ bits: UInt8) {
      for var name in listed {
        let entry = name.withUTF8 { index(of: $0) }
        precondition(entry >= 0, "\(name) names no command")
        bindings[entry] |= bits
      }
    }
    for entry in entryCommands.indices where entryCommands[entry].kind == .valueCommand {
      bindings[entry] |= valueBit | valueCallsBit
    }
    mark(Command.weekdayFormNames, weekdayFormBit)
    mark(Command.stagesTakingValueCalls, valueCallsBit)
    for (offset, pair) in aliases.enumerated() {
      var name = pair.name
      bindings[names.count + offset] = bindings[name.withUTF8 { index(of: $0) }]
    }
    return bindings
  }()

  /// Names a variable may not take: statement keywords and constant words.
  public static let reservedWords: Set<String> = Set(
    ["let", "set", "and", "or", "not", "in"] + ConstantWords.all)
}
