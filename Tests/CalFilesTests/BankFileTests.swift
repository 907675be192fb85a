import CalendarCore
import Ledger
import TestSupport
import Testing

@testable import CalFiles

/// Bank exports as they come: amounts as banks write them (against the generator's own whole
/// cents), dates in a named format or read the one way NN/NN/YYYY dates allow, debit and credit
/// columns, other separators, and every broken rule at its line and column.
struct BankFileTests {
  func amount(_ text: String, decimal: Character = ".") -> ParsedAmount? {
    Array(text.utf8).withUnsafeBufferPointer {
      try? AmountField.read($0, decimalSeparator: UInt8(ascii: decimal.unicodeScalars.first!)).get()
    }
  }

  func cents(_ text: String, decimal: Character = ".") -> Int64? {
    guard let parsed = amount(text, decimal: decimal) else { return nil }
    var units = parsed.units
    for _ in parsed.decimals..<2 { units *= 10 }
    return parsed.decimals <= 2 ? units : nil
  }

  @Test func amountsAsBanksWriteThem() {
    #expect(cents("1,234.50") == 123_450)
    #expect(cents("\"2,500.00\"") == nil)  // quotes are the reader's, never an amount's
    #expect(cents("$12.50") == 1250)
    #expect(cents("-$12.50") == -1250)
    #expect(cents("$-12.50") == -1250)
    #expect(cents("US$ 3.00") == 300)
    #expect(cents("EUR 12.50") == 1250)
    #expect(cents("12.50 USD") == 1250)
    #expect(cents("12,50 €", decimal: ",") == 1250)
    #expect(cents("1.234,56", decimal: ",") == 123_456)
    #expect(cents("2.500,00", decimal: ",") == 250_000)
    #expect(cents("-1.150,00 €", decimal: ",") == -115_000)
    #expect(cents("(12.50)") == -1250)
    #expect(cents("($12.50)") == -1250)
    #expect(cents("12.50-") == -1250)
    #expect(cents("12.50 EUR-") == -1250)
    #expect(cents("\u{2212}4.00") == -400)
    #expect(cents("1'234.00") == 123_400)
    #expect(cents("1 234,00", decimal: ",") == 123_400)
    #expect(cents("1\u{00A0}234,00", decimal: ",") == 123_400)
    #expect(cents("1\u{202F}234,00", decimal: ",") == 123_400)
    #expect(cents("1,234,567") == 123_456_700)
    #expect(cents("  7  ") == 700)
  }

  @Test func amountsThatAreNotAmounts() {
    for text in [
      "12,50", "1,23.45", "1,2345", "12345,678", "--5", "(-5)", "-5-", "$", "12.", ".5", "abc",
      "EURO 5", "5 $ $", "(5", "1,234.5.6",
    ] {
      #expect(amount(text) == nil, "\(text)")
    }
    // With decimal ",", a point groups thousands: 12.50 is then a broken group.
    #expect(amount("12.50", decimal: ",") == nil)
    #expect(cents("1.234", decimal: ",") == 123_400)
  }

