import CalendarCore

/// The lines under a view that name its holidays, so a `+` in a cell is explained without
/// colour: `+  5 Children's Day` under a month, `+ May 5 Children's Day` under months side by side
/// or a strip that spans months, `+ 2024-05-05 Children's Day` under a day list that spans months.
/// Every view writes them here, so one rule holds for all: a line wider than the view's width (or
/// than the view itself, when a grid is wider than the width) is cut there and ends in `...`, as
/// a table cuts a long field.
public enum Legend {
  /// `+ ` and the day (`+  5`, with `monthName` `+ May 5`), the name, cut to `width` columns.
  static func write(
    day: Int, monthName: String? = nil, name: HolidayName, language: HolidayLanguage, width: Int,
    to out: Output
  ) {
    let place = monthName.map { $0 + " " + String(day) } ?? ((day < 10 ? " " : "") + String(day))
    write("+ " + place + " " + name.name(in: language), width: width, to: out)
  }

  /// `+ 2024-05-05 Children's Day`, cut to `width` columns.
  static func write(
    date: CivilDate, name: HolidayName, language: HolidayLanguage, width: Int, to out: Output
  ) {
    write("+ " + date.description + " " + name.name(in: language), width: width, to: out)
  }

  private static func write(_ line: String, width: Int, to out: Output) {
    out.write(TextTableWriter.fitted(line, width: width))
    out.newline()
  }
}
