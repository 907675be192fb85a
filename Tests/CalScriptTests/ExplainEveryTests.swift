import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// `explain every X` refuses exactly what `every X` refuses, with the same message, and otherwise
/// answers the days `every X` gives (#26 QA 1, 8): the two read, check and expand a rule in one place.
struct ExplainEveryTests {
  static let rules = [
    "every month from 2025-01-01 for 3", "every year from 2025 for 2",
    "every mon in feb from 2025-01-01 for 2",
    "every mon in sep from 1752-08-01 for 3", "every month on day 15 from 1752-09 for 3",
    "every month on day 15 from 1752-10 for 3", "every day from 1752-09-01 for 4",
    "every week on mon from 1752-08-20 for 3", "every mon, thu from 1582-10-01 for 5",
    "every workday us from 1752-09-01 for 4", "every workday us from 1900-01-01 for 2",
    "every workday us from 1971-01-01 for 3", "every workday kr from 2050-12-27 for 5",
    "every month on last workday jp from 2099-10 for 4", "every year on 4th thu in nov from 2025 for 2",
    "every 2 weeks on tue from 0001-01-03 until 0001-02-01", "every day from 9999-10-17 for 3",
    "every month on day -1 from 9999-09-01 for 5", "every month on 1st mon from 1918-01 for 3",
    "every year in feb on day 29 from 1700 for 2",
  ]

  @Test(arguments: ["proleptic", "gb", "julian", "it", "ru", "jp"])
  func explainRefusesWhatEveryRefuses(_ reform: String) {
    let settings = "set reform \(reform); "
    for rule in Self.rules {
      // The whole series, as `every X` alone gives it (counted, to keep the output short).
      let whole = evaluate(settings + rule + " | count")
      let explained = evaluate(settings + "explain " + rule)
      #expect(
        whole.errors.map(\.message) == explained.errors.map(\.message),
        "\(reform): \(rule): \(whole.errors.map(\.message)) vs \(explained.errors.map(\.message))")
      guard whole.errors.isEmpty, explained.errors.isEmpty else { continue }
      let count = Int(whole.output.filter(\.isNumber)) ?? 0
      let plain = evaluate(settings + rule + " | first 3 | table date")
      let dates = plain.output.split(separator: "\n").dropFirst().map { $0.filter { $0 != " " } }
      let answer = explained.output.split(separator: "\n").last ?? ""
      let expected =
        dates.isEmpty
        ? "Answer: no day" : "Answer: " + dates.joined(separator: ", ") + (count > 3 ? ", …" : "") + "."
      #expect(
        answer.drop(while: { $0 != "A" }).hasPrefix(expected), "\(reform): \(rule): \(answer) vs \(expected)")
    }
  }
}
