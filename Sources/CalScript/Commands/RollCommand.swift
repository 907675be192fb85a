import CalSyntax
import CalendarCore

/// `roll following jp`: a date, or each day of a list, moved to a workday as ISDA's business-day
/// conventions move it.
enum RollCommand {
  static let roll = Command(
    "roll", group: .holidays, usage: "roll following|preceding|modified following|modified preceding [CC …]",
    summary: "move a date, or each day of a list, that is not a workday to one (ISDA's conventions)",
    details: """
      following: the next workday; preceding: the previous one; modified following: the next \
      workday unless it is in the next month, then the previous one; modified preceding: the \
      previous workday unless it is in the previous month, then the next one. A workday is \
      Monday to Friday and not a holiday of the countries named, else of set holidays. A workday \
      stays where it is.
      """,
    examples: [
      "2025-05-03 | roll following jp", "2025-05-31 | roll modified following jp",
      "every month on day 25 from 2025-01 for 6 | roll preceding jp",
    ],
    words: ["following", "preceding", "modified"] + HolidayCodes.completions
  ) { call in
    // The convention: one word, or `modified` and one more.
    var index = 0
    var words: [String] = []
    while let word = call.word(at: index)?.lowercased(), words.isEmpty || words == ["modified"] {
      words.append(word)
      index += 1
    }
    guard let convention = BusinessDayConvention(rawValue: words.joined(separator: " ")) else {
      throw call.error(
        "roll takes following, preceding, modified following or modified preceding"
          + didYouMean(words.last ?? "", among: ["following", "preceding", "modified"]),
        at: call.arguments.isEmpty ? nil : call.range(at: max(0, index - 1)))
    }
    var countries: [Country] = []
    while index < call.arguments.count, let country = HolidayCodes.country(in: call.arguments[index]) {
      countries.append(country)
      index += 1
    }
    // Two letters that are no country and no variable: a country code calsh does not know.
    if let word = call.word(at: index), word.count == 2,
      word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }),
      call.interpreter.variables[word] == nil
    {
      throw call.error(HolidayCommands.unknownCountry(word), at: call.range(at: index))
    }
    let calendar =
      countries.isEmpty
      ? call.settings.holidays
      : call.settings.holidays.taking(countries: countries)
    let subject: Value
    let range: SourceRange
    if index < call.arguments.count {
      guard index == call.arguments.count - 1 else {
        throw call.error(
          "roll takes the country codes, then at most one date or list", at: call.range(at: index + 1))
      }
      (subject, range) = (try call.value(at: index), call.range(at: index))
    } else if let piped = call.subject {
      (subject, range) = (piped, call.call.nameRange)
    } else {
      throw call.error("roll needs a date or a day list on its left, e.g. 2025-05-03 | roll following jp")
    }
    let list: DayList
    switch subject {
    case .date(let date):
      return .date(
        try at(range) { () throws(CalendarError) in
          if let country = calendar.unknownCountry(on: date) {
            throw .holidaysOutOfRange(country, year: date.year)
          }
          return try convention.roll(date, in: calendar)
        })
    case .dayList(let base): list = base
    case .days(let span, _): list = DayList(source: .span(span))
    case .month(let view, _): list = DayList(source: .month(view.padded(.none)))
    case .dateRange(let a, let b): list = DayList(source: .span(call.settings.span(from: a, through: b)))
    default: throw call.wrongKind(subject, at: range, expected: "a date or a day list")
    }
    let rolled = RolledDays(
      base: list, convention: convention, calendar: calendar, marks: DayMarks(call.settings),
      origin: call.call.range)
    return .dayList(DayList(source: .rolled(rolled)))
  }
}
