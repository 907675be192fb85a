/// The last `capacity` elements appended, oldest first; memory grows only with what is kept.
struct RingBuffer<Element> {
  let capacity: Int
  private var storage: [Element] = []
  private var start = 0

  init(capacity: Int) { self.capacity = capacity }

  mutating func append(_ element: Element) {
    guard capacity > 0 else { return }
    if storage.count < capacity {
      storage.append(element)
    } else {
      storage[start] = element
      start = (start + 1) % capacity
    }
  }

  var elements: [Element] { Array(storage[start...] + storage[..<start]) }
}
