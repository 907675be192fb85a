/// The texts of one column of a ledger, packed into one byte buffer with an end offset per row:
/// a million rows take a few megabytes rather than a String (and an allocation) each.
struct TextColumn: Sendable {
  private var bytes: [UInt8] = []
  private var ends: [UInt32] = []

  var count: Int { ends.count }

  /// False when the column's text has grown past 4 GiB, the most the offsets can address.
  mutating func append(_ text: String) -> Bool {
    var text = text
    let added = text.withUTF8 { $0.count }
    guard bytes.count + added <= Int(UInt32.max) else { return false }
    text.withUTF8 { bytes.append(contentsOf: $0) }
    ends.append(UInt32(bytes.count))
    return true
  }

  /// The same for UTF-8 bytes already checked.
  mutating func append(bytes text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count + text.count <= Int(UInt32.max) else { return false }
    bytes.append(contentsOf: text)
    ends.append(UInt32(bytes.count))
    return true
  }

  subscript(row: Int) -> String {
    let start = row == 0 ? 0 : Int(ends[row - 1])
    return String(decoding: bytes[start..<Int(ends[row])], as: UTF8.self)
  }

  func isEmpty(row: Int) -> Bool { (row == 0 ? 0 : ends[row - 1]) == ends[row] }

  mutating func reserve(_ rows: Int) { ends.reserveCapacity(rows) }
}

extension TextColumn {
  /// Drops the last row (when a later column of the same row could not be added).
  mutating func removeLast() {
    guard let last = ends.popLast() else { return }
    _ = last
    bytes.removeLast(bytes.count - Int(ends.last ?? 0))
  }
}
