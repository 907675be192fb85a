import CalSyntax

// The front end read with calsh's commands: `CommandTable.lexicon` handed to the lexer, the
// parser and the continuation check.

extension Parser {
  /// A parser over the tokens of `text`; lexical errors surface in the statements they are in.
  public init(text: String) { self.init(text: text, lexicon: CommandTable.lexicon) }

  /// A parser with nothing to parse: `reset` gives it a line.
  public init() { self.init(lexicon: CommandTable.lexicon) }
}

extension Lexer {
  /// Every token, ending with `.end`; lexical errors are `.error` tokens in place.
  public static func scan(_ text: String) -> [Token] { scan(text, lexicon: CommandTable.lexicon) }

  /// Every token, ending with `.end`; the first lexical error throws.
  public static func tokens(of text: String) throws(ScriptError) -> [Token] {
    try tokens(of: text, lexicon: CommandTable.lexicon)
  }
}

extension ContinuationScanner {
  public init() { self.init(lexicon: CommandTable.lexicon) }
}

/// Whether `text` needs more lines before it can run (see `ContinuationScanner`).
public func needsMoreInput(_ text: String) -> Bool { needsMoreInput(text, lexicon: CommandTable.lexicon) }
