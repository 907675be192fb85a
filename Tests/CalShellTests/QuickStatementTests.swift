import CalShell
import Glibc
import Testing

/// A script file runs simple lines straight from their bytes (QuickStatement); `-c` text always
/// goes through the lexer, parser and interpreter. Both must print the same bytes, errors included,
/// for every line: thousands of generated lines near the shapes the quick path reads.
struct QuickStatementTests {
  /// A small deterministic generator (an LCG), so a failure names a line that stays put.
  struct Lines {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func below(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }

    mutating func pick(_ items: [String]) -> String { items[below(items.count)] }

    mutating func date() -> String {
      pick([
        "2024-02-29", "2023-01-31", "9999-12-31", "0001-01-01", "2023-02-29", "2024-13-01", "0000-01-01",
        "1900-02-28", "2000-02-29", "2024-05-17", "2023-2-3", "10000-01-01", "2024-01-01-1", "2024-01",
        "2024-W05-3", "2024-01-01x",
      ])
    }

    mutating func term() -> String {
      switch below(6) {
      case 0, 1: return date()
      case 2:
        return pick(["0", "1", "31", "366", "99999999999999999999", "9223372036854775807", "3652059", "12"])
      default:
        let amount = pick(["1", "2", "13", "0", "9223372036854775807", "3", "100000"])
        let unit = pick([
          " day", " days", " week", " weeks", " month", " months", " year", " years", "d", "w", "mo", "y",
          " Month", " mnth", "days", " workdays", "x",
        ])
        return amount + unit + (below(4) == 0 ? " 2 days" : "")
      }
    }

    mutating func line() -> String {
      var text = pick(["", "", "", "weekday ", "doy ", "weekday  ", "weekday\t", "leap "])
      text += term()
      for _ in 0..<below(3) {
        text += pick([" + ", " - ", "+", " -", "- ", " * ", " .. "]) + term()
      }
      return pick(["", "  ", "\t"]) + text + pick(["", " ", " # note", "#x", ";", " |"])
    }
  }

  @Test func quickAndFullPathsPrintTheSame() throws {
    var lines = Lines()
    var script: [String] = []
    for _ in 0..<3000 { script.append(lines.line()) }
    script.append("set monthend overflow")
    for _ in 0..<1000 { script.append(lines.line()) }
    let (path, file, inline) = try runBothWays(
      Array((script.joined(separator: "\n") + "\n").utf8), name: "quick")
    #expect(file.status == inline.status)
    let fileOut = file.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let inlineOut = inline.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(fileOut.count == inlineOut.count)
    for (index, (a, b)) in zip(fileOut, inlineOut).enumerated() where a != b {
      Issue.record("stdout line \(index + 1): file \(a), -c \(b)")
      break
    }
    let fileErrors = file.stderr.replacingOccurrences(of: path, with: "<command-line>")
    #expect(fileErrors == inline.stderr)
    #expect(file.stdout.utf8.count > 4_000)
  }
}

extension QuickStatementTests {
  /// Bytes that are not UTF-8 read as U+FFFD (three bytes), so a line holding them is lexed as
  /// text: columns and carets after them are those `-c` shows for the same text.
  @Test func linesThatAreNotUTF8PointWhereTheirTextDoes() throws {
    let bytes: [UInt8] =
      Array("x\n1 + ".utf8) + [0xFF, 0xFE, 0x80] + Array(" + 1\n\"".utf8) + [0xFF]
      + Array("\" + y\n".utf8) + [0xE2, 0x82] + Array(" foo\n".utf8)
    let (path, run, inline) = try runBothWays(bytes, name: "utf8")
    #expect(run.stderr.replacingOccurrences(of: path, with: "<command-line>") == inline.stderr)
    #expect(run.stderr.contains("\(path):3:7: error: unknown name 'y'\n\"\u{FFFD}\" + y\n      ^\n"))
    #expect(run.stderr.contains(":2:5: error: unknown name '\u{FFFD}\u{FFFD}\u{FFFD}'\n1 + "))
    #expect(run.stderr.contains("\n    ^~~\n"))
    #expect(run.stderr.hasSuffix(":4:1: error: unknown command '\u{FFFD}'\n\u{FFFD} foo\n^\n"))
  }
}

extension QuickStatementTests {
  /// A sum of more than 200 operators is the parser's "nested too deeply" error on the quick
  /// path too, not an answer; 200 still run.
  @Test func sumsPastTheNestingLimitAreErrors() throws {
    let lines = [
      "x",
      Array(repeating: "1", count: 201).joined(separator: " + "),
      Array(repeating: "1", count: 202).joined(separator: " + "),
      "weekday 2024-01-01" + String(repeating: " + 1", count: 200),
      "weekday 2024-01-01" + String(repeating: " + 1", count: 201),
      "doy 2024-12-31" + String(repeating: " - 1", count: 201),
    ]
    let (path, run, inline) = try runBothWays(
      Array((lines.joined(separator: "\n") + "\n").utf8), name: "deep")
    #expect(run.stdout == "201\nFriday\n")
    #expect(run.stdout == inline.stdout)
    #expect(run.stderr.replacingOccurrences(of: path, with: "<command-line>") == inline.stderr)
    #expect(run.stderr.contains("\(path):3:803: error: expression nested too deeply (more than 200 levels)"))
    #expect(run.stderr.contains("\(path):6:816: error: expression nested too deeply"))
  }
}

/// Runs `bytes` as a script file (simple lines take the quick path) and as `-c` text (never
/// quick), with the same flags; the file is removed again. Returns its path for the messages.
func runBothWays(_ bytes: [UInt8], name: String) throws -> (path: String, file: RunResult, inline: RunResult)
{
  let path = "/tmp/calsh-\(name)-\(getpid()).cal"
  guard let file = fopen(path, "wb") else { throw POSIXError(errno) }
  _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
  defer { unlink(path) }
  let flags = ["--keep-going", "--today", "2024-05-17", "--color", "never"]
  return (path, runCalsh(flags + [path]), runCalsh(flags + ["-c", String(decoding: bytes, as: UTF8.self)]))
}

struct POSIXError: Error {
  let code: Int32
  init(_ code: Int32) { self.code = code }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
