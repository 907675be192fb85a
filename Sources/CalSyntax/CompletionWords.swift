import Ledger

/// The words Tab completion offers, given to the front end by the evaluator's tables (its
/// `CommandTable`, settings, cell and holiday fields): the front end knows what kind of word
/// the cursor expects, not which words exist.
package struct CompletionWords: Sendable {
  /// Every word a command answers to: the commands' own names, then the aliases.
  package var commands: [String]
  /// Whether a command may follow `|` (the shell's statements, `help` and the rest, may not).
  package var isStage: @Sendable (String) -> Bool
  /// Whether a word names a command.
  package var isCommand: @Sendable (String) -> Bool
  /// The words a command takes (`pad grid`, `easter orthodox`, `help`'s topics).
  package var commandWords: @Sendable (String) -> [String]
  /// Whether a command reads country codes (`holidays jp, kr`).
  package var readsCountries: @Sendable (String) -> Bool
  /// The settings `set` takes.
  package var settings: [String]
  /// The values a setting takes; nil when the word names no setting.
  package var settingValues: @Sendable (String) -> [String]?
  /// The locale names offered after `set locale` before anything is typed.
  package var commonLocales: [String]
  /// The parts of the calendars' fields of a day cell (`hebrew.month`).
  package var calendarParts: [String]
  /// A holiday's fields.
  package var holidayFields: [String]
  /// The fields of the entries `load` gives, its file not read.
  package var entryFields: [String]
  /// Whether a path names a calendar file, whose entries have its columns and no amount.
  package var isCalendarFile: @Sendable (String) -> Bool

  package init(
    commands: [String], isStage: @escaping @Sendable (String) -> Bool,
    isCommand: @escaping @Sendable (String) -> Bool, commandWords: @escaping @Sendable (String) -> [String],
    readsCountries: @escaping @Sendable (String) -> Bool, settings: [String],
    settingValues: @escaping @Sendable (String) -> [String]?, commonLocales: [String],
    calendarParts: [String],
    holidayFields: [String], entryFields: [String], isCalendarFile: @escaping @Sendable (String) -> Bool
  ) {
    self.commands = commands
    self.isStage = isStage
    self.isCommand = isCommand
    self.commandWords = commandWords
    self.readsCountries = readsCountries
    self.settings = settings
    self.settingValues = settingValues
    self.commonLocales = commonLocales
    self.calendarParts = calendarParts
    self.holidayFields = holidayFields
    self.entryFields = entryFields
    self.isCalendarFile = isCalendarFile
  }

  /// The periods `summary by` takes.
  var summaryPeriods: [String] { SummaryPeriod.allCases.map(\.rawValue) }
}
