/// What reading an iCalendar file repaired or left out, as recurring-ical-events (on icalendar)
/// reads what the world writes: said once a kind, at its first place, with how many more lines
/// were like it (a published feed repeats a mistake in every event).
struct ICSRepairs {
  /// Each kind's first problem, and how many more of the kind followed.
  private(set) var notes: [(problem: FileError, more: Int)] = []
  private var kinds: [String: Int] = [:]

  /// Notes `problem`, of `kind`: said when it is the first of its kind, counted otherwise.
  mutating func note(_ kind: String, _ problem: @autoclosure () -> FileError) {
    if let index = kinds[kind] {
      notes[index].more += 1
    } else {
      kinds[kind] = notes.count
      notes.append((problem(), 0))
    }
  }

  /// The warnings to show, in the order of their lines.
  var warnings: [FileError] {
    notes.sorted { $0.problem.line < $1.problem.line }.map { note in
      guard note.more > 0 else { return note.problem }
      let problem = note.problem
      return FileError(
        problem.message + " (and \(note.more) more line\(note.more == 1 ? "" : "s") like it)",
        line: problem.line,
        lineText: problem.lineText, offset: problem.offset, length: problem.length)
    }
  }
}
