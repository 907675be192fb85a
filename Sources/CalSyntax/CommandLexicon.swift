/// The command words the front end knows and how each binds, without the commands' code: the
/// lexer marks a word that names a command by its entry here, the parser binds a call by the
/// entry's flags, and the evaluator maps the entry to its command (CalScript's `CommandTable`
/// builds the lexicon from its rows). A class of constant tables, so the lexer and the parser
/// hold it by one reference.
public final class CommandLexicon: Sendable {
  /// Every word a command answers to: the commands' own names, then the aliases.
  public let words: [String]
  /// The commands' own names (`words` without the aliases): what an unknown command is compared
  /// with for a did-you-mean.
  public let names: [String]
  /// Each word of `words` as its first eight bytes packed (first byte lowest): compared with a
  /// word's bytes without making a `String`. (Plain arrays of integers: arrays of tuples or of
  /// byte arrays make the runtime build their metadata by demangling at start-up.)
  private let packedWords: [UInt64]
  /// `words` indices (plus one; zero is empty) by a hash of a word's length and first eight
  /// bytes, probed linearly: a word is looked up in a few instructions, not a scan of every word.
  private let slots: [Int16]
  /// How each entry binds, as bits (bytes: an array of a type of its own costs the
  /// run's start-up its metadata).
  @usableFromInline let bindings: [UInt8]
  /// Whether a name is a field of a day cell (`weekday = fri` is a comparison, not a `let`
  /// without the word): asked only for an error's message.
  private let namesField: @Sendable (String) -> Bool

  /// A lexicon of the commands' `names` and their `aliases`, each binding as the name of the same
  /// index in `aliasedNames`. The lists name the commands that bind otherwise than as a plain stage (see `bindsAsValue`
  /// and the rest); `isValueCommand`, `isOutputStage` and `readsWords` tell by a name's index
  /// what its command is (asked of the commands, not made into lists of names and looked up:
  /// some 15,000 instructions of every run's start-up); `namesField` tells a day cell's field, for
  /// a message.
  public init(
    names: [String], aliases: [String], aliasedNames: [String], weekdayForms: [String],
    stagesTakingValueCalls: [String], isValueCommand: (Int) -> Bool, isOutputStage: (Int) -> Bool,
    readsWords: (Int) -> Bool, namesField: @escaping @Sendable (String) -> Bool
  ) {
    // (Arrays of strings and plain loops, no pairs and no list of the lists: an array of tuples
    // or of arrays costs start-up the metadata of its type, made by demangling.)
    let words = names + aliases
    var packed: [UInt64] = []
    packed.reserveCapacity(words.count)
    for var word in words { packed.append(word.withUTF8 { Self.pack($0) }) }
    precondition(words.count * 2 < Self.slotCount, "more words than the table holds")
    var slots = [Int16](repeating: 0, count: Self.slotCount)
    for entry in packed.indices {
      var slot = Self.slot(packed[entry], words[entry].utf8.count)
      while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
      slots[slot] = Int16(entry + 1)
    }
    // Marked by looking the listed names up, not by comparing every name with every listed one
    // (some 30,000 instructions of every run's start-up).
    var bindings = [UInt8](repeating: 0, count: words.count)
    for index in names.indices {
      var bits: UInt8 = 0
      if isValueCommand(index) { bits |= Self.valueBit | Self.valueCallsBit }
      if isOutputStage(index) { bits |= Self.outputBit }
      if readsWords(index) { bits |= Self.readsWordsBit }
      bindings[index] = bits
    }
    Self.mark(weekdayForms, Self.weekdayFormBit, in: &bindings, words, packed, slots)
    Self.mark(stagesTakingValueCalls, Self.valueCallsBit, in: &bindings, words, packed, slots)
    for offset in aliasedNames.indices {
      var name = aliasedNames[offset]
      let entry = name.withUTF8 { Self.entry(of: $0, words: words, packedWords: packed, slots: slots) }
      bindings[names.count + offset] = bindings[entry]
    }
    self.words = words
    self.names = names
    packedWords = packed
    self.slots = slots
    self.bindings = bindings
    self.namesField = namesField
  }

