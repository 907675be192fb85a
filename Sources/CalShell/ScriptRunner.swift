import CalRender
import CalScript
import CalSyntax
import Glibc

/// The batch runner: runs a script file, stdin and the files `source` names through one session,
/// line by line as the lines arrive, one complete statement group at a time (a line ending in `|`
/// or an open parenthesis waits for the next), so scripts of any length run in flat memory. Most
/// lines of a long script are complete statements, run straight from their bytes: the quick path
/// first (`Interpreter.runOnQuickPath`), else the parser and the interpreter
/// (`Interpreter.run(line:…)`). It is also the session's `SessionPolicy.scripts`: `source`
/// comes back here to run its file.
final class ScriptRunner: SourceRunner {
  /// Files being run, as the system names them, innermost last: a file that includes itself is
  /// refused.
  private var sourceStack: [String] = []

  /// Runs lines as they arrive. Returns false when an error stopped the run.
  @discardableResult
  func run(lines reader: LineReader, name: String, directory: String?, in interpreter: Interpreter) -> Bool {
    interpreter.running(in: directory) { run(lines: reader, name: name, directory: directory, interpreter) }
  }

  private func run(lines reader: LineReader, name: String, directory: String?, _ interpreter: Interpreter)
    -> Bool
  {
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
    // Output is flushed only before waiting for input, so a pipe or a co-process sees each
    // answer at once while a long script writes in large chunks.
    while !interpreter.stopsReading,
      let bytes = reader.nextLineBytes(beforeWaiting: { interpreter.flushOutput() })
    {
      lineNumber += 1
      // Most lines of a long script are complete statements: run those straight from bytes.
      if pending.isEmpty, lineNumber > 1, !reader.lineWasTooLong {
        // The quick path on its own first: a quick line then never enters the general path's
        // closure, whose call (the compiler keeps it out of line) cost a third of such a line.
        if reader.withLine(bytes, { interpreter.runOnQuickPath($0, commands: quickCommands) }) { continue }
        let number = lineNumber
        let outcome = reader.withLine(bytes) { line in
          interpreter.run(line: line, parser: &parser) {
            SourceText(
              name: name, text: String(decoding: line, as: UTF8.self), firstLine: number, directory: directory
            )
          }
        }
        switch outcome {
        case .succeeded: continue
        case .failed:
          ok = false
          if !interpreter.keepsGoing { return false }
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
          name, line: lineNumber, "line \(lineNumber) is longer than \(LineReader.maximumLineLength) bytes",
          interpreter)
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
      if !interpreter.run(SourceText(name: name, text: pending, firstLine: firstLine, directory: directory)) {
        ok = false
        if !interpreter.keepsGoing { return false }
      }
    }
    if !pending.isEmpty, !interpreter.stopsReading {
      // The input ended inside a pipeline: parsing reports where.
      ok =
        interpreter.run(SourceText(name: name, text: pending, firstLine: firstLine, directory: directory))
        && ok
    }
    if let problem = reader.readError {
      failReading(name, line: lineNumber + 1, "cannot read \(name): \(problem)", interpreter)
      return false
    }
    return ok
  }

  /// Reports a problem with the input itself at `name:line:1`, with no source line to show.
  private func failReading(_ name: String, line: Int, _ message: String, _ interpreter: Interpreter) {
    interpreter.fail(
      ScriptError(.syntax, message, at: SourceRange(offset: 0, length: 0)),
      in: SourceText(name: name, text: "", firstLine: line))
  }

  /// Runs a script file; an unreadable file is reported as an error without a position.
  @discardableResult
  func runFile(_ path: String, in interpreter: Interpreter) -> Bool {
    if let problem = Interpreter.emptyFileName(path, example: "calsh script.cal") {
      interpreter.policy.report(ScriptError(.evaluation, problem, at: SourceRange(offset: 0, length: 0)))
      return false
    }
    switch LineReader.open(path: path) {
    case .failure(let error):
      interpreter.policy.report(
        ScriptError(
          .evaluation, "cannot read \(path): \(error.message)" + Interpreter.quoteNote(path),
          at: SourceRange(offset: 0, length: 0)))
      return false
    case .success(let reader):
      sourceStack.append(canonicalPath(path))
      defer { sourceStack.removeLast() }
      return run(lines: reader, name: path, directory: directoryName(of: path), in: interpreter)
    }
  }

  /// `source FILE`: runs another file in this session; refuses a file already being sourced.
  func runSourced(_ path: String, written: String, at range: SourceRange, in interpreter: Interpreter) throws
  {
    let canonical = canonicalPath(path)
    if sourceStack.contains(canonical) {
      throw ScriptError(
        .evaluation, "\(written) is already being sourced; a file cannot include itself", at: range)
    }
    guard sourceStack.count < 64 else {
      throw ScriptError(.evaluation, "source files nest more than 64 deep", at: range)
    }
    switch LineReader.open(path: path) {
    case .failure(let error):
      // Where it looked, as load says: relative to the script, `~/` expanded.
      throw ScriptError(
        .evaluation, "cannot read \(path): \(error.message)" + Interpreter.quoteNote(written), at: range)
    case .success(let reader):
      sourceStack.append(canonical)
      defer { sourceStack.removeLast() }
      if !run(lines: reader, name: path, directory: directoryName(of: path), in: interpreter) {
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

/// The directory a path names its file in, or nil for a bare name (the working directory).
func directoryName(of path: String) -> String? {
  guard let slash = path.lastIndex(of: "/") else { return nil }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
