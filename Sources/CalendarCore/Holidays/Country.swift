/// Whose holidays: calsh's own rules for Japan, Korea and the United States, or a country,
/// subdivision or financial market of `WorldHolidays` in some of its categories.
public enum Country: Hashable, Sendable {
  /// Japan: the National Holidays Act, from 1948-07-20, to 2099 (the equinox formula's span).
  case jp
  /// South Korea, 1990–2050 (the span of the lunisolar table).
  case kr
  /// United States federal holidays, from 1971 (the Uniform Monday Holiday Act).
  case us
  /// An entity of python-holidays' data (`gb`, `de-by`, `xnys`) in some of its categories.
  case world(WorldCountry)

  /// The countries with calsh's own rules.
  public static let builtIn: [Country] = [.jp, .kr, .us]

  /// The code as written: `jp`, `gb`, `de-by`, `xnys`.
  public var code: String {
    switch self {
    case .jp: return "jp"
    case .kr: return "kr"
    case .us: return "us"
    case .world(let world): return world.entity.code
    }
  }

  public var name: String {
    switch self {
    case .jp: return "Japan"
    case .kr: return "South Korea"
    case .us: return "the United States"
    case .world(let world): return world.name
    }
  }

  /// The first day the rules hold, when it is not the first of January (Japan's act: 1948-07-20).
  public var firstDate: CivilDate? {
    self == .jp ? CivilDate(uncheckedYear: 1948, month: 7, day: 20) : nil
  }

  /// The years whose holidays are known.
  public var years: ClosedRange<Int> {
    switch self {
    case .jp: return 1948...2099
    case .kr: return 1990...2050
    case .us: return 1971...9999
    case .world(let world): return world.years
    }
  }

  /// The categories its holidays are taken from: `public` for calsh's own rules.
  public var categories: [String] {
    if case .world(let world) = self { return world.categories }
    return ["public"]
  }

  /// The country as one number, distinct for distinct countries: calsh's own 0, 1, 2; a world
  /// entity's index and categories above them (under 2⁴⁴).
  var number: Int {
    switch self {
    case .jp: return 0
    case .kr: return 1
    case .us: return 2
    case .world(let world): return world.number << 2 | 3
    }
  }

  /// The country with this code or alias (`jp`, `gb`, `uk`, `gb-sct`, `nyse`), in any case, in its
  /// public holidays (a market's: the days it is closed); nil when there is none. Japan, Korea and
  /// the United States are calsh's own rules (`usa` too).
  public init?(code: String) {
    // calsh's own first: the world's data is decoded only when a code needs it.
    let hasCapitals = code.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    switch hasCapitals ? code.lowercased() : code {
    case "jp": self = .jp
    case "kr": self = .kr
    case "us": self = .us
    default:
      guard let index = WorldHolidays.entityIndex(named: code) else { return nil }
      self.init(entity: index)
    }
  }

  /// The entity at `index` of the world's data, in its public holidays; calsh's own rules for
  /// Japan, Korea and the United States.
  private init(entity index: Int) {
    let tables = WorldHolidays.tables
    switch index {
    case tables.builtInIndices.jp: self = .jp
    case tables.builtInIndices.kr: self = .kr
    case tables.builtInIndices.us: self = .us
    default: self = .world(WorldCountry(index: index, mask: tables.publicMasks[index]))
    }
  }
}

/// An entity of `WorldHolidays` and the categories its holidays are taken from: two numbers, so a
/// day cell that holds a `Country` stays trivially copyable.
public struct WorldCountry: Hashable, Sendable {
  private let index: Int32
  /// Bit `i` for the entity's `categories[i]`.
  private let mask: UInt32

  init(index: Int, mask: UInt32) {
    self.index = Int32(index)
    self.mask = mask
  }

  /// `categories` must all be the entity's (`entity.categories`).
  init(index: Int, categories: [String]) {
    self.index = Int32(index)
    let known = WorldHolidays.tables.entities[index].categories
    mask = categories.reduce(0) { $0 | (known.firstIndex(of: $1).map { UInt32(1) << UInt32($0) } ?? 0) }
  }