  /// Random amounts written in every style a bank uses, against the cents they were made from.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomAmountsReadExactly(seed: UInt64) {
    var random = SplitMix(seed: seed)
    for _ in 0..<5000 {
      let value = Int64.random(in: -99_999_999_999...99_999_999_999, using: &random)
      let comma = Bool.random(using: &random)
      let magnitude = value.magnitude
      var whole = String(magnitude / 100)
      if Bool.random(using: &random) {
        var grouped = ""
        for (offset, digit) in whole.reversed().enumerated() {
          if offset > 0, offset % 3 == 0 { grouped.append(comma ? "." : ",") }
          grouped.append(digit)
        }
        whole = String(grouped.reversed())
      }
      let fraction = magnitude % 100
      var text = whole + (comma ? "," : ".") + (fraction < 10 ? "0" : "") + String(fraction)
      let currency = ["", "$", "€ ", "EUR ", " USD", " €"].randomElement(using: &random)!
      if currency.hasPrefix(" ") { text += currency } else { text = currency + text }
      if value < 0 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: text = "-" + text
        case 1: text = "(" + text + ")"
        default: text += "-"
        }
      }
      #expect(cents(text, decimal: comma ? "," : ".") == value, "\(text)")
    }
  }

  /// Text made of the pieces amounts and dates are made of never traps, and what reads as an
  /// amount keeps within 18 digits.
  @Test(arguments: [11, 12] as [UInt64])
  func randomTextNeverTraps(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let pieces = [
      "9", "0", "12", "999999999", ",", ".", "'", " ", "\u{00A0}", "-", "+", "(", ")", "$", "€", "EUR", "US",
      "\u{2212}", "/", "%", "Mar", "sept", "\u{FF}", "é",
    ]
    let formats = try ["%d %b %Y", "%Y%m%d", "%m/%d/%y", "%d.%m.%Y"].map { try DateInputFormat($0) }
    for _ in 0..<20000 {
      var text = ""
      for _ in 0..<Int.random(in: 0..<12, using: &random) { text += pieces.randomElement(using: &random)! }
      for decimal in [UInt8(ascii: "."), UInt8(ascii: ",")] {
        let result = Array(text.utf8).withUnsafeBufferPointer {
          AmountField.read($0, decimalSeparator: decimal)
        }
        if case .success(let amount) = result { #expect(amount.units.magnitude <= UInt64(Ledger.limit)) }
      }
      for format in formats {
        _ = Array(text.utf8).withUnsafeBufferPointer { format.read($0) }
      }
      _ = Array(text.utf8).withUnsafeBufferPointer { Slashes($0) }
    }
  }

  func ledger(_ text: String, _ options: LedgerFormat = LedgerFormat(), blockSize: Int = 1 << 20) throws
    -> Ledger
  {
    try LedgerFile.read(text: text, options: options, blockSize: blockSize).get()
  }

  func error(_ text: String, _ options: LedgerFormat = LedgerFormat(), blockSize: Int = 1 << 20) -> FileError?
  {
    if case .failure(let error) = LedgerFile.read(text: text, options: options, blockSize: blockSize) {
      return error
    }
    return nil
  }

  func dates(_ ledger: Ledger) -> [String] { (0..<ledger.count).map { ledger.date(at: $0).description } }

  @Test func dateFormats() throws {
    let cases: [(String, String)] = [
      ("%m/%d/%Y", "03/01/2025"), ("%d/%m/%Y", "01/03/2025"), ("%d.%m.%Y", "1.3.2025"),
      ("%Y%m%d", "20250301"),
      ("%d %b %Y", "01 Mar 2025"), ("%d %b %Y", "1  march  2025"), ("%d-%b-%y", "01-MAR-25"),
      ("%b %d, %Y", "Mar. 1, 2025"), ("%Y-%m-%d", "2025-03-01"), ("%m/%d/%y", "3/1/25"),
    ]
    for (pattern, text) in cases {
      let format = try DateInputFormat(pattern)
      let book = try ledger("date,amount\n\"\(text)\",1\n", LedgerFormat(dateFormat: format))
      #expect(dates(book) == ["2025-03-01"], "\(pattern) \(text)")
    }
    let century = try DateInputFormat("%d/%m/%y")
    #expect(
      dates(try ledger("date\n1/1/69\n31/12/68\n", LedgerFormat(dateFormat: century))) == [
        "1969-01-01", "2068-12-31",
      ])
    for bad in ["%m/%d", "%Y%Y%m%d", "%H:%M", "%d %b %Y %", "%m/%b/%Y"] {
      #expect(throws: DateInputFormat.Problem.self, "\(bad)") { try DateInputFormat(bad) }
    }
  }

  /// A date that does not follow dateformat is told where it parts from it; without dateformat,
  /// the formats it fits are suggested (QA 26, item 5).
  @Test func aMismatchSaysWhyAndWhatFits() throws {
    let compact = LedgerFormat(dateFormat: try DateInputFormat("%Y%m%d"))
    for (text, reason) in [
      ("2025-01-01", "it has '-' where the format has the month (%m)"),
      ("202501011", "'1' is left over after 20250101"), ("20250101x", "'x' is left over after 20250101"),
      ("abc", "it has 'a' where the format has the year (%Y, four digits)"),
    ] {
      let failure = try #require(error("date,amount\n\(text),1\n", compact), "\(text)")
      #expect(failure.message == "'\(text)' is not a date written %Y%m%d, as dateformat says; \(reason)")
    }
    let dotted = LedgerFormat(dateFormat: try DateInputFormat("%d.%m.%Y"))
    #expect(
      error("date\n11.01.25\n", dotted)?.message
        == "'11.01.25' is not a date written %d.%m.%Y, as dateformat says; '25' is not the year "
        + "(%Y, four digits); a two-digit year is %y (%y reads 69–99 as 1969–1999 and 00–68 as 2000–2068, "
        + "as POSIX does)")
    let named = LedgerFormat(dateFormat: try DateInputFormat("%d %b %Y"))
    #expect(
      error("date\n2 Foo 2025\n", named)?.message.hasSuffix(
        "'Foo' is not a month's name (%b): Jan or January, any case") == true)
    for (text, fits) in [
      ("20250111", "dateformat \"%Y%m%d\""), ("11.01.25", "dateformat \"%d.%m.%y\""),
      ("1/2/25", "dateformat \"%m/%d/%y\" or dateformat \"%d/%m/%y\""),
      ("2 Jan 2025", "dateformat \"%d %b %Y\""), ("2025-1-2", "dateformat \"%Y-%m-%d\""),
      ("xyz", "e.g. dateformat \"%Y%m%d\" or dateformat \"%d %b %Y\""),
    ] {
      let message = try #require(error("date\n\(text)\n")?.message, "\(text)")
      #expect(message.hasPrefix("'\(text)' is not a date of the form YYYY-MM-DD, NN.NN.YYYY or NN/NN/YYYY"))
      let rule = fits.contains("%y") ? " (\(DateInputFormat.centuryRule))" : ""
      #expect(message.hasSuffix(fits + rule), "\(message)")
    }
  }

  /// A date with a time of day is named as one, with or without dateformat: calsh reads days,
  /// and no date format would read the time (#26 QA r2, item 8).
  @Test func aTimeOfDayIsNamed() throws {
    let advice = "calsh reads days, not times: cut the times from the file's dates, or load a column of dates"
    for (text, time) in [
      ("2025-01-02T10:00:00", "10:00:00"), ("2025-01-02 10:00", "10:00"), ("02.01.2025 10:00", "10:00"),
      ("1/2/2025 9:30 PM", "9:30 PM"), ("2025-01-02T10:00:00.5+01:00", "10:00:00.5+01:00"),
      ("20250102T100000Z", "100000Z"),
    ] {
      let message = try #require(error("date\n\(text)\n")?.message, "\(text)")
      #expect(message == "'\(text)' has a time of day after its date ('\(time)'); \(advice)")
    }
    // After a first date without a time, and under dateformat.
    #expect(
      error("date\n2025-01-01\n2025-01-02 10:00\n")?.message
        == "'2025-01-02 10:00' has a time of day after its date ('10:00'); \(advice)")
    let dashes = LedgerFormat(dateFormat: try DateInputFormat("%Y-%m-%d"))
    #expect(
      error("date\n2025-01-02T10:00\n", dashes)?.message
        == "'2025-01-02T10:00' is not a date written %Y-%m-%d, as dateformat says; it has a time of day "
        + "after the date ('10:00'); \(advice)")
    // Not a time: left as it was.
    #expect(error("date\n2025-01-02 x\n")?.message.contains("time") == false)
  }

  /// A two-digit year under %Y is named as the problem, not the widths of %m and %d (#26 QA r2,
  /// item 8).
  @Test func aTwoDigitYearUnderFourDigitsIsNamed() throws {
    for (format, text, fits) in [("%Y%m%d", "250101", "%y%m%d"), ("%d%m%Y", "020125", "%d%m%y")] {
      let options = LedgerFormat(dateFormat: try DateInputFormat(format))
      #expect(
        error("date\n\(text)\n", options)?.message
          == "'\(text)' is not a date written \(format), as dateformat says; its year has two digits: a "
          + "two-digit year is %y (dateformat \"\(fits)\"; \(DateInputFormat.centuryRule))")
      #expect(try ledger("date\n\(text)\n", LedgerFormat(dateFormat: try DateInputFormat(fits))).count == 1)
    }
  }

  /// Numbers with nothing between them are read at fixed widths: seven digits under %Y%m%d could
  /// be two dates, and are an error that says why (#26.24).
  @Test func runTogetherNumbersTakeAllTheirDigits() throws {
    let compact = LedgerFormat(dateFormat: try DateInputFormat("%Y%m%d"))
    for text in ["2025011", "2025101", "202511"] {
      let failure = try #require(error("date,amount\n\(text),1\n", compact), "\(text)")
      #expect(
        failure.message == "'\(text)' is not a date written %Y%m%d, as dateformat says; with nothing between "
          + "them, %m and %d take two digits each (01, not 1)")
    }
    #expect(dates(try ledger("date\n20250111\n", compact)) == ["2025-01-11"])
    let monthFirst = LedgerFormat(dateFormat: try DateInputFormat("%m%d%Y"))
    #expect(error("date\n1112025\n", monthFirst) != nil)
    #expect(dates(try ledger("date\n01112025\n", monthFirst)) == ["2025-01-11"])
    // Apart, they keep one or two digits.
    let dashes = LedgerFormat(dateFormat: try DateInputFormat("%Y-%m-%d"))
    #expect(dates(try ledger("date\n2025-1-5\n", dashes)) == ["2025-01-05"])
  }

  @Test(arguments: [1, 5, 1 << 20])
  func slashDatesReadTheWayTheyAllow(blockSize: Int) throws {
    // A day above 12 late in the file turns every earlier date round.
    var text = "date,amount\n"
    var expected: [String] = []
    for day in 1...12 {
      text += "\(day)/03/2025,1\n"
      expected.append("2025-03-\(day < 10 ? "0" : "")\(day)")
    }
    text += "13/03/2025,1\n"
    expected.append("2025-03-13")
    #expect(dates(try ledger(text, blockSize: blockSize)) == expected)
    // Month first.
    #expect(
      dates(try ledger("date\n03/01/2025\n03/13/2025\n", blockSize: blockSize)) == [
        "2025-03-01", "2025-03-13",
      ])
    // The same either way: no question to ask.
    #expect(dates(try ledger("date\n05/05/2025\n", blockSize: blockSize)) == ["2025-05-05"])
    // Dates with points are day first.
    #expect(dates(try ledger("date\n02.01.2025\n", blockSize: blockSize)) == ["2025-01-02"])
  }

  @Test(arguments: [1, 1 << 20])
  func brokenRulesAreErrorsAtTheirRow(blockSize: Int) {
    let cases: [(String, LedgerFormat, Int, Int, String)] = [
      ("date\n03/01/2025\n04/02/2025\n", LedgerFormat(), 2, 1, "dateformat \"%m/%d/%Y\""),
      ("date\n03/01/2025\n12/25/2025\n25/12/2025\n", LedgerFormat(), 4, 1, "line 3's '12/25/2025'"),
      ("date\n2025-03-01\n03/01/2025\n", LedgerFormat(), 3, 1, "line 2, 2025-03-01"),
      ("date\n03/01/2025\n2025-03-01\n", LedgerFormat(), 3, 1, "line 2, 03/01/2025"),
      ("date\n02.01.2025\n2025-01-03\n", LedgerFormat(), 3, 1, "%d.%m.%Y"),
      ("date,amount\n2025-03-01,\"1,23\"\n", LedgerFormat(), 2, 12, "decimal \",\""),
      (
        "date,amount\n2025-03-01,12.50\n", LedgerFormat(decimalSeparator: UInt8(ascii: ",")), 2, 12, "without"
      ),
      (
        "Date;Amount\n2025-03-01;1\n", LedgerFormat(separator: UInt8(ascii: "|"), separatorIsGiven: true), 1,
        1,
        "separator \";\""
      ),
      ("Date\tAmount\n2025-03-01\t1\n", LedgerFormat(separatorIsGiven: true), 1, 1, "separator \"tab\""),
      ("Date;Amount\n2025-03-01;1\n", LedgerFormat(separator: 0x09), 1, 1, "separated by semicolons"),
      ("a,b\n2025-03-01,1\n", LedgerFormat(), 1, 1, "its dates are in 'a': load FILE date \"a\""),
      ("a,b\n", LedgerFormat(), 1, 1, "date \"Posting Date\""),
      ("a,b\nx,1\n", LedgerFormat(), 1, 1, "date \"Posting Date\""),
      // A quoted German or TSV header: read with the separator that splits it (QA 26.23).
      (
        "\"Datum\";\"Betrag\";\"Text\"\n\"02.01.2025\";\"-4,50\";\"a\"\n", LedgerFormat(), 1, 1,
        "(it names Datum,Betrag,Text); its dates are in 'Datum', its amounts in 'Betrag' with a decimal comma: "
          + "load FILE date \"Datum\" amount \"Betrag\" decimal \",\""
      ),
      ("\"Konto\"\t\"Tag\"\n\"x\"\t\"2025-01-02\"\n", LedgerFormat(), 1, 1, "load FILE date \"Tag\""),
      (
        "Buchungstag;Betrag\n02.01.2025;1\n",
        LedgerFormat(separator: UInt8(ascii: ";"), separatorIsGiven: true),
        1, 1, "load FILE date \"Buchungstag\""
      ),
      ("date,x\n2025-03-01,1\n", LedgerFormat(debitColumn: "Withdrawal"), 1, 1, "'Withdrawal', which debit"),
      ("date,out\n2025-03-01,abc\n", LedgerFormat(debitColumn: "out"), 2, 12, "'abc' is not an amount"),
    ]
    for (text, options, line, column, message) in cases {
      let failure = error(text, options, blockSize: blockSize)
      #expect(failure?.line == line, "\(text)")
      #expect(failure?.column == column, "\(text)")
      #expect(failure?.message.contains(message) == true, "\(failure?.message ?? "no error") ∌ \(message)")
    }
  }

  @Test func debitAndCredit() throws {
    let text = """
      Date , Paid out ,PAID IN,Note
      2025-01-02,12.50,,coffee
      2025-01-03,,"1,000.00",salary
      2025-01-04,0.125,1,both
      2025-01-05,,,neither

      """
    let book = try ledger(text, LedgerFormat(debitColumn: "paid out", creditColumn: " Paid In "))
    #expect(book.columns == ["Note"])
    #expect(
      (0..<book.count).map { book.amount(at: $0)?.description } == ["-12.500", "1000.000", "0.875", nil])
    // Credit alone, debit alone.
    let credits = try ledger(text, LedgerFormat(creditColumn: "paid in"))
    #expect(credits.columns == ["Paid out", "Note"])
    #expect(credits.amount(at: 1)?.description == "1000.00")
    let debits = try ledger(text, LedgerFormat(debitColumn: "paid out"))
    #expect(debits.amount(at: 0)?.description == "-12.500")
  }

  /// A file whose amounts are in a column not called `amount`, with no `amount`, `debit` or
  /// `credit` given, is an error at the first money in its first 100 rows, naming the columns
  /// and how to choose, not entries that sum to zero (QA 2).
  @Test func moneyInAColumnNotNamedIsAnError() throws {
    let german = LedgerFormat(separator: UInt8(ascii: ";"), dateColumn: "Buchungstag")
    let cases: [(String, LedgerFormat, Int, Int, String)] = [
      ("Date,Description,Betrag\n2025-01-02,Salary,\"2,500.00\"\n", LedgerFormat(), 2, 19, "Betrag"),
      ("Date,Note,Withdrawal,Deposit\n2025-01-02,x,,$1000\n", LedgerFormat(), 2, 15, "Deposit"),
      ("Buchungstag;Betrag\n02.01.2025;-4,80\n", german, 2, 12, "Betrag"),
      ("date,Amount (EUR)\n2025-01-02,(12.50)\n", LedgerFormat(), 2, 12, "Amount (EUR)"),
    ]
    for (text, options, line, column, name) in cases {
      let failure = try #require(error(text, options), "\(text)")
      #expect(failure.line == line && failure.column == column, "\(text)")
      #expect(failure.message.contains("has no 'amount' column (it names "), "\(failure.message)")
      #expect(failure.message.contains("load FILE amount \"\(name)\""), "\(failure.message)")
    }
    // An amount written with a decimal comma: the hint names decimal "," too (#26 QA r2, item 10).
    #expect(
      error(cases[2].0, german)?.message.contains("load FILE amount \"Betrag\" decimal \",\", or") == true)
    #expect(error(cases[0].0)?.message.contains("decimal") == false)
    // Named, it loads; text, whole numbers and one decimal are not money; past the first 100
    // rows nothing is looked at.
    #expect(
      try ledger(cases[0].0, LedgerFormat(amountColumn: "betrag")).amount(at: 0)?.description == "2500.00")
    #expect(try !ledger("date,shift,color\n2025-01-02,early,green\n").hasAmounts)
    #expect(try !ledger("date,ref,hours\n2025-01-02,1234,7.5\n").hasAmounts)
    let late = "date,price\n" + String(repeating: "2025-01-02,\n", count: 100) + "2025-01-03,4.50\n"
    #expect(try !ledger(late).hasAmounts)
  }

  @Test(arguments: [1, 7, 1 << 20])
  func otherSeparators(blockSize: Int) throws {
    let text = "Buchungstag;Betrag;Text\n02.01.2025;\"2.500,00\";\"a;b\"\n03.01.2025;-4,80;c\n"
    let book = try ledger(
      text,
      LedgerFormat(
        decimalSeparator: UInt8(ascii: ","), separator: UInt8(ascii: ";"), dateColumn: "buchungstag",
        amountColumn: "BETRAG"), blockSize: blockSize)
    #expect(dates(book) == ["2025-01-02", "2025-01-03"])
    #expect(book.amount(at: 0)?.description == "2500.00")
    #expect(book.amount(at: 1)?.description == "-4.80")
    #expect(book.text(at: 0, column: 0) == "a;b")
    let bars = try ledger(
      "date|amount\n2025-01-02|1,5\n",
      LedgerFormat(
        decimalSeparator: UInt8(ascii: ","), separator: UInt8(ascii: "|")))
    #expect(bars.amount(at: 0)?.description == "1.5")
  }

  /// Without `separator`, a header that names no date column read with commas is read with the
  /// separator that gives it one (QA 26.23); a header no separator helps keeps its error.
  @Test(arguments: [1, 7, 1 << 20])
  func separatorGuessedFromTheHeader(blockSize: Int) throws {
    let german = "\"Datum\";\"Betrag\";\"Text\"\n\"02.01.2025\";\"-4,80\";\"a,b\"\n"
    let book = try ledger(
      german, LedgerFormat(decimalSeparator: UInt8(ascii: ","), dateColumn: "datum", amountColumn: "betrag"),
      blockSize: blockSize)
    #expect(book.amount(at: 0)?.description == "-4.80")
    #expect(book.text(at: 0, column: 0) == "a,b")
    // Tabs: a quoted field after an empty one, blanks inside quotes kept.
    let tabs = try ledger("date\tnote\tamount\n2025-01-02\t\t\" 1 \"\n", blockSize: blockSize)
    #expect(tabs.columns == ["note"])
    #expect(tabs.text(at: 0, column: 0) == "")
    #expect(tabs.amount(at: 0)?.description == "1")
    let bars = try ledger("date|amount\n2025-01-02|3\n", blockSize: blockSize)
    #expect(bars.amount(at: 0)?.description == "3")
    // A separator given is not second-guessed; nor is a header with no date column either way.
    #expect(error("date;amount\n2025-01-02;3\n", LedgerFormat(separatorIsGiven: true)) != nil)
    #expect(error("a;b\n2025-01-02;3\n")?.message.contains("no 'date' column") == true)
  }

  /// A debit or credit column is money in one direction however the bank signs it; its first
  /// amount that is not zero settles the sign, and one of the other sign is an error (QA 26.5).
  @Test func debitAndCreditColumnsHaveOneSign() throws {
    let options = LedgerFormat(debitColumn: "debit", creditColumn: "credit")
    let negative = try ledger(
      "date,debit,credit\n2025-01-02,0,\n2025-01-03,-4.50,\n2025-01-04,-1,3\n", options)
    #expect((0..<negative.count).map { negative.amount(at: $0)?.description } == ["0.00", "-4.50", "2.00"])
    let refund = try #require(error("date,debit,credit\n2025-01-02,4.50,\n2025-01-03,-4.50,\n", options))
    #expect(refund.line == 3 && refund.column == 12)
    #expect(
      refund.message.contains("'-4.50' is negative, but the amounts of 'debit' are positive (line 2: 4.50)"))
    let reversed = try #require(error("date,debit,credit\n2025-01-02,,(9)\n2025-01-03,,9\n", options))
    #expect(reversed.line == 3 && reversed.message.contains("a credit column holds money paid in"))
  }

  @Test func summaryPeriods() throws {
    let book = try ledger("date,amount\n2024-12-30,1\n2025-01-05,2\n2025-04-01,-3\n2025-12-29,4\n")
    let list = EntryList(book)
    func labels(_ period: SummaryPeriod, _ first: Weekday = .sunday) -> [String] {
      let summary = list.summary(per: period, firstWeekday: first)
      return summary.rows.map {
        summary.label(of: $0) + " " + String(summary.money($0.totals.net).description)
      }
    }
    #expect(labels(.year) == ["2024 1", "2025 3"])
    #expect(labels(.quarter) == ["2024-Q4 1", "2025-Q1 2", "2025-Q2 -3", "2025-Q4 4"])
    // ISO weeks: 2024-12-30 and 2025-12-29 are Mondays of week 1 of the next ISO year.
    #expect(labels(.week) == ["2025-W01 3", "2025-W14 -3", "2026-W01 4"])
    #expect(labels(.weekday) == ["Sun 2", "Mon 5", "Tue -3"])
    #expect(labels(.weekday, .monday) == ["Mon 5", "Tue -3", "Sun 2"])
  }
}
