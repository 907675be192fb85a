/// ΔT = TT − UT in seconds, by the polynomials of Espenak and Meeus (NASA, "Polynomial
/// expressions for Delta T", 2006), for a decimal year: what turns an ephemeris instant (TT) into
/// a clock's (UT, which UTC follows to within 0.9 s).
public enum DeltaT {
  /// Seconds of ΔT at the decimal year `y` (2025.5 is mid-2025).
  public static func seconds(atYear y: Double) -> Double {
    func poly(_ t: Double, _ c: [Double]) -> Double { c.reversed().reduce(0) { $0 * t + $1 } }
    switch y {
    case ..<(-500):
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    case ..<500:
      return poly(
        y / 100, [10583.6, -1014.41, 33.78311, -5.952053, -0.1798452, 0.022174192, 0.0090316521])
    case ..<1600:
      return poly(
        (y - 1000) / 100, [1574.2, -556.01, 71.23472, 0.319781, -0.8503463, -0.005050998, 0.0083572073])
    case ..<1700:
      return poly(y - 1600, [120, -0.9808, -0.01532, 1 / 7129.0])
    case ..<1800:
      return poly(y - 1700, [8.83, 0.1603, -0.0059285, 0.00013336, -1 / 1_174_000.0])
    case ..<1860:
      return poly(
        y - 1800,
        [13.72, -0.332447, 0.0068612, 0.0041116, -0.00037436, 0.0000121272, -0.0000001699, 0.000000000875])
    case ..<1900:
      return poly(y - 1860, [7.62, 0.5737, -0.251754, 0.01680668, -0.0004473624, 1 / 233_174.0])
    case ..<1920:
      return poly(y - 1900, [-2.79, 1.494119, -0.0598939, 0.0061966, -0.000197])
    case ..<1941:
      return poly(y - 1920, [21.20, 0.84493, -0.076100, 0.0020936])
    case ..<1961:
      return poly(y - 1950, [29.07, 0.407, -1 / 233.0, 1 / 2547.0])
    case ..<1986:
      return poly(y - 1975, [45.45, 1.067, -1 / 260.0, -1 / 718.0])
    case ..<2005:
      return poly(y - 2000, [63.86, 0.3345, -0.060374, 0.0017275, 0.000651814, 0.00002373599])
    case ..<2050:
      return poly(y - 2000, [62.92, 0.32217, 0.005589])
    case ..<2150:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u - 0.5628 * (2150 - y)
    default:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    }
  }

  /// The decimal year of a Julian ephemeris day (close enough for ΔT, which changes slowly).
  public static func year(ofJDE jde: Double) -> Double { 2000 + (jde - 2_451_545.0) / 365.25 }

  /// Seconds of ΔT at the Julian ephemeris day `jde`.
  public static func seconds(atJDE jde: Double) -> Double { seconds(atYear: year(ofJDE: jde)) }
}
