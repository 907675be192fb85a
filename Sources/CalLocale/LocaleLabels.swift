import CDeferredInit
import CalRender
import _FoundationICU

/// Month titles and weekday labels of a locale from CLDR, read through the ICU that the Swift
/// toolchain bundles with Foundation (`_FoundationICU`, its data linked into the binary).
/// Only runs that name a language other than English call it, so a plain run never touches ICU.
public enum LocaleLabels {
  /// The labels of a locale ICU knows (`ko`, `ja_JP`, `de-DE`, `zh-Hant`), or nil.
  public static func labels(for identifier: String) -> CalendarLabels? {
    prepareICU()
    guard let name = LocaleName(identifier).flatMap(known) else { return nil }
    let id = name.icuIdentifier + "@calendar=gregorian"
    guard let pattern = bestPattern("yMMMM", locale: id) else { return nil }
    var status = U_ZERO_ERROR
    let utf16 = Array(pattern.utf16)
    guard
      let format = swift_udat_open(
        UDAT_PATTERN, UDAT_PATTERN, id, nil, 0, utf16, Int32(utf16.count), &status),
      status.rawValue <= U_ZERO_ERROR.rawValue
    else { return nil }
    defer { swift_udat_close(format) }
    let title = TitlePattern.pieces(of: pattern)
    let months = symbols(format, title.standalone ? UDAT_STANDALONE_MONTHS : UDAT_MONTHS, from: 0, count: 12)
    let weekdays = weekdayLabels(format)
    guard months.count == 12, weekdays.count == 7 else { return nil }
    return CalendarLabels(title: title.pieces, monthNames: months, weekdayNames: weekdays)
  }

  /// Whether ICU has data for the language (and script, when one is given) of a well-formed
  /// identifier; a region is taken as given (`de_CH`, `es_419`).
  public static func isKnown(_ identifier: String) -> Bool {
    prepareICU()
    return LocaleName(identifier).flatMap(known) != nil
  }

  /// Runs ICU's constructors, which the release build defers (CDeferredInit), and fixes ICU's
  /// default locale, so that ICU never reads it from `LANG`: every call names its locale, and
  /// ICU 76 crashes on some long, malformed values (`LANG=xxxxxxxxxxxx`).
  private static func prepareICU() {
    _ = icuPrepared
  }

  private static let icuPrepared: Void = {
    calsh_run_deferred_initializers()
    var status = U_ZERO_ERROR
    swift_uloc_setDefault("en_US_POSIX", &status)
  }()

  /// The name as ICU is asked for it: with the script its modifier names when ICU has that
  /// script for the language (`sr_RS@latin` is `sr_Latn_RS`), else as written; nil if unknown.
  static func known(_ name: LocaleName) -> LocaleName? {
    if name.script == nil, let script = name.modifierScript {
      var scripted = name
      scripted.script = script
      if isKnown(scripted) { return scripted }
    }
    return isKnown(name) ? name : nil
  }

  static func isKnown(_ name: LocaleName) -> Bool {
    let wanted = name.script.map { name.language + "_" + $0 } ?? name.language
    for index in 0..<swift_uloc_countAvailable() {
      guard let available = swift_uloc_getAvailable(index) else { continue }
      if String(cString: available).lowercased() == wanted.lowercased() { return true }
    }
    return false
  }

  /// The weekday labels, Sunday first, in the first CLDR width whose every label fits the
  /// four columns of a cell without a space inside (one blank is all that parts two cells, so
  /// Vietnamese `Th 2` would read as two labels): abbreviated (`dim.`), short (`Di`, `T2`),
  /// narrow (`D`).
  static func weekdayLabels(_ format: UnsafeMutablePointer<UDateFormat?>) -> [String] {
    let widths = [
      UDAT_STANDALONE_SHORT_WEEKDAYS, UDAT_STANDALONE_SHORTER_WEEKDAYS, UDAT_STANDALONE_NARROW_WEEKDAYS,
    ]
    var labels: [String] = []
    for width in widths {
      labels = symbols(format, width, from: 1, count: 7)  // ICU counts Sunday as 1
      if labels.count == 7, labels.allSatisfy(fitsACell) { return labels }
    }
    return labels.map(fitting)
  }

  static func fitsACell(_ label: String) -> Bool {
    !label.isEmpty && displayWidth(label) <= 4 && !label.contains(where: \.isWhitespace)
  }

  /// A label cut to four columns, whole characters only (no CLDR width needed it when written).
  static func fitting(_ label: String) -> String {
    var text = ""
    for character in label {
      guard displayWidth(text) + displayWidth(of: character) <= 4 else { break }
      text.append(character)
    }
    return text
  }

  private static func symbols(
    _ format: UnsafeMutablePointer<UDateFormat?>, _ type: UDateFormatSymbolType, from first: Int32,
    count: Int32
  )
    -> [String]
  {
    (first..<first + count).compactMap { index in
      utf16String(capacity: 64) { buffer, capacity, status in
        swift_udat_getSymbols(format, type, index, buffer, capacity, &status)
      }
    }
  }

  /// The locale's pattern for a skeleton (`yMMMM` → `y년 MMMM`, `y年M月`, `MMMM 'de' y`).
  private static func bestPattern(_ skeleton: String, locale: String) -> String? {
    var status = U_ZERO_ERROR
    guard let generator = swift_udatpg_open(locale, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
      return nil
    }
    defer { swift_udatpg_close(generator) }
    let skeleton16 = Array(skeleton.utf16)
    return utf16String(capacity: 128) { buffer, capacity, status in
      swift_udatpg_getBestPattern(generator, skeleton16, Int32(skeleton16.count), buffer, capacity, &status)
    }
  }

  /// Calls an ICU function that fills a UTF-16 buffer and returns its length.
  private static func utf16String(
    capacity: Int32, _ fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
  ) -> String? {
    var buffer = [UChar](repeating: 0, count: Int(capacity))
    var status = U_ZERO_ERROR
    let length = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, capacity, &status) }
    guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0, length <= capacity else { return nil }
    return String(decoding: buffer[..<Int(length)], as: UTF16.self)
  }
}
