import CalSyntax
import Testing

@testable import CalScript

/// `equinox`, `solstice`, `newmoon`, `fullmoon`, `moon`, `solarterms` and their explanations
/// (issue 32): each explanation's answer is the plain command's.
struct SkyCommandTests {
  func run(_ text: String) -> String {
    let result = evaluate("set width 1000; " + text, today: "2026-11-28")
    return result.output + result.errors.map { "error: " + $0.message }.joined()
  }

  /// The last line of `explain …` without its `Answer: `.
  func answer(_ text: String) -> String {
    let lines = run(text).split(separator: "\n")
    guard let last = lines.last, last.contains("Answer: ") else { return "no answer in: \(lines)" }
    return String(last.split(separator: "Answer: ", maxSplits: 1).last!)
  }

  @Test func explainedSeasonsAreThePlainAnswers() {
    for year in stride(from: 1, through: 3000, by: 97) + [1000, 1582, 2025, 3000] {
      for (command, word) in [
        ("equinox", "march"), ("equinox", "september"), ("solstice", "june"), ("solstice", "december"),
      ] {
        let plain = run("\(command) \(year) \(word)").trimmingSuffix()
        #expect(answer("explain \(command) \(year) \(word)") == plain, "\(command) \(year) \(word)")
      }
    }
  }

  @Test func explainedPhasesAreThePlainAnswers() {
    for year in stride(from: 1900, through: 2100, by: 13) {
      for month in [1, 2, 6, 11] {
        let argument = "\(year)-\(month < 10 ? "0" : "")\(month)"
        for command in ["newmoon", "fullmoon"] {
          let plain = run("\(command) \(argument)").trimmingSuffix()
          #expect(answer("explain \(command) \(argument)") == plain, "\(command) \(argument)")
        }
      }
    }
  }

  @Test func explainedSolarTermsAreTheRows() {
    for year in [1900, 2025, 2033, 2100] {
      let rows = run("solarterms \(year) | csv").split(separator: "\n").dropFirst()
      let plain = rows.map { row in
        let fields = row.split(separator: ",")
        return "\(fields[0]) \(fields[3])° \(fields[5])"
      }.joined(separator: "; ")
      #expect(answer("explain solarterms \(year)") == plain + ".")
    }
  }

  @Test func commandsGiveInstantsAndRows() {
    #expect(run("equinox 2025").hasPrefix("2025-03-20T09:0"))
    #expect(run("equinox 2025 in Asia/Tokyo").hasPrefix("2025-03-20T18:0"))
    #expect(run("newmoon 2025-03").hasPrefix("2025-03-29T10:5"))
    #expect(run("fullmoon 2025-01..2025-12 | count") == "12\n")
    #expect(run("moon 2025-03 | count") == "4\n")
    #expect(run("moon 2025 | count") == "49\n")
    #expect(run("solarterms 2025 | csv").split(separator: "\n").filter { $0.contains(",true,") }.count == 12)
    #expect(run("solarterms 2025 | first 1 | table term english").contains("小寒"))
    #expect(run("set tz Asia/Shanghai; moon 2025-03 | first 1 | table local").contains("+08:00"))
  }

  @Test func julianDriftPutsTheEquinoxInBothCalendars() {
    // 1582-03-20T23:56Z: the UTC day is the 20th (Rome's clock already showed the 21st).
    #expect(answer("explain julian drift 1582") == "10 March 1582 (Julian), 20 March 1582 (Gregorian)")
    #expect(run("explain julian drift 1582").contains("In 1257 years the Julian date moved 10 days earlier"))
    #expect(answer("explain julian drift 2025") == "7 March 2025 (Julian), 20 March 2025 (Gregorian)")
    #expect(answer("explain julian 2024-01-01").hasPrefix("2023-12-19"))
    #expect(run("explain julian drift").hasPrefix("error:"))
  }

  @Test func badArgumentsAreWorded() {
    #expect(run("equinox 3001").contains("years 1–3000"))
    #expect(run("equinox 2025 june").contains("march or september"))
    #expect(run("solstice 2025 march").contains("june or december"))
    #expect(run("moon 2025-03-01..2025-03-04").hasPrefix("error:"))
    #expect(run("newmoon tue").hasPrefix("error:"))
    #expect(run("explain equinox").hasPrefix("error:"))
  }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == "\n" { text.removeLast() }
    return text
  }
}
