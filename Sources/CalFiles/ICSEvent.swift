import CalendarCore

/// A VEVENT's parts that decide its days and its entry's columns, read from its properties.
struct ICSEvent {
  var uid: String?
  var start: ICSDateValue
  /// The content line of DTSTART, and of BEGIN:VEVENT.
  var startLine: Int
  var beginLine: Int
  /// How many days each occurrence covers, from its start's date: 1 or more.
  var days = 1
  var rule: Recurrence?
  var ruleLine = 0
  var extraDates: [CivilDate] = []
  var excludedDates: Set<Int> = []
  /// The occurrence this event replaces (RECURRENCE-ID), as its date.
  var replaces: CivilDate?
  var summary = ""
  var location = ""
  var description = ""
  var categories: [String] = []

  /// Reads the event whose properties are `properties` (those of the VEVENT itself, not of a
  /// VALARM inside it). A missing DTSTART, a bad date, duration or RRULE is an error there.
  init(
    _ properties: [ICSProperty], beginLine: Int, lines: ICSContentLines, zones: [String: ICSTimeZone]
  ) throws(FileError) {
    func date(_ property: ICSProperty, _ text: Substring, at offset: Int) throws(FileError) -> ICSDateValue {
      switch ICSDateValue.read(text) {
      case .success(let value): return value
      case .failure(let problem):
        throw lines.failure(
          "\(property.name): \(problem.message)", line: property.line, offset: property.valueOffset + offset,
          length: text.utf8.count)
      }
    }
    /// A list value's dates; a PERIOD (`start/end`) counts from its start.
    func dates(_ property: ICSProperty) throws(FileError) -> [ICSDateValue] {
      var found: [ICSDateValue] = []
      for (item, offset) in property.items {
        let text = item.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)[0]
        found.append(try date(property, text, at: offset))
      }
      return found
    }
    guard let dtstart = properties.first(where: { $0.name == "DTSTART" }) else {
      throw lines.failure("this event has no DTSTART (the day it starts)", line: beginLine, length: 12)
    }
    self.beginLine = beginLine
    startLine = dtstart.line
    start = try date(dtstart, Substring(dtstart.value), at: 0)
    for property in properties {
      switch property.name {
      case "UID": uid = property.value
      case "SUMMARY": summary = ICSProperty.text(Substring(property.value))
      case "LOCATION": location = ICSProperty.text(Substring(property.value))
      case "DESCRIPTION": description = ICSProperty.text(Substring(property.value))
      case "CATEGORIES":
        categories += property.items.map { ICSProperty.text($0.text) }.filter { !$0.isEmpty }
      case "DTEND":
        let end = try date(property, Substring(property.value), at: 0)
        days = Self.days(from: start, to: end)
      case "DURATION":
        switch ICSDuration.seconds(Substring(property.value)) {
        case .failure(let problem):
          throw lines.failure(
            "DURATION: \(problem.message)", line: property.line, offset: property.valueOffset,
            length: property.value.utf8.count)
        case .success(let seconds):
          let from = start.seconds ?? 0
          let end = from + seconds
          let offset = end >= 0 ? end / 86_400 : -1
          let endDate = CivilDate(uncheckedDayCount: start.date.dayCount + max(0, offset))
          days = Self.days(from: start, to: ICSDateValue(date: endDate, seconds: end - offset * 86_400))
        }
      case "RRULE":
        do {
          var rule = try RecurrenceRule(parsing: property.value)
          if rule.until != nil,
            let until = Self.until(
              property.value, start, zone: dtstart.parameters["TZID"].flatMap { zones[$0] })
          {
            rule.until = until
          }
          self.rule = Recurrence(rule: rule, start: start.date)
          ruleLine = property.line
        } catch {
          throw lines.failure(
            "RRULE: " + error.message, line: property.line, offset: property.valueOffset + error.offset,
            length: error.length)
        }
      case "RDATE": extraDates += try dates(property).map(\.date)
      case "EXDATE": excludedDates.formUnion(try dates(property).map(\.date.dayCount))
      case "RECURRENCE-ID": replaces = try date(property, Substring(property.value), at: 0).date
      default: break
      }
    }
  }

  /// The days from a start to an end: an end is exclusive (a DATE end is the day after the last,
  /// a time of 00:00:00 ends the day before); every event covers at least its start's day.
  static func days(from start: ICSDateValue, to end: ICSDateValue) -> Int {
    var last = end.date.dayCount
    if end.seconds == nil || end.seconds == 0 { last -= 1 }
    return max(1, min(last - start.date.dayCount + 1, ICSDuration.longestDays))
  }

  /// The last day of a rule whose UNTIL has a time: the day of UNTIL on the start's clock (a UTC
  /// UNTIL moved into the start's VTIMEZONE), less a day when UNTIL falls before the start's time
  /// of day (an UNTIL of 20250301T000000Z for a 09:00 event).
  static func until(_ rule: String, _ start: ICSDateValue, zone: ICSTimeZone?) -> CivilDate? {
    guard let startSeconds = start.seconds,
      let part = rule.uppercased().split(separator: ";").first(where: { $0.hasPrefix("UNTIL=") }),
      case .success(let until) = ICSDateValue.read(part.dropFirst(6)), var seconds = until.seconds
    else { return nil }
    var day = until.date.dayCount
    if part.hasSuffix("Z"), let zone, let offset = zone.offset(atUTC: day * 86_400 + seconds) {
      let local = day * 86_400 + seconds + offset
      day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
      seconds = local - day * 86_400
    }
    // Within 0001…9999 (a day outside keeps the rule's own UNTIL).
    return try? CivilDate(dayCount: seconds < startSeconds ? day - 1 : day)
  }
}
