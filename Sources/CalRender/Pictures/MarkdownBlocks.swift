/// Markdown blocks besides tables: code blocks of text drawings (grids, strips, heatmaps), and
/// one-line values as a paragraph.
public enum MarkdownBlocks {
  /// A fenced code block around what `body` writes to `out` (a drawing streamed as it is drawn),
  /// tagged `text`. `body` writes whole lines; drawings hold no backticks, so three close it.
  public static func codeBlock<Failure: Error>(
    to out: Output, language: String = "text", _ body: () throws(Failure) -> Void
  ) throws(Failure) {
    out.write("```")
    out.write(language)
    out.newline()
    defer {
      out.write("```")
      out.newline()
    }
    try body()
  }

  /// `text` as a fenced code block, its fence longer than any run of backticks in it, and a line
  /// end added when the text lacks one.
  public static func codeBlock(_ text: String, language: String = "text", to out: Output) {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
    out.write(fence)
    out.write(language)
    out.newline()
    out.write(text)
    if !text.isEmpty, text.utf8.last != UInt8(ascii: "\n") { out.newline() }
    out.write(fence)
    out.newline()
  }

  /// One line of text as a paragraph, its Markdown marks escaped, and a start that would begin a
  /// list or a heading's underline (`- `, `+ `, `=`, `1. `) escaped too.
  public static func paragraph(_ line: String, to out: Output) {
    var text = MarkdownText.escaped(line)
    if let first = text.first, "-+=".contains(first) {
      text.insert("\\", at: text.startIndex)
    } else if let end = text.firstIndex(where: { !$0.isASCII || !$0.isNumber }), end != text.startIndex,
      text[end] == "." || text[end] == ")"
    {
      text.insert("\\", at: end)
    }
    out.write(text)
    out.newline()
  }

  static func longestBacktickRun(in text: String) -> Int {
    var longest = 0
    var run = 0
    for byte in text.utf8 {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}
