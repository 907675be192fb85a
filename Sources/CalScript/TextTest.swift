import CalRender
import CalSyntax
import CalendarCore

/// `contains`, `startswith`, `endswith` and `matches`, with or without `ignoring case`: whether a
/// text field holds a text or a regular expression. Texts compare as Swift's `String` does
/// (by characters, canonically equivalent forms equal); `ignoring case` compares both sides
/// lowercased by Unicode's mapping, as Python's `str.lower`.
enum TextTest {
  /// Whether `left` (a text, or a holiday's English or local name) passes the test `op` with
  /// `right` (a text); a regular expression is compiled once per session, in `patterns`.
  /// `patternRange` is where the text after the word was written, for a bad pattern's caret.
  static func holds(
    _ op: ComparisonOperator, _ left: Value, _ right: Value, at range: SourceRange,
    patternAt patternRange: SourceRange, patterns: TextPatterns?
  ) throws(ScriptError) -> Bool {
    guard case .string(let part) = right else {
      throw ScriptError(
        .evaluation,
        "\(op.word) needs a text after it, in double quotes, as in \(example(op)); not \(right.described)",
        at: patternRange)
    }
    switch left {
    case .string(let text): return try test(op, text, part, patternAt: patternRange, patterns: patterns)
    case .scalar(let explanation as ExplanationSteps):  // `explain`'s value: its text
      return try test(op, explanation.text, part, patternAt: patternRange, patterns: patterns)
    case .holidayName(let name):
      if try test(op, name.english, part, patternAt: patternRange, patterns: patterns) { return true }
      guard name.localName != name.english else { return false }
      return try test(op, name.localName, part, patternAt: patternRange, patterns: patterns)
    case .nothing: return false
    case .weekday:
      throw ScriptError(
        .evaluation,
        "\(op.word) tests a text; a weekday is compared with == or in, as in weekday == fri or weekday in (sat, sun)",
        at: range)
    default:
      throw ScriptError(
        .evaluation,
        "\(op.word) tests a text, as in \(example(op)); not \(left.described)", at: range)
    }
  }

  static func test(
    _ op: ComparisonOperator, _ text: String, _ part: String, patternAt patternRange: SourceRange,
    patterns: TextPatterns?
  ) throws(ScriptError) -> Bool {
    switch op {
    case .contains: return text.contains(part)
    case .startsWith: return text.hasPrefix(part)
    case .endsWith: return text.hasSuffix(part)
    case .containsIgnoringCase: return text.lowercased().contains(part.lowercased())
    case .startsWithIgnoringCase: return text.lowercased().hasPrefix(part.lowercased())
    case .endsWithIgnoringCase: return text.lowercased().hasSuffix(part.lowercased())
    case .matches, .matchesIgnoringCase:
      let patterns = patterns ?? TextPatterns()
      let regex = try patterns.regex(part, ignoringCase: op.ignoresCase, at: patternRange)
      return text.contains(regex)
    case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return false
    }
  }

  private static func example(_ op: ComparisonOperator) -> String {
    switch op.word {
    case "matches": return "`Description` matches \"^REWE [0-9]+\""
    case "startswith": return "`Description` startswith \"REWE\""
    case "endswith": return "`Description` endswith \"GmbH\""
    default: return "`Description` contains \"REWE\""
    }
  }
}

/// The regular expressions a session has compiled, by their text: each `matches` pattern is
/// compiled the first time it is tested (never at start-up), then reused for every row.
final class TextPatterns {
  private var compiled: [String: Regex<AnyRegexOutput>] = [:]
  private var compiledIgnoringCase: [String: Regex<AnyRegexOutput>] = [:]

  /// How many patterns are kept (one per text and case option).
  var count: Int { compiled.count + compiledIgnoringCase.count }

  /// The pattern compiled, or an error in words at `range` (the pattern as written).
  func regex(_ pattern: String, ignoringCase: Bool, at range: SourceRange) throws(ScriptError) -> Regex<
    AnyRegexOutput
  > {
    if let regex = ignoringCase ? compiledIgnoringCase[pattern] : compiled[pattern] { return regex }
    if let problem = RegexSafety.problem(in: pattern) {
      throw ScriptError(
        .evaluation, "\"\(pattern)\" is refused as a regular expression: \(problem)", at: range)
    }
    let regex: Regex<AnyRegexOutput>
    do {
      regex = try Regex(pattern)
    } catch {
      throw ScriptError(
        .evaluation,
        "\"\(pattern)\" is not a regular expression: \(String(describing: error)); "
          + "a character that means itself there is written with a backslash, as in \\( or \\.",
        at: range)
    }
    if ignoringCase {
      let caseless = regex.ignoresCase()
      compiledIgnoringCase[pattern] = caseless
      return caseless
    }
    compiled[pattern] = regex
    return regex
  }
}

/// Patterns whose matching can take time exponential in the text (Swift's `Regex` backtracks and
/// cannot be interrupted): a group repeated without bound that itself repeats without bound,
/// `(a+)+`, `(a*)*b`, `(\w+\s?)*$`.
enum RegexSafety {
  static func problem(in pattern: String) -> String? {
    let bytes = Array(pattern.utf8)
    // For each open group: whether something in it repeats without bound.
    var groups: [Bool] = []
    var index = 0
    var lastGroupRepeats = false
    var afterGroup = false
    func unbounded(at i: Int) -> Bool {
      guard i < bytes.count else { return false }
      switch bytes[i] {
      case UInt8(ascii: "*"), UInt8(ascii: "+"): return true
      case UInt8(ascii: "{"):
        // `{n,}` or `{n,m}` with m > 1 repeats a group a varying number of times; `{n}` does not.
        var j = i + 1
        while j < bytes.count, bytes[j] != UInt8(ascii: "}") { j += 1 }
        guard j < bytes.count else { return false }
        let inside = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
        guard let comma = inside.firstIndex(of: ",") else { return false }
        let upper = inside[inside.index(after: comma)...]
        return upper.isEmpty || (Int(upper) ?? 2) > 1
      default: return false
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\\"):
        index += 2
        afterGroup = false
        continue
      case UInt8(ascii: "["):
        // A class is one character: skip to its closing bracket.
        var j = index + 1
        if j < bytes.count, bytes[j] == UInt8(ascii: "^") { j += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: "]") { j += 1 }
        while j < bytes.count, bytes[j] != UInt8(ascii: "]") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
        index = j + 1
        afterGroup = false
        continue
      case UInt8(ascii: "("):
        groups.append(false)
        afterGroup = false
      case UInt8(ascii: ")"):
        lastGroupRepeats = groups.popLast() ?? false
        if lastGroupRepeats, !groups.isEmpty { groups[groups.count - 1] = true }
        afterGroup = true
        index += 1
        continue
      default:
        if unbounded(at: index) {
          if afterGroup, lastGroupRepeats {
            return "a group that repeats and holds a repetition (as in (a+)+) can take time "
              + "exponential in the text; repeat the inner part only, as in a+"
          }
          if !groups.isEmpty { groups[groups.count - 1] = true }
        }
        afterGroup = false
      }
      index += 1
    }
    return nil
  }
}
