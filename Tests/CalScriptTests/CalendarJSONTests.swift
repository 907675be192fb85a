import CalRender
import CalSyntax
import CalendarCore
import Foundation
import TestSupport
import Testing

@testable import CalScript

/// `json COLUMN …` with a field per calendar, read back by an independent JSON parser (Python's
/// `json`, keys in the order written): every day of 1900–2100 with every calendar of the
/// registry. Each calendar's object is the plain command's (`hebrew DATE | json`, mapped over a
/// seeded sample of dates; `julian DATE` is text, whose numbers the object holds), null exactly
/// outside the calendar's span; the months the days form
/// give the fingerprints of Tests/CalendarCoreTests/WorldCalendarReference.swift (convertdate,
/// pyluach, jdatetime) for the Hebrew, Islamic and Persian centuries wholly inside the range, and
/// the Korean months are those of the holiday rules' own KASI table (`KoreanLunarDate`).
struct CalendarJSONTests {
  static let first = CivilDate(uncheckedYear: 1900, month: 1, day: 1)
  static let last = CivilDate(uncheckedYear: 2100, month: 12, day: 31)
  static let calendars = DayColumn.calendars.map(\.rawValue)

  static let hasPython: Bool = (try? python(["-c", "import json"]).status) == 0

  /// The days of `calendar` (a registry name) inside 1900–2100.
  static func span(_ calendar: String) -> ClosedRange<Int> {
    let all = DayColumn(rawValue: calendar)?.worldCalendar?.dayCounts ?? Gregorian.dayCounts
    return max(all.lowerBound, first.dayCount)...min(all.upperBound, last.dayCount)
  }

  @Test(.enabled(if: CalendarJSONTests.hasPython, "needs python3"))
  func everyDayOf1900To2100ReadsBackAsThePlainCommands() throws {
    let directory = FileManager.default.temporaryDirectory.appending(path: "calsh-json-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let statement = "days \(Self.first)..\(Self.last) | json date " + Self.calendars.joined(separator: " ")
    let (days, errors) = evaluate(statement)
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    try days.write(to: directory.appending(path: "days.json"), atomically: false, encoding: .utf8)

    var arguments = [directory.appending(path: "days.json").path, Self.referencePath]
    var random = SplitMix(seed: 21)
    for calendar in Self.calendars {
      let span = Self.span(calendar)
      var counts = [span.lowerBound, span.upperBound]
      for _ in 0..<300 { counts.append(Int.random(in: span, using: &random)) }
      let dates = counts.map { CivilDate(uncheckedDayCount: $0).description }
      let (mapped, errors) = evaluate("\(calendar) " + dates.joined(separator: ", ") + " | json")
      #expect(errors.isEmpty, "\(calendar): \(errors.map(\.message))")
      let path = directory.appending(path: "\(calendar).json").path
      try mapped.write(toFile: path, atomically: false, encoding: .utf8)
      arguments += [
        calendar, CivilDate(uncheckedDayCount: span.lowerBound).description,
        CivilDate(uncheckedDayCount: span.upperBound).description, path,
      ]
    }

    let result = try Self.python(["-c", Self.checker] + arguments)
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n")
    let summary = try #require(lines.first { $0.hasPrefix("checked ") })
    // Every day, every calendar's sample, and at least a century of each arithmetic calendar.
    #expect(summary.contains("days 73414"), "\(summary)")
    #expect(summary.contains("compared \(Self.calendars.count * 302)"), "\(summary)")
    for calendar in ["hebrew", "islamic", "persian"] {
      #expect(summary.contains("\(calendar) 1 "), "\(summary): no whole century of \(calendar)")
    }

    // The Korean months, as the holiday rules' table has them.
    var korean = 0
    for line in lines where line.hasPrefix("korean ") {
      let field = line.split(separator: " ")
      let (year, month, leap) = (Int(field[1])!, Int(field[2])!, field[3] == "true")
      let firstDay = try CivilDate(parsing: String(field[4]))
      let length = Int(field[5])!
      guard KoreanLunarDate.civilDates.contains(firstDay) else { continue }
      let start = try KoreanLunarDate(firstDay)
      let end = try KoreanLunarDate(CivilDate(uncheckedDayCount: firstDay.dayCount + length - 1))
      #expect(
        start.year == year && start.month == month && start.isLeapMonth == leap && start.day == 1
          && end.day == length && end.month == month && end.isLeapMonth == leap, "\(line)")
      korean += 1
    }
    #expect(korean > 700, "Korean months compared: \(korean)")
  }

