/// The four principal phases of the Moon.
public enum LunarPhase: Int, CaseIterable, Sendable {
  case newMoon, firstQuarter, fullMoon, lastQuarter

  /// `new moon`, `first quarter` …
  public var name: String { ["new moon", "first quarter", "full moon", "last quarter"][rawValue] }

  /// The fraction added to k: 0, 0.25, 0.5, 0.75.
  public var fraction: Double { Double(rawValue) / 4 }
}

/// One phase of the Moon by Meeus, *Astronomical Algorithms* (2nd ed.), ch. 49: the mean phase
/// from the lunation number k, corrected by the periodic terms of the Sun's and Moon's anomalies
/// and the Moon's argument of latitude, the quarters' W, and 14 planetary arguments.
public struct MoonPhase: Sendable {
  /// The lunation number: whole for new moons, counted from the new moon of 2000-01-06.
  public let k: Double
  public let phase: LunarPhase
  /// T = k / 1236.85, Julian centuries from J2000.0.
  public let t: Double
  /// The mean phase's JDE (49.1).
  public let meanJDE: Double
  /// E, M (Sun's mean anomaly), M′ (Moon's), F (argument of latitude), Ω (node), degrees.
  public let e, m, mPrime, f, omega: Double
  /// The sum of the periodic terms (days), W's share for a quarter included.
  public let periodicSum: Double
  /// The quarters' W (days; 0 for new and full).
  public let w: Double
  /// The 14 planetary arguments' sum (days).
  public let planetarySum: Double
  /// JDE = mean + periodic + planetary.
  public let jde: Double
  public let deltaT: Double
  /// The instant (UT), to the second.
  public let instant: Instant

  /// The `phase` of lunation `lunation` (k = lunation + phase's fraction).
  public init(lunation: Int, phase: LunarPhase) throws(SkyError) {
    k = Double(lunation) + phase.fraction
    self.phase = phase
    t = k / 1236.85
    let t2 = t * t
    let t3 = t2 * t
    let t4 = t3 * t
    meanJDE = 2_451_550.09766 + 29.530588861 * k + 0.00015437 * t2 - 0.000000150 * t3 + 0.00000000073 * t4
    e = 1 - 0.002516 * t - 0.0000074 * t2
    m = SkyTime.normalized(2.5534 + 29.10535670 * k - 0.0000014 * t2 - 0.00000011 * t3)
    mPrime = SkyTime.normalized(
      201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4)
    f = SkyTime.normalized(160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4)
    omega = SkyTime.normalized(124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3)
    let (e, m, mp, f, om) = (e, m, mPrime, f, omega)
    func s(_ x: Double) -> Double { SkyTime.sine(x) }
    func c(_ x: Double) -> Double { SkyTime.cosine(x) }
    var sum: Double
    var w = 0.0
    switch phase {
    case .newMoon, .fullMoon:
      let new = phase == .newMoon
      sum =
        (new ? -0.40720 : -0.40614) * s(mp) + (new ? 0.17241 : 0.17302) * e * s(m)
        + (new ? 0.01608 : 0.01614) * s(2 * mp) + (new ? 0.01039 : 0.01043) * s(2 * f)
        + (new ? 0.00739 : 0.00734) * e * s(mp - m) - (new ? 0.00514 : 0.00515) * e * s(mp + m)
        + (new ? 0.00208 : 0.00209) * e * e * s(2 * m) - 0.00111 * s(mp - 2 * f) - 0.00057 * s(mp + 2 * f)
        + 0.00056 * e * s(2 * mp + m) - 0.00042 * s(3 * mp) + 0.00042 * e * s(m + 2 * f)
        + 0.00038 * e * s(m - 2 * f) - 0.00024 * e * s(2 * mp - m) - 0.00017 * s(om)
        - 0.00007 * s(mp + 2 * m) + 0.00004 * s(2 * mp - 2 * f) + 0.00004 * s(3 * m)
        + 0.00003 * s(mp + m - 2 * f) + 0.00003 * s(2 * mp + 2 * f) - 0.00003 * s(mp + m + 2 * f)
        + 0.00003 * s(mp - m + 2 * f) - 0.00002 * s(mp - m - 2 * f) - 0.00002 * s(3 * mp + m)
        + 0.00002 * s(4 * mp)
    case .firstQuarter, .lastQuarter:
      sum =
        -0.62801 * s(mp) + 0.17172 * e * s(m) - 0.01183 * e * s(mp + m) + 0.00862 * s(2 * mp)
        + 0.00804 * s(2 * f) + 0.00454 * e * s(mp - m) + 0.00204 * e * e * s(2 * m) - 0.00180 * s(mp - 2 * f)
        - 0.00070 * s(mp + 2 * f) - 0.00040 * s(3 * mp) - 0.00034 * e * s(2 * mp - m)
        + 0.00032 * e * s(m + 2 * f) + 0.00032 * e * s(m - 2 * f) - 0.00028 * e * e * s(mp + 2 * m)
        + 0.00027 * e * s(2 * mp + m) - 0.00017 * s(om) - 0.00005 * s(mp - m - 2 * f)
        + 0.00004 * s(2 * mp + 2 * f) - 0.00004 * s(mp + m + 2 * f) + 0.00004 * s(mp - 2 * m)
        + 0.00003 * s(mp + m - 2 * f) + 0.00003 * s(3 * m) + 0.00002 * s(2 * mp - 2 * f)
        + 0.00002 * s(mp - m + 2 * f) - 0.00002 * s(3 * mp + m)
      let quarterW =
        0.00306 - 0.00038 * e * c(m) + 0.00026 * c(mp) - 0.00002 * c(mp - m) + 0.00002 * c(mp + m)
        + 0.00002 * c(2 * f)
      w = phase == .firstQuarter ? quarterW : -quarterW
      sum += w
    }
    periodicSum = sum
    self.w = w
    var planetary = 0.0
    for (index, term) in MoonPhase.planetaryArguments.enumerated() {
      let argument = term.a + term.b * k + (index == 0 ? -0.009173 * t2 : 0)
      planetary += term.coefficient * s(argument)
    }
    planetarySum = planetary
    jde = meanJDE + periodicSum + planetarySum
    deltaT = DeltaT.seconds(atJDE: jde)
    guard let instant = try? SkyTime.instant(ofJDE: jde), let wall = try? instant.dateTime(at: .utc),
      SkyTime.years.contains(wall.date.year)
    else {
      throw .yearOutOfRange(Int(DeltaT.year(ofJDE: jde).rounded(.down)))
    }
    self.instant = instant
  }

