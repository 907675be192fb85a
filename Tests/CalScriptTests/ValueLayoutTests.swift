import CalendarCore
import Testing

@testable import CalScript

/// Every statement copies values and day lists many times, each copy a move of their whole size:
/// a large payload held inline (a recurrence rule inside a list of date-times grew `Value` to
/// 417 bytes) cost the 20,000-line mixed script 57% more instructions. Large payloads are
/// `indirect`; these bounds catch one that is not.
@Suite struct ValueLayoutTests {
  @Test func aValueStaysSmall() {
    #expect(MemoryLayout<Value>.size <= 64)
  }

  @Test func aDayListsSourceHoldsNoRecurrenceInline() {
    #expect(MemoryLayout<DayList.Source>.size <= MemoryLayout<DaySpan>.size)
  }
}
