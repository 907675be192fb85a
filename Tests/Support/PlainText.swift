/// The text without terminal colour codes (`ESC [ … m`), as a reader sees it.
public func plain(_ text: some StringProtocol) -> String {
  var result = ""
  var inEscape = false
  for character in text {
    if character == "\u{1B}" {
      inEscape = true
    } else if inEscape {
      if character == "m" { inEscape = false }
    } else {
      result.append(character)
    }
  }
  return result
}
