// Howard Hinnant's civil-date algorithms over a count of days since 1970-01-01.
// Each works on the proleptic Gregorian calendar with 400-year eras of 146,097 days.

/// The count of days from 1970-01-01 to the civil date `year-month-day`.
@inlinable
public func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
  let y = month <= 2 ? year - 1 : year
  let era = (y >= 0 ? y : y - 399) / 400
  let yoe = y - era * 400  // [0, 399]
  let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1  // [0, 365]
  let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy  // [0, 146096]
  return era * 146097 + doe - 719468
}

/// The civil date `count` days after 1970-01-01.
@inlinable
public func civilFromDays(_ count: Int) -> (year: Int, month: Int, day: Int) {
  let z = count + 719468
  let era = (z >= 0 ? z : z - 146096) / 146097
  let doe = z - era * 146097  // [0, 146096]
  let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365  // [0, 399]
  let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)  // [0, 365]
  let mp = (5 * doy + 2) / 153  // [0, 11]
  let day = doy - (153 * mp + 2) / 5 + 1  // [1, 31]
  let month = mp < 10 ? mp + 3 : mp - 9  // [1, 12]
  return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
}

/// The weekday of the day `count` days after 1970-01-01 (a Thursday), 0 = Sunday … 6 = Saturday.
@inlinable
public func weekdayIndexFromDays(_ count: Int) -> Int {
  count >= -4 ? (count + 4) % 7 : (count + 5) % 7 + 6
}
