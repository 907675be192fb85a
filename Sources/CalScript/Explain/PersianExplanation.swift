import CalRender
import CalendarCore

/// `explain persian DATE` and `explain date persian Y M D`: the 33-year rule of 8 leap years, the
/// whole cycles and years since the epoch, Nowruz of the year against the astronomical rule (the
/// day whose noon in Tehran follows the March equinox), and the months of 31, 30 and 29 days.
enum PersianExplanation {
  /// Days in 33 years: 25 of 365 days and 8 of 366.
  static let cycleDays = 33 * 365 + 8

  /// The leap years' places in the 33-year cycle.
  static let leapPlaces = [1, 5, 9, 13, 17, 22, 26, 30]

  static func opening(_ reform: Reform) -> String {
    "The Persian (Solar Hijri) year starts at Nowruz, the March equinox. calsh follows the 33-year rule, "
      + "not the sky: years 1, 5, 9, 13, 17, 22, 26 and 30 of every 33 are leap years of 366 days, so 33 "
      + "years have \(grouped(cycleDays)) days (a mean year of 365.2424 days). It counts from 1 Farvardin "
      + "AP 1, \(written(PersianCalendar.epoch, reform)), a \(Weekday(dayCount: PersianCalendar.epoch).name). "
      + epochConvention(reform)
  }

  /// The one line on the epoch's convention: the day the 33-year rule counts back to, a day
  /// before the one Calendrical Calculations takes (the Julian 19 March 622).
  static func epochConvention(_ reform: Reform) -> String {
    "That is the day the 33-year rule counts back to (jdatetime's too); Calendrical Calculations takes "
      + "the Julian 19 March 622, \(written(PersianCalendar.epoch + 1, reform)), a day later, for its "
      + "2,820-year and astronomical rules alike."
  }

  static func explain(_ date: CivilDate, writing reform: Reform) -> Explanation {
    let count = date.dayCount
    var e = Explanation()
    e.add(opening(reform))
    let elapsed = count - PersianCalendar.epoch
    let (cycles, rest) = elapsed.quotientAndRemainder(dividingBy: cycleDays)
    e.add(
      "\(written(count, reform)) is \(elapsed.counting("day")) after the epoch: \(grouped(elapsed)) ÷ \(grouped(cycleDays)) = "
        + "\(cycles.counting("whole cycle")) (\(grouped(cycles * 33)) years) and \(rest.counting("day")) more."
    )
    var days = rest
    var place = 1
    var lengths: [Int] = []
    while days >= PersianCalendar.daysIn(year: cycles * 33 + place) {
      let length = PersianCalendar.daysIn(year: cycles * 33 + place)
      lengths.append(length)
      days -= length
      place += 1
    }
    let year = cycles * 33 + place
    let yearText =
      lengths.isEmpty
      ? "None of the cycle's years has passed"
      : "Whole years of the cycle: \(lengths.count) (\(lengths.filter { $0 == 366 }.count) of them leap) = "
        + "\(grouped(rest - days)) days"
    e.add(
      "\(yearText); AP \(year) is year \(place) of its cycle, a "
        + (PersianCalendar.isLeapYear(year) ? "leap year of 366 days" : "common year of 365 days")
        + ". Its Nowruz, 1 Farvardin, is \(written(count - days, reform)), and \(written(count, reform)) is day "
        + "\(days + 1) of the year.")
    e.add(astronomical(year, reform))
    let (month, daysLeft, passed) = wholeMonths(in: days, of: year, PersianCalendar.self)
    days = daysLeft
    let name = PersianCalendar.monthNames[month - 1]
    e.add(
      passed.isEmpty
        ? "That is inside Farvardin: day \(days + 1)."
        : "The first six months have 31 days, the next five 30, Esfand 29 (30 in a leap year). Whole months "
          + "before it: " + passed.joined(separator: ", ") + "; \(days + 1) \(name) is the day.")
    e.add("Answer: \(days + 1) \(name) \(year).")
    return e
  }

  /// The reverse: `date persian YEAR MONTH DAY`, a valid date, as the day `count` it names.
  static func reverse(year: Int, month: Int, day: Int, count: Int, writing reform: Reform) -> Explanation {
    var e = Explanation()
    e.add(opening(reform))
    let (step, cycles, yearDays) = LeapCycle(
      era: "AP", years: 33, commonYear: 365, leapPlaces: leapPlaces
    ).yearsBefore(year)
    e.add(step)
    let newYear = PersianCalendar.newYear(year)
    e.add(
      "So Nowruz AP \(year) is \(grouped(cycles * cycleDays)) + \(grouped(yearDays)) = "
        + "\((newYear - PersianCalendar.epoch).counting("day")) after the epoch: \(written(newYear, reform))."
    )
    e.add(astronomical(year, reform))
    let monthDays = count - day + 1 - newYear
    let (_, _, passed) = wholeMonths(in: monthDays, of: year, PersianCalendar.self)
    let name = PersianCalendar.monthNames[month - 1]
    e.add(
      (passed.isEmpty
        ? "Farvardin is the year's first month, so no whole month comes before it. "
        : "Whole months before \(name) (six of 31 days, then 30): " + passed.joined(separator: ", ") + " = "
          + "\(monthDays.counting("day")). ")
        + "Day \(day) of \(name) is \(grouped(newYear - PersianCalendar.epoch)) + \(grouped(monthDays)) + "
        + "\(grouped(day - 1)) = \((count - PersianCalendar.epoch).counting("day")) after the epoch: "
        + "\(written(count, reform)), a \(Weekday(dayCount: count).name).")
    e.add(DateExplanation.answer(count, reform))
    return e
  }

