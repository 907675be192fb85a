import CalendarCore
import Ledger

/// Writes JSON straight into an `Output`, compact (one line) or pretty (two-space indent).
/// It places commas, colons and line breaks itself, so callers only say what comes next.
public struct JSONWriter {
  public let out: Output
  public let pretty: Bool
  private var depth = 0
  private var needsComma = false
  /// Cells of the month being written, reused from document to document.
  private var cells: [Day] = []

  public init(_ out: Output, pretty: Bool = false) {
    self.out = out
    self.pretty = pretty
  }

  /// Ends a top-level document with a line break: the next value starts a new JSON Lines line.
  public mutating func endDocument() {
    out.newline()
    needsComma = false
  }

  public mutating func beginObject() { open(UInt8(ascii: "{")) }
  public mutating func endObject() { close(UInt8(ascii: "}")) }
  public mutating func beginArray() { open(UInt8(ascii: "[")) }
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// An object key; keys are plain ASCII names, written without escaping.
  public mutating func key(_ name: StaticString) {
    separate()
    out.write(byte: UInt8(ascii: "\""))
    out.write(name)
    out.write(byte: UInt8(ascii: "\""))
    out.write(byte: UInt8(ascii: ":"))
    if pretty { out.write(byte: 0x20) }
    pendingKey = true
  }

  /// An object key made at run time (a field's name, a data file's column), escaped as JSON asks.
  public mutating func key(named name: String) {
    separate()
    writeString(name)
    out.write(byte: UInt8(ascii: ":"))
    if pretty { out.write(byte: 0x20) }
    pendingKey = true
  }

  public mutating func value(_ text: String) {
    separate()
    writeString(text)
  }

  /// A string known to need no escaping: the names of enum cases.
  public mutating func value(plain text: StaticString) {
    separate()
    out.write(byte: UInt8(ascii: "\""))
    out.write(text)
    out.write(byte: UInt8(ascii: "\""))
  }

  public mutating func value(_ number: Int) {
    separate()
    out.write(decimal: number)
  }

  public mutating func value(_ flag: Bool) {
    separate()
    out.write(flag: flag)
  }

  public mutating func null() {
    separate()
    out.write("null")
  }

  public mutating func value(_ date: CivilDate) {
    separate()
    out.write(byte: UInt8(ascii: "\""))
    out.write(year: date.year, month: date.month, day: date.day)
    out.write(byte: UInt8(ascii: "\""))
  }

  private var pendingKey = false

  private mutating func separate() {
    if pendingKey {
      pendingKey = false
      needsComma = true
      return
    }
    if needsComma { out.write(byte: UInt8(ascii: ",")) }
    if pretty && depth > 0 {
      out.write(byte: 0x0A)
      out.write(spaces: depth * 2)
    }
    needsComma = true
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    out.write(byte: bracket)
    depth += 1
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if pretty && needsComma {
      out.write(byte: 0x0A)
      out.write(spaces: depth * 2)
    }
    out.write(byte: bracket)
    needsComma = true
  }

  private func writeString(_ text: String) {
    out.write(byte: UInt8(ascii: "\""))
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      out.write(text)
      out.write(byte: UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.write("\\\"")
      case UInt8(ascii: "\\"): out.write("\\\\")
      case 0x0A: out.write("\\n")
      case 0x0D: out.write("\\r")
      case 0x09: out.write("\\t")
      case 0..<0x20:
        out.write("\\u00")
        out.write(byte: hexDigits[Int(byte >> 4)])
        out.write(byte: hexDigits[Int(byte & 0xF)])
      default: out.write(byte: byte)
      }
    }
    out.write(byte: UInt8(ascii: "\""))
  }
}

private let hexDigits = Array("0123456789abcdef".utf8)
let shortWeekdayNames: [StaticString] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

func membershipName(_ membership: MonthMembership) -> StaticString {
  switch membership {
  case .previousMonth: return "previousMonth"
  case .thisMonth: return "thisMonth"
  case .followingMonth: return "followingMonth"
  }
}

func positionName(_ position: SelectionPosition) -> StaticString {
  switch position {
  case .none: return "none"
  case .full: return "full"
  case .left: return "left"
  case .middle: return "middle"
  case .right: return "right"
  }
}

extension JSONWriter {
  /// A day object with every field of DESIGN.md §3, in that order; then, when entries are
  /// attached, the day's sums (`totals`).
  public mutating func write(_ day: Day, totals: DayTotals? = nil) {
    if !pretty { return writeCompact(day, totals: totals) }
    beginObject()
    key("date")
    if let date = day.writtenDate { value(date) } else { null() }
    key("number")
    if let number = day.number { value(number) } else { null() }
    key("weekday")
    value(plain: shortWeekdayNames[day.weekday.rawValue])
    key("isSelected")
    value(day.isSelected)
    key("isWithinDisplayedMonth")
    value(day.isWithinDisplayedMonth)
    key("dateBelongsTo")
    value(plain: membershipName(day.dateBelongsTo))
    key("selectionPosition")
    value(plain: positionName(day.selectionPosition))
    key("isToday")
    value(day.isToday)
    key("isWeekend")
    value(day.isWeekend)
    key("holiday")
    if let holiday = day.holiday { value(holiday.english) } else { null() }
    key("holidayLocalName")
    if let holiday = day.holiday { value(holiday.localName) } else { null() }
    key("row")
    value(day.row)
    key("column")
    value(day.column)
    if let totals { write(totals) }
    endObject()
  }