  /// A₁…A₁₄: degrees, degrees a lunation, and the coefficient (days); A₁ has −0.009173 T² too.
  public static let planetaryArguments: [(a: Double, b: Double, coefficient: Double)] = [
    (299.77, 0.107408, 0.000325), (251.88, 0.016321, 0.000165), (251.83, 26.651886, 0.000164),
    (349.42, 36.412478, 0.000126), (84.66, 18.206239, 0.000110), (141.74, 53.303771, 0.000062),
    (207.14, 2.453732, 0.000060), (154.84, 7.306860, 0.000056), (34.52, 27.261239, 0.000047),
    (207.19, 0.121824, 0.000042), (291.34, 1.844379, 0.000040), (161.72, 24.198154, 0.000037),
    (239.56, 25.513099, 0.000035), (331.55, 3.592518, 0.000023),
  ]

  /// The phases of `phase` (all four when nil) whose instants lie in `from ..< to`, in order.
  public static func phases(from: Instant, to: Instant, only phase: LunarPhase? = nil) throws(SkyError)
    -> [MoonPhase]
  {
    let start = SkyTime.jde(of: from)
    let first = Int(((start - 2_451_550.09766) / 29.530588861).rounded(.down)) - 1
    var found: [MoonPhase] = []
    var lunation = first
    while true {
      for candidate in LunarPhase.allCases where phase == nil || phase == candidate {
        // The search starts a lunation early: in year 1 its phases before the start lie before the span.
        let moon: MoonPhase
        do {
          moon = try MoonPhase(lunation: lunation, phase: candidate)
        } catch {
          if lunation <= first + 1 { continue }
          throw error
        }
        if moon.instant >= to { return found }
        if moon.instant >= from { found.append(moon) }
      }
      lunation += 1
    }
  }

  /// The first `phase` at or after `instant`.
  public static func next(_ phase: LunarPhase, from instant: Instant) throws(SkyError) -> MoonPhase {
    let start = SkyTime.jde(of: instant)
    let first = Int(((start - 2_451_550.09766) / 29.530588861).rounded(.down)) - 1
    var lunation = first
    while true {
      let moon: MoonPhase
      do {
        moon = try MoonPhase(lunation: lunation, phase: phase)
      } catch {
        if lunation > first + 1 { throw error }
        lunation += 1  // a phase before the start, in year 0
        continue
      }
      if moon.instant >= instant { return moon }
      lunation += 1
    }
  }
}
