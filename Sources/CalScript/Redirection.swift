import CalRender
import CalSyntax

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
    isRedirecting = true
    defer { isRedirecting = false }
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
