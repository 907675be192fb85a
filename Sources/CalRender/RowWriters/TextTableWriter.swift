/// Rows of any kind as an aligned text table, given their columns: a header of the names, then a
/// line a row, columns two spaces apart. How wide a column is (fixed, its first value, its widest)
/// is the caller's rule, given here as widths; a field wider than its column pushes the rest on.
/// Padding is written only before a field that follows it, so no line ends in spaces.
public struct TextTableWriter {
  /// One column: its name, the display columns its values take, and whether they are numbers
  /// (right-aligned in rows; names are always left-aligned).
  public struct Column {
    public let name: String
    public let width: Int
    public let isNumeric: Bool

    /// `width`: at least the name's display width.
    public init(_ name: String, width: Int = 0, isNumeric: Bool = false) {
      self.name = name
      self.width = max(width, displayWidth(name))
      self.isNumeric = isNumeric
    }
  }

  /// The line being written: the spaces owed before its next field.
  public struct Line {
    @usableFromInline var pending = 0
    public init() {}
  }

  public let names: [String]
  @usableFromInline var widths: [Int]
  @usableFromInline let numeric: [Bool]

  public init(_ columns: [Column]) {
    names = columns.map(\.name)
    widths = columns.map(\.width)
    numeric = columns.map(\.isNumeric)
  }

  /// Widens column `index` to take `width` display columns (a rule of first or widest values).
  public mutating func widen(_ index: Int, to width: Int) {
    widths[index] = max(widths[index], width)
  }

  /// The names, each left-aligned.
  public func writeHeader(to out: Output) {
    var line = Line()
    for index in names.indices { writeName(at: index, on: &line, to: out) }
    endLine(&line, to: out)
  }

  /// The header's field `index`, left-aligned (a header of many columns written a field at a time).
  public func writeName(at index: Int, on line: inout Line, to out: Output) {
    let name = names[index]
    if !name.isEmpty {
      out.write(spaces: line.pending)
      line.pending = 0
      out.write(name)
    }
    line.pending += max(0, widths[index] - displayWidth(name)) + 2
  }

  /// A row's field `index` as `text`; an empty field writes nothing and owes its padding on.
  @inlinable
  public func write(_ text: String, at index: Int, on line: inout Line, to out: Output) {
    let width = displayWidth(text)
    if numeric[index] { line.pending += max(0, widths[index] - width) }
    if !text.isEmpty {
      out.write(spaces: line.pending)
      line.pending = 0
      out.write(text)
    }
    endField(index, width: width, on: &line)
  }

  /// Before a row's field `index`, `width` display columns, that the caller writes next straight
  /// into `out`: the padding owed and a number's alignment.
  @inlinable @inline(__always)
  public func beginField(_ index: Int, width: Int, on line: inout Line, to out: Output) {
    if numeric[index] { line.pending += max(0, widths[index] - width) }
    out.write(spaces: line.pending)
    line.pending = 0
  }

  /// After a row's field `index`: a text's padding and the gap to the next column, owed until a
  /// field follows.
  @inlinable @inline(__always)
  public func endField(_ index: Int, width: Int, on line: inout Line) {
    if !numeric[index] { line.pending += max(0, widths[index] - width) }
    line.pending += 2
  }

  /// `beginField` and `endField` for a column its caller knows to be text (left-aligned) or a
  /// number (right-aligned), as a row writer that resolved its columns once does: a field then
  /// does not ask its column's alignment twice.
  @inlinable @inline(__always)
  public func beginText(on line: inout Line, to out: Output) {
    out.write(spaces: line.pending)
    line.pending = 0
  }

  @inlinable @inline(__always)
  public func endText(_ index: Int, width: Int, on line: inout Line) {
    line.pending += max(0, widths[index] - width) + 2
  }

  @inlinable @inline(__always)
  public func beginNumber(_ index: Int, width: Int, on line: inout Line, to out: Output) {
    out.write(spaces: line.pending + max(0, widths[index] - width))
    line.pending = 0
  }

  @inlinable @inline(__always)
  public func endNumber(on line: inout Line) {
    line.pending += 2
  }

  /// Ends the line, dropping the padding owed.
  @inlinable @inline(__always)
  public func endLine(_ line: inout Line, to out: Output) {
    line.pending = 0
    out.newline()
  }

  /// The text cut to `width` columns, ending in "..." when it was longer.
  public static func fitted(_ text: String, width: Int) -> String {
    guard displayWidth(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let columns = displayWidth(of: character)
      if used + columns > width - 3 { break }
      result.append(character)
      used += columns
    }
    return result + "..."
  }
}
