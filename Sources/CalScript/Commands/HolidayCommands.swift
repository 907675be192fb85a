import CalSyntax
import CalendarCore

/// `holidays COUNTRY [YEAR | YM | RANGE]`: the public holidays of a country, with their names.
enum HolidayCommands {
  static let holidays = Command(
    "holidays", group: .holidays,
    usage:
      "holidays COUNTRY[, COUNTRY…] [YEAR | YM | RANGE] [category CATEGORY…] | holidays list [CODE] | "
      + "holidays load FILE",
    summary: "the holidays of a country, subdivision or market: gb, gb-sct, de-by, nyse, jp …",
    details: "Every country, subdivision (ISO 3166-2: gb-sct, de-by) and financial market (by MIC or "
      + "name: xnys nyse, xlon lse, xjpx jpx) of python-holidays \(WorldHolidays.sourceVersion), each year "
      + "it defines through 2100; a bare country code gives the holidays of the whole country (gb: those "
      + "of every part of the UK; gb-sct adds Scotland's). 'category bank' (or public, half_day, school, "
      + "catholic … as 'holidays list CODE' shows) picks other lists; us in bank is the Federal Reserve's "
      + "days (xfed). jp (1948–2099), kr (1990–2050) and us (federal holidays from 1971) in public are "
      + "calsh's own rules, which 'explain holiday' derives. 'holidays list' shows every code with its "
      + "years, categories and source. 'set holidays gb' marks them on grids, tables and 'where holiday'. "
      + "'holidays load "
      + "FILE' adds days off from a CSV file of date,name lines, or from an iCalendar file (.ics, a "
      + "published holiday calendar: each day of its events, named by the event; from DATE until DATE "
      + "for events that repeat forever).",
    examples: [
      "holidays gb 2025", "holidays gb-sct 2025", "holidays de-by 2025 | table date name localName",
      "holidays us 2026 category bank", "holidays nyse 2026", "holidays fr, de, it 2025-12",
      "holidays jp 2019",
      "holidays jp 2024-05..2024-06", "holidays list gb",
    ],
    words: HolidayCodes.completions + ["list", "category"],
    readsCountries: true
  ) { call in
    if call.word(at: 0) == "load" { return try load(call) }
    if call.word(at: 0) == "list" { return try HolidayList.list(call) }
    let chosen = try HolidayCodes.categories(in: call)
    let argumentCount = chosen?.at ?? call.arguments.count
    var codes: [String] = []
    var index = 0
    while index < argumentCount, let code = HolidayCodes.code(in: call.arguments[index]),
      Country(code: code) != nil
    {
      codes.append(code)
      index += 1
    }
    guard !codes.isEmpty else {
      // `holidays jp-2024`: a year joined to its country (a subdivision's code has letters, or
      // at most three digits: at-1, fr-971).
      if !call.arguments.isEmpty, case .binary(.minus, .name(let word, _), let tail, _) = call.arguments[0],
        Country(code: word) != nil, HolidayCodes.code(in: call.arguments[0]) == nil || isYear(tail)
      {
        throw call.error(
          "holidays takes a country, then a year: holidays \(word) 2024 (a year is 1 to 9999)",
          at: call.range(at: 0))
      }
      throw call.error(
        call.arguments.first.flatMap { HolidayCodes.code(in: $0) }.map { HolidayCodes.unknownCountry($0) }
          ?? "holidays needs a country: " + HolidayCommands.knownCountries,
        at: call.arguments.isEmpty ? nil : call.range(at: 0))
    }
    // A word after the countries that is no variable: a misspelt code (`holidays fr, dx 2025`).
    if argumentCount - index > 1, let code = HolidayCodes.code(in: call.arguments[index]),
      code.first?.isLetter == true
    {
      throw call.error(HolidayCodes.unknownCountry(code), at: call.range(at: index))
    }
    let countries = try HolidayCodes.countries(codes, chosen: chosen, in: call)
    guard argumentCount <= index + 1 else {
      throw call.error(
        "holidays takes countries, then one year, month or range", at: call.range(at: index + 1))
    }
    let (first, last): (CivilDate, CivilDate)
    let range = index < argumentCount ? call.range(at: index) : call.call.nameRange
    // Whole years take each year's list as published (OPM lists New Year's Day observed on
    // 2021-12-31 under 2022); months and dates take the holidays that fall in them.
    var wholeYears = false
    let value: Value
    if index < argumentCount, case .range(let lower, let upper, _) = call.arguments[index],
      case .int(let a) = try call.interpreter.evaluate(lower),
      case .int(let b) = try call.interpreter.evaluate(upper)
    {
      // `holidays jp 1949..2099`: a range of years.
      guard a <= b else {
        throw call.error("a range runs from the earlier to the later: \(b)..\(a)", at: range)
      }
      _ = try MathCommands.year(of: .int(a), at: lower.range, in: call)
      _ = try MathCommands.year(of: .int(b), at: upper.range, in: call)
      value = .dateRange(
        CivilDate(uncheckedYear: a, month: 1, day: 1), CivilDate(uncheckedYear: b, month: 12, day: 31))
      wholeYears = true
    } else {
      value =
        index < argumentCount
        ? try call.value(at: index) : .int(call.settings.written(call.settings.today).year)
    }
    switch value {
    case .int(let year):
      _ = try MathCommands.year(of: .int(year), at: range, in: call)
      wholeYears = true
      (first, last) = (
        try at(range) { () throws(CalendarError) in try CivilDate(year: year, month: 1, day: 1) },
        try at(range) { () throws(CalendarError) in try CivilDate(year: year, month: 12, day: 31) }
      )
    case .yearMonth(let ym): (first, last) = try call.writtenDays(of: ym)
    case .monthRange(let a, let b): (first, last) = try call.writtenDays(from: a, through: b)
    case .dateRange(let a, let b): (first, last) = (a, b)
    case .date(let d): (first, last) = (d, d)
    case let other: throw call.wrongKind(other, at: range, expected: "a year, a month (YYYY-MM) or a range")
    }
    var found: [Holiday] = []
    for country in countries {
      if let start = country.firstDate, wholeYears ? last < start : first < start {
        throw call.error(CalendarError.holidaysOutOfRange(country, year: first.year).message, at: range)
      }
      for year in first.year...last.year {
        let list = try at(range) { () throws(CalendarError) in try country.holidays(in: year) }
        found += wholeYears ? list : list.filter { $0.date >= first && $0.date <= last }
        // A US observed day on December 31 is in the next year's list.
        if !wholeYears, country == .us, year == last.year, last.month == 12, last.day == 31, year < 9999 {
          found += try country.holidays(in: year + 1).filter { $0.date <= last }
        }
        try call.interpreter.checkCancelled(at: range)
      }
    }
    return .holidays(found.sorted { $0.date < $1.date })
  }

