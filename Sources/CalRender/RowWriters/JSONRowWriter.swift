/// Rows of any kind as one JSON array of objects keyed by the names of their fields, each value
/// written by the row's kind. `[` waits for the first row (an error before it prints nothing), or
/// for `finish` when there is none.
public struct JSONRowWriter {
  public let names: [String]
  @usableFromInline var begun = false

  public init(names: [String]) { self.names = names }

  /// A row whose `index`th field's value `field(index, &json)` writes, after its key.
  @inlinable
  public mutating func writeRow(
    to json: inout JSONWriter, _ field: (_ index: Int, _ json: inout JSONWriter) throws -> Void
  )
    rethrows
  {
    beginRow(in: &json)
    for index in names.indices {
      json.key(named: names[index])
      try field(index, &json)
    }
    endRow(in: &json)
  }

  /// Opens a row's object (and the array, before the first row); its fields follow, each a key
  /// (`json.key(named: names[index])`) and a value.
  public mutating func beginRow(in json: inout JSONWriter) {
    if !begun { json.beginArray() }
    begun = true
    json.beginObject()
  }

  /// Closes a row's object.
  public func endRow(in json: inout JSONWriter) {
    json.endObject()
    json.out.flushIfFull()
  }

  /// Closes the array (opened here when there was no row).
  public mutating func finish(in json: inout JSONWriter) {
    if !begun { json.beginArray() }
    begun = true
    json.endArray()
  }
}
