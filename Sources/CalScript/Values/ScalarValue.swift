import CalRender
import CalSyntax
import CalendarCore

/// A kind of value that lives in one file: a core type, extended in `Values/`, that says how the
/// language names it, writes it and compares and combines it. `Value.scalar` wraps it and each of
/// `Value`'s switches asks it once, so a new kind (a time of day, an instant in a zone) is one
/// conformance and its tests. The defaults are what a kind without that ability answers.
public protocol ScalarValue: Sendable {
  /// The kind's name as `vars` shows it: `time of day`.
  var kindName: String { get }
  /// The value as a message names it: `a time of day`.
  var described: String { get }
  /// The kind in the plural: `times of day have no …`.
  var plural: String { get }
  /// The value alone on a line, and as `print` writes it, its dates as the calendar in force
  /// writes them.
  func line(reform: Reform) -> String
  /// `line` written to `out` (a kind printed a million times a script writes its bytes there).
  func writeLine(to out: Output, reform: Reform)
  /// The value as a field of `table` or `csv`.
  func field(reform: Reform) -> String
  /// The value as JSON.
  func writeJSON(to json: inout JSONWriter, reform: Reform)
  /// Whether it equals `other`; nil when the two cannot be compared.
  func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool?
  /// -1, 0 or 1 for this value against `other`; nil when the two have no order.
  func order(against other: Value, at range: SourceRange) throws(ScriptError) -> Int?
  /// Its truth as a condition (`where era`); nil when it is not a condition.
  var truth: Bool? { get }
  /// `self op other` (or `other op self` when `isLeft` is false); nil when the kinds do not
  /// combine that way.
  func combined(
    _ op: BinaryOperator, with other: Value, isLeft: Bool, reform: Reform, at range: SourceRange
  ) throws -> Value?
  /// `-self`; nil when the kind has no negative.
  func negated(at range: SourceRange) throws -> Value?
}

extension ScalarValue {
  public var described: String {
    (kindName.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + kindName
  }
  public var plural: String { kindName + "s" }
  public func field(reform: Reform) -> String { line(reform: reform) }
  public func writeLine(to out: Output, reform: Reform) { out.write(line(reform: reform)) }
  public func writeJSON(to json: inout JSONWriter, reform: Reform) { json.value(line(reform: reform)) }
  public func equals(_ other: Value, at range: SourceRange) throws(ScriptError) -> Bool? { nil }
  public func order(against other: Value, at range: SourceRange) throws(ScriptError) -> Int? { nil }
  public var truth: Bool? { nil }
  public func combined(
    _ op: BinaryOperator, with other: Value, isLeft: Bool, reform: Reform, at range: SourceRange
  ) throws -> Value? { nil }
  public func negated(at range: SourceRange) throws -> Value? { nil }
}
