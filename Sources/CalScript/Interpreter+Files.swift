import CalSyntax
import Ledger

extension Interpreter {
  /// Why a file name names no file (`load ""`, `> "  "`), with an example of one; nil when it
  /// names one. The system's reason for opening "" would follow an empty name.
  public static func emptyFileName(_ path: String, example: String) -> String? {
    guard path.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    return "\"\(path)\" names no file: write the file's name between the quotes, as in \(example)"
  }

  /// Why a file named between single, curly or fullwidth quotes (`load 'bank.csv'`, `load ‘bank.csv’`)
  /// was not found: in calsh they are part of the name, not quotes. Empty for any other name.
  public static func quoteNote(_ path: String) -> String {
    let scalars = path.unicodeScalars
    guard scalars.count >= 2, let first = scalars.first, let last = scalars.last else { return "" }
    let inner = String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
    if first == "'", last == "'" {
      return "; single quotes are not string quotes in calsh: write \"\(inner)\""
    }
    // The quote a word processor or an input method put there, at either end.
    func quote(_ scalar: Unicode.Scalar) -> LookAlike? {
      LookAlike.first(in: String(scalar)).flatMap { $0.isQuote ? $0 : nil }
    }
    guard let lookAlike = quote(first) ?? quote(last) else { return "" }
    var name = Substring(path).unicodeScalars
    if first == "'" || quote(first) != nil { name = name.dropFirst() }
    if last == "'" || quote(last) != nil { name = name.dropLast() }
    return "; '\(lookAlike.character)' is \(lookAlike.codePoint), not a quote: write \"\(String(name))\""
  }

  /// A path as written in a script or at the prompt, as the system names it: `~` and `~/…` under
  /// `HOME` (as a shell expands them), an absolute path as it is, any other relative to the
  /// script that names it (the working directory at the prompt and for `-c`). One rule for
  /// `source`, `load`, `holidays load` and `> FILE`.
  func resolvedPath(_ path: String) -> String {
    if path == "~" || path.hasPrefix("~/"), let home = policy.homeDirectory, !home.isEmpty {
      return home + path.dropFirst()
    }
    return path.hasPrefix("/") ? path : (currentDirectory.map { $0 + "/" + path } ?? path)
  }

  /// `source FILE`: runs another file in this session, through the shell's runner
  /// (`SessionPolicy.scripts`), once the path is allowed.
  func source(_ path: String, at range: SourceRange) throws {
    if let problem = Interpreter.emptyFileName(path, example: "source \"dates.cal\"") {
      throw ScriptError(.evaluation, problem, at: range)
    }
    let resolved = resolvedPath(path)
    guard policy.allowsSource(resolved) else {
      throw ScriptError(.evaluation, "cannot read \(path): not allowed here", at: range)
    }
    sourceDepth += 1
    defer { sourceDepth -= 1 }
    try policy.scripts.runSourced(resolved, written: path, at: range, in: self)
  }
}
