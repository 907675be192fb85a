import CalendarCore
import Foundation
import Ledger
import Testing

@testable import CalFiles

/// The days of 60 generated iCalendar files and 9 written by hand (recurrences, exceptions, overrides, zones and values
/// on other clocks than their start's, multi-day
/// events, SEQUENCE, what the world writes) as recurring-ical-events gives them: Tests/ICSReference, written and checked by
/// scripts/gen-ics-reference.
struct ICSReferenceTests {
  static let directory = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../ICSReference").standardized

  static let cases: [String] = (0..<70).map { String(format: "%02d", $0) }

  @Test(arguments: cases)
  func daysAgreeWithRecurringICalEvents(name: String) throws {
    let expected = try String(contentsOf: Self.directory.appending(path: name + ".txt"), encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let window = expected[0].split(separator: " ")
    let ledger = try ICSFile.read(
      path: Self.directory.appending(path: name + ".ics").path,
      window: ICSFile.Window(
        first: try CivilDate(parsing: String(window[1])), last: try CivilDate(parsing: String(window[2])))
    ).get()
    let found = (0..<ledger.count).map { "\(ledger.date(at: $0)) \(ledger.text(at: $0, column: 0))" }.sorted()
    #expect(found == Array(expected.dropFirst()))
  }
}
