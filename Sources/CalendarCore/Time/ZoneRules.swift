/// One time zone's rules: its listed transitions and local time types, and the footer's rule for
/// every year after them (RFC 8536). Answers which offset and abbreviation hold at an instant,
/// and which instants a wall time names (Temporal's GetPossibleEpochNanoseconds and
/// DisambiguatePossibleEpochNanoseconds).
public struct ZoneRules: Sendable, Equatable {
  /// The zone's data, shared by every copy (a zone is copied into each zoned value: one
  /// reference to count, not one per array).
  let storage: Storage

  /// The name it was asked for by (`Europe/Berlin`, `US/Eastern`).
  public var name: String { storage.name }
  /// The rule after the last transition; nil when the file has none (the last type holds).
  public var footer: POSIXZoneRule? { storage.footer }
  var transitionTimes: [Int64] { storage.transitionTimes }
  var transitionTypes: [UInt8] { storage.transitionTypes }
  var types: [LocalTimeType] { storage.types }

  public init(name: String, tzif: TZif) throws(TZifError) {
    var footer: POSIXZoneRule?
    if let text = tzif.footer, !text.isEmpty { footer = try POSIXZoneRule(parsing: text) }
    storage = Storage(
      name: name, transitionTimes: tzif.transitionTimes, transitionTypes: tzif.transitionTypes,
      types: tzif.types,
      footer: footer)
  }

  /// Reads a TZif file's bytes.
  public init(name: String, bytes: [UInt8]) throws(TZifError) {
    try self.init(name: name, tzif: TZif(bytes))
  }

  /// A zone at a fixed offset with no changes (`UTC`, `+09:00`).
  public init(fixed offset: UTCOffset, name: String, abbreviation: String) {
    storage = Storage(
      name: name, transitionTimes: [], transitionTypes: [],
      types: [LocalTimeType(offset: offset, isDaylightSaving: false, abbreviation: abbreviation)], footer: nil
    )
  }

  /// A zone of one POSIX TZ rule and no listed changes (`TZ=JST-9`, `TZ=EST5EDT,M3.2.0,M11.1.0`),
  /// as the C library reads a `TZ` that names no file.
  public init(name: String, rule: POSIXZoneRule) {
    storage = Storage(
      name: name, transitionTimes: [], transitionTypes: [], types: [rule.standard], footer: rule)
  }

  public static func == (a: ZoneRules, b: ZoneRules) -> Bool {
    a.storage === b.storage
      || (a.name == b.name && a.transitionTimes == b.transitionTimes && a.transitionTypes == b.transitionTypes
        && a.types == b.types && a.footer == b.footer)
  }

  /// What a zone holds, immutable once made: the file's transitions and types, the footer, and
  /// the footer's changes worked out once from the last transition through 2101, so that the
  /// years people ask about are a binary search rather than a rule evaluated each time.
  final class Storage: Sendable {
    let name: String
    let transitionTimes: [Int64]
    let transitionTypes: [UInt8]
    let types: [LocalTimeType]
    let footer: POSIXZoneRule?
    /// The footer's changes in order (empty when it has none, or when they would not be in order).
    let footerChanges: [Int64]
    /// Whether each of `footerChanges` starts daylight saving time.
    let footerStartsDaylight: [Bool]
    /// The footer's standard and daylight saving types, when it has both (kept apart so that a
    /// lookup copies two small values, not the whole rule).
    let footerTypes: (standard: LocalTimeType, daylight: LocalTimeType)?
    let hasFooter: Bool

