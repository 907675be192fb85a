import Glibc

/// Where interactive history is kept and how much of it: `$XDG_STATE_HOME/calsh/history` (else
/// `~/.local/state/calsh/history`), the last `CALSH_HISTSIZE` entries (1000 by default).
struct HistoryFile {
  /// nil when neither XDG_STATE_HOME nor HOME says where.
  let path: String?
  let limit: Int

  init(environment: [String: String]) {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 + "/.local/state" : nil }
    path = state.map { $0 + "/calsh/history" }
    limit = environment["CALSH_HISTSIZE"].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil } ?? 1000
  }

  /// Creates the missing directories (0700) and an empty file (0600); returns why it cannot, or nil.
  func prepare() -> String? {
    guard let path else { return "neither XDG_STATE_HOME nor HOME is set" }
    var directory = ""
    for component in path.split(separator: "/").dropLast() {
      directory += "/" + component
      if mkdir(directory, 0o700) != 0, errno != EEXIST { return "\(directory): \(systemError())" }
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return "\(path): \(systemError())" }
    close(descriptor)
    return nil
  }

  /// One history line for an input typed over several lines: the lines joined by spaces, their
  /// comments dropped, so recalling it gives the same statement on one editable line.
  static func entry(joining lines: [String]) -> String {
    guard lines.count > 1 else { return lines.first ?? "" }
    return lines.map { withoutComment($0).trimmingBlanks() }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  private static func withoutComment(_ line: String) -> Substring {
    var inString = false
    var escaped = false
    for index in line.indices {
      switch line[index] {
      case _ where escaped: escaped = false
      case "\\" where inString: escaped = true
      case "\"": inString.toggle()
      case "#" where !inString: return line[..<index]
      default: break
      }
    }
    return line[...]
  }
}

func systemError(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

extension StringProtocol {
  fileprivate func trimmingBlanks() -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: blank).reversed().drop(while: blank).reversed())
  }
}
