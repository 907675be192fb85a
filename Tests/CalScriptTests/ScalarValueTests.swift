import CalRender
import CalSyntax
import CalendarCore
import Testing

@testable import CalScript

/// A kind of value is one conformance: a kind made here, in the test, and nowhere else in the
/// language, is named, printed, compared, added and negated by the language's own paths.
struct ScalarValueTests {
  /// A count of beats, a kind the language has never heard of.
  struct Beats: ScalarValue, Equatable {
    var count: Int
    var kindName: String { "count of beats" }
    func line(reform: Reform) -> String { "\(count) beats" }
    func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? {
      guard case .scalar(let other as Beats) = other else { return nil }
      return other == self
    }
    func order(against other: Value, at range: SourceRange) throws(ScriptError) -> Int? {
      guard case .scalar(let other as Beats) = other else { return nil }
      return count < other.count ? -1 : count == other.count ? 0 : 1
    }
    func combined(
      _ op: BinaryOperator, with other: Value, isLeft: Bool, reform: Reform, at range: SourceRange
    ) throws -> Value? {
      guard op == .plus, case .int(let n) = other else { return nil }
      return .scalar(Beats(count: count + n))
    }
    func negated(at range: SourceRange) throws -> Value? { .scalar(Beats(count: -count)) }
  }

  let range = SourceRange(offset: 0, length: 1)

  @Test func aNewKindIsNamedByItsConformance() {
    let beats = Value.scalar(Beats(count: 3))
    #expect(beats.kind == "count of beats")
    #expect(beats.described == "a count of beats")
    #expect(Printer.text(of: beats, reform: .proleptic) == "3 beats")
    #expect(Printer.field(of: beats, reform: .proleptic) == "3 beats")
  }

  @Test func aNewKindComparesAndCombinesOnEitherSide() throws {
    let three = Value.scalar(Beats(count: 3))
    let four = Value.scalar(Beats(count: 4))
    #expect(try Comparison.apply(.less, three, four, at: range))
    #expect(try Comparison.apply(.equal, three, three, at: range))
    #expect(try !Comparison.apply(.equal, three, four, at: range))
    guard case .scalar(let sum as Beats) = try Arithmetic.apply(.plus, three, .int(2), at: range),
      case .scalar(let flipped as Beats) = try Arithmetic.apply(.plus, .int(2), three, at: range),
      case .scalar(let negative as Beats) = try Arithmetic.negate(three, at: range)
    else {
      Issue.record("a kind's own arithmetic was not asked")
      return
    }
    #expect(sum.count == 5 && flipped.count == 5 && negative.count == -3)
  }

  @Test func whatAKindCannotDoIsAnErrorInItsOwnWords() {
    let three = Value.scalar(Beats(count: 3))
    #expect(throws: ScriptError.self) { try Comparison.apply(.equal, three, .int(3), at: range) }
    do {
      _ = try Arithmetic.apply(.minus, three, .int(1), at: range)
      Issue.record("subtraction was not refused")
    } catch let error as ScriptError {
      #expect(error.message == "cannot subtract a number from a count of beats")
    } catch { Issue.record("\(error)") }
  }

  /// The era of a Japanese date is such a kind: equal to any of its spellings, ordered in time.
  @Test func anEraIsAKindOfItsOwn() throws {
    let showa = Value.scalar(JapaneseEra.showa)
    #expect(try Comparison.apply(.equal, showa, .string("昭和"), at: range))
    #expect(try Comparison.apply(.equal, .string("showa"), showa, at: range))
    #expect(try Comparison.apply(.less, showa, .string("Heisei"), at: range))
    #expect(try Comparison.apply(.greater, .string("Heisei"), showa, at: range))
    #expect(showa.kind == "string")
    #expect(Printer.text(of: showa, reform: .proleptic) == "Shōwa")
  }
}
