import CTerminal
import CalScript
import CalendarCore
import Glibc

/// `pick`'s terminal: /dev/tty in raw mode on the alternate screen, the cursor hidden and mouse
/// reports on, given back as it was on Enter, Esc, Ctrl-C, Ctrl-Z (and drawn again after `fg`),
/// SIGTERM, SIGHUP, SIGQUIT and any error; a resize redraws.
struct TerminalPicker: PickTerminal {
  /// The alternate screen, the cursor hidden, mouse clicks reported as SGR.
  static let enter = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h".utf8)
  static let leave = Array("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
  /// How long an ESC waits for the rest of its sequence before it is the Esc key.
  static let escapeWait: Int32 = 40
  /// Colour under `--color auto`: TERM is not dumb and NO_COLOR unset (the shell decides).
  let wantsColor: Bool

  func run(_ session: PickSession) -> Result<PickSession, PickTerminalFailure> {
    guard calsh_terminal_open() >= 0 else {
      return .failure(
        PickTerminalFailure("pick needs a terminal, and /dev/tty cannot be opened (\(errorText()))"))
    }
    var session = session
    defer {
      _ = write(TerminalPicker.leave)
      calsh_terminal_close()
    }
    guard write(TerminalPicker.enter), write(resized(&session)) else {
      return .failure(PickTerminalFailure("pick could not draw on the terminal (\(errorText()))"))
    }
    var buffer = [UInt8](repeating: 0, count: 256)
    while session.outcome == .choosing {
      var update: [UInt8] = []
      switch takeSignals(&session) {
      case .stop(let signal):
        _ = write(TerminalPicker.leave)
        calsh_terminal_close()
        signal_default_and_raise(signal)
        return .failure(PickTerminalFailure("pick was ended by a signal"))
      case .redraw(let bytes): update += bytes
      case .none: break
      }
      if session.outcome != .choosing { break }
      let count = buffer.withUnsafeMutableBytes { bytes in
        calsh_terminal_read(
          bytes.baseAddress, bytes.count, session.isWaiting ? TerminalPicker.escapeWait : 250)
      }
      if count < 0 { return .failure(PickTerminalFailure("pick lost its terminal (\(errorText()))")) }
      if count > 0 {
        update += session.receive(Array(buffer[0..<count]))
      } else if session.isWaiting {
        update += session.receive([], final: true)
      }
      if !update.isEmpty, !write(update) {
        return .failure(PickTerminalFailure("pick could not draw on the terminal (\(errorText()))"))
      }
    }
    return .success(session)
  }

  private enum SignalAction {
    case none
    case redraw([UInt8])
    case stop(Int32)
  }

  /// Signals caught since the last look: Ctrl-C cancels, a resize or `fg` redraws, Ctrl-Z gives
  /// the terminal back and stops, SIGTERM, SIGHUP and Ctrl-\ (SIGQUIT) give it back and end the
  /// process by that signal.
  private func takeSignals(_ session: inout PickSession) -> SignalAction {
    var action = SignalAction.none
    while case let signal = calsh_terminal_take_signal(), signal != 0 {
      switch signal {
      case SIGINT: session.cancel()
      case SIGTERM, SIGHUP, SIGQUIT: return .stop(signal)
      case SIGTSTP:
        _ = write(TerminalPicker.leave)
        calsh_terminal_restore()
        calsh_terminal_stop()
        _ = calsh_terminal_raw()
        _ = write(TerminalPicker.enter)
        action = .redraw(resized(&session))
      default:  // SIGWINCH, SIGCONT
        if signal == SIGCONT { _ = calsh_terminal_raw() }
        action = .redraw(resized(&session))
      }
    }
    return action
  }

  private func resized(_ session: inout PickSession) -> [UInt8] {
    var columns: Int32 = 0
    var rows: Int32 = 0
    calsh_terminal_size(&columns, &rows)
    return session.resize(width: columns > 0 ? Int(columns) : 80, height: rows > 0 ? Int(rows) : 24)
  }

  private func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { calsh_terminal_write($0.baseAddress, $0.count) == 0 }
  }

  private func errorText() -> String { String(cString: strerror(errno)) }
}

/// The signal's own action, then the signal: the process ends as it would have without `pick`.
private func signal_default_and_raise(_ number: Int32) {
  signal(number, SIG_DFL)
  raise(number)
}