  /// `json all` is the day object `json` writes, byte for byte, wherever a displayed month's days
  /// are; a list of days no grid shows writes `json date weekday`'s.
  @Test(arguments: [
    ("month 2023-02 | pad | where number > 0", "all"), ("days 2025-01-30..2025-02-02", "date weekday"),
    ("every month on last fri from 2025-01 for 3", "date weekday"),
    ("month 2021-08 | pad | select 2021-08-04..2021-08-14 | first 9", "all"),
    ("set holidays jp; days 2025-05-01..2025-05-07", "date weekday"),
    ("easter 2020..2022 | first 3", "date weekday"),
    ("month 2023-05 | with (load \"examples/ledger.csv\") | first 3", "all"),
    ("month 9999-12 | pad grid | last 3", "all"),
  ])
  func jsonWithoutColumnsIsTheDayObject(list: String, columns: String) {
    let plain = evaluate("\(list) | json")
    let named = evaluate("\(list) | json \(columns)")
    #expect(plain.errors.isEmpty && named.errors.isEmpty, "\(list)")
    #expect(plain.output == named.output, "\(list)")
    #expect(
      evaluate("\(list) | json pretty").output == evaluate("\(list) | json pretty \(columns)").output,
      "\(list)")
  }

  /// `table`, `csv` and `json` take the same columns of each kind of list, and each refuses an
  /// unknown one naming that list's own.
  @Test func theThreeTakeTheSameColumns() {
    let lists: [(list: String, columns: String, own: String)] = [
      ("days 2025-01-01..2025-01-02", "date hebrew isoweek", "date number weekday"),
      ("holidays jp 2025", "date name kind", "date weekday country name localName kind"),
      ("load \"examples/ledger.csv\"", "date amount note", "date amount category note"),
      ("load \"examples/ledger.csv\" | summary", "month net", "month income expense net entries"),
      ("hebrew 2025-10-01..2025-10-02", "hebrew date", "date hebrew"),
    ]
    for (list, columns, own) in lists {
      for stage in ["table", "csv", "json", "json pretty"] {
        let (_, errors) = evaluate("\(list) | \(stage) \(columns)")
        #expect(errors.isEmpty, "\(list) | \(stage) \(columns): \(errors.map(\.message))")
        let (_, unknown) = evaluate("\(list) | \(stage) nosuchcolumn")
        #expect(unknown.first?.message.contains("(columns: \(own)") == true, "\(list) | \(stage)")
      }
    }
  }

  static var referencePath: String {
    let root = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/")!.lowerBound))
    return root + "/Tests/CalendarCoreTests/WorldCalendarReference.swift"
  }

  static func python(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, outputText, errorText)
  }

  /// Reads the days (argv 1), the reference's fingerprints (argv 2), then for each calendar its
  /// name, span in 1900–2100 and the plain command's JSON over a sample; prints `checked …`, the
  /// Korean months, or the failures on stderr with status 1.
  static let checker = #"""
    import datetime, json, re, sys

    def no_constant(name):
        raise ValueError("not JSON: " + name)

    def load(path):
        # (Objects are dicts, which keep the keys in the order read.)
        with open(path, encoding="utf-8") as f:
            return json.load(f, parse_constant=no_constant)

    failures = []
    def fail(message):
        failures.append(message)
        if len(failures) >= 20:
            sys.exit("\n".join(failures))

    days = load(sys.argv[1])
    reference = {}
    text = open(sys.argv[2], encoding="utf-8").read()
    for name, first, body in re.findall(r"static let (\w+):[^=]*= \(\s*(\d+), \d+,\s*\[([^\]]*)\]", text):
        reference[name] = (int(first), [int(h, 16) for h in re.findall(r"0x[0-9a-f]+", body)])
    calendars, spans, mapped = [], {}, {}
    rest = sys.argv[3:]
    for i in range(0, len(rest), 4):
        name, a, b, path = rest[i:i + 4]
        calendars.append(name)
        spans[name] = (a, b)
        mapped[name] = load(path)

    KEYS = {"chinese": ["calendar", "year", "month", "leap", "day", "monthName"],
            "korean": ["calendar", "year", "month", "leap", "day", "monthName"],
            "era": ["calendar", "era", "year", "month", "day", "monthName"]}
    def check_object(name, value, where):
        keys = list(value)
        if keys != KEYS.get(name, ["calendar", "year", "month", "day", "monthName"]):
            return fail("%s %s: keys %s" % (where, name, keys))
        v = value
        if v["calendar"] != name:
            fail("%s %s: calendar %r" % (where, name, v["calendar"]))
        for part in ("year", "month", "day"):
            if type(v[part]) is not int:
                fail("%s %s: %s is %r" % (where, name, part, v[part]))
        if "leap" in v and type(v["leap"]) is not bool:
            fail("%s %s: leap is %r" % (where, name, v["leap"]))
        if not isinstance(v["monthName"], str) or not v["monthName"]:
            fail("%s %s: monthName %r" % (where, name, v["monthName"]))

    # Every day in order, its keys the columns named; each calendar an object inside its span,
    # null outside it.
    if not isinstance(days, list):
        sys.exit("the days are not one array")
    expected = datetime.date(1900, 1, 1)
    by_date, rows = {}, []
    for row in days:
        if list(row) != ["date"] + calendars:
            fail("keys %s" % list(row))
            continue
        rows.append(row)
        if row["date"] != expected.isoformat():
            fail("date %s where %s was due" % (row["date"], expected))
        expected += datetime.timedelta(days=1)
        by_date[row["date"]] = row
        for name in calendars:
            inside = spans[name][0] <= row["date"] <= spans[name][1]
            if row[name] is None:
                if inside:
                    fail("%s %s: null inside %s" % (row["date"], name, spans[name]))
            elif not inside:
                fail("%s %s: a value outside %s" % (row["date"], name, spans[name]))
            else:
                check_object(name, row[name], row["date"])
    if expected != datetime.date(2101, 1, 1):
        fail("the days end before %s" % expected)

    # Each calendar's object is the plain command's for the same date, keys in the same order.
    MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
    compared = 0
    for name in calendars:
        for item in mapped[name]:
            if list(item) != ["date", name]:
                fail("%s | json: keys %s" % (name, list(item)))
                continue
            plain, field = item[name], by_date[item["date"]][name]
            if isinstance(plain, str):
                # `julian DATE` is text, YYYY-MM-DD: the day field's object holds its numbers.
                month = int(plain[5:7])
                plain = {"calendar": name, "year": int(plain[:4]), "month": month,
                         "day": int(plain[8:]), "monthName": MONTHS[month - 1]}
            if list(field.items()) != list(plain.items()):
                fail("%s %s: %s, but %s | json gives %s"
                     % (item["date"], name, by_date[item["date"]][name], name, item[name]))
            compared += 1

    # The months the days form: (first day, length, number, leap) in order, whole months only.
    EPOCH = datetime.date(1970, 1, 1)
    def months(name):
        out, current = [], None
        for row in rows:
            value = row[name]
            if value is None:
                current = None
                continue
            v = value
            key = (v["year"], v["month"], v.get("leap", False))
            if current is None or current[0] != key:
                if v["day"] != 1:
                    current = None  # the range cuts this month
                    continue
                current = [key, datetime.date.fromisoformat(row["date"]), 0]
                out.append(current)
            current[2] += 1
        return out[:-1]  # the range may cut the last

    # Fingerprints of the centuries wholly inside: h = h * 1000003 + first * 4096 + length * 32
    # + month, mod 2^64, one hash per 100 years, as scripts/gen-calendar-reference folds them.
    M = (1 << 64) - 1
    centuries = {}
    for name in ("hebrew", "islamic", "persian"):
        first_year, hashes = reference[name]
        by_year = {}
        for (year, month, _), start, length in months(name):
            by_year.setdefault(year, []).append(((start - EPOCH).days, length, month))
        whole = sorted(by_year)[1:-1]  # the first and last years are cut by the range
        centuries[name] = 0
        for block in range(whole[0] // 100 * 100, whole[-1] + 1, 100):
            if block < whole[0] or block + 99 > whole[-1]:
                continue
            h = 0
            for year in range(block, block + 100):
                for first, length, month in by_year[year]:
                    h = (h * 1000003 + ((first * 4096 + length * 32 + month) & M)) & M
            if h != hashes[block // 100 - first_year // 100]:
                fail("%s years %d-%d differ from the reference" % (name, block, block + 99))
            centuries[name] += 1

    if failures:
        sys.exit("\n".join(failures))
    print("checked days %d compared %d centuries %s"
          % (len(days), compared, " ".join("%s %d " % kv for kv in sorted(centuries.items()))))
    for (year, month, leap), start, length in months("korean"):
        print("korean %d %d %s %s %d" % (year, month, "true" if leap else "false", start, length))
    """#
}