  /// The same entity's holidays of other categories; nil naming the first it lacks.
  public func taking(categories: [String]) -> Result<WorldCountry, WorldHolidaysError> {
    let known = entity.categories
    if let missing = categories.first(where: { !known.contains($0) }) {
      return .failure(.unknownCategory(code: entity.code, category: missing, known: known))
    }
    return .success(WorldCountry(index: Int(index), categories: categories))
  }

  public var entity: WorldHolidayEntity { WorldHolidays.tables.entities[Int(index)] }

  /// The entity's index and the categories' mask in one number.
  var number: Int { Int(index) << 32 | Int(mask) }

  /// The years its holidays are known for.
  public var years: ClosedRange<Int> { WorldHolidays.tables.spans[Int(index)] }

  /// The categories taken, in the entity's order.
  public var categories: [String] {
    entity.categories.enumerated().filter { mask & (1 << UInt32($0.offset)) != 0 }.map(\.element)
  }

  /// `United Kingdom`; a subdivision by its country and code: `Germany (DE-BY)`.
  public var name: String {
    let entity = entity
    guard entity.kind == .subdivision else { return entity.name }
    let parent = WorldHolidays.entity(named: entity.parentCode)?.name ?? entity.parentCode.uppercased()
    return "\(parent) (\(entity.code.uppercased()))"
  }

  /// Its holidays of `year`, in date order; nil outside its years.
  func holidays(in year: Int) -> [Holiday]? {
    let entity = entity
    guard let found = try? WorldHolidays.holidays(of: entity, categories: categories, in: year) else {
      return nil
    }
    return found.map {
      var holiday = $0.holiday
      holiday.country = .world(self)
      holiday.category = $0.category
      return holiday
    }
  }
}

extension Country {
  /// The holidays `code` names in `categories`: one country, or for `us` in `bank` and other
  /// categories (`category bank, public`) the Federal Reserve's days and the US's in the others.
  public static func resolvingAll(code: String, categories: [String]) -> Result<[Country], HolidayCodeError> {
    let wanted = categories.map { $0.lowercased() }
    if wanted.count > 1, wanted.contains("bank"), Country(code: code) == .us {
      let others = wanted.filter { $0 != "bank" }
      return resolving(code: code, categories: ["bank"]).flatMap { bank in
        resolving(code: code, categories: others).map { [bank, $0] }
      }
    }
    return resolving(code: code, categories: categories).map { [$0] }
  }

  /// The country `code` in `categories` (none: its public holidays). `us` in `bank` is the
  /// Federal Reserve's days, the market `xfed` (python-holidays' US has no bank category); calsh's
  /// own rules serve Japan, Korea and the US in `public` alone, the package's data any other mix.
  public static func resolving(code: String, categories: [String]) -> Result<Country, HolidayCodeError> {
    guard let country = Country(code: code) else { return .failure(.unknownCode(code)) }
    let wanted = categories.map { $0.lowercased() }
    guard !wanted.isEmpty, wanted != ["public"] else { return .success(country) }
    var world: WorldCountry
    switch country {
    case .world(let found): world = found
    case .us where wanted == ["bank"]:
      guard let fed = Country(code: "xfed"), case .world(let found) = fed else {
        return .failure(.unknownCode(code))
      }
      return .success(.world(found))
    default:
      guard let index = WorldHolidays.entityIndex(named: country.code) else {
        return .failure(.unknownCode(code))
      }
      world = WorldCountry(index: index, categories: ["public"])
    }
    switch world.taking(categories: wanted) {
    case .success(let taken): return .success(.world(taken))
    case .failure(.unknownCategory(let code, let category, let known)):
      // The US's `bank` is calsh's (the Federal Reserve's): named among its categories.
      let all = country == .us ? (known + ["bank"]).sorted() : known
      return .failure(.unknownCategory(code: code, category: category, known: all))
    case .failure: return .failure(.unknownCode(code))
    }
  }
}

/// Why a country code or category names no holidays calsh knows.
public enum HolidayCodeError: Error, Equatable, Sendable {
  case unknownCode(String)
  case unknownCategory(code: String, category: String, known: [String])
}
