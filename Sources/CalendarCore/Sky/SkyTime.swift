#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Instants of the sky: a Julian ephemeris day (TT) turned into a UTC instant to the second, and
/// back, as Meeus counts days (JD 2440587.5 is 1970-01-01T00:00Z).
public enum SkyTime {
  /// The Julian day of the Unix epoch.
  public static let unixEpochJD = 2_440_587.5

  /// The years whose sky calsh computes: Meeus's polynomials hold for these (tables 27.A–B,
  /// ch. 49; the checks compare 1000–3000 and 1900–2100).
  public static let years = 1...3000

  /// The UT instant of the ephemeris day `jde`, rounded to the second: ΔT subtracted.
  public static func instant(ofJDE jde: Double) throws(TimeError) -> Instant {
    let jd = jde - DeltaT.seconds(atJDE: jde) / 86_400
    let seconds = ((jd - unixEpochJD) * 86_400).rounded()
    guard seconds.isFinite, abs(seconds) < 1e12 else { throw .instantOutOfRange }
    return try Instant(secondsSinceEpoch: Int64(seconds))
  }

  /// The Julian (UT) day of an instant.
  public static func julianDay(of instant: Instant) -> Double {
    unixEpochJD + (Double(instant.secondsSinceEpoch) + Double(instant.nanosecond) / 1e9) / 86_400
  }

  /// The ephemeris day (TT) of an instant: ΔT added.
  public static func jde(of instant: Instant) -> Double {
    let jd = julianDay(of: instant)
    return jd + DeltaT.seconds(atJDE: jd) / 86_400
  }

  /// Degrees reduced to 0 ..< 360.
  static func normalized(_ degrees: Double) -> Double {
    let r = degrees.truncatingRemainder(dividingBy: 360)
    return r < 0 ? r + 360 : r
  }

  public static func sine(_ degrees: Double) -> Double { sin(degrees * .pi / 180) }
  public static func cosine(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
  /// tan²(x/2) of `degrees`, Meeus's y for the equation of time.
  static func tangentSquaredOfHalf(_ degrees: Double) -> Double {
    let t = tan(degrees * .pi / 360)
    return t * t
  }
}
