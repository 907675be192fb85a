import CalFiles
import CalRender
import CalScript
import CalSyntax

/// The interactive prompt: reads statements with line editing, runs each as soon as it is
/// complete, and carries on after every error until `quit`, `exit` or Ctrl-D.
struct REPL {
  let interpreter: Interpreter
  let context: ProcessContext

  static let banner = "calsh \(calshVersion) — type help, or help COMMAND; Ctrl-D quits\n"
  static let prompt = "calsh> "
  static let continuationPrompt = "...> "

  func run() -> Int32 {
    // With stdout redirected, prompts and the banner go to the terminal on stderr.
    let show = context.stdoutIsTerminal ? { context.writeOutput(Array($0.utf8)) } : context.writeError
    var editor = LineEditor(
      prompt: REPL.prompt,
      history: HistoryFile(environment: context.environment.values(named: HistoryFile.environmentNames)),
      promptsOnStandardError: !context.stdoutIsTerminal,
      warn: { context.writeError("calsh: warning: \($0)\n") },
      complete: {
        Completion.complete(
          $0, variables: interpreter.variables.keys, localeNames: interpreter.settings.locales.names,
          rowFields: Completion.rowFields(of: interpreter.variables), calendarFileColumns: ICSFile.columns,
          zoneNames: interpreter.zoneNames)
      })
    interpreter.keepGoing = true
    interpreter.policy.isCancelled = { LineEditor.interruptRequested }
    let answers = PromptAnswers(editor: editor)
    interpreter.policy.answerReader = { answers }
    show(REPL.banner)
    var lines: [String] = []
    while !interpreter.quitRequested {
      switch editor.read(prompt: lines.isEmpty ? REPL.prompt : REPL.continuationPrompt) {
      case .end:
        if !lines.isEmpty { execute(lines, editor: &editor) }
        return 0
      case .line(let line, let afterInterrupt):
        if afterInterrupt { lines = [] }
        lines.append(line)
        if needsMoreInput(lines.joined(separator: "\n")) { continue }
        execute(lines, editor: &editor)
        lines = []
      }
    }
    return 0
  }

  /// Runs one complete input and records it in history; errors are reported by the interpreter.
  private func execute(_ lines: [String], editor: inout LineEditor) {
    let text = lines.joined(separator: "\n")
    guard text.contains(where: { !$0.isWhitespace }) else { return }
    editor.remember(HistoryFile.entry(joining: lines))
    LineEditor.clearInterrupt()
    interpreter.outputEndsWithGrid = false
    interpreter.settings.terminalWidth = context.viewWidth(interactive: true)
    interpreter.run(SourceText(typed: text))
    interpreter.output.flush()
  }
}
