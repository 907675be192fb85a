/// `WorldHolidays`' data read in place from its literals (layout: scripts/gen-world-holidays): the
/// entities at the first world code, and a category's list — its series, date lists and names — at
/// its offset in `WorldHolidays.index` the first time it is asked for, so a run touches only the
/// data of the codes it names.
struct WorldHolidayTables: Sendable {
  /// A holiday that comes back every year by a rule, over ranges of years.
  struct Series: Sendable {
    let name: HolidayName
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
    let name: HolidayName
    let isObserved: Bool
    let dayCounts: [Int32]
  }

  /// One member of a category's list, in rank order (a date's names come in that order).
  enum Member: Sendable {
    case series(Series)
    case dates(DateList)
  }

  /// One row of a year.
  struct Row {
    let dayCount: Int
    let rank: Int
    let name: HolidayName
    let isObserved: Bool
  }

  static let baseYear = 1700
  /// Digits a line of the literals: the digit at offset `d` is byte `d + d / lineWidth`.
  static let lineWidth = 100
  /// Digits of a string's index in a pair, and of a number of `WorldHolidays.index`.
  static let pairWidth = 3
  static let offsetWidth = 4

  let entities: [WorldHolidayEntity]
  /// Entities by code and alias.
  let entityIndex: [String: Int]
  /// Each entity's years and the bit of its `public` category (its first when it has none), read
  /// by `Country` on every workday sum without copying the entity.
  let spans: [ClosedRange<Int>]
  let publicMasks: [UInt32]
  /// The entities calsh has rules of its own for: `jp`, `kr`, `us` (-1 when absent).
  let builtInIndices: (jp: Int, kr: Int, us: Int)
  /// How many strings `WorldHolidays.names` holds.
  let stringCount: Int
  private let pairsOffset: Int
  private let seriesOffsets: Int
  private let dateListOffsets: Int
  private let listOffsets: Int

  init() {
    let header = (0..<6).map { Self.offset($0) }
    stringCount = header[0]
    pairsOffset = header[5]
    seriesOffsets = 6 + stringCount + 1
    dateListOffsets = seriesOffsets + header[2]
    listOffsets = dateListOffsets + header[3]
    var reader = Reader(WorldHolidays.table, at: 0)
    let count = reader.next()
    var entities: [WorldHolidayEntity] = []
    var index: [String: Int] = [:]
    var publicMasks: [UInt32] = []
    entities.reserveCapacity(count)
    publicMasks.reserveCapacity(count)
    index.reserveCapacity(count * 2)
    var publicString = -1
    for _ in 0..<count {
      let code = Self.string(at: reader.next())
      let kind: WorldHolidayEntity.Kind
      switch reader.next() {
      case 0: kind = .country
      case 1: kind = .subdivision
      default: kind = .market
      }
      let first = WorldHolidayTables.baseYear + reader.next()
      let last = first + reader.next()
      let name = reader.next()
      let language = reader.next()
      var aliases: [String] = []
      for _ in 0..<reader.next() { aliases.append(Self.string(at: reader.next())) }
      let tail = reader.position
      for _ in 0..<reader.next() { _ = reader.next() }
      // The bit of its `public` category (its first when it has none), found by the string's
      // number once its bytes have been seen.
      var mask: UInt32 = 1
      for bit in 0..<reader.next() {
        let category = reader.next()
        _ = reader.next()
        if publicString < 0, Self.string(category, is: "public") { publicString = category }
        if category == publicString, mask == 1 { mask = UInt32(1) << UInt32(bit) }
      }
      publicMasks.append(mask)
      if index[code] == nil { index[code] = entities.count }
      for alias in aliases where index[alias] == nil { index[alias] = entities.count }
      entities.append(
        WorldHolidayEntity(
          code: code, kind: kind, aliases: aliases, years: first...last, nameString: name,
          languageString: language, tail: tail))
    }
    // A market's alias that is also one of its exchanges (`xmil` of Euronext, `enx-xmil`) names
    // that exchange, as the package reads `XMIL`: Euronext's days and the exchange's own.
    for entity in entities where entity.kind == .market {
      for alias in entity.aliases {
        if let exchange = index[entity.code + "-" + alias] { index[alias] = exchange }
      }
    }
    self.entities = entities
    entityIndex = index
    spans = entities.map(\.years)
    self.publicMasks = publicMasks
    builtInIndices = (index["jp"] ?? -1, index["kr"] ?? -1, index["us"] ?? -1)
  }

  /// An entity's languages and lists, read from byte `tail` of `WorldHolidays.table`.
  static func tail(at tail: Int) -> (languages: [String], lists: [(category: String, list: Int)]) {
    var reader = Reader(WorldHolidays.table, byte: tail)
    let languages = (0..<reader.next()).map { _ in string(at: reader.next()) }
    let lists = (0..<reader.next()).map { _ in (category: string(at: reader.next()), list: reader.next()) }
    return (languages, lists)
  }

