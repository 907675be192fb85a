/// `WorldHolidays`' data decoded from its text (layout: scripts/gen-world-holidays): names, the
/// series (a rule and its years), the date lists, each category's list of them, and the entities.
struct WorldHolidayTables: Sendable {
  /// A holiday that comes back every year by a rule, over ranges of years.
  struct Series: Sendable {
    let pair: Int
    let isObserved: Bool
    let rule: Rule
    let years: [ClosedRange<Int>]
  }

  /// How a series finds its date in a year.
  enum Rule: Sendable {
    case fixed(month: Int, day: Int)
    case easter(offset: Int)
    case orthodoxEaster(offset: Int)
    /// The first `weekday` (0 Monday … 6 Sunday) on or after a day of a month.
    case onOrAfter(month: Int, day: Int, weekday: Int)
    /// The last `weekday` on or before a day of a month.
    case onOrBefore(month: Int, day: Int, weekday: Int)
  }

  /// A holiday's dates where no rule gives them, as day counts in order.
  struct DateList: Sendable {
    let pair: Int
    let isObserved: Bool
    let dayCounts: [Int32]
  }

  /// One row of a year before it is named.
  struct Row {
    let dayCount: Int
    let rank: Int
    let pair: Int
    let isObserved: Bool
  }

  static let baseYear = 1700

  /// Every string of `WorldHolidays.names`, by its index.
  let strings: [String]
  let names: [HolidayName]
  let series: [Series]
  let dateLists: [DateList]
  /// Each list's members in rank order: series `2i`, date list `2i + 1`.
  let lists: [[Int]]
  let entities: [WorldHolidayEntity]
  /// Entities by code and alias.
  let entityIndex: [String: Int]
  /// Each entity's years and the bit of its `public` category (its first when it has none), read
  /// by `Country` on every workday sum without copying the entity.
  let spans: [ClosedRange<Int>]
  let publicMasks: [UInt32]
  /// The entities calsh has rules of its own for: `jp`, `kr`, `us` (-1 when absent).
  let builtInIndices: (jp: Int, kr: Int, us: Int)

