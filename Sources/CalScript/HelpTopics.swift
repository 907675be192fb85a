import CalendarCore

/// `help TOPIC`: short lessons on the ideas behind the commands. Every example runs in a test.
struct HelpTopic: Sendable {
  let name: String
  let summary: String
  let text: [String]
  /// Lines laid out already (a table): shown after the text as written, never joined or reflowed.
  var table: [String] = []
  let examples: [String]

  static let all: [HelpTopic] = [
    syntax, dates, durations, times, arithmetic, ranges, selection, whereTopic, explain, data, reform,
    calendars, sky,
  ]

  static let sky = HelpTopic(
    name: "sky", summary: "equinoxes, solstices, phases of the Moon and solar terms, by Meeus",
    text: [
      "Calendars follow the Sun and the Moon. equinox YEAR [march | september] and solstice YEAR",
      "[june | december] give the instant in UTC (Meeus, Astronomical Algorithms, ch. 27: a mean",
      "instant and 24 periodic terms); newmoon and fullmoon [DATE | MONTH | YEAR] the first such",
      "phase from its start at 00:00 UTC (ch. 49); moon MONTH lists a month's four phases and",
      "solarterms YEAR the 24 jieqi (ch. 25, iterated), as rows with utc and local (the session's",
      "zone). ΔT (Espenak and Meeus) turns dynamical time into UT; in ZONE shows an instant on a",
      "zone's clock. Years 1-3000; explain equinox, newmoon and solarterms show the steps, and",
      "explain julian drift YEAR the March equinox in the Julian and the Gregorian calendar.",
    ],
    examples: [
      "equinox 2025", "solstice 2025 december in Asia/Tokyo", "fullmoon 2025-01..2025-03", "moon 2025-03",
      "solarterms 2025 | table term english utc", "explain newmoon 2025-03",
      "explain julian drift 1582",
    ])

  static let reform = HelpTopic(
    name: "reform", summary: "the switch from the Julian to the Gregorian calendar, by country",
    text: [
      "By default calsh writes every day in the Gregorian calendar, even before 1582 (proleptic,",
      "as ISO 8601). set reform CC (or --reform CC) names when the Gregorian calendar replaced",
      "the Julian one: days before the switch are read and written as Julian dates, and the days",
      "the switch skipped never existed (in Great Britain 1752-09-02 was followed by 1752-09-14).",
      "Grids, weekday, leap, daysin, doy, arithmetic, tables, csv and json follow it; a date in",
      "the gap is an error. Adding months keeps the day number; one the switch skipped lands on",
      "the first Gregorian day. set reform julian never switches, proleptic (the default) always",
      "uses Gregorian rules; 1582 is Rome's reform (as it), 1752 Britain's (as gb; uk is gb too).",
      "The countries and their dates are those of ncal -p, except three that follow the historical",
      "record: "
        + ReformCountry.all.compactMap { country in
          guard let ncal = country.ncal, let history = country.history else { return nil }
          return "\(country.code) (ncal -p: \(ncal)), \(history)"
        }.joined(separator: "; ") + ".",
      "The Orthodox churches' Revised Julian calendar (see revisedjulian): set reform churchgr",
      "(or revised: the Ecumenical Patriarchate and the Church of Greece, 1924-03-09 → 1924-03-23)",
      "and churchro (the Romanian Orthodox Church, 1924-09-30 → 1924-10-14), from E. G. Richards,",
      "Mapping Time (1998). From the switch the dates are the Gregorian ones until 2800-02-28;",
      "2800 is not leap. Those churches kept the Julian computus, so under them easter YEAR is the",
      "Orthodox Easter (easter YEAR gregorian the Western). Cyprus, Alexandria, Antioch, Poland and Bulgaria (1968) took the calendar",
      "too: their days are not listed until sourced.",
      "Under Britain's switch (gb, 1752, us, ca, au) a date from 1 January to 24 March of",
      "1200–1751 prints alone or with print (a date, a range, a date-time) with its Old Style dual",
      "year, 1731/2-02-11 (the legal year began on 25 March), and is read so; table, csv and json",
      "keep 1732-02-11; a month is written 1732-02.",
      "A date-time's date, in a zone or not, a timestamp's too, is read and written as the reform",
      "writes a date (1700-01-01 10:00 under gb is that Julian day).",
      "Under jp and cn every day is a Gregorian date, as under proleptic. The countries, with the",
      "last Julian and the first Gregorian day, then the churches, with their first Revised Julian day:",
    ],
    table: ["code      last Julian  first Gregorian  name"]
      + ReformCountry.all.map { country in
        let last = Reform(country).switchDates?.lastJulian.description ?? "none"
        return "\(country.code.padding(to: 10))\(last.padding(to: 13))"
          + "\(country.gregorianFrom.description.padding(to: 17))\(country.name)"
      }
      // The churches' switches, to the Revised Julian calendar (revised is churchgr).
      + (ChurchReform.all.map { ($0.code, $0) } + ChurchReform.all.prefix(1).map { ("revised", $0) }).map {
        code, church in
        let reform = Reform(named: church.code)
        let last = reform?.switchDates?.lastJulian.description ?? "none"
        return "\(code.padding(to: 10))\(last.padding(to: 13))"
          + "\(church.revisedFrom.description.padding(to: 17))\(church.name) (Revised Julian)"
      },
    examples: [
      "set reform gb; month 1752-09", "set reform gb; daysin 1752", "set reform gb; 1752-09-02 + 1",
      "julian 2024-01-01", "date julian 1752 9 2",
    ])