    init(
      name: String, transitionTimes: [Int64], transitionTypes: [UInt8], types: [LocalTimeType],
      footer: POSIXZoneRule?
    ) {
      self.name = name
      self.transitionTimes = transitionTimes
      self.transitionTypes = transitionTypes
      self.types = types
      self.footer = footer
      var changes: [Int64] = []
      var startsDaylight: [Bool] = []
      if let footer, footer.daylight != nil {
        let firstYear = max(transitionTimes.last.map { TZifMath.year(of: $0) - 1 } ?? 1900, 1800)
        if firstYear <= 2101 {
          for year in firstYear...2101 {
            let pair = footer.changes(inYear: year)
            changes += [pair.first, pair.second]
            startsDaylight += [pair.firstStartsDaylight, !pair.firstStartsDaylight]
          }
        }
        if zip(changes, changes.dropFirst()).contains(where: { $0 > $1 }) {
          changes = []
          startsDaylight = []
        }
      }
      footerChanges = changes
      footerStartsDaylight = startsDaylight
      footerTypes = footer?.daylight.map { (footer!.standard, $0.type) }
      hasFooter = footer != nil
    }

    /// The index of the last of `footerChanges` at or before `seconds`, when `seconds` lies
    /// within them; nil outside.
    func footerIndex(at seconds: Int64) -> Int? {
      let changes = footerChanges
      guard let first = changes.first, seconds >= first, seconds <= changes[changes.count - 1] else {
        return nil
      }
      // Two changes a year: start from the guess half a year each, then step to the right one.
      var index = min(Int((seconds - first) / 15_778_476), changes.count - 1)
      while changes[index] > seconds { index -= 1 }
      while index + 1 < changes.count, changes[index + 1] <= seconds { index += 1 }
      return index
    }
  }

  // MARK: An instant's local time

  public func localTimeType(at instant: Instant) -> LocalTimeType { type(at: instant.secondsSinceEpoch) }
  public func offset(at instant: Instant) -> UTCOffset { type(at: instant.secondsSinceEpoch).offset }
  public func abbreviation(at instant: Instant) -> String { type(at: instant.secondsSinceEpoch).abbreviation }
  public func isDaylightSaving(at instant: Instant) -> Bool {
    type(at: instant.secondsSinceEpoch).isDaylightSaving
  }

  /// The wall time the zone's clocks show at `instant`.
  public func dateTime(at instant: Instant) throws(TimeError) -> DateTime {
    try instant.dateTime(at: offset(at: instant))
  }

  /// The local time type at `seconds`: type 0 before the first transition (RFC 8536), the
  /// footer's from the last transition on, else the last transition's.
  func type(at seconds: Int64) -> LocalTimeType {
    let times = storage.transitionTimes
    guard let last = times.last else { return footer?.type(at: seconds) ?? types[0] }
    if seconds >= last, storage.hasFooter {
      if let index = storage.footerIndex(at: seconds), let types = storage.footerTypes {
        return storage.footerStartsDaylight[index] ? types.daylight : types.standard
      }
      return storage.footer!.type(at: seconds)
    }
    guard seconds >= times[0] else { return types[0] }
    return types[Int(transitionTypes[lastIndex(atOrBefore: seconds)])]
  }

