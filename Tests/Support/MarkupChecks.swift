/// Checks of SVG and HTML pictures without an XML library: tests read the markup calsh writes.

/// Whether `text` is well-formed XML as far as SVG pictures use it: one root element, every tag
/// closed in order, attribute values quoted, `&` only in `&amp;` `&lt;` `&gt;` `&quot;` `&#…;`,
/// no `<` in text. `voids`: HTML's elements that take no end tag.
public func isWellFormed(_ text: String, voids: Set<String> = []) -> Bool {
  let bytes = Array(text.utf8)
  var stack: [String] = []
  var roots = 0
  var index = 0
  func entityOK(at start: Int) -> Bool {
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")), end - start <= 8 else { return false }
    let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    return ["amp", "lt", "gt", "quot", "apos"].contains(name) || name.hasPrefix("#")
  }
  while index < bytes.count {
    let byte = bytes[index]
    if byte == UInt8(ascii: "&") {
      guard entityOK(at: index) else { return false }
      index += 1
      continue
    }
    guard byte == UInt8(ascii: "<") else {
      if byte == UInt8(ascii: ">") { return false }
      index += 1
      continue
    }
    guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return false }
    let inside = Array(bytes[(index + 1)..<close])
    index = close + 1
    if inside.first == UInt8(ascii: "?") || inside.first == UInt8(ascii: "!") { continue }
    if inside.first == UInt8(ascii: "/") {
      let name = String(decoding: inside.dropFirst(), as: UTF8.self)
      guard stack.last == name else { return false }
      stack.removeLast()
      continue
    }
    let selfClosing = inside.last == UInt8(ascii: "/")
    let nameEnd =
      inside.firstIndex(where: { $0 == 0x20 || $0 == 0x0A || $0 == UInt8(ascii: "/") }) ?? inside.count
    let name = String(decoding: inside[..<nameEnd], as: UTF8.self)
    // Attributes: name="value" pairs, no stray quote, no `<` or bare `&` in a value.
    var quotes = 0
    var position = nameEnd
    while position < inside.count {
      let b = inside[position]
      if b == UInt8(ascii: "\"") { quotes += 1 }
      if b == UInt8(ascii: "<") { return false }
      if b == UInt8(ascii: "&") {
        let absolute = close - inside.count + position
        guard entityOK(at: absolute) else { return false }
      }
      position += 1
    }
    guard quotes % 2 == 0 else { return false }
    if stack.isEmpty {
      roots += 1
      if roots > 1 { return false }
    }
    if !selfClosing && !voids.contains(name) { stack.append(name) }
  }
  return stack.isEmpty && roots == 1
}

/// `text` cut at each occurrence of `part` (no Foundation: `components(separatedBy:)`).
public func pieces(of text: String, cutAt part: String) -> [String] {
  let bytes = Array(text.utf8)
  let needle = Array(part.utf8)
  var result: [String] = []
  var start = 0
  var index = 0
  while index + needle.count <= bytes.count {
    if bytes[index..<(index + needle.count)].elementsEqual(needle) {
      result.append(String(decoding: bytes[start..<index], as: UTF8.self))
      index += needle.count
      start = index
    } else {
      index += 1
    }
  }
  result.append(String(decoding: bytes[start...], as: UTF8.self))
  return result
}

public func occurrences(of part: String, in text: String) -> Int {
  pieces(of: text, cutAt: part).count - 1
}
