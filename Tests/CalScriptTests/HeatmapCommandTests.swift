import CalRender
import CalSyntax
import CalendarCore
import Ledger
import Testing

@testable import CalScript

/// `heatmap` in the terminal: its top level is ColorBrewer's darkest green as 24-bit colour when
/// the terminal takes it and as the 256-colour cube's nearest (22) when not, and shades without
/// colour; `| svg` holds a cell per day with its value.
struct HeatmapCommandTests {
  func run(_ text: String, color: Bool, truecolor: Bool = false) throws -> String {
    var settings = Settings(today: try CivilDate(parsing: "2025-01-20"), locales: TestLocales())
    settings.color = color ? .always : .never
    settings.terminalTakesTruecolor = truecolor
    var bytes: [UInt8] = []
    let ledger = Ledger(columns: [], hasAmounts: false)
    let policy = SessionPolicy(files: OneLedger(ledger: ledger)) { error in Issue.record("\(error)") }
    let interpreter = Interpreter(settings: settings, output: Output { bytes += $0 }, policy: policy)
    interpreter.run(SourceText(name: "<test>", text: text))
    interpreter.output.flush()
    return String(decoding: bytes, as: UTF8.self)
  }

  let days = "days 2025-01-01..2025-01-31 | where number <= 3 | heatmap 2025-01"

  @Test func truecolorWhenTheTerminalTakesIt() throws {
    #expect(try run(days, color: true, truecolor: true).contains("\u{1B}[38;2;0;109;44m█"))
    #expect(try run(days, color: true, truecolor: false).contains("\u{1B}[38;5;22m█"))
  }

  @Test func shadesWithoutColour() throws {
    let text = try run(days, color: false)
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("Wed █"))
    #expect(text.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test func rightToLeftLocalesMirrorTheDocuments() throws {
    #expect(
      try run("set locale ar; " + days + " | html", color: false).contains("<html lang=\"ar\" dir=\"rtl\">"))
    #expect(try run("set locale ar; " + days + " | svg", color: false).contains("direction=\"rtl\""))
    #expect(try run("set locale ja; " + days + " | html", color: false).contains("dir=\"ltr\""))
  }

  @Test func theSVGHasADayCellPerDay() throws {
    let svg = try run(days + " | svg", color: false)
    #expect(svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"hm-day\"") }.count == 31)
    #expect(svg.contains("data-date=\"2025-01-02\" data-value=\"1\" data-level=\"4\""))
    #expect(svg.contains("data-date=\"2025-01-04\" data-value=\"0\" data-level=\"0\""))
  }
}
