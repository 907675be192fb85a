/// The equinoxes and solstices of a year by Meeus, *Astronomical Algorithms* (2nd ed.), ch. 27:
/// a mean instant from a polynomial in the year (tables 27.A, 27.B), corrected by the sum of 24
/// periodic terms (table 27.C); about a minute from the full theory over 1000–3000.
public enum Season: Int, CaseIterable, Sendable {
  case marchEquinox, juneSolstice, septemberEquinox, decemberSolstice

  /// The Sun's apparent longitude at the instant: 0°, 90°, 180°, 270°.
  public var longitude: Int { rawValue * 90 }

  /// `March equinox`, `June solstice` …
  public var name: String {
    ["March equinox", "June solstice", "September equinox", "December solstice"][rawValue]
  }
}

/// One equinox or solstice worked out, each step's number kept for `explain`.
public struct Equinox: Sendable {
  public let year: Int
  public let season: Season
  /// The polynomial's variable: `year/1000` before 1000, `(year − 2000)/1000` from 1000.
  public let y: Double
  /// The polynomial's coefficients (table 27.A or 27.B), constant term first.
  public let coefficients: [Double]
  /// The mean instant, JDE₀.
  public let meanJDE: Double
  /// Julian centuries from J2000.0 at JDE₀.
  public let t: Double
  /// W = 35999.373 T − 2.47 (degrees).
  public let w: Double
  /// Δλ = 1 + 0.0334 cos W + 0.0007 cos 2W.
  public let deltaLambda: Double
  /// S = Σ A cos(B + C T), the 24 periodic terms.
  public let s: Double
  /// JDE = JDE₀ + 0.00001 S / Δλ.
  public let jde: Double
  /// ΔT at the instant, seconds.
  public let deltaT: Double
  /// The instant (UT), to the second.
  public let instant: Instant

  /// Table 27.C: A, B (degrees), C (degrees a century).
  public static let periodicTerms: [(a: Double, b: Double, c: Double)] = [
    (485, 324.96, 1934.136), (203, 337.23, 32964.467), (199, 342.08, 20.186), (182, 27.85, 445267.112),
    (156, 73.14, 45036.886), (136, 171.52, 22518.443), (77, 222.54, 65928.934), (74, 296.72, 3034.906),
    (70, 243.58, 9037.513), (58, 119.81, 33718.147), (52, 297.17, 150.678), (50, 21.02, 2281.226),
    (45, 247.54, 29929.562), (44, 325.15, 31555.956), (29, 60.93, 4443.417), (18, 155.12, 67555.328),
    (17, 288.79, 4562.452), (16, 198.04, 62894.029), (14, 199.76, 31436.921), (12, 95.39, 14577.848),
    (12, 287.11, 31931.756), (12, 320.81, 34777.259), (9, 227.73, 1222.114), (8, 15.45, 16859.074),
  ]

  /// Tables 27.A (years −1000…1000) and 27.B (1000…3000), one row a season.
  static let before1000: [[Double]] = [
    [1_721_139.29189, 365_242.13740, 0.06134, 0.00111, -0.00071],
    [1_721_233.25401, 365_241.72562, -0.05323, 0.00907, 0.00025],
    [1_721_325.70455, 365_242.49558, -0.11677, -0.00297, 0.00074],
    [1_721_414.39987, 365_242.88257, -0.00769, -0.00933, -0.00006],
  ]
  static let from1000: [[Double]] = [
    [2_451_623.80984, 365_242.37404, 0.05169, -0.00411, -0.00057],
    [2_451_716.56767, 365_241.62603, 0.00325, 0.00888, -0.00030],
    [2_451_810.21715, 365_242.01767, -0.11575, 0.00337, 0.00078],
    [2_451_900.05952, 365_242.74049, -0.06223, -0.00823, 0.00032],
  ]

  /// The equinox or solstice `season` of `year` (1000–3000).
  public init(year: Int, season: Season) throws(SkyError) {
    guard SkyTime.years.contains(year) else { throw .yearOutOfRange(year) }
    self.year = year
    self.season = season
    let y = year < 1000 ? Double(year) / 1000 : Double(year - 2000) / 1000
    self.y = y
    coefficients = (year < 1000 ? Equinox.before1000 : Equinox.from1000)[season.rawValue]
    meanJDE = coefficients.reversed().reduce(0) { $0 * y + $1 }
    t = (meanJDE - 2_451_545.0) / 36_525
    w = 35_999.373 * t - 2.47
    deltaLambda = 1 + 0.0334 * SkyTime.cosine(w) + 0.0007 * SkyTime.cosine(2 * w)
    var sum = 0.0
    for term in Equinox.periodicTerms { sum += term.a * SkyTime.cosine(term.b + term.c * t) }
    s = sum
    jde = meanJDE + 0.00001 * s / deltaLambda
    deltaT = DeltaT.seconds(atJDE: jde)
    do {
      instant = try SkyTime.instant(ofJDE: jde)
    } catch {
      throw .yearOutOfRange(year)
    }
  }
}

/// Why the sky was not worked out: a year outside the span its polynomials hold for.
public enum SkyError: Error, Equatable, Sendable {
  case yearOutOfRange(Int)

  public var message: String {
    switch self {
    case .yearOutOfRange(let year):
      "the sky is worked out for years \(SkyTime.years.lowerBound)–\(SkyTime.years.upperBound) "
        + "(Meeus's polynomials), not \(year)"
    }
  }
}
