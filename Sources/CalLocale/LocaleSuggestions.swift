import CalRender
import Ledger

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
}
