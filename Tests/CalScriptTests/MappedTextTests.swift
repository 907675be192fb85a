import Foundation
import Testing

@testable import CalScript

/// QA 6: a value command mapped over a list prints each result's text, never the name of its
/// kind (`quarter 2025-01-01, 2025-05-01 | csv` once printed `2025-01-01,months`).
struct MappedTextTests {
  static let kindNames: Set<String> = [
    "number", "true or false", "string", "date", "month (YYYY-MM)", "quarter", "duration", "workdays",
    "weekday", "range of dates", "range of months", "month metadata", "month", "months", "days",
    "list of holidays", "amount", "entries", "summary", "nothing",
  ]

  /// The fields of a row, split at commas and at runs of two blanks.
  func fields(_ line: Substring) -> [String] {
    line.split(separator: ",").flatMap { $0.split(separator: "  ") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test(arguments: Command.valueCommandNames.sorted())
  func mappedResultsPrintTheirText(_ name: String) {
    let prefix = name == "nth" ? "nth 2 fri" : name
    for list in ["2025-01-01, 2025-05-01", "2025-01, 2025-05", "2024, 2025", "2025-01-01..2025-01-02"] {
      for (stage, header) in [("", 0), (" | csv", 1), (" | table", 1)] {
        let statement = "\(prefix) \(list)\(stage)"
        let rows = evaluate(statement).output.split(separator: "\n").dropFirst(header)
        for row in rows {
          let named = fields(row).filter { Self.kindNames.contains($0) || $0.hasSuffix(" output") }
          #expect(named.isEmpty, "\(statement) printed a kind's name: \(row)")
        }
      }
    }
  }
}
