/// United States federal holidays (the legal public holidays of 5 U.S.C. 6103(a)) from 1971, the
/// year the Uniform Monday Holiday Act (Pub. L. 90-363) took effect, through 9999: the rules are
/// perpetual, so every year is computed, none is tabled.
///
/// - New Year's Day, January 1.
/// - Martin Luther King Jr. Day, the third Monday of January, from 1986 (Pub. L. 98-144).
/// - Washington's Birthday, the third Monday of February.
/// - Memorial Day, the last Monday of May.
/// - Juneteenth National Independence Day, June 19, from 2021 (Pub. L. 117-17).
/// - Independence Day, July 4.
/// - Labor Day, the first Monday of September.
/// - Columbus Day, the second Monday of October.
/// - Veterans Day, the fourth Monday of October in 1971–1977, November 11 again from 1978
///   (Pub. L. 94-97).
/// - Thanksgiving Day, the fourth Thursday of November.
/// - Christmas Day, December 25.
///
/// Left out: Inauguration Day (January 20 after a presidential election, 5 U.S.C. 6103(c)) is a
/// holiday only for federal employees in and around Washington, DC, so it is not national; days
/// given by a one-off executive order (Christmas Eve 2019, 2020, 2024, …) follow no rule.
///
/// The observed day: a holiday on a Saturday is observed on the Friday before (5 U.S.C. 6103(b)),
/// one on a Sunday on the Monday after (Executive Order 11582, section 3(a)). The observed day is
/// an entry of its own, kind `.observed`, named "… (observed)", beside the holiday itself.
///
/// The year an observed day belongs to is the year of its holiday, as OPM's published lists have
/// it: when January 1 is a Saturday, the Friday December 31 before it is listed among the next
/// year's holidays (OPM's 2011 list opens with "Friday, December 31, 2010", its 2022 list with
/// "Friday, December 31, 2021", and neither 2010's nor 2021's list has that day). So
/// `holidays(in: 2022)` begins with 2021-12-31 "New Year's Day (observed)" and
/// `holidays(in: 2021)` ends with Christmas Day. Whoever asks "is this date a holiday?" for a
/// December 31 must therefore also look at the next year's list. Every year thus has each of its
/// holidays once, with at most one observed day each, and the year 9999 never needs a day of
/// the year 10000 (whose January 1 is a Saturday).
public enum USHolidays {
  /// The federal holidays of `year` with their observed days, in date order; an error
  /// (CalendarError.holidaysOutOfRange(.us, year:)) outside 1971…9999.
  public static func holidays(in year: Int) throws(CalendarError) -> [Holiday] {
    guard Country.us.years.contains(year) else { throw .holidaysOutOfRange(.us, year: year) }
    var list: [Holiday] = []
    list.reserveCapacity(16)
    fixed(year, 1, 1, newYearsDay, newYearsDayObserved, Reason.newYearsDay, into: &list)
    if year >= 1986 {
      list.append(Holiday(date: nth(3, .monday, year, 1), name: martinLutherKingJrDay, reason: Reason.mlk))
    }
    list.append(
      Holiday(date: nth(3, .monday, year, 2), name: washingtonsBirthday, reason: Reason.washington))
    list.append(Holiday(date: lastMonday(year, 5), name: memorialDay, reason: Reason.memorial))
    if year >= 2021 {
      fixed(year, 6, 19, juneteenth, juneteenthObserved, Reason.juneteenth, into: &list)
    }
    fixed(year, 7, 4, independenceDay, independenceDayObserved, Reason.independence, into: &list)
    list.append(Holiday(date: nth(1, .monday, year, 9), name: laborDay, reason: Reason.labor))
    list.append(Holiday(date: nth(2, .monday, year, 10), name: columbusDay, reason: Reason.columbus))
    if year <= 1977 {
      list.append(Holiday(date: nth(4, .monday, year, 10), name: veteransDay, reason: Reason.veteransMonday))
    } else {
      fixed(year, 11, 11, veteransDay, veteransDayObserved, Reason.veterans, into: &list)
    }
    list.append(
      Holiday(date: nth(4, .thursday, year, 11), name: thanksgivingDay, reason: Reason.thanksgiving))
    fixed(year, 12, 25, christmasDay, christmasDayObserved, Reason.christmas, into: &list)
    return list
  }

  // MARK: Names

