import CalScript
import CalSyntax

/// `calsh ncal -3`, `calsh cal -y 2024`: a cal or ncal command line typed after calsh. Its words
/// (dashes included) are taken aside before the flags are read, so they reach the habit message
/// as `-c 'ncal -3'` does, instead of an unknown-option error; calsh's own flags still count.
enum CalHabitArguments {
  /// The arguments with the habit's words taken out, and those words in order (none when the
  /// first non-flag argument is not `cal` or `ncal`).
  static func split(_ arguments: [String]) -> (arguments: [String], words: [String]) {
    // Without `cal` or `ncal` among them there is nothing to take out; looking up every flag's
    // rule to learn that cost a tenth of a one-line job's start-up.
    guard arguments.contains(where: CalHabits.programs.contains) else { return (arguments, []) }
    var kept: [String] = []
    var words: [String] = []
    var program = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if let rule = flagRule(argument) {
        kept.append(argument)
        // A flag's value goes with it (`--today 2023-02-03`), unless joined by '='.
        if rule.kind != .flag, !argument.contains("="), index < arguments.count {
          kept.append(arguments[index])
          index += 1
        }
      } else if program {
        words.append(argument)
      } else if argument == "--" || argument.hasPrefix("-") || !CalHabits.programs.contains(argument) {
        return (arguments, [])
      } else {
        kept.append(argument)
        program = true
      }
    }
    return (kept, words)
  }

  private static func flagRule(_ argument: String) -> FlagRule? {
    let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    return QuickArguments.rules.first { $0.name == name }
  }
}
