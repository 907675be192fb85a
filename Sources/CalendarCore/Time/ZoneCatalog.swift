/// The time zones of one source by name, each read once and kept by the catalog (a value: the
/// session holds it; nothing is global). Names are matched exactly, then ignoring case; an
/// unknown name gets suggestions.
public struct ZoneCatalog: Sendable {
  public let source: any ZoneSource
  private var zones: [String: ZoneRules] = [:]
  /// Lower-cased name → the database's spelling, built at the first name not found as spelt.
  private var spellings: [String: String]?

  public init(source: any ZoneSource) {
    self.source = source
  }

  public var release: String? { source.release }

  /// The zone or link called `name` (any case), read and parsed the first time it is asked for.
  public mutating func zone(named name: String) -> Result<ZoneRules, ZoneLookupError> {
    if let zone = zones[name] { return .success(zone) }
    var spelling = name
    var bytes = ZoneCatalog.isPlausible(name) ? source.tzifBytes(named: name) : nil
    if bytes == nil {
      guard let known = spelled(name) else {
        return .failure(.unknown(name, suggestions: suggestions(for: name)))
      }
      if let zone = zones[known] {
        zones[name] = zone
        return .success(zone)
      }
      spelling = known
      bytes = source.tzifBytes(named: known)
    }
    guard let bytes else { return .failure(.unknown(name, suggestions: suggestions(for: name))) }
    do {
      let zone = try ZoneRules(name: spelling, bytes: bytes)
      zones[name] = zone
      zones[spelling] = zone
      return .success(zone)
    } catch {
      return .failure(.unreadable(spelling, error))
    }
  }

  /// Every zone and link of the source, by name.
  public func names() -> [ZoneName] { source.zoneNames().sorted() }

  /// The database's spelling of `name` ignoring case, if it has one.
  private mutating func spelled(_ name: String) -> String? {
    if spellings == nil {
      var table: [String: String] = [:]
      for entry in source.zoneNames() { table[entry.name.lowercased()] = entry.name }
      spellings = table
    }
    return spellings?[name.lowercased()]
  }

  /// Up to three names like `name`: those whose last part is `name` (`Berlin`, `new york`), else
  /// the nearest by edit distance, whole or by last part.
  public func suggestions(for name: String) -> [String] {
    let wanted = name.lowercased().replacing(" ", with: "_")
    let all = source.zoneNames().map(\.name)
    let byCity = all.filter { $0.lowercased().split(separator: "/").last.map(String.init) == wanted }
    if !byCity.isEmpty { return Array(byCity.sorted().prefix(3)) }
    let limit = max(2, wanted.count / 4)
    var ranked: [(distance: Int, name: String)] = []
    let wantedBytes = Array(wanted.utf8)
    for candidate in all {
      let lower = candidate.lowercased()
      let last = lower.split(separator: "/").last.map(String.init) ?? lower
      let distance = min(
        editDistance(wantedBytes, Array(lower.utf8)),
        wanted.contains("/") ? Int.max : editDistance(wantedBytes, Array(last.utf8)))
      if distance <= limit { ranked.append((distance, candidate)) }
    }
    ranked.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
    return ranked.prefix(3).map(\.name)
  }

  /// A name that could be a file under a zoneinfo folder: relative, no `.`/`..` parts, no NUL,
  /// letters, digits and `/_-+` only. Anything else is looked up only by spelling.
  static func isPlausible(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 255
      && name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
        !part.isEmpty && part != "." && part != ".."
          && part.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == 0x5F || b == 0x2D
              || b == 0x2B || b == 0x2E
          }
      }
  }
}

/// Why a zone name gives no zone.
public enum ZoneLookupError: Error, Equatable, Sendable {
  /// No such zone or link; the nearest names, best first.
  case unknown(String, suggestions: [String])
  /// The zone's file is damaged.
  case unreadable(String, TZifError)

  public var message: String {
    switch self {
    case .unknown(let name, let suggestions):
      let known = "unknown time zone '\(name)'"
      switch suggestions.count {
      case 0: return known
      case 1: return "\(known); did you mean '\(suggestions[0])'?"
      default:
        return "\(known); did you mean " + suggestions.dropLast().map { "'\($0)'" }.joined(separator: ", ")
          + " or '\(suggestions.last!)'?"
      }
    case .unreadable(let name, let error): return "the time zone '\(name)' cannot be read: \(error.message)"
    }
  }
}
