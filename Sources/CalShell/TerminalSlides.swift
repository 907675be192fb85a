import CTerminal
import CalScript
import Glibc

/// `slides` and `step` on /dev/tty: slides on the alternate screen, the cursor hidden, one key
/// read at a time in raw mode; the terminal given back as it was on every way out (q, Esc,
/// Ctrl-C, the last slide passed, an error). A resize draws the slide again at the new size.
struct TerminalSlides: SlideTerminal {
  static let enter = Array("\u{1B}[?1049h\u{1B}[?25l".utf8)
  static let leave = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  /// `step`'s keys read ahead of the step they are for (one `step` call's terminal, so its own).
  private let stepKeys = PendingStepKeys()

  /// Holds `StepKeys` across `next()` calls, which the protocol makes non-mutating.
  private final class PendingStepKeys {
    var value = StepKeys()
  }

  func present(_ show: SlideShow) -> PickTerminalFailure? {
    guard !show.slides.isEmpty else { return nil }
    guard calsh_terminal_open() >= 0 else {
      return PickTerminalFailure("slides needs a terminal, and /dev/tty cannot be opened (\(errorText()))")
    }
    defer {
      _ = write(TerminalSlides.leave)
      calsh_terminal_close()
    }
    var place = SlideShow.Place(slide: 0)
    guard write(TerminalSlides.enter), write(draw(show, place)) else {
      return PickTerminalFailure("slides could not draw on the terminal (\(errorText()))")
    }
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      switch calsh_terminal_take_signal() {
      case 0: break
      case SIGINT, SIGTERM, SIGHUP, SIGQUIT: return nil
      default: _ = write(draw(show, place))  // SIGWINCH, SIGCONT
      }
      let count = buffer.withUnsafeMutableBytes { calsh_terminal_read($0.baseAddress, $0.count, 250) }
      if count < 0 { return PickTerminalFailure("slides lost its terminal (\(errorText()))") }
      guard count > 0 else { continue }
      for key in TerminalKeyDecoder.keys(in: Array(buffer[0..<count])) {
        let (width, height) = size()
        guard let next = show.place(after: key, from: place, width: width, height: height) else { return nil }
        if next != place {
          place = next
          _ = write(draw(show, place))
        }
      }
    }
  }

  func next() -> Bool {
    if let decided = stepKeys.value.next() { return decided }
    guard calsh_terminal_open() >= 0 else { return false }
    defer { calsh_terminal_close() }
    let hint = Array("\u{1B}[2m(Enter: next step, q: stop)\u{1B}[0m".utf8)
    _ = write(hint)
    defer { _ = write(Array("\r\u{1B}[K".utf8)) }
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      switch calsh_terminal_take_signal() {
      case 0, SIGWINCH, SIGCONT: break
      default: return false
      }
      let count = buffer.withUnsafeMutableBytes { calsh_terminal_read($0.baseAddress, $0.count, 250) }
      if count < 0 { return false }
      stepKeys.value.take(Array(buffer[0..<max(count, 0)]))
      if let decided = stepKeys.value.next() { return decided }
    }
  }

  private func draw(_ show: SlideShow, _ place: SlideShow.Place) -> [UInt8] {
    let (width, height) = size()
    return show.screen(place, width: width, height: height)
  }

  /// The terminal's columns and rows, 80 × 24 when it does not say.
  private func size() -> (width: Int, height: Int) {
    var columns: Int32 = 0
    var rows: Int32 = 0
    calsh_terminal_size(&columns, &rows)
    return (columns > 0 ? Int(columns) : 80, rows > 0 ? Int(rows) : 24)
  }

  private func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { calsh_terminal_write($0.baseAddress, $0.count) == 0 }
  }

  private func errorText() -> String { String(cString: strerror(errno)) }
}
