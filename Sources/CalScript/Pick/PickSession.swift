import CalendarCore

/// One `pick` on a terminal, without the terminal: bytes in, the bytes that update the screen
/// out. The shell's driver owns the file descriptor, raw mode and signals; everything that
/// decides what a key does or what is drawn is here, and tested without a terminal.
public struct PickSession {
  public private(set) var picker: Picker
  public private(set) var keys = PickKeys()
  public var screen: PickScreen
  /// Reads the text typed after `g` as a day, as the language reads a date.
  let readDate: (String) -> Result<CivilDate, PickDateRefusal>
  /// Bytes of a key not complete yet (an ESC waiting for the rest of its sequence).
  private var pending: [UInt8] = []
  /// The lines on the terminal now.
  private var shown: [[UInt8]] = []

  public init(
    picker: Picker, screen: PickScreen, readDate: @escaping (String) -> Result<CivilDate, PickDateRefusal>
  ) {
    self.picker = picker
    self.screen = screen
    self.readDate = readDate
  }

  public var outcome: PickerOutcome { picker.outcome }

  /// Whether bytes wait for the rest of a sequence: the driver waits briefly, then calls
  /// `receive([], final: true)` so a lone ESC is read as Esc.
  public var isWaiting: Bool { !pending.isEmpty }

  /// The whole screen drawn anew: at the start, after a resize (`resize`) and after `fg`.
  public mutating func redraw() -> [UInt8] {
    shown = screen.lines(of: picker, keys: keys)
    return PickFrame.redraw(shown)
  }

  /// A new terminal size: everything drawn anew at it.
  public mutating func resize(width: Int, height: Int) -> [UInt8] {
    screen.width = max(20, width)
    screen.height = max(5, height)
    return redraw()
  }

  /// Reads the keys in `bytes` (and any waiting before them), and returns what changes the screen.
  public mutating func receive(_ bytes: [UInt8], final: Bool = false) -> [UInt8] {
    pending += bytes
    var rest = pending[...]
    while !rest.isEmpty, picker.outcome == .choosing {
      guard case .key(let key, let length) = TerminalKeyDecoder.read(rest, final: final) else { break }
      rest = rest.dropFirst(length)
      handle(key)
    }
    pending = picker.outcome == .choosing ? Array(rest) : []
    let lines = screen.lines(of: picker, keys: keys)
    defer { shown = lines }
    return PickFrame.update(from: shown, to: lines)
  }

  private mutating func handle(_ key: TerminalKey) {
    if case .mouse(let column, let row, let button, let pressed) = key {
      guard pressed, button == 0, let day = screen.day(atColumn: column, row: row, of: picker) else { return }
      picker.handle(.click(day))
      return
    }
    if let meaning = keys.key(for: key, readDate: readDate) { picker.handle(meaning) }
  }
}

extension PickSession {
  /// Ctrl-C: cancelled whatever was being typed or shown.
  public mutating func cancel() { picker.cancel() }
}
