import CalScript

/// The interactive prompt (placeholder until readline lands).
struct REPL {
  let interpreter: Interpreter
  let context: ProcessContext

  func run() -> Int32 {
    var reader = LineReader(descriptor: context.stdinDescriptor)
    interpreter.keepGoing = true
    interpreter.run(lines: &reader, name: "<stdin>", directory: nil)
    interpreter.output.flush()
    return 0
  }
}
