/// Consecutive displayed months that share padding, first weekday and selection; each is made
/// on demand, so all 119,988 months of years 1–9999 stream in flat memory.
public struct MonthSeries: Equatable, Sendable {
  public private(set) var first: YearMonth
  public let count: Int
  /// Everything but the month itself.
  public private(set) var template: MonthView

  public init(from first: YearMonth, through last: YearMonth, template: MonthView) {
    let (a, b) = first <= last ? (first, last) : (last, first)
    self.first = a
    self.count = b.index - a.index + 1
    self.template = template
  }

  public var last: YearMonth { YearMonth(uncheckedIndex: first.index + count - 1) }

  public func view(at offset: Int) -> MonthView {
    var view = template
    view.month = YearMonth(uncheckedIndex: first.index + offset)
    return view
  }

  /// The same months' views, each changed alike.
  public func map(_ change: (MonthView) throws -> MonthView) rethrows -> MonthSeries {
    var series = self
    series.template = try change(template)
    return series
  }

  /// The series `count` months later (earlier when negative); every month must stay in range
  /// and have days under the template's reform (none past the last Julian day).
  public func shifted(byMonths months: Int) throws(CalendarError) -> MonthSeries {
    let newLast = try last.adding(months: months)
    var series = self
    series.first = try first.adding(months: months)
    try template.reform.checkKnown(from: series.first, through: newLast)
    return series
  }
}
