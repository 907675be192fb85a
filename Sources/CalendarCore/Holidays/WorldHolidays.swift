import Synchronization

/// Every country's, subdivision's and financial market's holidays as python-holidays gives them
/// (`sourceVersion`), every year it defines through 2100: dates, English and local names,
/// categories, observed days. The data is compiled in (WorldHolidayData.swift) and read in place:
/// nothing at start-up, the entities at the first world code, a list when it is asked for.
public enum WorldHolidays {
  /// Every country, subdivision and market: countries in code order, each followed by its
  /// subdivisions, then the markets.
  public static var entities: [WorldHolidayEntity] { tables.entities }

  /// The countries, in code order.
  public static var countries: [WorldHolidayEntity] { tables.entities.filter { $0.kind == .country } }

  /// The financial markets (`xnys`, `xlon`, …), in code order.
  public static var markets: [WorldHolidayEntity] { tables.entities.filter { $0.kind == .market } }

  /// The subdivisions of a country or market (`gb-eng`, `gb-nir`, …), in the package's order.
  public static func subdivisions(of parent: WorldHolidayEntity) -> [WorldHolidayEntity] {
    tables.entities.filter { $0.kind == .subdivision && $0.parentCode == parent.code }
  }

  /// The country, subdivision or market with this code or alias (`gb`, `uk`, `gb-sct`, `nyse`),
  /// in any case; nil when there is none.
  public static func entity(named name: String) -> WorldHolidayEntity? {
    entityIndex(named: name).map { tables.entities[$0] }
  }

  /// The position of the entity with this code or alias in the tables; nil when there is none.
  static func entityIndex(named name: String) -> Int? {
    // Codes are mostly written in lower case already: no new string for them.
    let lower =
      name.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ? name.lowercased() : name
    if let index = tables.entityIndex[lower] { return index }
    // `ind-dh`: a country's alias before a subdivision's code, as `ind` stands for `in`.
    guard let dash = lower.firstIndex(of: "-"), let country = tables.entityIndex[String(lower[..<dash])]
    else { return nil }
    let code = tables.entities[country].code
    guard code != lower[..<dash] else { return nil }
    return tables.entityIndex[code + lower[dash...]]
  }

  /// Every entity's code, and the markets' aliases (`nyse`), in table order: what Tab offers.
  public static var completionCodes: [String] {
    tables.entities.flatMap { $0.kind == .market ? [$0.code] + $0.aliases : [$0.code] }
  }

  /// Every code and alias, in no particular order: what a misspelt code is compared with.
  public static var codes: [String] { Array(tables.entityIndex.keys) }

  /// The holidays of `entity` in `year` in the given categories, in date order (a date's names in
  /// the package's order, categories in the order given).
  public static func holidays(
    of entity: WorldHolidayEntity, categories: [String] = ["public"], in year: Int
  ) throws(WorldHolidaysError) -> [WorldHoliday] {
    guard entity.years.contains(year) else {
      throw .yearOutOfRange(code: entity.code, year: year, entity.years)
    }
    var found: [WorldHoliday] = []
    for category in categories {
      guard let list = entity.lists.first(where: { $0.category == category })?.list else {
        throw .unknownCategory(code: entity.code, category: category, known: entity.categories)
      }
      found += WorldHolidayTables.holidays(in: members(ofList: list), year: year).map {
        WorldHoliday(
          date: CivilDate(uncheckedDayCount: $0.dayCount), name: $0.name, category: category,
          isObserved: $0.isObserved)
      }
    }
    if categories.count > 1 { found.sortByDate() }
    return found
  }

  /// The entities, decoded at first use; lists are read when asked for (`members(ofList:)`).
  static let tables = WorldHolidayTables()

  /// The members of a category's list, decoded the first time it is asked for, its names made
  /// once (a `HolidayName` is never freed: one per pair).
  static func members(ofList list: Int) -> [WorldHolidayTables.Member] {
    let tables = tables
    return decoded.withLock { memo in
      if let found = memo.lists[list] { return found }
      let found = tables.members(ofList: list) { pair in
        memo.names.value(at: pair) { tables.name(ofPair: pair) }
      }
      memo.lists[list] = found
      return found
    }
  }

