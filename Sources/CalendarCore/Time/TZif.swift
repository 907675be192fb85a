/// The contents of a TZif file (RFC 8536, versions 1–4) as read: transitions, local time
/// types and the footer's POSIX TZ string. Bytes in, data out; nothing is read from disk here.
///
/// For version 2 and later only the second, 64-bit header and data block and the footer are
/// used (the first block is skipped, as the RFC advises). Leap-second records are read past and
/// ignored (calsh counts POSIX seconds, as Python's `zoneinfo` does).
public struct TZif: Sendable, Equatable {
  /// 1, 2, 3 or 4.
  public let version: Int
  /// Transition instants in seconds since the epoch, strictly ascending.
  public let transitionTimes: [Int64]
  /// For each transition, the index of the local time type that starts there.
  public let transitionTypes: [UInt8]
  public let types: [LocalTimeType]
  /// The footer's TZ string (version 2+; empty when the file gives none), nil in version 1.
  public let footer: String?

  public init(_ bytes: [UInt8]) throws(TZifError) {
    var reader = TZifReader(bytes: bytes)
    let first = try reader.header()
    if first.version == 1 {
      self = try reader.body(first, timeSize: 4, version: 1, footer: nil)
      return
    }
    try reader.skip(first.bodySize(timeSize: 4), "first data block")
    let second = try reader.header()
    guard second.version == first.version else { throw .invalid("its two headers give different versions") }
    let footer = try reader.footer(skippingBody: second.bodySize(timeSize: 8))
    self = try reader.body(second, timeSize: 8, version: first.version, footer: footer.text)
  }

  init(
    version: Int, transitionTimes: [Int64], transitionTypes: [UInt8], types: [LocalTimeType], footer: String?
  ) {
    self.version = version
    self.transitionTimes = transitionTimes
    self.transitionTypes = transitionTypes
    self.types = types
    self.footer = footer
  }

  /// The part of a version 2+ file that calsh uses — the second header, its data and the footer;
  /// nil for version 1. The embedded tzdata stores this, and `wholeFile(fromSecondPart:)` makes
  /// it a file again.
  public static func secondPart(of bytes: [UInt8]) throws(TZifError) -> [UInt8]? {
    var reader = TZifReader(bytes: bytes)
    let first = try reader.header()
    guard first.version > 1 else { return nil }
    try reader.skip(first.bodySize(timeSize: 4), "first data block")
    let start = reader.at
    let second = try reader.header()
    let footer = try reader.footer(skippingBody: second.bodySize(timeSize: 8))
    return Array(bytes[start..<footer.end])
  }

  /// A valid whole file made of a second part (see `secondPart(of:)`): a first header whose
  /// block holds the one type and one abbreviation byte the RFC requires, then the part.
  public static func wholeFile(fromSecondPart part: [UInt8]) -> [UInt8]? {
    guard part.count >= 44 else { return nil }
    var header = Array(part[0..<20]) + [UInt8](repeating: 0, count: 24)
    header[20 + 4 * 4 + 3] = 1  // typecnt
    header[20 + 5 * 4 + 3] = 1  // charcnt
    return header + [UInt8](repeating: 0, count: 7) + part
  }
}

/// RFC 8536's header: the version and the six counts.
struct TZifHeader {
  let version: Int
  let isUTCCount: Int
  let isStandardCount: Int
  let leapCount: Int
  let timeCount: Int
  let typeCount: Int
  let characterCount: Int

  /// Bytes of the data block after this header; the counts are at most 2^32, so no overflow.
  func bodySize(timeSize: Int) -> Int {
    timeCount * timeSize + timeCount + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
      + isStandardCount + isUTCCount
  }
}

/// A cursor over a TZif file's bytes that never reads past the end.
struct TZifReader {
  let bytes: [UInt8]
  var at = 0

