import Glibc
import Synchronization
import Testing

@testable import CalShell

/// The history file: where it is, how it is appended and trimmed, what is reported.
struct HistoryFileTests {
  // MARK: where the file is

  @Test func stateDirectoryFromXDGThenHome() {
    let xdg = HistoryFile(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"])
    #expect(xdg.path == "/x/state/calsh/history")
    let home = HistoryFile(environment: ["HOME": "/home/u"])
    #expect(home.path == "/home/u/.local/state/calsh/history")
    #expect(HistoryFile(environment: ["XDG_STATE_HOME": "/x/state/"]).path == "/x/state/calsh/history")
  }

  @Test func relativeXDGStateHomeIsIgnored() {
    let withHome = HistoryFile(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/u"])
    #expect(withHome.path == "/home/u/.local/state/calsh/history")
    let alone = HistoryFile(environment: ["XDG_STATE_HOME": "state"])
    #expect(alone.path == nil)
    #expect(
      alone.unavailable == "XDG_STATE_HOME 'state' is ignored because it is relative, and HOME is not set")
    let neither = HistoryFile(environment: [:])
    #expect(neither.unavailable == "neither XDG_STATE_HOME nor HOME is set")
    let relativeHome = HistoryFile(environment: ["HOME": "home"])
    #expect(
      relativeHome.unavailable
        == "XDG_STATE_HOME is not set, and HOME 'home' is ignored because it is relative")
  }

