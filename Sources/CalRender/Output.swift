/// A byte buffer that renderers append to and that hands full chunks to a sink, so output of any
/// length streams in flat memory. Swift `String` + `print` per line costs many times this.
public final class Output {
  public private(set) var bytes: [UInt8] = []
  private let sink: ([UInt8]) -> Void
  private let limit: Int

  /// `sink` receives each chunk; `limit` is the buffered size that triggers a flush at a line end.
  public init(limit: Int = 1 << 16, sink: @escaping ([UInt8]) -> Void) {
    self.sink = sink
    self.limit = limit
    bytes.reserveCapacity(limit + 4096)
  }

  public func write(_ text: String) { bytes.append(contentsOf: text.utf8) }
  public func write(_ raw: [UInt8]) { bytes.append(contentsOf: raw) }
  public func write(byte: UInt8) { bytes.append(byte) }

  public func write(spaces count: Int) {
    for _ in 0..<max(0, count) { bytes.append(0x20) }
  }

  /// Decimal digits of `n`, left-padded with zeros to `width`.
  public func write(decimal n: Int, width: Int = 0) {
    if n < 0 {
      bytes.append(UInt8(ascii: "-"))
      write(decimal: n == .min ? 0 : -n, width: width)  // Int.min never reaches a renderer
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                 UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var value = n
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(truncatingIfNeeded: value % 10) + 0x30
        value /= 10
        count += 1
      } while value > 0
      for _ in count..<max(count, width) { bytes.append(0x30) }
      for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
    }
  }

  /// Ends a line and flushes when the buffer has grown past the limit.
  public func newline() {
    bytes.append(0x0A)
    if bytes.count >= limit { flush() }
  }

  /// Flushes mid-line when the buffer is full: for single lines of unbounded length.
  public func flushIfFull() {
    if bytes.count >= limit { flush() }
  }

  public func flush() {
    guard !bytes.isEmpty else { return }
    sink(bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}

extension Output {
  /// `YYYY-MM-DD` without going through `String`.
  public func write(year: Int, month: Int, day: Int) {
    write(decimal: year, width: 4)
    write(byte: UInt8(ascii: "-"))
    write(decimal: month, width: 2)
    write(byte: UInt8(ascii: "-"))
    write(decimal: day, width: 2)
  }
}
