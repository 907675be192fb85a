/// The local time a lunisolar calendar's days are counted in: a new moon or a solar term
/// belongs to the day it falls on there.
public enum LunisolarTime: Sendable {
  /// Beijing: UTC+8 since 1929, before that Beijing's mean solar time at 116°25′ E (UTC+7:45:40),
  /// as check-sky's leap-month check counts it.
  case beijing
  /// Seoul: Korea's standard times (UTC+8:30 from April 1908, +9 from 1912, +8:30 from 21 March
  /// 1954, +9 from 10 August 1961), before 1908 Seoul's mean solar time at 126°58′ E (UTC+8:27:52).
  case seoul

  /// `Beijing`, `Seoul`.
  public var place: String {
    switch self {
    case .beijing: "Beijing"
    case .seoul: "Seoul"
    }
  }

  /// The offset from UTC, in seconds, at `instant`.
  public func offsetSeconds(at instant: Instant) -> Int {
    let seconds = instant.secondsSinceEpoch
    switch self {
    case .beijing:
      return seconds < -1_293_840_000 ? 27_940 : 28_800  // 1929-01-01T00:00Z
    case .seoul:
      // 1908-04-01, 1912-01-01, 1954-03-21 and 1961-08-10, each at local midnight.
      if seconds < -1_948_782_472 { return 30_472 }
      if seconds < -1_830_414_600 { return 30_600 }
      if seconds < -498_128_400 { return 32_400 }
      if seconds < -264_933_000 { return 30_600 }
      return 32_400
    }
  }

  /// The local day (days since 1970-01-01) and minute of the day of `instant`.
  public func local(_ instant: Instant) -> (dayCount: Int, minute: Int) {
    let seconds = Int(instant.secondsSinceEpoch) + offsetSeconds(at: instant)
    let day = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
    return (day, (seconds - day * 86_400) / 60)
  }

  /// `UTC+8`, `UTC+7:45:40`: the offset at `instant` as a step writes it.
  public func offsetText(at instant: Instant) -> String {
    let offset = offsetSeconds(at: instant)
    let (hours, minutes, seconds) = (offset / 3600, offset / 60 % 60, offset % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "UTC+\(hours)" + (minutes == 0 && seconds == 0 ? "" : ":" + two(minutes))
      + (seconds == 0 ? "" : ":" + two(seconds))
  }
}

/// A sui (岁) worked out from the sky: the months from the one holding a winter solstice to the
/// one before the month holding the next, each beginning on the local day of a new moon, with the
/// major solar terms (中气) each holds. In a sui of 13 months the first month without a major
/// term is the leap month and repeats the number of the month before it. This is the rule the
/// Chinese and Korean calendars have followed since 1645; their published tables (calsh's data)
/// are the authority, and `explain` says where the two part.
public struct Sui: Sendable {
  /// One month of the sui.
  public struct Month: Sendable {
    /// The local day of its new moon, its first day.
    public let start: Int
    /// The new moon that begins it.
    public let newMoon: MoonPhase
    /// 11, 12, 1 … 10, a leap month carrying the number of the month before it.
    public let number: Int
    public let isLeap: Bool
    /// The lunar year it belongs to: months 11 and 12 finish the year before month 1.
    public let lunarYear: Int
    /// The major solar terms whose local days fall inside it.
    public let majorTerms: [SolarTerm]
  }

  public let time: LunisolarTime
  /// The winter solstices (冬至) of December `year` and December `year + 1`.
  public let solstice, nextSolstice: SolarTerm
  /// 12 or 13 months, the first holding `solstice`.
  public let months: [Month]
  /// The first day of the next sui (the month holding `nextSolstice`).
  public let end: Int

  /// The sui from the winter solstice of December `year`.
  public init(solsticeYear year: Int, time: LunisolarTime) throws(SkyError) {
    self.time = time
    solstice = try SolarTerm(year: year, index: 23)
    var majors = [solstice]
    for index in stride(from: 1, through: 23, by: 2) {
      majors.append(try SolarTerm(year: year + 1, index: index))
    }
    nextSolstice = majors[majors.count - 1]
    let from = Instant(uncheckedSeconds: solstice.instant.secondsSinceEpoch - 35 * 86_400)
    let to = Instant(uncheckedSeconds: nextSolstice.instant.secondsSinceEpoch + 2 * 86_400)
    let moons = try MoonPhase.phases(from: from, to: to, only: .newMoon)
    let starts = moons.map { time.local($0.instant).dayCount }
    let solsticeDay = time.local(solstice.instant).dayCount
    let nextSolsticeDay = time.local(nextSolstice.instant).dayCount
    let first = starts.lastIndex { $0 <= solsticeDay } ?? 0
    let last = starts.lastIndex { $0 <= nextSolsticeDay } ?? starts.count - 1
    end = starts[last]
    let count = last - first
    let termDays = majors.map { time.local($0.instant).dayCount }
    var months: [Month] = []
    var number = 11
    var lunarYear = year
    var leapFound = false
    for i in first..<last {
      let (start, next) = (starts[i], starts[i + 1])
      let held = majors.indices.filter { (start..<next).contains(termDays[$0]) }.map { majors[$0] }
      var isLeap = false
      if i > first {
        if count == 13, !leapFound, held.isEmpty {
          (isLeap, leapFound) = (true, true)
        } else {
          number = number % 12 + 1
          if number == 1 { lunarYear = year + 1 }
        }
      }
      months.append(
        Month(
          start: start, newMoon: moons[i], number: number, isLeap: isLeap, lunarYear: lunarYear,
          majorTerms: held))
    }
    self.months = months
  }

  /// The sui holding the local day `dayCount`.
  public static func containing(dayCount: Int, time: LunisolarTime) throws(SkyError) -> Sui {
    let year = CivilDate(uncheckedDayCount: dayCount).year
    let sui = try Sui(solsticeYear: year, time: time)
    return dayCount >= sui.months[0].start ? sui : try Sui(solsticeYear: year - 1, time: time)
  }

  /// Whether the sui has 13 months.
  public var hasLeapMonth: Bool { months.count == 13 }

  /// The month holding `dayCount` (inside the sui), and the day of it.
  public func month(containing dayCount: Int) -> (month: Month, day: Int)? {
    guard let index = months.lastIndex(where: { $0.start <= dayCount }), dayCount < end else { return nil }
    return (months[index], dayCount - months[index].start + 1)
  }

  /// The last day of `month`.
  public func lastDay(of month: Month) -> Int {
    let index = months.firstIndex { $0.start == month.start } ?? months.count - 1
    return (index + 1 < months.count ? months[index + 1].start : end) - 1
  }
}
