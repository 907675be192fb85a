import Synchronization

/// The world's holiday names in other languages, as python-holidays translates each country's
/// (layout: scripts/gen-world-holidays): the languages, then one section per language of each
/// translated name's pair and text. A language's section is decoded at the first name asked for in
/// it, and only that section.
struct WorldHolidayTranslations: Sendable {
  /// The package's languages (`ar`, `fr`, `pt_BR`, `zh_TW`), in table order.
  let languages: [String]
  /// The strings of `WorldHolidays.translatedNames`, after the main strings in index order.
  private let texts: [String]
  /// Where each language's section begins in `WorldHolidays.translations`, in bytes.
  private let sections: [Int]

  init() {
    let text = UnsafeBufferPointer(
      start: WorldHolidays.translations.utf8Start, count: WorldHolidays.translations.utf8CodeUnitCount)
    var sections: [Int] = []
    for (at, byte) in text.enumerated() where byte == UInt8(ascii: "~") { sections.append(at + 1) }
    var header = WorldHolidayTables.Reader(WorldHolidays.translations, byte: 0)
    languages = (0..<header.next()).map { _ in WorldHolidayTables.string(at: header.next()) }
    self.sections = sections
    texts = UnsafeBufferPointer(
      start: WorldHolidays.translatedNames.utf8Start, count: WorldHolidays.translatedNames.utf8CodeUnitCount
    ).split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  }

  /// One language's names: pairs in order and the index of each one's text.
  struct Language: Sendable {
    let pairs: [Int32]
    let texts: [Int32]

    func textIndex(ofPair pair: Int) -> Int? {
      var low = 0
      var high = pairs.count
      while low < high {
        let middle = (low + high) / 2
        if pairs[middle] < pair { low = middle + 1 } else { high = middle }
      }
      return low < pairs.count && pairs[low] == pair ? Int(texts[low]) : nil
    }
  }

  /// The section of the language at `index`, decoded.
  func language(at index: Int) -> Language {
    var reader = WorldHolidayTables.Reader(WorldHolidays.translations, byte: sections[index])
    var pairs: [Int32] = []
    var texts: [Int32] = []
    var pair = 0
    for _ in 0..<reader.next() {
      pair += reader.next()
      pairs.append(Int32(pair))
      texts.append(Int32(reader.next()))
    }
    return Language(pairs: pairs, texts: texts)
  }

  /// The text at a translated name's index: the main strings first, then `texts`.
  func text(at index: Int, stringCount: Int) -> String {
    index < stringCount ? WorldHolidayTables.string(at: index) : texts[index - stringCount]
  }

  /// The package's languages a locale's names are looked for in, best first: the locale itself
  /// (`pt_BR`), its script's regions for Chinese (`zh-Hant`: `zh_TW`, `zh_HK`, `zh_MO`), the bare
  /// language, then every region of the language. A country has one of them at most, mostly.
  func candidates(for locale: String) -> [Int] {
    let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = parts.first else { return [] }
    var language = first.lowercased()
    if language == "nb" || language == "nn" { language = "no" }
    let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
    let script = parts.dropFirst().first { $0.count == 4 }?.lowercased()
    var wanted: [String] = []
    if let region { wanted.append("\(language)_\(region)") }
    if language == "zh" {
      wanted +=
        script == "hant" ? ["zh_TW", "zh_HK", "zh_MO", "zh_CN"] : ["zh_CN", "zh_TW", "zh_HK", "zh_MO"]
    }
    wanted.append(language)
    wanted += languages.filter { $0.hasPrefix(language + "_") }
    var found: [Int] = []
    for code in wanted {
      if let index = languages.firstIndex(of: code), !found.contains(index) { found.append(index) }
    }
    return found
  }
}

/// The sections decoded so far and each locale's candidates: filled on demand, shared by every
/// session (the data is the binary's, the same for all).
struct WorldTranslationMemo: Sendable {
  var languages: [Int: WorldHolidayTranslations.Language] = [:]
  var candidates: [String: [Int]] = [:]
}

extension WorldHolidays {
  /// The languages the package translates some country's names into (`ar`, `fr`, `pt_BR` …).
  public static var translationLanguages: [String] { translationTables.languages }

  /// The name of the pair at `pair` in the language of `locale` (`fr`, `pt-BR`, `zh-Hant`), where
  /// the package translates its country's names into it; nil otherwise.
  static func translation(ofPair pair: Int, locale: String) -> String? {
    let translations = translationTables
    let index = translationMemo.withLock { memo -> Int? in
      let candidates = memo.candidates.value(at: locale) { translations.candidates(for: locale) }
      for language in candidates {
        let table = memo.languages.value(at: language) { translations.language(at: language) }
        if let index = table.textIndex(ofPair: pair) { return index }
      }
      return nil
    }
    return index.map { translations.text(at: $0, stringCount: tables.stringCount) }
  }

  static let translationTables = WorldHolidayTranslations()
  private static let translationMemo = Mutex(WorldTranslationMemo())
}
