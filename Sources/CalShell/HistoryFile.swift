import Glibc

/// Where interactive history is kept and how much of it: `$XDG_STATE_HOME/calsh/history` (else
/// `~/.local/state/calsh/history`), the newest `CALSH_HISTSIZE` entries (1000 by default).
///
/// calsh owns the file: readline keeps only the history in memory. Each entry is appended as it
/// is entered (`O_APPEND`, under an exclusive `flock`), and once the file holds more than
/// `trimThreshold` lines (the limit plus a fifth) it is cut back to the newest `limit` lines by
/// writing a temporary file beside it and renaming it over, under the same lock. So several
/// prompts open at once never lose each other's lines, and the file always ends with the newest
/// `limit` entries, without holes. A symbolic link is followed to its target, a relative one
/// against the link's own directory.
struct HistoryFile {
  static let defaultLimit = 1000

  /// The history file (perhaps a symbolic link), or nil when the environment names no usable place.
  let path: String?
  /// Why `path` is nil.
  let unavailable: String?
  /// How many entries are kept; 0 turns saving off.
  let limit: Int
  /// What was wrong with `CALSH_HISTSIZE`, when the default was used instead.
  let limitWarning: String?

  /// The environment variables the history reads.
  static let environmentNames = ["CALSH_HISTSIZE", "XDG_STATE_HOME", "HOME"]

  init(environment: [String: String]) {
    (limit, limitWarning) = HistoryFile.limit(from: environment["CALSH_HISTSIZE"])
    let xdg = environment["XDG_STATE_HOME"] ?? ""
    let home = environment["HOME"] ?? ""
    // The XDG base directory spec: a relative path is invalid and is ignored.
    if let state = xdg.hasPrefix("/") ? xdg : home.hasPrefix("/") ? home + "/.local/state" : nil {
      path = String(state.reversed().drop(while: { $0 == "/" }).reversed()) + "/calsh/history"
      unavailable = nil
    } else {
      path = nil
      if xdg.isEmpty && home.isEmpty {
        unavailable = "neither XDG_STATE_HOME nor HOME is set"
      } else {
        let reasons = [("XDG_STATE_HOME", xdg), ("HOME", home)].map { name, value in
          value.isEmpty ? "\(name) is not set" : "\(name) '\(value)' is ignored because it is relative"
        }
        unavailable = reasons.joined(separator: ", and ")
      }
    }
  }

  init(path: String, limit: Int) {
    self.path = path
    self.limit = limit
    unavailable = nil
    limitWarning = nil
  }

  /// The file is trimmed back to `limit` lines once it holds more than this many.
  var trimThreshold: Int { limit + limit / 5 }

