import CalendarCore
import Testing

@testable import CalScript

/// `explain X` ends with the answer `X` gives, for thousands of inputs.
struct ExplainTests {
  /// The answer line of `explain TEXT` and the output of TEXT alone.
  func answers(_ text: String) -> (explained: String, plain: String) {
    let explained = evaluate("explain " + text)
    let plain = evaluate(text)
    #expect(explained.errors.isEmpty && plain.errors.isEmpty, "\(text)")
    let last = explained.output.split(separator: "\n").last ?? ""
    let answer = last.drop(while: { $0.isNumber }).dropFirst(2)  // "6. Answer: …"
    return (String(answer), plain.output.trimmingCharacters(in: "\n"))
  }

  func expectAgreement(_ text: String) {
    let (explained, plain) = answers(text)
    let stated = explained.hasPrefix("Answer: \(plain).") || explained == "Answer: \(plain)"
    #expect(stated, "\(text): \(explained) vs \(plain)")
  }

  var randomDates: [CivilDate] {
    var generator = SplitMix(seed: 7)
    return (0..<1500).map { _ in
      let count = Int.random(in: Gregorian.dayCounts, using: &generator)
      return try! CivilDate(dayCount: count)
    } + [try! CivilDate(parsing: "0001-01-01"), try! CivilDate(parsing: "9999-12-31")]
  }

  @Test func weekdayLeapAndDaysIn() {
    for date in randomDates {
      expectAgreement("weekday \(date)")
      expectAgreement("leap \(date.year)")
      expectAgreement("daysin \(date.yearMonth)")
    }
    for year in [1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999] { expectAgreement("daysin \(year)") }
  }

  @Test func arithmetic() {
    var generator = SplitMix(seed: 11)
    for date in randomDates.prefix(1000) {
      let other = randomDates.randomElement(using: &generator)!
      expectAgreement("\(date) - \(other)")
      let months = Int.random(in: -30...30, using: &generator)
      let days = Int.random(in: -400...400, using: &generator)
      for text in [
        "\(date) + \(months) months \(days) days", "\(date) - \(months) months", "\(date) + \(days)",
      ] {
        guard evaluate(text).errors.isEmpty else { continue }  // past 0001 or 9999
        expectAgreement(text)
      }
    }
  }
}

/// A small seeded generator, so a failure names inputs that repeat.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(self.drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
  }
}
