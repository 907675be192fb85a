import CalScript

/// `quiz`'s answers read at the prompt with the line editor, its question as the prompt; kept
/// out of history. Ctrl-C empties the line and asks again, as at the prompt; Ctrl-D ends the
/// quiz (its score is still shown).
struct PromptAnswers: AnswerReader {
  let editor: LineEditor

  func answer(after prompt: String) -> String? {
    let statementPrompt = LineEditor.prompt
    LineEditor.prompt = prompt  // what Ctrl-C shows again
    defer { LineEditor.prompt = statementPrompt }
    switch editor.read(prompt: prompt) {
    case .end: return nil
    case .line(let line, _): return line
    }
  }
}
