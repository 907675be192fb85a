/// Why bytes are not a time zone file calsh can read (RFC 8536), in a user's words.
public enum TZifError: Error, Equatable, Sendable {
  case notTZif
  /// The file ends before the part its header promises (`what` names that part).
  case truncated(String)
  /// A field holds a value RFC 8536 forbids (`what` says which and why).
  case invalid(String)
  /// The footer's POSIX TZ string does not parse; `reason` says where.
  case badFooter(String, reason: String)

  public var message: String {
    switch self {
    case .notTZif: return "not a time zone file (no TZif header)"
    case .truncated(let what): return "the time zone file ends in its \(what)"
    case .invalid(let what): return "the time zone file is damaged: \(what)"
    case .badFooter(let text, let reason): return "the time zone rule '\(text)' cannot be read: \(reason)"
    }
  }
}
