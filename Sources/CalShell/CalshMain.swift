import ArgumentParser
import CalFiles
import CalRender
import CalScript
import CalSyntax
import CalendarCore
import Glibc
import Ledger

/// The `calsh` program: parses flags, then runs a script (batch) or the interactive prompt.
public enum CalshMain {
  public static func main() -> Never {
    let (status, interpreter) = execute(ProcessContext.current())
    // Exit with the interpreter still alive: tearing it down frees caches whose types the
    // runtime must first look up (two conformance scans of the whole binary, ~0.2 ms).
    withExtendedLifetime(interpreter) { exit(status) }
  }

  /// Runs calsh in the given context and returns its exit status: 0, 1 (a script error) or 64 (usage).
  public static func run(_ context: ProcessContext) -> Int32 { execute(context).status }

  /// Runs calsh and returns its exit status and the interpreter it ran (nil after a usage error).
  static func execute(_ context: ProcessContext) -> (status: Int32, interpreter: Interpreter?) {
    let options: CommandLineOptions
    switch ParsedCommandLine(context.arguments) {
    case .run(let parsed):
      options = parsed
    case .exit(let code, let message):
      if code == 0 {
        if let failure = context.writeOutput(Array((message + "\n").utf8)) {
          return (reportOutputFailure(failure, context), nil)
        }
      } else {
        context.writeError(message + "\n")
      }
      return (code, nil)
    }
    // Checked by the parsers: a date under the reform the flags name.
    var today = (try? options.today()) ?? nil ?? clockToday()
    // Set and empty is unset, as POSIX reads LANG and the NO_COLOR convention reads NO_COLOR. A
    // wrong value is a usage error worded as --today's is; it is read under --reform too.
    if options.todayText == nil, let text = context.environment["CALSH_TODAY"], !text.isEmpty {
      do { today = try options.date(parsing: text) } catch {
        let reason =
          LookAlike.first(in: text).map { "'\(text)' is not a date: \($0.message)" } ?? error.message
        context.writeError(
          "Error: The value '\(text)' of CALSH_TODAY is invalid: \(reason)\n"
            + "Help:  CALSH_TODAY=YYYY-MM-DD fixes today's date when --today is not given; unset or empty, "
            + "the clock's.\n")
        return (64, nil)
      }
    }
    let runner = ScriptRunner()
    let interpreter = makeInterpreter(options, today: today, context, scripts: runner)
    // `--tz` is checked here, so that its error names the flag rather than a place in the script.
    if let zone = options.timeZone, zone.lowercased() != "local",
      let problem = interpreter.zoneProblem(named: zone)
    {
      context.writeError(
        "Error: The value '\(zone)' is invalid for '--tz <ZONE>': \(problem)\n"
          + "Help:  --tz <ZONE>  The session's time zone: Area/City (Europe/Berlin), UTC, or local; "
          + "'calsh zones' lists them.\n")
      return (64, nil)
    }
    let status: Int32
    let statement = options.command == nil ? options.statement(fileExists: isScriptFile) : nil
    if statement == nil { interpreter.bindArguments(options.scriptArguments) }
    if let text = options.command {
      status = interpreter.run(SourceText(name: "<command-line>", text: text)) ? 0 : 1
    } else if let statement {
      status = interpreter.run(SourceText(name: "<command-line>", text: statement)) ? 0 : 1
    } else if let file = options.file, file != "-" {
      status = runner.runFile(file, in: interpreter) ? 0 : 1
    } else if options.file == nil, context.stdinIsTerminal {
      status = REPL(interpreter: interpreter, context: context).run()
    } else {
      let reader = LineReader(descriptor: context.stdinDescriptor)
      status = runner.run(lines: reader, name: "<stdin>", directory: nil, in: interpreter) ? 0 : 1
    }
    interpreter.output.flush()
    if let failure = interpreter.output.failure {
      return (reportOutputFailure(failure, context), interpreter)
    }
    return (status, interpreter)
  }

