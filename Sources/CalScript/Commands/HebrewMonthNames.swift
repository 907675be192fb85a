import CalSyntax
import CalendarCore

/// The Hebrew months' English names as `every … on 10 tevet` reads them, in RFC 7529's numbers
/// (Tishrei 1 … Shevat 5, Adar I 5L, Adar and Adar II 6, Nisan 7 … Elul 12), with common spellings.
enum HebrewMonthNames {
  static let numbers: [String: RScaleMonth] = {
    var table: [String: RScaleMonth] = [:]
    let spellings: [(RScaleMonth, [String])] = [
      (RScaleMonth(1), ["tishrei", "tishri", "tishre"]),
      (RScaleMonth(2), ["heshvan", "cheshvan", "marcheshvan", "marheshvan", "hesvan", "heshwan", "chesvan"]),
      (RScaleMonth(3), ["kislev", "kislew", "kislef", "chislev"]),
      (RScaleMonth(4), ["tevet", "teves", "tebet", "teveth", "tebeth"]),
      (RScaleMonth(5), ["shevat", "shvat", "shebat", "sebat", "shevet"]),
      (RScaleMonth(5, isLeap: true), ["adar1", "adari"]), (RScaleMonth(6), ["adar", "adar2", "adarii"]),
      (RScaleMonth(7), ["nisan", "nissan"]), (RScaleMonth(8), ["iyar", "iyyar"]),
      (RScaleMonth(9), ["sivan", "siwan"]), (RScaleMonth(10), ["tammuz", "tamuz", "tamus"]),
      (RScaleMonth(11), ["av", "ab"]), (RScaleMonth(12), ["elul"]),
    ]
    for (month, names) in spellings { for name in names { table[name] = month } }
    return table
  }()

  /// The month a name means; nil for none.
  static func month(named name: String) -> RScaleMonth? { numbers[name.lowercased()] }

  /// The Hebrew month's name a misspelt word may mean, as "; did you mean 'tevet'?"; empty for none.
  static func suggestion(for word: String) -> String {
    didYouMean(word.lowercased(), among: numbers.keys.sorted().filter { $0.count > 2 })
  }
}