  /// An integer of four digits or more: a year, not a subdivision's number.
  private static func isYear(_ expr: Expr) -> Bool {
    if case .integer(let n, _) = expr { return n >= 1000 }
    return false
  }

  static let knownCountries = "a code such as gb, de-by or nyse ('holidays list' shows every code)"

  /// "unknown country, subdivision or market 'xx'; did you mean 'gb'? …"
  static func unknownCountry(_ word: String) -> String { HolidayCodes.unknownCountry(word) }

  /// `holidays load FILE`: extra days off from a CSV file of `date,name` lines (read by the
  /// interpreter's file loader), merged into the holidays `set holidays` marks. A malformed line
  /// is an error at its line and column, and nothing is loaded.
  static func load(_ call: Invocation) throws -> Value {
    guard call.arguments.count >= 2, case .string(let path) = try call.value(at: 1) else {
      throw call.error("holidays load takes a file: holidays load \"company.csv\"")
    }
    // A second file name (`holidays load "a.csv", "b.csv"`): one file a statement.
    if call.arguments.count > 2, call.word(at: 2) == nil, case .string(let second) = try? call.value(at: 2) {
      throw call.error(
        "holidays load takes one file at a time: holidays load \"\(path)\"; holidays load \"\(second)\"",
        at: call.range(at: 2))
    }
    // Only a calendar file takes a window; a date,name file takes nothing after its name.
    if call.arguments.count > 2, !isCalendarFile(path) {
      throw call.error(
        "a holiday file of date,name lines takes no options after its name (from and until are for a .ics "
          + "calendar): holidays load \"company.csv\"", at: call.range(at: 2))
    }
    if let problem = Interpreter.emptyFileName(path, example: "holidays load \"company.csv\"") {
      throw call.error(problem, at: call.range(at: 1))
    }
    let interpreter = call.interpreter
    let resolved = call.resolvedPath(path)
    let window = isCalendarFile(path) ? try LedgerCommands.calendarWindow(call, after: 1) : nil
    guard interpreter.policy.allowsSource(resolved) else {
      throw call.error("cannot read \(path): not allowed here", at: call.range(at: 1))
    }
    let read =
      if let window {
        interpreter.policy.files.calendarHolidays(
          path: resolved, from: window.0, until: window.1, zones: { interpreter.knownZone($0) },
          isCancelled: { interpreter.policy.isCancelled() }, warn: { call.fileWarning($0, path: resolved) })
      } else {
        interpreter.policy.files.holidays(
          path: resolved, reform: call.calendarInForce,
          isCancelled: { interpreter.policy.isCancelled() })
      }
    switch read {
    case .failure(let problem): throw call.fileError(problem, path: resolved, at: 1)
    case .success(let listed):
      // One reason for every day of the file (a name can be long: not repeated in each reason).
      let reason = "listed in \(path)"
      let loaded = listed.map {
        Holiday(date: $0.date, name: HolidayName($0.name), kind: .oneOff, reason: reason)
      }
      interpreter.settings.holidays = interpreter.settings.holidays.adding(loaded)
      return .nothing
    }
  }
}

