import CalendarCore

/// The Hebrew months' English names as `every … on 10 tevet` reads them, in RFC 7529's numbers
/// (Tishrei 1 … Shevat 5, Adar I 5L, Adar and Adar II 6, Nisan 7 … Elul 12), with common spellings.
enum HebrewMonthNames {
  static let numbers: [String: RScaleMonth] = {
    var table: [String: RScaleMonth] = [:]
    let spellings: [(RScaleMonth, [String])] = [
      (RScaleMonth(1), ["tishrei", "tishri"]), (RScaleMonth(2), ["heshvan", "cheshvan", "marcheshvan"]),
      (RScaleMonth(3), ["kislev"]), (RScaleMonth(4), ["tevet", "teves"]),
      (RScaleMonth(5), ["shevat", "shvat"]),
      (RScaleMonth(5, isLeap: true), ["adar1", "adari"]), (RScaleMonth(6), ["adar", "adar2", "adarii"]),
      (RScaleMonth(7), ["nisan", "nissan"]), (RScaleMonth(8), ["iyar", "iyyar"]), (RScaleMonth(9), ["sivan"]),
      (RScaleMonth(10), ["tammuz", "tamuz"]), (RScaleMonth(11), ["av"]), (RScaleMonth(12), ["elul"]),
    ]
    for (month, names) in spellings { for name in names { table[name] = month } }
    return table
  }()

  /// The month a name means; nil for none.
  static func month(named name: String) -> RScaleMonth? { numbers[name.lowercased()] }
}
