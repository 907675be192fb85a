/// Where `quiz` reads a learner's answers at the prompt, given by the host
/// (`SessionPolicy.answerReader`): the shell's reads a line with its line editor; a session
/// without one (a script, a pipe) prints the quiz as a worksheet and answer key instead.
public protocol AnswerReader {
  /// One line typed after `prompt`; nil at the end of input (Ctrl-D).
  func answer(after prompt: String) -> String?
}
