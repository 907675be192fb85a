import CalSyntax
import CalendarCore

/// `explain equinox|solstice YEAR [WORD]`, `explain newmoon|fullmoon X` and `explain solarterms
/// YEAR`: Meeus's algorithms with their numbers, ΔT, and the answer the plain command gives.
enum SkyExplanations {
  static let equinoxTopic = ExplainTopic("equinox", example: "2025") { request in
    try SkyExplanations.seasonExplanation(
      request, words: ["march": .marchEquinox, "september": .septemberEquinox])
  }
  static let solsticeTopic = ExplainTopic("solstice", example: "2025") { request in
    try SkyExplanations.seasonExplanation(
      request, words: ["june": .juneSolstice, "december": .decemberSolstice])
  }
  static let newMoonTopic = ExplainTopic("newmoon", example: "2025-03") { request in
    try SkyExplanations.phaseExplanation(request, .newMoon)
  }
  static let fullMoonTopic = ExplainTopic("fullmoon", example: "2025-03") { request in
    try SkyExplanations.phaseExplanation(request, .fullMoon)
  }
  static let solarTermsTopic = ExplainTopic("solarterms", example: "2025") { request in
    let (value, range) = try request.arguments(1, "a year")[0]
    let year = try request.year((value, range))
    let terms = try SkyCommands.sky(range) { () throws(SkyError) in try SolarTerm.terms(of: year) }
    return SkyExplanations.explain(terms)
  }

  private static func seasonExplanation(_ request: ExplainRequest, words: [String: Season]) throws
    -> Explanation
  {
    guard (1...2).contains(request.rest.count) else {
      throw request.error(
        "explain \(request.name) takes a year and a month's name, e.g. explain \(request.name) 2025")
    }
    let (value, range) = (try request.evaluate(request.rest[0]), request.rest[0].range)
    let year = try request.year((value, range))
    var season = words.values.min { $0.rawValue < $1.rawValue }!
    if request.rest.count == 2 {
      guard case .name(let word, _) = request.rest[1], let named = words[word.lowercased()] else {
        throw request.error(
          "explain \(request.name) takes a year and then " + words.keys.sorted().joined(separator: " or "),
          at: request.rest[1].range)
      }
      season = named
    }
    let equinox = try SkyCommands.sky(range) { () throws(SkyError) in try Equinox(year: year, season: season)
    }
    return explain(equinox)
  }

  /// Meeus ch. 27: the mean instant, the periodic terms, ΔT.
  static func explain(_ e: Equinox) -> Explanation {
    var x = Explanation()
    x.add(
      "The \(e.season.name) is the instant the Sun's apparent longitude reaches \(e.season.longitude)°. "
        + "Meeus (Astronomical Algorithms, 2nd ed., ch. 27) finds it from a mean instant, corrects it by 24 "
        + "periodic terms, and gives it in dynamical time (TT), which ΔT turns into universal time.")
    let table =
      e.year < 1000
      ? "27.A (years −1000 to 1000): Y = \(e.year)/1000"
      : "27.B (years 1000 to 3000): Y = (\(e.year) − 2000)/1000"
    let c = e.coefficients
    x.add(
      "Mean instant, table \(table) = \(fixed(e.y, 3)); JDE₀ = \(fixed(c[0], 5)) + \(fixed(c[1], 5))Y "
        + "\(signed(c[2], 5))Y² \(signed(c[3], 5))Y³ \(signed(c[4], 5))Y⁴ = \(fixed(e.meanJDE, 5)).")
    x.add(
      "T = (JDE₀ − 2451545.0)/36525 = \(fixed(e.t, 6)) Julian centuries from J2000; "
        + "W = 35999.373T − 2.47 = \(fixed(e.w, 3))°; Δλ = 1 + 0.0334 cos W + 0.0007 cos 2W = \(fixed(e.deltaLambda, 5))."
    )
    let largest = Equinox.periodicTerms.prefix(3).map { term in
      "\(Int(term.a)) cos(\(fixed(term.b, 2))° + \(fixed(term.c, 3))°T) = \(fixed(term.a * cosine(term.b + term.c * e.t), 2))"
    }
    x.add(
      "S = Σ A cos(B + CT) over table 27.C's 24 terms: " + largest.joined(separator: ", ")
        + ", … (21 more) = \(fixed(e.s, 2)).")
    x.add(
      "JDE = JDE₀ + 0.00001 S/Δλ = \(fixed(e.meanJDE, 5)) \(signed(0.00001 * e.s / e.deltaLambda, 5)) = "
        + "\(fixed(e.jde, 5)), that is \(dynamicalTime(e.jde)) TT.")
    x.add(deltaTStep(jde: e.jde, deltaT: e.deltaT))
    x.add("Answer: \(utc(e.instant))")
    return x
  }

