/// A holiday's name in English, and in its country's own language where it has one: Japanese for
/// Japan's holidays, Korean for Korea's, the package's default language for the world's
/// (`WorldHolidays`).
///
/// A name is made once and never freed (built-in names are static constants; names loaded from a
/// file are few), so a `Day` holds it as an unowned reference: cells stay trivially copyable and
/// grids of every month of 9999 years copy them without reference counting.
public struct HolidayName: Hashable, Sendable, CustomStringConvertible {
  private let box: Unmanaged<Names>

  public init(_ english: String, japanese: String? = nil, korean: String? = nil) {
    box = .passRetained(Names(english: english, japanese: japanese, korean: korean, local: nil))
  }

  /// A name in English and in its country's language (`Neujahr` for Germany's New Year's Day).
  public init(english: String, local: String) {
    box = .passRetained(Names(english: english, japanese: nil, korean: nil, local: local))
  }

  /// A name of `WorldHolidays`, whose translations are those of its `pair` there.
  init(english: String, local: String, pair: Int) {
    box = .passRetained(Names(english: english, japanese: nil, korean: nil, local: local, pair: Int32(pair)))
  }

  public var english: String { box.takeUnretainedValue().english }
  public var japanese: String? { box.takeUnretainedValue().japanese }
  public var korean: String? { box.takeUnretainedValue().korean }

  /// The name in its country's own language, as public holiday APIs give `localName`: Japanese
  /// for Japan's, Korean for Korea's, the package's default language for the world's, the English
  /// name for the United States' and for names loaded from a file (a file gives one name, in
  /// whatever language it is written).
  public var localName: String { japanese ?? korean ?? box.takeUnretainedValue().local ?? english }

  /// Whether `text` is the English or the local name: `where holiday == "元日"` and
  /// `== "New Year's Day"` both hold.
  public func isNamed(_ text: String) -> Bool { english == text || localName == text }

  /// The name in `language`, or the English name when there is none. The world's holidays are
  /// in python-holidays' translation where it has one for their country (`fr` for Germany's).
  public func name(in language: HolidayLanguage) -> String {
    switch language {
    case .english: return english
    case .japanese: return japanese ?? translated(into: "ja") ?? english
    case .korean: return korean ?? translated(into: "ko") ?? english
    case .other(let locale): return translated(into: locale) ?? english
    }
  }

  private func translated(into locale: String) -> String? {
    let pair = box.takeUnretainedValue().pair
    return pair < 0 ? nil : WorldHolidays.translation(ofPair: Int(pair), locale: locale)
  }

  public var description: String { english }

  public static func == (a: HolidayName, b: HolidayName) -> Bool {
    a.box.toOpaque() == b.box.toOpaque()
      || (a.english == b.english && a.japanese == b.japanese && a.korean == b.korean
        && a.box.takeUnretainedValue().local == b.box.takeUnretainedValue().local)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(english) }

  private final class Names: Sendable {
    let english: String
    let japanese: String?
    let korean: String?
    let local: String?
    /// The name's pair in `WorldHolidays`' tables; -1 for other names.
    let pair: Int32

    init(english: String, japanese: String?, korean: String?, local: String?, pair: Int32 = -1) {
      self.english = english
      self.japanese = japanese
      self.korean = korean
      self.local = local
      self.pair = pair
    }
  }
}

/// The languages holiday names come in.
public enum HolidayLanguage: Hashable, Sendable {
  case english, japanese, korean
  /// Another locale's language (`fr`, `pt-BR`, `zh-Hant`): the world's holidays where the package
  /// translates their country's names into it, English otherwise.
  case other(String)
}
