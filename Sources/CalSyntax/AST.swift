import CalendarCore
import Ledger

/// An expression: operands of commands and arithmetic. Only the cases that hold expressions are
/// boxed, so a literal or a name costs no allocation.
public enum Expr: Sendable {
  case integer(Int, SourceRange)
  /// `20.5`: an exact decimal number, an amount
  case decimal(Money, SourceRange)
  case date(CivilDate, SourceRange)
  case yearMonth(YearMonth, SourceRange)
  /// `2024-W05`: the seven days of an ISO week.
  case isoWeek(ISOWeek, SourceRange)
  /// `2026-Q4`
  case quarter(Quarter, SourceRange)
  /// `18 months`, `1 year 2 weeks`: the sum, and the finest unit written (`every 12 months` is
  /// monthly, `every year` yearly, though both sums are a year).
  case duration(DateDuration, SourceRange, finest: DurationUnit)
  /// `3 workdays`, `3 workdays jp`: days that skip weekends and holidays (of the countries named,
  /// else of `set holidays`).
  case workdays(Int, [Country], SourceRange)
  /// `workday jp`, `holiday gb-sct`, bare `workday`: a test of a condition's day (no countries:
  /// those of `set holidays`).
  case dayTest(DayTest, [Country], SourceRange)
  case string(String, SourceRange)
  /// `15:30`, `3pm`, `3:30 pm`: a time of day, no date, no zone.
  case time(TimeOfDay, SourceRange)
  /// `2025-03-30T01:30`, `2025-03-30 01:30`: a wall clock's date and time, no zone.
  case dateTime(DateTime, SourceRange)
  /// `2025-03-30T01:30 Europe/Berlin`, `…Z`, `…+09:00[Asia/Tokyo]`, `15:00 Asia/Tokyo`: a wall
  /// time in a zone or at an offset, resolved when evaluated (the zone looked up, the date
  /// taken from today when not written).
  indirect case zoned(ZonedLiteral, SourceRange)
  /// `@1700000000`: an instant, in UTC.
  case timestamp(Instant, SourceRange)
  /// `3 hours`, `90 min`, `1h30m`, `PT1H30M`: exact time on the time line.
  case exactDuration(ExactDuration, SourceRange)
  /// `X in Asia/Tokyo`: the value's instant on the zone's clock (the zone's name as written, and
  /// where).
  indirect case inZone(Expr, String, SourceRange, SourceRange)
  /// A name: a variable, a constant word (`today`, `mon`, `true`), or a word a command reads.
  case name(String, SourceRange)
  indirect case binary(BinaryOperator, Expr, Expr, SourceRange)
  indirect case negate(Expr, SourceRange)
  indirect case range(Expr, Expr, SourceRange)
  /// `2025-01-01, 2026-01-01` after a value command: the values it maps over.
  indirect case list([Expr], SourceRange)
  /// `a == b`, `a < b` …
  indirect case compare(ComparisonOperator, Expr, Expr, SourceRange)
  /// `a in (b, c)`
  indirect case member(Expr, MemberList, SourceRange)
  /// `a and b`, `a or b`
  indirect case logical(LogicalOperator, Expr, Expr, SourceRange)
  indirect case not(Expr, SourceRange)
  case pipeline(Pipeline)

  /// A value written as it is (a number, a date, a month, a string …): a value command given only
  /// these has nothing to map over.
  @inlinable
  package var isLiteral: Bool {
    switch self {
    case .integer, .decimal, .date, .yearMonth, .isoWeek, .quarter, .duration, .workdays, .string, .time,
      .dateTime, .zoned, .timestamp, .exactDuration:
      return true
    default: return false
    }
  }

  @inlinable
  public var range: SourceRange {
    switch self {
    case .integer(_, let r), .decimal(_, let r), .date(_, let r), .yearMonth(_, let r), .isoWeek(_, let r),
      .quarter(_, let r),
      .duration(_, let r, _), .workdays(_, _, let r), .string(_, let r), .time(_, let r), .dateTime(_, let r),
      .zoned(_, let r), .timestamp(_, let r), .exactDuration(_, let r), .inZone(_, _, _, let r),
      .dayTest(_, _, let r),
      .name(_, let r), .binary(_, _, _, let r), .negate(_, let r), .range(_, _, let r), .list(_, let r),
      .compare(_, _, _, let r), .member(_, _, let r), .logical(_, _, _, let r), .not(_, let r):
      return r
    case .pipeline(let p): return p.range
    }
  }
}

public enum BinaryOperator: String, Sendable {
  case plus = "+"
  case minus = "-"
  case times = "*"
  /// Whole numbers divided, rounded down (Python's `//`): `-7 / 2` is -4.
  case divide = "/"
  /// The remainder of `/`, with the divisor's sign (Python's `%`): `-7 % 3` is 2.
  case remainder = "%"
}

