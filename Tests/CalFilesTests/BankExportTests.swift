import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalFiles

/// Issue 30's bank files as they come: a trailing empty field on every row, Windows-1252 and
/// Latin-1 text, two-digit years with their century rule.
struct BankExportTests {
  func read(_ bytes: [UInt8], _ options: LedgerFormat = LedgerFormat(), blockSize: Int = 1 << 20) -> (
    Result<Ledger, FileError>, [FileError]
  ) {
    var notes: [FileError] = []
    let result = LedgerFile.read(bytes: bytes, options: options, blockSize: blockSize) { notes.append($0) }
    return (result, notes)
  }

  func read(_ text: String, _ options: LedgerFormat = LedgerFormat(), blockSize: Int = 1 << 20) -> (
    Result<Ledger, FileError>, [FileError]
  ) {
    read(Array(text.utf8), options, blockSize: blockSize)
  }

  /// Chase's shape: every row ends in a comma, the header with or without an empty last cell;
  /// the file reads as without them, and it is said once, at the first place it is seen.
  @Test func aTrailingEmptyFieldIsNoColumn() throws {
    let plain = "Date,Description,Amount\n2025-01-12,Coffee,-3.50\n2025-01-13,Rent,-900\n"
    let expected = try read(plain).0.get()
    for (text, line) in [
      ("Date,Description,Amount,\n2025-01-12,Coffee,-3.50,\n2025-01-13,Rent,-900,\n", 1),
      ("Date,Description,Amount\n2025-01-12,Coffee,-3.50,\n2025-01-13,Rent,-900,\n", 2),
      ("Date,Description,Amount,\r\n2025-01-12,Coffee,-3.50, \r\n2025-01-13,Rent,-900,\r\n", 1),
      ("Date;Description;Amount;\n2025-01-12;Coffee;-3.50;\n2025-01-13;Rent;-900;\n", 1),
    ] {
      for blockSize in [1, 3, 7, 1 << 20] {
        let (result, notes) = read(text, blockSize: blockSize)
        let ledger = try result.get()
        #expect(ledger.columns == expected.columns, "\(text)")
        #expect((0..<ledger.count).map { ledger.entry(at: $0).texts } == [["Coffee"], ["Rent"]])
        #expect(notes.count == 1)
        #expect(notes.first?.line == line)
        #expect(notes.first?.message.contains("read as no column") == true)
      }
    }
    #expect(read(plain).1.isEmpty)
  }