  static let calendars = HelpTopic(
    name: "calendars",
    summary: "the " + series(CalendarSystem.all.map { $0.calendar.name }) + " calendars",
    text: [
      "Each calendar is a command that writes a day in it, given a date or as a stage: hebrew",
      "2025-10-03 gives 11 Tishrei 5786, 2024-04-23 | hebrew works too. date CALENDAR YEAR MONTH",
      "DAY reads a date of the calendar back to its day: date hebrew 5786 7 11 is 2025-10-03.",
      "Months are numbers. Hebrew months run from Nisan (1) to Adar (12), with Adar II (13) in",
      "a leap year. Chinese and Korean lunar months run from 1 to 12; a leap month is written 06L",
      "and read with the word leap before the day (date korean 2025 6 leap 1, the leap month",
      "after month 6), and a lunar year is numbered as the Gregorian year its new year falls in.",
      "date era ERA YEAR MONTH DAY takes the era by name (meiji taisho showa heisei reiwa, in any",
      "case, with or without macrons), in Japanese (明治 大正 昭和 平成 令和) or by its initial",
      "(M T S H R); an era's first year is 1, also written 元 or 元年 (date era 令和 元 5 1), and",
      "month and day are the Gregorian ones.",
      "A date a calendar does not have is an error naming the rule it breaks: month 13 of a",
      "common Hebrew year, day 30 of a 29-day month, a leap month the year lacks, a day outside",
      "its era or outside the days the calendar is known for (listed below).",
      "Day cells have a field per calendar, read in where as CALENDAR.PART: year, month, day and",
      "monthName for each, leap (true in a leap month) for chinese and korean, era (the era's",
      "name) for era: days 2025-01-01..2025-12-31 | where hebrew.month == 7 and hebrew.day == 1.",
      "Each calendar is also a column of table and csv, written YYYY-MM-DD in that calendar",
      "(5786-07-11, 2025-06L-01 for a leap month, Reiwa 7-01-01 for an era date), and of json,",
      "an object with calendar, year, month, day and monthName (and leap or era where they apply).",
      "Under set locale he, ar, fa, zh, ko, ja, am, hi or th month names are in the calendar's own language",
      "(era 2024-05-01 is 令和6年5月1日 under set locale ja); csv and json keep the numbers.",
      series(
        CalendarSystem.all.filter { ExplainTopic.names.contains($0.name) }.map { "explain " + $0.name })
        + " work a conversion out step by step; explain date NAME Y M D derives the day"
        + " date NAME Y M D names (explain date hebrew 5786 7 1).",
      "The days each calendar is known for (Gregorian dates; a day outside is an error naming the",
      "span), and its years:",
    ],
    table: ["calendar   days                   years"]
      + CalendarSystem.all.map { system in
        let days = system.calendar.dayCounts
        let span =
          "\(CivilDate(uncheckedDayCount: days.lowerBound))…\(CivilDate(uncheckedDayCount: days.upperBound))"
        var years = "\(system.calendar.years.lowerBound)…\(system.calendar.years.upperBound)"
        if system.calendar.hasEras, let first = try? system.calendar.date(dayCount: days.lowerBound),
          let last = try? system.calendar.date(dayCount: days.upperBound), let firstEra = first.era,
          let lastEra = last.era
        {
          years = "\(firstEra.name) \(first.year) … \(lastEra.name) \(last.year)"
        }
        return system.name.padding(to: 11) + span.padding(to: 23) + years
      },
    examples: [
      "hebrew 2025-10-03", "date hebrew 5786 7 11", "date korean 2025 6 leap 1", "date era 令和 元 5 1",
      "days 2025-01-01..2025-12-31 | where hebrew.month == 7 and hebrew.day == 1",
      "days 2025-03-01..2025-03-03 | table date islamic ummalqura persian chinese era",
      "era 2024-05-01 | json", "set locale ja; era 2024-05-01", "explain hebrew 2025-10-03",
    ])

