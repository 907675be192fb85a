import CalendarCore

/// The values a value command maps over: a range of whole numbers (`2020..2030`), of dates or
/// of months, or values written with commas (`2025-01-01, 2026-01-01`). Elements are made one at
/// a time, so `easter 1583..9999 | count` holds no list.
enum MappedSeries: Sendable {
  case integers(Int, Int)
  case dates(CivilDate, CivilDate)
  case months(YearMonth, YearMonth)
  case values([Value])

  var count: Int {
    switch self {
    case .integers(let a, let b): return b - a + 1
    case .dates(let a, let b): return b.days(since: a) + 1
    case .months(let a, let b): return b.index - a.index + 1
    case .values(let values): return values.count
    }
  }

  func element(at index: Int) -> Value {
    switch self {
    case .integers(let a, _): return .int(a + index)
    case .dates(let a, _): return .date(CivilDate(uncheckedDayCount: a.dayCount + index))
    case .months(let a, _): return .yearMonth((try? a.adding(months: index)) ?? a)
    case .values(let values): return values[index]
    }
  }
}

/// A value command over a series (`easter 2020..2030`): one result per element, in order, each
/// computed when it is read. Whose results are dates, it is a day list to the stages after it;
/// otherwise it prints as rows `ARGUMENT  RESULT`.
public final class Mapping: Sendable {
  let call: CommandCall
  /// The arguments, evaluated once; the one at `position` is replaced by each element in turn.
  let arguments: [Value]
  let position: Int
  let series: MappedSeries
  let subject: Value?

  init(call: CommandCall, arguments: [Value], position: Int, series: MappedSeries, subject: Value?) {
    self.call = call
    self.arguments = arguments
    self.position = position
    self.series = series
    self.subject = subject
  }

  var count: Int { series.count }

  /// The command's result for element `index`.
  func result(at index: Int, in interpreter: Interpreter) throws -> Value {
    var given = arguments
    given[position] = series.element(at: index)
    return try call.command.run(
      Invocation(interpreter: interpreter, call: call, subject: subject, given: given))
  }

  /// The column the elements are shown in: what the command's usage calls that argument
  /// (`year` for `easter YEAR`, `month` for the YM of `nth N WEEKDAY YM`), else what the first is.
  var argumentName: String {
    let words = call.command.usage.split(separator: " ").dropFirst()
    if position < words.count, !call.command.usage.contains("|") {
      switch words[words.startIndex + position] {
      case "YEAR": return "year"
      case "YM": return "month"
      case "DATE": return "date"
      case "WEEKDAY": return "weekday"
      default: break
      }
    }
    switch series.element(at: 0) {
    case .date: return "date"
    case .yearMonth: return "month"
    case .weekday: return "weekday"
    case .int: return call.command.usage.contains("YEAR") ? "year" : "number"
    default: return "value"
    }
  }

  /// The column the results are shown in: the command's name.
  var resultName: String { call.command.name }

  /// Whether the results are dates, so that the stages after it see a day list: read from the
  /// first result (every element of a series has the kind of the first).
  func givesDates(in interpreter: Interpreter) -> Bool {
    guard count > 0, case .date? = try? result(at: 0, in: interpreter) else { return false }
    return true
  }

  /// Calls `body` with each element and its result, in order.
  func forEach(in interpreter: Interpreter, at range: SourceRange, _ body: (Value, Value) throws -> Void)
    throws
  {
    for index in 0..<count {
      if index & 4095 == 4095 { try interpreter.checkCancelled(at: range) }
      try body(series.element(at: index), try result(at: index, in: interpreter))
    }
  }
}

extension Interpreter {
  /// Runs a value command's call, mapping it over the one argument that is a range or a list;
  /// the arguments are evaluated once, here, either way.
  func runValueCommand(_ call: CommandCall, subject: Value?) throws -> Value {
    // Written values only (`isoweek 2021-01-03`, `easter 2025`): nothing to map over, and the
    // command reads its arguments itself, as every line of a long script's general path does.
    // (A plain loop: `allSatisfy` over a key path cost a tenth of such a line.)
    var literalsOnly = true
    for argument in call.arguments where !argument.isLiteral {
      literalsOnly = false
      break
    }
    if literalsOnly {
      return try call.command.run(Invocation(interpreter: self, call: call, subject: subject))
    }
    var values: [Value] = []
    values.reserveCapacity(call.arguments.count)
    var mapped: (position: Int, series: MappedSeries, range: SourceRange)?
    do {
      try evaluateArguments(of: call, into: &values, mapped: &mapped)
    } catch {
      // The command's own reading first reports what it would: `weekday 1991-04-26 € 3` takes
      // one argument, whatever the others are. (Not past a range or list, which it cannot read.)
      let readsItself = !call.arguments.contains { argument in
        switch argument {
        case .range, .list: return true
        default: return false
        }
      }
      if readsItself { _ = try call.command.run(Invocation(interpreter: self, call: call, subject: subject)) }
      throw error
    }
    if let mapped {
      return .mapped(
        Mapping(
          call: call, arguments: values, position: mapped.position, series: mapped.series, subject: subject))
    }
    return try call.command.run(Invocation(interpreter: self, call: call, subject: subject, given: values))
  }

  /// The values of a value command's arguments, and the one range or list among them, if any.
  private func evaluateArguments(
    of call: CommandCall, into values: inout [Value],
    mapped: inout (position: Int, series: MappedSeries, range: SourceRange)?
  ) throws {
    for (position, argument) in call.arguments.enumerated() {
      let series: MappedSeries?
      var single: Value? = nil
      switch argument {
      case .list(let items, _):
        series = .values(try items.map { try evaluate($0) })
      case .range(let lower, let upper, let range):
        let (first, last) = (try evaluate(lower), try evaluate(upper))
        if case .int(let a) = first, case .int(let b) = last {
          guard a <= b else {
            throw ScriptError(
              .evaluation, "a range runs from the smaller to the larger: \(b)..\(a)", at: range)
          }
          guard b.subtractingReportingOverflow(a).overflow == false, b - a < Int.max else {
            throw ScriptError(.evaluation, CalendarError.numberTooLarge.message, at: range)
          }
          series = .integers(a, b)
        } else {
          series = MappedSeries(try Arithmetic.range(first, last, at: range))
        }
      case .name(let word, _) where call.command.words.contains(word.lowercased()):
        // A word the command reads itself (`easter 2024 orthodox`), unless a variable has its name.
        let value = (try? evaluate(argument)) ?? .string(word)
        series = MappedSeries(value)
        single = value
      default:
        let value = try evaluate(argument)
        series = MappedSeries(value)
        single = value
      }
      if let series {
        if let mapped {
          throw ScriptError(
            .evaluation,
            "\(call.name) maps over one range or list at a time; \(Printer.text(of: mapped.series.element(at: 0), reform: settings.reform))… "
              + "is one already",
            at: argument.range)
        }
        mapped = (position, series, argument.range)
        values.append(series.element(at: 0))
      } else if let single {
        values.append(single)
      }
    }
  }
}

extension MappedSeries {
  /// The series a range value is, or nil for a value that is one element.
  init?(_ value: Value) {
    switch value {
    case .dateRange(let a, let b): self = .dates(a, b)
    case .monthRange(let a, let b): self = .months(a, b)
    default: return nil
    }
  }
}