  /// Output that cannot be written (a full disk, a closed stdout, a reader gone with SIGPIPE
  /// ignored) ends the run: one message, status 1.
  /// Whether a path names something to run as a script: it exists and is not a directory
  /// (`mkdir today; calsh today` runs the statement `today`).
  public static func isScriptFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
  }

  static func reportOutputFailure(_ failure: WriteFailure, _ context: ProcessContext) -> Int32 {
    context.writeError("calsh: error: cannot write output: \(failure.message)\n")
    return 1
  }

  static func makeInterpreter(
    _ options: CommandLineOptions, today: CivilDate, _ context: ProcessContext, scripts: ScriptRunner
  ) -> Interpreter {
    var settings = Settings(today: today, locales: CLDRLocales())
    settings.firstWeekday = options.firstWeekday ?? .sunday
    // Replacing the empty calendar Settings starts with frees its cache, which costs two
    // conformance scans of the whole binary (~0.1 ms): only when holidays are asked for.
    if !options.holidays.isEmpty { settings.holidays = HolidayCalendar(countries: options.holidays) }
    if let locale = options.locale ?? context.environmentLocale, !settings.setLocale(locale) {
      _ = settings.setLocale("en")  // an environment naming a locale CLDR lacks: English, as C
    }
    settings.color = options.color
    settings.terminalWantsColor = context.wantsColor(terminal: context.stdoutIsTerminal)
    settings.terminalTakesTruecolor = context.takesTruecolor
    settings.width = options.width
    if let reform = options.reform { settings.reform = reform }
    if let zone = options.timeZone, zone.lowercased() != "local" { settings.zoneName = zone }
    settings.terminalWidth = context.viewWidth(
      interactive: options.file == nil && options.command == nil && context.stdinIsTerminal)
    // Messages wrap at the session's width as it is when they are shown (`set width` may change it).
    let width = DiagnosticWidth()
    let diagnostics = DiagnosticRenderer(
      color: settings.color == .always
        || (settings.color == .auto && context.wantsColor(terminal: context.stderrIsTerminal)))
    let output = Output(sink: context.outputSink)
    let tzdir = context.environment["TZDIR"]
    let tz = context.environment["TZ"]
    // `--today` or CALSH_TODAY pins `now` too (noon of that day in the session's zone).
    let todayIsPinned = options.todayText != nil || !(context.environment["CALSH_TODAY"] ?? "").isEmpty
    // `read` reads standard input unless the script itself comes from it (or the prompt does).
    let scriptIsStandardInput = options.command == nil && (options.file == nil || options.file == "-")
    var policy = SessionPolicy(
      files: CalFilesLoader(standardInput: scriptIsStandardInput ? nil : context.stdinDescriptor),
      scripts: scripts, homeDirectory: context.environment["HOME"],
      zoneSource: { () -> any ZoneSource in
        if let system = SystemZoneSource.find(tzdir: tzdir) { return system }
        return EmbeddedZoneSource()
      },
      systemZoneSource: { SystemZoneSource.find(tzdir: tzdir) },
      localZoneName: { localZoneName(tz: tz) },
      clock: { todayIsPinned ? nil : clockNow() }
    ) { error in
      context.writeError(diagnostics.render(error, width: width.current?() ?? nil))
    }
    let terminalWantsColor = context.wantsColor(terminal: true)  // pick draws on /dev/tty, not stdout
    policy.pickTerminal = { TerminalPicker(wantsColor: terminalWantsColor) }
    // Slides and step wait for keys only with the answers going to a terminal, not in a script.
    if context.stdoutIsTerminal, options.file == nil { policy.slideTerminal = { TerminalSlides() } }
    let interpreter = Interpreter(settings: settings, output: output, policy: policy)
    interpreter.keepGoing = options.keepGoing
    // At a width set (--width, set width), or the terminal's when stderr is one; a log file or
    // pipe without a set width keeps each message on one line, for grep.
    let stderrIsTerminal = context.stderrIsTerminal
    width.current = { [unowned interpreter] in
      interpreter.settings.width ?? (stderrIsTerminal ? interpreter.settings.viewWidth : nil)
    }
    // Nothing more can be shown: read no further statements (the batch runners and the prompt
    // stop as after `quit`); a long evaluation stops at its next `checkCancelled`.
    output.onFailure = { [unowned interpreter] in interpreter.quitRequested = true }
    return interpreter
  }
}

/// The width diagnostics wrap at, read from the interpreter made after the closure that reports.
private final class DiagnosticWidth {
  var current: (() -> Int?)?
}
