import CalendarCore

/// The core's seeded generator (SplitMix64) as a `RandomNumberGenerator`, so a failing test names
/// inputs that fail again.
public struct SplitMix: RandomNumberGenerator {
  private var generator: SeededGenerator

  public init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  public mutating func next() -> UInt64 { generator.next() }
}
