/// A locale name as people write it, taken apart: `ko`, `ko_KR`, `de-DE`, `zh-Hant`,
/// `zh_Hant_TW`, or the environment's `ko_KR.UTF-8` and `sr_RS@latin` (codeset dropped; a
/// modifier kept only when it names a script). Pure text: reading a name never loads ICU.
public struct LocaleName: Sendable, Equatable {
  /// The language, lowercased: `ko`.
  public var language: String
  /// The script, capitalised (`Hant`), if given.
  public var script: String?
  /// The region, uppercased (`KR`, `419`), if given.
  public var region: String?
  /// The script a POSIX modifier names (`@latin`: `Latn`, `@cyrillic`: `Cyrl`, `@devanagari`:
  /// `Deva`), as glibc's `sr_RS@latin` and `uz_UZ@cyrillic` write it; other modifiers are dropped.
  public var modifierScript: String?

  /// Nil unless the text is LANGUAGE[-Script][-REGION][.codeset][@modifier], with `-` or `_`
  /// between parts: 2–3 letters, 4 letters, then 2 letters or 3 digits.
  public init?(_ text: String) {
    var rest = Substring(text)
    if let at = rest.firstIndex(of: "@") {
      modifierScript = LocaleName.modifierScripts[rest[rest.index(after: at)...].lowercased()]
      rest = rest[..<at]
    }
    if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
    var parts = rest.split(separator: "_", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }[...]
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
    guard parts.isEmpty else { return nil }
  }

  /// `C`, `POSIX` and the empty name (the environment's way of saying no locale) and every
  /// English name: the labels built in, so such a run never loads ICU.
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

  /// Locales offered by Tab after `set locale` (any other ICU knows works as well).
  public static let common = [
    "en", "ko", "ja", "zh-Hans", "zh-Hant", "de", "fr", "es", "it", "pt", "ru", "nl", "sv", "pl",
  ]

  /// The code ICU keeps a language's data under, for the retired ISO 639 codes old systems still
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

  /// ICU's spelling: `zh_Hant_TW`.
  public var icuIdentifier: String {
    [language, script, region].compactMap { $0 }.joined(separator: "_")
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
