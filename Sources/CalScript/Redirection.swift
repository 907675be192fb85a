import CalRender

/// `… | ics > jp-2025.ics` and `… | csv >> log.csv`: what a statement prints goes to a file
/// instead of the output. It follows an output stage (`Command.Kind.outputStage`), whose
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

  /// The stages a redirection may follow (`Command.Kind.outputStage`): they print their input
  /// and take only words and strings.
  static var outputCommands: [Command] { CommandTable.all.filter { $0.kind == .outputStage } }

  /// For each row of `CommandTable.entryNames`, whether it names an output command.
  private static let outputEntries: [Bool] = CommandTable.entryCommands.map { $0.kind == .outputStage }

  /// Whether a stage that starts with `token` is an output stage (`csv`, `ics` …).
  static func isOutputStage(_ token: LexedToken?) -> Bool {
    guard let token, token.kind == .identifier, token.command >= 0 else { return false }
    return outputEntries[Int(token.command)]
  }

  /// Whether `word` names an output command, for `ContinuationScanner`, which has no tokens.
  static func isOutputCommand(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    let entry = CommandTable.index(of: word)
    return entry >= 0 && outputEntries[entry]
  }

  /// Endings of the files a redirection is likely to name.
  static let extensions: Set<String> = [
    "ics", "ical", "csv", "tsv", "json", "jsonl", "ndjson", "txt", "text", "out", "log", "md", "html", "cal",
  ]

  /// Whether a word after `>` reads as a file's path rather than a value: it starts with `/`,
  /// `~`, `./` or `../`, or ends in one of `extensions` (`x.ics`, `out/days.csv`).
  static func looksLikePath(_ word: String) -> Bool {
    if word.hasPrefix("/") || word.hasPrefix("~") || word.hasPrefix("./") || word.hasPrefix("../") {
      return true
    }
    guard let dot = word.lastIndex(of: "."), dot > word.startIndex else { return false }
    return extensions.contains(word[word.index(after: dot)...].lowercased())
  }

  /// The message for `> FILE` written where no output stage comes before it.
  static func misplaced(_ written: String) -> String {
    "'\(written)' reads as writing to a file, but a redirection follows an output stage "
      + "(| ics, | csv, | json, | table, | grid, | strip, | format, | count or | summary), as in "
      + "holidays jp 2025 | ics > jp-2025.ics; here '>' would compare"
  }
}

extension Interpreter {
  /// Runs `pipeline` with its output going to the redirection's file: the file is checked
  /// first (an unwritable one is an error at `> FILE`, with the system's reason), the output is
  /// kept aside while the statement runs, and put in the file only when it succeeded and printed
  /// something. Colour is off unless `set color always` (a file is not a terminal).
  func run(_ pipeline: Pipeline, redirectedTo redirection: Redirection) throws {
    let path = resolvedPath(redirection.path)
    func failure(_ problem: FileLoadError) -> ScriptError {
      ScriptError(.evaluation, "cannot write \(redirection.path): \(problem.message)", at: redirection.range)
    }
    guard policy.allowsWriting(path) else { throw failure(FileLoadError("not allowed here", line: 0)) }
    let file: any OutputFile
    switch policy.files.outputFile(path: path, appending: redirection.appends) {
    case .failure(let problem): throw failure(problem)
    case .success(let opened): file = opened
    }
    var finished = false
    defer { if !finished { file.discard() } }
    let value = try evaluate(pipeline)
    let screen = (output, outputEndsWithGrid, settings.terminalWantsColor)
    output.flush()
    let kept = Output(sink: { bytes in file.write(bytes) })
    output = kept
    outputEndsWithGrid = false
    settings.terminalWantsColor = false
    defer { (output, outputEndsWithGrid, settings.terminalWantsColor) = screen }
    try Printer(interpreter: self, range: pipeline.range).print(value)
    kept.flush()
    if let problem = kept.failure { throw failure(FileLoadError(problem.message, line: 0)) }
    // A statement that printed nothing empties the file, as a shell's `>` does: a scheduled script
    // must not go on publishing what an earlier run wrote (an empty `| ics` warns as well).
    finished = true
    if let problem = file.finish() { throw failure(problem) }
  }
}
