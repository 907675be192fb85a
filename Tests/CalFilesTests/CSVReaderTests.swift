import TestSupport
import Testing

@testable import CalFiles

/// The reader against `CSVModel` over seeded inputs made of CSV's special bytes, read in blocks
/// of every size (so records, CRLFs, quotes and the byte-order mark are cut at every place).
struct CSVReaderTests {
  /// Bytes mostly of quotes, commas, line ends and blanks, some text, `#`, a few bytes of UTF-8
  /// and some that are not; sometimes a byte-order mark first.
  func randomInput(_ random: inout SplitMix, length: Int) -> [UInt8] {
    let pieces: [[UInt8]] = [
      [0x22], [0x22], [0x22, 0x22], [0x2C], [0x2C], [0x0A], [0x0D], [0x0D, 0x0A], [0x20], [0x09], [0x23],
      Array("ab".utf8), Array("x".utf8), Array("é".utf8), Array("日".utf8), [0xFF], [0xC3],
    ]
    var bytes: [UInt8] = Int.random(in: 0..<8, using: &random) == 0 ? [0xEF, 0xBB, 0xBF] : []
    while bytes.count < length { bytes += pieces.randomElement(using: &random)! }
    return bytes
  }

  @Test(arguments: [1, 2, 3, 7, 64, 1 << 20])
  func agreesWithTheModel(blockSize: Int) {
    var random = SplitMix(seed: UInt64(blockSize))
    for round in 0..<400 {
      let bytes = randomInput(&random, length: Int.random(in: 0..<120, using: &random))
      let options = CSVReader.Options(
        blockSize: blockSize, longestRecord: [5, 20, 1 << 20][round % 3], skipsComments: round % 2 == 0)
      if let difference = CSVModel.disagreement(bytes, options: options) {
        Issue.record("\(bytes) in blocks of \(blockSize): \(difference)")
        return
      }
    }
  }

  /// Valid files only (no stray quotes, UTF-8): the model's records, not only its errors.
  @Test func agreesOnWellFormedFiles() {
    var random = SplitMix(seed: 99)
    let fields: [String] = ["a", "", " b ", "\"q,\"\"x\"\"\"", "\"two\r\nlines\"", " \"c\" ", "日本", "#no"]
    for round in 0..<300 {
      var text = round % 5 == 0 ? "\u{FEFF}" : ""
      let end = ["\n", "\r\n", "\r"][round % 3]
      for _ in 0..<Int.random(in: 0..<8, using: &random) {
        let count = Int.random(in: 1..<4, using: &random)
        text += (0..<count).map { _ in fields.randomElement(using: &random)! }.joined(separator: ",") + end
      }
      for blockSize in [1, 5, 1 << 20] {
        let options = CSVReader.Options(blockSize: blockSize, skipsComments: round % 2 == 0)
        let bytes = Array(text.utf8)
        #expect(CSVModel.expected(bytes, longestRecord: 1 << 20, skipsComments: false).failure == nil)
        if let difference = CSVModel.disagreement(bytes, options: options) {
          Issue.record("\(text.debugDescription) in blocks of \(blockSize): \(difference)")
          return
        }
      }
    }
  }

  func records(_ text: String, blockSize: Int = 1 << 20) throws -> [[String]] {
    let reader = CSVReader(bytes: Array(text.utf8), options: CSVReader.Options(blockSize: blockSize))
    var records: [[String]] = []
    while try reader.next() { records.append((0..<reader.count).map { reader.string($0) }) }
    return records
  }

  @Test func quotesBlanksAndLineEnds() throws {
    for blockSize in [1, 2, 1 << 20] {
      #expect(
        try records("a,\"b,\"\"c\"\"\"\r\n\r\n  \n\"x\ny\",  \"z\"  \r", blockSize: blockSize) == [
          ["a", "b,\"c\""], ["x\ny", "z"],
        ])
      #expect(try records("\u{FEFF}date\rx,\n,", blockSize: blockSize) == [["date"], ["x", ""], ["", ""]])
    }
  }

  /// A row of 100,000 columns is read in one pass: each field once, whatever the block size.
  @Test func wideRowsAreReadInOnePass() throws {
    let row = (0..<100_000).map { "c\($0)" }.joined(separator: ",")
    let fields = try records(row + "\n" + row, blockSize: 4096)
    #expect(fields.count == 2 && fields[1].count == 100_000 && fields[1].last == "c99999")
  }

  /// A file whose first record is bad fails after reading about a block, not the whole file.
  @Test func aBadFirstRecordStopsAtOnce() {
    var served = 0
    let options = CSVReader.Options(blockSize: 4096, longestRecord: 1 << 20)
    let reader = CSVReader(options: options, isCancelled: { false }) { buffer in
      // An endless file: a bad first line, then good ones.
      let text = Array((served == 0 ? "a\"b\n" : "").utf8) + Array(repeating: UInt8(ascii: "x"), count: 4)
      let bytes = text + [0x0A]
      let count = min(buffer.count, bytes.count)
      buffer.copyBytes(from: bytes[..<count])
      served += count
      return count
    }
    #expect(throws: FileError.self) { while try reader.next() {} }
    #expect(served <= 2 * 4096)
  }

  @Test func cancellingStopsTheRead() {
    var asked = 0
    let reader = CSVReader(
      options: CSVReader.Options(blockSize: 16),
      isCancelled: {
        asked += 1
        return asked > 3
      }
    ) { buffer in
      let bytes = Array("a,b\n".utf8)
      let count = min(buffer.count, bytes.count)
      buffer.copyBytes(from: bytes[..<count])
      return count
    }
    do {
      while try reader.next() {}
      Issue.record("an endless file ended")
    } catch {
      #expect(error.isInterrupted)
    }
  }

  /// open(2) reads a name only up to a NUL: `load` opened /dev/null for "/dev/null<NUL>.csv".
  @Test func aNameWithANulIsRefused() {
    let path = "/dev/null\u{0}.csv"
    guard case .failure(let ledger) = LedgerFile.read(path: path),
      case .failure(let holidays) = HolidayFile.read(path: path)
    else {
      Issue.record("read a name with a NUL")
      return
    }
    #expect(ledger.line == 0 && ledger.message == "the file name contains a NUL byte")
    #expect(holidays == ledger)
  }

}
