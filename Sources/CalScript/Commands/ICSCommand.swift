import CalRender
import CalSyntax
import CalendarCore

/// `ics [summary "TEXT"]`: days, holidays, a recurrence or entries as one iCalendar (RFC 5545)
/// file of all-day events, to import into a calendar app.
enum ICSCommand {
  static let ics = Command(
    "ics", group: .rendering, kind: .outputStage, usage: "ics [summary \"TEXT\"] [duration DURATION]",
    summary: "an iCalendar (.ics) file: an all-day event per day, holiday or entry; a recurrence repeats",
    details: """
      Writes one VCALENDAR (RFC 5545) to import into Google Calendar, Outlook or Apple Calendar: \
      an all-day VEVENT per day of a day list, per holiday and per entry. Its title (SUMMARY) is \
      'summary "TEXT"' when given, else the holiday's name (with its country's code when there \
      are several countries: New Year's Day (JP)), the entry's note (empty: its first \
      other text), a recurrence's words (every month on day 31), or a day's holidays under 'set \
      holidays' (each with its country when there are several); a day with none has no title. A \
      recurrence (every …, rrule …) is one event with its RRULE, an endless one too; a rule on \
      the workdays of a country (or under set holidays) skips holidays, which RRULE cannot say, so \
      it is written a day at a time and needs an end (without holidays a workday is Monday to \
      Friday, an RRULE); so is a weekly rule with BYSETPOS whose first week a calendar app would \
      read otherwise, and a rule that libical-based apps expand otherwise (BYWEEKNO, BYYEARDAY, \
      BYSETPOS under WEEKLY, BYMONTHDAY under DAILY, WEEKLY, or YEARLY without BYMONTH); a numbered BYDAY \
      under DAILY or WEEKLY (1MO) is written without its number, which dateutil ignores and libical \
      does not. With no day at all nothing is written, and a warning says so. Each event's UID is a hash of its day, title and rule: the same on every run, so a \
      calendar app updates events it has rather than adding them twice. DTSTAMP is today \
      (--today, set today, else the clock) at 00:00 UTC. Lines end in CRLF and are folded at 75 \
      bytes. Its dates are Gregorian (RFC 5545's calendar) whatever set reform says: under gb, \
      1752-09-02 is written 17520913. To write a file: holidays jp 2025 | ics > jp-2025.ics. \
      Date-times (every … at 10:00, rrule with a time) are timed events, each lasting an hour \
      or duration DURATION (whole hours, minutes, seconds: DURATION:PT30M, exact time): \
      DTSTART;TZID=Zone with a VTIMEZONE for each zone (its changes over the span used, so \
      apps that do not know the name read it), …Z for UTC (and for a fixed offset), no TZID \
      when floating. A recurrence's whole list is one event with its RRULE (BYHOUR, BYMINUTE, \
      BYSECOND; COUNT, or UNTIL at its last date-time, in UTC under a zone); a list cut by \
      where or first, or whose times are not every BYHOUR × BYMINUTE, is an event per date-time.
      """,
    examples: [
      "holidays jp 2025 | ics", "every month on last workday jp from 2025-01 for 12 | ics summary \"Payday\"",
      "every year on day 14 in mar from 2025-03-14 | ics summary \"Pi day\"",
      "days 2025-01-01..2025-12-31 | where weekday == fri and number == 13 | ics",
      "month 2023-05 | with (load \"examples/ledger.csv\") | details | ics",
      "every 2 weeks on tue at 10:00 in Europe/Berlin from 2025-01-07 for 10 | ics summary \"Standup\" duration 30 min",
    ],
    words: ["summary", "duration"]
  ) { call in
    var summary: String? = nil
    var length: ExactDuration? = nil
    var index = 0
    while index < call.arguments.count {
      switch call.word(at: index) {
      case "summary" where summary == nil:
        guard index + 1 < call.arguments.count, case .string(let text) = try call.value(at: index + 1) else {
          throw call.error(
            "summary takes the events' title in double quotes: ics summary \"Payday\"",
            at: index + 1 < call.arguments.count ? call.range(at: index + 1) : call.range(at: index))
        }
        summary = text
      case "duration" where length == nil:
        let value = index + 1 < call.arguments.count ? try call.value(at: index + 1) : nil
        guard case .scalar(let exact as ExactDuration)? = value, exact > .zero, exact.nanoseconds == 0 else {
          throw call.error(
            "duration takes how long each timed event lasts, in whole hours, minutes or seconds: "
              + "ics duration 30 min",
            at: index + 1 < call.arguments.count ? call.range(at: index + 1) : call.range(at: index))
        }
        length = exact
      default:
        throw call.error(
          "ics takes summary \"TEXT\" and, for date-times, duration DURATION: "
            + "holidays jp 2025 | ics summary \"Day off\"", at: call.range(at: index))
      }
      index += 2
    }
    guard let subject = call.subject else {
      throw call.error(
        "ics needs days, holidays, a recurrence or entries on its left: holidays jp 2025 | ics")
    }
    switch subject {
    case .days, .month, .months, .holidays, .entries, .date:
      if length != nil {
        throw call.error("duration is for date-times (every … at 10:00); days are all-day events")
      }
      return .rendered(subject, .ics(summary: summary))
    case .dateTimes:
      return .rendered(subject, .ics(summary: summary, length: length))
    case .dayList(let list):
      if let days = list.plainRecurrence, let reason = days.recurrence.notOneRule, days.recurrence.isEndless {
        throw call.error(
          "'\(days.spelled)' has no end, and \(reason), so its days are written one by one: "
            + "\(days.endAdvice), or take some with | first N")
      }
      return .rendered(subject, .ics(summary: summary))
    case .dateRange(let first, let last):
      return .rendered(.days(call.settings.span(from: first, through: last)), .ics(summary: summary))
    case .yearMonth(let month):
      return .rendered(
        .days(call.settings.span(from: month.firstDay, through: month.lastDay)), .ics(summary: summary))
    case .monthRange(let first, let last):
      return .rendered(
        .days(call.settings.span(from: first.firstDay, through: last.lastDay)), .ics(summary: summary))
    default:
      throw call.wrongKind(
        subject, at: call.call.nameRange, expected: "days, holidays, a recurrence or entries")
    }
  }
}
