/// How a file's bytes are text: UTF-8 (calsh's own files and most exports), Windows-1252 (what
/// Windows programs and many banks write in Western Europe and the Americas) or Latin-1
/// (ISO 8859-1). `load FILE encoding "cp1252"` names one.
public enum TextEncoding: String, Sendable, Equatable, CaseIterable {
  case utf8 = "utf-8"
  case windows1252 = "cp1252"
  case latin1 = "latin1"

  /// The encoding a name gives, in any case, with or without `-` and `_`: `utf-8`, `cp1252`
  /// (`windows-1252`, `win1252`), `latin1` (`latin-1`, `iso-8859-1`, `l1`); nil for another.
  public init?(name: String) {
    let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    switch key {
    case "utf8": self = .utf8
    case "cp1252", "windows1252", "win1252": self = .windows1252
    case "latin1", "iso88591", "l1": self = .latin1
    default: return nil
    }
  }
}
