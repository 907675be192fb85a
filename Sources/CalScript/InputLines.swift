/// Lines of input for `read`: standard input or a file, read a line at a time through a buffer
/// (the shell's `LineReader`), so a million lines are never held at once.
public protocol InputLines: AnyObject {
  /// Calls `body` with the next line's bytes, without its line break (valid during the call);
  /// nil at the end of the input.
  func withNextLine<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T?
  /// Why reading stopped before the end, in the system's words (a line over 1 MiB, `Is a
  /// directory`), asked once the lines run out.
  var readError: String? { get }
}

extension FileLoader {
  /// Whether standard input is a pipe or a file the script could `read` (asked only for a hint).
  public func inputIsPiped() -> Bool { false }

  /// The lines of a file (`path`), or of standard input (`path` nil) when the host gives it to
  /// the script; a loader that reads nothing reads no input.
  public func lines(path: String?) -> Result<any InputLines, FileLoadError> {
    .failure(FileLoadError("this calsh reads no input", line: 0))
  }
}
