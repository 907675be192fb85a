/// A locale name as people write it, taken apart: BCP 47 (`ko`, `de-DE`, `zh-Hant-TW`,
/// `en-US-u-ca-buddhist`, `ca-ES-valencia`) or POSIX as the environment writes it
/// (`ko_KR.UTF-8`, `sr_RS@latin`, `en_US_POSIX`), with `-` or `_` between parts.
/// Extensions and codesets are read and dropped: they choose nothing calsh shows.
public struct LocaleName: Sendable, Equatable {
  /// The language, lowercased: `ko`.
  public var language: String
  /// The script, capitalised (`Hant`), if given.
  public var script: String?
  /// The region, uppercased (`KR`, `419`), if given.
  public var region: String?
  /// Variants, uppercased (`POSIX`, `VALENCIA`, `TARASK`); a POSIX modifier that is not a
  /// script (`@valencia`, `@euro`) is one too, tried and dropped if CLDR lacks it.
  public var variants: [String] = []
  /// The script a POSIX modifier names (`@latin`: `Latn`, `@cyrillic`: `Cyrl`, `@devanagari`:
  /// `Deva`), as glibc's `sr_RS@latin` and `uz_UZ@cyrillic` write it.
  public var modifierScript: String?

  /// The longest name read: BCP 47 names with extensions stay well within it.
  public static let maximumLength = 100

  /// Nil unless the text is LANGUAGE[-Script][-REGION][-VARIANT…][-EXTENSION…][.codeset][@modifier]:
  /// 2–3 letters; 4 letters; 2 letters or 3 digits; 5–8 letters or digits, or 4 starting with a
  /// digit; a single letter or digit followed by parts of 2–8 (`u-ca-buddhist`), or `x-` and
  /// parts of 1–8 (private use).
  public init?(_ text: String) {
    guard text.utf8.count <= LocaleName.maximumLength else { return nil }
    var rest = Substring(text)
    if let at = rest.firstIndex(of: "@") {
      let modifier = rest[rest.index(after: at)...].lowercased()
      if let script = LocaleName.modifierScripts[modifier] {
        modifierScript = script
      } else if (1...8).contains(modifier.count), modifier.allSatisfy(\.isASCIILetterOrDigit) {
        variants.append(modifier.uppercased())
      }
      rest = rest[..<at]
    }
    if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
    var parts = rest.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" })[...]
    guard let first = parts.popFirst(), (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter)
    else {
      return nil
    }
    language = LocaleName.currentCode(of: first.lowercased())
    if let next = parts.first, next.count == 4, next.allSatisfy(\.isASCIILetter) {
      script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
      parts.removeFirst()
    }
    if let next = parts.first,
      (next.count == 2 && next.allSatisfy(\.isASCIILetter))
        || (next.count == 3 && next.allSatisfy(\.isASCIIDigit))
    {
      region = next.uppercased()
      parts.removeFirst()
    }
    var found: [String] = []
    while let next = parts.first, LocaleName.isVariant(next) {
      found.append(next.uppercased())
      parts.removeFirst()
    }
    variants = found + variants
    guard LocaleName.areExtensions(parts) else { return nil }
  }

  private static func isVariant(_ part: Substring) -> Bool {
    guard part.allSatisfy(\.isASCIILetterOrDigit) else { return false }
    return (5...8).contains(part.count) || (part.count == 4 && part.first!.isASCIIDigit)
  }

  /// Whether the parts are BCP 47 extensions: `u-ca-buddhist`, `t-ja`, `x-private`.
  private static func areExtensions(_ parts: ArraySlice<Substring>) -> Bool {
    var parts = parts
    while let singleton = parts.popFirst() {
      guard singleton.count == 1, singleton.allSatisfy(\.isASCIILetterOrDigit) else { return false }
      let privateUse = singleton.lowercased() == "x"
      var count = 0
      while let next = parts.first, next.count > 1 || privateUse,
        next.count <= 8, next.allSatisfy(\.isASCIILetterOrDigit)
      {
        parts.removeFirst()
        count += 1
      }
      guard count > 0 else { return false }
    }
    return true
  }

  /// `C`, `POSIX` and the empty name (the environment's way of saying no locale) and every
  /// English name: the labels built in, so such a run never reads the table.
  public static func isEnglish(_ text: String) -> Bool {
    // Bytes first: every run reads the environment's name (`C.UTF-8`, `en_US.UTF-8`), and
    // taking it apart as Characters costs more than the rest of reading the settings.
    let bytes = Array(text.utf8.prefix(while: { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }))
    if bytes.isEmpty || bytes == [UInt8(ascii: "C")] || bytes == Array("POSIX".utf8) { return true }
    if bytes.count == 2 || bytes.count == 5, bytes[0] | 0x20 == UInt8(ascii: "e"),
      bytes[1] | 0x20 == UInt8(ascii: "n")
    {
      if bytes.count == 2 { return true }
      if bytes[2] == UInt8(ascii: "_") || bytes[2] == UInt8(ascii: "-"),
        bytes[3...].allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0 & ~0x20) })
      {
        return true
      }
    }
    return LocaleName(text)?.language == "en"
  }

  /// The locales Tab offers first and suggestions prefer.
  public static let common = [
    "en", "ko", "ja", "zh_Hans", "zh_Hant", "de", "fr", "es", "it", "pt", "ru", "nl", "sv", "pl",
  ]

  /// The code CLDR keeps a language's data under, for the retired ISO 639 codes old systems still
  /// write. (A switch, not a dictionary: a run's first `String`-keyed dictionary costs a scan of
  /// every conformance record in the binary, and every run reads a locale name.)
  private static func currentCode(of language: String) -> String {
    switch language {
    case "iw": return "he"
    case "in": return "id"
    case "ji": return "yi"
    case "mo": return "ro"
    case "tl": return "fil"
    default: return language
    }
  }

  private static let modifierScripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"]

  /// The names the table is asked for, most specific first: with the modifier's script, then
  /// without it; each with region and variant, region, variant, then neither (`ca_ES_VALENCIA`,
  /// `ca_ES`, `ca_VALENCIA`, `ca`). The last name of each group is the one CLDR must know for
  /// the language (and script) to be known at all.
  var candidates: [[String]] {
    let scripts = script.map { [$0] } ?? (modifierScript.map { [$0, nil] } ?? [nil])
    return scripts.map { script in
      let base = [language, script].compactMap { $0 }.joined(separator: "_")
      var names: [String] = []
      if let region {
        names += variants.map { base + "_" + region + "_" + $0 }
        names.append(base + "_" + region)
      }
      names += variants.map { base + "_" + $0 }
      names.append(base)
      return names
    }
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
  fileprivate var isASCIILetterOrDigit: Bool { isASCII && (isLetter || isNumber) }
}
