import CalRender
import CalSyntax
import CalendarCore

/// What `quiz` gives: a quiz sheet, printed as a worksheet and answer key (or asked at the
/// prompt), drawn by `md` and `html` as a handout. As a line (`print`, JSON) it is that text.
extension QuizSheet: ScalarValue {
  public var kindName: String { "quiz" }
  public var plural: String { "quizzes" }

  public func line(reform: Reform) -> String {
    var bytes: [UInt8] = []
    let out = Output { bytes += $0 }
    writeText(to: out)
    out.flush()
    var text = String(decoding: bytes, as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