  @Test func aFileInTheWayIsNamed() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    try write(directory + "/file", "not a directory\n")
    let history = HistoryFile(environment: ["XDG_STATE_HOME": directory + "/file/state"])
    guard case .failed(let problem) = history.open() else {
      Issue.record("a file in the way was not reported")
      return
    }
    #expect(problem == "\(directory)/file is a file, not a directory")
  }

  @Test func directoriesAre0700AndTheFile0600() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    let history = HistoryFile(environment: ["XDG_STATE_HOME": directory + "/state"])
    guard case .saving(var store) = history.open() else {
      Issue.record("history could not be opened")
      return
    }
    try store.append("leap 2024")
    #expect(mode(directory + "/state") == 0o700)
    #expect(mode(directory + "/state/calsh") == 0o700)
    #expect(mode(directory + "/state/calsh/history") == 0o600)
    #expect(try read(directory + "/state/calsh/history") == "leap 2024\n")
  }

  // MARK: CALSH_HISTSIZE

  @Test(arguments: ["abc", "-1", " 5", "5 ", "+5", "1e3", "5.0"])
  func badHistsizeWarnsAndKeepsTheDefault(_ text: String) {
    let history = HistoryFile(environment: ["HOME": "/home/u", "CALSH_HISTSIZE": text])
    #expect(history.limit == 1000)
    #expect(
      history.limitWarning == "CALSH_HISTSIZE '\(text)' is not a whole number ≥ 0; keeping 1000 entries")
  }

  @Test func goodHistsize() {
    #expect(HistoryFile.limit(from: nil) == (1000, nil))
    #expect(HistoryFile.limit(from: "") == (1000, nil))
    #expect(HistoryFile.limit(from: "0") == (0, nil))
    #expect(HistoryFile.limit(from: "25") == (25, nil))
    #expect(HistoryFile.limit(from: "99999999999999999999999") == (Int(Int32.max), nil))
    #expect(HistoryFile(environment: ["CALSH_HISTSIZE": "50"]).trimThreshold == 60)
    #expect(HistoryFile(environment: ["CALSH_HISTSIZE": "1000"]).trimThreshold == 1200)
    #expect(HistoryFile(environment: ["CALSH_HISTSIZE": "4"]).trimThreshold == 4)
  }

  // MARK: the file's bytes (pure)

  @Test func entriesAreTheNewestLinesOldestFirst() {
    let file = Array("leap 2024\nmonth 2023-02\ndoy 2024-12-31\n".utf8)
    #expect(HistoryFile.entries(in: file, limit: 10) == ["leap 2024", "month 2023-02", "doy 2024-12-31"])
    #expect(HistoryFile.entries(in: file, limit: 2) == ["month 2023-02", "doy 2024-12-31"])
    #expect(HistoryFile.entries(in: file, limit: 0) == [])
    #expect(HistoryFile.entries(in: [UInt8](), limit: 10) == [])
  }

  @Test func entriesOfAnUnfinishedLastLineEmptyLinesNulAndInvalidUTF8() {
    #expect(HistoryFile.entries(in: Array("a\nb".utf8), limit: 5) == ["a", "b"])
    #expect(HistoryFile.entries(in: Array("\n\na\n\n\nb\n\n".utf8), limit: 5) == ["a", "b"])
    #expect(HistoryFile.entries(in: Array("\n\na\n\n\nb\n\n".utf8), limit: 1) == ["b"])
    #expect(HistoryFile.entries(in: [0x61, 0x00, 0x62, 0x0A], limit: 5) == ["a\u{0}b"])
    #expect(HistoryFile.entries(in: [0x61, 0xFF, 0x0A, 0xC3], limit: 5) == ["a\u{FFFD}", "\u{FFFD}"])
    // Any collection of bytes, a slice included.
    let file = Array("x\ny\nz\n".utf8)
    #expect(HistoryFile.entries(in: file[2...], limit: 5) == ["y", "z"])
  }

  @Test func trimmedKeepsTheNewestLines() {
    let file: [UInt8] = Array("one\n\ntwo\nthree".utf8) + [0xFF, 0x0A, 0x0A]
    #expect(HistoryFile.trimmed(file, keeping: 2) == Array("two\nthree".utf8) + [0xFF, 0x0A])
    #expect(HistoryFile.trimmed(file, keeping: 10) == Array("one\ntwo\nthree".utf8) + [0xFF, 0x0A])
    #expect(HistoryFile.trimmed(file, keeping: 0) == [])
    #expect(HistoryFile.trimmed([], keeping: 3) == [])
    #expect(HistoryFile.trimmed(Array("a".utf8), keeping: 3) == Array("a\n".utf8))
    for limit in 0...5 {
      let trimmed = HistoryFile.trimmed(file, keeping: limit)
      #expect(HistoryFile.entries(in: trimmed, limit: limit) == HistoryFile.entries(in: file, limit: limit))
      #expect(HistoryFile.trimmed(trimmed, keeping: limit) == trimmed)
    }
  }

  /// Found by the `history` fuzz target on its CRLF seed: an entry kept the CR of a CRLF line
  /// (recalled with a `^M`, never equal to the same line typed again), and a stray CR stayed in
  /// an entry, though an append never writes one.
  @Test func aCRIsNeverPartOfAnEntry() throws {
    #expect(
      HistoryFile.entries(in: Array("leap 2024\r\nmonth 2023-02\r\n".utf8), limit: 5) == [
        "leap 2024", "month 2023-02",
      ])
    #expect(HistoryFile.entries(in: Array("a\rb\nc\r".utf8), limit: 5) == ["a b", "c"])
    #expect(HistoryFile.entries(in: Array("\r\rx\r\r\n".utf8), limit: 5) == ["  x "])
    // A line of one CR is empty: it is no entry, and the limit counts entries.
    #expect(HistoryFile.entries(in: Array("old\r\n\r\nnew\r\n\r\n\r".utf8), limit: 2) == ["old", "new"])
    #expect(HistoryFile.trimmed(Array("old\r\n\r\nnew\r\n\r\n".utf8), keeping: 1) == Array("new\n".utf8))
    #expect(HistoryFile.trimmed(Array("a\rb\r\n".utf8), keeping: 1) == Array("a b\n".utf8))

    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    try write(directory + "/history", "leap 2024\r\nmonth 2023-02\r\n\r\n")
    var store = try openStore(directory + "/history", limit: 2)
    #expect(try store.load() == ["leap 2024", "month 2023-02"])
    try store.append("doy 2024-12-31")
    #expect(try read(directory + "/history") == "month 2023-02\ndoy 2024-12-31\n")
  }

  @Test func lineForAnEntryIsOneLine() {
    #expect(HistoryFile.line(for: "leap 2024") == Array("leap 2024\n".utf8))
    #expect(HistoryFile.line(for: "a\nb\rc\r\nd") == Array("a b c  d\n".utf8))
    #expect(HistoryFile.line(for: "") == [0x0A])
  }

  // MARK: appending and trimming

  @Test func trimmingKeepsTheNewestEntries() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    let path = directory + "/history"
    var store = try openStore(path, limit: 10)
    for number in 1...100 {
      try store.append("entry \(number)")
      let lines = try read(path).split(separator: "\n").map(String.init)
      // Never more than the limit plus a fifth, never fewer than the limit, newest last, no holes.
      let expectedCount = lines.count
      #expect(expectedCount <= 12 && expectedCount >= min(number, 10))
      #expect(lines == (number - expectedCount + 1...number).map { "entry \($0)" })
    }
    #expect(try store.load() == (91...100).map { "entry \($0)" })
    #expect(mode(path) == 0o600)
    #expect(try entries(of: directory) == ["history"])  // no temporary file left behind
  }

  @Test func anUnfinishedLastLineIsEndedBeforeAppending() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    try write(directory + "/history", "leap 2024")
    var store = try openStore(directory + "/history", limit: 10)
    try store.append("leap 2025")
    #expect(try read(directory + "/history") == "leap 2024\nleap 2025\n")
  }

  @Test func relativeLinkIsFollowedFromItsOwnDirectory() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    // A name unique to this run: the old code wrote a file of that name in the working directory.
    let name = "calsh-history-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let state = directory + "/state/calsh"
    try makeDirectory(state)
    try write(state + "/" + name, (1...20).map { "old \($0)\n" }.joined())
    #expect(symlink(name, state + "/history") == 0)
    #expect(try HistoryFile.resolvingLinks(state + "/history") == state + "/" + name)

    var store = try openStore(state + "/history", limit: 5)
    #expect(try store.load() == (16...20).map { "old \($0)" })
    for number in 1...7 { try store.append("new \(number)") }
    #expect(try read(state + "/" + name) == (3...7).map { "new \($0)\n" }.joined())
    #expect(linkText(state + "/history") == name)  // still the link, now to a trimmed file
    #expect(access(name, F_OK) != 0)  // nothing written beside the working directory
    #expect(try entries(of: state).sorted() == ["history", name].sorted())
  }

  @Test func linkChainsAcrossDirectories() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    try makeDirectory(directory + "/state/calsh")
    try makeDirectory(directory + "/dotfiles")
    #expect(symlink("../../dotfiles/history-link", directory + "/state/calsh/history") == 0)
    #expect(symlink("real", directory + "/dotfiles/history-link") == 0)
    var store = try openStore(directory + "/state/calsh/history", limit: 2)
    for number in 1...5 { try store.append("entry \(number)") }
    #expect(try read(directory + "/dotfiles/real") == "entry 4\nentry 5\n")
    #expect(linkText(directory + "/dotfiles/history-link") == "real")
  }

  @Test func devNullTurnsSavingOffSilently() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    try makeDirectory(directory + "/calsh")
    #expect(symlink("/dev/null", directory + "/calsh/history") == 0)
    let history = HistoryFile(environment: ["XDG_STATE_HOME": directory, "CALSH_HISTSIZE": "1"])
    guard case .off = history.open() else {
      Issue.record("a history linked to /dev/null was not taken as turned off")
      return
    }
    #expect(linkText(directory + "/calsh/history") == "/dev/null")
  }

  @Test func aFifoIsNeverTrimmed() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    #expect(mkfifo(directory + "/fifo", 0o600) == 0)
    #expect(symlink("fifo", directory + "/history") == 0)
    guard case .failed(let problem) = HistoryFile(path: directory + "/history", limit: 1).open() else {
      Issue.record("a fifo was taken as a history file")
      return
    }
    #expect(problem == "\(directory)/fifo is not a regular file")
    var status = stat()
    #expect(lstat(directory + "/fifo", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  /// Two sessions append at once, with a third reading as a new session would. Each entry takes
  /// the next number of a shared counter while the file is locked, so the numbers give the order
  /// of all appends: every read, and the file at the end, must be the newest entries by that
  /// order, with no holes, and each writer's lines in its own order.
  @Test func twoWritersInterleaving() throws {
    let directory = try temporaryDirectory()
    defer { removeTree(directory) }
    let path = directory + "/history"
    let limit = 50
    let count = 400
    let problems = Problems()
    let sequence = Atomic<Int>(0)
    runConcurrently(
      (0..<2).map { writer -> @Sendable () -> Void in
        {
          do {
            var store = try openStore(path, limit: limit)
            for number in 0..<count {
              try store.append { "\(writer) + \(number) = \(sequence.add(1, ordering: .relaxed).oldValue)" }
            }
          } catch {
            problems.add("writer \(writer): \(error)")
          }
        }
      } + [
        {
          do {
            for _ in 0..<200 {
              var reader = try openStore(path, limit: limit)
              let lines = try reader.load()
              if let problem = holes(in: lines, writers: 2) { problems.add("a reader saw \(problem)") }
            }
          } catch {
            problems.add("reader: \(error)")
          }
        }
      ])
    #expect(problems.list.isEmpty)
    let lines = try read(path).split(separator: "\n").map(String.init)
    #expect(lines.count >= limit && lines.count <= limit + limit / 5)
    #expect(holes(in: lines, writers: 2) == nil)
    let total = 2 * count
    #expect(lines.map { Int($0.split(separator: " ")[4])! } == Array(total - lines.count..<total))
    #expect(try entries(of: directory) == ["history"])
  }
}

