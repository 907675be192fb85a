/// Why output could not be written, in the system's words (`strerror`): "Broken pipe".
public struct WriteFailure: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) { self.message = message }
}

/// A byte buffer that renderers append to and that hands full chunks to a sink, so output of any
/// length streams in flat memory. Swift `String` + `print` per line costs many times this.
///
/// When the sink fails, the first failure is kept in `failure`, `onFailure` is called once, and
/// everything written after it is dropped: a run whose output is gone can stop and say so once.
public final class Output {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private let sink: ([UInt8]) -> WriteFailure?
  private let limit: Int
  /// The first write that failed; from then on output is dropped.
  public private(set) var failure: WriteFailure?
  /// Called once, when the first write fails.
  public var onFailure: (() -> Void)?

  /// `sink` receives each chunk and returns why it could not write it, or nil; `limit` is the
  /// buffered size that triggers a flush at a line end.
  public init(limit: Int = 1 << 16, sink: @escaping ([UInt8]) -> WriteFailure?) {
    self.sink = sink
    self.limit = limit
    capacity = limit + 4096
    storage = .allocate(capacity: capacity)
  }

  /// An output whose sink never fails (a buffer in memory).
  public convenience init(limit: Int = 1 << 16, sink: @escaping ([UInt8]) -> Void) {
    self.init(limit: limit) { (bytes: [UInt8]) -> WriteFailure? in
      sink(bytes)
      return nil
    }
  }

  deinit { storage.deallocate() }

  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(count + extra) }
  }

  private func grow(_ needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  public func write(_ raw: UnsafeRawBufferPointer) {
    reserve(raw.count)
    if let base = raw.baseAddress {
      (storage + count).update(from: base.assumingMemoryBound(to: UInt8.self), count: raw.count)
    }
    count += raw.count
  }

  /// Fixed text: copied byte by byte, faster than `memcpy` for the short keys and words written.
  @inline(__always)
  public func write(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    reserve(length)
    let source = text.utf8Start
    let target = storage + count
    for offset in 0..<length { target[offset] = source[offset] }
    count += length
  }

  /// Text made at run time; a literal argument picks the `StaticString` overload instead.
  @_disfavoredOverload
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  public func write(_ raw: [UInt8]) { raw.withUnsafeBytes { write($0) } }

  @inline(__always)
  public func write(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// `true` or `false`, as tables and JSON write a flag: one store of a word (the letters packed
  /// first byte lowest), where `write(_: StaticString)` copies them a byte at a time.
  @inline(__always)
  public func write(flag: Bool) {
    reserve(8)
    let letters: UInt64 = flag ? 0x6575_7274 : 0x65_736C_6166
    UnsafeMutableRawPointer(storage + count).storeBytes(of: letters.littleEndian, as: UInt64.self)
    count += flag ? 4 : 5
  }

  /// `n` spaces, stored eight at a time as words: a call of `memset` cost more than the few
  /// spaces a table's field is padded with. (Up to seven bytes past them are written and left
  /// outside `count`.)
  public func write(spaces n: Int) {
    guard n > 0 else { return }
    reserve(n + 7)
    let target = UnsafeMutableRawPointer(storage + count)
    var offset = 0
    repeat {
      target.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
      offset += 8
    } while offset < n
    count += n
  }

  /// Decimal digits of `n`, left-padded with zeros to `width`.
  public func write(decimal n: Int, width: Int = 0) {
    reserve(24 + max(0, width))
    if n < 0 {
      storage[count] = UInt8(ascii: "-")
      count += 1
    }
    var value = n.magnitude
    let digits = Output.digitCount(value)
    if width > digits {
      (storage + count).update(repeating: 0x30, count: width - digits)
      count += width - digits
    }
    var position = count + digits - 1
    repeat {
      storage[position] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
      value /= 10
      position -= 1
    } while value > 0
    count += digits
  }

  /// How many decimal digits `value` has (1 for 0).
  @inline(__always)
  static func digitCount(_ value: UInt) -> Int {
    var digits = 1
    var probe = value
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    return digits
  }

  /// Lets `body` fill the next ten bytes of the buffer.
  @inline(__always)
  func withTenBytes(_ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    reserve(10)
    body(storage + count)
    count += 10
  }

  /// Ends a line and flushes when the buffer has grown past the limit.
  public func newline() {
    write(byte: 0x0A)
    if count >= limit { flush() }
  }

  /// Flushes mid-line when the buffer is full: for single lines of unbounded length.
  public func flushIfFull() {
    if count >= limit { flush() }
  }

  /// Hands the buffer to the sink; after a failure, drops it.
  public func flush() {
    guard count > 0 else { return }
    defer { count = 0 }
    guard failure == nil else { return }
    if let failure = sink(Array(UnsafeBufferPointer(start: storage, count: count))) {
      self.failure = failure
      onFailure?()
    }
  }
}

extension Output {
  /// `HH:MM`, then `:` and the second when `second` is given: a clock's digits in one write.
  public func write(hour: Int, minute: Int, second: Int? = nil) {
    reserve(8)
    let bytes = storage + count
    bytes[0] = UInt8(truncatingIfNeeded: hour / 10) &+ 0x30
    bytes[1] = UInt8(truncatingIfNeeded: hour % 10) &+ 0x30
    bytes[2] = UInt8(ascii: ":")
    bytes[3] = UInt8(truncatingIfNeeded: minute / 10) &+ 0x30
    bytes[4] = UInt8(truncatingIfNeeded: minute % 10) &+ 0x30
    count += 5
    guard let second else { return }
    bytes[5] = UInt8(ascii: ":")
    bytes[6] = UInt8(truncatingIfNeeded: second / 10) &+ 0x30
    bytes[7] = UInt8(truncatingIfNeeded: second % 10) &+ 0x30
    count += 3
  }

  /// `YYYY-MM-DD` without going through `String`.
  public func write(year: Int, month: Int, day: Int) {
    guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
      write(decimal: year, width: 4)
      write(byte: UInt8(ascii: "-"))
      write(decimal: month, width: 2)
      write(byte: UInt8(ascii: "-"))
      write(decimal: day, width: 2)
      return
    }
    withTenBytes { bytes in
      bytes[0] = UInt8(truncatingIfNeeded: year / 1000) &+ 0x30
      bytes[1] = UInt8(truncatingIfNeeded: year / 100 % 10) &+ 0x30
      bytes[2] = UInt8(truncatingIfNeeded: year / 10 % 10) &+ 0x30
      bytes[3] = UInt8(truncatingIfNeeded: year % 10) &+ 0x30
      bytes[4] = UInt8(ascii: "-")
      bytes[5] = UInt8(truncatingIfNeeded: month / 10) &+ 0x30
      bytes[6] = UInt8(truncatingIfNeeded: month % 10) &+ 0x30
      bytes[7] = UInt8(ascii: "-")
      bytes[8] = UInt8(truncatingIfNeeded: day / 10) &+ 0x30
      bytes[9] = UInt8(truncatingIfNeeded: day % 10) &+ 0x30
    }
  }
}