  private static func phaseExplanation(_ request: ExplainRequest, _ phase: LunarPhase) throws -> Explanation {
    let (value, range) = try request.arguments(1, "a date, month or year")[0]
    let start = try SkyCommands.start(of: value, at: range, in: request.call)
    let moon = try SkyCommands.sky(range) { () throws(SkyError) in try MoonPhase.next(phase, from: start) }
    return explain(moon, from: start)
  }

  /// Meeus ch. 49: k, the mean phase, the corrections, ΔT.
  static func explain(_ m: MoonPhase, from start: Instant) -> Explanation {
    var x = Explanation()
    let name = m.phase.name
    x.add(
      "The first \(name) from \(utc(start)). Meeus (Astronomical Algorithms, 2nd ed., ch. 49) counts "
        + "lunations k from the new moon of 2000-01-06 (k whole for a new moon, + 0.25 first quarter, + 0.5 "
        + "full, + 0.75 last quarter), takes the mean phase, and corrects it by the Sun's and Moon's positions "
        + "and 14 planetary arguments.")
    x.add(
      "k = \(fixed(m.k, 2)) (the first lunation whose \(name) is not earlier); T = k/1236.85 = \(fixed(m.t, 6))."
    )
    x.add(
      "Mean phase (49.1): JDE = 2451550.09766 + 29.530588861k + 0.00015437T² − 0.000000150T³ + "
        + "0.00000000073T⁴ = \(fixed(m.meanJDE, 5)).")
    x.add(
      "Arguments: E = 1 − 0.002516T − 0.0000074T² = \(fixed(m.e, 6)); the Sun's mean anomaly M = "
        + "\(fixed(m.m, 4))°, the Moon's M′ = \(fixed(m.mPrime, 4))°, its argument of latitude F = "
        + "\(fixed(m.f, 4))°, its node Ω = \(fixed(m.omega, 4))°.")
    let first =
      switch m.phase {
      case .newMoon: "−0.40720 sin M′ + 0.17241E sin M + 0.01608 sin 2M′ + 0.01039 sin 2F"
      case .fullMoon: "−0.40614 sin M′ + 0.17302E sin M + 0.01614 sin 2M′ + 0.01043 sin 2F"
      default: "−0.62801 sin M′ + 0.17172E sin M − 0.01183E sin(M′ + M) + 0.00862 sin 2M′"
      }
    x.add(
      "Periodic terms of the \(name) (25 of them): \(first) + … = \(signed(m.periodicSum - m.w, 5)) days"
        + (m.w == 0 ? "." : "; the quarter's W = \(signed(m.w, 5)) days."))
    x.add(
      "Planetary arguments: 0.000325 sin A₁ + 0.000165 sin A₂ + … (A₁ = 299.77° + 0.107408°k − 0.009173°T², "
        + "…) = \(signed(m.planetarySum, 5)) days.")
    x.add(
      "JDE = \(fixed(m.meanJDE, 5)) \(signed(m.periodicSum, 5)) \(signed(m.planetarySum, 5)) = "
        + "\(fixed(m.jde, 5)), that is \(dynamicalTime(m.jde)) TT.")
    x.add(deltaTStep(jde: m.jde, deltaT: m.deltaT))
    x.add("Answer: \(utc(m.instant))")
    return x
  }

