/// `… | ics > jp-2025.ics` and `… | csv >> log.csv`: what a statement prints goes to a file
/// instead of the output. It follows an output stage (`CommandLexicon.isOutputStage`), whose
/// arguments never hold a comparison, so there `>` cannot mean "greater than". The file is
/// written only when the statement succeeds: the output is kept aside until then
/// (`FileLoader.outputFile`), and an error leaves the file as it was.
public struct Redirection: Sendable {
  /// The path as written (relative to the script that names it, like `load`'s).
  public let path: String
  /// `>>`: appended to the file rather than replacing it.
  public let appends: Bool
  /// `> FILE`, for errors about the file.
  public let range: SourceRange

  /// Endings of the files a redirection is likely to name.
  package static let extensions: Set<String> = [
    "ics", "ical", "csv", "tsv", "json", "jsonl", "ndjson", "txt", "text", "out", "log", "md", "html", "cal",
  ]

  /// Whether a word after `>` reads as a file's path rather than a value: it starts with `/`,
  /// `~`, `./` or `../`, or ends in one of `extensions` (`x.ics`, `out/days.csv`).
  package static func looksLikePath(_ word: String) -> Bool {
    if word.hasPrefix("/") || word.hasPrefix("~") || word.hasPrefix("./") || word.hasPrefix("../") {
      return true
    }
    guard let dot = word.lastIndex(of: "."), dot > word.startIndex else { return false }
    return extensions.contains(word[word.index(after: dot)...].lowercased())
  }

  /// The message for `> FILE` written where no output stage, `explain` or `step` comes before it.
  package static func misplaced(_ written: String) -> String {
    "'\(written)' reads as writing to a file, but a redirection follows an output stage "
      + "(| ics, | csv, | json, | table, | grid, | strip, | format, | count or | summary), explain or "
      + "step, as in holidays jp 2025 | ics > jp-2025.ics; elsewhere '>' compares two values, and a "
      + "file's name is not a value to compare"
  }

  public init(path: String, appends: Bool, range: SourceRange) {
    self.path = path
    self.appends = appends
    self.range = range
  }

  /// Why a file name (a redirection's, `load`'s, `source`'s) names no file (`load ""`,
  /// `> "  "`), with an example of one; nil when it names one. The system's reason for opening "" would follow an empty name.
  package static func emptyFileName(_ path: String, example: String) -> String? {
    guard path.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    return "\"\(path)\" names no file: write the file's name between the quotes, as in \(example)"
  }
}