  /// The index of the last transition at or before `seconds` (which is at or after the first).
  private func lastIndex(atOrBefore seconds: Int64) -> Int {
    let times = storage.transitionTimes
    var low = 0
    var high = times.count
    while low < high {
      let middle = (low + high) / 2
      if times[middle] <= seconds { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  // MARK: Transitions

  /// The changes of local time (offset, abbreviation or daylight saving) from `start` through
  /// `end` (seconds), in order; instants outside calsh's range are left out.
  func transitions(from start: Int64, through end: Int64) -> [ZoneTransition] {
    let start = max(start, Instant.minimumSeconds + 1)
    let end = min(end, Instant.maximumSeconds)
    guard start <= end else { return [] }
    var candidates: [Int64] = []
    var index =
      transitionTimes.isEmpty || start <= transitionTimes[0] ? 0 : lastIndex(atOrBefore: start - 1) + 1
    while index < transitionTimes.count, transitionTimes[index] <= end {
      candidates.append(transitionTimes[index])
      index += 1
    }
    if let footer, footer.daylight != nil {
      let after = transitionTimes.last ?? .min
      if end > after {
        let from = max(start, after)
        let firstYear = TZifMath.year(of: from) - 1
        let lastYear = TZifMath.year(of: end) + 1
        for year in firstYear...lastYear {
          for (seconds, _) in footer.transitions(inYear: year)
          where seconds > after && seconds >= start && seconds <= end {
            candidates.append(seconds)
          }
        }
        candidates.sort()
      }
    }
    var found: [ZoneTransition] = []
    var previous: Int64?
    for seconds in candidates where seconds != previous {
      previous = seconds
      let before = type(at: seconds - 1)
      let after = type(at: seconds)
      if before != after {
        found.append(
          ZoneTransition(instant: Instant(uncheckedSeconds: seconds), before: before, after: after))
      }
    }
    return found
  }

  /// The year's changes of local time, by the wall date before each change.
  public func transitions(in year: Int) -> [ZoneTransition] {
    let start = Int64(daysFromCivil(year: year, month: 1, day: 1)) * 86_400 - 26 * 3600
    let end = Int64(daysFromCivil(year: year + 1, month: 1, day: 1)) * 86_400 + 26 * 3600
    return transitions(from: start, through: end).filter { $0.wallTimeBefore?.date.year == year }
  }

  /// The first change of local time after `instant`, if any.
  public func nextTransition(after instant: Instant) -> ZoneTransition? {
    let lastListed = transitionTimes.last ?? .min
    var from = instant.secondsSinceEpoch + 1
    // Listed transitions may come decades apart, the footer's every year: widen the window.
    var span: Int64 = 400 * 86_400
    while from <= Instant.maximumSeconds {
      let through = from > Instant.maximumSeconds - span ? Instant.maximumSeconds : from + span
      if let first = transitions(from: from, through: through).first { return first }
      // A footer that changes the clocks does so within any 400 days.
      if through >= lastListed, through - max(from, lastListed) >= 400 * 86_400 { return nil }
      from = through + 1
      span *= 4
    }
    return nil
  }

  /// The last change of local time before `instant`, if any.
  public func previousTransition(before instant: Instant) -> ZoneTransition? {
    let firstListed = transitionTimes.first ?? (footer?.daylight == nil ? .max : Instant.minimumSeconds)
    var through = instant.secondsSinceEpoch - 1
    var span: Int64 = 400 * 86_400
    while through > Instant.minimumSeconds {
      let from = through < Instant.minimumSeconds + span ? Instant.minimumSeconds : through - span
      if let last = transitions(from: from, through: through).last { return last }
      if from <= firstListed { return nil }
      through = from - 1
      span *= 4
    }
    return nil
  }

  // MARK: Wall times

  /// The instants whose wall time in this zone is `dateTime`: none in a gap, one normally, two
  /// (earlier first) in an overlap. Instants outside calsh's range are left out.
  public func possibleInstants(for dateTime: DateTime) -> [Instant] {
    possibleSeconds(for: dateTime).compactMap {
      try? Instant(secondsSinceEpoch: $0, nanoseconds: Int64(dateTime.time.nanosecond))
    }
  }

  /// Seconds since the epoch of each instant showing `dateTime`, in order.
  private func possibleSeconds(for dateTime: DateTime) -> [Int64] {
    let local = dateTime.secondsSinceEpoch
    let window: Int64 = 30 * 3600
    if let offset = steadyOffset(from: local - window, through: local + window) {
      return [local - Int64(offset)]
    }
    var offsets = [type(at: local - window).offset.seconds]
    for change in transitions(from: local - window, through: local + window) {
      offsets.append(change.after.offset.seconds)
    }
    var found: [Int64] = []
    for offset in offsets {
      let candidate = local - Int64(offset)
      if type(at: candidate).offset.seconds == offset, !found.contains(candidate) { found.append(candidate) }
    }
    return found.sorted()
  }

  /// The one instant `dateTime` names here, chosen by `disambiguation` in a gap or an overlap
  /// as Temporal chooses.
  public func resolve(_ dateTime: DateTime, disambiguation: Disambiguation = .compatible) -> Result<
    Instant, WallTimeError
  > {
    // Most wall times lie far from any change: one offset, no lists.
    let window: Int64 = 30 * 3600
    if let offset = steadyOffset(
      from: dateTime.secondsSinceEpoch - window, through: dateTime.secondsSinceEpoch + window)
    {
      guard
        let instant = try? Instant(
          secondsSinceEpoch: dateTime.secondsSinceEpoch - Int64(offset),
          nanoseconds: Int64(dateTime.time.nanosecond))
      else { return .failure(.outOfRange(dateTime, zone: name)) }
      return .success(instant)
    }
    let possible = possibleInstants(for: dateTime)
    if possible.count == 1 { return .success(possible[0]) }
    let local = dateTime.secondsSinceEpoch
    if possible.count >= 2 {
      switch disambiguation {
      case .compatible, .earlier: return .success(possible[0])
      case .later: return .success(possible[possible.count - 1])
      case .reject:
        return .failure(.repeated(dateTime, zone: name, by: change(around: local, forward: false)))
      }
    }
    // A gap, or an instant out of range.
    if !possibleSeconds(for: dateTime).isEmpty { return .failure(.outOfRange(dateTime, zone: name)) }
    let before = type(at: local - 86_400).offset.seconds
    let after = type(at: local + 86_400).offset.seconds
    let shift = Int64(after - before)
    switch disambiguation {
    case .reject:
      return .failure(.skipped(dateTime, zone: name, by: change(around: local, forward: true)))
    case .earlier:
      guard let moved = try? dateTime.adding(seconds: -shift),
        let first = possibleInstants(for: moved).first
      else { return .failure(.outOfRange(dateTime, zone: name)) }
      return .success(first)
    case .compatible, .later:
      guard let moved = try? dateTime.adding(seconds: shift),
        let last = possibleInstants(for: moved).last
      else { return .failure(.outOfRange(dateTime, zone: name)) }
      return .success(last)
    }
  }

  /// The offset in force from `start` through `end` when the zone records no change between
  /// them (found without making a list: the quick path of `resolve`); nil when one may fall
  /// there.
  private func steadyOffset(from start: Int64, through end: Int64) -> Int? {
    let times = storage.transitionTimes
    let last = times.last ?? .min
    guard storage.hasFooter, end >= last else {
      guard let first = times.first else { return types[0].offset.seconds }
      // Steady when no transition falls after `start` and at or before `end`: one search.
      let a = start < first ? -1 : lastIndex(atOrBefore: start)
      guard a + 1 == times.count || times[a + 1] > end else { return nil }
      return a < 0 ? types[0].offset.seconds : types[Int(transitionTypes[a])].offset.seconds
    }
    guard start >= last else { return nil }
    guard storage.footerTypes != nil else { return type(at: start).offset.seconds }
    if let a = storage.footerIndex(at: start), let b = storage.footerIndex(at: end) {
      return a == b ? type(at: start).offset.seconds : nil
    }
    guard let footer = storage.footer else { return nil }
    for year in (TZifMath.year(of: start) - 1)...(TZifMath.year(of: end) + 1) {
      let changes = footer.changes(inYear: year)
      if (changes.first > start && changes.first <= end) || (changes.second > start && changes.second <= end)
      {
        return nil
      }
    }
    return footer.type(at: start).offset.seconds
  }

  /// The change that makes a gap (`forward`) or an overlap around the wall time `local`.
  private func change(around local: Int64, forward: Bool) -> ZoneTransition {
    let window: Int64 = 30 * 3600
    for change in transitions(from: local - window, through: local + window)
    where (change.shift > 0) == forward {
      let wallBefore = change.instant.secondsSinceEpoch + Int64(change.before.offset.seconds)
      let wallAfter = change.instant.secondsSinceEpoch + Int64(change.after.offset.seconds)
      if local >= min(wallBefore, wallAfter) && local < max(wallBefore, wallAfter) { return change }
    }
    return ZoneTransition(
      instant: Instant(uncheckedSeconds: local), before: type(at: local - 86_400),
      after: type(at: local + 86_400))
  }
}
