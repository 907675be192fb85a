import CalSyntax

extension CommandCall {
  /// The command the name was resolved to when parsed.
  public var command: Command { CommandTable.command(atEntry: entry) }
  /// The name as written (an alias such as `exit` included).
  public var name: String { CommandTable.entryNames[entry] }
  /// A value command's call, or `last`/`next`/`prev` before a weekday: its arguments are
  /// evaluated once and it maps over a range or list among them.
  var isValueCall: Bool { isValueCall(in: CommandTable.lexicon) }
}
