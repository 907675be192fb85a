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
    throw ScriptError(.evaluation, error.message, at: range)
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
    throw ScriptError(.evaluation, error.message, at: range)
  }
  guard reform.knows(date) else { throw outOfRange(at: range, reform: reform) }
  return date
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
