/// Text as XML and HTML write it: `& < > "` escaped (an attribute's quotes too).
enum Markup {
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
      return text
    }
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A formula's part as an element: a variable as `<var>` (HTML) or an italic `tspan` (SVG), an
  /// operator and `mod` upright, numbers in tabular figures.
  static func element(_ part: FormulaPart, svg: Bool) -> String {
    let tag = svg ? "tspan" : "span"
    switch part {
    case .variable(let name):
      return svg ? "<tspan class=\"var\">\(escaped(name))</tspan>" : "<var>\(escaped(name))</var>"
    case .number(let digits): return "<\(tag) class=\"num\">\(escaped(digits))</\(tag)>"
    case .op(let sign): return "<\(tag) class=\"op\">\(escaped(sign))</\(tag)>"
    case .word(let word): return "<\(tag) class=\"op mod\">\(escaped(word))</\(tag)>"
    case .unit(let unit): return escaped(unit)
    case .paren(let paren): return paren
    case .space: return " "
    }
  }

  /// The font stack every picture uses: system fonts only, nothing fetched.
  static let fontStack =
    "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", \"Noto Sans CJK JP\", sans-serif"
}
