/// Whether text so far needs more lines before it can run: a parenthesis left open, or a last
/// line that ends in `|`. A byte scan, cheap enough to run on every line of a long script.
public func needsMoreInput(_ text: String) -> Bool {
  var depth = 0
  var last: UInt8 = 0
  var inString = false
  var inComment = false
  for byte in text.utf8 {
    if inComment {
      if byte == 0x0A { inComment = false }
      continue
    }
    if inString {
      if byte == UInt8(ascii: "\"") || byte == 0x0A { inString = false }
      last = byte
      continue
    }
    switch byte {
    case UInt8(ascii: "#"): inComment = true
    case UInt8(ascii: "\""): inString = true
    case UInt8(ascii: "("): depth += 1
    case UInt8(ascii: ")"): depth = max(0, depth - 1)
    default: break
    }
    if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && !inComment { last = byte }
  }
  return depth > 0 || last == UInt8(ascii: "|")
}
