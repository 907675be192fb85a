import CalRender
import CalendarCore
import Ledger

/// A heatmap drawn: as terminal text by default, as an SVG picture, an HTML page, or in Markdown
/// as a code block of its drawing without colour.
extension Printer {
  func drawHeatmapText(_ map: Heatmap, title: String) {
    var renderer = HeatmapRenderer(color: interpreter.settings.usesColor)
    renderer.truecolor = interpreter.settings.terminalTakesTruecolor
    renderer.labels = labels
    renderer.firstWeekday = interpreter.settings.firstWeekday
    renderer.reform = interpreter.settings.reform
    renderer.width = width
    renderer.write(map, title: title, to: out)
  }

  func drawHeatmap(_ map: Heatmap, title: String, as kind: PictureFormat) {
    var document = HeatmapDocument()
    document.labels = labels
    document.firstWeekday = interpreter.settings.firstWeekday
    document.reform = interpreter.settings.reform
    let language = labels.language
    let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
    document.rightToLeft = Printer.rightToLeftLanguages.contains(base)
    switch kind {
    case .svg: document.writeSVG(map, title: title, to: out)
    case .html: document.writeHTML(map, title: title, language: labels.language, to: out)
    case .markdown:
      // A fenced code block of the drawing without colour.
      var renderer = HeatmapRenderer(color: false)
      renderer.labels = labels
      renderer.firstWeekday = interpreter.settings.firstWeekday
      renderer.reform = interpreter.settings.reform
      renderer.width = width
      MarkdownBlocks.codeBlock(to: out) { renderer.write(map, title: title, to: $0) }
    }
  }
}

/// A heatmap's JSON: its title, first and last day, and every day's date, value and level; dates
/// as written under `reform`.
enum HeatmapJSON {
  static func write(_ map: Heatmap, title: String, reform: Reform, to json: inout JSONWriter) {
    json.beginObject()
    json.key("title")
    json.value(title)
    json.key("first")
    json.value(reform.label(of: map.first))
    json.key("last")
    json.value(reform.label(of: map.last))
    json.key("days")
    json.beginArray()
    for day in map.first.dayCount...map.last.dayCount {
      json.beginObject()
      json.key("date")
      json.value(reform.label(of: CivilDate(uncheckedDayCount: day)))
      json.key("value")
      json.value(map.value(onDayCount: day) ?? .zero(scale: map.scale))
      json.key("level")
      json.value(map.level(onDayCount: day))
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }
}