public enum ComparisonOperator: String, Sendable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  /// `name contains "Rosh"`: a text holds another.
  case contains
  /// `Description startswith "REWE"`
  case startsWith = "startswith"
  /// `Description endswith "GmbH"`
  case endsWith = "endswith"
  /// `Description matches "^REWE [0-9]+"`: a regular expression found in the text.
  case matches
  /// The four text tests with `ignoring case` after their text.
  case containsIgnoringCase = "contains ignoring case"
  case startsWithIgnoringCase = "startswith ignoring case"
  case endsWithIgnoringCase = "endswith ignoring case"
  case matchesIgnoringCase = "matches ignoring case"

  /// The words that test a text, as written before the text: `contains` … `matches`.
  public static let textTestWords = ["contains", "startswith", "endswith", "matches"]

  /// Whether this tests a text (`contains` … `matches`) rather than comparing two values.
  @inlinable
  public var isTextTest: Bool {
    switch self {
    case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return false
    default: return true
    }
  }

  /// `ignoring case` was written after the text.
  public var ignoresCase: Bool {
    switch self {
    case .containsIgnoringCase, .startsWithIgnoringCase, .endsWithIgnoringCase, .matchesIgnoringCase:
      return true
    default: return false
    }
  }

  /// The word as written (`contains`), without `ignoring case`.
  public var word: String {
    ignoresCase ? String(rawValue.prefix { $0 != " " }) : rawValue
  }

  /// The same test ignoring letter case.
  public var ignoringCase: ComparisonOperator {
    switch self {
    case .contains: return .containsIgnoringCase
    case .startsWith: return .startsWithIgnoringCase
    case .endsWith: return .endsWithIgnoringCase
    case .matches: return .matchesIgnoringCase
    default: return self
    }
  }
}

public enum LogicalOperator: String, Sendable {
  case and, or
}

/// `name arg, arg …` at the head of a stage.
public struct CommandCall: Sendable {
  /// The entry of the `CommandLexicon` the name was resolved to when parsed (the evaluator maps
  /// it to its command): a call holds its command and name as one number, so copying a call
  /// copies one reference (its arguments).
  public let entry: Int
  public let nameRange: SourceRange
  public let arguments: [Expr]
  public let range: SourceRange

  public init(entry: Int, nameRange: SourceRange, arguments: [Expr], range: SourceRange) {
    self.entry = entry
    self.nameRange = nameRange
    self.arguments = arguments
    self.range = range
  }

  /// A value command's call, or `last`/`next`/`prev` before a weekday: its arguments are
  /// evaluated once and it maps over a range or list among them.
  @inlinable
  public func isValueCall(in lexicon: CommandLexicon) -> Bool {
    if lexicon.bindsAsValue(entry) { return true }
    guard lexicon.hasWeekdayForm(entry), case .name(let word, _)? = arguments.first else { return false }
    return Weekday(name: word) != nil
  }
}

public enum Stage: Sendable {
  case command(CommandCall)
  case expression(Expr)

  @inlinable
  public var range: SourceRange {
    switch self {
    case .command(let c): return c.range
    case .expression(let e): return e.range
    }
  }
}

/// `SOURCE | STAGE | STAGE …`
public struct Pipeline: Sendable {
  public let stages: [Stage]
  public let range: SourceRange
}

public enum Statement: Sendable {
  case pipeline(Pipeline)
  case assignment(name: String, nameRange: SourceRange, value: Pipeline)
  case setting(name: String, nameRange: SourceRange, arguments: [Expr], range: SourceRange)
  /// `PIPELINE > FILE`: what the pipeline prints goes to a file.
  case redirected(Pipeline, Redirection)

  @inlinable
  public var range: SourceRange {
    switch self {
    case .pipeline(let pipeline): return pipeline.range
    case .redirected(let pipeline, let redirection): return pipeline.range.through(redirection.range)
    case .assignment(_, let nameRange, let value): return nameRange.through(value.range)
    case .setting(_, _, _, let range): return range
    }
  }
}

/// The values after `in`: a box, so an interpreter can keep what it learnt about one list (by the
/// box's identity) while a `where` tests it on every cell.
public final class MemberList: Sendable {
  public let members: [Expr]

  init(_ members: [Expr]) { self.members = members }
}

/// A wall time with its zone or offset as written: `2025-03-30T01:30+02:00[Europe/Berlin]`.
public struct ZonedLiteral: Sendable {
  /// The date written; nil for a time alone (`15:00 Asia/Tokyo`: today's date).
  public let date: CivilDate?
  public let time: TimeOfDay
  /// `+09:00`, or zero for `Z`; nil when none is written.
  public let offset: UTCOffset?
  /// Whether the offset was written `Z` (UTC, in no named zone).
  public let isUTC: Bool
  /// The zone's name as written, and where.
  public let zone: (name: String, range: SourceRange)?

  public init(
    date: CivilDate?, time: TimeOfDay, offset: UTCOffset?, isUTC: Bool,
    zone: (name: String, range: SourceRange)?
  ) {
    self.date = date
    self.time = time
    self.offset = offset
    self.isUTC = isUTC
    self.zone = zone
  }
}

/// What a day test in a condition asks of its day.
public enum DayTest: String, Sendable {
  /// Not a weekend day and not a holiday of the countries, as `workdays` counts.
  case workday
  /// A holiday of the countries.
  case holiday
}