  /// `CALSH_HISTSIZE`: digits only (huge values are clamped to what readline can count); unset or
  /// empty means the default, anything else the default and a warning.
  static func limit(from text: String?) -> (Int, String?) {
    guard let text, !text.isEmpty else { return (defaultLimit, nil) }
    guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      let warning = "CALSH_HISTSIZE '\(text)' is not a whole number ≥ 0; keeping \(defaultLimit) entries"
      return (defaultLimit, warning)
    }
    return (min(Int(text) ?? .max, Int(Int32.max)), nil)
  }

  enum Opening {
    /// Entries are saved in this store.
    case saving(HistoryStore)
    /// The history is a link to /dev/null: nothing is saved, and that is no problem.
    case off
    /// History stays in memory; the text says why.
    case failed(String)
  }

  /// Creates the missing directories (0700) and the file (0600), following a symbolic link to its
  /// target; says whether and where entries can be saved.
  func open() -> Opening {
    guard let path else { return .failed(unavailable ?? "no history file") }
    if let problem = HistoryFile.makeDirectories(above: path) { return .failed(problem) }
    let target: String
    do { target = try HistoryFile.resolvingLinks(path) } catch { return .failed(error.message) }
    let flags = O_RDWR | O_APPEND | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    let descriptor = Glibc.open(target, flags, 0o600)
    guard descriptor >= 0 else { return .failed("\(target): \(systemError())") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failed("\(target): \(systemError())") }
    if isDevNull(status) { return .off }
    guard status.st_mode & S_IFMT == S_IFREG else { return .failed("\(target) is not a regular file") }
    return .saving(HistoryStore(target: target, limit: limit, trimThreshold: trimThreshold))
  }

  /// Creates each missing directory above `path` with mode 0700; names a file in the way.
  static func makeDirectories(above path: String) -> String? {
    var directory = ""
    for component in path.split(separator: "/").dropLast() {
      directory += "/" + component
      var status = stat()
      if stat(directory, &status) != 0 {
        guard errno == ENOENT else { return "\(directory): \(systemError())" }
        if mkdir(directory, 0o700) == 0 { continue }
        guard errno == EEXIST, stat(directory, &status) == 0 else { return "\(directory): \(systemError())" }
      }
      if status.st_mode & S_IFMT == S_IFDIR { continue }
      if status.st_mode & S_IFMT == S_IFREG { return "\(directory) is a file, not a directory" }
      return "\(directory) is not a directory"
    }
    return nil
  }

  /// Follows symbolic links from `path` to the file they name, each relative link against the
  /// directory that holds it (not the working directory). A missing file is returned as it is.
  static func resolvingLinks(_ path: String) throws(HistoryError) -> String {
    var current = path
    for _ in 0..<40 {
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBytes { readlink(current, $0.baseAddress!, $0.count - 1) }
      if count < 0 {
        if errno == EINVAL || errno == ENOENT { return current }
        throw HistoryError("\(current): \(systemError())")
      }
      let link = String(decoding: buffer[..<count], as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else {
        let directory = current[..<(current.lastIndex(of: "/") ?? current.startIndex)]
        current = directory + "/" + link
      }
    }
    throw HistoryError("\(path): \(systemError(ELOOP))")
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

// The file's format, as pure functions of its bytes (the fuzz target `history` checks them).
extension HistoryFile {
  /// The entries a history file holds, oldest first: its newest `limit` lines. Lines end at LF
  /// (the last one may lack it); a CR is never part of an entry, as an append never writes one:
  /// a CR ending a line is dropped (CRLF), any other becomes a space; lines left empty are
  /// skipped; the bytes are decoded as UTF-8, an invalid sequence becoming U+FFFD.
  static func entries(in bytes: some Collection<UInt8>, limit: Int) -> [String] {
    newestLines(in: bytes, limit: limit).map { String(decoding: $0, as: UTF8.self) }
  }

  /// What a trim writes in place of `bytes`: the lines of the entries `entries(in:limit:)`
  /// reads, each ended by LF (CRs handled as there; other bytes as they are).
  static func trimmed(_ bytes: [UInt8], keeping limit: Int) -> [UInt8] {
    var text: [UInt8] = []
    for line in newestLines(in: bytes, limit: limit) {
      text += line
      text.append(newline)
    }
    return text
  }

  /// The bytes of the newest `limit` entries, oldest first.
  private static func newestLines(in bytes: some Collection<UInt8>, limit: Int) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    for raw in bytes.split(separator: newline).reversed() {
      guard lines.count < limit else { break }
      var line = Array(raw)
      if line.last == carriageReturn { line.removeLast() }
      guard !line.isEmpty else { continue }
      for index in line.indices where line[index] == carriageReturn { line[index] = space }
      lines.append(line)
    }
    return lines.reversed()
  }

  /// The line an append writes for `entry`: its bytes, a line break (LF or CR) inside it
  /// becoming a space, then LF.
  static func line(for entry: String) -> [UInt8] {
    var bytes = entry.utf8.map { $0 == newline || $0 == carriageReturn ? space : $0 }
    bytes.append(newline)
    return bytes
  }
}

/// Why history cannot be read or saved, as a phrase for a warning.
struct HistoryError: Error, Equatable {
  let message: String
  init(_ message: String) { self.message = message }
}

/// The history file itself (a regular file, links already followed): reads it at start-up and
/// appends and trims it under an advisory lock, so several calsh processes can share it.
struct HistoryStore {
  let target: String
  let limit: Int
  let trimThreshold: Int
  /// What this process last saw of the file, so an append reads only the lines added since.
  private var known: (device: dev_t, inode: ino_t, bytes: Int, lines: Int)?

  init(target: String, limit: Int, trimThreshold: Int) {
    self.target = target
    self.limit = limit
    self.trimThreshold = max(limit, trimThreshold)
  }

  /// The newest `limit` entries, oldest first.
  mutating func load() throws(HistoryError) -> [String] {
    guard let descriptor = try openLocked(exclusive: false) else { return [] }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure("cannot read") }
    let bytes = try read(descriptor, from: 0, to: Int(status.st_size))
    known = (status.st_dev, status.st_ino, bytes.count, bytes.count { $0 == newline })
    return HistoryFile.entries(in: bytes, limit: limit)
  }

  /// Appends one entry as one line (a line break inside it becomes a space), then trims the file
  /// when it has grown past `trimThreshold` lines.
  mutating func append(_ entry: String) throws(HistoryError) { try append { entry } }

  /// Appends the entry `make` returns; it is called while the file is locked, so entries that
  /// number themselves from a shared counter land in the file in their numbers' order.
  mutating func append(_ make: () -> String) throws(HistoryError) {
    guard let descriptor = try openLocked(exclusive: true) else { throw failure("cannot write") }
    defer { close(descriptor) }  // and so unlock
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure("cannot write") }
    let size = Int(status.st_size)
    var lines: Int
    if let known, known.device == status.st_dev, known.inode == status.st_ino, known.bytes <= size {
      lines = try known.lines + read(descriptor, from: known.bytes, to: size).count { $0 == newline }
    } else {
      lines = try read(descriptor, from: 0, to: size).count { $0 == newline }
    }
    var bytes = HistoryFile.line(for: make())
    if size > 0, try read(descriptor, from: size - 1, to: size) != [newline] {
      bytes.insert(newline, at: 0)  // end a line left unfinished, not glue onto it
      lines += 1
    }
    guard writeAll(descriptor, bytes) else { throw failure("cannot write") }
    lines += 1
    known = (status.st_dev, status.st_ino, size + bytes.count, lines)
    if lines > trimThreshold { try trim(descriptor, status, size: size + bytes.count) }
  }

  /// Rewrites the file as its newest `limit` lines: a temporary file in the same directory,
  /// renamed over it while the old file's lock is held (appenders waiting on the old file see
  /// it replaced and open the new one).
  private mutating func trim(_ descriptor: Int32, _ status: stat, size: Int) throws(HistoryError) {
    let text = HistoryFile.trimmed(try read(descriptor, from: 0, to: size), keeping: limit)
    let slash = target.lastIndex(of: "/") ?? target.startIndex
    let name = target[target.index(after: slash)...]
    var template = Array((target[..<slash] + "/." + name + ".XXXXXX").utf8CString)
    let temporary = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard temporary >= 0 else { throw failure("cannot trim") }
    let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var written = stat()
    _ = fchmod(temporary, status.st_mode & 0o777)
    if geteuid() == 0 { _ = fchown(temporary, status.st_uid, status.st_gid) }
    let ok = writeAll(temporary, text) && fsync(temporary) == 0 && fstat(temporary, &written) == 0
    let code = errno
    close(temporary)
    guard ok, rename(temporaryPath, target) == 0 else {
      let reason = ok ? errno : code
      unlink(temporaryPath)
      throw HistoryError("cannot trim \(target): \(systemError(reason))")
    }
    known = (written.st_dev, written.st_ino, text.count, text.count { $0 == newline })
  }

  /// Opens the file and locks it; when a trim replaced it meanwhile, opens the new one. nil when
  /// reading a file that does not exist.
  private func openLocked(exclusive: Bool) throws(HistoryError) -> Int32? {
    let verb = exclusive ? "cannot write" : "cannot read"
    while true {
      let flags = exclusive ? O_RDWR | O_APPEND | O_CREAT : O_RDONLY
      let descriptor = Glibc.open(target, flags | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
      if descriptor < 0 {
        if !exclusive, errno == ENOENT { return nil }
        throw failure(verb)
      }
      var opened = stat()
      var named = stat()
      guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
        close(descriptor)
        throw HistoryError("\(target) is not a regular file")
      }
      while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
        guard errno == EINTR else {
          let error = failure(verb)
          close(descriptor)
          throw error
        }
      }
      if stat(target, &named) == 0, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino {
        return descriptor
      }
      close(descriptor)
    }
  }

  private func read(_ descriptor: Int32, from start: Int, to end: Int) throws(HistoryError) -> [UInt8] {
    guard end > start else { return [] }
    var bytes = [UInt8](repeating: 0, count: end - start)
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(start + done))
      }
      if count < 0, errno == EINTR { continue }
      if count < 0 { throw failure("cannot read") }
      if count == 0 { break }
      done += count
    }
    return Array(bytes[..<done])
  }

  private func failure(_ verb: String) -> HistoryError { HistoryError("\(verb) \(target): \(systemError())") }
}

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let space = UInt8(ascii: " ")

/// The character device /dev/null, however it was reached.
private func isDevNull(_ status: stat) -> Bool {
  var null = stat()
  return status.st_mode & S_IFMT == S_IFCHR && stat("/dev/null", &null) == 0 && null.st_rdev == status.st_rdev
}

/// Writes every byte, retrying after a signal or a short write; false on an error.
private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
    if count < 0, errno == EINTR { continue }
    if count <= 0 { return false }
    offset += count
  }
  return true
}

func systemError(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

extension StringProtocol {
  fileprivate func trimmingBlanks() -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: blank).reversed().drop(while: blank).reversed())
  }
}