/// Says what is wrong with lines `W + N = S` (writer, its count, the shared count), if anything:
/// the shared counts must be consecutive (newest entries, no holes), and so each writer's counts.
private func holes(in lines: [String], writers: Int) -> String? {
  let fields = lines.map { $0.split(separator: " ") }
  guard fields.allSatisfy({ $0.count == 5 && Int($0[0]).map { 0..<writers ~= $0 } == true }) else {
    return "stray lines in \(lines)"
  }
  let order = fields.map { Int($0[4])! }
  if let first = order.first, order != Array(first..<first + order.count) {
    return "holes in \(lines)"
  }
  for writer in 0..<writers {
    let numbers = fields.filter { $0[0] == "\(writer)" }.map { Int($0[2])! }
    if let first = numbers.first, numbers != Array(first..<first + numbers.count) {
      return "writer \(writer)'s lines out of order or missing: \(numbers)"
    }
  }
  return nil
}

private final class Problems: Sendable {
  private let mutex = Mutex<[String]>([])
  func add(_ problem: String) { mutex.withLock { $0.append(problem) } }
  var list: [String] { mutex.withLock { $0 } }
}

/// Runs each body on its own thread and waits for all of them.
private func runConcurrently(_ bodies: [@Sendable () -> Void]) {
  final class Body {
    let run: @Sendable () -> Void; init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
  var threads: [pthread_t] = []
  for body in bodies {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    let created = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, context)
    precondition(created == 0, "pthread_create failed")
    threads.append(thread)
  }
  for thread in threads { pthread_join(thread, nil) }
}

