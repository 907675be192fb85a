import CalendarCore

/// A VTIMEZONE of the file: its STANDARD and DAYLIGHT observances, each an onset (a local time,
/// repeated by its RRULE or RDATEs) and the UTC offset from then on. `ICSClock` reads a UTC
/// UNTIL, EXDATE, RDATE or RECURRENCE-ID of an event whose start has a TZID on the start's clock.
struct ICSTimeZone {
  struct Observance {
    var start: ICSDateValue
    var offsetFrom = 0
    var offsetTo = 0
    var rule: RecurrenceRule?
    var dates: [ICSDateValue] = []
    /// A DAYLIGHT observance (else STANDARD), and its TZNAME.
    var isDaylight = false
    var name: String?
  }

  var observances: [Observance] = [] {
    didSet { years = Years() }
  }
  /// Each year's onsets, worked out once: an event repeating daily asks for the same years.
  private var years = Years()

  /// The offset in force as a year begins and the onsets inside it, by year (UTC).
  private final class Years {
    var table: [Int: (entering: Int, onsets: [(instant: Int, offset: Int)])] = [:]
  }

  /// Reads one observance's properties. An offset that cannot be read is an error (it moves the
  /// times written in the zone); anything else that cannot be read is left out (a zone is a help
  /// here, never a reason to refuse a file).
  static func observance(_ properties: [ICSProperty], isDaylight: Bool = false, lines: ICSContentLines)
    throws(FileError) -> Observance?
  {
    var offsets = (from: 0, to: 0)
    for property in properties where property.name == "TZOFFSETFROM" || property.name == "TZOFFSETTO" {
      guard let seconds = offset(property.value) else {
        throw lines.failure(
          "\(property.name): '\(property.value)' is not a UTC offset of the form +HHMM or -HHMM",
          line: property.line, offset: property.valueOffset, length: max(1, property.value.utf8.count))
      }
      if property.name == "TZOFFSETFROM" { offsets.from = seconds } else { offsets.to = seconds }
    }
    guard let start = properties.first(where: { $0.name == "DTSTART" }),
      case .success(let onset) = ICSDateValue.read(Substring(start.value))
    else { return nil }
    var observance = Observance(
      start: onset, offsetFrom: offsets.from, offsetTo: offsets.to, isDaylight: isDaylight)
    for property in properties {
      switch property.name {
      case "TZNAME": observance.name = property.value.isEmpty ? nil : property.value
      case "RRULE": observance.rule = try? RecurrenceRule(parsing: property.value)
      case "RDATE":
        observance.dates += property.items.compactMap { try? ICSDateValue.read($0.text).get() }
      default: break
      }
    }
    return observance
  }

  /// `+0100`, `-0500`, `+053000` in seconds.
  static func offset(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count == 5 || bytes.count == 7, bytes[0] == 0x2B || bytes[0] == 0x2D,
      bytes.dropFirst().allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    let digits = bytes.dropFirst().map { Int($0 - 0x30) }
    // RFC 5545's utc-offset: hours 00–23, minutes and seconds 00–59.
    guard digits[0] * 10 + digits[1] < 24, digits[2] < 6, digits.count == 4 || digits[4] < 6 else {
      return nil
    }
    let seconds =
      (digits[0] * 10 + digits[1]) * 3600 + (digits[2] * 10 + digits[3]) * 60
      + (digits.count == 6 ? digits[4] * 10 + digits[5] : 0)
    return bytes[0] == 0x2D ? -seconds : seconds
  }

  /// The offset from UTC at a UTC instant (seconds from day count 0): that of the latest onset
  /// at or before it; before the first onset, what that onset changes from; 0 for a zone
  /// without observances.
  func offset(atUTC instant: Int) -> Int {
    let year = CivilDate(uncheckedDayCount: ICSEvent.day(of: instant)).year
    if years.table[year] == nil {
      let first = CivilDate(uncheckedYear: year, month: 1, day: 1).dayCount * 86_400
      let next = (CivilDate(uncheckedYear: year, month: 12, day: 31).dayCount + 1) * 86_400
      years.table[year] = (offset(before: first), changes(from: first, before: next))
    }
    let (entering, onsets) = years.table[year]!
    var result = entering
    for onset in onsets where onset.instant <= instant { result = onset.offset }
    return result
  }

