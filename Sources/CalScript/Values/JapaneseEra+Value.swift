import CalRender
import CalSyntax
import CalendarCore

/// A cell's `era.era` inside `where`: a Japanese era, which equals every spelling `date era`
/// takes (`"Shōwa"`, `"Showa"`, `"showa"`, `"昭和"`, `"S"`) and orders in time (Meiji < Reiwa).
/// Written as its English name, it is a string to the user.
extension JapaneseEra: ScalarValue {
  public var kindName: String { "string" }
  public var plural: String { "strings" }
  public var truth: Bool? { true }

  public func line(reform: Reform) -> String { name }

  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
    switch other {
    case .string(let text): return try JapaneseEra.named(text, at: range) == self
    case .scalar(let value as JapaneseEra): return value == self
    default: return nil
    }
  }

  public func order(against other: Value, at range: SourceRange) throws(ScriptError) -> Int? {
    let theirs: JapaneseEra
    switch other {
    case .string(let text): theirs = try JapaneseEra.named(text, at: range)
    case .scalar(let value as JapaneseEra): theirs = value
    default: return nil
    }
    return order < theirs.order ? -1 : order == theirs.order ? 0 : 1
  }

  /// The era's place in time: Meiji 0 … Reiwa 4.
  private var order: Int { JapaneseEra.allCases.firstIndex(of: self) ?? 0 }

  /// The era a text names, in any spelling `date era` takes (Showa, Shōwa, showa, 昭和, S).
  private static func named(_ text: String, at range: SourceRange) throws(ScriptError) -> JapaneseEra {
    guard let era = JapaneseEra(name: text) else {
      throw ScriptError(
        .evaluation,
        "'\(text)' is no era's name: the eras are "
          + JapaneseEra.allCases.map(\.name).joined(separator: ", ")
          + " (with or without macrons, in any case, in Japanese: "
          + JapaneseEra.allCases.map(\.japaneseName).joined(separator: " ") + ", or the initials "
          + JapaneseEra.allCases.map { $0.initial.uppercased() }.joined(separator: " ") + ")", at: range)
    }
    return era
  }
}
