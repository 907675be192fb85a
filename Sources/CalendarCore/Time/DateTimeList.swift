/// Date-times in time order: wall times in no zone (floating, as an iCalendar DTSTART without a
/// TZID) or instants in a zone, as a timed recurrence gives them. A value of its own, so the
/// language can filter, count and write them without knowing how they were made.
public struct DateTimeList: Equatable, Sendable {
  /// One date-time of a list.
  public enum Element: Hashable, Sendable {
    /// A wall time with no zone.
    case floating(DateTime)
    /// An instant and its wall time in a zone.
    case zoned(ZonedDateTime)

    /// The wall date and time.
    public var dateTime: DateTime {
      switch self {
      case .floating(let wall): wall
      case .zoned(let zoned): zoned.dateTime
      }
    }

    /// The instant and its zone; nil for a floating wall time.
    public var zoned: ZonedDateTime? {
      if case .zoned(let zoned) = self { return zoned }
      return nil
    }

    /// Orders instants by the time line and floating times by the wall clock (read as UTC when
    /// a list mixes them, which a recurrence never does).
    fileprivate var key: (Int64, Int32) {
      switch self {
      case .floating(let wall): (wall.secondsSinceEpoch, Int32(wall.time.nanosecond))
      case .zoned(let zoned): (zoned.instant.secondsSinceEpoch, zoned.instant.nanosecond)
      }
    }
  }

  public let elements: [Element]
  /// The recurrence that gave the whole list, with the wall time of its first occurrence before
  /// any gap moved it (what an iCalendar DTSTART says); nil for a list filtered or cut since.
  public private(set) var origin: Origin?

  /// Where a list came from: a timed recurrence, listed whole.
  public struct Origin: Equatable, Sendable {
    public let recurrence: TimedRecurrence
    public let firstWallTime: DateTime
  }

  /// The date-times sorted into time order (stable: equal ones keep their order).
  public init(_ elements: [Element]) {
    self.elements = elements.enumerated().sorted { a, b in
      a.element.key != b.element.key ? a.element.key < b.element.key : a.offset < b.offset
    }.map(\.element)
  }

  /// Some of a list's date-times, already in time order (a filter or a cut of a list).
  public init(inOrder elements: [Element]) { self.elements = elements }

  public static let empty = DateTimeList(inOrder: [])

  /// The same date-times, made whole by `recurrence` starting at `firstWallTime`.
  func from(_ recurrence: TimedRecurrence, firstWallTime: DateTime) -> DateTimeList {
    var list = self
    list.origin = Origin(recurrence: recurrence, firstWallTime: firstWallTime)
    return list
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
}
