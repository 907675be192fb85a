import Ledger

/// Windows-1252 and Latin-1 read as UTF-8, a byte at a time, before the CSV reader sees the
/// bytes (so quotes, separators and line breaks, all ASCII, are found as in a UTF-8 file).
/// Windows-1252 is the WHATWG Encoding Standard's (what browsers read): Latin-1 but for
/// 0x80–0x9F, which hold `€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ`; its five bytes
/// with no character (0x81 0x8D 0x8F 0x90 0x9D) are the C1 controls of the same number, as
/// there (Python's `cp1252` codec refuses them).
enum SingleByteText {
  /// The characters of Windows-1252's bytes 0x80–0x9F.
  static let windows1252High: [UInt16] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
  ]

  /// The character a byte stands for.
  static func scalar(of byte: UInt8, in encoding: TextEncoding) -> Unicode.Scalar {
    if encoding == .windows1252, byte >= 0x80, byte < 0xA0 {
      return Unicode.Scalar(windows1252High[Int(byte - 0x80)])!
    }
    return Unicode.Scalar(byte)
  }

  /// Appends the UTF-8 form of `byte` read in `encoding`.
  @inline(__always)
  static func appendUTF8(of byte: UInt8, in encoding: TextEncoding, to out: inout [UInt8]) {
    if byte < 0x80 {
      out.append(byte)
      return
    }
    out.append(contentsOf: UTF8.encode(scalar(of: byte, in: encoding))!)
  }

  /// Bytes of `text` as `encoding` reads them, as UTF-8 (tests, and `load` from memory).
  static func utf8(of bytes: [UInt8], in encoding: TextEncoding) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    for byte in bytes { appendUTF8(of: byte, in: encoding, to: &out) }
    return out
  }

  /// A source of the CSV reader (`CSVReader.source`'s contract: fills a buffer, returns how many
  /// bytes, 0 at the end, minus errno) giving `source`'s bytes read in `encoding` as UTF-8.
  static func transcoding(
    _ source: @escaping (UnsafeMutableRawBufferPointer) -> Int, from encoding: TextEncoding
  ) -> (UnsafeMutableRawBufferPointer) -> Int {
    let state = Transcoder(source: source, encoding: encoding)
    return { buffer in state.fill(buffer) }
  }

  /// The bytes read and not yet handed on, kept from call to call.
  private final class Transcoder {
    let source: (UnsafeMutableRawBufferPointer) -> Int
    let encoding: TextEncoding
    var raw: [UInt8] = []
    var pending: [UInt8] = []
    var pendingStart = 0

    init(source: @escaping (UnsafeMutableRawBufferPointer) -> Int, encoding: TextEncoding) {
      self.source = source
      self.encoding = encoding
    }

    func fill(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
      guard buffer.count > 0 else { return 0 }
      while pendingStart == pending.count {
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        // Each byte takes at most three in UTF-8: read about what fits.
        let wanted = max(1, buffer.count / 3)
        if raw.count < wanted { raw = [UInt8](repeating: 0, count: wanted) }
        let count = raw.withUnsafeMutableBytes {
          source(UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]))
        }
        if count <= 0 { return count }
        for index in 0..<count { SingleByteText.appendUTF8(of: raw[index], in: encoding, to: &pending) }
      }
      let count = min(buffer.count, pending.count - pendingStart)
      pending.withUnsafeBytes {
        buffer.baseAddress!.copyMemory(from: $0.baseAddress! + pendingStart, byteCount: count)
      }
      pendingStart += count
      return count
    }
  }
}