  static let data = HelpTopic(
    name: "data", summary: "dated entries from a CSV or iCalendar file: totals, days, details and colours",
    text: [
      "load FILE reads a CSV file whose first line names its columns: date (YYYY-MM-DD) is",
      "required, amount (a decimal such as -12.50, or empty) optional, every other column is",
      "text. Bank exports load as they come: dates NN/NN/YYYY are read month/day/year or",
      "day/month/year as the file's dates allow (a file that fits both is an error: choose with",
      "dateformat \"%m/%d/%Y\" or \"%d/%m/%Y\"), NN.NN.YYYY day first; dateformat names any other",
      "(%Y %y %m %d %b: \"%d %b %Y\", \"%Y%m%d\"). Amounts may carry thousands separators between",
      "groups of three, a currency ($12.50, 12.50 EUR, 12,50 €), (12.50) or 12.50- for negatives;",
      "decimal \",\" reads 1.234,56. date \"Posting Date\" and amount \"Betrag\" name columns, in any",
      "case; so do debit \"Withdrawal\" and credit \"Deposit\": money paid out and money paid in,",
      "however the bank signs them (a debit of 4.50 or of -4.50 is an expense of 4.50, a credit an",
      "income). Each of the two is signed one way throughout: its first amount that is not zero",
      "settles how, and a debit or a credit of the other sign (a refund or a mistake) is an error",
      "at its row. A file with no",
      "column that gives amounts whose first 100 rows hold money in another one (2,500.00, $5,",
      "(12.50): two decimals, a currency or parentheses) is an error that names it; separator \";\",",
      "\"|\" or \"tab\" reads files separated so, and without it a header that names no date column",
      "read with commas is read with the one of them that names it. Quoted fields may hold commas, \"\" for a quote and line",
      "breaks; UTF-8, a byte-order mark allowed. A bad line is an error at FILE:LINE:COLUMN",
      "(a file that mixes date formats: at the first row that breaks the rule) and nothing is",
      "loaded. A text column named like a name of calsh's own (month income expense net",
      "entries year quarter week weekday all, and the words a condition reads: today true mon",
      "jan and …) is called NAME_2 everywhere.",
      "Amounts are exact decimals of up to 18 digits in all, in a file and in a condition alike",
      "(amount < 20.5). A positive amount is income, a negative one an expense (shown positive);",
      "net is income less expense. Sums show the file's largest number of decimals: 5 and 12.50",
      "in one file print as 5.00 and 12.50.",
      "Entries work with where (date, amount and the columns by name: amount < -20,",
      "amount < -20.50, category == \"food\"), first, last, count, table, csv and json.",
      "An entry also has its date's fields, as a day cell has them: weekday isWeekend year",
      "month day quarter doy isoyear isoweek and the date in another calendar (hebrew,",
      "hebrew.month …): where weekday in (sat, sun), table date weekday amount.",
      "summary gives income, expense, net and entries per month (entries without amounts are an",
      "error); summary by year, quarter,",
      "week (ISO) or weekday per that period; summary by COLUMN per month and value.",
      "with ENTRIES gives each day cell its sums: where net < 0, table and csv gain",
      "income expense net entries, details lists the entries of the selected days (or of every",
      "day shown), grid amounts draws each day's net. On a grid a day with entries is marked #",
      "before its number, or on a colour terminal takes the colour of its color column (red",
      "green yellow blue magenta cyan, or #rrggbb: 24-bit when COLORTERM is truecolor or 24bit).",
      "A file ending in .ics (iCalendar, as Google Calendar, Outlook and Apple Calendar export)",
      "loads as entries with the fields date start end summary location description categories",
      "uid status: an entry per day of each event (an end date is exclusive; a timed event",
      "counts the days from its start to its end), repeats (RRULE, RDATE) expanded less EXDATE",
      "on the start's wall clock, moved occurrences (RECURRENCE-ID) on their new day. start and",
      "end are the occurrence's as written: a date (all day), a floating date-time, or a",
      "date-time in its zone (2025-03-10T09:30:00+01:00[Europe/Berlin], ...Z for UTC); where",
      "reads them and the start's hour, minute and zone (where hour >= 9). A TZID is an IANA",
      "zone, a Windows name (W. Europe Standard Time), or the file's VTIMEZONE; one none of",
      "these know is read as UTC, with a warning. An event's date is its start's wall date in",
      "its own zone; a time ending in Z is UTC, so its date is the UTC date. load \"work.ics\"",
      "from DATE until DATE reads only those days (a month or a year stands for its first or",
      "last day); an event that repeats forever needs until. holidays load \"de.ics\" takes a",
      "published holiday calendar's days as days off, named by their events. The highest",
      "SEQUENCE of an event stands. What published files get wrong (an empty RRULE, COUNT=-1,",
      "a rule calsh cannot read, END:VTOOD, a folded line that lost its space) is read as",
      "recurring-ical-events reads it, with a warning at the file's line; the rest loads.",
      "Under set reform a CSV file's dates are read as the reform writes them, as typed at the",
      "prompt (under gb 1700-02-29 is a date, 1752-09-05 an error at its line; a day the switch",
      "skipped does not decide NN/NN/YYYY's order), and entries show their dates so. An .ics",
      "file's dates are Gregorian (RFC 5545's calendar) whatever the reform, shown as it writes",
      "them; from and until after its name are read under the reform.",
    ],
    examples: [
      "load \"examples/ledger.csv\" | summary",
      "load \"examples/ledger.csv\" | where category == \"food\" and amount < -20",
      "month 2023-05 | pad | with (load \"examples/ledger.csv\") | where net < 0 | count",
      "load \"examples/bank-us.csv\" date \"Posting Date\" | summary by quarter",
      "load \"examples/bank-de.csv\" separator \";\" decimal \",\" date \"Buchungstag\" amount \"Betrag\"",
      "load \"examples/google-work.ics\" from 2025-03 until 2025-03 | where summary == \"Standup\" | count",
    ])

