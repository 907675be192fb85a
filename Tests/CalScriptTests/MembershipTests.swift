import CalSyntax
import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalScript

/// `MemberTable` answers `x in (…)` as `==` tried member by member does: the same truth, and the
/// same error when a member before any equal one cannot be compared.
struct MembershipTests {
  let settings = Settings(today: CivilDate(uncheckedYear: 2024, month: 1, day: 1), locales: TestLocales())

  /// A small value of a random kind, from few enough choices that equal values are common.
  func randomValue(_ random: inout SplitMix) -> Value {
    let small = Int.random(in: -2...2, using: &random)
    switch Int.random(in: 0..<13, using: &random) {
    case 0: return .int(small)
    case 1: return .money(Money(units: Int128(small * 10), scale: Int.random(in: 0...2, using: &random)))
    case 2: return .string(["1", "-2.0", "0.10", "x", ""].randomElement(using: &random)!)
    case 3: return .bool(small > 0)
    case 4: return .date(CivilDate(uncheckedYear: 2024, month: 1, day: 3 + small))
    case 5: return .yearMonth(try! YearMonth(year: 2024, month: 3 + small))
    case 6: return .weekday(Weekday(rawValue: small + 3)!)
    case 7: return .duration(DateDuration(years: small & 1, months: small & 2, days: small))
    case 8:
      let month = try! YearMonth(year: 2024, month: 3 + small)
      return .months(MonthSeries(from: month, through: month, template: settings.view(of: month)))
    case 9: return .nothing
    case 10: return .scalar(JapaneseEra.allCases[small + 2])
    case 11:
      return [.int(Int.max), .int(-1_000_000_000_000_000_000), .string("1234567890123456789")][
        (small + 2) % 3]
    default: return .int(small)
    }
  }

  func linear(_ item: Value, _ values: [Value]) -> Result<Bool, ScriptError> {
    do {
      for value in values
      where try Comparison.apply(.equal, item, value, at: SourceRange(offset: 0, length: 1)) {
        return .success(true)
      }
      return .success(false)
    } catch { return .failure(error) }
  }

  @Test func theTableAgreesWithEqualityInOrder() {
    var random = SplitMix(seed: 8)
    for _ in 0..<3000 {
      let values = (0..<Int.random(in: 1...6, using: &random)).map { _ in randomValue(&random) }
      var table = MemberTable(values: values)
      for _ in 0..<4 {
        let item = randomValue(&random)
        let expected = linear(item, values)
        let got: Result<Bool, ScriptError> = Result { () throws(ScriptError) in
          try table.contains(item, at: SourceRange(offset: 0, length: 1))
        }
        switch (expected, got) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(item) in \(values)")
        case (.failure(let a), .failure(let b)): #expect(a.message == b.message, "\(item) in \(values)")
        default: Issue.record("\(item) in \(values): \(expected) but \(got)")
        }
      }
    }
  }
}
