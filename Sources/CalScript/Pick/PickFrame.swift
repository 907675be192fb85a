/// The bytes that take a terminal from one screen of lines to the next: only the lines that
/// changed, each rewritten whole and cleared to its end, and lines past the new end cleared.
public enum PickFrame {
  public static func update(from old: [[UInt8]], to new: [[UInt8]]) -> [UInt8] {
    var bytes: [UInt8] = []
    for row in 0..<max(old.count, new.count) {
      let line = row < new.count ? new[row] : []
      if row < old.count, old[row] == line { continue }
      bytes += Array("\u{1B}[\(row + 1);1H".utf8)
      bytes += line
      bytes += Array("\u{1B}[0m\u{1B}[K".utf8)
    }
    return bytes
  }

  /// Everything drawn anew (after a resize or `fg`): the screen cleared, then every line.
  public static func redraw(_ lines: [[UInt8]]) -> [UInt8] {
    Array("\u{1B}[H\u{1B}[2J".utf8) + update(from: [], to: lines)
  }
}
