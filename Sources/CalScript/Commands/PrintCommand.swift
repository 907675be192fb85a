import CalRender

/// `print VALUE …`: labelled answers for lesson scripts, on one line.
enum PrintCommand {
  static let print = Command(
    "print", group: .rendering, usage: "print VALUE …",
    summary: "write values on one line, separated by spaces: strings as they are, others as they print",
    examples: [
      #"print "2024 is a leap year:" (leap 2024)"#,
      #"print "Jan 31 + 1 month =" (2023-01-31 + 1 month) "on a" (weekday (2023-01-31 + 1 month))"#,
    ],
    keepsMappedRows: true
  ) { call in
    var values = call.subject.map { [$0] } ?? []
    for index in call.arguments.indices { values.append(try call.value(at: index)) }
    // `print e` for an explanation held in a variable: printed as `e` alone is, wrapped at the width.
    if values.count == 1, case .scalar(let value) = values[0],
      value is ExplanationSteps || value is ExplanationList
    {
      return values[0]
    }
    var parts: [String] = []
    for (position, value) in values.enumerated() {
      var ownLines = false
      switch value {
      case .month, .months, .days, .dayList, .metadata, .rendered, .nothing, .holidays, .dateTimes, .entries,
        .summary,
        .mapped:
        ownLines = true
      case .scalar(let scalar): ownLines = scalar is ExplanationSteps || scalar is ExplanationList
      default: break
      }
      switch value {
      case _ where ownLines:
        let at =
          call.arguments.isEmpty
          ? nil : call.range(at: max(0, position - (values.count - call.arguments.count)))
        throw call.error(
          "print writes one line; \(value.described) prints on lines of its own (leave out print)", at: at
        )
      default:
        parts.append(Printer.line(of: value, settings: call.settings))
      }
    }
    return .string(parts.joined(separator: " "))
  }
}
