import CalRender
import CalSyntax
import Glibc
import Ledger

extension Interpreter {
  /// Runs lines as they arrive, one complete statement group at a time (a line ending in `|` or
  /// an open parenthesis waits for the next), so scripts of any length run in flat memory.
  /// Returns false when an error stopped the run.
  @discardableResult
  public func run(lines reader: LineReader, name: String, directory: String?) -> Bool {
    var pending = ""
    var scanner = ContinuationScanner()
    var firstLine = 1
    var lineNumber = 0
    var ok = true
    // One parser reads every complete line, reusing its buffers.
    var parser = Parser()
    // The quick path's commands, fetched once. (Not when the second line comes: an optional
    // table cost each quick line a retain and a release.)
    let quickCommands = QuickStatement.commands
    directoryStack.append(directory)
    defer { directoryStack.removeLast() }
    // Output is flushed only before waiting for input, so a pipe or a co-process sees each
    // answer at once while a long script writes in large chunks.
    while !quitRequested, let bytes = reader.nextLineBytes(beforeWaiting: { output.flush() }) {
      lineNumber += 1
      // Most lines of a long script are complete statements: run those straight from bytes.
      if pending.isEmpty, lineNumber > 1, !reader.lineWasTooLong {
        // The quick path on its own first: a quick line then never enters the general path's
        // closure, whose call (the compiler keeps it out of line) cost a third of such a line.
        if reader.withLine(bytes, { runOnQuickPath($0, commands: quickCommands) }) { continue }
        let number = lineNumber
        let outcome: LineOutcome = reader.withLine(bytes) { line in
          // Bytes that are not UTF-8 become U+FFFD in the line's text, which moves every offset
          // after them: such a line is read as text, so its errors point where they always did.
          guard isValidUTF8(line) else { return .readAsText }
          // The parser's tokens of the line tell whether it needs the next (read once, not again
          // by the scanner, which reads groups of lines).
          parser.reset(line)
          if parser.lineNeedsMore { return .needsMore }
          let succeeded = run(&parser) {
            SourceText(
              name: name, text: String(decoding: line, as: UTF8.self), firstLine: number, directory: directory
            )
          }
          return succeeded ? .succeeded : .failed
        }
        switch outcome {
        case .succeeded: continue
        case .failed:
          ok = false
          if !keepGoing { return false }
          continue
        case .needsMore, .readAsText:
          // Read again below as the first line of a group.
          scanner = ContinuationScanner()
        }
      }
      var line = reader.withLine(bytes) { String(decoding: $0, as: UTF8.self) }
      if lineNumber == 1, line.hasPrefix("#!") { continue }
      if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
      if reader.lineWasTooLong {
        failReading(
          name, line: lineNumber, "line \(lineNumber) is longer than \(LineReader.maximumLineLength) bytes")
        return false
      }
      if pending.isEmpty {
        firstLine = lineNumber
        pending = line
      } else {
        pending += "\n" + line
      }
      scanner.feed(line)
      if scanner.needsMore { continue }
      defer {
        pending = ""
        scanner = ContinuationScanner()
      }
      if !run(SourceText(name: name, text: pending, firstLine: firstLine, directory: directory)) {
        ok = false
        if !keepGoing { return false }
      }
    }
    if !pending.isEmpty, !quitRequested {
      // The input ended inside a pipeline: parsing reports where.
      ok = run(SourceText(name: name, text: pending, firstLine: firstLine, directory: directory)) && ok
    }
    if let problem = reader.readError {
      failReading(name, line: lineNumber + 1, "cannot read \(name): \(problem)")
      return false
    }
    return ok
  }

  /// Reports a problem with the input itself at `name:line:1`, with no source line to show.
  private func failReading(_ name: String, line: Int, _ message: String) {
    fail(
      ScriptError(.syntax, message, at: SourceRange(offset: 0, length: 0)),
      in: SourceText(name: name, text: "", firstLine: line))
  }

  /// Why a file name names no file (`load ""`, `> "  "`), with an example of one; nil when it
  /// names one. The system's reason for opening "" would follow an empty name.
  static func emptyFileName(_ path: String, example: String) -> String? {
    Redirection.emptyFileName(path, example: example)
  }

  /// Why a file named between single, curly or fullwidth quotes (`load 'bank.csv'`, `load ‘bank.csv’`)
  /// was not found: in calsh they are part of the name, not quotes. Empty for any other name.
  static func quoteNote(_ path: String) -> String {
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

  /// Runs a script file; an unreadable file is reported as an error without a position.
  @discardableResult
  public func runFile(_ path: String) -> Bool {
    if let problem = Interpreter.emptyFileName(path, example: "calsh script.cal") {
      report(ScriptError(.evaluation, problem, at: SourceRange(offset: 0, length: 0)))
      return false
    }
    switch LineReader.open(path: path) {
    case .failure(let error):
      report(
        ScriptError(
          .evaluation, "cannot read \(path): \(error.message)" + Interpreter.quoteNote(path),
          at: SourceRange(offset: 0, length: 0)))
      return false
    case .success(let reader):
      sourceStack.append(canonicalPath(path))
      defer { sourceStack.removeLast() }
      return run(lines: reader, name: path, directory: directoryName(of: path))
    }
  }

  /// A path as written in a script or at the prompt, as the system names it: `~` and `~/…` under
  /// `HOME` (as a shell expands them), an absolute path as it is, any other relative to the
  /// script that names it (the working directory at the prompt and for `-c`). One rule for
  /// `source`, `load`, `holidays load` and `> FILE`.
  func resolvedPath(_ path: String) -> String {
    if path == "~" || path.hasPrefix("~/"), let home = homeDirectory, !home.isEmpty {
      return home + path.dropFirst()
    }
    return path.hasPrefix("/") ? path : (currentDirectory.map { $0 + "/" + path } ?? path)
  }

  /// `source FILE`: runs another file in this session; refuses a file already being sourced.
  func source(_ path: String, at range: SourceRange) throws {
    if let problem = Interpreter.emptyFileName(path, example: "source \"dates.cal\"") {
      throw ScriptError(.evaluation, problem, at: range)
    }
    let resolved = resolvedPath(path)
    guard allowsSource(resolved) else {
      throw ScriptError(.evaluation, "cannot read \(path): not allowed here", at: range)
    }
    let canonical = canonicalPath(resolved)
    if sourceStack.contains(canonical) {
      throw ScriptError(
        .evaluation, "\(path) is already being sourced; a file cannot include itself", at: range)
    }
    guard sourceStack.count < 64 else {
      throw ScriptError(.evaluation, "source files nest more than 64 deep", at: range)
    }
    switch LineReader.open(path: resolved) {
    case .failure(let error):
      // Where it looked, as load says: relative to the script, `~/` expanded.
      throw ScriptError(
        .evaluation, "cannot read \(resolved): \(error.message)" + Interpreter.quoteNote(path),
        at: range)
    case .success(let reader):
      sourceStack.append(canonical)
      defer { sourceStack.removeLast() }
      if !run(lines: reader, name: resolved, directory: directoryName(of: resolved)) {
        throw ScriptError(.reported, "", at: range)
      }
    }
  }

  private func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// What became of a line run straight from its bytes.
private enum LineOutcome { case succeeded, failed, needsMore, readAsText }

/// True when the bytes are well-formed UTF-8 (checked only past the first non-ASCII byte).
private func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  for byte in bytes where byte >= 0x80 {
    return String(validating: bytes, as: UTF8.self) != nil
  }
  return true
}

func directoryName(of path: String) -> String? {
  guard let slash = path.lastIndex(of: "/") else { return nil }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