  /// Meeus ch. 25's longitude, iterated for each of the 24 terms.
  static func explain(_ terms: [SolarTerm]) -> Explanation {
    var x = Explanation()
    let first = terms[0]
    x.add(
      "A solar term (节气, jiéqì) is the instant the Sun's apparent longitude reaches a multiple of 15°: "
        + "24 a year, from 小寒 (285°) in January to 冬至 (270°) in December; the 12 at multiples of 30° "
        + "are the major terms (中气), which name the Chinese months.")
    let sun = SunLongitude(jde: first.steps[0])
    x.add(
      "The Sun's apparent longitude by Meeus ch. 25 (higher accuracy), at the first estimate for 小寒, JDE "
        + "\(fixed(sun.jde, 5)): τ = (JDE − 2451545)/365250 = \(fixed(sun.tau, 7)) millennia; the Earth's "
        + "heliocentric longitude L = (L0 + L1τ + L2τ² + …)/10⁸ rad, each Ln a sum of A cos(B + Cτ) over "
        + "VSOP87's terms (Meeus's Appendix III: 129 terms) = \(fixed(sun.heliocentric, 5))°, its distance R = "
        + "\(fixed(sun.radius, 6)) au; ☉ = L + 180° − 0.09033″ (FK5) = \(fixed(sun.geometric, 5))°; nutation "
        + "Δψ = −17.20″ sin Ω − 1.32″ sin 2L☉ − 0.23″ sin 2L☾ + 0.21″ sin 2Ω = \(fixed(sun.nutation, 2))″; "
        + "aberration −20.4898″/R = \(fixed(sun.aberration, 2))″; λ = \(fixed(sun.apparentLongitude, 5))°.")
    x.add(
      "Each term starts from the March equinox's mean instant moved by a mean year's share, and repeats "
        + "JDE += 58 sin(target − λ) days (58 days a radian: the Sun moves about 1° a day) until the step "
        + "is under 0.05 s. 小寒: " + first.steps.map { fixed($0, 5) }.joined(separator: " → ") + ".")
    x.add(deltaTStep(jde: first.jde, deltaT: first.deltaT))
    x.add(
      "Answer: "
        + terms.map { "\($0.chinese) \($0.longitude)° \(utc($0.instant))" }.joined(separator: "; ") + ".")
    return x
  }

  /// The ΔT step: which of Espenak and Meeus's polynomials, and UT = TT − ΔT.
  private static func deltaTStep(jde: Double, deltaT: Double) -> String {
    "ΔT = TT − UT = \(fixed(deltaT, 1)) s at \(fixed(DeltaT.year(ofJDE: jde), 2)) (Espenak and Meeus's "
      + "polynomial, NASA); UT = TT − ΔT, rounded to the second."
  }

  /// The JDE as a UTC-like wall time (no ΔT): how the book writes TT.
  private static func dynamicalTime(_ jde: Double) -> String {
    let seconds = ((jde - SkyTime.unixEpochJD) * 86_400).rounded()
    guard let instant = try? Instant(secondsSinceEpoch: Int64(seconds)),
      let wall = try? instant.dateTime(at: .utc)
    else { return fixed(jde, 5) }
    return wall.rfc3339
  }

  /// An instant as the plain command prints it.
  static func utc(_ instant: Instant) -> String {
    guard let wall = try? instant.dateTime(at: .utc) else { return instant.description }
    return "\(wall)Z"
  }

  private static func cosine(_ degrees: Double) -> Double { SkyTime.cosine(degrees) }
}

/// `x` with `digits` decimals, rounded half away from zero (no Foundation's `String(format:)`).
private func fixed(_ x: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(x) * scale).rounded()
  guard scaled < 9e17 else { return "\(x)" }
  let n = Int64(scaled)
  let whole = n / Int64(scale)
  var fraction = String(n % Int64(scale))
  fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
  return (x < 0 && n != 0 ? "−" : "") + "\(whole)" + (digits > 0 ? ".\(fraction)" : "")
}

