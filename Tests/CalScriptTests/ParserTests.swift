import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// The parser as the interpreter runs it (its syntax alone: CalSyntaxTests).
struct ParserTests {
  @Test func commandLineTextRunsStatementByStatement() {
    let text = "2023-01-01\n2023-02-30\n2023-01-31 + 1 month"
    for keepGoing in [false, true] {
      var bytes: [UInt8] = []
      var errors: [ScriptError] = []
      let interpreter = Interpreter(
        settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
        output: Output { bytes += $0 }, policy: SessionPolicy { errors.append($0) })
      interpreter.keepGoing = keepGoing
      #expect(!interpreter.run(SourceText(name: "<command-line>", text: text)))
      interpreter.output.flush()
      let printed = String(decoding: bytes, as: UTF8.self)
      #expect(printed == (keepGoing ? "2023-01-01\n2023-02-28\n" : "2023-01-01\n"))
      #expect(errors.map { $0.source!.location(of: $0.range.offset).line } == [2])
    }
  }
}
