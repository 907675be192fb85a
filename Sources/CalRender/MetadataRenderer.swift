import CalendarCore

/// A month's metadata as aligned `name value` lines; the weekday counts 1 = Sunday, as in JSON.
public struct MetadataRenderer {
  public init() {}

  public func write(_ metadata: MonthMetadata, to out: Output) {
    let weekday = metadata.firstDayWeekday
    for (name, value) in [
      ("numberOfDays", String(metadata.numberOfDays)), ("firstDay", metadata.firstDay.description),
      ("firstDayWeekday", "\(weekday.foundationNumber) (\(weekday.name))"),
    ] {
      out.write(name.padding(toLength: 17) + value)
      out.newline()
    }
  }
}

extension String {
  fileprivate func padding(toLength width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
