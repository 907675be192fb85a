import CalRender
import CalendarCore

/// A derivation a learner can follow: numbered steps with the actual numbers, the last of which
/// states the same answer the plain command gives.
struct Explanation {
  var steps: [String] = []

  mutating func add(_ step: String) { steps.append(step) }

  /// The explanation with a note as the step before its answer (none when nil).
  func noting(_ note: String?) -> Explanation {
    guard let note else { return self }
    var e = self
    e.steps.insert(note, at: max(e.steps.count - 1, 0))
    return e
  }

  /// The answer step written as the plain command writes `date` under a locale with the
  /// calendar's own names (`set locale he`: `Answer: 7 באדר ב׳ 5803.`), so that it stays the
  /// command's output; unchanged in English.
  func answering(_ date: WorldCalendarDate, as labels: CalendarLabels) -> Explanation {
    guard labels.worldDates != nil, steps.last == "Answer: \(date.longDescription)." else { return self }
    var e = self
    e.steps[e.steps.count - 1] = "Answer: \(labels.longDescription(of: date))."
    return e
  }

  var text: String {
    steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}

/// The days of the year's whole months before `date`'s, and each month's length as a step shows
/// it (`Jan 31`, `Feb 28` …).
func wholeMonthsBefore(_ date: CivilDate) -> (days: Int, parts: [String]) {
  wholeMonthsBefore(month: date.month, of: date.year, daysIn: Gregorian.daysIn)
}

/// The same for a month of a year as another calendar counts its months' days (the Julian
/// calendar's, or the reform's, whose switch month lacks the skipped days).
func wholeMonthsBefore(month: Int, of year: Int, daysIn: (_ year: Int, _ month: Int) -> Int)
  -> (days: Int, parts: [String])
{
  var days = 0
  var parts: [String] = []
  for earlier in 1..<month {
    let length = daysIn(year, earlier)
    days += length
    parts.append("\(MonthName.english[earlier - 1].prefix(3)) \(length)")
  }
  return (days, parts)
}

/// Whole numbers with thousands separated (738,551), as a reader checks them by hand.
func grouped(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var result = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return (n < 0 ? "-" : "") + result
}

extension Int {
  /// `n day` or `n days`.
  func counting(_ unit: String) -> String { "\(grouped(self)) \(unit)\(self == 1 || self == -1 ? "" : "s")" }
}

/// `1st`, `2nd`, `3rd`, `11th`, `21st`.
func ordinal(_ n: Int) -> String {
  let suffix =
    (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
  return "\(n)\(suffix)"
}

/// A day as the calendar in force writes it: Julian before its switch (`set reform gb` writes the
/// Coptic year 1469's first day 1752-08-29), else Gregorian.
func written(_ count: Int, _ reform: Reform) -> String {
  reform.label(dayCount: count).description
}

/// The whole months of `year` that fit in `days` days from its first, each as a step shows it
/// (`Farvardin 31`), and the month those days end in with the days left of it.
func wholeMonths<C: PlainMonthCalendar>(in days: Int, of year: Int, _: C.Type)
  -> (month: Int, daysLeft: Int, passed: [String])
{
  var days = days
  var month = 1
  var passed: [String] = []
  while days >= C.daysIn(year: year, month: month) {
    let length = C.daysIn(year: year, month: month)
    passed.append("\(C.monthNames[month - 1]) \(length)")
    days -= length
    month += 1
  }
  return (month, days, passed)
}

/// An arithmetic calendar's cycle of years with its leap years in fixed places (the Islamic 30,
/// the Persian 33): the step that counts the whole years before a year by whole cycles, then the
/// years of its own cycle and the leap years among them.
struct LeapCycle {
  /// How the calendar writes a year: `AH`, `AP`.
  let era: String
  let years: Int
  let commonYear: Int
  /// The places in the cycle (from 1) of its leap years.
  let leapPlaces: [Int]

  var days: Int { years * commonYear + leapPlaces.count }

  /// The step for the years before `year`, its whole cycles, and the days of this cycle's
  /// years before it.
  func yearsBefore(_ year: Int) -> (step: String, cycles: Int, yearDays: Int) {
    let (cycles, place) = (year - 1).quotientAndRemainder(dividingBy: years)
    let leaps = leapPlaces.filter { $0 <= place }
    let yearDays = place * commonYear + leaps.count
    let step =
      "Before \(era) \(year) lie \(grouped(year - 1)) whole years: \(grouped(year - 1)) ÷ \(years) = "
      + "\(cycles.counting("whole cycle")), \(grouped(cycles)) × \(grouped(days)) = "
      + "\(grouped(cycles * days)) days, and \(place.counting("year")) of this cycle"
      + (place == 0
        ? "."
        : (leaps.isEmpty
          ? ", none of them leap: \(place) × \(commonYear) = \(grouped(yearDays)) days."
          : ", \(leaps.count) of them leap (\(leaps.count == 1 ? "year" : "years") "
            + "\(leaps.map(String.init).joined(separator: ", "))): "
            + "\(place) × \(commonYear) + \(leaps.count) = \(grouped(yearDays)) days."))
    return (step, cycles, yearDays)
  }
}
