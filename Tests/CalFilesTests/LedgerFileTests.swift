import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalFiles

/// Loading CSV ledgers: random files (quoted fields, commas and line breaks inside quotes,
/// non-ASCII text, CRLF or LF, a byte-order mark) against sums kept by the generator as whole
/// cents, and every kind of bad input at its physical line and column.
struct LedgerFileTests {
  struct Generated {
    var text = ""
    var cents: [Int?] = []
    var dates: [String] = []
    var categories: [String] = []
    var notes: [String] = []
  }

  func generate(seed: UInt64, rows: Int) -> Generated {
    var random = SplitMix(seed: seed)
    var file = Generated()
    let newline = Bool.random(using: &random) ? "\r\n" : "\n"
    if Bool.random(using: &random) { file.text += "\u{FEFF}" }
    file.text += "date,amount,category,note" + newline
    let categories = ["food", "rent", "café", "日用品", "a,b", "say \"hi\"", "🎉", " padded "]
    for row in 0..<rows {
      let day = 738_000 + Int.random(in: 0..<2000, using: &random)  // days since 0001: about 2021–2026
      let date = CivilDate(uncheckedDayCount: day - 719_162)
      let cents: Int? =
        Int.random(in: 0..<12, using: &random) == 0 ? nil : Int.random(in: -500_000...500_000, using: &random)
      let category = categories.randomElement(using: &random)!
      var note = "note \(row)"
      switch Int.random(in: 0..<5, using: &random) {
      case 0: note = "two\nlines, \(row)"
      case 1: note = "crlf\r\ninside"
      case 2: note = ""
      case 3: note = "quote \"\" and é"
      default: break
      }
      file.cents.append(cents)
      file.dates.append(date.description)
      file.categories.append(category)
      file.notes.append(note)
      let amount =
        cents.map { c in
          let sign = c < 0 ? "-" : ""
          let m = abs(c)
          return "\(sign)\(m / 100).\(m % 100 < 10 ? "0" : "")\(m % 100)"
        } ?? ""
      file.text += [date.description, amount, quote(category), quote(note)].joined(separator: ",") + newline
      if Int.random(in: 0..<50, using: &random) == 0 { file.text += newline }  // a blank line
    }
    return file
  }

  func quote(_ field: String) -> String {
    guard field.unicodeScalars.contains(where: { ",\"\n\r ".unicodeScalars.contains($0) }) else {
      return field
    }
    return "\"" + field.replacingQuotes() + "\""
  }

  @Test(arguments: [(1, 1 << 20), (2, 64), (3, 7), (4, 1), (5, 1000)])
  func randomLedgersLoadExactly(seed: UInt64, blockSize: Int) throws {
    let file = generate(seed: seed, rows: 300)
    let ledger = try LedgerFile.read(text: file.text, blockSize: blockSize).get()
    #expect(ledger.count == file.cents.count)
    #expect(ledger.columns == ["category", "note"])
    for row in 0..<ledger.count {
      #expect(ledger.date(at: row).description == file.dates[row])
      let expected: Int128? = file.cents[row].map { Int128($0) }
      #expect(ledger.amount(at: row)?.units == expected)
      #expect(ledger.text(at: row, column: 0) == file.categories[row])
      #expect(ledger.text(at: row, column: 1) == file.notes[row])
    }
    // Sums per month against the generator's own integer sums.
    var income: [String: Int] = [:]
    var expense: [String: Int] = [:]
    for (row, cents) in file.cents.enumerated() {
      let month = String(file.dates[row].prefix(7))
      if let cents, cents > 0 {
        income[month, default: 0] += cents
      } else {
        expense[month, default: 0] -= cents ?? 0
      }
    }
    for row in EntryList(ledger).summary().rows {
      #expect(row.totals.income == Int128(income[row.month.description, default: 0]))
      #expect(row.totals.expense == Int128(expense[row.month.description, default: 0]))
    }
  }

  func error(_ text: String, blockSize: Int = 1 << 20) -> FileError? {
    if case .failure(let error) = LedgerFile.read(text: text, blockSize: blockSize) { return error }
    return nil
  }

