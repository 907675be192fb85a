/// What `step` does with the keys read at the prompt: every key of a burst counts, as in
/// `| slides` (Space four times is four steps; `Space q` a step, then stop), and keys read ahead
/// wait for the next step. Ctrl-D stops, as q does.
public struct StepKeys: Sendable {
  /// Decisions not yet taken, oldest first: true shows the next step, false stops.
  private var pending: [Bool] = []

  public init() {}

  /// Takes the bytes of one read from the terminal.
  public mutating func take(_ bytes: [UInt8]) {
    // Ctrl-D (end of input at the prompt) is no key the decoder names; it is never inside a sequence.
    let read = bytes.map { $0 == 0x04 ? UInt8(ascii: "q") : $0 }
    for key in TerminalKeyDecoder.keys(in: read) {
      switch key {
      case .enter, .character(" "), .right, .down: pending.append(true)
      case .character("q"), .character("Q"), .escape, .interrupt: pending.append(false)
      default: continue
      }
    }
  }

  /// The oldest decision not yet taken, or nil when none waits (read more).
  public mutating func next() -> Bool? {
    pending.isEmpty ? nil : pending.removeFirst()
  }
}