  /// Adds `bits` to the bindings of the entries `listed` names.
  private static func mark(
    _ listed: [String], _ bits: UInt8, in bindings: inout [UInt8], _ words: [String], _ packed: [UInt64],
    _ slots: [Int16]
  ) {
    for var name in listed {
      let entry = name.withUTF8 { Self.entry(of: $0, words: words, packedWords: packed, slots: slots) }
      precondition(entry >= 0, "a listed name names no command")
      bindings[entry] |= bits
    }
  }

  @usableFromInline static var valueBit: UInt8 { 1 }
  @usableFromInline static var weekdayFormBit: UInt8 { 2 }
  @usableFromInline static var valueCallsBit: UInt8 { 4 }
  @usableFromInline static var readsWordsBit: UInt8 { 8 }
  @usableFromInline static var outputBit: UInt8 { 16 }

  /// A value command binds to its arguments as a function does in mathematics: each argument is
  /// one value (`easter 2025 - 46` is `(easter 2025) - 46`), and a range or list maps over it.
  /// Every other command is a stage and takes whole expressions (`select 2023-02-03 + 2 days`).
  @inlinable
  public func bindsAsValue(_ entry: Int) -> Bool { bindings[entry] & Self.valueBit != 0 }
  /// `last`, `next`, `prev`: stages, and value commands before a weekday (`last fri 2024-05`).
  @inlinable
  public func hasWeekdayForm(_ entry: Int) -> Bool { bindings[entry] & Self.weekdayFormBit != 0 }
  /// Whether a value command's call may stand in the command's arguments (`select easter 2025`):
  /// a value command's, or a listed stage's; not in the words of `table date weekday`.
  @inlinable
  public func takesValueCalls(_ entry: Int) -> Bool { bindings[entry] & Self.valueCallsBit != 0 }
  /// Its arguments are words it reads itself (`every month on 4th thu in nov`): the parser reads
  /// `in` there as a word when no `(` follows.
  @inlinable
  public func readsWords(_ entry: Int) -> Bool { bindings[entry] & Self.readsWordsBit != 0 }
  /// An output stage (`csv`, `ics` …): it prints its input and takes only words and strings, so
  /// a `>` after it is a redirection, never a comparison.
  @inlinable
  public func isOutputStage(_ entry: Int) -> Bool { bindings[entry] & Self.outputBit != 0 }

  /// A power of two, well over twice the number of words.
  private static let slotCount = 256

  private static func pack(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var packed: UInt64 = 0
    for position in 0..<min(8, word.count) { packed |= UInt64(word[position]) << (8 * position) }
    return packed
  }

  private static func slot(_ packed: UInt64, _ count: Int) -> Int {
    Int(truncatingIfNeeded: ((packed &+ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
  }

  /// The entry of the word spelt by exactly these bytes, or -1.
  public func entry(of word: UnsafeBufferPointer<UInt8>) -> Int {
    Self.entry(of: word, words: words, packedWords: packedWords, slots: slots)
  }

  private static func entry(
    of word: UnsafeBufferPointer<UInt8>, words: [String], packedWords: [UInt64], slots: [Int16]
  ) -> Int {
    let packed = pack(word)
    var slot = slot(packed, word.count)
    return slots.withUnsafeBufferPointer { slots in
      packedWords.withUnsafeBufferPointer { packedWords in
        while slots[slot] != 0 {
          let entry = Int(slots[slot]) - 1
          if packedWords[entry] == packed, words[entry].utf8.count == word.count,
            word.count <= 8 || matches(words[entry], word)
          {
            return entry
          }
          slot = (slot + 1) & (slotCount - 1)
        }
        return -1
      }
    }
  }

  /// The entry of `word`, or -1.
  public func entry(of word: String) -> Int {
    var word = word
    return word.withUTF8 { entry(of: $0) }
  }

  private static func matches(_ name: String, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    var name = name
    return name.withUTF8 { $0.elementsEqual(word) }
  }

  /// Whether `name` is a field of a day cell.
  func isField(_ name: String) -> Bool { namesField(name) }

  /// Names a variable may not take: statement keywords and constant words.
  public static let reservedWords: Set<String> = Set(
    ["let", "set", "and", "or", "not", "in"] + ConstantWords.all)
}