/// `+ 1.23` or `− 1.23`: a term added to a sum.
private func signed(_ x: Double, _ digits: Int) -> String {
  let text = fixed(abs(x), digits)
  return (x < 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "− " : "+ ") + text
}

/// `explain julian drift YEAR`: the March equinox in the Julian and the Gregorian calendar, and
/// how far the Julian date has moved since Nicaea (325).
extension SkyExplanations {
  /// The Julian calendar's topic, answering `explain julian drift YEAR` too.
  static func withDrift(_ julian: ExplainTopic) -> ExplainTopic {
    ExplainTopic(julian.name, example: julian.example, followsReform: julian.followsReform) { request in
      guard case .name(let word, _)? = request.rest.first, word.lowercased() == "drift" else {
        return try julian.derive(request)
      }
      guard request.rest.count == 2 else {
        throw request.error(
          "explain julian drift takes a year, e.g. explain julian drift 1582",
          at: request.rest.count > 2 ? request.rest[2].range : nil)
      }
      let range = request.rest[1].range
      let year = try request.year((try request.evaluate(request.rest[1]), range))
      let nicaea = try SkyCommands.sky(range) { () throws(SkyError) in
        try Equinox(year: 325, season: .marchEquinox)
      }
      let equinox = try SkyCommands.sky(range) { () throws(SkyError) in
        try Equinox(year: year, season: .marchEquinox)
      }
      return try drift(from: nicaea, to: equinox)
    }
  }

  static func drift(from nicaea: Equinox, to equinox: Equinox) throws -> Explanation {
    func days(_ instant: Instant) -> Int {
      Int((instant.secondsSinceEpoch - (instant.secondsSinceEpoch % 86_400 + 86_400) % 86_400) / 86_400)
    }
    func julian(_ count: Int) throws -> (text: String, dayOfYear: Int) {
      let date = try WorldCalendar.julian.date(dayCount: count)
      let start = try WorldCalendar.julian.dayCount(year: date.year, month: 3, day: 1)
      return ("\(date.day) \(MonthName.english[date.month - 1]) \(date.year)", count - start)
    }
    func gregorian(_ count: Int) -> String {
      let date = CivilDate(uncheckedDayCount: count)
      return "\(date.day) \(MonthName.english[date.month - 1]) \(date.year)"
    }
    let then = try julian(days(nicaea.instant))
    let now = try julian(days(equinox.instant))
    let moved = then.dayOfYear - now.dayOfYear
    let years = equinox.year - nicaea.year
    var x = Explanation()
    x.add(
      "A Julian year is 365.25 days; the year of the seasons, equinox to equinox, is about 365.2422 days. "
        + "So the Julian calendar falls behind the Sun by 0.0078 days a year, a day in about 128 years, and "
        + "the March equinox comes ever earlier in its dates.")
    x.add(
      "In 325, the year of the Council of Nicaea, the March equinox fell at \(utc(nicaea.instant)): "
        + "\(then.text) in the Julian calendar (explain equinox 325 shows how it is found).")
    x.add(
      "In \(equinox.year) it fell at \(utc(equinox.instant)): \(now.text) in the Julian calendar, "
        + "\(gregorian(days(equinox.instant))) in the Gregorian (the day in UTC, as everywhere here).")
    x.add(
      "In \(years) years the Julian date moved \(moved) day\(moved == 1 || moved == -1 ? "" : "s") "
        + (moved >= 0 ? "earlier" : "later")
        + (years > 0 && moved > 0 ? " (a day in about \(years / moved) years)" : "")
        + ". The reform of 1582 dropped 10 days (Thursday 4 October was followed by Friday 15 October) to "
        + "bring the equinox back to about 21 March, and leaves out 3 leap days in 400 years to keep it there."
    )
    x.add("Answer: \(now.text) (Julian), \(gregorian(days(equinox.instant))) (Gregorian)")
    return x
  }
}
