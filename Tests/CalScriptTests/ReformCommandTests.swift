import CalendarCore
import Testing

@testable import CalScript

/// `set reform` across commands, `explain reform` for every country, `julian` and `date julian`.
struct ReformCommandTests {
  /// The formula `explain reform` shows gives the lag it states, for every country of ncal's table.
  @Test func explainedLagIsTheFormulas() {
    for country in ReformCountry.all {
      let reform = Reform(country)
      let lastCount = reform.firstGregorianDay - 1
      let lag =
        lastCount - daysFromCivil(year: country.lastJulianYear, month: country.month, day: country.day)
      #expect(
        ReformExplanation.difference(julianYear: country.lastJulianYear, month: country.month).days == lag,
        "\(country.code)")
      let (output, errors) = evaluate("explain reform \(country.code)")
      #expect(errors.isEmpty)
      #expect(output.contains("by \(lag.counting("day")):"), "\(country.code)")
    }
  }

  /// `julian DATE` and `date julian` are inverse over the whole range, on a stride of days.
  @Test func julianRoundTrips() {
    for count in stride(
      from: Gregorian.dayCounts.lowerBound, through: Gregorian.dayCounts.upperBound, by: 997)
    {
      let day = CivilDate(uncheckedDayCount: count)
      let (julian, errors) = evaluate("julian \(day)")
      #expect(errors.isEmpty)
      let parts = julian.split(separator: "\n")[0].split(separator: "-").map { Int($0)! }
      let (back, _) = evaluate("date julian \(parts[0]) \(parts[1]) \(parts[2])")
      #expect(back == "\(day)\n", "\(day)")
    }
  }

  /// Under a reform every date printed reads back as the same day, and weekday follows the day.
  @Test func writtenDatesReadBack() {
    for code in ["gb", "it", "ru", "julian"] {
      for count in stride(
        from: Gregorian.dayCounts.lowerBound + 3, through: Gregorian.dayCounts.upperBound, by: 1999)
      {
        let day = CivilDate(uncheckedDayCount: count)
        let (written, _) = evaluate("set reform \(code); jdn \(day.julianDayNumber)")
        let (weekday, errors) = evaluate("set reform \(code); weekday \(written.dropLast())")
        #expect(errors.isEmpty, "\(code) \(day)")
        #expect(weekday == day.weekday.name + "\n", "\(code) \(day)")
      }
    }
  }
}
