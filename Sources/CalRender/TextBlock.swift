/// Lines of text drawn into one reusable byte buffer, each with its display width, so a month
/// can be printed alone or placed beside others (colour escapes take no columns). No line ends in
/// a space: `endLine` drops trailing blanks.
public struct TextBlock: Sendable {
  public private(set) var bytes: [UInt8] = []
  /// Where each line ends in `bytes` (the next starts there).
  public private(set) var ends: [Int] = []
  /// The display width of each line.
  public private(set) var widths: [Int] = []
  /// Columns of the line being written so far.
  private var column = 0

  public init() {}

  public var lineCount: Int { ends.count }

  public mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    widths.removeAll(keepingCapacity: true)
    column = 0
  }

  /// Bytes of line `index`.
  public func line(_ index: Int) -> Range<Int> { (index == 0 ? 0 : ends[index - 1])..<ends[index] }

  /// ASCII text: one column a byte.
  @inline(__always)
  public mutating func ascii(_ text: StaticString) {
    let raw = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    bytes.append(contentsOf: raw)
    column += raw.count
  }

  /// Bytes that each take one column.
  @inline(__always)
  public mutating func ascii(_ raw: [UInt8]) {
    bytes.append(contentsOf: raw)
    column += raw.count
  }

  @inline(__always)
  public mutating func ascii(byte: UInt8) {
    bytes.append(byte)
    column += 1
  }

  /// Bytes already measured: `width` columns (a cached header, a row with its escapes).
  @inline(__always)
  public mutating func raw(_ raw: [UInt8], width: Int) {
    bytes.append(contentsOf: raw)
    column += width
  }

  @inline(__always)
  public mutating func raw(_ raw: UnsafeBufferPointer<UInt8>, width: Int) {
    bytes.append(contentsOf: raw)
    column += width
  }

  /// Any text, measured by display width (CJK labels take two columns a character).
  public mutating func text(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    column += displayWidth(text)
  }

  /// A terminal escape: no columns.
  @inline(__always)
  public mutating func escape(_ code: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount))
  }

  /// `ESC [ codes m`: no columns.
  public mutating func escape(codes: String) {
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    bytes.append(contentsOf: codes.utf8)
    bytes.append(UInt8(ascii: "m"))
  }

  @inline(__always)
  public mutating func spaces(_ n: Int) {
    guard n > 0 else { return }
    bytes.append(contentsOf: repeatElement(0x20, count: n))
    column += n
  }

  /// Spaces up to `target` columns into the line (none when it is already there).
  public mutating func pad(to target: Int) { spaces(target - column) }

  /// A non-negative number in decimal digits, right-aligned in `width` columns.
  public mutating func decimal(_ n: Int, width: Int = 0) {
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var value = max(0, n)
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[7 - count] = UInt8(value % 10) + 0x30
        value /= 10
        count += 1
      } while value > 0 && count < 8
      spaces(width - count)
      bytes.append(contentsOf: buffer[(8 - count)...])
    }
    column += count
  }

  /// Ends the line, dropping blanks at its end.
  public mutating func endLine() {
    let start = ends.last ?? 0
    while bytes.count > start, bytes[bytes.count - 1] == 0x20 {
      bytes.removeLast()
      column -= 1
    }
    ends.append(bytes.count)
    widths.append(column)
    column = 0
  }

  /// Appends another block's lines.
  public mutating func append(_ other: TextBlock) {
    let base = bytes.count
    bytes.append(contentsOf: other.bytes)
    for end in other.ends { ends.append(end + base) }
    widths.append(contentsOf: other.widths)
  }

  /// Writes every line, each ended by a newline.
  public func write(to out: Output) {
    bytes.withUnsafeBytes { raw in
      var start = 0
      for end in ends {
        out.write(UnsafeRawBufferPointer(rebasing: raw[start..<end]))
        out.newline()
        start = end
      }
    }
  }

  /// Writes line `index` without its newline.
  @inline(__always)
  public func writeLine(_ index: Int, to out: Output) {
    let range = line(index)
    bytes.withUnsafeBytes { out.write(UnsafeRawBufferPointer(rebasing: $0[range])) }
  }
}