  /// The rule's Nowruz of AP `year` against the sky's: the day whose true noon at Tehran
  /// (51°25′ E) comes after the March equinox.
  static func astronomical(_ year: Int, _ reform: Reform) -> String {
    let rule = PersianCalendar.newYear(year)
    guard let sky = skyNowruz(year) else {
      return "The astronomical rule (Nowruz is the day whose noon at Tehran follows the March equinox) "
        + "cannot be checked for AP \(year): calsh computes equinoxes for the years 1–3000 only."
    }
    let modern = disagreements.filter { (1279...1479).contains($0) }
    let before = disagreements.last { $0 < year }
    let after = disagreements.first { $0 > year }
    let near = [before, after].compactMap { $0 }.map { "AP \($0) (\($0 + 621))" }
    let list =
      (modern.isEmpty
        ? "Apart from years too close to decide, they agree in every year 1900–2100 (AP 1279–1479)"
        : "In 1900–2100 they differ in AP " + modern.map(String.init).joined(separator: ", "))
      + (near.isEmpty
        ? "." : "; the nearest years where they differ: " + near.joined(separator: " and ") + ".")
    return
      "By the sky, Nowruz is the day whose true noon at Tehran (51°25′ E) is the first after the March "
      + "equinox. In \(year + 621) the equinox is at \(utc(sky.equinox, reform)); noon at Tehran that day is "
      + "at \(clock(sky.noon)) UTC (08:34:20 by mean solar time, plus \(sky.equationOfTime) s by the "
      + "equation of time), \(sky.beforeNoon ? "after" : "before") the equinox, so the sky's Nowruz is "
      + "\(written(sky.day, reform)); "
      + (sky.isClose
        ? "but the two are \(sky.margin) s apart, closer than this can decide (the equinox is good to about "
          + "a minute, the equation of time to a few seconds); the 33-year rule gives \(written(rule, reform))."
        : sky.day == rule
          ? "the 33-year rule gives the same day."
          : "the 33-year rule gives \(written(rule, reform)): here the two differ.")
      + " " + list
  }

  /// An instant's time in UTC and its day as the calendar in force writes it.
  static func utc(_ instant: Instant, _ reform: Reform) -> String {
    guard let wall = try? instant.dateTime(at: .utc) else { return instant.description }
    return "\(wall.time) UTC on \(written(wall.date.dayCount, reform))"
  }

  /// `08:41:52`, seconds of a day.
  static func clock(_ seconds: Int) -> String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(two(seconds / 3_600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
  }

  /// The equinox of AP `year`'s spring, the true noon at Tehran on its day (seconds after
  /// midnight UTC) with the equation of time's part of it, whether the equinox comes before that
  /// noon, the day that makes Nowruz, and how many seconds apart the two are (under 2 minutes: too
  /// close to decide); nil outside the years the sky is computed for.
  static func skyNowruz(_ year: Int)
    -> (
      equinox: Instant, noon: Int, equationOfTime: Int, beforeNoon: Bool, day: Int, margin: Int, isClose: Bool
    )?
  {
    guard let equinox = try? Equinox(year: year + 621, season: .marchEquinox) else { return nil }
    // Tehran's mean solar time is UTC + 3 h 25 min 40 s (12,340 s): mean noon there is 08:34:20 UTC.
    let local = Int(equinox.instant.secondsSinceEpoch) + 12_340
    let day = local.floorDivided(by: 86_400)
    // The equation of time (Meeus 28.3) at mean noon: in March the sun reaches the meridian some
    // 7½ minutes after mean noon.
    guard let meanNoon = try? Instant(secondsSinceEpoch: Int64(day * 86_400 + 43_200 - 12_340)) else {
      return nil
    }
    let later = Int((-EquationOfTime.seconds(at: meanNoon)).rounded())
    let noon = 43_200 - 12_340 + later
    let second = Int(equinox.instant.secondsSinceEpoch) - day * 86_400
    let margin = abs(second - noon)
    return (equinox.instant, noon, later, second < noon, second < noon ? day : day + 1, margin, margin < 120)
  }

  /// The years whose Nowruz the rule and the sky put on different days, over the years the sky is
  /// computed for (AP 1–2379), leaving out a year whose equinox is within 2 minutes of noon: worked
  /// out once, when an explanation first asks.
  static let disagreements: [Int] = (1...2379).filter { year in
    skyNowruz(year).map { !$0.isClose && $0.day != PersianCalendar.newYear(year) } ?? false
  }
}

extension Int {
  /// The quotient rounded down, for a count before 1970 too.
  fileprivate func floorDivided(by divisor: Int) -> Int {
    let (q, r) = quotientAndRemainder(dividingBy: divisor)
    return r < 0 ? q - 1 : q
  }
}

extension PersianCalendar: ExplainedCalendar {
  static func explanation(of date: CivilDate, writing reform: Reform) -> Explanation {
    PersianExplanation.explain(date, writing: reform)
  }
  static var exampleDate: String { "2025-03-21" }
}

extension PersianCalendar: ReverseExplainedCalendar {
  static func reverseExplanation(of date: CalendarDate<NoEra>, dayCount: Int, writing reform: Reform)
    -> Explanation
  {
    PersianExplanation.reverse(
      year: date.year, month: date.month, day: date.day, count: dayCount, writing: reform)
  }
}
