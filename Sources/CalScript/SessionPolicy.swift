import CalSyntax
import CalendarCore

/// What the host lets a session reach, and where the session reports: the one value a shell, a
/// test or a fuzzer hands the interpreter. The language decides nothing of this itself: it asks.
public struct SessionPolicy {
  /// Reads the files `load` and `holidays load` name and writes a redirection's file (the
  /// shell's: CalFiles'); `NoFiles` reads and writes none.
  public var files: any FileLoader
  /// Runs the scripts `source` names (the shell's batch runner); `NoSourceRunner` runs none.
  public var scripts: any SourceRunner
  /// Asked before `source`, `load` or `holidays load` opens a path (as resolved against the
  /// script's directory); false refuses it. A fuzzer keeps reads inside its scratch directory.
  public var allowsSource: (String) -> Bool
  /// Asked before a redirection (`> FILE`) writes a path (as resolved); false refuses it.
  public var allowsWriting: (String) -> Bool
  /// Where `~/` in a path leads (the shell's `HOME`); nil leaves `~` as written.
  public var homeDirectory: String?
  /// Polled by long evaluations; true stops them with an `interrupted` error (Ctrl-C at the prompt).
  public var isCancelled: () -> Bool
  /// Receives every error that ends a statement, and every warning, already carrying its source.
  public var report: (ScriptError) -> Void
  /// Where zones are read (the shell's: the system's zoneinfo, else the embedded copy), asked
  /// when the first zone is named, never at start-up.
  public var zoneSource: () -> any ZoneSource
  /// The system's zoneinfo (`$TZDIR`, else /usr/share/zoneinfo) when there is one: what
  /// `set tzdata system` reads; nil where there is none (and in tests, by default).
  public var systemZoneSource: () -> (any ZoneSource)?
  /// The host's zone (`TZ`, else the system's /etc/localtime), asked when first needed; nil: UTC.
  public var localZoneName: () -> String?
  /// The clock `now` reads; nil when the host pins it (`--today`: noon of that day in the
  /// session's zone), so runs and tests repeat.
  public var clock: () -> Instant?
  /// The terminal `pick` draws on (the shell's: /dev/tty), asked when `pick` runs; nil: none.
  public var pickTerminal: () -> (any PickTerminal)? = { nil }
  /// Where `quiz` reads answers at the prompt (the shell's line editor), asked when a quiz is
  /// printed; nil: a worksheet and answer key are printed instead.
  public var answerReader: () -> (any AnswerReader)? = { nil }
  /// The terminal `slides` and `step` show explanations on (the shell's, when standard output is
  /// a terminal and no script runs); nil: they write text.
  public var slideTerminal: () -> (any SlideTerminal)? = { nil }

  public init(
    files: any FileLoader = NoFiles(), scripts: any SourceRunner = NoSourceRunner(),
    allowsSource: @escaping (String) -> Bool = { _ in true },
    allowsWriting: @escaping (String) -> Bool = { _ in true }, homeDirectory: String? = nil,
    isCancelled: @escaping () -> Bool = { false },
    zoneSource: @escaping () -> any ZoneSource = { EmbeddedZoneSource() },
    systemZoneSource: @escaping () -> (any ZoneSource)? = { nil },
    localZoneName: @escaping () -> String? = { nil }, clock: @escaping () -> Instant? = { nil },
    report: @escaping (ScriptError) -> Void
  ) {
    self.zoneSource = zoneSource
    self.systemZoneSource = systemZoneSource
    self.localZoneName = localZoneName
    self.clock = clock
    self.files = files
    self.scripts = scripts
    self.allowsSource = allowsSource
    self.allowsWriting = allowsWriting
    self.homeDirectory = homeDirectory
    self.isCancelled = isCancelled
    self.report = report
  }
}