  static func named(_ name: String) -> HelpTopic? { all.first { $0.name == name } }

  /// The text as paragraphs, each on one line for `help` to wrap to the width: a line that ends
  /// a sentence ends a paragraph, others run on into the next.
  var paragraphs: [String] {
    var result: [String] = []
    var paragraph = ""
    for line in text {
      paragraph += (paragraph.isEmpty ? "" : " ") + line
      if line.hasSuffix(".") {
        result.append(paragraph)
        paragraph = ""
      }
    }
    if !paragraph.isEmpty { result.append(paragraph) }
    return result
  }

  var rendered: String {
    var lines = [name + " — " + summary, ""] + paragraphs.map { "  " + $0 } + table.map { "  " + $0 }
    if !examples.isEmpty {
      lines += ["", "Examples:"] + examples.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  static let dates = HelpTopic(
    name: "dates", summary: "how dates, months, weeks and years are written",
    text: [
      "A date is written YYYY-MM-DD (ISO 8601): 2023-02-03 is the 3rd of February 2023.",
      "A month is written YYYY-MM (2023-02), a year is a plain number (2024).",
      "An ISO week is YYYY-Www (2024-W05, its seven days from Monday), an ISO week date",
      "YYYY-Www-D (2024-W05-3, the Wednesday of that week), a quarter YYYY-Qn (2026-Q4, its",
      "three months).",
      "today, tomorrow and yesterday are dates; --today or 'set today' fixes today.",
      "Weekdays are sun mon tue wed thu fri sat, or their full names (Monday); tues, thur",
      "and thurs are read too.",
      "Month names (jan … dec, January …, and sept) mean that month of this year: jul is July.",
      "calsh counts days in the Gregorian calendar for every year from 1 to 9999, even",
      "before 1582 when it was introduced (the 'proleptic' Gregorian calendar).",
    ],
    examples: [
      "2023-02-03", "2023-02 | meta", "weekday 2023-02-03", "today", "month jul", "2024-W05 | count",
      "2024-W05-3", "2026-Q4 | count",
    ])

  static let durations = HelpTopic(
    name: "durations", summary: "lengths of time in days, weeks, months and years",
    text: [
      "A duration is a number and a unit: 3 days, 1 month, 2 weeks, 1 year, or short 3d 2w 1mo 1y.",
      "Parts add up: 1 year 2 months 3 days. A week is 7 days.",
      "Days are exact, but months and years are not: a month is 28 to 31 days long, so",
      "'1 month' means 'the same day number in the next month', not a fixed count of days.",
      "A duration prints with its zero parts left out; years and months print as one count",
      "split into years and months with one sign (-11 months, not -1 year 1 month).",
    ],
    examples: ["3 days + 2 weeks", "1 year 2 months", "2024-03-01 - 2024-02-01", "1 month - 1 year"])

  static let times = HelpTopic(
    name: "times", summary: "times of day, date-times, zones, timestamps and hours",
    text: [
      "A time of day is 15:30, 15:30:05.25, 3pm or 3:30 pm; a date-time 2025-03-30T01:30 (or",
      "2025-03-30 01:30, one space apart). A zone after it, or Z, or an offset, makes an instant",
      "with its wall clock: 2025-03-30T01:30 Europe/Berlin, 2025-03-30T01:30Z,",
      "2026-11-28T00:25:53+00:00, 2025-03-30T03:30+02:00[Europe/Berlin]. @1700000000 is a Unix",
      "timestamp. A wall time the clocks skip moves forward by the gap (02:30 is 03:30), a",
      "repeated one is the earlier, as Temporal's 'compatible'.",
      "Zones are named as the IANA database names them, in any case; a word before '/' is a",
      "zone's area only when it is one (Europe/Berlin), so a/b still divides.",
      "Exact durations: 3 hours, 90 min, 45 seconds, 1h30m, PT1H30M. Calendar units keep the",
      "wall clock (+ 1 day), exact units follow the time line (+ 24 hours); days and hours are",
      "added one at a time, since a day of a zone is not always 24 hours.",
    ],
    examples: [
      "15:30 + 90 min", "2025-03-29T12:00 Europe/Berlin + 1 day", "2025-03-29T12:00 Europe/Berlin + 24 hours",
      "2025-11-03T09:00 - 2025-11-01T17:30", "@1700000000", "15:00 Asia/Tokyo",
    ])

  static let arithmetic = HelpTopic(
    name: "arithmetic", summary: "adding and subtracting dates and durations",
    text: [
      "DATE + DURATION is a date; DATE - DATE is a duration in days; DATE + N adds N days.",
      "Adding months or years keeps the day number, but a month may be too short: then the",
      "answer is the month's last day. 2023-01-31 + 1 month is 2023-02-28 (February 2023",
      "has 28 days). This is called clamping; 'set monthend overflow' rolls the extra days",
      "into the next month instead, the way GNU date counts.",
      "In a mixed duration the years and months are added first, in one step, then the days:",
      "2024-02-29 + 1 year 1 month is 2025-03-29.",
      "Whole numbers also take *, / and %: / rounds down and % takes the divisor's sign, as",
      "in Python (-7 / 2 is -4, -7 % 3 is 2); dividing by 0 is an error.",
      "A stage takes its whole expression: select 2023-02-03 + 2 days selects the 5th; a",
      "value command is one operand: easter 2025 - 46 is (easter 2025) - 46 (help syntax).",
    ],
    examples: [
      "2023-01-31 + 1 month", "2024-02-29 + 1 year", "2024-02-29 + 1 year 1 month", "2023-01-01 - 1",
      "2023-02 + 1", "sat + 1", "-7 / 2", "-7 % 3",
    ])

  static let syntax = HelpTopic(
    name: "syntax", summary: "how commands take their arguments: value commands and stages",
    text: [
      "A value command gives one value from values. They are "
        + listing(
          Command.valueCommandNames.sorted(), separator: " "),
      "and last, next and prev before a weekday (last fri 2024-05, next tue 2025-01-01).",
      "It binds to its arguments the way a function does in mathematics (sin x + 1 is",
      "(sin x) + 1): each argument is one value, so easter 2025 - 46 is (easter 2025) - 46, Ash",
      "Wednesday. To compute an argument, put it in parentheses: easter (2024 + 1).",
      "Every other command is a stage and takes whole expressions: select 2023-02-03 + 2 days",
      "selects the 5th. A value command's call is a value anywhere a value is read:",
      "print easter 2025 - 46, (easter 2025) == easter 2025. A call takes the values after it,",
      "so one written before another argument goes in parentheses:",
      "between (easter 2024) (easter 2025).",
      "Given a range (2020..2030, 2025-01..2025-12, a range of dates) or values joined by",
      "commas (2025-01-01, 2026-01-01), or days (days …, a recurrence, a mapped result of",
      "dates), a value command maps over it, in order, one result per element, made as it is",
      "read; written alone after '|' it maps over the days piped in (easter 2020..2022 | weekday).",
      "The results print as rows of the argument and the result, each as it prints alone; table, csv and json",
      "name the columns after what the argument is (year, month, date, number) and the command",
      "(year,easter); one answer's csv is a header and one row. where (naming the two columns:",
      "where leap), first, last and count take the rows. When the results are dates they are a",
      "day list instead: where, count, first, last, grid, and table or csv with columns.",
      "format over days is such a list too: its results print alone, its column is format.",
      "A list of one day cell is its date where a date is wanted:",
      "(days 2025-01 | where weekday == fri | last) + 1 is 2025-02-01.",
      "A statement whose last stage is an output stage (ics, csv, json, table, grid, strip,",
      "format, count or summary), an explain or step explain, or a quiz (its worksheet and key),",
      "may end in > FILE, which writes",
      "what it prints to FILE instead (>> FILE appends):",
      "holidays jp 2025 | ics > jp-2025.ics. FILE is a path (relative to the script that names",
      "it, ~/ for the home directory) or a string; the file is written only when the statement",
      "succeeds, and one that cannot be written is an error with the system's reason.",
    ],
    examples: [
      "easter 2025 - 46", "nth 1 mon 2024-11 + 1", "easter (2024 + 1)", "easter 2020..2030",
      "nth -1 fri 2025-01..2025-12", "weekday 2025-01-01, 2026-01-01", "easter 2020..2022 | csv",
      "easter 2020..2030 | where month == 4 | count", "(days 2025-01 | where weekday == fri | last) + 1",
    ])

  static let ranges = HelpTopic(
    name: "ranges", summary: "spans of dates or months written A..B",
    text: [
      "A range joins two dates or two months with '..' and includes both ends:",
      "2024-01-01..2024-01-31 is the 31 days of January. A range of months lists months.",
      "It runs from the earlier end to the later: 2024-01-31..2024-01-01 is an error.",
      "days RANGE gives the day cells of a range; month RANGE the grids of its months.",
      "Two date-times, both plain or both in zones, make a range of time: X in (A..B) asks",
      "whether X lies in it (A <= X <= B), and between A..B gives its length.",
    ],
    examples: [
      "2024-01-01..2024-01-31", "days 2024-02-27..2024-03-02", "month 2024-01..2024-03 | count",
      "days 2024-01-01..2024-12-31 | count", "2025-03-01T12:00 in (2025-03-01T09:00..2025-03-01T17:00)",
      "between 2025-03-01T09:00 Europe/Berlin..2025-03-01T18:00 Asia/Tokyo",
    ])

  static let selection = HelpTopic(
    name: "selection", summary: "marking dates and ranges on a grid",
    text: [
      "select marks dates on a month: select 2023-02-03, several dates separated by commas,",
      "a range, or any mix. A selected cell is drawn [3] and has isSelected true.",
      "Selected days next to each other in the same row join into one run, drawn [4----5----6].",
      "Each cell's selectionPosition says where it sits in its run: left (the next day is",
      "selected too), middle (both neighbours are), right (only the previous one is) or",
      "full (neither is). A run that reaches the end of a row ends there and starts again",
      "on the next row, as in a calendar app's range selection.",
    ],
    examples: [
      "month 2023-02 | pad | select 2023-02-03",
      "month 2021-08 | pad | select 2021-08-04..2021-08-14",
      "month 2021-08 | pad | select 2021-08-02, 2021-08-22 | table date selectionPosition",
    ])

  static let whereTopic = HelpTopic(
    name: "where", summary: "picking day cells by a condition",
    text: [
      // `help where` shows this after the command's details, which name the fields and the
      // comparisons: they are said there once.
      "where keeps the day cells for which a condition is true. first N and last N keep the",
      "first or last N cells; count counts them. A cell outside the calendar's range has no",
      "date: comparing its date or number is false (except !=).",
      "A text field (a file's column, an event's summary, a holiday's name) is tested with",
      "contains, startswith, endswith or matches (a regular expression, found anywhere in the",
      "text unless anchored with ^ or $) and a text in double quotes; letter case counts unless",
      "ignoring case follows the text: `Booking Text` contains \"rewe\" ignoring case.",
      "A pattern that is no regular expression is an error under the pattern; a test of a",
      "number, date or weekday is an error (compare those with == or <).",
    ],
    examples: [
      "days 2024-01-01..2024-12-31 | where weekday in (sat, sun) | count",
      "days 2026-01-01..2026-12-31 | where weekday == fri and number == 13",
      "days 2024-05-01..2024-05-31 | where weekday == tue | first 2",
      "month 2023-02 | pad | where not isWithinDisplayedMonth | count",
      "load \"examples/ledger.csv\" | where note contains \"salary\" ignoring case | count",
      "holidays de 2026 | where name matches \"^(Oster|Pfingst)\" | table date name",
    ])
}

extension HelpTopic {
  static let explain = HelpTopic(
    name: "explain", summary: "answers worked out step by step, for learning and teaching",
    text: [
      "Put explain in front of a calendar command, or of date arithmetic, to see how the",
      "answer is found: numbered steps with the actual numbers, each term explained in words.",
      "The last step always reads 'Answer: …' and states exactly what the command alone prints,",
      "so you can check a derivation against calsh (a test checks thousands of dates).",
      "Topics: " + listing(ExplainCommand.topics, separator: ", ") + ",",
      "and DATE + DURATION, DATE - DURATION, DATE - DATE.",
      "For zeller, which prints its working on several lines, the answer is the weekday.",
      "explain every refuses what every refuses, with the same message, except that a rule with",
      "no end is explained too: it answers the first three days, then … where another day",
      "follows, as | first 3 would.",
      "Adding months names the month-end rule that applied: clamp (the default, 2023-01-31 +",
      "1 month is 2023-02-28) or, after 'set monthend overflow', overflow (2023-03-03: the",
      "3 surplus days roll into March, the way GNU date counts).",
      "A weekday of a date before 1582-10-15 in the proleptic Gregorian calendar (weekday,",
      "zeller, doomsday, the day nth and last find) says so once, with the day the date names",
      "in the Julian calendar then in force (set reform gb or julian reads it so), in a step",
      "and not again as a warning.",
      "explain chinese and explain korean work the months out of the sky (new moons, the",
      "major solar terms, the leap month) and answer as the published table does, saying",
      "where the two part.",
      "Explanations wrap at the width (set width, --width, the terminal, else 80), each step's",
      "lines hanging under its text; a number, a date or a short formula is never broken.",
      "A range or list gives one derivation each (explain easter 2024..2026, at most 400).",
      "explain … | slides shows one step per screen for a projector (pages a form feed apart",
      "off a terminal); step explain … at the prompt shows one more step per Enter.",
    ],
    examples: [
      "explain isoweek 2021-01-03", "explain easter 2024..2026", "explain leap 1900 | slides",
      "step explain weekday 2023-02-01", "explain easter 2025", "explain doy 2024-12-31",
      "explain jdn 2000-01-01",
      "explain last fri 2024-05", "explain between 2023-01-31 2023-03-01",
      "set monthend overflow; explain 2023-01-31 + 1 month", "explain chinese 2023-04-20",
    ])
}

/// "a, b and c": the calendars of the registry as a sentence names them.
private func series(_ words: [String]) -> String {
  guard let last = words.last, words.count > 1 else { return words.first ?? "" }
  return listing(Array(words.dropLast()), separator: ", ") + " and " + last
}

/// The words joined by the separator. The topics are built at start-up (completion reads their
/// names), and the first call of the standard library's generic `joined(separator:)` costs a
/// conformance scan of the whole binary (~0.1 ms); this loop over an array does not.
private func listing(_ words: [String], separator: String) -> String {
  var text = words.first ?? ""
  for word in words.dropFirst() {
    text += separator
    text += word
  }
  return text
}
