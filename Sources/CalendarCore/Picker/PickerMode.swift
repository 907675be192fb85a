/// What a picker chooses: one day, any set of days, a range of days, or one day from a strip.
public enum PickerMode: String, CaseIterable, Sendable {
  case single, multiple, range, strip
}
