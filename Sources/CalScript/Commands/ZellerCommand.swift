import CalendarCore

/// `zeller DATE`: the weekday by Zeller's congruence, every number shown.
enum ZellerCommand {
  static let zeller = Command(
    "zeller", group: .math, kind: .valueCommand, usage: "zeller DATE",
    summary: "the weekday by Zeller's congruence, with every intermediate number",
    examples: ["zeller 2023-02-01", "zeller 2000-01-01"]
  ) { call in
    let date = try call.weekdayDate()
    let z = Zeller(date, reform: call.calendarInForce)
    // Before 1582 in the proleptic Gregorian calendar: said once, first, as explain says it.
    let note = JulianExplanation.prolepticNote(date, call.calendarInForce)
    let lines =
      (note.map { [$0] } ?? []) + [
        "q = \(z.q)  (day of the month)",
        "m = \(z.m)  (month, March = 3 … February = 14\(z.m > 12 ? ", counted in the year before" : ""))",
        "K = \(z.K)  (year of the century)",
        "J = \(z.J)  (century)",
        z.formula + (z.isJulian ? "  (Zeller's Julian form: the date is a Julian one)" : ""),
        "  = (\(z.q) + \(z.monthTerm) + \(z.K) + \(z.K / 4) + \(z.centuryTerms)) mod 7 = \(z.sum) mod 7 = \(z.h)",
        "h = \(z.h) → \(z.weekday.name)  (0 = Saturday, 1 = Sunday, 2 = Monday … 6 = Friday)",
      ]
    return .worked(.weekday(z.weekday), working: lines.joined(separator: "\n"))
  }
}
