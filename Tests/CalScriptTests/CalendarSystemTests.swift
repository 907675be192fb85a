import CalRender
import CalendarCore
import Testing

@testable import CalScript

/// The registry of calendars: each row is a command, a `date` form and a day cell's field, and
/// the three agree with each other and with the core.
struct CalendarSystemTests {
  /// Every row has its command (a value command of one date, on the quick path when its name
  /// fits), its `date` form and a day column of the same name; every calendar of the core is a row.
  @Test func everyRowIsACommandADateFormAndAField() {
    for system in CalendarSystem.all {
      let command = CommandTable.command(named: system.name)
      #expect(command?.isValueCommand == true, "\(system.name)")
      #expect(command?.ofDate != nil, "\(system.name)")
      #expect(DayColumn(rawValue: system.name).map(DayColumn.calendars.contains) == true, "\(system.name)")
      #expect(system.examples.contains { $0.hasPrefix("date \(system.name) ") }, "\(system.name)")
      #expect(system.dateUsage.hasPrefix("date \(system.name) "))
    }
    for calendar in WorldCalendar.allCases {
      #expect(CalendarSystem.all.contains { $0.calendar == calendar }, "\(calendar)")
      #expect(DayColumn(rawValue: CalendarSystem.name(of: calendar))?.worldCalendar == calendar)
    }
    #expect(DayColumn.calendars.map(\.rawValue) == CalendarSystem.all.map(\.name))
  }

  /// `NAME DATE | json` and `date NAME …` are inverse over each calendar's span, on a stride of
  /// days with both ends, for every calendar of the registry (the newer five and Julian among
  /// them); the CSV field is the JSON's numbers.
  @Test(arguments: CalendarSystem.all.map(\.name))
  func eachCalendarRoundTrips(name: String) throws {
    let system = try #require(CalendarSystem.named(name))
    let span = system.calendar.dayCounts
    var counts = Array(stride(from: span.lowerBound, through: span.upperBound, by: 7919))
    counts.append(span.upperBound)
    for count in counts {
      let day = CivilDate(uncheckedDayCount: count)
      let converted = try system.calendar.date(dayCount: count)
      let (json, errors) = evaluate("\(system.name) \(day) | json")
      #expect(errors.isEmpty, "\(system.name) \(day)")
      #expect(json.contains("\"year\":\(converted.year),\"month\":\(converted.month),"), "\(json)")
      var words = ["\(converted.year)", "\(converted.month)", "\(converted.day)"]
      if converted.isLeapMonth { words.insert("leap", at: 2) }
      if let era = converted.era { words.insert(era.rawValue, at: 0) }
      let (back, backErrors) = evaluate("date \(system.name) " + words.joined(separator: " "))
      #expect(backErrors.isEmpty, "\(system.name) \(words)")
      #expect(back == "\(day)\n", "\(system.name) \(day)")
      // The Julian calendar's dates are written as the Gregorian ones are.
      let long = system.calendar == .julian ? converted.description : converted.longDescription
      #expect(evaluate("\(system.name) \(day)").output == long + "\n")
      let (csv, _) = evaluate("days \(day)..\(day) | csv \(system.name)")
      #expect(csv == "\(system.name)\n\(converted.description)\n", "\(system.name) \(day)")
    }
  }

  /// A day cell's dotted parts are the command's: `where hebrew.month == 7 and hebrew.day == 1`
  /// keeps exactly the days whose Hebrew date is 1 Tishrei, over a century.
  @Test func dottedPartsFilterDays() {
    let (output, errors) = evaluate(
      "days 1950-01-01..2049-12-31 | where hebrew.month == 7 and hebrew.day == 1 | csv date")
    #expect(errors.isEmpty)
    let days = output.split(separator: "\n").dropFirst()
    #expect(days.count == 100)
    for day in days {
      #expect(evaluate("hebrew \(day)").output.hasPrefix("1 Tishrei "), "\(day)")
    }
    let (leaps, _) = evaluate(
      "days 2025-01-01..2025-12-31 | where korean.leap and korean.day == 1 | csv date korean")
    #expect(leaps == "date,korean\n2025-07-25,2025-06L-01\n")
    let (eras, _) = evaluate("days 2019-04-30..2019-05-01 | where era.era == \"Reiwa\" | csv date era")
    #expect(eras == "date,era\n2019-05-01,Reiwa 1-05-01\n")
  }
}
