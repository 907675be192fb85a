/// Arrays a parser lends to one statement's tree and empties for the next: the n-th array a
/// statement asks for is the storage of the previous statement's n-th, so a script of simple
/// lines parses and frees its trees without allocating. An array still held elsewhere (a value
/// that keeps its tree) is copied on write as usual.
package struct ArrayPool<Element> {
  private var arrays: [[Element]] = []
  private var taken = 0
  /// Arrays kept across statements; a statement needing more allocates the rest.
  private static var limit: Int { 8 }

  /// Starts a statement: its first request gets the first array again.
  package mutating func restart() { taken = 0 }

  /// An empty array, with the storage of the array kept in `slot`, if any.
  package mutating func take() -> (array: [Element], slot: Int) {
    let slot = taken
    taken += 1
    var array: [Element] = []
    guard slot < Self.limit else { return (array, slot) }
    while arrays.count <= slot { arrays.append([]) }
    swap(&array, &arrays[slot])
    array.removeAll(keepingCapacity: true)
    return (array, slot)
  }

  /// Keeps a reference to `array`'s storage for the next statement that asks for `slot`.
  package mutating func keep(_ array: [Element], slot: Int) {
    guard slot < Self.limit else { return }
    arrays[slot] = array
  }
}
