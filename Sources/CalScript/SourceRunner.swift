import CalSyntax

/// Runs the script `source FILE` names in the session that names it: the shell's batch runner,
/// which opens and reads the file (the language opens none itself). A host without one keeps
/// `NoSourceRunner`.
public protocol SourceRunner {
  /// Runs the file at `path` (resolved, and allowed by the policy; `written` as the script wrote
  /// it) line by line in `interpreter`. Throws an error at `range` when the file cannot be read or
  /// would include itself, and `.reported` when one of its statements failed (already reported).
  func runSourced(_ path: String, written: String, at range: SourceRange, in interpreter: Interpreter) throws
}

/// Runs no script: every `source` is an error (an interpreter made without the shell's runner).
public struct NoSourceRunner: SourceRunner {
  public init() {}

  public func runSourced(_ path: String, written: String, at range: SourceRange, in interpreter: Interpreter)
    throws
  {
    throw ScriptError(.evaluation, "cannot read \(path): this calsh runs no scripts", at: range)
  }
}
