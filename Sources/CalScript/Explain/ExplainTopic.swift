import CalendarCore

/// What `explain WORD …` can derive: a command or a calendar, with the derivation it carries.
/// Each topic is defined beside its wording (`LeapExplanation.topic`), each calendar's comes
/// from the calendar (`ExplainedCalendar`); this table gives their order.
struct ExplainTopic: Sendable {
  /// The word after `explain`.
  let name: String
  /// The arguments of an example, as a message about wrong arguments shows them.
  let example: String
  /// Under `set reform`, the topic derives a Julian-written date in the Julian calendar; the
  /// others keep the Gregorian rules and refuse one (`ExplainRequest.requireGregorian`).
  let followsReform: Bool
  let derive: @Sendable (ExplainRequest) throws -> Explanation

  init(
    _ name: String, example: String = "2023-02-01", followsReform: Bool = false,
    derive: @escaping @Sendable (ExplainRequest) throws -> Explanation
  ) {
    self.name = name
    self.example = example
    self.followsReform = followsReform
    self.derive = derive
  }

  /// Every topic, in the order `help explain` lists them: the commands, then the calendars of
  /// the registry that can be explained (the Julian calendar first, before `reform`), then `date`,
  /// the reverse of them all.
  static let all: [ExplainTopic] = {
    let calendars = CalendarSystem.all.compactMap(CalendarExplanation.topic)
    return [
      WeekdayExplanation.topic, LeapExplanation.topic, DaysInExplanation.topic,
      ZellerExplanation.topic,
      DayNumberExplanations.dayOfYearTopic, DayNumberExplanations.isoWeekTopic,
      DayNumberExplanations.julianDayNumberTopic, EasterExplanation.topic, MonthExplanations.nthTopic,
      MonthExplanations.lastTopic, MonthExplanations.betweenTopic, HolidayExplanation.topic,
      RecurrenceExplanation.topic, DoomsdayExplanation.topic,
      SkyExplanations.equinoxTopic, SkyExplanations.solsticeTopic, SkyExplanations.newMoonTopic,
      SkyExplanations.fullMoonTopic, SkyExplanations.solarTermsTopic,
    ] + calendars.filter { $0.name == "julian" }.map(SkyExplanations.withDrift) + [ReformExplanation.topic]
      + calendars.filter { $0.name != "julian" } + [DateExplanation.topic]
  }()

  static let names: [String] = all.map(\.name)

  static func named(_ word: String) -> ExplainTopic? { all.first { $0.name == word } }
}