  private static let decoded = Mutex(DecodedLists())
}

/// The lists decoded so far, and the names made for them, by index.
struct DecodedLists: Sendable {
  var lists: [Int: [WorldHolidayTables.Member]] = [:]
  var names: [Int: HolidayName] = [:]
}

/// A country, one of its subdivisions, or a financial market.
public struct WorldHolidayEntity: Hashable, Sendable {
  public enum Kind: Sendable { case country, subdivision, market }

  /// `gb`, `gb-sct`, `xnys`: lower case; a subdivision's is its country's code, a dash and the
  /// package's subdivision code.
  public let code: String
  public let kind: Kind
  /// Other codes it answers to (`gbr`, `uk`; `nyse`).
  public let aliases: [String]
  /// The years the package defines, through 2100.
  public let years: ClosedRange<Int>
  /// Its name's and default language's strings, and where the rest of its record (languages,
  /// lists) begins: read when asked, so the first world code of a run decodes only codes.
  let nameString: Int
  let languageString: Int
  let tail: Int

  /// The package's name for a country or market (`United Kingdom`); empty for a subdivision.
  public var name: String { WorldHolidayTables.string(at: nameString) }
  /// The package's default language for its names (`de`, `en_GB`); nil when it has none.
  public var language: String? {
    let text = WorldHolidayTables.string(at: languageString)
    return text.isEmpty ? nil : text
  }
  /// The other languages the package names its holidays in (`fr`, `th`, `uk`), English variants
  /// left out: a session under one of these locales sees its names in it.
  public var languages: [String] { WorldHolidayTables.tail(at: tail).languages }
  var lists: [(category: String, list: Int)] { WorldHolidayTables.tail(at: tail).lists }

  /// The categories its holidays come in (`public`, `bank`, `half_day`, …), in code order.
  public var categories: [String] { lists.map(\.category) }

  /// The country or market of a subdivision; the code itself otherwise.
  public var parentCode: String { String(code.prefix { $0 != "-" }) }

  public static func == (a: WorldHolidayEntity, b: WorldHolidayEntity) -> Bool { a.code == b.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// One holiday of `WorldHolidays`: its date, names, category, and whether it is a day off in
/// place of another (an observed or substitute day, or a holiday moved off its date).
public struct WorldHoliday: Hashable, Sendable {
  public let date: CivilDate
  public let name: HolidayName
  public let category: String
  public let isObserved: Bool

  /// As a `Holiday` of a calendar view: observed days are `.observed`, the reason names the source.
  public var holiday: Holiday {
    Holiday(
      date: date, name: name, kind: isObserved ? .observed : .regular,
      reason: "python-holidays \(WorldHolidays.sourceVersion), category \(category)")
  }
}

/// Why `WorldHolidays` has no answer. Positions are added by whoever holds the source.
public enum WorldHolidaysError: Error, Equatable, Sendable {
  case yearOutOfRange(code: String, year: Int, ClosedRange<Int>)
  case unknownCategory(code: String, category: String, known: [String])

  public var message: String {
    switch self {
    case .yearOutOfRange(let code, let year, let span):
      return
        "the holidays of \(code) are known for \(span.lowerBound)…\(span.upperBound); \(year) is outside that span"
    case .unknownCategory(let code, let category, let known):
      return
        "\(code) has no holidays of category '\(category)'; its categories: \(known.joined(separator: ", "))"
    }
  }
}

extension [WorldHoliday] {
  /// Sorted by date, keeping the order of one date's holidays.
  fileprivate mutating func sortByDate() {
    self = enumerated().sorted {
      ($0.element.date.dayCount, $0.offset) < ($1.element.date.dayCount, $1.offset)
    }
    .map(\.element)
  }
}
