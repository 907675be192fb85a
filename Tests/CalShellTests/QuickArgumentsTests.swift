import ArgumentParser
import TestSupport
import Testing

@testable import CalShell

/// The quick reading of the command line against swift-argument-parser: for every argument list
/// the two give the same options, or the quick one steps aside and the same error (or help) comes out.
struct QuickArgumentsTests {
  /// The property: whenever the quick path reads a line, the full parser reads the same options
  /// (so the quick path, falling back to the full parser, reads every line as the full parser does), over thousands of generated lines drawn from the flag table itself (four seeds
  /// of 1,000 lines, which run side by side).
  @Test(arguments: [0x00ca_15a0, 1, 2, 3] as [UInt64])
  func quickAndFullParsersAgree(seed: UInt64) {
    var random = SplitMix(seed: seed)
    var quick = 0
    var valid = 0
    let count = 1000
    for _ in 0..<count {
      let arguments = ArgumentListMaker.make(&random)
      let full = Options.read(arguments)
      if let options = QuickArguments.options(arguments) {
        #expect(.run(options) == full, "\(arguments)")
        quick += 1
      }
      if case .run = full { valid += 1 }
    }
    // The generator reaches both the fast path and errors often (a silent fallback for
    // everything would pass the property but lose the speed).
    #expect(quick > count / 5)
    #expect(valid - quick < valid / 4)
    #expect(count - valid > count / 5)
  }

  /// The invocations the issue names take the fast path.
  @Test func commonLinesTakeTheFastPath() {
    let lines: [[String]] = [
      [], ["-c", "month 2024-02"], ["script.cal"], ["-"], ["-c", "-3 days"], ["-c", ""],
      ["--today", "2023-02-03", "--color", "never", "-c", "today"],
      [
        "--today=2023-02-03", "--first-weekday=mon", "--holidays=jp,kr", "--locale=ja", "--width=40", "x.cal",
      ],
      [
        "--keep-going", "--first-weekday", "mon", "--holidays", "none", "--locale", "ko_KR", "--width", "80",
        "-",
      ],
    ]
    for line in lines {
      #expect(QuickArguments.options(line) != nil, "\(line)")
      #expect(ParsedCommandLine(line) == Options.read(line), "\(line)")
    }
  }

  /// A look-alike in a flag's value is named as the lexer names it in a statement, by both
  /// readers of the command line (#26 QA r2, item 6).
  @Test func lookAlikesInFlagValuesAreNamed() {
    let cases: [([String], String)] = [
      (["--today", "２０２３-02-03", "-c", "today"], "'２' is U+FF12 FULLWIDTH DIGIT TWO, not '2'"),
      (["--today", "2023‐02‐03", "-c", "today"], "'‐' is U+2010 HYPHEN, not '-'"),
      (["--width", "２０", "-c", "today"], "'２' is U+FF12 FULLWIDTH DIGIT TWO, not '2'"),
      (["--first-weekday", "ｍon", "-c", "today"], "U+FF4D FULLWIDTH LATIN SMALL LETTER M"),
      (["--reform=１７５２", "-c", "today"], "U+FF11 FULLWIDTH DIGIT ONE"),
    ]
    for (line, named) in cases {
      guard case .exit(64, let message) = Options.read(line) else {
        Issue.record("\(line) was read")
        continue
      }
      #expect(message.contains(named), "\(line): \(message)")
      #expect(ParsedCommandLine(line) == Options.read(line), "\(line)")
    }
  }

  /// Every flag the full parser documents has a row in the table, and every row is a real flag:
  /// a new `@Option` without a row (or a row without its `@Option`) fails here.
  @Test func tableCoversEveryDocumentedFlag() {
    let help = Options.helpMessage(columns: 200)
    let documented = Set(
      help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == "[" || $0 == "]" })
        .filter { $0.hasPrefix("-") && $0.count > 1 }
        .map(String.init))
    // `--` ends the flags (the script's arguments follow): the parser's, not a flag.
    let builtIn: Set = ["--help", "-h", "--version", "--"]
    #expect(documented.subtracting(builtIn) == Set(QuickArguments.rules.map(\.name)))
    #expect(QuickArguments.rules.count < 64)  // the fast path marks used flags in a UInt64
  }

  @Test func secondDashCIsStillRefused() {
    #expect(QuickArguments.options(["-c", "1", "-c", "2"]) == nil)
    guard case .exit(let code, let message) = ParsedCommandLine(["-c", "1", "-c", "2"]) else {
      Issue.record("-c twice ran")
      return
    }
    #expect(code == 64)
    #expect(message.hasPrefix("Error: -c is given 2 times"))
  }
}

/// Generates argument lists from the flag table: flags with their example values (as separate
/// arguments and `--flag=value`), files, '-', '--', empty strings, unknown and malformed flags.
enum ArgumentListMaker {
  static let junk: [String] = [
    "--", "-", "", "--help", "-h", "--version", "--frobnicate", "-x", "-ck", "-kc", "---c", "--c", "-c=1",
    "--generate-completion-script", "--generate-completion-script=bash", "-today", "--TODAY", "--tod",
    "--today=", "--color=always=1", "--keep-going=true", "--keep-going=", "-3", "--=x", "--locale=ja\u{301}",
    "--locale=\u{301}ja", "--width=\u{301}5",
    "--width=-1", "---", "-c-", "script.cal", "a b.cal", "ünïcode.cal", "=x", "--holidays=jp,,kr",
    "--experimental-dump-help", "-help",
  ]

  static func make(_ random: inout SplitMix) -> [String] {
    var arguments: [String] = []
    for _ in 0..<random.below(7) {
      switch random.below(10) {
      case 0..<6: arguments += flag(&random)
      case 6, 7:
        // Files, and command words with the words of their statement (`calsh help month`).
        let values = ["x.cal", "-", "", "dir/y.cal", "month 2024-02", "help", "month", "2024-02", "weekday"]
        arguments.append(values[random.below(values.count)])
      default: arguments.append(junk[random.below(junk.count)])
      }
    }
    return arguments
  }

  /// A flag from the table, usually with a value: an example, a value from another flag, or none.
  static func flag(_ random: inout SplitMix) -> [String] {
    let rules = QuickArguments.rules
    let rule = rules[random.below(rules.count)]
    let pool = rule.examples.isEmpty ? ["x"] : rule.examples
    var value = pool[random.below(pool.count)]
    if random.below(8) == 0 {
      let other = rules[random.below(rules.count)]
      value = random.below(2) == 0 ? other.name : (other.examples.first ?? "")
    }
    switch random.below(rule.kind == .flag ? 6 : 4) {
    case 0: return [rule.name + "=" + value]
    case 1 where random.below(4) == 0: return [rule.name]
    default: return rule.kind == .flag ? [rule.name] : [rule.name, value]
    }
  }
}

extension SplitMix {
  fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
