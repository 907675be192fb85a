import CalendarCore

/// Dates written the other ways people write them (`1969/07/20`, `03.02.2023`, `2/3/2023`), read
/// only to suggest the `YYYY-MM-DD` form in an error.
package enum ForeignDate {
  /// The valid ISO dates (or year-months) the numbers may mean, most likely first, without repeats.
  /// `yearFirst`: the first part has four digits (Y/M/D); otherwise the year comes last, and dotted
  /// dates are day.month.year, slashed ones month/day/year or day/month/year.
  /// Under a reform, only dates that existed as written (`reform`'s labels) are suggested.
  package static func readings(_ numbers: [Int], yearFirst: Bool, dotted: Bool, reform: Reform) -> [String] {
    var readings: [String] = []
    for order in orders(numbers, yearFirst: yearFirst, dotted: dotted) {
      let text: String?
      if let day = order.day {
        text = (try? reform.date(year: order.year, month: order.month, day: day)).map {
          reform.label(of: $0).description
        }
      } else {
        text = (try? YearMonth(year: order.year, month: order.month))?.description
      }
      if let text, !readings.contains(text) { readings.append(text) }
    }
    return readings
  }

  /// Why the most likely reading is no date (`February 2023 has 28 days`), when no reading is one.
  package static func problem(_ numbers: [Int], yearFirst: Bool, dotted: Bool, reform: Reform) -> String? {
    guard let order = orders(numbers, yearFirst: yearFirst, dotted: dotted).first else { return nil }
    do {
      if let day = order.day {
        _ = try reform.date(year: order.year, month: order.month, day: day)
      } else {
        _ = try YearMonth(year: order.year, month: order.month)
      }
      return nil
    } catch {
      return error.message
    }
  }

  private static func orders(_ numbers: [Int], yearFirst: Bool, dotted: Bool) -> [(
    year: Int, month: Int, day: Int?
  )] {
    var orders: [(year: Int, month: Int, day: Int?)] = []
    switch (numbers.count, yearFirst) {
    case (2, true): orders = [(numbers[0], numbers[1], nil)]
    case (3, true): orders = [(numbers[0], numbers[1], numbers[2])]
    case (3, false) where dotted: orders = [(numbers[2], numbers[1], numbers[0])]
    case (3, false): orders = [(numbers[2], numbers[0], numbers[1]), (numbers[2], numbers[1], numbers[0])]
    default: return []
    }
    return orders
  }
}

/// ISO forms written without their zero padding (`2023-2-3`, `2024-W5`) or with too much
/// (`2024-W05-03`): the padded form, when it names a valid date, month, week or quarter.
package enum PaddedDate {
  /// Under a reform, a date is suggested only if it existed as written.
  package static func suggestion(for text: String, reform: Reform) -> String? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3, parts[0].count >= 4, parts[0].allSatisfy(\.isASCII),
      let year = Int(parts[0]), parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 })
    else { return nil }
    func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
      guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      return Int(text)
    }
    let second = Substring(parts[1])
    if let month = number(second, digits: 1...2) {
      if parts.count == 2 { return (try? YearMonth(year: year, month: month))?.description }
      guard let day = number(Substring(parts[2]), digits: 1...2) else { return nil }
      return (try? reform.date(year: year, month: month, day: day)).map { reform.label(of: $0).description }
    }
    guard let letter = second.first?.lowercased() else { return nil }
    if letter == "w", let week = number(second.dropFirst(), digits: 1...2) {
      if parts.count == 2 { return (try? ISOWeek(year: year, week: week))?.description }
      guard let day = number(Substring(parts[2]), digits: 1...2) else { return nil }
      return (try? ISOWeekDate(year: year, week: week, isoWeekday: day))?.description
    }
    if letter == "q", parts.count == 2, let number = number(second.dropFirst(), digits: 1...2) {
      return (try? Quarter(year: year, number: number))?.description
    }
    return nil
  }
}
