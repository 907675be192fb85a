import CalendarCore

/// When each entry of a calendar file starts and ends (the occurrence that covers its day), kept
/// column by column as the ledger keeps its texts: a wall reading and a length in seconds, and
/// the event's clock (one of a few), made into `EventTime` values only when a row is read.
public struct EntryTimes: Sendable {
  /// The clocks the entries' times are on (an all-day event's, a floating one's, each zone's).
  public private(set) var clocks: [EventClock] = []
  private var starts: [Int64] = []
  private var lengths: [Int64] = []
  private var clockIndexes: [UInt32] = []

  public init() {}

  public var count: Int { starts.count }

  /// The index of `clock` among `clocks`, added if new.
  public mutating func index(of clock: EventClock) -> Int {
    if let index = clocks.firstIndex(of: clock) { return index }
    clocks.append(clock)
    return clocks.count - 1
  }

  /// An entry's time: it starts at `start` on clock `clock` (seconds from the start of day count
  /// 0 on that clock) and lasts `length` seconds of that clock.
  public mutating func append(start: Int, length: Int, clock: Int) {
    starts.append(Int64(start))
    lengths.append(Int64(length))
    clockIndexes.append(UInt32(clock))
  }

  public mutating func reserve(_ rows: Int) {
    starts.reserveCapacity(rows)
    lengths.reserveCapacity(rows)
    clockIndexes.reserveCapacity(rows)
  }

  /// The day count of the wall date the entry at `row` starts on, on its own clock: the day an
  /// event spanning several rows counts on (`heatmap`).
  public func startDayCount(at row: Int) -> Int {
    let seconds = starts[row]
    return Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
  }

  /// When the entry at `row` starts; nil past the range of dates.
  public func start(at row: Int) -> EventTime? {
    clocks[Int(clockIndexes[row])].time(atWallSeconds: Int(starts[row]))
  }

  /// When it ends: its start and its length on the same wall clock, as RFC 5545 and
  /// recurring-ical-events add an event's length to each occurrence (an all-day event's end is
  /// the day after its last, as DTEND writes it).
  ///
  /// A start a change of clocks skipped was moved later by the gap; an end on the wall clock
  /// before that moved start (02:30–03:00 on the night Berlin skips 02:00–03:00) would come
  /// before it: the end is then the start plus the length on the time line.
  public func end(at row: Int) -> EventTime? {
    let end = clocks[Int(clockIndexes[row])].time(atWallSeconds: Int(starts[row] + lengths[row]))
    if case .zoned(let last)? = end, case .zoned(let first)? = start(at: row), last.instant < first.instant,
      let instant = try? first.instant.adding(seconds: lengths[row]),
      let moved = try? ZonedDateTime(instant, in: first.zone)
    {
      return .zoned(moved)
    }
    return end
  }
}
