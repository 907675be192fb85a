import CalendarCore

/// Consecutive displayed months that share padding, first weekday and selection; each is made
/// on demand, so all 119,988 months of years 1–9999 stream in flat memory.
public struct MonthSeries: Sendable {
  public var first: YearMonth
  public var count: Int
  /// Everything but the month itself.
  public var template: MonthView

  public init(from first: YearMonth, through last: YearMonth, template: MonthView) {
    let (a, b) = first <= last ? (first, last) : (last, first)
    self.first = a
    self.count = b.index - a.index + 1
    self.template = template
  }

  public func view(at offset: Int) -> MonthView {
    var view = template
    view.month = try! YearMonth(index: first.index + offset)
    return view
  }

  public func map(_ change: (MonthView) throws -> MonthView) rethrows -> MonthSeries {
    var series = self
    series.template = try change(template)
    return series
  }
}
