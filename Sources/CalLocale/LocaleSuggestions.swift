extension LocaleLabels {
  /// Names the table lists that are close to one it does not know, best first: for an unknown
  /// language, languages one edit away (`jp` → `ja`, `jp_JP` → `ja_JP`), the common ones first;
  /// for a script the language lacks, the language and its scripts (`ko_Latn` → `ko`); for text
  /// that is no locale name, names one edit away (`de DE` → `de_DE`). Only locale names.
  public static func suggestions(for text: String) -> [String] {
    guard text.utf8.count <= LocaleName.maximumLength else { return [] }
    let names = LocaleLabels.names
    guard let name = LocaleName(text) else {
      let written = String(
        text.prefix(while: { $0 != "." && $0 != "@" }).map { $0 == "-" || $0 == " " ? "_" : $0 })
      return closest(to: written, among: names)
    }
    let bases = names.filter { name in
      let parts = name.split(separator: "_")
      return parts.count == 1 || (parts.count == 2 && parts[1].count == 4 && parts[1].first!.isLetter)
    }
    if LocaleRow.lookUp(name.language) != nil {
      // The language is known, its script is not.
      return [name.language] + bases.filter { $0.hasPrefix(name.language + "_") }
    }
    let region = name.region.map { "_" + $0 } ?? ""
    return closest(to: name.language, among: bases.filter { !$0.contains("_") }).map { language in
      names.contains(language + region) ? language + region : language
    }
  }

  /// Candidates at most one edit from `word` (case aside), nearest first, then the common locales.
  private static func closest(to word: String, among candidates: [String]) -> [String] {
    let lower = word.lowercased()
    let near = candidates.map { ($0, editDistance(lower, $0.lowercased())) }.filter { $0.1 <= 1 }
    let ranked = near.sorted { a, b in
      a.1 != b.1 ? a.1 < b.1 : LocaleName.common.contains(a.0) && !LocaleName.common.contains(b.0)
    }
    return ranked.prefix(3).map(\.0)
  }

  /// Edit distance over characters, a swap of two neighbours counting as one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var beforePrevious = Array(0...b.count)
    var previous = beforePrevious
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
