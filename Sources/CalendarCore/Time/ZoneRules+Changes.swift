extension ZoneRules {
  /// A zone known by a list of its changes rather than a TZif file: what a calendar file's
  /// VTIMEZONE describes (`TZID:W. Europe Standard Time` with its own STANDARD and DAYLIGHT
  /// rules). `initial` holds before the first change; each change's type holds from its instant
  /// (seconds since 1970) on; the last holds for ever after. Changes are taken in time order.
  public init(name: String, initial: LocalTimeType, changes: [(at: Int64, type: LocalTimeType)]) {
    var types = [initial]
    var times: [Int64] = []
    var indexes: [UInt8] = []
    for change in changes.sorted(by: { $0.at < $1.at }) where times.last.map({ change.at > $0 }) ?? true {
      var index = types.firstIndex(of: change.type)
      if index == nil, types.count < 255 {
        types.append(change.type)
        index = types.count - 1
      }
      guard let index else { continue }
      times.append(change.at)
      indexes.append(UInt8(index))
    }
    storage = Storage(name: name, transitionTimes: times, transitionTypes: indexes, types: types, footer: nil)
  }
}
