import CalSyntax

let testNames = [
  "month", "days", "select", "where", "print", "pad", "count", "csv", "ics", "strip", "table", "holidays",
  "source", "load", "weekday", "easter", "leap", "nth", "last", "next", "prev", "every", "explain", "quit",
]

/// A few command words bound as calsh binds them, so the front end is tested alone: value
/// commands, `last`/`next`/`prev`, stages that take value calls, commands that read their own
/// words, output stages, and an alias.
let testLexicon = CommandLexicon(
  names: testNames,
  aliases: ["exit"], aliasedNames: ["quit"],
  weekdayForms: ["last", "next", "prev"],
  stagesTakingValueCalls: ["select", "where", "print", "last", "next", "prev", "days", "month", "holidays"],
  isValueCommand: { ["weekday", "easter", "leap", "nth"].contains(testNames[$0]) },
  isOutputStage: { ["csv", "ics", "strip", "table", "count"].contains(testNames[$0]) },
  readsWords: { ["every", "explain"].contains(testNames[$0]) },
  namesField: { ["weekday", "day", "month"].contains($0) })

/// Every token of `text`, read with `testLexicon`; the first lexical error throws.
func tokens(of text: String) throws(ScriptError) -> [Token] {
  try Lexer.tokens(of: text, lexicon: testLexicon)
}

/// Whether `text` needs more lines, read with `testLexicon`.
func needsMoreInput(_ text: String) -> Bool { needsMoreInput(text, lexicon: testLexicon) }
