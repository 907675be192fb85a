/// Whether the text so far needs more lines before it can run: a parenthesis left open, or a
/// last token `|`. The lexer reads it, a line at a time, from where the line before left it
/// (`LexerState`), so strings, `` `names` ``, comments, bare paths and locale names are read
/// exactly as when the statement is parsed, and a long script is read once.
public struct ContinuationScanner {
  /// The command words: a stage that starts with an output command takes a redirection.
  private let lexicon: CommandLexicon
  private var state = LexerState()
  /// The last line's tokens and texts, kept for their storage.
  private var tokens: [LexedToken] = []
  private var texts: [String] = []
  /// Whether the last token so far (line ends aside) is `|`.
  private var endsInPipe = false
  /// Whether a line was fed: the next one follows a line end.
  private var hasLines = false

  public init(lexicon: CommandLexicon) { self.lexicon = lexicon }

  /// Takes one more line, without its line break. Strings and comments end with the line.
  public mutating func feed(_ line: String) {
    var line = line
    line.withUTF8 { feed($0) }
  }

  /// Takes one more line's bytes, without its line break.
  package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    if hasLines { state.endLine() }
    hasLines = true
    Lexer.scan(bytes, into: &tokens, texts: &texts, lexicon: lexicon, resuming: &state)
    // The last token is `.end`; a line of blanks or a comment leaves the last token as it was.
    if tokens.count > 1 { endsInPipe = tokens[tokens.count - 2].kind == .pipe }
  }

  public var needsMore: Bool { state.depth > 0 || endsInPipe }
}

/// Whether `text` needs more lines before it can run (see `ContinuationScanner`).
public func needsMoreInput(_ text: String, lexicon: CommandLexicon) -> Bool {
  var scanner = ContinuationScanner(lexicon: lexicon)
  // Lines end at LF, CR LF or a CR alone, as the lexer and `LineReader` read them (bytes, as
  // `String.split` would keep CR LF, one Character, together). A CR LF gives an empty line
  // between its two bytes, which changes nothing.
  var text = text
  text.withUTF8 { bytes in
    var lineStart = 0
    for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x0D {
      scanner.feed(UnsafeBufferPointer(rebasing: bytes[lineStart..<index]))
      lineStart = index + 1
    }
    scanner.feed(UnsafeBufferPointer(rebasing: bytes[lineStart...]))
  }
  return scanner.needsMore
}
