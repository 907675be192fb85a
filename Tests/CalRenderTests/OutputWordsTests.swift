import CalRender
import Testing

/// `Output.write(spaces:)` and `write(flag:)` store words, not bytes: exactly the bytes meant
/// (no spaces for zero or fewer), between what came before and after, wherever in the buffer they
/// start and when the buffer must grow.
struct OutputWordsTests {
  @Test(arguments: [-1, 0, 1, 7, 8, 9, 15, 16, 17, 100, 5000])
  func writesExactlyTheSpacesAsked(count: Int) {
    for before in 0..<9 {
      let text = render { out in
        for _ in 0..<before { out.write(byte: UInt8(ascii: "x")) }
        out.write(spaces: count)
        out.write(byte: UInt8(ascii: "|"))
      }
      #expect(
        text == String(repeating: "x", count: before) + String(repeating: " ", count: max(0, count)) + "|")
    }
  }

  @Test func writesTheFlagsWords() {
    for before in 0..<9 {
      let text = render { out in
        for _ in 0..<before { out.write(byte: UInt8(ascii: "x")) }
        out.write(flag: true)
        out.write(byte: UInt8(ascii: "|"))
        out.write(flag: false)
        out.write(byte: UInt8(ascii: "|"))
      }
      #expect(text == String(repeating: "x", count: before) + "true|false|")
    }
  }
}
