#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Sun's apparent longitude by Meeus, *Astronomical Algorithms* (2nd ed.), ch. 25 with higher
/// accuracy: the Earth's heliocentric longitude L and distance R from VSOP87 (`VSOP87Earth`, Meeus's
/// Appendix III), turned round (☉ = L + 180°), moved to the FK5 frame (−0.09033″), then nutation
/// in longitude (ch. 22's short series, 0.5″) and aberration (−20.4898″/R): about 1″, a few
/// seconds of time.
public struct SunLongitude: Sendable {
  public let jde: Double
  /// Julian millennia from J2000.0 (VSOP87's time), and centuries (nutation's).
  public let tau, t: Double
  /// The Earth's heliocentric longitude (degrees) and distance (au).
  public let heliocentric, radius: Double
  /// ☉ = L + 180° in the FK5 frame, degrees.
  public let geometric: Double
  /// Nutation in longitude and aberration, arcseconds.
  public let nutation, aberration: Double
  /// λ = ☉ + Δψ + aberration, degrees 0 ..< 360.
  public let apparentLongitude: Double

  public init(jde: Double) {
    self.jde = jde
    let tau = (jde - 2_451_545.0) / 365_250
    self.tau = tau
    let t = tau * 10
    self.t = t
    let heliocentric = SkyTime.normalized(SunLongitude.sum(VSOP87Earth.l, tau) * 180 / .pi)
    self.heliocentric = heliocentric
    let radius = SunLongitude.sum(VSOP87Earth.r, tau)
    self.radius = radius
    let geometric = SkyTime.normalized(heliocentric + 180 - 0.09033 / 3600)
    self.geometric = geometric
    let sunMean = 280.4665 + 36_000.7698 * t
    let moonMean = 218.3165 + 481_267.8813 * t
    let node = 125.04452 - 1934.136261 * t
    let nutation =
      -17.20 * SkyTime.sine(node) - 1.32 * SkyTime.sine(2 * sunMean) - 0.23 * SkyTime.sine(2 * moonMean)
      + 0.21 * SkyTime.sine(2 * node)
    self.nutation = nutation
    aberration = -20.4898 / radius
    apparentLongitude = SkyTime.normalized(geometric + (nutation + aberration) / 3600)
  }

  /// A VSOP87 variable: Σ over n of τⁿ Σ A cos(B + Cτ), in units of 10⁻⁸.
  private static func sum(_ table: [[(Double, Double, Double)]], _ tau: Double) -> Double {
    var total = 0.0
    for power in table.indices.reversed() {
      var series = 0.0
      for (a, b, c) in table[power] { series += a * cos(b + c * tau) }
      total = total * tau + series
    }
    return total / 1e8
  }
}

/// One of the 24 solar terms (节气, jiéqì): the instant the Sun's apparent longitude reaches a
/// multiple of 15°, found by iterating JDE += 58 sin(target − λ) from a mean estimate, as Meeus
/// refines the equinoxes (ch. 27).
public struct SolarTerm: Sendable {
  /// 0 = 小寒 (285°, early January) … 23 = 冬至 (270°, December): a Gregorian year's order.
  public let index: Int
  public let year: Int
  /// The first estimate and each step's JDE, for `explain`.
  public let steps: [Double]
  public let jde: Double
  public let deltaT: Double
  public let instant: Instant

  /// The target longitude, degrees: 285, 300 … 345, 0, 15 … 270.
  public var longitude: Int { (285 + 15 * index) % 360 }
  /// A major term (中气, zhōngqì: longitude a multiple of 30°), which names a Chinese month.
  public var isMajor: Bool { longitude % 30 == 0 }
  public var chinese: String { SolarTerm.names[index].chinese }
  public var pinyin: String { SolarTerm.names[index].pinyin }
  public var english: String { SolarTerm.names[index].english }

  /// Simplified Chinese, pinyin and English, in a Gregorian year's order.
  public static let names: [(chinese: String, pinyin: String, english: String)] = [
    ("小寒", "Xiǎohán", "Minor Cold"), ("大寒", "Dàhán", "Major Cold"), ("立春", "Lìchūn", "Start of Spring"),
    ("雨水", "Yǔshuǐ", "Rain Water"), ("惊蛰", "Jīngzhé", "Awakening of Insects"),
    ("春分", "Chūnfēn", "Spring Equinox"), ("清明", "Qīngmíng", "Pure Brightness"), ("谷雨", "Gǔyǔ", "Grain Rain"),
    ("立夏", "Lìxià", "Start of Summer"), ("小满", "Xiǎomǎn", "Grain Full"), ("芒种", "Mángzhòng", "Grain in Ear"),
    ("夏至", "Xiàzhì", "Summer Solstice"), ("小暑", "Xiǎoshǔ", "Minor Heat"), ("大暑", "Dàshǔ", "Major Heat"),
    ("立秋", "Lìqiū", "Start of Autumn"), ("处暑", "Chǔshǔ", "End of Heat"), ("白露", "Báilù", "White Dew"),
    ("秋分", "Qiūfēn", "Autumn Equinox"), ("寒露", "Hánlù", "Cold Dew"), ("霜降", "Shuāngjiàng", "Frost's Descent"),
    ("立冬", "Lìdōng", "Start of Winter"), ("小雪", "Xiǎoxuě", "Minor Snow"), ("大雪", "Dàxuě", "Major Snow"),
    ("冬至", "Dōngzhì", "Winter Solstice"),
  ]

  /// Term `index` (0–23) of `year`.
  public init(year: Int, index: Int) throws(SkyError) {
    guard SkyTime.years.contains(year), (0..<24).contains(index) else { throw .yearOutOfRange(year) }
    self.year = year
    self.index = index
    let target = Double((285 + 15 * index) % 360)
    // The March equinox's mean instant, then the days to the target at a mean year's pace.
    let equinox = 2_451_623.80984 + 365.242189 * Double(year - 2000)
    let ahead = index < 5 ? target - 360 : target
    var jde = equinox + ahead / 360 * 365.242189
    var steps = [jde]
    for _ in 0..<40 {
      let correction = 58 * SkyTime.sine(target - SunLongitude(jde: jde).apparentLongitude)
      jde += correction
      steps.append(jde)
      if abs(correction) < 0.000_000_5 { break }
    }
    self.steps = steps
    self.jde = jde
    deltaT = DeltaT.seconds(atJDE: jde)
    do {
      instant = try SkyTime.instant(ofJDE: jde)
    } catch {
      throw .yearOutOfRange(year)
    }
  }

  /// The 24 terms of `year`, in order.
  public static func terms(of year: Int) throws(SkyError) -> [SolarTerm] {
    try (0..<24).map { index throws(SkyError) in try SolarTerm(year: year, index: index) }
  }
}
