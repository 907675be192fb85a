/// A key or mouse report read from a terminal in raw mode, before the picker gives it a meaning.
public enum TerminalKey: Equatable, Sendable {
  /// A printable character, Space included.
  case character(Character)
  case enter, escape, backspace, tab
  case up, down, left, right, home, end, pageUp, pageDown, shiftPageUp, shiftPageDown
  /// Ctrl-C and Ctrl-Z, read as bytes when the terminal does not turn them into signals.
  case interrupt, suspend
  /// An SGR mouse report (`ESC [ < b ; x ; y M`): 1-based column and row, the button number,
  /// whether pressed (`M`) or released (`m`).
  case mouse(column: Int, row: Int, button: Int, pressed: Bool)
  /// A sequence the picker has no use for, read whole so that its bytes are not taken as keys.
  case unknown
}
