import CalSyntax
import CalendarCore
import Ledger

/// What a script is given from outside: its arguments (`args`, `$1 …`) and its input (`read`).
enum InputCommands {
  static let args = Command(
    "args", group: .shell, usage: "args",
    summary:
      "the words after the script's name (calsh FILE ARG…, calsh -c TEXT -- ARG…) as a list; $1, $2 … each",
    details: "Each word is read as calsh reads a literal when it is one — a date, a year or number, a month, "
      + "a date-time, a duration, a range, a quoted text — and is kept as text otherwise: calsh rota.cal "
      + "2027 makes $1 the number 2027, so year $1 is that year. $3 when two were given is an error "
      + "naming how many there are. calsh's flags are read anywhere before --; every word after -- is an "
      + "argument (calsh rota.cal -- -4). args is a list of days when every word is a date (none: an empty one), else of "
      + "values (one column, value). $1 is read wherever a word is: load $1, source $1, holidays $1 2025.",
    examples: ["args | count"]
  ) { call in
    try call.expectArguments(atMost: 0)
    return call.interpreter.list(of: call.interpreter.scriptArguments, by: call.call)
  }
}

extension InputCommands {
  static let read = Command(
    "read", group: .data, usage: "read [\"FILE\"] [\"FORMAT\"]",
    summary: "standard input (or a file) as a list, one value a line: dates, date-times, numbers or text",
    details: "No header is needed. The first line that is not blank sets the kind: a date (YYYY-MM-DD), "
      + "a date-time (2025-03-05T14:30, or a space for the T), a number (42, -3, 12.50), else text, every "
      + "line as written; every later line must be of that kind. A text with a % is the format of the "
      + "dates (strptime's %Y %y %m %d %b and %%, as load's dateformat: read \"%d/%m/%Y\"); another "
      + "text is the file to read instead of standard input, relative to the script. Input is UTF-8 "
      + "(another byte is an error naming it). Blank lines are skipped; a line of another kind is an error at its line (<stdin>:17), or with --keep-going is "
      + "skipped and counted in a warning. Dates go on as days (read | weekday, read | where weekday "
      + "== sat | count, read | table), date-times as a list of date-times in time order (read | where hour >= 18 "
      + "| count, as every … at gives), other kinds rows of one column named number (12.50 too) or value "
      + "(read | where number > 100); the lines are read as the list is, so read | count holds "
      + "none of them. An empty input (or every line bad under --keep-going) is an empty list of days. "
      + "Standard input is read once: let dates = read (or let x = read | where …) keeps its values "
      + "to read them again. A script that is itself standard input, and the prompt, read a file.",
    examples: [
      #"read "examples/dates.txt" | weekday"#, #"read "examples/dates.txt" | where weekday == sat | count"#,
    ]
  ) { call in
    var path: String? = nil
    var format: DateInputFormat? = nil
    for index in call.arguments.indices {
      guard case .string(let text) = try call.value(at: index) else {
        throw call.error(
          "read takes a file name or a date format, each in double quotes: read \"dates.txt\" \"%d/%m/%Y\"",
          at: call.range(at: index))
      }
      if text.contains("%") {
        guard format == nil else { throw call.error("read takes one date format", at: call.range(at: index)) }
        do throws(DateInputFormat.Problem) { format = try DateInputFormat(text) } catch {
          throw call.error(error.message, at: call.range(at: index))
        }
      } else {
        guard path == nil else {
          throw call.error("read takes one file (a date format has a %)", at: call.range(at: index))
        }
        if let problem = Interpreter.emptyFileName(text, example: "read \"dates.txt\"") {
          throw call.error(problem, at: call.range(at: index))
        }
        path = text
      }
    }
    let interpreter = call.interpreter
    let resolved = path.map(call.resolvedPath)
    if let resolved, !interpreter.policy.allowsSource(resolved) {
      throw call.error("cannot read \(path ?? ""): not allowed here", at: call.range(at: 0))
    }
    let files = interpreter.policy.files
    let input = InputSeries(
      name: resolved ?? "<stdin>", isStandardInput: resolved == nil,
      reader: InputLineReader(format: format, reform: call.calendarInForce), range: call.call.range
    ) { files.lines(path: resolved) }
    let mapping = Mapping(
      call: call.call, arguments: [], position: nil, series: .lines(input), subject: nil, resultOf: { $0 },
      printsResultsOnly: true, isPlainList: true)
    // Dates are days to every stage after it (a day table, the cells' fields in where). An input
    // with no value (empty, blank, or every line bad) is an empty list of days, so every date
    // pipeline takes it; its pass reports the bad lines, or skips them under --keep-going.
    let first = input.peek()
    if let problem = input.openingProblem { throw problem }
    switch first {
    case nil, .date?:
      return .dayList(
        DayList(source: .input(InputDays(input: input, marks: DayMarks(call.settings), call: call.call))))
    case .scalar(_ as DateTime)?:
      // Date-times go on as a list of date-times (where hour >= 18, table, count by date …), as
      // `every … at` gives them: read whole, in time order.
      var elements: [DateTimeList.Element] = []
      try MappedSeries.lines(input).forEach(in: interpreter, at: call.call.range) { value in
        if case .scalar(let wall as DateTime) = value { elements.append(.floating(wall)) }
        return true
      }
      return .dateTimes(DateTimeList(elements))
    default: return .mapped(mapping)
    }
  }
}
