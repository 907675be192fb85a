/// SplitMix64 (Steele, Lea and Flood, 2014; Vigna's `splitmix64.c`): a small generator whose
/// numbers depend only on its seed, the same on every machine and build, so a worksheet made
/// from a seed can be made again. Swift's `random(in:using:)` is not used: its way of cutting a
/// number to a range is not promised to stay the same from one release to the next.
public struct SeededGenerator: Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  /// The next 64 bits of the stream.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`, every one equally likely: draws below 2⁶⁴ mod `bound` are
  /// drawn again (Lemire's threshold), so no number is favoured by the remainder.
  public mutating func next(below bound: UInt64) -> UInt64 {
    precondition(bound > 0)
    let threshold = (0 &- bound) % bound
    while true {
      let draw = next()
      if draw >= threshold { return draw % bound }
    }
  }

  /// A number in `range`, every one equally likely.
  public mutating func next(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next(below: width))
  }
}