/// `workdays RANGE [COUNTRY…]`: how many days of a range are Monday to Friday and not holidays.
enum WorkdayCommands {
  static let workdays = Command(
    "workdays", group: .holidays,
    usage: "workdays RANGE [COUNTRY…] [category CATEGORY…] | DAYS | workdays [COUNTRY…]",
    summary: "how many days of a range are workdays: Monday to Friday, not holidays",
    details: "Holidays are those of the countries named (any code of 'holidays list': gb, de-by, nyse …), "
      + "else those of 'set holidays'; a range costs its years, not its days. A list of days from the "
      + "left ('pick range | workdays jp') is counted the same way: how many of its days are workdays. "
      + "In arithmetic, "
      + "'2025-12-24 + 3 workdays gb' steps over weekends and holidays.",
    examples: [
      "workdays 2024-01-01..2024-12-31 jp", "workdays 2025-01-01..2025-12-31 de-by",
      "days 2025-05 | workdays jp", "2025-12-24 + 3 workdays gb",
    ],
    words: HolidayCodes.completions
  ) { call in
    // From the left, every word is a country: `trip | workdays jp`.
    let value: Value
    let range: SourceRange
    let takesTheLeft = call.arguments.first.map { HolidayCodes.code(in: $0) != nil } ?? true
    if let subject = call.subject, takesTheLeft {
      (value, range) = (subject, call.call.nameRange)
    } else {
      (value, range) = try call.operand("a date range, e.g. workdays 2024-01-01..2024-12-31 jp")
    }
    let (first, last): (CivilDate, CivilDate)
    var listed: [Int]? = nil
    switch value {
    case .dateRange(let a, let b): (first, last) = (a, b)
    case .yearMonth(let ym): (first, last) = try call.writtenDays(of: ym)
    case .monthRange(let a, let b): (first, last) = try call.writtenDays(from: a, through: b)
    default:
      // A grid's days are not counted: `month 2023-02 | workdays` says a grid is no list (#26).
      let isGrid: Bool
      switch value {
      case .month, .months, .rendered: isGrid = true
      default: isGrid = false
      }
      guard !isGrid, let counts = try call.interpreter.dayCounts(of: value, at: range) else {
        throw call.wrongKind(
          value, at: range, expected: "a range of dates, a month (YYYY-MM) or a list of days")
      }
      let (low, high) = (
        counts.min() ?? call.settings.today.dayCount, counts.max() ?? call.settings.today.dayCount
      )
      (first, last) = (CivilDate(uncheckedDayCount: low), CivilDate(uncheckedDayCount: high))
      listed = counts
    }
    let chosen = try HolidayCodes.categories(in: call)
    var codes: [String] = []
    for index in call.arguments.indices.dropFirst(call.subject == nil ? 1 : 0)
    where index < chosen?.at ?? Int.max {
      guard let code = HolidayCodes.code(in: call.arguments[index]) else {
        throw call.error(
          "workdays takes country codes after the range: jp, gb, de-by, nyse …", at: call.range(at: index))
      }
      guard Country(code: code) != nil else {
        throw call.error(HolidayCodes.unknownCountry(code), at: call.range(at: index))
      }
      codes.append(code)
    }
    let countries = try HolidayCodes.countries(codes, chosen: chosen, in: call)
    // Days loaded from a file count with the countries named too.
    let calendar =
      countries.isEmpty
      ? call.settings.holidays
      : call.settings.holidays.taking(countries: countries)
    if let (country, year) = calendar.unknownSpan(from: first, through: last) {
      throw call.error(CalendarError.holidaysOutOfRange(country, year: year).message, at: range)
    }
    if let listed {
      return .int(listed.reduce(0) { $0 + (calendar.isWorkday(CivilDate(uncheckedDayCount: $1)) ? 1 : 0) })
    }
    return .int(calendar.workdays(from: first, through: last))
  }
}
