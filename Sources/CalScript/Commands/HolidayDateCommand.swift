import CalSyntax
import CalendarCore

/// `when NAME [COUNTRY…] [YEAR]` and its words (`christmas`, `thanksgiving` …): a holiday by its
/// name is a date, in the countries named or those of `set holidays`.
enum HolidayDateCommand {
  /// The names that are words of their own: `christmas 2026` is `when christmas 2026`.
  static let words = ["christmas", "thanksgiving", "diwali", "nowruz", "juneteenth", "newyear"]

  static let when = Command(
    "when", group: .holidays, kind: .valueCommand, usage: "when NAME [COUNTRY…] [YEAR]",
    summary: "the date of a holiday by its name: when \"Rosh Hashanah\" il 2026, christmas 2026",
    details: "NAME is matched with the holidays' English and local names, letter case, spaces and "
      + "punctuation aside: the whole name, else the name less a closing Day or what is in parentheses (christmas: Christmas Day, not Christmas Eve), else its beginning, else a part of "
      + "it. The countries are those named (before or after the year; 'us, gb' searches both), else "
      + "those of 'set holidays'; with no year, the next one on or after today. \(words.joined(separator: ", ")) are words of their own: 'christmas 2026 - today', "
      + "'christmas us 2026'; a subdivision's code is written as a string here (christmas \"gb-sct\"), "
      + "as a value command's arguments are operands. A day off in place of a holiday (observed) is "
      + "found only when asked by its own name.",
    examples: [
      "when \"Rosh Hashanah\" il 2026", "christmas us 2026 - today", "christmas us 2026", "diwali ind 2026",
      "christmas \"gb-sct\" 2026",
    ],
    // Every code and alias: the value command's arguments that are codes are read as words.
    words: HolidayCodes.completions + WorldHolidays.codes
  ) { call in
    var index = 0
    var query = call.name
    if query == "when" {
      // `when christmas us 2026`: the word is a command of its own, which read the rest.
      if call.arguments.count == 1, case .pipeline = call.arguments[0],
        case .date(let date) = try call.value(at: 0)
      {
        return .date(date)
      }
      guard !call.arguments.isEmpty, let name = try call.name(at: 0) else {
        throw call.error(
          "when takes a holiday's name: when \"Rosh Hashanah\" il 2026, when christmas us 2026")
      }
      query = name
      index = 1
    }
    // Countries and one year, in either order (`when christmas gb 2026`, `when christmas 2026 gb`);
    // `us, gb` is one argument, a list.
    var countries: [Country] = []
    var yearAt: Int?
    for at in index..<call.arguments.count {
      let argument = call.arguments[at]
      let items: [Expr]
      if case .list(let listed, _) = argument { items = listed } else { items = [argument] }
      var named: [Country] = []
      for item in items {
        guard let code = HolidayCodes.code(in: item), code.first?.isLetter == true else { break }
        guard let country = Country(code: code) else {
          // A word that is no code: a misspelt code (`christmas zz 2026`), unless it names a value.
          guard items.count == 1, at == call.arguments.count - 1, call.interpreter.variables[code] != nil
          else { throw call.error(HolidayCodes.unknownCountry(code), at: item.range) }
          break
        }
        named.append(country)
      }
      if named.count == items.count {
        countries += named.filter { !countries.contains($0) }
      } else if yearAt == nil {
        yearAt = at
      } else {
        throw call.error(
          "\(call.name) takes countries and a year: \(call.name == "when" ? "when \(query)" : query) gb 2026",
          at: call.range(at: at))
      }
    }
    if countries.isEmpty { countries = call.settings.holidays.countries }
    guard !countries.isEmpty else {
      throw call.error(
        "\(call.name) needs a country: \(call.name == "when" ? "when \(query)" : query) us 2026, or set holidays us"
      )
    }
    var year: Int?
    if let at = yearAt {
      guard case .int(let given) = try call.value(at: at) else {
        throw call.error(
          "\(call.name) takes countries and a year: \(call.name == "when" ? "when \(query)" : query) gb 2026",
          at: call.range(at: at))
      }
      year = try MathCommands.year(of: .int(given), at: call.range(at: at), in: call)
    }
    let today = call.settings.today
    let years = year.map { [$0] } ?? [today.year, today.year + 1].filter { $0 <= 9999 }
    for candidate in years {
      var found: [Holiday] = []
      for country in countries {
        let range =
          yearAt.map { call.range(at: $0) }
          ?? (call.arguments.isEmpty ? call.call.nameRange : call.range(at: call.arguments.count - 1))
        let list = try at(range) { () throws(CalendarError) in
          try country.holidays(in: candidate)
        }
        found += list.filter { $0.date.year == candidate && (year != nil || $0.date >= today) }
      }
      if let date = match(query, in: found) { return .date(date) }
    }
    throw call.error(
      "no holiday named '\(query)' in \(countries.map(\.code).joined(separator: ", "))"
        + (year.map { " in \($0)" } ?? " this year or next")
        + " ('holidays \(countries[0].code) \(year ?? today.year)' lists them)")
  }

  /// The earliest date whose holiday is named `query`: the whole name; else the name less what
  /// is in parentheses or a closing "Day" (`christmas`: Christmas Day, not Christmas Eve;
  /// `chinese new year`: Chinese New Year (Spring Festival), not its Eve); else its beginning; else
  /// a part of it (English or local, compared in lower case without spaces or punctuation). A day
  /// off in place of another only when its own name is given whole.
  static func match(_ query: String, in holidays: [Holiday]) -> CivilDate? {
    let wanted = folded(query)
    guard !wanted.isEmpty else { return nil }
    let named = holidays.map { ($0, folding($0.name.english), folding($0.name.localName)) }
    let tests: [(Names) -> Bool] = [
      { $0.whole == wanted },
      { $0.core == wanted || $0.whole == wanted + "day" || $0.whole == wanted + "sday" },
      { $0.whole.hasPrefix(wanted) }, { $0.whole.contains(wanted) },
    ]
    for (rank, test) in tests.enumerated() {
      let hits = named.filter { ($0.0.isObserved ? rank == 0 : true) && (test($0.1) || test($0.2)) }
      if let first = hits.map(\.0.date).min() { return first }
    }
    return nil
  }

  /// A name folded whole, and without what it says in parentheses.
  private struct Names {
    var whole: String
    var core: String
  }

  private static func folding(_ name: String) -> Names {
    var core = ""
    var depth = 0
    for character in name {
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        core.append(character)
      }
    }
    return Names(whole: folded(name), core: folded(core))
  }

  /// Lower case, letters and digits only: `New Year's Day` is `newyearsday`.
  private static func folded(_ text: String) -> String {
    String(
      text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(
        Character.init))
  }
}
