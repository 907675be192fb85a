import CalSyntax

/// One step of what a list keeps of its rows: `where`, `first N`, `last N`.
enum RowStep: Sendable {
  /// `where PREDICATE`: rows for which the predicate holds.
  case filter(Expr)
  /// `first N`
  case first(Int)
  /// `last N`
  case last(Int)
  /// Skips the first N rows: a large `last N` once the rows reaching it are counted.
  case drop(Int)
}

extension [RowStep] {
  /// A `first N` among the steps: a list read through them stops, however long its source.
  var stopsReading: Bool {
    contains { step in
      if case .first = step { return true }
      return false
    }
  }
}

/// The one engine of `where`, `first` and `last` over rows of any kind (day cells, mapped rows,
/// holidays, entries): rows are pushed through the steps one at a time, so a pass holds no list
/// but what a `last N` keeps. The source polls for Ctrl-C with `poll` as it reads.
struct RowPass<Element> {
  let steps: [RowStep]
  let interpreter: Interpreter
  /// Where an interruption is reported.
  let range: SourceRange
  /// Whether a `where` predicate holds for a row.
  let holds: (Expr, Element) throws -> Bool
  /// Takes each row that passes every step; false when it wants no more.
  let body: (Element) throws -> Bool
  private var taken: [Int]
  private var buffers: [RingBuffer<Element>]
  private var read = 0

  init(
    steps: [RowStep], in interpreter: Interpreter, at range: SourceRange,
    holds: @escaping (Expr, Element) throws -> Bool, body: @escaping (Element) throws -> Bool
  ) {
    self.steps = steps
    self.interpreter = interpreter
    self.range = range
    self.holds = holds
    self.body = body
    taken = Array(repeating: 0, count: steps.count)
    buffers = steps.map { step in
      if case .last(let n) = step { return RingBuffer(capacity: n) }
      return RingBuffer(capacity: 0)
    }
  }

  /// Counts a row read from the source; every 4096th checks for Ctrl-C.
  @inline(__always)
  mutating func poll() throws {
    read += 1
    if read & 4095 == 0 { try interpreter.checkCancelled(at: range) }
  }

  /// Passes a row on from step `index`; false when no later row can get through.
  mutating func push(_ element: Element, from index: Int = 0) throws -> Bool {
    guard index < steps.count else { return try body(element) }
    switch steps[index] {
    case .filter(let predicate):
      return try !holds(predicate, element) || push(element, from: index + 1)
    case .first(let n):
      guard taken[index] < n else { return false }
      taken[index] += 1
      return try push(element, from: index + 1) && taken[index] < n
    case .last:
      buffers[index].append(element)
      return true
    case .drop(let n):
      guard taken[index] >= n else {
        taken[index] += 1
        return true
      }
      return try push(element, from: index + 1)
    }
  }

  /// Releases what the `last` steps kept, in order, once the source has run out.
  mutating func finish() throws {
    for index in steps.indices {
      guard case .last = steps[index] else { continue }
      let kept = buffers[index].elements
      for element in kept where !(try push(element, from: index + 1)) { break }
    }
  }

  /// The rows of a list held whole (holidays, entries) that pass `steps`, in order: one pass,
  /// its lists after `in` evaluated afresh.
  static func kept(
    _ rows: some Sequence<Element>, steps: [RowStep], in interpreter: Interpreter, at range: SourceRange,
    holds: @escaping (Expr, Element) throws -> Bool
  ) throws -> [Element] {
    var kept: [Element] = []
    try withoutActuallyEscaping({ (element: Element) throws -> Bool in
      kept.append(element)
      return true
    }) { body in
      var pass = RowPass(steps: steps, in: interpreter, at: range, holds: holds, body: body)
      try interpreter.inPass {
        for row in rows {
          try pass.poll()
          guard try pass.push(row) else { break }
        }
        try pass.finish()
      }
    }
    return kept
  }
}