  /// The zone as the core's rules, named `name`: every onset from 1900 through 2200 (the last
  /// holds after them; before the first, what it changes from), so that a time written in it is
  /// an instant like any other zone's.
  func rules(named name: String) -> ZoneRules {
    func type(_ offset: Int, daylight: Bool, _ abbreviation: String?) -> LocalTimeType {
      let offset = (try? UTCOffset(seconds: offset)) ?? .utc
      return LocalTimeType(
        offset: offset, isDaylightSaving: daylight, abbreviation: abbreviation ?? offset.description)
    }
    let first = CivilDate(uncheckedYear: 1900, month: 1, day: 1).dayCount * 86_400
    let next = CivilDate(uncheckedYear: 2201, month: 1, day: 1).dayCount * 86_400
    var changes: [(at: Int64, type: LocalTimeType)] = []
    for observance in observances {
      let brings = type(observance.offsetTo, daylight: observance.isDaylight, observance.name)
      forEachOnset(of: observance, from: first, through: next) { onset in
        if onset < next { changes.append((Int64(onset), brings)) }
      }
    }
    changes.sort { $0.at < $1.at }
    let earliest = observances.min { $0.start.time < $1.start.time }
    let initial =
      earliest.map { type($0.offsetFrom, daylight: false, nil) } ?? type(0, daylight: false, "UTC")
    return ZoneRules(name: name, initial: initial, changes: changes)
  }

  /// The onsets from `first` up to `next` (UTC instants), in order, each with the offset it brings.
  private func changes(from first: Int, before next: Int) -> [(instant: Int, offset: Int)] {
    var found: [(instant: Int, offset: Int)] = []
    for observance in observances {
      forEachOnset(of: observance, from: first, through: next) { onset in
        if onset >= first, onset < next { found.append((onset, observance.offsetTo)) }
      }
    }
    return found.sorted { $0.instant < $1.instant }
  }

  /// The offset in force just before `instant`, worked out from every onset (slow: once a year).
  private func offset(before instant: Int) -> Int {
    let instant = instant - 1
    var best: (onset: Int, offset: Int)?
    var first: (onset: Int, offset: Int)?
    for observance in observances {
      forEachOnset(of: observance, from: instant, through: instant) { onset in
        if onset <= instant, best == nil || onset > best!.onset { best = (onset, observance.offsetTo) }
        if first == nil || onset < first!.onset { first = (onset, observance.offsetFrom) }
      }
    }
    return best?.offset ?? first?.offset ?? 0
  }

  /// `body` of each onset of `observance` (a UTC instant): its start, its RDATEs, and its rule's
  /// days up to two days past `limit`. A yearly rule by month repeats each year alike, so it is
  /// begun a year before `instant`'s rather than at its own start.
  private func forEachOnset(
    of observance: Observance, from instant: Int, through limit: Int, _ body: (Int) -> Void
  ) {
    let time = observance.start.seconds ?? 0
    func onset(_ dayCount: Int) -> Int { dayCount * 86_400 + time - observance.offsetFrom }
    body(onset(observance.start.date.dayCount))
    for date in observance.dates { body(onset(date.date.dayCount)) }
    guard let rule = observance.rule else { return }
    var from = observance.start.date
    let year = CivilDate(uncheckedDayCount: instant / 86_400).year - 1
    if rule.frequency == .yearly, rule.interval == 1, rule.count == nil, !rule.byMonth.isEmpty,
      year > from.year
    {
      from = CivilDate(uncheckedYear: year, month: 1, day: 1)
    }
    for day in Recurrence(rule: rule, start: from) {
      if day * 86_400 > limit + 2 * 86_400 { break }
      if day != observance.start.date.dayCount { body(onset(day)) }
    }
  }
}