  mutating func header() throws(TZifError) -> TZifHeader {
    guard bytes.count - at >= 4, bytes[at..<at + 4].elementsEqual("TZif".utf8) else {
      throw at == 0 ? .notTZif : .invalid("its second header is missing")
    }
    guard bytes.count - at >= 44 else { throw .truncated(at == 0 ? "header" : "second header") }
    let version: Int
    switch bytes[at + 4] {
    case 0: version = 1
    case UInt8(ascii: "2"): version = 2
    case UInt8(ascii: "3"): version = 3
    case UInt8(ascii: "4"): version = 4
    default: throw .invalid("unknown version byte \(bytes[at + 4])")
    }
    at += 20
    var counts: [Int] = []
    for _ in 0..<6 { counts.append(Int(uint32())) }
    let header = TZifHeader(
      version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
      timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
    guard header.typeCount > 0 else { throw .invalid("it has no local time types") }
    guard header.characterCount > 0 else { throw .invalid("it has no abbreviations") }
    guard header.isUTCCount == 0 || header.isUTCCount == header.typeCount,
      header.isStandardCount == 0 || header.isStandardCount == header.typeCount
    else { throw .invalid("its standard/UT indicator counts do not match its types") }
    guard header.typeCount <= 256 else { throw .invalid("it has more than 256 local time types") }
    return header
  }

  mutating func skip(_ count: Int, _ what: String) throws(TZifError) {
    guard count <= bytes.count - at else { throw .truncated(what) }
    at += count
  }

  /// Skips the data block and reads the footer `\nTZ\n`, leaving the cursor at the data block;
  /// also gives the offset just past the footer.
  mutating func footer(skippingBody size: Int) throws(TZifError) -> (text: String, end: Int) {
    let bodyStart = at
    try skip(size, "data block")
    guard at < bytes.count, bytes[at] == 0x0A else { throw .truncated("footer") }
    guard let end = bytes[(at + 1)...].firstIndex(of: 0x0A) else { throw .truncated("footer") }
    let text = bytes[(at + 1)..<end]
    guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { throw .invalid("its footer is not ASCII text") }
    at = bodyStart
    return (String(decoding: text, as: UTF8.self), end + 1)
  }

  mutating func body(_ header: TZifHeader, timeSize: Int, version: Int, footer: String?) throws(TZifError)
    -> TZif
  {
    guard header.bodySize(timeSize: timeSize) <= bytes.count - at else { throw .truncated("data block") }
    var times: [Int64] = []
    times.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount {
      let time = timeSize == 4 ? Int64(Int32(bitPattern: uint32())) : Int64(bitPattern: uint64())
      if let last = times.last, time <= last { throw .invalid("its transition times are not in order") }
      times.append(time)
    }
    var indices: [UInt8] = []
    indices.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount {
      let index = bytes[at]
      at += 1
      guard Int(index) < header.typeCount else {
        throw .invalid("a transition names a local time type it lacks")
      }
      indices.append(index)
    }
    var raw: [(offset: Int32, isDST: UInt8, abbreviation: Int)] = []
    for _ in 0..<header.typeCount {
      let offset = Int32(bitPattern: uint32())
      let isDST = bytes[at]
      let index = Int(bytes[at + 1])
      at += 2
      guard offset != .min else { throw .invalid("a local time type has the offset -2^31") }
      guard isDST <= 1 else { throw .invalid("a daylight-saving flag is neither 0 nor 1") }
      guard index < header.characterCount else {
        throw .invalid("an abbreviation index is past the abbreviations")
      }
      raw.append((offset, isDST, index))
    }
    let characters = bytes[at..<at + header.characterCount]
    at += header.characterCount
    guard characters.last == 0 else { throw .invalid("its abbreviations do not end in NUL") }
    var types: [LocalTimeType] = []
    for (offset, isDST, index) in raw {
      guard let offset = try? UTCOffset(seconds: Int(offset)) else {
        throw .invalid("a local time type's offset \(offset) s is beyond ±25:59:59")
      }
      let start = characters.startIndex + index
      let end = characters[start...].firstIndex(of: 0)!
      types.append(
        LocalTimeType(
          offset: offset, isDaylightSaving: isDST == 1,
          abbreviation: String(decoding: characters[start..<end], as: UTF8.self)))
    }
    at += header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount
    return TZif(
      version: version, transitionTimes: times, transitionTypes: indices, types: types, footer: footer)
  }

  private mutating func uint32() -> UInt32 {
    var value: UInt32 = 0
    for i in 0..<4 { value = value << 8 | UInt32(bytes[at + i]) }
    at += 4
    return value
  }

  private mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for i in 0..<8 { value = value << 8 | UInt64(bytes[at + i]) }
    at += 8
    return value
  }
}
