import CalendarCore
import Testing

/// The example of the library's documentation (CalendarCore.docc), as an app would write it, with
/// only the public interface: it must compile and give what the page says.
@Test func documentationExampleWorks() throws {
  let february = try YearMonth(year: 2023, month: 2)
  var view = MonthView(february, padding: .row, firstWeekday: .sunday)
  view.selection.select(try CivilDate(year: 2023, month: 2, day: 3))
  let cells = view.days()
  #expect(cells.count == 35)
  #expect(cells.first?.date == (try CivilDate(year: 2023, month: 1, day: 29)))
  #expect(cells.last?.date == (try CivilDate(year: 2023, month: 3, day: 4)))
  let selected = try #require(cells.first { $0.isSelected })
  #expect(selected.date == (try CivilDate(year: 2023, month: 2, day: 3)))
  #expect((selected.row, selected.column, selected.selectionPosition) == (0, 5, .full))
  let next = try CivilDate(year: 2023, month: 1, day: 31).adding(DateDuration(months: 1))
  #expect(next == (try CivilDate(year: 2023, month: 2, day: 28)))
}