  init(names text: String, table: String) {
    // Split on the byte, not on characters: no grapheme breaking over 300 KB of names.
    let strings = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(Substring($0))
    }
    self.strings = strings
    var reader = Reader(table)
    names = (0..<reader.next()).map { pair in
      HolidayName(english: strings[reader.next()], local: strings[reader.next()], pair: pair)
    }
    series = (0..<reader.next()).map { _ in
      let head = reader.next()
      let rule: Rule
      switch reader.next() {
      case 0: rule = .fixed(month: reader.next(), day: reader.next())
      case 1: rule = .easter(offset: reader.nextSigned())
      case 2: rule = .orthodoxEaster(offset: reader.nextSigned())
      case 3: rule = .onOrAfter(month: reader.next(), day: reader.next(), weekday: reader.next())
      default: rule = .onOrBefore(month: reader.next(), day: reader.next(), weekday: reader.next())
      }
      var previous = WorldHolidayTables.baseYear
      let years = (0..<reader.next()).map { _ in
        let first = previous + reader.next()
        previous = first + reader.next()
        return first...previous
      }
      return Series(pair: head >> 1, isObserved: head & 1 == 1, rule: rule, years: years)
    }
    let base = CivilDate(uncheckedYear: WorldHolidayTables.baseYear, month: 1, day: 1).dayCount
    dateLists = (0..<reader.next()).map { _ in
      let head = reader.next()
      var count = base
      let dayCounts = (0..<reader.next()).map { _ in
        count += reader.next()
        return Int32(count)
      }
      return DateList(pair: head >> 1, isObserved: head & 1 == 1, dayCounts: dayCounts)
    }
    lists = (0..<reader.next()).map { _ in (0..<reader.next()).map { _ in reader.next() } }
    var entities: [WorldHolidayEntity] = []
    var index: [String: Int] = [:]
    for _ in 0..<reader.next() {
      let code = strings[reader.next()]
      let kind: WorldHolidayEntity.Kind = [.country, .subdivision, .market][reader.next()]
      let first = WorldHolidayTables.baseYear + reader.next()
      let last = first + reader.next()
      let name = strings[reader.next()]
      let language = strings[reader.next()]
      let aliases = (0..<reader.next()).map { _ in strings[reader.next()] }
      let languages = (0..<reader.next()).map { _ in strings[reader.next()] }
      let lists = (0..<reader.next()).map { _ in (category: strings[reader.next()], list: reader.next()) }
      for alias in [code] + aliases where index[alias] == nil { index[alias] = entities.count }
      entities.append(
        WorldHolidayEntity(
          code: code, kind: kind, name: name, aliases: aliases, years: first...last,
          language: language.isEmpty ? nil : language, languages: languages, lists: lists))
    }
    self.entities = entities
    entityIndex = index
    spans = entities.map(\.years)
    publicMasks = entities.map { UInt32(1) << UInt32($0.categories.firstIndex(of: "public") ?? 0) }
    builtInIndices = (index["jp"] ?? -1, index["kr"] ?? -1, index["us"] ?? -1)
  }

  /// The rows of list `list` in `year`, by date, a date's rows by rank.
  func holidays(inList list: Int, year: Int) -> [Row] {
    var rows: [Row] = []
    let start = Int32(CivilDate(uncheckedYear: year, month: 1, day: 1).dayCount)
    let end = Int32(CivilDate(uncheckedYear: year + 1, month: 1, day: 1).dayCount)
    for (rank, member) in lists[list].enumerated() {
      if member & 1 == 0 {
        let series = series[member >> 1]
        guard series.years.contains(where: { $0.contains(year) }), let day = series.rule.dayCount(in: year)
        else { continue }
        rows.append(Row(dayCount: day, rank: rank, pair: series.pair, isObserved: series.isObserved))
      } else {
        let dates = dateLists[member >> 1]
        var low = 0
        var high = dates.dayCounts.count
        while low < high {
          let middle = (low + high) / 2
          if dates.dayCounts[middle] < start { low = middle + 1 } else { high = middle }
        }
        while low < dates.dayCounts.count && dates.dayCounts[low] < end {
          rows.append(
            Row(
              dayCount: Int(dates.dayCounts[low]), rank: rank, pair: dates.pair, isObserved: dates.isObserved)
          )
          low += 1
        }
      }
    }
    rows.sort { ($0.dayCount, $0.rank) < ($1.dayCount, $1.rank) }
    return rows
  }

  /// Reads the integers of the text: six-bit digits (`0` + value), five bits each, low first,
  /// bit 5 set on every digit of a number but its last; line breaks are skipped.
  struct Reader {
    private let bytes: [UInt8]
    private var at = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = Array(bytes) }

    mutating func next() -> Int {
      var value = 0
      var shift = 0
      while true {
        if bytes[at] == 0x0A { at += 1 }
        let digit = Int(bytes[at]) - 0x30
        at += 1
        value |= (digit & 31) << shift
        shift += 5
        if digit & 32 == 0 { return value }
      }
    }

    mutating func nextSigned() -> Int {
      let value = next()
      return value & 1 == 0 ? value >> 1 : -((value + 1) >> 1)
    }
  }
}

extension WorldHolidayTables.Rule {
  /// The rule's day count in `year`; nil where it gives no day (the 29th of February in a common year).
  func dayCount(in year: Int) -> Int? {
    switch self {
    case .fixed(let month, let day):
      guard day <= Gregorian.daysIn(year: year, month: month) else { return nil }
      return CivilDate(uncheckedYear: year, month: month, day: day).dayCount
    case .easter(let offset):
      return (try? Easter.sunday(in: year)).map { $0.dayCount + offset }
    case .orthodoxEaster(let offset):
      guard let easter = try? JulianEaster(year: year) else { return nil }
      return julianDayCount(year: year, month: easter.month, day: easter.day) + offset
    case .onOrAfter(let month, let day, let weekday):
      guard day <= Gregorian.daysIn(year: year, month: month) else { return nil }
      let start = CivilDate(uncheckedYear: year, month: month, day: day).dayCount
      return start + (weekday - mondayWeekday(start) + 7) % 7
    case .onOrBefore(let month, let day, let weekday):
      guard day <= Gregorian.daysIn(year: year, month: month) else { return nil }
      let start = CivilDate(uncheckedYear: year, month: month, day: day).dayCount
      return start - (mondayWeekday(start) - weekday + 7) % 7
    }
  }

  /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
  private func mondayWeekday(_ dayCount: Int) -> Int { ((dayCount + 3) % 7 + 7) % 7 }

  /// The day count of a Julian calendar date (through its Julian day number).
  private func julianDayCount(year: Int, month: Int, day: Int) -> Int {
    let a = (14 - month) / 12
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    return day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083 - 2_440_588
  }
}
