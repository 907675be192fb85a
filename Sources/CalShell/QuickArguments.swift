import ArgumentParser

/// One flag the quick reading of the command line knows: its spelling, whether it takes a value,
/// and where the value goes. Values go through `Options`' own transforms, so both readings accept
/// and refuse the same values. A new flag is one row here (and its `@Option` in `Options`).
struct FlagRule: Sendable {
  enum Kind: Sendable {
    /// No value (`--keep-going`).
    case flag
    /// The next argument unless it starts with '-', or `--name=value`.
    case value
    /// The next argument whatever it is (`-c -3 days`), as swift-argument-parser's
    /// `.unconditionalSingleValue`; never `-c=TEXT`.
    case anyValue
  }

  let name: String
  let kind: Kind
  /// Values the property test tries with this flag, good and bad.
  let examples: [String]
  let apply: @Sendable (inout CommandLineOptions, String) throws -> Void

  init(
    _ name: String, _ kind: Kind, examples: [String],
    apply: @escaping @Sendable (inout CommandLineOptions, String) throws -> Void
  ) {
    self.name = name
    self.kind = kind
    self.examples = examples
    self.apply = apply
  }
}

/// The fast path of start-up: reads the common command lines (`-c TEXT`, `FILE`, `-`, nothing,
/// with the documented flags) without swift-argument-parser, whose reflection costs about two
/// thirds of a one-line run. Anything unusual returns nil and the full parser reads it.
enum QuickArguments {
  static let rules: [FlagRule] = [
    FlagRule(
      "-c", .anyValue,
      examples: [
        "month 2024-02", "-3 days", "--help", "-c", "", "--", "a=b", "-help", "-h", "-version", "-x y",
        "--generate-completion-script", "--generate-completion-script=zsh", "-", "-ck",
      ]
    ) {
      $0.command = $1
    },
    FlagRule(
      "--today", .value,
      examples: [
        "2024-02-29", "2023-02-29", "0001-01-01", "99999-01-01", "x", "", "1700-02-29", "1752-09-05",
      ]
    ) {
      $0.todayText = try Options.date($1)
    },
    FlagRule("--first-weekday", .value, examples: ["mon", "Sun", "thurs", "funday", "", "7"]) {
      $0.firstWeekday = try Options.weekday($1)
    },
    FlagRule("--holidays", .value, examples: ["jp", "jp,kr,us", "none", "JP, us", "xx", "jp,", ""]) {
      $0.holidays = try Options.countries($1)
    },
    FlagRule("--locale", .value, examples: ["en", "ja_JP", "ko-KR", "fr", "ja=JP", ""]) {
      $0.locale = try Options.locale($1)
    },
    FlagRule(
      "--width", .value,
      examples: ["80", "1", "0", "+5", "007", "99999999999999999999", "wide", "", "auto", "AUTO"]
    ) {
      $0.width = try Options.width($1).columns
    },
    FlagRule("--reform", .value, examples: ["gb", "1582", "julian", "proleptic", "GB", "xx", ""]) {
      $0.reform = try Options.reform($1)
    },
    FlagRule("--tz", .value, examples: ["Europe/Berlin", "UTC", "local", "JST-9", ""]) { options, zone in
      options.timeZone = zone
    },
    FlagRule("--color", .value, examples: ["auto", "always", "never", "sometimes", "ALWAYS", ""]) {
      $0.color = try Options.colorMode($1)
    },
    FlagRule("--keep-going", .flag, examples: []) { options, _ in options.keepGoing = true },
  ]

  /// The options of a common command line, or nil when anything is unusual or wrong (`--help`,
  /// `--`, an unknown or repeated flag, a missing or bad value, a value starting with '-').
  static func options(_ arguments: [String]) -> CommandLineOptions? {
    var options = CommandLineOptions()
    var used: UInt64 = 0
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      let bytes = argument.utf8
      guard bytes.count > 1, bytes.first == UInt8(ascii: "-") else {
        // A value: '-', an empty string or a name is the one FILE; after a command word, a word
        // of its statement (`calsh help month`).
        if options.file == nil {
          options.file = argument
        } else {
          options.statementWords.append(argument)
        }
        continue
      }
      // Non-ASCII flags (an '=' joined to a combining mark) are the full parser's to judge.
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var name = argument
      var attached: String?
      if bytes.starts(with: "--".utf8), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
        name = String(argument[..<equals])
        let value = String(argument[bytes.index(after: equals)...])
        // `--today=` takes the next argument in swift-argument-parser.
        guard !value.isEmpty else { return nil }
        attached = value
      }
      guard let number = rules.firstIndex(where: { $0.name == name }), used & (1 << number) == 0 else {
        return nil
      }
      used |= 1 << number
      let rule = rules[number]
      var value = ""
      switch rule.kind {
      case .flag:
        guard attached == nil else { return nil }
      case .value, .anyValue:
        if let attached {
          guard rule.kind == .value else { return nil }
          value = attached
        } else {
          guard index < arguments.count else { return nil }
          value = arguments[index]
          index += 1
          // swift-argument-parser looks for `--generate-completion-script` even in `-c`'s value,
          // and `--` ends the flags: leave any value starting with `--` to it.
          let dash = value.utf8.first == UInt8(ascii: "-")
          let twoDashes = dash && value.utf8.dropFirst().first == UInt8(ascii: "-")
          if twoDashes || (rule.kind == .value && dash) { return nil }
        }
      }
      do { try rule.apply(&options, value) } catch { return nil }
    }
    do { try options.validate() } catch { return nil }
    return options
  }

  private struct NotAValue: Error {}
}
