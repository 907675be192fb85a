/// The terminal `pick` draws on, given by the host (`SessionPolicy.pickTerminal`): the shell's
/// opens /dev/tty in raw mode; a test's plays keys; a session without one refuses `pick`.
public protocol PickTerminal {
  /// Runs the session until it is accepted or cancelled, the terminal given back as it was;
  /// the session as it ended, or why no terminal could be used.
  func run(_ session: PickSession) -> Result<PickSession, PickTerminalFailure>
  /// Whether `--color auto` means colour on this terminal (not on stdout, which may be a file).
  var wantsColor: Bool { get }
}

extension PickTerminal {
  public var wantsColor: Bool { false }
}

/// Why `pick` could not use a terminal, in the user's words.
public struct PickTerminalFailure: Error, Sendable {
  public let message: String
  public init(_ message: String) { self.message = message }
}
