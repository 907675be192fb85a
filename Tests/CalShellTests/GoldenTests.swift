import CalShell
import Testing

/// Runs the large generated script `Tests/Golden/mixed.cal` (scripts/gen-golden: thousands of
/// valid and invalid lines mixed) through calsh in-process and compares stdout, stderr and the
/// exit status, byte for byte, with what was recorded before the batch path was rewritten for
/// speed. Any difference is a change of behaviour; re-record only after reading it.
struct GoldenTests {
  static let base = "Tests/Golden/mixed"

  @Test func mixedScriptGivesTheRecordedBytes() throws {
    let script = try #require(readFile(GoldenTests.base + ".cal"))
    #expect(script.utf8.count > 100_000, "the generated script is missing or short")
    let expectedOut = try #require(readFile(GoldenTests.base + ".stdout"))
    let expectedErr = try #require(readFile(GoldenTests.base + ".stderr"))
    let expectedStatus = try #require(readFile(GoldenTests.base + ".status"))
    let result = runCalsh(
      [
        "--keep-going", "--today", "2024-05-17", "--color", "never", "--holidays", "us",
        GoldenTests.base + ".cal",
      ])
    #expect("\(result.status)\n" == expectedStatus)
    #expect(result.stdout.utf8.count == expectedOut.utf8.count)
    #expect(result.stderr.utf8.count == expectedErr.utf8.count)
    #expect(firstDifference(result.stdout, expectedOut) == nil, "stdout differs")
    #expect(firstDifference(result.stderr, expectedErr) == nil, "stderr differs")
  }

  /// The first differing line, numbered, with both versions; nil when the texts are equal.
  private func firstDifference(_ actual: String, _ expected: String) -> String? {
    guard actual != expected else { return nil }
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(got.count, want.count) {
      let a = index < got.count ? String(got[index]) : "<end>"
      let b = index < want.count ? String(want[index]) : "<end>"
      if a != b { return "line \(index + 1): got \(a)\n expected \(b)" }
    }
    return "the texts differ"
  }
}
