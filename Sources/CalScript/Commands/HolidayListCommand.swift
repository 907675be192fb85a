import CalRender
import CalSyntax
import CalendarCore

/// `holidays list [CODE]`: every country, subdivision and market calsh knows, with its years,
/// categories, name, aliases and source; a code narrows it to that country and its subdivisions.
enum HolidayList {
  static func list(_ call: Invocation) throws -> Value {
    var parent: String?
    if call.arguments.count > 1 {
      guard call.arguments.count == 2, let code = HolidayCodes.code(in: call.arguments[1]) else {
        throw call.error("holidays list takes at most one code: holidays list gb", at: call.range(at: 1))
      }
      guard let country = Country(code: code) else {
        throw call.error(HolidayCodes.unknownCountry(code), at: call.range(at: 1))
      }
      parent = country.code
    }
    var rows: [[String]] = [["code", "kind", "years", "source", "name", "categories"]]
    let source = "python-holidays \(WorldHolidays.sourceVersion)"
    for country in Country.builtIn where parent == nil || parent == country.code {
      let years =
        "\(country.firstDate.map { String($0.year) } ?? String(country.years.lowerBound))–\(country.years.upperBound)"
      let categories = WorldHolidays.entity(named: country.code)?.categories ?? ["public"]
      rows.append([
        country.code, "country", years, "calsh (public), \(source)",
        country.name + (country == .us ? " (bank: the Federal Reserve, xfed)" : ""),
        categories.joined(separator: ", "),
      ])
    }
    for entity in WorldHolidays.entities where !["jp", "kr", "us"].contains(entity.code) {
      // `holidays list gb`: the country and its subdivisions; `holidays list gb-sct`: that one.
      if let parent, entity.parentCode != parent, entity.code != parent { continue }
      let kind: String
      switch entity.kind {
      case .country: kind = "country"
      case .subdivision: kind = "subdivision"
      case .market: kind = "market"
      }
      let name = entity.kind == .subdivision ? "" : entity.name
      let aliases = entity.aliases.isEmpty ? "" : " (\(entity.aliases.joined(separator: ", ")))"
      rows.append([
        entity.code, kind, "\(entity.years.lowerBound)–\(entity.years.upperBound)", source,
        name.isEmpty ? "-" : name + aliases, entity.categories.joined(separator: ", "),
      ])
    }
    let widths = (0..<5).map { column in rows.map { displayWidth($0[column]) }.max() ?? 0 }
    let lines = rows.map { row in
      (0..<5).map { row[$0] + String(repeating: " ", count: widths[$0] - displayWidth(row[$0]) + 2) }.joined()
        + row[5]
    }
    return .string(lines.joined(separator: "\n"))
  }
}