  /// Whether the string at `index` of `WorldHolidays.names` is `text`, without making it.
  static func string(_ index: Int, is text: StaticString) -> Bool {
    let start = offset(6 + index)
    let end = offset(6 + index + 1) - 1
    guard end - start == text.utf8CodeUnitCount else { return false }
    return (0..<(end - start)).allSatisfy { WorldHolidays.names.utf8Start[start + $0] == text.utf8Start[$0] }
  }

  /// The number at `position` of `WorldHolidays.index`.
  private static func offset(_ position: Int) -> Int {
    fixed(WorldHolidays.index, at: position * offsetWidth, width: offsetWidth)
  }

  /// `width` six-bit digits at digit `at` of `text`, low first.
  private static func fixed(_ text: StaticString, at: Int, width: Int) -> Int {
    let bytes = text.utf8Start
    var value = 0
    for k in 0..<width {
      let digit = at + k
      value |= (Int(bytes[digit + digit / lineWidth]) - 0x30) << (6 * k)
    }
    return value
  }

  /// The string at `index` of `WorldHolidays.names`.
  static func string(at index: Int) -> String {
    let start = offset(6 + index)
    let end = offset(6 + index + 1) - 1
    return String(
      decoding: UnsafeBufferPointer(start: WorldHolidays.names.utf8Start + start, count: end - start),
      as: UTF8.self)
  }

  /// The name of the pair at `pair`: its English and local string.
  func name(ofPair pair: Int) -> HolidayName {
    let at = pairsOffset + 2 * Self.pairWidth * pair
    let english = Self.fixed(WorldHolidays.table, at: at, width: Self.pairWidth)
    let local = Self.fixed(WorldHolidays.table, at: at + Self.pairWidth, width: Self.pairWidth)
    return HolidayName(english: Self.string(at: english), local: Self.string(at: local), pair: pair)
  }

  /// The members of list `list`, decoded; `name` gives a pair's name (made once by the caller).
  func members(ofList list: Int, name: (Int) -> HolidayName) -> [Member] {
    var reader = Reader(WorldHolidays.table, at: Self.offset(listOffsets + list))
    return (0..<reader.next()).map { _ in
      let member = reader.next()
      return member & 1 == 0
        ? .series(series(at: member >> 1, name: name)) : .dates(dateList(at: member >> 1, name: name))
    }
  }

  private func series(at index: Int, name: (Int) -> HolidayName) -> Series {
    var reader = Reader(WorldHolidays.table, at: Self.offset(seriesOffsets + index))
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
    return Series(name: name(head >> 1), isObserved: head & 1 == 1, rule: rule, years: years)
  }

  private func dateList(at index: Int, name: (Int) -> HolidayName) -> DateList {
    var reader = Reader(WorldHolidays.table, at: Self.offset(dateListOffsets + index))
    let head = reader.next()
    var count = CivilDate(uncheckedYear: WorldHolidayTables.baseYear, month: 1, day: 1).dayCount
    let dayCounts = (0..<reader.next()).map { _ in
      count += reader.next()
      return Int32(count)
    }
    return DateList(name: name(head >> 1), isObserved: head & 1 == 1, dayCounts: dayCounts)
  }

  /// The rows of a list's `members` in `year`, by date, a date's rows by rank.
  static func holidays(in members: [Member], year: Int) -> [Row] {
    var rows: [Row] = []
    let start = Int32(CivilDate(uncheckedYear: year, month: 1, day: 1).dayCount)
    let end = Int32(CivilDate(uncheckedYear: year + 1, month: 1, day: 1).dayCount)
    for (rank, member) in members.enumerated() {
      switch member {
      case .series(let series):
        guard series.years.contains(where: { $0.contains(year) }), let day = series.rule.dayCount(in: year)
        else { continue }
        rows.append(Row(dayCount: day, rank: rank, name: series.name, isObserved: series.isObserved))
      case .dates(let dates):
        var low = 0
        var high = dates.dayCounts.count
        while low < high {
          let middle = (low + high) / 2
          if dates.dayCounts[middle] < start { low = middle + 1 } else { high = middle }
        }
        while low < dates.dayCounts.count && dates.dayCounts[low] < end {
          rows.append(
            Row(
              dayCount: Int(dates.dayCounts[low]), rank: rank, name: dates.name, isObserved: dates.isObserved)
          )
          low += 1
        }
      }
    }
    rows.sort { ($0.dayCount, $0.rank) < ($1.dayCount, $1.rank) }
    return rows
  }

  /// Reads the variable-length integers of a literal in place from a digit offset: six-bit digits
  /// (`0` + value), five bits each, low first, bit 5 set on every digit of a number but its last;
  /// line breaks are skipped.
  struct Reader {
    private let bytes: UnsafePointer<UInt8>
    private var at: Int

    init(_ text: StaticString, at digit: Int) {
      bytes = text.utf8Start
      at = digit + digit / WorldHolidayTables.lineWidth
    }

    /// From byte `byte` of `text`, where digits do not begin at line starts (`translations`).
    init(_ text: StaticString, byte: Int) {
      bytes = text.utf8Start
      at = byte
    }

    /// The byte the next number starts at (for `init(_:byte:)`).
    var position: Int { at }

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
