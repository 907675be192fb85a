import CalSyntax
import CalendarCore

/// Runs core code whose dates `reform` writes: a result past the supported days names them as
/// the reform writes them (under a switch the first is 0001-01-03, the Julian date of that day).
func at<T>(_ range: SourceRange, reform: Reform, _ body: () throws(CalendarError) -> T) throws(ScriptError)
  -> T
{
  do {
    return try body()
  } catch .dateOutOfRange {
    throw outOfRange(at: range, reform: reform)
  } catch {
    throw ScriptError(.evaluation, error.message(writing: reform.dayWriting), at: range)
  }
}

/// `at(_:reform:_:)` for a date: also a day past the reform's last (Revised Julian 9999-12-31 under
/// a church's reform, whose next day would print as year 10000) is out of range.
func at(_ range: SourceRange, reform: Reform, _ body: () throws(CalendarError) -> CivilDate)
  throws(ScriptError)
  -> CivilDate
{
  let date: CivilDate
  do {
    date = try body()
  } catch .dateOutOfRange {
    throw outOfRange(at: range, reform: reform)
  } catch {
    throw ScriptError(.evaluation, error.message(writing: reform.dayWriting), at: range)
  }
  guard reform.knows(date) else { throw outOfRange(at: range, reform: reform) }
  return date
}

extension Reform {
  /// How messages of the core write a day: as this reform writes it (a calendar's span under
  /// `set reform gb` begins on the Julian date of its first day).
  /// A day past those it can write (year 10000 under a church's reform) is named in Gregorian.
  var dayWriting: DayWriting {
    {
      knownDayCounts.contains($0)
        ? label(dayCount: $0).description : "Gregorian \(CivilDate(uncheckedDayCount: $0))"
    }
  }
}

/// A result past the supported days, named as `reform` writes them (`CalendarError.dateOutOfRange`'s
/// message when they are the Gregorian 0001-01-01 and 9999-12-31).
func outOfRange(at range: SourceRange, reform: Reform) -> ScriptError {
  let first = reform.label(of: CivilDate(uncheckedYear: 1, month: 1, day: 1))
  let last = reform.label(of: CivilDate(uncheckedDayCount: reform.knownDayCounts.upperBound))
  return ScriptError(.evaluation, "the result falls outside \(first)…\(last)", at: range)
}

/// A did-you-mean among a file's columns: one not a single word in backquotes (`Trans Desc`).
func didYouMean(_ word: String, amongColumns columns: [String]) -> String {
  suggestion(for: word, among: columns).map { "; did you mean \(NameSpelling.quoted($0))?" } ?? ""
}

extension Interpreter {
  /// `-0001-01-01`: a year before 1 written with a minus sign, which no date of calsh has; the
  /// first and last days named as the reform in force writes them.
  func negativeYear(at range: SourceRange) -> ScriptError {
    let reform = settings.reform
    let first = reform.label(of: CivilDate(uncheckedYear: 1, month: 1, day: 1))
    let last = reform.label(of: CivilDate(uncheckedYear: 9999, month: 12, day: 31))
    return ScriptError(
      .evaluation,
      "a date takes no minus sign: calsh has no year 0 or years before 1, its days run from \(first) to "
        + "\(last)" + (reform.isGregorianThroughout ? "" : " as set reform \(reform.code) writes them"),
      at: range)
  }
}
