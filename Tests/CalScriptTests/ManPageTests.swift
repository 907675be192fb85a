import CalSyntax
import Foundation
import Testing

@testable import CalScript

/// docs/calsh.1 is generated from `help` (scripts/gen-manpage); scripts/test checks it is current.
/// This checks the page itself: every command of the one table, and every help topic, has an entry.
@Test func manPageHasEveryCommandAndTopic() throws {
  let root = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/")!.lowerBound))
  let page = try String(contentsOfFile: root + "/docs/calsh.1", encoding: .utf8)
  let entries = Set(
    page.split(separator: "\n").filter { $0.hasPrefix("\\fB") }.map { line in
      String(line.dropFirst(3).prefix { $0 != " " && $0 != "\\" })
    })
  for command in CommandTable.all {
    #expect(entries.contains(command.name), "docs/calsh.1 has no entry for '\(command.name)'")
  }
  for topic in HelpTopic.all {
    #expect(entries.contains(topic.name), "docs/calsh.1 has no entry for the topic '\(topic.name)'")
  }
}

/// The manual states the parser's nesting limits as they are (it said 200 for parentheses, whose
/// limit is 64) (#26.24).
@Test func manualStatesTheNestingLimits() throws {
  let root = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/")!.lowerBound))
  let manual = try String(contentsOfFile: root + "/docs/manual.md", encoding: .utf8)
    .replacingOccurrences(of: "\n  ", with: " ")
  #expect(manual.contains("Nesting deeper than \(Parser.maximumParentheses) levels of parentheses"))
  #expect(manual.contains("or \(Parser.maximumDepth) levels of unary minus and operators"))
}