  @Test(arguments: [1, 3, 1 << 20])
  func badInputIsAnErrorAtItsLineAndColumn(blockSize: Int) {
    let cases: [(String, Int, Int, String)] = [
      ("day,amount\n2023-01-01,5\n", 1, 1, "no 'date' column"),
      ("date,amount\n2023-02-30,5\n", 2, 1, "February 2023 has 28 days"),
      ("date,amount\n2023/02/01,5\n", 2, 1, "is not a date"),
      ("date,amount,note\n2023-02-01,\"12,50\",x\n", 2, 12, "decimal \",\""),
      ("date,amount\n2023-02-01,abc\n", 2, 12, "'abc' is not an amount"),
      (
        "date,amount,note\n2023-02-01,1,\"a\nb\"\n2023-02-02,12,50,x\n", 4, 18,
        "4 fields where the header has 3"
      ),
      (
        "date,amount,note\r\n2023-02-01,1,\"x\r\ny\"\r\n2023-02-02,5\r\n", 4, 12,
        "2 fields where the header has 3"
      ),
      ("date,note,amount\n2023-02-01,\"x\ny\",abc\n", 3, 4, "'abc' is not an amount"),
      // A short row points at its last character, not into the last bytes of a wide one
      // (byte columns here: 日 and 本 take three bytes each).
      ("date,note,amount\n2023-02-01,日本\n", 2, 15, "2 fields where the header has 3"),
      ("date,note,amount\n2023-02-01,🍕\r\n", 2, 12, "2 fields where the header has 3"),
      ("date,amount,note\n2023-02-01,1,ab\"c\n", 2, 16, "a quote inside an unquoted field"),
      ("date,amount,note\n2023-02-01,1,\"ab\"c\n", 2, 18, "text after the closing quote"),
      ("date,amount,note\n2023-02-01,1,x\n2023-02-01,1,\"abc\n2023-02-02,3,x\n", 3, 14, "never closed"),
      ("date,amount,date\n", 1, 13, "names 'date' twice"),
      ("date,,note\n", 1, 6, "has no name"),
      ("", 1, 1, "empty"),
      ("date,amount,color\n2023-02-01,1,purple\n", 2, 14, "not a colour"),
      ("date,amount\n2023-02-01,1000000000000000000\n", 2, 12, "more than 18 digits"),
      ("date,amount\n2023-02-01,999999999999999999\n2023-02-01,0.5\n", 3, 12, "more than 18 digits"),
      ("date,amount\n2023-02-01,0.0000000000000000001\n", 2, 12, "more than 18 decimals"),
    ]
    for (text, line, column, message) in cases {
      guard let failure = error(text, blockSize: blockSize) else {
        Issue.record("no error for \(text.debugDescription)")
        continue
      }
      #expect(failure.line == line, "\(text.debugDescription): \(failure)")
      #expect(failure.column == column, "\(text.debugDescription): \(failure)")
      #expect(failure.message.contains(message), "\(text.debugDescription): \(failure.message)")
    }
  }

  @Test func textThatIsNotUTF8() {
    let bytes = Array("date,amount\n2023-02-01,1\n2023-02-01,".utf8) + [0xC3, 0x28, 0x0A]
    for blockSize in [1, 5, 1 << 20] {
      guard case .failure(let error) = LedgerFile.read(bytes: bytes, blockSize: blockSize) else {
        Issue.record("read bytes that are not UTF-8")
        return
      }
      #expect(error.line == 3 && error.column == 12 && error.message.contains("not UTF-8"), "\(error)")
    }
  }

