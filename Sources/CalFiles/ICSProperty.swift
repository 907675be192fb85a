/// One content line read as `NAME;PARAM=VALUE…:VALUE` (RFC 5545 §3.1): the name in upper case,
/// the parameters (a quoted value keeps its `:` and `;`), the value as written, and where the
/// value starts, for errors.
struct ICSProperty {
  let name: String
  let parameters: [String: String]
  let value: String
  /// The content line's index, and the value's first byte in it.
  let line: Int
  let valueOffset: Int

  /// Reads content line `index`; a line with no `:` after its name, or not UTF-8, is an error.
  init(_ lines: ICSContentLines, at index: Int) throws(FileError) {
    self = try lines.withBytes(of: index) { bytes throws(FileError) in try ICSProperty(bytes, lines, index) }
  }

  private init(_ bytes: UnsafeBufferPointer<UInt8>, _ lines: ICSContentLines, _ index: Int) throws(FileError)
  {
    var position = 0
    func isNameByte(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == 0x2D
    }
    while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
    guard position > 0, position < bytes.count, bytes[position] == 0x3A || bytes[position] == 0x3B else {
      throw lines.failure(
        position == 0
          ? "expected a property NAME:VALUE (such as SUMMARY:Standup) or BEGIN/END"
          : "expected ':' and the value after the property's name",
        line: index, offset: position)
    }
    // Names are upper case as a rule: decoded in place, copied only to be upper-cased.
    let nameBytes = bytes[0..<position]
    name =
      nameBytes.contains(where: { (0x61...0x7A).contains($0) })
      ? String(decoding: nameBytes.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
      : String(decoding: nameBytes, as: UTF8.self)
    var parameters: [String: String] = [:]
    while bytes[position] == 0x3B {
      position += 1
      let nameStart = position
      while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
      guard position > nameStart, position < bytes.count, bytes[position] == 0x3D else {
        throw lines.failure(
          "expected a parameter NAME=VALUE after ';' (such as ;VALUE=DATE)", line: index, offset: position)
      }
      let parameterName = String(decoding: bytes[nameStart..<position], as: UTF8.self).uppercased()
      position += 1
      var values: [String] = []
      while true {
        if position < bytes.count, bytes[position] == 0x22 {
          let quote = position
          position += 1
          while position < bytes.count, bytes[position] != 0x22 { position += 1 }
          guard position < bytes.count else {
            throw lines.failure("this quoted parameter value has no closing '\"'", line: index, offset: quote)
          }
          values.append(String(decoding: bytes[(quote + 1)..<position], as: UTF8.self))
          position += 1
        } else {
          let start = position
          while position < bytes.count, ![0x3A, 0x3B, 0x2C, 0x22].contains(bytes[position]) { position += 1 }
          values.append(String(decoding: bytes[start..<position], as: UTF8.self))
        }
        guard position < bytes.count, bytes[position] == 0x2C else { break }
        position += 1
      }
      guard position < bytes.count, bytes[position] == 0x3A || bytes[position] == 0x3B else {
        throw lines.failure("expected ':' and the value after the parameters", line: index, offset: position)
      }
      if parameters[parameterName] == nil { parameters[parameterName] = values.joined(separator: ",") }
    }
    position += 1
    guard let text = Self.utf8Text(UnsafeBufferPointer(rebasing: bytes[position...])) else {
      throw lines.failure("this value is not UTF-8 text", line: index, offset: position)
    }
    self.parameters = parameters
    value = text
    line = index
    valueOffset = position
  }

  /// The bytes as text, or nil when they are not UTF-8. (`String(validating:)` instantiates
  /// generic metadata on every call: a third of a large file's reading.)
  static func utf8Text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding puts U+FFFD for what is not UTF-8: the same bytes back mean nothing was replaced.
    if bytes.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(bytes) { return text }
    return nil
  }

  /// The value's items, split at commas that no backslash escapes (EXDATE, RDATE, CATEGORIES),
  /// each with its byte offset in the value.
  var items: [(text: Substring, offset: Int)] {
    var result: [(Substring, Int)] = []
    var start = value.startIndex
    var offset = 0
    var itemOffset = 0
    var escaped = false
    for index in value.indices {
      let character = value[index]
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "," {
        result.append((value[start..<index], itemOffset))
        start = value.index(after: index)
        itemOffset = offset + 1
      }
      offset += character.utf8.count
    }
    result.append((value[start...], itemOffset))
    return result
  }

  /// A TEXT value unescaped; the value itself when it has no backslash (no copy is made).
  static func text(_ value: String) -> String {
    value.utf8.contains(0x5C) ? text(Substring(value)) : value
  }

  /// A TEXT value unescaped (`\\ \; \, \n`), a line break kept as one: tables show it as `\n`.
  static func text(_ escaped: Substring) -> String {
    guard escaped.utf8.contains(0x5C) else { return String(escaped) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(escaped.utf8.count)
    var afterBackslash = false
    for byte in escaped.utf8 {
      if afterBackslash {
        bytes.append(byte == UInt8(ascii: "n") || byte == UInt8(ascii: "N") ? 0x0A : byte)
        afterBackslash = false
      } else if byte == 0x5C {
        afterBackslash = true
      } else {
        bytes.append(byte)
      }
    }
    if afterBackslash { bytes.append(0x5C) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Text for a one-line name (a holiday's): line breaks and control characters as spaces, so a
  /// name cannot move the cursor or reorder a terminal's text.
  static func oneLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let isControl =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || (0x2028...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value)
      result.unicodeScalars.append(isControl ? " " : scalar)
    }
    return result
  }
}
