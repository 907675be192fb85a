import CalRender
import CalSyntax
import CalendarCore

/// Commands about the session itself: `help`, `source`, `vars`, `quit`.
enum ShellCommands {
  static let help = Command(
    "help", group: .shell, usage: "help [COMMAND | TOPIC]",
    summary: "list every command, or show one command's usage and examples",
    examples: ["help", "help select"],
    words: ["let", "set"] + HelpTopic.all.map(\.name)  // completion adds every command name
  ) { call in
    try call.expectArguments(atMost: 1)
    // Wrapped to the terminal's width (or set width), at blanks only.
    let width = call.settings.viewWidth
    guard !call.arguments.isEmpty else { return .string(wrapped(HelpText.overview(), width: width)) }
    let topic = call.word(at: 0) ?? ""
    guard let text = HelpText.topic(topic).map({ wrapped($0, width: width) }) else {
      throw call.error(
        "no help for '\(topic)'"
          + didYouMean(topic, among: CommandTable.names + ["let", "set"] + HelpTopic.all.map(\.name)),
        at: call.range(at: 0))
    }
    return .string(text)
  }

  static let source = Command(
    "source", group: .shell, usage: "source FILE",
    summary: "run a .cal file here; its variables and settings stay (paths are relative to the script)",
    examples: []
  ) { call in
    try call.expectArguments(atMost: 1)
    guard !call.arguments.isEmpty, case .string(let path) = try call.value(at: 0) else {
      throw call.error("source needs a file name, e.g. source holidays.cal")
    }
    try call.interpreter.source(path, at: call.range(at: 0))
    return .nothing
  }

  static let vars = Command(
    "vars", group: .shell, usage: "vars",
    summary: "the names bound with let, and the kind of each value",
    examples: ["let feb = month 2023-02; vars"]
  ) { call in
    try call.expectArguments(atMost: 0)
    let names = call.interpreter.variables.keys.sorted()
    guard !names.isEmpty else { return .string("no variables; bind one with let NAME = PIPELINE") }
    let width = names.map(\.count).max()!
    return .string(
      names.map { name in
        name + String(repeating: " ", count: width - name.count + 2) + call.interpreter.variables[name]!.kind
      }.joined(separator: "\n"))
  }

  static let quit = Command(
    "quit", group: .shell, usage: "quit",
    summary: "leave calsh (exit and Ctrl-D too); in a script, stop it with status 0",
    examples: []
  ) { call in
    try call.expectArguments(atMost: 0)
    call.interpreter.quitRequested = true
    return .nothing
  }
}

/// The text `help` prints, built from the command table.
enum HelpText {
  static func overview() -> String {
    var lines = ["calsh commands (help COMMAND for usage and examples):"]
    // Usages up to this width line their summaries up; a longer one takes a line of its own.
    let width = 34
    func row(_ usage: String, _ summary: String) {
      if usage.count + 2 > width {
        lines.append("  " + usage)
        lines.append("  " + String(repeating: " ", count: width) + summary)
      } else {
        lines.append("  " + usage.padding(to: width) + summary)
      }
    }
    for group in Command.Group.allCases {
      lines.append("")
      lines.append(group.rawValue)
      for command in CommandTable.all where command.group == group { row(command.usage, command.summary) }
    }
    lines.append("")
    lines.append("Statements")
    row("let NAME = PIPELINE", "bind a value to a name")
    row(
      "set SETTING VALUE",
      "change a setting: " + Settings.Name.allCases.map(\.rawValue).joined(separator: ", "))
    row("A | B", "pipe the value of A into the command B")
    lines.append("")
    lines.append("Topics (help TOPIC)")
    for topic in HelpTopic.all { row(topic.name, topic.summary) }
    return lines.joined(separator: "\n")
  }

  static func topic(_ name: String) -> String? {
    let isSetting = Settings.Name(rawValue: name) != nil
    // A setting with a lesson of its own (`help reform`) shows the lesson.
    if name == "set"
      || (isSetting && CommandTable.command(named: name) == nil && HelpTopic.named(name) == nil)
    {
      return
        (["set SETTING VALUE", "  change a setting for the rest of the session:"]
        + Settings.Name.allCases.map {
          "    \($0.rawValue.padding(to: 14))\($0.summary) (\($0.values.joined(separator: " | ")))"
        }
        + ["Examples:", "  set firstweekday mon", "  set today 2023-02-03", "  set locale ko"]).joined(
          separator: "\n")
    }
    if name == "let" {
      return [
        "let NAME = PIPELINE", "  bind the value of a pipeline to a name, then use the name as a value",
        "Examples:", "  let feb = month 2023-02", "  let feb = month 2023-02; feb | next | pad",
      ].joined(separator: "\n")
    }
    let lesson = HelpTopic.named(name)
    guard let command = CommandTable.command(named: name) else { return lesson?.rendered }
    var lines = [command.usage, "  " + command.summary]
    if !command.details.isEmpty { lines.append("  " + command.details) }
    // A command with a lesson of its name (where, explain) shows both once: the lesson's text,
    // then one list of examples, none twice.
    var examples = command.examples
    if let lesson {
      lines += [""] + (lesson.paragraphs + lesson.table).map { "  " + $0 }
      examples += lesson.examples.filter { !command.examples.contains($0) }
    }
    if !examples.isEmpty {
      lines.append("Examples:")
      lines += examples.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
