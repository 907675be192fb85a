import CalendarCore

/// Dates written the other ways people write them (`1969/07/20`, `03.02.2023`, `2/3/2023`), read
/// only to suggest the `YYYY-MM-DD` form in an error.
enum ForeignDate {
  /// The valid ISO dates (or year-months) the numbers may mean, most likely first, without repeats.
  /// `yearFirst`: the first part has four digits (Y/M/D); otherwise the year comes last, and dotted
  /// dates are day.month.year, slashed ones month/day/year or day/month/year.
  static func readings(_ numbers: [Int], yearFirst: Bool, dotted: Bool) -> [String] {
    var orders: [(year: Int, month: Int, day: Int?)] = []
    switch (numbers.count, yearFirst) {
    case (2, true): orders = [(numbers[0], numbers[1], nil)]
    case (3, true): orders = [(numbers[0], numbers[1], numbers[2])]
    case (3, false) where dotted: orders = [(numbers[2], numbers[1], numbers[0])]
    case (3, false): orders = [(numbers[2], numbers[0], numbers[1]), (numbers[2], numbers[1], numbers[0])]
    default: return []
    }
    var readings: [String] = []
    for order in orders {
      let text: String?
      if let day = order.day {
        text = (try? CivilDate(year: order.year, month: order.month, day: day))?.description
      } else {
        text = (try? YearMonth(year: order.year, month: order.month))?.description
      }
      if let text, !readings.contains(text) { readings.append(text) }
    }
    return readings
  }
}
