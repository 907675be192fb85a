import CalSyntax
import TestSupport
import Testing

@testable import CalScript

/// `contains`, `startswith`, `endswith` and `matches` (issue 30): each against a plain model of
/// the same test, parsed from the words, and their errors in place.
struct TextTestTests {
  let at = SourceRange(offset: 0, length: 1)

  func holds(_ op: ComparisonOperator, _ text: String, _ part: String) throws -> Bool {
    try TextTest.holds(op, .string(text), .string(part), at: at, patternAt: at, patterns: TextPatterns())
  }

  /// Over seeded ASCII texts, each test agrees with the byte-wise model (case folded by hand).
  @Test func theTestsAgreeWithAModelOverASCII() throws {
    var random = SplitMix(seed: 30)
    let letters = Array("abAB c.")
    func text(_ count: Int) -> String {
      String((0..<count).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] })
    }
    func folded(_ s: String) -> [UInt8] { s.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 } }
    func has(_ a: [UInt8], _ b: [UInt8]) -> Bool {
      b.isEmpty
        || (0...max(0, a.count - b.count)).contains { a.count >= b.count && Array(a[$0..<$0 + b.count]) == b }
    }
    for _ in 0..<3000 {
      let haystack = text(Int.random(in: 0...8, using: &random))
      let needle = text(Int.random(in: 0...3, using: &random))
      let (a, b) = (Array(haystack.utf8), Array(needle.utf8))
      #expect(try holds(.contains, haystack, needle) == has(a, b))
      #expect(try holds(.startsWith, haystack, needle) == a.starts(with: b))
      #expect(try holds(.endsWith, haystack, needle) == a.reversed().starts(with: b.reversed()))
      let (fa, fb) = (folded(haystack), folded(needle))
      #expect(try holds(.containsIgnoringCase, haystack, needle) == has(fa, fb))
      #expect(try holds(.startsWithIgnoringCase, haystack, needle) == fa.starts(with: fb))
      #expect(try holds(.endsWithIgnoringCase, haystack, needle) == fa.reversed().starts(with: fb.reversed()))
      // A pattern of letters alone (the dot escaped) finds what contains finds.
      let pattern = needle.replacingOccurrences(".", "\\.")
      #expect(try holds(.matches, haystack, pattern) == has(a, b), "\(haystack) \(pattern)")
      #expect(try holds(.matchesIgnoringCase, haystack, pattern) == has(fa, fb))
    }
  }

  @Test func wordsParseToTheirTests() {
    let lines: [(String, String)] = [
      ("\"REWE Markt\" contains \"Markt\"", "true"),
      ("\"REWE Markt\" startswith \"rewe\"", "false"),
      ("\"REWE Markt\" startswith \"rewe\" ignoring case", "true"),
      ("\"REWE Markt\" endswith \"MARKT\" ignoring case", "true"),
      ("\"REWE Markt\" matches \"^R.*t$\"", "true"),
      ("\"REWE Markt\" matches \"^r.*T$\" ignoring case", "true"),
      ("not \"REWE Markt\" matches \"[0-9]\"", "true"),
      ("\"REWE Markt\" contains \"X\" or \"REWE\" contains \"W\"", "true"),
    ]
    for (line, expected) in lines {
      let result = evaluate(line)
      #expect(result.errors.isEmpty, "\(line): \(result.errors.map(\.message))")
      #expect(result.output == expected + "\n", "\(line)")
    }
  }

  /// A bad pattern is an error with its caret under the pattern, never a trap; so are a test of
  /// a number and a number to look for.
  @Test func mistakesAreErrorsInPlace() {
    for (line, start, message) in [
      ("\"x\" matches \"a(b\"", 12, "\"a(b\" is not a regular expression: expected ')'"),
      ("\"x\" matches \"(a*)*b\"", 12, "\"(a*)*b\" is refused as a regular expression"),
      ("\"x\" matches \"\\\\\"", 12, "is not a regular expression"),
      ("3 contains \"3\"", 0, "contains tests a text"),
      ("\"x\" endswith 3", 13, "endswith needs a text after it"),
      ("\"x\" contains \"x\" ignoring it", 17, "write 'ignoring case' after the text"),
    ] {
      let errors = evaluate(line).errors
      #expect(errors.count == 1, "\(line)")
      #expect(errors.first?.message.contains(message) == true, "\(line): \(errors.map(\.message))")
      #expect(errors.first?.range.offset == start, "\(line)")
    }
  }

  /// Patterns whose backtracking can take exponential time are refused; the others are not.
  @Test func nestedRepetitionIsRefused() {
    for pattern in ["(a+)+", "(a*)*b", "(\\w+\\s?)*$", "((ab)+c)*", "(a{2,})+", "((a+))+"] {
      #expect(RegexSafety.problem(in: pattern) != nil, "\(pattern)")
    }
    for pattern in ["(ab)+", "a+b*", "(a+)?", "[(a+)]+", "\\(a+\\)+", "(a|b)*c", "(a{2})+", "x{1,3}"] {
      #expect(RegexSafety.problem(in: pattern) == nil, "\(pattern)")
    }
  }

  /// The regular expression is compiled at the first `matches` tested, once a session.
  @Test func aPatternIsCompiledOnce() throws {
    let patterns = TextPatterns()
    let a = try patterns.regex("^a.c", ignoringCase: false, at: at)
    _ = try patterns.regex("^a.c", ignoringCase: true, at: at)
    #expect(try "abc".contains(a))
    #expect(patterns.count == 2)
    _ = try patterns.regex("^a.c", ignoringCase: false, at: at)
    #expect(patterns.count == 2)
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