  static let newYearsDay = HolidayName("New Year's Day")
  static let martinLutherKingJrDay = HolidayName("Martin Luther King Jr. Day")
  static let washingtonsBirthday = HolidayName("Washington's Birthday")
  static let memorialDay = HolidayName("Memorial Day")
  static let juneteenth = HolidayName("Juneteenth National Independence Day")
  static let independenceDay = HolidayName("Independence Day")
  static let laborDay = HolidayName("Labor Day")
  static let columbusDay = HolidayName("Columbus Day")
  static let veteransDay = HolidayName("Veterans Day")
  static let thanksgivingDay = HolidayName("Thanksgiving Day")
  static let christmasDay = HolidayName("Christmas Day")

  static let newYearsDayObserved = HolidayName("New Year's Day (observed)")
  static let juneteenthObserved = HolidayName("Juneteenth National Independence Day (observed)")
  static let independenceDayObserved = HolidayName("Independence Day (observed)")
  static let veteransDayObserved = HolidayName("Veterans Day (observed)")
  static let christmasDayObserved = HolidayName("Christmas Day (observed)")

  /// The rule of each holiday, in one sentence.
  enum Reason {
    static let newYearsDay = "New Year's Day: January 1"
    static let mlk = "Martin Luther King Jr. Day: the third Monday of January, a federal holiday since 1986"
    static let washington = "Washington's Birthday: the third Monday of February"
    static let memorial = "Memorial Day: the last Monday of May"
    static let juneteenth = "Juneteenth National Independence Day: June 19, a federal holiday since 2021"
    static let independence = "Independence Day: July 4"
    static let labor = "Labor Day: the first Monday of September"
    static let columbus = "Columbus Day: the second Monday of October"
    static let veteransMonday = "Veterans Day: the fourth Monday of October, as it was from 1971 to 1977"
    static let veterans = "Veterans Day: November 11 (again from 1978)"
    static let thanksgiving = "Thanksgiving Day: the fourth Thursday of November"
    static let christmas = "Christmas Day: December 25"
  }

  // MARK: Steps

  /// Appends a holiday on a fixed date and, when it falls on a weekend, its observed day, in date
  /// order. A Saturday January 1 puts its Friday on December 31 of the year before.
  static func fixed(
    _ year: Int, _ month: Int, _ day: Int, _ name: HolidayName, _ observedName: HolidayName,
    _ reason: String, into list: inout [Holiday]
  ) {
    let count = daysFromCivil(year: year, month: month, day: day)
    let date = CivilDate(uncheckedYear: year, month: month, day: day)
    let holiday = Holiday(date: date, name: name, reason: reason)
    switch Weekday(dayCount: count) {
    case .saturday:
      let friday = CivilDate(uncheckedDayCount: count - 1)
      list.append(observed(name, on: friday, insteadOf: date, .saturday, observedName))
      list.append(holiday)
    case .sunday:
      let monday = CivilDate(uncheckedDayCount: count + 1)
      list.append(holiday)
      list.append(observed(name, on: monday, insteadOf: date, .sunday, observedName))
    default:
      list.append(holiday)
    }
  }

  /// "Independence Day falls on Saturday 2026-07-04, so it is observed on Friday 2026-07-03
  /// (5 U.S.C. 6103(b))".
  static func observed(
    _ name: HolidayName, on day: CivilDate, insteadOf date: CivilDate, _ weekday: Weekday,
    _ observedName: HolidayName
  ) -> Holiday {
    let rule: String
    let dayName: String
    if weekday == .saturday {
      (rule, dayName) = ("5 U.S.C. 6103(b)", "Friday")
    } else {
      (rule, dayName) = ("Executive Order 11582, section 3(a)", "Monday")
    }
    let reason =
      "\(name.english) falls on \(weekday.name) \(date), so it is observed on \(dayName) \(day) (\(rule))"
    return Holiday(date: day, name: observedName, kind: .observed, reason: reason)
  }

  /// The `n`th (1…4) `weekday` of a month: every month has at least four of each.
  static func nth(_ n: Int, _ weekday: Weekday, _ year: Int, _ month: Int) -> CivilDate {
    let first = Weekday(dayCount: daysFromCivil(year: year, month: month, day: 1))
    return CivilDate(uncheckedYear: year, month: month, day: 1 + weekday.column(from: first) + 7 * (n - 1))
  }

  /// The last Monday of a month of 31 days.
  static func lastMonday(_ year: Int, _ month: Int) -> CivilDate {
    let last = Weekday(dayCount: daysFromCivil(year: year, month: month, day: 31))
    return CivilDate(uncheckedYear: year, month: month, day: 31 - last.column(from: .monday))
  }
}
