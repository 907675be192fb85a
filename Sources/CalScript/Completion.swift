import CalSyntax
import CalendarCore
import Ledger

/// What Tab completes at the cursor: the partial word before it and what may replace that word.
/// The front end finds what kind of word the cursor expects (`CompletionAtCursor`); this gives it
/// the words, from the command table and settings, so the line editor only does the C glue.
public struct Completion: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Candidates that start with `word`, sorted, each once. A name that is not a plain word (a
    /// column with a space) is written between backquotes (`` `Trans Desc` ``); inside a
    /// backquote the user opened, `word` is what follows it and the names are bare, as the line
    /// editor (readline, with `` ` `` among its quote characters) writes the closing one.
    case words([String])
    /// A path after `source` or `load`, or after `>` ending an output stage; the line editor
    /// asks the file system.
    case fileName
  }

  /// The partial word before the cursor that a candidate replaces (for a path, the partial path).
  public var word: String
  public var kind: Kind

  public init(word: String, kind: Kind) {
    self.word = word
    self.kind = kind
  }

  /// Characters that end a word for the line editor; none of them can occur in a name or a path.
  public static let wordBreakCharacters = " \t\n\"|;(),=+*"

  /// The completion for the end of `textBeforeCursor`; `variables` are the names bound with `let`,
  /// `localeNames` those `set locale` takes (`LocaleCatalog.names`), `rowFields` the fields of
  /// the variables that hold entries or holidays (`rowFields(of:)`), `calendarFileColumns` the
  /// text columns an iCalendar file loads with (known from its name's ending, not read),
  /// `zoneNames` the zones and links (`Interpreter.zoneNames`, asked only where a zone is read).
  public static func complete(
    _ textBeforeCursor: String, variables: some Sequence<String>, localeNames: [String] = [],
    rowFields: [String: [String]] = [:], calendarFileColumns: [String] = [],
    zoneNames: () -> [String] = { [] }
  ) -> Completion {
    // A calendar file's entries also have their times (`start`, `end`) and the start's parts.
    let calendarFields =
      calendarFileColumns.isEmpty ? [] : EntryField.timeNames + calendarFileColumns + EntryField.partNames
    let found = CompletionAtCursor.complete(
      textBeforeCursor, lexicon: CommandTable.lexicon, words: offered, variables: Array(variables),
      localeNames: localeNames, rowFields: rowFields, calendarFileColumns: calendarFields,
      zoneNames: zoneNames)
    return Completion(word: found.word, kind: found.isFileName ? .fileName : .words(found.words))
  }

  /// The words completion offers, from the command table, the settings and the rows' fields.
  static let offered = CompletionWords(
    commands: CommandTable.names + CommandTable.aliases.map(\.alias),
    isStage: { CommandTable.command(named: $0)?.group != .shell },
    isCommand: { CommandTable.command(named: $0) != nil },
    commandWords: { CommandTable.command(named: $0)?.words ?? [] },
    readsCountries: { CommandTable.command(named: $0)?.readsCountries == true },
    settings: Settings.Name.allCases.map(\.rawValue),
    settingValues: { Settings.Name(rawValue: $0)?.completions },
    commonLocales: ["en", "ko", "ja", "zh-Hans", "zh-Hant", "de", "fr", "es", "it", "pt", "ru"],
    calendarParts: CellField.calendarPartNames, holidayFields: HolidayFields.names,
    entryFields: ["date", "amount"],
    isCalendarFile: isCalendarFile)

  /// The fields of each variable whose value is a list of entries (`date`, `amount`, the file's
  /// columns) or of holidays: what `NAME | where` completes.
  public static func rowFields(of variables: [String: Value]) -> [String: [String]] {
    variables.compactMapValues { value in
      switch value {
      case .entries(let list): return LedgerTables.fieldNames(of: list.ledger) + EntryField.dateFieldNames
      case .holidays: return HolidayFields.names
      case .dateTimes: return DateTimeFields.names
      default: return nil
      }
    }
  }
}
