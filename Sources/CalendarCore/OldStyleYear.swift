/// Old Style dual years: in England and Britain's colonies the legal year began on 25 March until
/// 1751 (the Calendar Act of 1750 made 1752 begin on 1 January), so a date from 1 January to
/// 24 March was written with both years, the legal one and the one that began on 1 January:
/// Washington was born 11 February 1731/2. calsh writes them under Britain's switch of 1752
/// (`gb`, `1752`, `us`, `ca`, `au`) for the years 1200 to 1751, the New Style year second.
public enum OldStyleYear {
  /// The New Style years whose first days carry a dual year: from about when the legal year's
  /// start on 25 March took hold in England to its last year.
  public static let years = 1200...1751

  /// The first day of Britain's Gregorian calendar, 1752-09-14: the switch whose reform writes
  /// dual years.
  @usableFromInline static let britishSwitchDay = daysFromCivil(year: 1752, month: 9, day: 14)

  /// Whether a date of the Julian calendar, as written, carries a dual year.
  public static func isDual(year: Int, month: Int, day: Int) -> Bool {
    years.contains(year) && (month < 3 || (month == 3 && day <= 24))
  }

  /// The two years as written: `1731/2`, `1709/10`, `1699/1700`: the Old Style year, then the New
  /// Style year from its first digit that differs, whole when the century changes.
  public static func text(newStyleYear year: Int) -> String {
    let old = Array(String(year - 1))
    let new = Array(String(year))
    var first = 0
    while first < new.count - 1, first < old.count, old[first] == new[first] { first += 1 }
    return String(old) + "/" + String(new[(first < new.count - 2 ? 0 : first)...])
  }

  /// The New Style year that dual years `old/digits` write, when `digits` end the year after
  /// `old` (`1731/2`, `1731/32`, `1699/1700`); nil when they do not.
  public static func newStyleYear(old: Int, digits: String) -> Int? {
    let new = String(old + 1)
    guard !digits.isEmpty, digits.count <= new.count, new.hasSuffix(digits) else { return nil }
    return old + 1
  }
}

extension Reform {
  /// Whether dates from 1 January to 24 March before 1752 are written with dual years: Britain's
  /// switch (`gb`, `1752`, and its colonies' `us`, `ca`, `au`).
  @inlinable
  public var writesDualYears: Bool { firstGregorianDay == OldStyleYear.britishSwitchDay && !isRevisedJulian }

  /// The day as text writes it: `1731/2-02-11` for a date with a dual year, else `YYYY-MM-DD`.
  public func text(dayCount count: Int) -> String {
    let label = label(dayCount: count)
    guard writesDualYears, label.isJulian,
      OldStyleYear.isDual(year: label.year, month: label.month, day: label.day)
    else { return label.description }
    return OldStyleYear.text(newStyleYear: label.year) + String(label.description.dropFirst(4))
  }
}
