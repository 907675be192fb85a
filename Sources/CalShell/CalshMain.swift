import ArgumentParser
import CalRender
import CalScript
import CalendarCore
import Glibc

/// The `calsh` program: parses flags, then runs a script (batch) or the interactive prompt.
public enum CalshMain {
  public static func main() -> Never {
    exit(run(ProcessContext.current()))
  }

  /// Runs calsh in the given context and returns its exit status: 0, 1 (a script error) or 64 (usage).
  public static func run(_ context: ProcessContext) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(context.arguments)
    } catch {
      let code = Options.exitCode(for: error).rawValue
      let message = Options.fullMessage(for: error)
      if code == 0 {
        context.writeOutput(Array((message + "\n").utf8))
      } else {
        context.writeError(message + "\n")
      }
      return code
    }
    var today = options.today ?? clockToday()
    if options.today == nil, let text = context.environment["CALSH_TODAY"] {
      do { today = try CivilDate(parsing: text) } catch {
        context.writeError("Error: CALSH_TODAY: \(error.message)\n")
        return 64
      }
    }
    let interpreter = makeInterpreter(options, today: today, context)
    let ok: Bool
    if let text = options.command {
      ok = interpreter.run(SourceText(name: "<command-line>", text: text))
    } else if let file = options.file, file != "-" {
      ok = interpreter.runFile(file)
    } else if options.file == nil, context.stdinIsTerminal {
      return REPL(interpreter: interpreter, context: context).run()
    } else {
      ok = interpreter.run(
        lines: LineReader(descriptor: context.stdinDescriptor), name: "<stdin>", directory: nil)
    }
    interpreter.output.flush()
    return ok ? 0 : 1
  }

  static func makeInterpreter(_ options: Options, today: CivilDate, _ context: ProcessContext) -> Interpreter
  {
    var settings = Settings(today: today)
    settings.firstWeekday = options.firstWeekday ?? .sunday
    settings.color = options.color
    settings.terminalWantsColor = context.wantsColor(terminal: context.stdoutIsTerminal)
    let diagnostics = DiagnosticRenderer(
      color: settings.color == .always
        || (settings.color == .auto && context.wantsColor(terminal: context.stderrIsTerminal)))
    let output = Output(sink: context.writeOutput)
    let interpreter = Interpreter(settings: settings, output: output) { error in
      context.writeError(diagnostics.render(error))
    }
    interpreter.keepGoing = options.keepGoing
    return interpreter
  }
}
