import CalendarCore

/// An explanation's title as a reader says it (`Days in January 2024`, `ISO week of 2021-01-03`),
/// not as the command is typed (`Daysin 2024-01`): it heads `| slides`, a range's derivations and
/// the `md`/`html` handouts. One entry per topic; the calendars share one.
enum ExplanationTitle {
  /// The title of topic `name` asked with `words`, its arguments as they print; nil for a topic
  /// with no entry here (a test requires one for every topic of `ExplainTopic.all`).
  static func of(_ name: String, _ words: [String]) -> String? {
    let all = words.joined(separator: " ")
    let first = words.first ?? ""
    let rest = words.dropFirst().joined(separator: " ")
    switch name {
    case "weekday": return "Weekday of \(all)"
    case "leap": return "Leap year rule for \(all)"
    case "daysin": return "Days in \(month(all))"
    case "zeller": return "Zeller's congruence for \(all)"
    case "doy": return "Day of the year of \(all)"
    case "isoweek": return "ISO week of \(all)"
    case "jdn": return "Julian Day Number of \(all)"
    case "easter":
      let church = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
      return (church + ["Easter Sunday", first]).joined(separator: " ")
    case "nth":
      guard words.count == 3, let n = Int(words[0]) else { return "The \(all)" }
      let place = n < 0 ? (n == -1 ? "last" : "\(ordinal(-n))-to-last") : ordinal(n)
      return "The \(place) \(weekday(words[1])) of \(month(words[2]))"
    case "last":
      guard words.count == 2 else { return "The last \(all)" }
      return "The last \(weekday(words[0])) of \(month(words[1]))"
    case "between":
      guard words.count == 2 else { return "Days between \(all)" }
      return "Days between \(words[0]) and \(words[1])"
    case "holiday":
      let day = words.first { $0.first?.isNumber == true }
      let places = words.filter { $0 != day }.map { $0.uppercased() }.joined(separator: ", ")
      return "Holidays" + (day.map { " on \($0)" } ?? "") + (places.isEmpty ? "" : " in \(places)")
    case "every": return "The days of every \(all)"
    case "doomsday": return "Doomsday rule for \(all)"
    case "equinox", "solstice":
      // `march` reads as this year's month (`2026-03`); its name is the word. The other words are
      // the years: one, a range (`2024 to 2025`) or a list (`2024, 2025`).
      let monthWord = words.first { month($0) != $0 || $0.first?.isLetter == true }
      let years = words.filter { $0 != monthWord }.joined(separator: " ")
      let plural = name == "equinox" ? "equinoxes" : "solstices"
      guard let monthWord else { return "The \(plural) of \(years)" }
      let which = String(month(monthWord).split(separator: " ").first ?? "").capitalizedFirst
      let several = years.contains(" to ") || years.contains(",")
      return "The \(which) \(several ? plural : name) of \(years)"
    case "newmoon": return "New moons of \(month(all))"
    case "fullmoon": return "Full moons of \(month(all))"
    case "solarterms": return "Solar terms of \(all)"
    case "reform":
      return words.isEmpty ? "The Gregorian reform" : "The Gregorian reform in \(all.uppercased())"
    case "julian" where first == "drift": return "Drift of the Julian calendar by \(rest)"
    case "date":
      guard let system = CalendarSystem.all.first(where: { $0.name == first }) else {
        return "The day of the date \(all)"
      }
      return "\(calendarName(system).capitalizedFirst) date \(dateWords(Array(words.dropFirst()))) as a day"
    default:
      guard let system = CalendarSystem.all.first(where: { $0.name == name }) else { return nil }
      return "\(all) in the \(calendarName(system)) calendar"
    }
  }

  /// `Hebrew`, `Umm al-Qura`: the calendar's name as its arithmetic gives it.
  private static func calendarName(_ system: CalendarSystem) -> String { system.calendar.arithmetic.name }

  /// `2024-01` as `January 2024`; any other word as it is.
  private static func month(_ word: String) -> String {
    if word.contains(" to ") {  // a range's `2025-01 to 2025-03`
      return word.split(separator: " to ").map { month(String($0)) }.joined(separator: " to ")
    }
    let parts = word.split(separator: "-")
    guard parts.count == 2, parts[0].count >= 4, parts[1].count == 2, let year = Int(parts[0]),
      let month = Int(parts[1]), (1...12).contains(month)
    else { return word }
    return "\(MonthName.english[month - 1]) \(year)"
  }

  /// `thu` as `Thursday`; any other word as it is.
  private static func weekday(_ word: String) -> String {
    let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    let prefix = word.lowercased()
    guard prefix.count >= 2, let name = names.first(where: { $0.lowercased().hasPrefix(prefix) }) else {
      return word
    }
    return name
  }

  /// `5786 7 1` as `5786-07-01`; other words as they are.
  private static func dateWords(_ words: [String]) -> String {
    guard words.count == 3, let year = Int(words[0]), let month = Int(words[1]), let day = Int(words[2])
    else { return words.joined(separator: " ") }
    return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
  }
}

extension String {
  /// The string with its first letter a capital (`arithmetic Islamic` → `Arithmetic Islamic`).
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