  @Test func aRecordPastTheLimitStopsTheRead() {
    let bytes =
      Array("date,amount\n2023-02-01,1\n2023-02-01,\"".utf8)
      + Array(repeating: UInt8(ascii: "x"), count: 5000)
    guard case .failure(let error) = LedgerFile.read(bytes: bytes, blockSize: 100, longestRecord: 1000) else {
      Issue.record("read a record past the limit")
      return
    }
    #expect(
      error.line == 3 && error.column == 1 && error.message.contains("a record longer than"), "\(error)")
  }

  /// A file of CR line ends (old Mac exports) is cut into blocks at its CRs, as one of LF or
  /// CRLF ends is at its LFs: it was read whole and past the limit was "a record longer than".
  @Test func carriageReturnLineEndsAreReadABlockAtATime() throws {
    let rows = (1...200).map { "2023-02-\(String(1 + $0 % 28).leftPadded(2)),\($0 % 7 - 3).5,n\($0)" }
    for end in ["\r", "\r\n", "\n"] {
      let text = "date,amount,note" + end + rows.joined(separator: end) + end + end + "2023-02-30,1,x" + end
      for blockSize in [7, 64, 1 << 20] {
        guard
          case .failure(let error) = LedgerFile.read(
            bytes: Array(text.utf8), blockSize: blockSize, longestRecord: 1000)
        else {
          Issue.record("read an impossible date")
          continue
        }
        #expect(
          error.line == 203 && error.column == 1 && error.message.contains("28 days"),
          "\(end.debugDescription) \(blockSize): \(error)")
      }
      let ledger = try LedgerFile.read(
        bytes: Array((text.split(separator: "2023-02-30")[0]).utf8), blockSize: 64, longestRecord: 1000
      ).get()
      #expect(ledger.count == 200)
      #expect(ledger.text(at: 199, column: 0) == "n200")
    }
  }

  @Test func aMissingFileGivesTheSystemsReason() {
    guard case .failure(let error) = LedgerFile.read(path: "/nonexistent/ledger.csv") else {
      Issue.record("read a missing file")
      return
    }
    #expect(error.line == 0 && error.message == "No such file or directory")
    guard case .failure(let directory) = LedgerFile.read(path: "/") else {
      Issue.record("read a directory")
      return
    }
    #expect(directory.message == "Is a directory")
  }

  /// Under a reform a file's dates are read as the reform writes them (#26.1): 1700-02-29 is a
  /// Julian leap day in Great Britain, 1750-03-05 the Julian date, day/month/year turned round.
  @Test func datesAreReadUnderTheReform() throws {
    let gb = try #require(Reform(named: "gb"))
    for (text, format) in [
      ("date,amount\n1750-03-05,1\n1700-02-29,2\n", LedgerFormat(reform: gb)),
      ("date,amount\n05/03/1750,1\n29/02/1700,2\n", LedgerFormat(reform: gb)),
      (
        "date,amount\n03/05/1750,1\n02/29/1700,2\n",
        LedgerFormat(dateFormat: try DateInputFormat("%m/%d/%Y"), reform: gb)
      ),
    ] {
      let ledger = try LedgerFile.read(text: text, options: format).get()
      #expect(ledger.date(at: 0) == (try gb.date(year: 1750, month: 3, day: 5)), "\(text)")
      #expect(gb.label(of: ledger.date(at: 1)).description == "1700-02-29", "\(text)")
    }
    guard
      case .failure(let gap) = LedgerFile.read(text: "date\n1752-09-05\n", options: LedgerFormat(reform: gb))
    else {
      Issue.record("read a date the switch skipped")
      return
    }
    #expect(gap.message == "1752-09-05 never existed in Great Britain: 1752-09-02 was followed by 1752-09-14")
  }

  /// A date the reform skipped is no evidence of the order of NN/NN/YYYY (#26 QA 2): 09/05/1752
  /// is September 5 as much as May 9, though Great Britain skipped September 5; the skipped
  /// date is an error at its line once the file turns out to be written that way.
  @Test func aSkippedDateDoesNotTellTheOrder() throws {
    let gb = try #require(Reform(named: "gb"))
    let format = LedgerFormat(reform: gb)
    for text in ["date,amount\n09/01/1752,1\n09/02/1752,2\n09/05/1752,3\n", "date\n09/05/1752\n"] {
      guard case .failure(let error) = LedgerFile.read(text: text, options: format) else {
        Issue.record("read \(text) one way")
        continue
      }
      #expect(error.message.hasPrefix("the dates read both month/day/year and day/month/year"), "\(error)")
      #expect(error.line == 2)
    }
    for text in ["date\n09/05/1752\n09/20/1752\n", "date\n05/09/1752\n20/09/1752\n"] {
      guard case .failure(let error) = LedgerFile.read(text: text, options: format) else {
        Issue.record("read \(text) past its skipped date")
        continue
      }
      #expect(error.message.hasPrefix("1752-09-05 never existed in Great Britain"), "\(error)")
      #expect(error.line == 2)
    }
    let turned = try LedgerFile.read(text: "date\n09/05/1752\n20/09/1752\n", options: format).get()
    #expect(gb.label(of: turned.date(at: 0)).description == "1752-05-09")
    #expect(gb.label(of: turned.date(at: 1)).description == "1752-09-20")
  }

  @Test func optionalAmountsAndBlankLines() throws {
    let ledger = try LedgerFile.read(
      text: "\n\nDate,Shift,Color\n\n2023-05-02,early,green\n  \n2023-05-09,night,#8a2be2"
    ).get()
    #expect(ledger.count == 2 && !ledger.hasAmounts && ledger.columns == ["Shift", "Color"])
    #expect(ledger.color(at: 1) == .rgb(red: 0x8A, green: 0x2B, blue: 0xE2))
    #expect(ledger.amount(at: 0) == nil)
  }
}

extension String {
  fileprivate func replacingQuotes() -> String {
    var out = ""
    for c in self {
      out.append(c)
      if c == "\"" { out.append("\"") }
    }
    return out
  }
}

extension String {
  /// Zeros in front up to `width` characters.
  func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
