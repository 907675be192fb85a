// libFuzzer target: ContinuationScanner, which decides whether a script's (or the prompt's)
// lines so far form a complete statement group or wait for more: the lexer fed a line at a time
// (its state kept from line to line), checked against the lexer over the whole group.
//
// The input is split into lines at LF, CR LF or a CR alone as the batch runner reads them and grouped as
// `ScriptRunner.run(lines:)` groups them: lines join until the scanner no longer needs more.
// After each line, when the group so far lexes without error, the scanner must agree with
// its tokens: more is needed exactly when a parenthesis is left open (`)` never goes below
// zero, as in both) or the last token that is not a line end is `|`. A group that lexes
// must also parse without a crash, and `needsMoreInput` on the whole group must agree with
// the scanner fed line by line.
//
// Each line is also completed as if typed at the prompt with the cursor at its end (Tab):
// the word completion replaces must end the line, and the candidates must start with it,
// sorted, each once.
import CalScript
import CalSyntax
import Glibc

private func fail(_ message: String, _ group: String, what: String = "ContinuationScanner") -> Never {
  var shown = ""
  for scalar in group.unicodeScalars {
    shown +=
      scalar.isASCII && scalar.value >= 0x20 && scalar.value < 0x7F
      ? String(scalar) : scalar.escaped(asASCII: true)
  }
  fputs("fuzz check failed: \(what) disagrees with the lexer: \(message)\ngroup: \"\(shown)\"\n", stderr)
  abort()
}

private func checkCompletion(_ line: String) {
  let completion = Completion.complete(line, variables: ["feb", "x1", "\u{65E5}"])
  guard line.utf8.reversed().starts(with: completion.word.utf8.reversed()) else {
    fail("completion replaces '\(completion.word)', which does not end the line", line, what: "Completion")
  }
  if case .words(let words) = completion.kind {
    for word in words where !word.hasPrefix(completion.word) {
      fail("candidate '\(word)' does not start with '\(completion.word)'", line, what: "Completion")
    }
    if words != Array(Set(words)).sorted() {
      fail("candidates not sorted or repeated", line, what: "Completion")
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContinuation(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var scanner = ContinuationScanner()
  var group: String? = nil
  // Lines end at LF, CR LF or a CR alone, as LineReader splits them (a String split would keep
  // CR LF, one Character, together).
  let input = UnsafeBufferPointer(start: data, count: size)
  var lines: [Slice<UnsafeBufferPointer<UInt8>>] = []
  var lineStart = 0
  var index = 0
  while index < size {
    if input[index] == 0x0A || input[index] == 0x0D {
      lines.append(input[lineStart..<index])
      if input[index] == 0x0D, index + 1 < size, input[index + 1] == 0x0A { index += 1 }
      lineStart = index + 1
    }
    index += 1
  }
  lines.append(input[lineStart..<size])
  for bytes in lines {
    let line = String(decoding: bytes, as: UTF8.self)
    group = group.map { $0 + "\n" + line } ?? line
    scanner.feed(line)
    checkCompletion(line)
    // Every group that lexes is compared, bare paths after `source`/`load` included
    // (FuzzRegressionTests.scannerReadsBarePathsAsTheLexerDoes).
    if let group, let tokens = try? Lexer.tokens(of: group) {
      var depth = 0
      var last: TokenKind? = nil
      for token in tokens where token.kind != .newline && token.kind != .end {
        if token.kind == .leftParen { depth += 1 }
        if token.kind == .rightParen { depth = max(0, depth - 1) }
        last = token.kind
      }
      let lexerNeedsMore = depth > 0 || last == .pipe
      if lexerNeedsMore != scanner.needsMore {
        fail("scanner says \(scanner.needsMore ? "more" : "complete"), tokens say otherwise", group)
      }
      var parser = Parser(text: group)
      while parser.nextStatement() != nil {}
    }
    if let group, needsMoreInput(group) != scanner.needsMore {
      fail("needsMoreInput and the scanner fed line by line disagree", group)
    }
    if !scanner.needsMore {
      group = nil
      scanner = ContinuationScanner()
    }
  }
  return 0
}
