import CalendarCore

/// A time in the Hebrew reckoning, as a learner adds it on paper: days, hours (counted from 6 pm,
/// when a Hebrew day begins) and parts (1,080 to the hour), carried into the larger unit.
struct HebrewTime: Equatable {
  var days: Int
  var hours: Int
  var parts: Int

  static let mean = HebrewTime(days: 29, hours: 12, parts: 793)
  /// 235 months: 991 weeks and 2d 16h 595p.
  static let cycle = HebrewTime(days: 6_939, hours: 16, parts: 595)
  /// 12 months: 50 weeks and 4d 8h 876p.
  static let commonYear = HebrewTime(days: 354, hours: 8, parts: 876)
  /// 13 months: 54 weeks and 5d 21h 589p.
  static let leapYear = HebrewTime(days: 383, hours: 21, parts: 589)
  /// BaHaRaD, the molad of Tishrei AM 1: day 2 (Monday), 5 hours 204 parts.
  static let baharad = HebrewTime(days: 2, hours: 5, parts: 204)

  static func * (n: Int, t: HebrewTime) -> HebrewTime {
    HebrewTime(days: n * t.days, hours: n * t.hours, parts: n * t.parts)
  }

  static func + (a: HebrewTime, b: HebrewTime) -> HebrewTime {
    HebrewTime(days: a.days + b.days, hours: a.hours + b.hours, parts: a.parts + b.parts)
  }

  /// The same time with parts under 1,080 and hours under 24.
  var carried: HebrewTime {
    let (hours, parts) = (self.hours * 1_080 + self.parts).quotientAndRemainder(dividingBy: 1_080)
    let (days, hour) = hours.quotientAndRemainder(dividingBy: 24)
    return HebrewTime(days: self.days + days, hours: hour, parts: parts)
  }

  /// The within-week part of a length: whole weeks dropped from its days.
  var withinWeek: HebrewTime { HebrewTime(days: days % 7, hours: hours, parts: parts) }

  /// Hours and parts as parts, to compare a time of day with a rule's limit.
  var partsOfDay: Int { hours * 1_080 + parts }

  /// `6,939d 16h 595p`.
  var text: String { "\(grouped(days))d \(grouped(hours))h \(grouped(parts))p" }

  /// The time of day by the clock: `12:10 pm and 7 parts`, the hours counted from 6 pm.
  var clock: String {
    let clock = (hours + 18) % 24
    let minutes = parts / 18
    return
      "\(clock % 12 == 0 ? 12 : clock % 12):\(minutes < 10 ? "0" : "")\(minutes) \(clock < 12 ? "am" : "pm")"
      + (parts % 18 == 0 ? "" : " and \(parts % 18) parts")
  }
}

/// The molad of Tishrei of a Hebrew year and the postponements (dehiyyot) that move its new year,
/// worked as on paper: whole 19-year cycles, years of the cycle, and their lengths added.
struct HebrewNewYear {
  let year: Int
  /// Years before `year`: whole cycles, then years of the current cycle, leap ones among them.
  let cycles: Int
  let yearsOfCycle: Int
  let leapYearsOfCycle: Int
  /// The molad from the start of day 0 (1 Tishrei AM 1), carried.
  let molad: HebrewTime
  /// The postponement in days (0, 1 or 2) and the rules that make it.
  let postponement: Int
  let isZaken: Bool
  let isADU: Bool
  let isGaTaRaD: Bool
  let isBeTUTaKPaT: Bool

  /// The leap years' places in the 19-year cycle.
  static let leapPlaces = [3, 6, 8, 11, 14, 17, 19]

  init(_ year: Int) {
    self.year = year
    let (cycles, yearsOfCycle) = (year - 1).quotientAndRemainder(dividingBy: 19)
    (self.cycles, self.yearsOfCycle) = (cycles, yearsOfCycle)
    leapYearsOfCycle = Self.leapPlaces.filter { $0 <= yearsOfCycle }.count
    molad =
      (HebrewTime(days: 0, hours: 5, parts: 204) + cycles * .cycle
      + (yearsOfCycle - leapYearsOfCycle) * .commonYear + leapYearsOfCycle * .leapYear).carried
    let weekday = Self.weekdayNumber(molad.days)
    let time = molad.partsOfDay
    isZaken = molad.hours >= 18
    isADU = [1, 4, 6].contains((weekday + (isZaken ? 1 : 0) - 1) % 7 + 1)
    isGaTaRaD = !HebrewCalendar.isLeapYear(year) && weekday == 3 && time >= 9 * 1_080 + 204
    isBeTUTaKPaT = HebrewCalendar.isLeapYear(year - 1) && weekday == 2 && time >= 15 * 1_080 + 589
    postponement = max((isZaken ? 1 : 0) + (isADU ? 1 : 0), isGaTaRaD ? 2 : 0, isBeTUTaKPaT ? 1 : 0)
  }

  /// The day of the week, 1 (Sunday) to 7 (Saturday), of day `n` counted from day 0, a Monday.
  static func weekdayNumber(_ n: Int) -> Int { (n + 1) % 7 + 1 }

  static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  /// 1 Tishrei, in days after day 0.
  var newYear: Int { molad.days + postponement }

  var isLeap: Bool { HebrewCalendar.isLeapYear(year) }

  /// The whole molad sum within the week, before carrying: BaHaRaD plus each length's week part.
  var weekSum: HebrewTime {
    .baharad + cycles * HebrewTime.cycle.withinWeek + (yearsOfCycle - leapYearsOfCycle)
      * HebrewTime.commonYear.withinWeek + leapYearsOfCycle * HebrewTime.leapYear.withinWeek
  }

  /// The rules that moved the new year, as a step names them: "molad zaken and lo ADU rosh"; a
  /// rule that asks for the day the others already reached is named as such, not added.
  var rules: String {
    if isGaTaRaD, isZaken { return "molad zaken and lo ADU rosh; GaTaRaD asks for the same Thursday" }
    if isBeTUTaKPaT, isZaken { return "molad zaken; BeTUTaKPaT asks for the same Tuesday" }
    var names: [String] = []
    if isGaTaRaD { names.append("GaTaRaD") }
    if isBeTUTaKPaT { names.append("BeTUTaKPaT") }
    if isZaken { names.append("molad zaken") }
    if isADU { names.append("lo ADU rosh") }
    return names.isEmpty ? "no postponement" : names.joined(separator: " and ")
  }
}
