import CalendarCore
import Glibc

/// The system's compiled time zone database, as every Unix tool reads it: TZif files under
/// `$TZDIR`, else /usr/share/zoneinfo. Names and links come from the folder's `tzdata.zi` (its
/// first line also names the release); without one, from the files themselves, as Python's
/// `zoneinfo` lists them.
public struct SystemZoneSource: ZoneSource {
  public static let standardDirectory = "/usr/share/zoneinfo"

  public let directory: String

  public init(directory: String) {
    self.directory = directory
  }

  /// The folder `TZDIR` names (when set and not empty), else /usr/share/zoneinfo, if it holds a
  /// zone database (a readable `UTC` file); nil on a machine without one.
  public static func find(tzdir: String?) -> SystemZoneSource? {
    let source = SystemZoneSource(directory: tzdir.flatMap { $0.isEmpty ? nil : $0 } ?? standardDirectory)
    guard let utc = source.tzifBytes(named: "UTC"), utc.starts(with: Array("TZif".utf8)) else { return nil }
    return source
  }

  public var release: String? {
    guard let text = readText("tzdata.zi", limit: 1 << 20),
      let first = text.split(separator: "\n", maxSplits: 1).first, first.hasPrefix("# version ")
    else { return nil }
    return String(first.dropFirst("# version ".count))
  }

  public var summary: String {
    "the system's zoneinfo (\(directory)\(release.map { ", tzdata \($0)" } ?? ""))"
  }

  public func zoneNames() -> [ZoneName] {
    if let text = readText("tzdata.zi", limit: 1 << 22) {
      var names: [ZoneName] = []
      for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count >= 2, fields[0] == "Z" {
          names.append(ZoneName(name: String(fields[1])))
        } else if fields.count >= 3, fields[0] == "L" {
          names.append(ZoneName(name: String(fields[2]), linkTarget: String(fields[1])))
        }
      }
      return names.sorted()
    }
    return walk("").sorted()
  }

  public func tzifBytes(named name: String) -> [UInt8]? {
    guard SystemZoneSource.isZonePath(name) else { return nil }
    return read(directory + "/" + name, limit: 1 << 22)
  }

  /// Relative, no `.`/`..` or empty parts, no NUL: a name that stays inside the folder.
  static func isZonePath(_ name: String) -> Bool {
    !name.isEmpty && !name.utf8.contains(0)
      && name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
  }

  /// Every TZif file under `folder`, leaving out what Python's `zoneinfo` leaves out (`posix/`,
  /// `right/`, `posixrules`, `localtime`).
  private func walk(_ folder: String) -> [ZoneName] {
    guard let stream = opendir(directory + (folder.isEmpty ? "" : "/" + folder)) else { return [] }
    defer { closedir(stream) }
    var found: [ZoneName] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix("."), !["posix", "right", "posixrules", "localtime"].contains(name) else {
        continue
      }
      let path = folder.isEmpty ? name : folder + "/" + name
      if entry.pointee.d_type == DT_DIR {
        found += walk(path)
      } else if let head = read(directory + "/" + path, limit: 4, prefixOnly: true),
        head == Array("TZif".utf8)
      {
        found.append(ZoneName(name: path))
      }
    }
    return found
  }

  private func readText(_ name: String, limit: Int) -> String? {
    read(directory + "/" + name, limit: limit).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The file's bytes, or nil when it cannot be read, is not a regular file, or is larger than
  /// `limit` (a TZif file is a few kilobytes); `prefixOnly` reads just the first `limit` bytes.
  private func read(_ path: String, limit: Int, prefixOnly: Bool = false) -> [UInt8]? {
    guard !path.utf8.contains(0) else { return nil }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 14)
    while bytes.count < limit + 1 {
      let count = block.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      bytes += block[0..<count]
    }
    if prefixOnly { return Array(bytes.prefix(limit)) }
    return bytes.count > limit ? nil : bytes
  }
}
