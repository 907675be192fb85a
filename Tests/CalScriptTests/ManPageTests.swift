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
