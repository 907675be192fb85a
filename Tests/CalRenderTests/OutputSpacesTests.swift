import CalRender
import Testing

/// `Output.write(spaces:)` stores spaces a word at a time: exactly the spaces asked for (none for
/// zero or fewer), between what came before and after, wherever in the buffer they start and
/// when the buffer must grow.
struct OutputSpacesTests {
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
}