  /// A value in the unnamed last column, or a row with a field too many that is not empty,
  /// is an error at that field.
  @Test func aTrailingFieldWithTextIsAnError() {
    let (named, _) = read("Date,Description,Amount,\n2025-01-12,Coffee,-3.50,x\n")
    guard case .failure(let error) = named else { return #expect(Bool(false)) }
    #expect(error.message.hasPrefix("'x' is in the column after the last"))
    #expect(error.line == 2)
    let (extra, _) = read("Date,Description,Amount\n2025-01-12,Coffee,-3.50,x\n")
    guard case .failure(let other) = extra else { return #expect(Bool(false)) }
    #expect(other.message.hasPrefix("4 fields where the header has 3"))
    // An empty cell inside the header is still a column without a name.
    let (inside, _) = read("Date,,Amount,\n2025-01-12,a,1,\n")
    guard case .failure(let unnamed) = inside else { return #expect(Bool(false)) }
    #expect(unnamed.message.hasPrefix("column 2 of the header row has no name: name it in the header"))
  }

  /// A Sparkasse header (no 'date') over two-digit years: the hint names the column with the
  /// format that reads it and its century rule, so that one hint loads the file.
  @Test func aDateColumnOfTwoDigitYearsIsNamedWithItsFormat() throws {
    let text = "Buchungstag;Betrag;Text\n02.01.26;-23,40;REWE\n"
    guard case .failure(let error) = read(text).0 else { return #expect(Bool(false)) }
    #expect(error.message.contains("its dates are in 'Buchungstag' as %d.%m.%y (%y reads 69–99 as 1969–1999"))
    #expect(
      error.message.hasSuffix(
        #"load FILE date "Buchungstag" dateformat "%d.%m.%y" amount "Betrag" decimal ",""#))
    var options = LedgerFormat()
    options.dateColumn = "Buchungstag"
    options.dateFormat = try DateInputFormat("%d.%m.%y")
    options.amountColumn = "Betrag"
    options.decimalSeparator = UInt8(ascii: ",")
    options.separator = UInt8(ascii: ";")
    let ledger = try read(text, options).0.get()
    #expect(ledger.date(at: 0) == (try CivilDate(parsing: "2026-01-02")))
  }

  /// A header that ends in two empty cells (`Amount,,`): both are no columns, rows may end in up
  /// to as many blank fields, and a value in one of them is an error naming its column.
  @Test func emptyCellsEndingTheHeaderAreNoColumns() throws {
    let text =
      "Date,Description,Amount,,\n2025-01-12,Coffee,-3.50,,\n2025-01-13,Rent,-900,\n2025-01-14,Tea,-2\n"
    for blockSize in [1, 5, 1 << 20] {
      let (result, notes) = read(text, blockSize: blockSize)
      let ledger = try result.get()
      #expect(ledger.columns == ["Description"])
      #expect(ledger.count == 3)
      #expect(notes.count == 1)
      #expect(notes.first?.message.hasPrefix("the header row ends in 2 empty cells") == true)
    }
    let (valued, _) = read("Date,Description,Amount,,\n2025-01-12,Coffee,-3.50,,x\n")
    guard case .failure(let error) = valued else { return #expect(Bool(false)) }
    #expect(error.message.hasPrefix("'x' is in column 5, after the last"))
    let (tooMany, _) = read("Date,Description,Amount,,\n2025-01-12,Coffee,-3.50,,,\n")
    guard case .failure(let count) = tooMany else { return #expect(Bool(false)) }
    #expect(count.message.hasPrefix("6 fields where the header has 3"))
  }

  /// Every byte of Windows-1252 and Latin-1 against the published mappings (written out here;
  /// `scripts/check-text-conditions` compares them with Python's codecs through `load`).
  @Test func singleByteTextIsTheStandardsOwn() {
    let spot: [(UInt8, UInt32, UInt32)] = [
      (0x41, 0x41, 0x41), (0x80, 0x20AC, 0x80), (0x82, 0x201A, 0x82), (0x83, 0x0192, 0x83),
      (0x84, 0x201E, 0x84), (0x85, 0x2026, 0x85), (0x8A, 0x0160, 0x8A), (0x8C, 0x0152, 0x8C),
      (0x93, 0x201C, 0x93), (0x94, 0x201D, 0x94), (0x96, 0x2013, 0x96), (0x97, 0x2014, 0x97),
      (0x99, 0x2122, 0x99), (0x9F, 0x0178, 0x9F), (0x81, 0x81, 0x81), (0x9D, 0x9D, 0x9D),
      (0xA0, 0xA0, 0xA0), (0xE9, 0xE9, 0xE9), (0xFF, 0xFF, 0xFF),
    ]
    for (byte, windows, latin) in spot {
      #expect(SingleByteText.scalar(of: byte, in: .windows1252).value == windows, "\(byte)")
      #expect(SingleByteText.scalar(of: byte, in: .latin1).value == latin, "\(byte)")
    }
    for byte in UInt8.min...UInt8.max where byte < 0x80 || byte >= 0xA0 {
      #expect(SingleByteText.scalar(of: byte, in: .windows1252).value == UInt32(byte))
    }
  }

  /// The transcoding source gives the same bytes whatever the sizes of the reads asked of it.
  @Test func transcodingDoesNotDependOnReadSizes() {
    var random = SplitMix(seed: 1252)
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      for encoding in [TextEncoding.windows1252, .latin1] {
        let whole = SingleByteText.utf8(of: bytes, in: encoding)
        var offset = 0
        let source: (UnsafeMutableRawBufferPointer) -> Int = { buffer in
          let count = min(buffer.count, Int.random(in: 1...5, using: &random), bytes.count - offset)
          guard count > 0 else { return 0 }
          for index in 0..<count { buffer[index] = bytes[offset + index] }
          offset += count
          return count
        }
        let read = SingleByteText.transcoding(source, from: encoding)
        var out: [UInt8] = []
        var scratch = [UInt8](repeating: 0, count: 8)
        while true {
          let size = Int.random(in: 1...8, using: &random)
          let count = scratch.withUnsafeMutableBytes {
            read(UnsafeMutableRawBufferPointer(rebasing: $0[..<size]))
          }
          if count <= 0 { break }
          out += scratch[..<count]
        }
        #expect(out == whole)
        #expect(String(validating: out, as: UTF8.self) != nil)
      }
    }
  }

  /// `encoding "cp1252"` reads a Windows file; without it the error names the byte and the way.
  @Test func aWindowsFileLoadsWhenToldItsEncoding() throws {
    let bytes: [UInt8] =
      Array("date,amount,note\n2025-01-02,-3.50,Caf".utf8) + [0xE9, 0x20, 0x80, 0x20, 0x93] + Array("x".utf8)
      + [0x94, 0x0A]
    let (failed, _) = read(bytes)
    guard case .failure(let error) = failed else { return #expect(Bool(false)) }
    #expect(error.line == 2)
    #expect(error.message.contains("byte 0xE9 is not UTF-8"))
    #expect(error.message.contains("load FILE encoding \"cp1252\""))
    for blockSize in [1, 2, 5, 1 << 20] {
      var options = LedgerFormat()
      options.encoding = .windows1252
      let windows = try read(bytes, options, blockSize: blockSize).0.get()
      #expect(windows.text(at: 0, column: 0) == "Café € “x”")
      options.encoding = .latin1
      let latin = try read(bytes, options, blockSize: blockSize).0.get()
      #expect(latin.text(at: 0, column: 0) == "Café \u{80} \u{93}x\u{94}")
    }
    #expect(TextEncoding(name: "Windows-1252") == .windows1252)
    #expect(TextEncoding(name: "ISO-8859-1") == .latin1)
    #expect(TextEncoding(name: "UTF_8") == .utf8)
    #expect(TextEncoding(name: "ebcdic") == nil)
  }

  /// `%y`: 69–99 are 1969–1999, 00–68 2000–2068 (POSIX), and the hints that suggest it say so.
  @Test func twoDigitYearsFollowThePOSIXRule() throws {
    var options = LedgerFormat()
    options.dateFormat = try DateInputFormat("%d.%m.%y")
    let ledger = try read(
      "date,amount\n01.01.26,1\n31.12.68,1\n01.01.69,1\n31.12.99,1\n01.01.00,1\n", options
    )
    .0.get()
    #expect(
      (0..<ledger.count).map { ledger.date(at: $0).description }
        == ["2026-01-01", "2068-12-31", "1969-01-01", "1999-12-31", "2000-01-01"])
    let (unread, _) = read("date,amount\n01.01.26,1\n")
    guard case .failure(let error) = unread else { return #expect(Bool(false)) }
    #expect(error.message.contains("dateformat \"%d.%m.%y\""))
    #expect(error.message.contains("%y reads 69–99 as 1969–1999 and 00–68 as 2000–2068"))
  }
}
