import CalSyntax
import CalendarCore

/// Country, subdivision and market codes as commands read them (`gb`, `gb-sct` and `at-1`, which
/// the parser reads as subtractions, `"fr-zone a"` as a string, `category bank` after them), and
/// the messages for a code or category calsh does not know.
public enum HolidayCodes {
  /// The code an argument spells: a name, a string, or a name, a dash and a name or number written
  /// without spaces (`gb-sct`, `ad-02`); nil for anything else.
  static func code(in expr: Expr) -> String? {
    switch expr {
    case .name(let word, _): return word
    case .string(let text, _): return text
    case .binary(.minus, .name(let country, let left), let part, _) where part.range.offset == left.end + 1:
      switch part {
      case .name(let sub, _): return "\(country)-\(sub)"
      case .integer(let n, let range) where n >= 0:
        // `ad-02`: the number as written, its leading zeros included.
        let digits = String(n)
        return "\(country)-" + String(repeating: "0", count: max(0, range.length - digits.count)) + digits
      default: return nil
      }
    default: return nil
    }
  }

  /// The country an argument names, or nil when it spells no code calsh knows.
  static func country(in expr: Expr) -> Country? {
    code(in: expr).flatMap { Country(code: $0) }
  }

  /// The countries of `codes` in `categories` (none: each one's public holidays), or the message
  /// for the first code or category calsh does not know, with the index of that code.
  static func countries(_ codes: [String], categories: [String]) -> Result<[Country], Problem> {
    var found: [Country] = []
    for (index, code) in codes.enumerated() {
      switch Country.resolvingAll(code: code, categories: categories) {
      case .success(let countries):
        for country in countries where !found.contains(country) { found.append(country) }
      case .failure(let problem): return .failure(Problem(message: message(for: problem), index: index))
      }
    }
    return .success(found)
  }

  /// A code or category calsh does not know: the message, and the index of the code.
  struct Problem: Error {
    let message: String
    let index: Int
  }

  static func message(for problem: HolidayCodeError) -> String {
    switch problem {
    case .unknownCode(let code): return unknownCountry(code)
    case .unknownCategory(let code, let category, let known):
      return "\(code) has no holidays of category '\(category)'; its categories: "
        + known.joined(separator: ", ") + didYouMean(category, among: known)
        + " ('holidays list \(code)' shows them)"
    }
  }

  /// "unknown country, subdivision or market 'xx'; did you mean 'gb'? ('holidays list' shows every code)"
  public static func unknownCountry(_ word: String) -> String {
    "unknown country, subdivision or market '\(word)'" + hint(for: word.lowercased())
      + " ('holidays list' shows every code)"
  }

  /// A did-you-mean for a code: among a country's subdivisions for `gb-sxt` (or the list of them);
  /// for a longer code among those that begin alike first. Two letters are too short to guess from.
  private static func hint(for code: String) -> String {
    let all = ["jp", "kr", "us"] + WorldHolidays.codes
    if let dash = code.firstIndex(of: "-") {
      let prefix = code[...dash]
      let subdivisions = all.filter { $0.hasPrefix(prefix) }.sorted()
      guard !subdivisions.isEmpty else { return "" }
      if let close = suggestion(for: code, among: subdivisions) { return "; did you mean '\(close)'?" }
      let shown = subdivisions.prefix(12).joined(separator: ", ")
      return "; \(code[..<dash])'s subdivisions are \(shown)" + (subdivisions.count > 12 ? " …" : "")
    }
    guard code.count >= 3 else { return "" }
    let alike = all.filter { $0.first == code.first }.sorted()
    return (suggestion(for: code, among: alike) ?? suggestion(for: code, among: all.sorted()))
      .map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The codes Tab offers, in order: every country's, subdivision's and market's, and the markets'
  /// common names (`nyse`, `lse`); not the three-letter aliases (`gbr`). A code with a space is
  /// typed as a string.
  static var completions: [String] {
    Array(Set(["jp", "kr", "us"] + WorldHolidays.completionCodes.filter { !$0.contains(" ") })).sorted()
  }

  /// The categories written after `category` (`category bank`, `category public, half_day`),
  /// with the index of the word `category`; nil when there is no such word.
  /// The countries `codes` name in the categories `chosen` (`category …` in the call, if any), or
  /// the call's error: at the categories when they are the trouble, else at the code.
  static func countries(_ codes: [String], chosen: (categories: [String], at: Int)?, in call: Invocation)
    throws
    -> [Country]
  {
    switch countries(codes, categories: chosen?.categories ?? []) {
    case .success(let found): return found
    case .failure(let problem):
      throw call.error(
        problem.message, at: chosen.map { call.range(at: $0.at + 1) } ?? call.range(at: problem.index))
    }
  }

  static func categories(in call: Invocation, from start: Int = 0) throws -> (categories: [String], at: Int)?
  {
    guard
      let at = (start..<call.arguments.count).first(where: { call.word(at: $0)?.lowercased() == "category" })
    else { return nil }
    var names: [String] = []
    for index in (at + 1)..<call.arguments.count {
      guard let name = try call.name(at: index) else {
        throw call.error(
          "category takes category names: category bank, category public, half_day", at: call.range(at: index)
        )
      }
      names.append(name.lowercased())
    }
    guard !names.isEmpty else {
      throw call.error("category takes a category name: category bank", at: call.range(at: at))
    }
    return (names, at)
  }
}
