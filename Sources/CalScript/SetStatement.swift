import CalSyntax
import CalendarCore

extension Interpreter {
  /// `set firstweekday mon`, `set today 2023-02-03`, `set color never`.
  func applySetting(_ name: String, nameRange: SourceRange, arguments: [Expr]) throws {
    guard let setting = Settings.Name(rawValue: name) else {
      let names = Settings.Name.allCases.map(\.rawValue)
      throw ScriptError(
        .evaluation, "unknown setting '\(name)'" + didYouMean(name, among: names), at: nameRange)
    }
    if setting == .holidays { return try setHolidays(arguments, nameRange: nameRange) }
    guard arguments.count == 1 else {
      let at = arguments.count > 1 ? arguments[1].range : nameRange
      throw ScriptError(
        .evaluation, "set \(name) takes one value: \(setting.values.joined(separator: " | "))", at: at)
    }
    let argument = arguments[0]
    let word: String? = if case .name(let w, _) = argument { w } else { nil }
    switch setting {
    case .holidays: break  // handled above
    case .locale:
      guard let name = Interpreter.localeText(argument), settings.setLocale(name) else {
        throw ScriptError(.evaluation, unknownLocale(argument), at: argument.range)
      }
    case .width:
      if word == "auto" {
        settings.width = nil
        return
      }
      // A word other than auto (a variable aside) gets the same message as a number out of range.
      let value = word == nil ? try evaluate(argument) : try? evaluate(argument)
      guard case .int(let columns) = value, Settings.widths.contains(columns) else {
        throw ScriptError(
          .evaluation,
          "width takes \(Settings.widths.lowerBound) to \(Settings.widths.upperBound) columns, or auto",
          at: argument.range)
      }
      settings.width = columns
    case .firstweekday:
      guard let word, let weekday = Weekday(name: word) else {
        throw ScriptError(
          .evaluation,
          "firstweekday takes a weekday: sun mon tue wed thu fri sat"
            + (ConstantWords.suggestion(for: word ?? "", others: [], preferring: ConstantWords.weekdays)
              .map { "; did you mean '\($0)'?" } ?? ""),
          at: argument.range)
      }
      settings.firstWeekday = weekday
    case .today:
      guard case .date(let date) = try evaluate(argument) else {
        throw ScriptError(.evaluation, "today takes a date such as 2023-02-03", at: argument.range)
      }
      settings.today = date
    case .color:
      guard let word, let mode = Settings.ColorMode(rawValue: word) else {
        throw ScriptError(.evaluation, "color takes auto, always or never", at: argument.range)
      }
      settings.color = mode
    case .reform:
      let text =
        word ?? (try? evaluate(argument)).flatMap { if case .int(let n) = $0 { String(n) } else { nil } }
      guard let text, let reform = Reform(named: text) else {
        let names =
          ["proleptic", "julian", "1582", "1752", "revised"] + ReformCountry.all.map(\.code)
          + ChurchReform.all.map(\.code)
        throw ScriptError(
          .evaluation,
          "reform takes proleptic, julian, 1582, 1752, a country code or a church's (help reform lists them)"
            + didYouMean(word ?? "", among: names),
          at: argument.range)
      }
      settings.reform = reform
    case .tz:
      let name: String
      switch argument {
      case .name(let written, _), .string(let written, _): name = written
      default:
        throw ScriptError(
          .evaluation, "tz takes a zone's name: Europe/Berlin, UTC, or local", at: argument.range)
      }
      if name == "local" {
        settings.zoneName = nil
        return
      }
      _ = try zone(named: name, at: argument.range)
      settings.zoneName = name
    case .tzdata:
      switch word {
      case "embedded": useZoneCatalog(ZoneCatalog(source: EmbeddedZoneSource()))
      case "system":
        guard let system = policy.systemZoneSource() else {
          throw ScriptError(
            .evaluation,
            "there is no system zoneinfo here ($TZDIR, else /usr/share/zoneinfo): calsh answers from "
              + EmbeddedZoneSource().summary, at: argument.range)
        }
        useZoneCatalog(ZoneCatalog(source: system))
      default:
        throw ScriptError(
          .evaluation,
          "tzdata takes system or embedded" + didYouMean(word ?? "", among: ["system", "embedded"]),
          at: argument.range)
      }
    case .disambiguation:
      guard let word, let choice = Disambiguation(rawValue: word) else {
        let names = Disambiguation.allCases.map(\.rawValue)
        throw ScriptError(
          .evaluation,
          "disambiguation takes " + names.joined(separator: ", ") + didYouMean(word ?? "", among: names),
          at: argument.range)
      }
      settings.disambiguation = choice
    case .weeks:
      let names = Settings.Name.weeks.completions
      // Any case, as firstweekday's names: set weeks ISO.
      guard let word = word?.lowercased(), names.contains(word) else {
        throw ScriptError(
          .evaluation, "weeks takes " + names.joined(separator: ", ") + didYouMean(word ?? "", among: names),
          at: argument.range)
      }
      settings.weeks = WeekNumbering(rawValue: word)
    case .monthend:
      switch word {
      case "clamp": settings.monthEnd = .clamp
      case "overflow": settings.monthEnd = .overflow
      default:
        throw ScriptError(
          .evaluation,
          "monthend takes clamp or overflow" + didYouMean(word ?? "", among: ["clamp", "overflow"]),
          at: argument.range)
      }
    }
  }

