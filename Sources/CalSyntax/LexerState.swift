/// Where the lexer stands between two tokens, as far as the reading of the next one depends on
/// it: open parentheses, how the statement so far begins (`set locale` takes a locale name,
/// `source`, `load`, `holidays load` and `let NAME = load` a bare path) and whether the stage
/// begins with an output command (a `>` then is a redirection). Kept from line to line, it lets
/// the lexer read a statement group a line at a time (`ContinuationScanner`).
package struct LexerState {
  /// Parentheses open.
  package var depth = 0
  /// How the statement or stage being read begins.
  var prefix = Prefix.start
  /// The first token of the stage being read: none yet, an output command's name, or another.
  var stageHead = LexerState.noHead
  /// `stageHead` of the stages the open parentheses interrupted. (Bytes: an array of a type of
  /// its own costs the run's start-up its metadata.)
  var outerStageHeads: [UInt8] = []

  static let noHead: UInt8 = 0
  static let outputHead: UInt8 = 1
  static let otherHead: UInt8 = 2

  /// The tokens of the statement or stage so far, as far as they decide how a word is read.
  enum Prefix: UInt8 {
    /// Nothing yet: after a line end outside parentheses, `;`, `|` or `(`.
    case start
    /// `set`, `set locale`, `holidays`, `let`, `let NAME`, `let NAME =` at the start.
    case set, setLocale, holidays, `let`, letName, letEquals
    /// Anything else.
    case other
  }

  package init() {}

  /// A line ends outside parentheses: the statement ends with it.
  package mutating func endLine() {
    guard depth == 0 else { return }
    prefix = .start
    stageHead = LexerState.noHead
  }

  /// A token other than a word read by `Lexer.identifier` was read. (Inlined, as is
  /// `read(word:…)`: a call for each token cost a mixed script some 40 instructions a line.)
  @inline(__always)
  mutating func read(_ kind: TokenKind) {
    if stageHead == LexerState.noHead { stageHead = LexerState.otherHead }
    switch kind {
    case .newline, .semicolon, .pipe, .leftParen: prefix = .start
    case .equals where prefix == .letName: prefix = .letEquals
    default: prefix = .other
    }
  }

  /// A word was read: a keyword or not, spelling `locale` or not, naming an output command (when
  /// it heads its stage) or not.
  @inline(__always)
  mutating func read(word keyword: Keyword, spellsLocale: Bool, isOutputStage: Bool) {
    if stageHead == LexerState.noHead {
      stageHead = isOutputStage ? LexerState.outputHead : LexerState.otherHead
    }
    switch prefix {
    case .start:
      switch keyword {
      case .set: prefix = .set
      case .holidays: prefix = .holidays
      case .let: prefix = .let
      default: prefix = .other
      }
    case .set: prefix = spellsLocale ? .setLocale : .other
    case .let: prefix = .letName
    default: prefix = .other
    }
  }
}
