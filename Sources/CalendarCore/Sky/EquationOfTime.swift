/// The equation of time: how far the true sun runs ahead of the mean sun, in seconds (apparent
/// less mean solar time), by Meeus's formula 28.3 (Smart's series in the sun's mean longitude and
/// anomaly, the orbit's eccentricity and the obliquity), good to a few seconds over calsh's years.
public enum EquationOfTime {
  /// The equation of time at `instant`: positive when the sun crosses the meridian before mean noon.
  public static func seconds(at instant: Instant) -> Double {
    let t = (SkyTime.jde(of: instant) - 2_451_545) / 36_525
    let meanLongitude = SkyTime.normalized(280.46646 + 36_000.76983 * t + 0.0003032 * t * t)
    let anomaly = SkyTime.normalized(357.52911 + 35_999.05029 * t - 0.0001537 * t * t)
    let eccentricity = 0.016708634 - 0.000042037 * t - 0.0000001267 * t * t
    let obliquity = 23.0 + 26.0 / 60 + (21.448 - 46.8150 * t - 0.00059 * t * t + 0.001813 * t * t * t) / 3_600
    let y = SkyTime.tangentSquaredOfHalf(obliquity)
    let (l, m, e) = (meanLongitude, anomaly, eccentricity)
    let radians =
      y * SkyTime.sine(2 * l) - 2 * e * SkyTime.sine(m) + 4 * e * y * SkyTime.sine(m) * SkyTime.cosine(2 * l)
      - y * y / 2 * SkyTime.sine(4 * l) - 5.0 / 4 * e * e * SkyTime.sine(2 * m)
    return radians * 180 / .pi * 240
  }
}