private func openStore(_ path: String, limit: Int) throws -> HistoryStore {
  let history = HistoryFile(path: path, limit: limit)
  switch history.open() {
  case .saving(let store): return store
  case .off: throw HistoryError("\(path) is /dev/null")
  case .failed(let problem): throw HistoryError(problem)
  }
}

private func temporaryDirectory() throws -> String {
  var template = Array("/tmp/calsh-history-tests.XXXXXX".utf8CString)
  guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
    throw HistoryError("mkdtemp: \(systemError())")
  }
  return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}

private func makeDirectory(_ path: String) throws {
  if let problem = HistoryFile.makeDirectories(above: path + "/x") { throw HistoryError(problem) }
}

private func write(_ path: String, _ text: String) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  guard descriptor >= 0 else { throw HistoryError("\(path): \(systemError())") }
  defer { close(descriptor) }
  let bytes = Array(text.utf8)
  guard bytes.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
    throw HistoryError("\(path): \(systemError())")
  }
}

private func read(_ path: String) throws -> String {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { throw HistoryError("\(path): \(systemError())") }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

private func mode(_ path: String) -> mode_t {
  var status = stat()
  return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
}

private func linkText(_ path: String) -> String? {
  var buffer = [UInt8](repeating: 0, count: 4096)
  let count = buffer.withUnsafeMutableBytes { readlink(path, $0.baseAddress!, $0.count) }
  return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
}

private func entries(of directory: String) throws -> [String] {
  guard let stream = opendir(directory) else { throw HistoryError("\(directory): \(systemError())") }
  defer { closedir(stream) }
  var names: [String] = []
  while let entry = readdir(stream) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names
}

private func removeTree(_ path: String) {
  var status = stat()
  guard lstat(path, &status) == 0 else { return }
  if status.st_mode & S_IFMT == S_IFDIR {
    for name in (try? entries(of: path)) ?? [] { removeTree(path + "/" + name) }
    rmdir(path)
  } else {
    unlink(path)
  }
}
