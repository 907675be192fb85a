import CalRender
import CalendarCore

/// Month titles and weekday labels of every CLDR locale, from the table `scripts/gen-locale-table`
/// generates (`LocaleTable`). English names never read the table; any other reads only the lines
/// of its own locale.
public enum LocaleLabels {
  /// The labels of a locale name as written (`ko`, `ja_JP.UTF-8`, `de-DE@euro`, `zh-TW`,
  /// `en-US-u-ca-buddhist`), or nil when CLDR does not know its language (and script).
  public static func labels(for name: String) -> CalendarLabels? {
    if LocaleName.isEnglish(name) { return .english }
    guard let parsed = LocaleName(name), let row = LocaleRow.resolving(parsed) else { return nil }
    let title = TitlePattern.pieces(of: row.pattern)
    var labels = CalendarLabels(
      title: title.pieces, monthNames: title.standalone ? row.standaloneMonths : row.formatMonths,
      weekdayNames: row.weekdays, language: parsed.language,
      firstWeekday: Weekday(rawValue: row.firstWeekday) ?? .sunday)
    labels.dateNames = DateNames(
      months: row.formatMonths, abbreviatedMonths: row.abbreviatedMonths, weekdays: row.wideWeekdays,
      abbreviatedWeekdays: row.abbreviatedWeekdays)
    labels.worldDates = CalendarNameTable.names(for: parsed)
    return labels
  }

  /// Every locale name the table lists (`af` … `zu_ZA`), sorted, `_` between parts.
  public static var names: [String] {
    LocaleTable.locales.utf8.split(separator: UInt8(ascii: "\n")).map {
      String(Substring($0.prefix(while: { $0 != UInt8(ascii: " ") })))
    }
  }
}

extension CalendarNameTable {
  /// Other calendars' names for a locale: its language and script's where CLDR names them apart
  /// (`zh_Hant`: 民國 where `zh` has 民国), else its language's. The script is the one written,
  /// or for a name without one the script whose labels the table gives it (`zh_TW` stands for
  /// `zh_Hant_TW`, `zh_SG` for `zh_Hans_SG`).
  static func names(for locale: LocaleName) -> WorldDateNames? {
    for (key, found) in names where key.hasPrefix(locale.language + "_") {
      let script = key.dropFirst(locale.language.count + 1)
      if let written = locale.script {
        if written == script { return found }
      } else if let region = locale.region, let row = LocaleRow.lookUp(locale.language + "_" + region),
        row == LocaleRow.lookUp(key + "_" + region)
      {
        return found
      }
    }
    return names[locale.language]
  }
}

/// One line of `LocaleTable.locales`, its list numbers looked up in `LocaleTable.lists`.
struct LocaleRow: Equatable {
  var formatMonths: [String]
  var standaloneMonths: [String]
  var weekdays: [String]
  var pattern: String
  var firstWeekday: Int
  /// The names `format` writes (inside a date): %b, %A, %a.
  var abbreviatedMonths: [String]
  var wideWeekdays: [String]
  var abbreviatedWeekdays: [String]

  /// The row of the most specific name the table lists for `name` (`LocaleName.candidates`),
  /// or nil when it lacks the language (and script).
  static func resolving(_ name: LocaleName) -> LocaleRow? {
    for group in name.candidates {
      // The language (and script) must be known; the region and variants are taken as given.
      guard lookUp(group.last!) != nil else { continue }
      for candidate in group {
        if let row = lookUp(candidate) { return row }
      }
    }
    return nil
  }

  /// The row of exactly this name (`zh_Hant_TW`), or nil.
  static func lookUp(_ name: String) -> LocaleRow? {
    var locales = LocaleTable.locales
    let numbers: [Int]? = locales.withUTF8 { table in
      let wanted = Array(name.utf8)
      var start = 0
      while start < table.count {
        var end = start
        while end < table.count, table[end] != UInt8(ascii: "\n") { end += 1 }
        let line = UnsafeBufferPointer(rebasing: table[start..<end])
        if line.count > wanted.count, line[wanted.count] == UInt8(ascii: " "),
          line.prefix(wanted.count).elementsEqual(wanted)
        {
          return line[(wanted.count + 1)...].split(separator: UInt8(ascii: " ")).map {
            $0.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
          }
        }
        start = end + 1
      }
      return nil
    }
    guard let numbers, numbers.count == 8 else { return nil }
    let lists = listLines((Array(numbers[0..<4]) + numbers[5..<8])[...])
    guard lists[0].count == 12, lists[1].count == 12, lists[2].count == 7, lists[4].count == 12,
      lists[5].count == 7, lists[6].count == 7
    else { return nil }
    return LocaleRow(
      formatMonths: lists[0], standaloneMonths: lists[1], weekdays: lists[2], pattern: lists[3].joined(),
      firstWeekday: numbers[4], abbreviatedMonths: lists[4], wideWeekdays: lists[5],
      abbreviatedWeekdays: lists[6])
  }

  /// The lines of `LocaleTable.lists` with these numbers, each split at `|`, in the order asked.
  /// Split as bytes: a name may begin with a joiner (U+200C), which would make one `Character`
  /// of the `|` before it.
  private static func listLines(_ wanted: ArraySlice<Int>) -> [[String]] {
    var lists = LocaleTable.lists
    return lists.withUTF8 { bytes in
      var found = [[String]](repeating: [], count: wanted.count)
      let last = wanted.max() ?? 0
      var (number, start) = (0, 0)
      while number <= last, start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        for (slot, want) in zip(found.indices, wanted) where want == number {
          found[slot] = bytes[start..<end].split(
            separator: UInt8(ascii: "|"), omittingEmptySubsequences: false
          )
          .map { String(decoding: $0, as: UTF8.self) }
        }
        (number, start) = (number + 1, end + 1)
      }
      return found
    }
  }
}
