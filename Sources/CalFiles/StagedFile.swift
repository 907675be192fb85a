import Glibc

/// A file written only once all its bytes are ready, for `> FILE` and `>> FILE`: they go to an
/// unnamed temporary file first (in `TMPDIR`, else /tmp), then into the file, replacing its
/// contents or appended to them. A run that fails before `finish` leaves the file as it was.
public final class StagedFile {
  /// The file, as the system names it.
  public let path: String
  let appending: Bool
  private var stage: Int32

  private init(path: String, appending: Bool, stage: Int32) {
    self.path = path
    self.appending = appending
    self.stage = stage
  }

  deinit { discard() }

  /// Checks that `path` can be written (an existing file, else a new one in its directory) and
  /// makes the temporary file; the system's reason when either fails.
  public static func open(path: String, appending: Bool) -> Result<StagedFile, FileError> {
    guard !path.utf8.contains(0) else {
      return .failure(FileError("the file name contains a NUL byte", line: 0))
    }
    if let reason = unwritable(path) { return .failure(FileError(reason, line: 0)) }
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((directory.isEmpty ? "/tmp" : directory).utf8CString.dropLast())
    template += Array("/calsh-XXXXXX".utf8CString)
    let stage = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard stage >= 0 else {
      return .failure(
        FileError("cannot keep the output aside until it is done: " + CSVReader.systemReason(errno), line: 0))
    }
    // Unnamed from the start: nothing is left behind, however the run ends.
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    _ = fcntl(stage, F_SETFD, FD_CLOEXEC)
    return .success(StagedFile(path: path, appending: appending, stage: stage))
  }

  /// Why `path` cannot be written, or nil: a directory, a file without write permission, or no
  /// such directory to make it in.
  static func unwritable(_ path: String) -> String? {
    var info = stat()
    if stat(path, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { return CSVReader.systemReason(EISDIR) }
      return access(path, W_OK) == 0 ? nil : CSVReader.systemReason(errno)
    }
    guard errno == ENOENT else { return CSVReader.systemReason(errno) }
    var directory = "."
    if let slash = path.lastIndex(of: "/") {
      directory = slash == path.startIndex ? "/" : String(path[..<slash])
    }
    return access(directory, W_OK | X_OK) == 0 ? nil : CSVReader.systemReason(errno)
  }

  /// Keeps `bytes`; the system's reason when it cannot.
  public func write(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { StagedFile.writeAll(stage, $0) }
  }

  /// Puts what was kept in the file; the system's reason when it cannot.
  public func finish() -> FileError? {
    defer { discard() }
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC)
    let fd = Glibc.open(path, flags, 0o666)
    guard fd >= 0 else { return FileError(CSVReader.systemReason(errno), line: 0) }
    var problem: String?
    if lseek(stage, 0, SEEK_SET) < 0 { problem = CSVReader.systemReason(errno) }
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while problem == nil {
      let count = block.withUnsafeMutableBytes { Glibc.read(stage, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { problem = CSVReader.systemReason(errno) }
      if count <= 0 { break }
      problem = block.withUnsafeBytes {
        StagedFile.writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[0..<count]))
      }
    }
    if Glibc.close(fd) != 0, problem == nil { problem = CSVReader.systemReason(errno) }
    return problem.map { FileError($0, line: 0) }
  }

  /// Drops what was kept (the statement failed); the file is left as it was.
  public func discard() {
    if stage >= 0 { _ = Glibc.close(stage) }
    stage = -1
  }

  /// Writes all of `bytes` to `fd`, through short writes and interruptions.
  private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
    guard fd >= 0 else { return CSVReader.systemReason(EBADF) }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return CSVReader.systemReason(errno)
      }
      offset += written
    }
    return nil
  }
}
