/// Text wrapped to a width in display columns, at blanks only: a word is never broken (one
/// wider than the width stands on a line of its own). A wrapped line's continuation lines are
/// indented to where its text starts, or, when the line is two columns (`  usage    summary`),
/// to where its second column starts, so help's columns stay columns.
/// The indented lines after an `Examples:` line are statements to copy: they are never wrapped
/// (a split one would read as two), however wide.
public func wrapped(_ text: String, width: Int) -> String {
  var result: [String] = []
  var inExamples = false
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line == "Examples:" {
      inExamples = true
    } else if inExamples, line.hasPrefix("  ") {
      result.append(String(line))
      continue
    } else {
      inExamples = false
    }
    wrap(String(line), width: width, into: &result)
  }
  return result.joined(separator: "\n")
}

private func wrap(_ line: String, width: Int, into result: inout [String]) {
  guard displayWidth(line) > width else { return result.append(line) }
  let indent = line.prefix(while: { $0 == " " }).count
  // A line indented past half the width (a summary under a long usage) comes in (to 6 columns
  // at most, a quarter of a narrow width); each step in is smaller, so this ends.
  let comeIn = min(6, width / 4)
  if indent >= width / 2, comeIn < indent {
    return wrap(String(repeating: " ", count: comeIn) + line.dropFirst(indent), width: width, into: &result)
  }
  // The hanging indent: the second column's start, when it leaves room for words after it.
  var hanging = indent
  let text = line.dropFirst(indent)
  if let gap = zip(text.indices, text.indices.dropFirst()).first(where: { text[$0] == " " && text[$1] == " " }
  ) {
    let secondColumn = line[gap.1...].prefix(while: { $0 == " " })
    let start = displayWidth(String(line[..<secondColumn.endIndex]))
    if start <= width / 2 {
      hanging = start
    } else if secondColumn.endIndex < line.endIndex {
      // Two columns that do not fit side by side: the second goes under the first, indented.
      wrap(String(line[..<gap.0]), width: width, into: &result)
      let under = String(repeating: " ", count: min(indent + 4, comeIn))
      return wrap(under + line[secondColumn.endIndex...], width: width, into: &result)
    }
  }
  if hanging >= width / 2 { hanging = min(indent, width / 4) }
  // Words keep the blanks before them, so the first line is kept as written up to the break.
  var current = String(line.prefix(indent))
  var currentWidth = indent
  var isFirstWord = true
  var rest = line.dropFirst(indent)
  while !rest.isEmpty {
    let blanks = rest.prefix(while: { $0 == " " })
    let word = rest.dropFirst(blanks.count).prefix(while: { $0 != " " })
    rest = rest.dropFirst(blanks.count + word.count)
    guard !word.isEmpty else { break }  // blanks at the end of the line
    let wordWidth = displayWidth(String(word))
    if !isFirstWord, currentWidth + blanks.count + wordWidth > width {
      result.append(current)
      current = String(repeating: " ", count: hanging) + word
      currentWidth = hanging + wordWidth
    } else {
      current += blanks + word
      currentWidth += blanks.count + wordWidth
    }
    isFirstWord = false
  }
  result.append(current)
}