  /// A locale as written: a name (`ko`, `de_DE.UTF-8`, `zh-Hant-TW`, read as one word by the
  /// lexer), a string (`"de-DE"`) or a number (`12`, refused as a name later).
  static func localeText(_ argument: Expr) -> String? {
    switch argument {
    case .name(let word, _), .string(let word, _): return word
    case .integer(let number, _): return String(number)
    default: return nil
    }
  }

  /// Why a locale name was refused, with the nearest locale names when there are any.
  func unknownLocale(_ argument: Expr) -> String {
    guard let text = Interpreter.localeText(argument) else {
      return "set locale takes a locale name such as ko, ja, de_DE or \"zh-Hant\""
    }
    let limit = 100
    guard text.utf8.count <= limit else {
      return "a locale name has at most \(limit) characters (ko, ja, de_DE, zh-Hant-TW …)"
    }
    return "unknown locale '\(text)': give a language CLDR has data for, with a script or region if needed "
      + "(ko, ja, de_DE, zh-Hant …)"
      + (settings.locales.suggestions(for: text).first.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// `set holidays jp, gb-sct`, `set holidays us category bank` or `set holidays none`.
  private func setHolidays(_ arguments: [Expr], nameRange: SourceRange) throws {
    guard !arguments.isEmpty else {
      throw ScriptError(
        .evaluation, "set holidays takes countries (jp, gb, de-by, nyse …) or none", at: nameRange)
    }
    var codes: [(String, SourceRange)] = []
    var categories: [String] = []
    var categoryRange: SourceRange?
    for argument in arguments {
      if categoryRange != nil {
        guard let name = HolidayCodes.code(in: argument) else {
          throw ScriptError(.evaluation, "category takes category names: category bank", at: argument.range)
        }
        categories.append(name.lowercased())
        continue
      }
      guard let code = HolidayCodes.code(in: argument) else {
        throw ScriptError(
          .evaluation, "set holidays takes country codes: jp, gb, de-by, nyse …, or none", at: argument.range)
      }
      if code.lowercased() == "none", arguments.count == 1 { break }
      if code.lowercased() == "category", !codes.isEmpty {
        categoryRange = argument.range
        continue
      }
      guard Country(code: code) != nil else {
        throw ScriptError(.evaluation, HolidayCodes.unknownCountry(code), at: argument.range)
      }
      codes.append((code, argument.range))
    }
    if let categoryRange, categories.isEmpty {
      throw ScriptError(.evaluation, "category takes a category name: category bank", at: categoryRange)
    }
    let countries: [Country]
    switch HolidayCodes.countries(codes.map(\.0), categories: categories) {
    case .success(let found): countries = found
    case .failure(let problem):
      throw ScriptError(.evaluation, problem.message, at: categoryRange ?? codes[problem.index].1)
    }
    settings.holidays = HolidayCalendar(countries: countries).adding(Array(settings.holidays.extra.values))
  }
}
