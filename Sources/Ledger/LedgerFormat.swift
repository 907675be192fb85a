import CalendarCore

/// How a ledger file writes its dates and amounts and which columns hold them: what `load`'s
/// options say. The defaults read calsh's own files (`date,amount,…`, YYYY-MM-DD, 12.50) and,
/// without a date format, month/day/year or day/month/year dates, whichever the file's dates allow.
public struct LedgerFormat: Sendable, Equatable {
  /// How every date is written; nil: YYYY-MM-DD, or NN/NN/YYYY read as the dates allow.
  public var dateFormat: DateInputFormat?
  /// The byte before the decimals of an amount: `.` or `,`.
  public var decimalSeparator: UInt8
  /// The byte between fields: `,`, `;`, `|` or a tab.
  public var separator: UInt8
  /// Whether `load` was told the separator; if not, a header that names no date column read
  /// with commas is read with the one other separator that gives it one (`Datum;Betrag`).
  public var separatorIsGiven: Bool
  /// The columns of the date and the amount (default `date` and `amount`), or of a pair of
  /// debit and credit columns (amount = credit − debit); matched ignoring case and blanks.
  public var dateColumn: String
  public var amountColumn: String?
  public var debitColumn: String?
  public var creditColumn: String?
  /// The calendar the dates are written in: the reform in force (`set reform`), so a date in the
  /// file is the day the same text names at the prompt.
  public var reform: Reform
  /// How the file's bytes are text (`encoding "cp1252"`): UTF-8 unless told.
  public var encoding: TextEncoding = .utf8

  /// The bytes that may separate fields: a comma, a semicolon (German exports), a vertical bar,
  /// a tab (TSV, and what a spreadsheet's copy gives).
  public static let separators: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "|"), 0x09]

  /// How a separator is named in messages and written in a `load` option.
  public static func describe(_ separator: UInt8) -> (name: String, option: String) {
    switch separator {
    case UInt8(ascii: ";"): return ("semicolons", "\";\"")
    case UInt8(ascii: "|"): return ("vertical bars", "\"|\"")
    case 0x09: return ("tabs", "\"tab\"")
    default: return ("commas", "\",\"")
    }
  }

  public init(
    dateFormat: DateInputFormat? = nil, decimalSeparator: UInt8 = UInt8(ascii: "."),
    separator: UInt8 = UInt8(ascii: ","), separatorIsGiven: Bool = false, dateColumn: String = "date",
    amountColumn: String? = nil, debitColumn: String? = nil, creditColumn: String? = nil,
    reform: Reform = .proleptic
  ) {
    self.dateFormat = dateFormat
    self.decimalSeparator = decimalSeparator
    self.separator = separator
    self.separatorIsGiven = separatorIsGiven
    self.dateColumn = dateColumn
    self.amountColumn = amountColumn
    self.debitColumn = debitColumn
    self.creditColumn = creditColumn
    self.reform = reform
  }
}
