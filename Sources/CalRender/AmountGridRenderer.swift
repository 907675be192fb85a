import CalendarCore
import Ledger

/// `grid amounts`: a month with two-line cells, the day number over the day's net, as
/// income/expense calendars show them. Cells are as wide as the month's widest net (at least 4
/// columns), so every amount is exact; days without entries leave the second line blank. With
/// `weeks` (`grid weeks amounts`) each row starts with its week number, as in `grid weeks`.
/// Under the month, a legend line names each holiday marked `+`, as under a plain grid. No line
/// ends in a space.
public struct AmountGridRenderer {
  public let color: Bool
  public var truecolor = false
  /// Month titles and weekday labels, as every other view takes them (`set locale ko`).
  public var labels: CalendarLabels = .english
  /// The language holiday names are written in.
  public var language: HolidayLanguage = .english
  /// Week numbers before the rows (`grid weeks amounts`), in `numbering` (`set weeks`; nil: auto).
  public var weeks = false
  public var numbering: WeekNumbering? = nil
  /// The columns the view may take (`set width`): a legend line is cut there, or at the grid's
  /// own width when that is wider.
  public var viewWidth = 80
  private var days: [Day] = []

  public init(color: Bool = false) { self.color = color }

  /// Draws `view` with the sums of `entries` (attached by `with`); without entries every
  /// amount line is blank.
  public mutating func write(_ view: MonthView, entries: EntriesByDay? = nil, to out: Output) {
    view.days(into: &days)
    // A file without amounts shows how many entries a day has instead: `#2`.
    let hasAmounts = entries?.entries.ledger.hasAmounts ?? true
    let totals = days.map { entries?.totals(of: $0) }
    let nets = totals.map { totals -> String in
      guard let totals, totals.count > 0 else { return "" }
      return hasAmounts ? totals.net.description : "#" + String(totals.count)
    }
    let width = max(4, nets.map(\.utf8.count).max() ?? 0)
    let margin = weeks ? GridRenderer.weekColumns : 0
    let lineWidth = margin + 7 * width + 6
    let title = labels.title(of: view.month)
    out.write(spaces: max(0, (lineWidth - displayWidth(title)) / 2))
    out.write(title)
    out.newline()
    var header: [(String, String?)] = []
    for column in 0..<7 {
      let weekday = view.firstWeekday.advanced(by: column)
      // A label as wide as the cell (`dim.` in French) takes the space it would keep on the right.
      let name = labels.name(of: weekday)
      header.append(
        (pad(displayWidth(name) < width ? name + " " : name, to: width), GridRenderer.weekdayColor(weekday)))
    }
    let options = GridOptions(weeks: weeks, numbering: numbering)
    let numbering = options.numbering(startingOn: view.firstWeekday)
    writeLine(
      header, after: nil, heading: weeks ? GridOptions.label(of: numbering) : nil, margin: margin, to: out)
    let layout = view.layout
    for row in 0..<layout.rowCount {
      var numbers = [(String, String?)](repeating: (String(repeating: " ", count: width), nil), count: 7)
      var amounts = numbers
      for (index, day) in days.enumerated() where day.row == row {
        numbers[day.column] = (
          pad(cellText(day), to: width), CellColor.codes(day, totals: totals[index], truecolor: truecolor)
        )
        amounts[day.column] = (
          pad(nets[index], to: width),
          totals[index]?.color.map { CellColor.onBackground($0, truecolor: truecolor) }
        )
      }
      let week = weeks ? GridRenderer.week(ofRow: row, of: view, layout, numbering: numbering) : nil
      writeLine(numbers, after: week, margin: margin, to: out)
      writeLine(amounts, after: nil, margin: margin, to: out)
    }
    if view.holidays != nil {
      for day in days where day.isWithinDisplayedMonth {
        guard let name = day.holiday, let number = day.number else { continue }
        Legend.write(
          day: number, name: name, language: language, width: max(viewWidth, lineWidth), to: out)
      }
    }
  }

  /// ` 12 `, `(29)`, `[3]`, `  3*` as the plain grid draws them.
  private func cellText(_ day: Day) -> String {
    guard let number = day.number else { return "" }
    var (open, close) = (" ", " ")
    if day.isSelected {
      (open, close) = ("[", "]")
    } else if !day.isWithinDisplayedMonth {
      (open, close) = ("(", ")")
    } else if day.isToday {
      close = "*"
    } else if day.holiday != nil {
      close = "+"
    }
    return open + String(number) + close
  }

  private func pad(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - displayWidth(text))) + text
  }

  /// Cells joined by one space after `margin` columns (a week number and a space, or blanks),
  /// colour codes around the text of each (not its trailing spaces); the line stops at its last
  /// mark, so it never ends in a space.
  private func writeLine(
    _ cells: [(String, String?)], after week: Int?, heading: String? = nil, margin: Int, to out: Output
  ) {
    var pending = margin
    if let heading {
      out.write(heading)
      pending = margin - heading.utf8.count
    }
    if let week {
      // Right-aligned in two columns as `grid weeks` writes it: ` 5`, `18`.
      out.write(spaces: week < 10 ? 1 : 0)
      out.write(decimal: week)
      pending = margin - 2
    }
    for (text, codes) in cells {
      var core = Substring(text)
      while core.last == " " { core.removeLast() }
      let leading = core.prefix(while: { $0 == " " }).count
      if core.count > leading {
        out.write(spaces: pending)
        pending = 0
        if color, let codes, !codes.isEmpty {
          out.write("\u{1B}[\(codes)m")
          out.write(String(core))
          out.write("\u{1B}[0m")
        } else {
          out.write(String(core))
        }
        pending += text.count - core.count + 1
      } else {
        pending += text.count + 1
      }
    }
    out.newline()
  }
}
