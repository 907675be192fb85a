import CalendarCore
import Testing

@testable import CalFiles

/// `holidays load` files: `date,name` records through the one CSV reader, with the ledger's
/// messages for the same mistakes.
struct HolidayFileTests {
  func entries(_ text: String, blockSize: Int = 1 << 20) throws -> [String] {
    try HolidayFile.read(bytes: Array(text.utf8), blockSize: blockSize).get().map { "\($0.date) \($0.name)" }
  }

  func error(_ text: String, blockSize: Int = 1 << 20) -> FileError? {
    if case .failure(let error) = HolidayFile.read(bytes: Array(text.utf8), blockSize: blockSize) {
      return error
    }
    return nil
  }

  /// Dates are read as the reform in force writes them (#26.1).
  @Test func datesAreReadUnderTheReform() throws {
    let gb = try #require(Reform(named: "gb"))
    let read = try HolidayFile.read(bytes: Array("1700-02-29,Leap\n1750-03-05,Rent\n".utf8), reform: gb).get()
    #expect(read.map { gb.label(of: $0.date).description } == ["1700-02-29", "1750-03-05"])
    #expect(read[1].date == (try CivilDate(year: 1750, month: 3, day: 16)))
    #expect(error("1700-02-29,Leap")?.message == "1700-02-29 is not a date: February 1700 has 28 days")
  }

  @Test(arguments: [1, 3, 1 << 20])
  func headersCommentsQuotesAndLineEnds(blockSize: Int) throws {
    let text =
      "\u{FEFF}\"Date\", Name\r\n# a comment with a \" quote\r\n\r\n2024-12-30,Company holiday\r\n"
      + "  # indented comment\r\"2024-12-31\" , \"Year-end, \"\"closed\"\"\" \n2024-12-30,second name\n"
      + "2025-01-02,\t padded \t"
    #expect(
      try entries(text, blockSize: blockSize) == [
        "2024-12-30 Company holiday", "2024-12-31 Year-end, \"closed\"", "2025-01-02 padded",
      ])
  }

  @Test(arguments: [1, 3, 1 << 20])
  func mistakesAreErrorsAtTheirLineAndColumn(blockSize: Int) {
    let cases: [(String, Int, Int, String)] = [
      // The same words as `load` for the same date.
      ("2023-02-29,Leap\n", 1, 1, "2023-02-29 is not a date: February 2023 has 28 days"),
      ("date,name\n2024-13-01,bad\n", 2, 1, "month 13 does not exist"),
      ("2024/01/01,bad\n", 1, 1, "'2024/01/01' is not a date of the form YYYY-MM-DD"),
      (
        "2024-03-04,\"Spring\nbreak\"\n", 1, 12,
        "the name runs onto the next line; a holiday's name is one line"
      ),
      ("date,name\n2024-03-05,\"unterminated\n", 2, 12, "the quote that starts this field is never closed"),
      (
        "2024-03-05,a,b\n", 1, 13,
        "a third field; put a name with a comma in double quotes (holiday on 2024-03-05)"
      ),
      ("2024-03-05,April \"Fools\"\n", 1, 18, "a quote inside an unquoted field"),
      ("2024-03-05,\"a\" b\n", 1, 16, "text after the closing quote"),
      (
        "2024-03-05,\"say \"\"hi\"\"\u{7}\"\n", 1, 23,
        "the name holds a control character (holiday on 2024-03-05)"
      ),
      ("2024-03-05,  \n", 1, 12, "the holiday has no name"),
      ("  2024-03-05\n", 1, 3, "expected date,name"),
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

  @Test func bytesThatAreNotUTF8() {
    let bytes = Array("2024-03-05,ok\n2024-03-06,".utf8) + [0xC3, 0x28, 0x0A]
    guard case .failure(let error) = HolidayFile.read(bytes: bytes) else {
      Issue.record("read bytes that are not UTF-8")
      return
    }
    #expect(error.line == 2 && error.column == 12 && error.message.contains("not UTF-8"), "\(error)")
  }

  @Test func aDateListedTwiceKeepsItsFirstName() throws {
    #expect(
      try entries("2024-01-02,first\n2024-01-02,second\n2024-01-01,third\n") == [
        "2024-01-02 first", "2024-01-01 third",
      ])
  }

  @Test func limits() {
    let lines = String(repeating: "2024-01-01,x\n", count: HolidayFile.mostLines)
    #expect((try? entries(lines))?.count == 1)
    #expect(error(lines + "2024-01-02,y\n")?.message == "it is too large (more than 100000 lines)")
    let long = "2024-01-01," + String(repeating: "x", count: HolidayFile.longestRecord) + "\n"
    #expect(error(long)?.message.hasPrefix("a record longer than 1 MiB") == true)
  }
}
