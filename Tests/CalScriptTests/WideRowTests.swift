import CalRender
import CalSyntax
import CalendarCore
import Glibc
import Testing

@testable import CalScript

/// A file of one entry with 100,000 columns: printing it took time growing with the square of
/// the columns (each column's name was looked up by a walk through all of them), and Ctrl-C was
/// polled only every 4,096 rows, so a wide row could not be stopped.
final class WideRowTests {
  static let columns = 100_000

  /// `date,c1,…,c99999` and one row `2023-01-01,v1,…`, written for each test and removed after it.
  let path: String = {
    let path = "/tmp/calsh-wide-row-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).csv"
    let names = ["date"] + (1..<columns).map { "c\($0)" }
    let values = ["2023-01-01"] + (1..<columns).map { "v\($0)" }
    let file = fopen(path, "w")!
    fputs(names.joined(separator: ",") + "\n" + values.joined(separator: ",") + "\n", file)
    fclose(file)
    return path
  }()

  deinit { unlink(path) }

  /// An interpreter holding the file's entries as `wide`, printing into `bytes`.
  func interpreter(
    printingInto bytes: UnsafeMutablePointer<[UInt8]>, errors: UnsafeMutablePointer<[ScriptError]>
  ) -> Interpreter {
    let interpreter = Interpreter(
      settings: Settings(today: try! CivilDate(parsing: "2023-02-03"), locales: TestLocales()),
      output: Output { bytes.pointee += $0 },
      policy: SessionPolicy(files: TestFiles()) { errors.pointee.append($0) })
    interpreter.run(SourceText(name: "<test>", text: "let wide = load \"\(path)\""))
    return interpreter
  }

  /// Every way of printing the row finishes, and whole: the last column is there. (Before, the
  /// table of 100,000 columns took minutes in a debug build; the limit only catches that.)
  @Test(.timeLimit(.minutes(2))) func aWideRowPrintsInLinearTime() {
    for (statement, last) in [
      ("wide", "v99999"), ("wide | csv", "v99999"), ("wide | json", "\"c99999\":\"v99999\""),
      ("wide | table c99999 c1", "v99999  v1"), ("wide | where c99999 == \"v99999\" | count", "1"),
    ] {
      var bytes: [UInt8] = []
      var errors: [ScriptError] = []
      let interpreter = interpreter(printingInto: &bytes, errors: &errors)
      interpreter.run(SourceText(name: "<test>", text: statement))
      interpreter.output.flush()
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(errors.isEmpty, "\(statement): \(errors)")
      #expect(text.hasSuffix(last + "\n") || text.hasSuffix(last + "}]\n"), "\(statement)")
    }
  }

  /// `json` names each key once, and says so at once however many columns `all` names; columns
  /// named of a wide row come out in the order named.
  @Test(.timeLimit(.minutes(2))) func jsonNamingAWideRowsColumnsTwiceIsRefusedAtOnce() {
    for (statement, message) in [
      ("wide | json all all", "json names the column 'date' twice"),
      ("wide | json pretty all c99999", "json names the column 'c99999' twice"),
      ("wide | json c99999 date", nil),
    ] {
      var bytes: [UInt8] = []
      var errors: [ScriptError] = []
      let interpreter = interpreter(printingInto: &bytes, errors: &errors)
      interpreter.run(SourceText(name: "<test>", text: statement))
      interpreter.output.flush()
      if let message {
        #expect(errors.first?.message.hasPrefix(message) == true, "\(statement): \(errors)")
      } else {
        #expect(errors.isEmpty, "\(statement): \(errors)")
        #expect(
          String(decoding: bytes, as: UTF8.self) == "[{\"c99999\":\"v99999\",\"date\":\"2023-01-01\"}]\n")
      }
    }
  }

  /// Ctrl-C while the row is printed stops it within a few thousand fields, as it stops a long
  /// table within a few thousand rows, and says "interrupted".
  @Test func ctrlCStopsAWideRow() {
    for statement in ["wide", "wide | csv", "wide | json", "wide | json pretty"] {
      var bytes: [UInt8] = []
      var errors: [ScriptError] = []
      let interpreter = interpreter(printingInto: &bytes, errors: &errors)
      #expect(errors.isEmpty)
      var polls = 0
      interpreter.policy.isCancelled = {
        polls += 1
        return polls > 2
      }
      interpreter.run(SourceText(name: "<test>", text: statement))
      interpreter.output.flush()
      #expect(errors.first?.kind == .interrupted, "\(statement)")
      // The whole row is over a megabyte in every form (3 MB as pretty JSON); a table may stop
      // while it measures its columns, before printing anything.
      #expect(bytes.count < 400_000, "\(statement): \(bytes.count) bytes")
      #expect(bytes.isEmpty || bytes.last == 0x0A, "\(statement): the cut line is ended")
    }
  }
}
