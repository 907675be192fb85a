/// An Orthodox church that left the Julian calendar for the Revised Julian one (`set reform`
/// takes its code): from its switch on, days are written as Revised Julian dates, which are the
/// Gregorian ones until 2800-02-28. Only switches whose days are on record are listed; the other
/// churches that took the calendar (Alexandria, Antioch, Cyprus, Poland, Bulgaria in 1968) are
/// left out until their days are sourced.
public struct ChurchReform: Hashable, Sendable {
  /// The word `set reform` takes.
  public let code: String
  /// Who switched, as a sentence's subject: "the Ecumenical Patriarchate and the Church of Greece".
  public let name: String
  /// The first day written in the Revised Julian calendar.
  public let revisedFrom: CivilDate
  /// Where the switch is recorded.
  public let source: String

  init(_ code: String, _ name: String, revisedFrom year: Int, _ month: Int, _ day: Int, source: String) {
    self.code = code
    self.name = name
    self.revisedFrom = CivilDate(uncheckedYear: year, month: month, day: day)
    self.source = source
  }
}

extension ChurchReform {
  /// The churches `set reform` knows, by code.
  public static let all: [ChurchReform] = [
    ChurchReform(
      "churchgr", "the Ecumenical Patriarchate and the Church of Greece", revisedFrom: 1924, 3, 23,
      source: "10 March 1924 (Julian) became 23 March, by the Synod of Constantinople's decision after the "
        + "Pan-Orthodox Congress of May 1923 (E. G. Richards, Mapping Time, 1998; ncal -p's GR date, "
        + "1924-03-09, is this last Julian day)"),
    ChurchReform(
      "churchro", "the Romanian Orthodox Church", revisedFrom: 1924, 10, 14,
      source: "1 October 1924 (Julian) became 14 October, the date the Congress of 1923 proposed "
        + "(E. G. Richards, Mapping Time, 1998)"),
  ]
}
