import CalendarCore

/// The picker's meaning of each terminal key, and the line typed after `g` (read as a date by
/// the language when Enter ends it, so `g` takes whatever `calsh` reads as a day).
public struct PickKeys: Sendable {
  /// The text typed after `g`, while typing.
  public private(set) var typing: String?
  /// Why the last typed text was refused, shown until the next key.
  public private(set) var refusal: String?

  public init() {}

  /// What a key does: a picker key, or nothing the picker sees (typing, an unknown sequence).
  /// `readDate` reads the typed text as a day, or says why not.
  public mutating func key(
    for key: TerminalKey, readDate: (String) -> Result<CivilDate, PickDateRefusal>
  ) -> PickerKey? {
    refusal = nil
    if let text = typing { return typed(key, after: text, readDate: readDate) }
    switch key {
    case .left, .character("h"): return .previousDay
    case .right, .character("l"): return .nextDay
    case .up, .character("k"): return .previousWeek
    case .down, .character("j"): return .nextWeek
    case .pageUp, .character("<"): return .previousMonth
    case .pageDown, .character(">"): return .nextMonth
    case .shiftPageUp: return .previousYear
    case .shiftPageDown: return .nextYear
    case .home: return .weekStart
    case .end: return .weekEnd
    case .character("t"): return .today
    case .character(" "): return .toggle
    case .enter: return .accept
    case .escape, .character("q"), .interrupt: return .cancel
    case .character("?"): return .help
    case .character("g"):
      typing = ""
      return nil
    default: return nil
    }
  }

  private mutating func typed(
    _ key: TerminalKey, after text: String, readDate: (String) -> Result<CivilDate, PickDateRefusal>
  ) -> PickerKey? {
    switch key {
    case .character(let character): typing = text.count < 64 ? text + String(character) : text
    case .backspace: typing = String(text.dropLast())
    case .escape, .interrupt: typing = nil
    case .enter:
      typing = nil
      switch readDate(text) {
      case .success(let date): return .goTo(date)
      case .failure(let why): refusal = why.message
      }
    default: break
    }
    return nil
  }
}

/// Why a text typed after `g` names no day, in the user's words.
public struct PickDateRefusal: Error, Sendable {
  public let message: String
  public init(_ message: String) { self.message = message }
}
