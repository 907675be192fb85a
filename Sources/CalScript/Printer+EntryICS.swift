import CalRender
import CalendarCore
import Ledger

extension Printer {
  /// Entries as events: a calendar file's timed events keep their start, zone and length (with a
  /// VTIMEZONE for each zone, so `load x.ics | ics` gives back the times it read); other entries
  /// are all-day events of their day. The end is DTEND on the start's clock, as the file had it. An event over several days is one entry a day but is
  /// written once.
  func writeEntryEvents(_ list: EntryList, summary: String?, writer: inout ICSWriter) throws {
    let ledger = list.ledger
    let note = ledger.column(named: "note")
    // A calendar file's own identifiers are not titles.
    let titleColumns = ledger.columns.indices.filter { !["uid", "status"].contains(ledger.columns[$0]) }
    func title(of row: Int) -> String? {
      if let summary { return summary }
      if let note, case let text = ledger.text(at: row, column: note), !text.isEmpty { return text }
      return titleColumns.lazy.map { ledger.text(at: row, column: $0) }.first { !$0.isEmpty }
    }
    guard let times = ledger.times else {
      for index in 0..<list.count {
        if index & 4095 == 0 { try interpreter.checkCancelled(at: range) }
        let row = list.row(at: index)
        writer.write(ICSEvent(date: ledger.date(at: row), summary: title(of: row)), to: out)
      }
      return
    }
    var spans = ICSZoneSpans()
    for index in 0..<list.count {
      let row = list.row(at: index)
      guard case .zoned(let start)? = times.start(at: row), Printer.isNamed(start.zone) else { continue }
      var end = start.instant
      if case .zoned(let last)? = times.end(at: row), end < last.instant { end = last.instant }
      spans.include(start.zone, from: start.instant, through: end)
    }
    spans.write(with: &writer, to: out)
    let location = ledger.column(named: "location")
    let details = ledger.column(named: "description")
    var written = Set<String>()
    for index in 0..<list.count {
      if index & 4095 == 0 { try interpreter.checkCancelled(at: range) }
      let row = list.row(at: index)
      let name = title(of: row)
      var event: ICSEvent
      switch (times.start(at: row), times.end(at: row)) {
      case (.floating(let wall)?, .floating(let end)?):
        event = ICSEvent(start: ICSTime(.floating, wall), end: ICSTime(.floating, end), summary: name)
      case (.zoned(let start)?, .zoned(let end)?):
        if Printer.isNamed(start.zone) {
          let clock = ICSTime.Clock.zone(start.zone.name)
          event = ICSEvent(
            start: ICSTime(clock, start.dateTime), end: ICSTime(clock, end.dateTime), summary: name)
        } else {
          let utc = { (zoned: ZonedDateTime) in (try? zoned.instant.dateTime(at: .utc)) ?? zoned.dateTime }
          event = ICSEvent(start: ICSTime(.utc, utc(start)), end: ICSTime(.utc, utc(end)), summary: name)
        }
      default:
        event = ICSEvent(date: ledger.date(at: row), summary: name)
        event.location = location.map { ledger.text(at: row, column: $0) }
        event.details = details.map { ledger.text(at: row, column: $0) }
        writer.write(event, to: out)
        continue
      }
      event.location = location.map { ledger.text(at: row, column: $0) }
      event.details = details.map { ledger.text(at: row, column: $0) }
      // The second and later days of one event are the same event.
      let key = "\(event.start!.clock)\(event.start!.wall) \(event.end!.wall) \(name ?? "")"
      guard written.insert(key).inserted else { continue }
      writer.write(event, to: out)
    }
  }
}
