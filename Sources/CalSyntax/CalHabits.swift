import CalendarCore

/// `cal 9 1752`, `ncal -3`, `cal -y 2024`: command lines of cal(1) and ncal(1), typed from habit,
/// answered with the calsh way to write them.
public enum CalHabits {
  /// The programs whose command lines are recognised.
  public static let programs = ["cal", "ncal"]

  /// The message for `program` with these words after it: the calsh line when the words are a
  /// command line calsh can write, else the common forms.
  package static func message(_ program: String, arguments: [String]) -> String {
    let typed = ([program] + arguments).joined(separator: " ")
    guard var line = translation(of: arguments) else {
      return "\(program) is not a calsh command, and calsh has no way to write \(typed); " + forms
    }
    var note = ""
    // cal writes the days before Britain's switch (1752-09-14) in the Julian calendar.
    if line.hasPrefix("month "), let year = Int(line.dropFirst(6).prefix(4)),
      year < 1752 || line.hasSuffix("1752-09")
    {
      line = "set reform gb; " + line
      note =
        " (cal writes days before Britain's switch of 1752 in the Julian calendar; calsh does so under set reform)"
    }
    return "\(program) is not a calsh command; the calsh way to write \(typed) is: \(line)" + note
  }

  /// A bare `cal` or `ncal` (not a variable): the common forms.
  package static func bareMessage(_ program: String) -> String {
    "\(program) is not a calsh command; the calsh way to write \(program) is: month today; " + forms
  }

  package static let forms =
    "cal 9 1752 is month 1752-09, cal 2024 or cal -y 2024 is year 2024, ncal -3 is month today | around, "
    + "ncal -w is month today | grid weeks, cal -m is set firstweekday mon"

  /// The calsh line for cal's words, or nil: `[9, 1752]` → `month 1752-09`, `[-3]` → `month today
  /// | around`, `[-y, 2024]` → `year 2024`.
  package static func translation(of arguments: [String]) -> String? {
    var (wholeYear, threeMonths, weeks, mondayFirst) = (false, false, false, false)
    var numbers: [String] = []
    for word in arguments {
      if word.hasPrefix("-"), word.count > 1 {
        for flag in word.dropFirst() {
          switch flag {
          case "y": wholeYear = true
          case "3": threeMonths = true
          case "w": weeks = true
          case "m", "M": mondayFirst = true
          default: return nil
          }
        }
      } else {
        numbers.append(word)
      }
    }
    let source: String
    switch numbers.count {
    case 0: source = wholeYear ? "year" : "month today"
    case 1:
      guard let year = Int(numbers[0]), (1...9999).contains(year), !threeMonths else { return nil }
      source = "year \(year)"
    case 2:
      guard let year = Int(numbers[1]), (1...9999).contains(year),
        let month = Int(numbers[0]).flatMap({ (1...12).contains($0) ? $0 : nil })
          ?? ConstantWords.monthNumber(numbers[0].lowercased()),
        !wholeYear
      else { return nil }
      source = "month " + (try! YearMonth(year: year, month: month)).description
    default: return nil
    }
    var line = (mondayFirst ? "set firstweekday mon; " : "") + source
    if threeMonths { line += " | around" }
    if weeks { line += " | grid weeks" }
    return line
  }
}
