/// Where the end of a text stands, as Tab completion needs it: in which stage and pipeline,
/// how that stage began, and whether the end is inside a string, a `` `name` `` or a comment.
/// Read from the lexer's tokens, so completion reads statements exactly as they are parsed.
package struct CursorPlace {
  /// How the stage under the cursor began.
  package enum StageStart {
    /// Start of input, after `;` or a line end: a statement.
    case statement
    /// After `|`: only a command may follow.
    case pipe
    /// After `(` or `let NAME =`: a value or a pipeline.
    case expression
  }

  /// The byte offset where the stage under the cursor starts.
  package var stageStart = 0
  /// Where the pipeline the stage is in begins (its first stage, which makes the list the
  /// stages after it see).
  package var pipelineStart = 0
  package var start = StageStart.statement
  /// The end is inside a string left open, whose text begins at `stringStart`.
  package var inString = false
  package var stringStart = 0
  /// The end is inside a name opened with `` ` `` and not closed, whose text begins at
  /// `backquoteStart`.
  package var inBackquote = false
  package var backquoteStart = 0
  /// The end is inside a comment.
  package var inComment = false
  /// The tokens of the stage under the cursor, as the lexer read them (the end's aside).
  package var stageTokens: [LexedToken] = []

  /// The place at the end of `text`, its command words `lexicon`'s.
  package init(_ text: [UInt8], lexicon: CommandLexicon) {
    var tokens: [LexedToken] = []
    var texts: [String] = []
    text.withUnsafeBufferPointer { Lexer.scan($0, into: &tokens, texts: &texts, lexicon: lexicon) }
    // Each open parenthesis: where its stage and its pipeline start, and how the stage began.
    var stack: [(stage: Int, start: StageStart, pipeline: Int)] = [(0, .statement, 0)]
    var end = 0
    for token in tokens where token.kind != .end {
      let after = token.range.end
      end = after
      switch token.kind {
      case .pipe: stack[stack.count - 1] = (after, .pipe, stack[stack.count - 1].pipeline)
      case .semicolon: stack[stack.count - 1] = (after, stack.count == 1 ? .statement : .expression, after)
      case .newline: stack[stack.count - 1] = (after, .statement, after)
      case .leftParen: stack.append((after, .expression, after))
      case .rightParen where stack.count > 1: stack.removeLast()
      default: break
      }
    }
    (stageStart, start, pipelineStart) = stack[stack.count - 1]
    stageTokens = tokens.filter { $0.kind != .end && $0.range.offset >= stageStart }
    // A line end inside parentheses is no token: the text after the last token is blanks, line
    // ends and comments.
    if let last = tokens.dropLast().last, last.kind == .error, last.range.end == text.count {
      if text[last.range.offset] == UInt8(ascii: "\"") {
        (inString, stringStart) = (true, last.range.offset + 1)
      } else if text[last.range.offset] == UInt8(ascii: "`"),
        last.range.length == 1 || text[last.range.end - 1] != UInt8(ascii: "`")
      {
        // (Not `` `` ``, a name closed but empty.)
        (inBackquote, backquoteStart) = (true, last.range.offset + 1)
      }
    }
    let lineStart = text[end...].lastIndex { $0 == 0x0A || $0 == 0x0D }.map { $0 + 1 } ?? end
    inComment = text[lineStart...].contains(UInt8(ascii: "#"))
  }
}
