/// Markdown blocks besides tables: code blocks of text drawings (grids, strips, heatmaps, a
/// format's text), and one-line values as a paragraph.
public enum MarkdownBlocks {
  /// The most of a streamed code block held back to choose its fence (256 KiB).
  public static let heldCodeLimit = 1 << 18

  /// A code block around what `body` writes to the output it is given. The text is held until it
  /// ends, so its fence is longer than any run of backticks in it (a note's line of ``` cannot
  /// close it); text longer than `holding` bytes goes out as it comes, as an indented code block,
  /// which no line of the text can close (see `IndentedCodeWriter`).
  public static func codeBlock<Failure: Error>(
    to out: Output, language: String = "text", holding limit: Int = heldCodeLimit,
    _ body: (Output) throws(Failure) -> Void
  ) throws(Failure) {
    let writer = IndentedCodeWriter(to: out, language: language, holding: limit)
    let buffer = Output(limit: min(limit, 1 << 16)) { writer.take($0) }
    defer {
      buffer.flush()
      writer.finish()
    }
    try body(buffer)
  }

  /// `text` as a fenced code block, its fence longer than any run of backticks in it, and a line
  /// end added when the text lacks one.
  public static func codeBlock(_ text: String, language: String = "text", to out: Output) {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: text.utf8) + 1))
    out.write(fence)
    out.write(language)
    out.newline()
    out.write(text)
    if !text.isEmpty, text.utf8.last != UInt8(ascii: "\n") { out.newline() }
    out.write(fence)
    out.newline()
  }

  /// One line of text as a paragraph, shown as it reads: control characters as escapes (as table
  /// cells show them), its Markdown marks escaped, a start that would begin a list or a heading's
  /// underline (`- `, `+ `, `=`, `1. `) escaped, and leading and trailing spaces written `&#32;`,
  /// which Markdown neither strips nor reads as an indented code block.
  public static func paragraph(_ line: String, to out: Output) {
    var text = MarkdownText.escaped(FieldTable.visible(line))
    if let first = text.first, "-+=".contains(first) {
      text.insert("\\", at: text.startIndex)
    } else if let end = text.firstIndex(where: { !$0.isASCII || !$0.isNumber }), end != text.startIndex,
      text[end] == "." || text[end] == ")"
    {
      text.insert("\\", at: end)
    }
    out.write(MarkdownText.keepingEdgeSpaces(text))
    out.newline()
  }

  static func longestBacktickRun(in bytes: some Sequence<UInt8>) -> Int {
    var longest = 0
    var run = 0
    for byte in bytes {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}

/// A streamed code block's text: held until it ends and then fenced (`MarkdownBlocks.codeBlock`),
/// or, once it outgrows what is held, written as it comes as an indented code block: each line
/// after four spaces, which no line can close. An HTML comment naming the language goes first, so
/// the block starts a new one even after a list or a paragraph.
final class IndentedCodeWriter {
  private let out: Output
  private let language: String
  private let limit: Int
  private var held: [UInt8] = []
  private var indenting = false
  private var atLineStart = true

  init(to out: Output, language: String, holding limit: Int) {
    self.out = out
    self.language = language
    self.limit = limit
  }

  func take(_ bytes: [UInt8]) {
    if indenting { return writeIndented(bytes) }
    held += bytes
    guard held.count > limit else { return }
    indenting = true
    out.write("<!-- ")
    out.write(language)
    out.write(" -->")
    out.newline()
    writeIndented(held)
    held = []
  }

  func finish() {
    if indenting {
      if !atLineStart { out.newline() }
      return
    }
    let fence = String(repeating: "`", count: max(3, MarkdownBlocks.longestBacktickRun(in: held) + 1))
    out.write(fence)
    out.write(language)
    out.newline()
    out.write(held)
    if let last = held.last, last != 0x0A { out.newline() }
    out.write(fence)
    out.newline()
    held = []
  }

  private func writeIndented(_ bytes: [UInt8]) {
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      writeLinePart(bytes[start..<index])
      out.newline()
      atLineStart = true
      start = index + 1
    }
    writeLinePart(bytes[start...])
    out.flushIfFull()
  }

  private func writeLinePart(_ part: ArraySlice<UInt8>) {
    guard !part.isEmpty else { return }
    if atLineStart { out.write("    ") }
    atLineStart = false
    part.withUnsafeBytes { out.write($0) }
  }
}