  /// `"income":12.50,"expense":3.00,"net":9.50,"entries":2`: a day's sums, inside its object.
  mutating func write(_ totals: DayTotals) {
    key("income")
    value(totals.income)
    key("expense")
    value(totals.expense)
    key("net")
    value(totals.net)
    key("entries")
    value(totals.count)
  }

  /// An exact decimal, as a JSON number written with every decimal (`-12.50`).
  public mutating func value(_ money: Money) { value(raw: money.description) }

  /// Text that is already a JSON value (a number), written as it is.
  public mutating func value(raw text: String) {
    separate()
    out.write(text)
  }

  /// `{"years":0,"months":0,"days":29}`: every part, zeros included.
  public mutating func write(_ duration: DateDuration) {
    beginObject()
    key("years")
    value(duration.years)
    key("months")
    value(duration.months)
    key("days")
    value(duration.days)
    endObject()
  }

  /// `{"calendar":"hebrew","year":5786,"month":7,"day":11,"monthName":"Tishrei"}`: a day of
  /// another calendar by its numbers, with `leap` in a lunisolar calendar and `era` in the
  /// Japanese one. `calendar` is the name a user types (`hebrew`, `ummalqura`, `era`).
  public mutating func write(_ date: WorldCalendarDate) {
    beginObject()
    key("calendar")
    value(date.calendar.identifier)
    if let era = date.era {
      key("era")
      value(era.name)
    }
    key("year")
    value(date.year)
    key("month")
    value(date.month)
    if date.calendar.hasLeapMonths {
      key("leap")
      value(date.isLeapMonth)
    }
    key("day")
    value(date.day)
    key("monthName")
    value(date.monthName)
    endObject()
  }

  /// `{"numberOfDays":28,"firstDay":"2023-02-01","firstDayWeekday":4}`; the weekday counts
  /// 1 = Sunday as Foundation's `Calendar` does.
  public mutating func write(_ metadata: MonthMetadata) {
    beginObject()
    key("numberOfDays")
    value(metadata.numberOfDays)
    key("firstDay")
    value(metadata.firstDay)
    key("firstDayWeekday")
    value(metadata.firstDayWeekday.foundationNumber)
    endObject()
  }

  /// A month document: its name, metadata, first weekday and every cell, with its sums from
  /// `entries` when they are attached.
  public mutating func write(_ view: MonthView, entries: EntriesByDay? = nil) {
    beginObject()
    key("month")
    value(view.month.description)
    key("metadata")
    write(view.metadata)
    key("firstWeekday")
    value(view.firstWeekday.shortName)
    key("days")
    beginArray()
    view.days(into: &cells)
    for day in cells { write(day, totals: entries?.totals(of: day)) }
    endArray()
    endObject()
  }
}

extension JSONWriter {
  /// The compact day object in a few writes of its fixed text (keys, punctuation) between the
  /// values: the same bytes as `beginObject`, `key` and `value` write one at a time.
  private mutating func writeCompact(_ day: Day, totals: DayTotals?) {
    separate()
    out.write("{\"date\":")
    if let date = day.writtenDate {
      out.write(byte: UInt8(ascii: "\""))
      out.write(year: date.year, month: date.month, day: date.day)
      out.write(byte: UInt8(ascii: "\""))
    } else {
      out.write("null")
    }
    out.write(",\"number\":")
    if let number = day.number { out.write(decimal: number) } else { out.write("null") }
    out.write(",\"weekday\":\"")
    out.write(shortWeekdayNames[day.weekday.rawValue])
    out.write(day.isSelected ? "\",\"isSelected\":true" : "\",\"isSelected\":false" as StaticString)
    out.write(
      day.isWithinDisplayedMonth
        ? ",\"isWithinDisplayedMonth\":true" : ",\"isWithinDisplayedMonth\":false" as StaticString)
    out.write(",\"dateBelongsTo\":\"")
    out.write(membershipName(day.dateBelongsTo))
    out.write("\",\"selectionPosition\":\"")
    out.write(positionName(day.selectionPosition))
    out.write(day.isToday ? "\",\"isToday\":true" : "\",\"isToday\":false" as StaticString)
    out.write(
      day.isWeekend ? ",\"isWeekend\":true,\"holiday\":" : ",\"isWeekend\":false,\"holiday\":" as StaticString
    )
    if let holiday = day.holiday {
      writeString(holiday.english)
      out.write(",\"holidayLocalName\":")
      writeString(holiday.localName)
    } else {
      out.write("null,\"holidayLocalName\":null")
    }
    out.write(",\"row\":")
    out.write(decimal: day.row)
    out.write(",\"column\":")
    out.write(decimal: day.column)
    if let totals {
      out.write(",\"income\":")
      out.write(totals.income.description)
      out.write(",\"expense\":")
      out.write(totals.expense.description)
      out.write(",\"net\":")
      out.write(totals.net.description)
      out.write(",\"entries\":")
      out.write(decimal: totals.count)
    }
    out.write(byte: UInt8(ascii: "}"))
    needsComma = true
  }
}
