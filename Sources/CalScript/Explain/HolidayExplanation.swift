import CalSyntax
import CalendarCore

/// `explain holiday COUNTRY DATE`: the rule behind a holiday, or the nearest holidays when the
/// day is not one.
enum HolidayExplanation {
  static func explain(_ date: CivilDate, in country: Country, list: [Holiday]) -> Explanation {
    var e = Explanation()
    e.add(
      "\(date) is a \(date.weekday.name). Look it up in the holidays of \(country.name).")
    if let holiday = list.first(where: { $0.date == date }), case .world(let world) = country {
      explainListed(holiday, of: world, in: &e)
      return e
    }
    if let holiday = list.first(where: { $0.date == date }) {
      e.add(holiday.reason.hasSuffix(".") ? holiday.reason : holiday.reason + ".")
      switch holiday.kind {
      case .substitute:
        e.add("It is a substitute day: a day off in place of a holiday that fell on a day off.")
      case .observed: e.add("It is an observed day: the weekday a weekend holiday is kept on.")
      case .bridge: e.add("It is a bridge day: a weekday between two holidays becomes one too.")
      case .oneOff: e.add("It is a one-off: a holiday of that year only, set by its own law or decision.")
      case .regular: break
      }
      e.add("Answer: \(holiday.name.english).")
      return e
    }
    let before = list.last { $0.date < date }
    let after = list.first { $0.date > date }
    let nearest = [
      before.map { "before it, \($0.date) \($0.name.english)" },
      after.map { "after it, \($0.date) \($0.name.english)" },
    ].compactMap { $0 }
    e.add(
      "No rule gives \(date): it is not on the list"
        + (nearest.isEmpty ? "." : "; the nearest holidays are " + nearest.joined(separator: ", and ") + "."))
    if date.weekday.isWeekend {
      e.add("It is a \(date.weekday.name), a weekend day, but not a public holiday.")
    }
    e.add("Answer: not a holiday.")
    return e
  }
}

extension HolidayExplanation {
  /// A holiday of the world's data: where it comes from, the package's rule where one gives it,
  /// and whether it is a day off in place of another.
  static func explainListed(_ holiday: Holiday, of world: WorldCountry, in e: inout Explanation) {
    let category = holiday.category ?? "public"
    e.add(
      "calsh's data for \(world.entity.code) comes from python-holidays \(WorldHolidays.sourceVersion) "
        + "(PyPI 'holidays'), category \(category).")
    if holiday.isObserved {
      // Where an observed day falls is the package's rule for that holiday and year (a weekend's
      // Monday, a clash with another holiday): no yearly rule of calsh's data says why.
      e.add(
        "It is a day off in place of another: an observed or substitute day, or a holiday moved off its date, "
          + "as the package lists it for \(holiday.date.year).")
    } else if let rule = world.rule(of: holiday) {
      e.add("Its rule: \(rule).")
    } else {
      e.add(
        "No yearly rule gives it: the package lists it for \(holiday.date.year) (a date of a lunar or religious "
          + "calendar, an estimate, a moved day, or a one-off).")
    }
    let local = holiday.name.localName
    e.add("Answer: \(holiday.name.english)" + (local == holiday.name.english ? "." : " (\(local))."))
  }
}

extension HolidayExplanation {
  /// `explain holiday COUNTRY DATE`: the rule that made the day a holiday, or why it is not one.
  static let topic = ExplainTopic("holiday") { request in
    var rest = request.rest
    // `explain holiday 2025-12-26 gb`: the date first reads as well.
    if rest.count == 2, HolidayCodes.country(in: rest[0]) == nil, HolidayCodes.country(in: rest[1]) != nil {
      rest.swapAt(0, 1)
    }
    guard rest.count == 2, let code = HolidayCodes.code(in: rest[0]) else {
      throw request.error("explain holiday takes a country and a date, e.g. explain holiday jp 2019-05-06")
    }
    let codeRange = rest[0].range
    guard let country = Country(code: code) else {
      throw request.error(HolidayCommands.unknownCountry(code), at: codeRange)
    }
    let value = try request.evaluate(rest[1])
    guard case .date(let date) = value else {
      throw request.call.wrongKind(value, at: rest[1].range, expected: "a date")
    }
    if let start = country.firstDate, date < start {
      throw request.error(
        CalendarError.holidaysOutOfRange(country, year: date.year).message, at: rest[1].range)
    }
    // The year's list, and the next year's for a US observed day on December 31.
    var list = try at(rest[1].range) { () throws(CalendarError) in try country.holidays(in: date.year) }
    if country == .us, date.month == 12, date.day == 31, date.year < 9999 {
      list += try at(rest[1].range) { () throws(CalendarError) in try country.holidays(in: date.year + 1) }
    }
    return explain(date, in: country, list: list)
  }
}
