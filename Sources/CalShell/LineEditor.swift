import CInterrupt
import CReadline
import CalScript
import Glibc

/// GNU readline behind a small surface: prompts, persistent history, Tab completion and Ctrl-C.
/// Every readline call of calsh lives in this file.
struct LineEditor {
  enum Input: Equatable {
    /// A line; `afterInterrupt` when Ctrl-C threw away what was typed before it.
    case line(String, afterInterrupt: Bool)
    /// Ctrl-D on an empty line (the cursor is then on a new line), or the terminal went away.
    case end
  }

  /// Where entries are saved; nil when they stay in memory.
  private var store: HistoryStore?
  private let warn: (String) -> Void

  /// Sets up readline once: locale, completion from `complete`, the Ctrl-C handler and the
  /// history file (an unusable one costs one warning through `warn`, and history stays in memory).
  init(
    prompt: String, history: HistoryFile, promptsOnStandardError: Bool, warn: @escaping (String) -> Void,
    complete: @escaping (String) -> Completion
  ) {
    self.warn = warn
    LineEditor.prompt = prompt
    LineEditor.complete = complete
    LineEditor.useUTF8Locale()
    calsh_rl_set_name(LineEditor.readlineName)
    if promptsOnStandardError { calsh_rl_prompt_on_stderr() }
    calsh_rl_set_completion(
      { text, _, end in LineEditor.attemptCompletion(text, end: Int(end)) },
      LineEditor.wordBreaks, LineEditor.quotes)
    // Readline calls the hook when Ctrl-C interrupts its read; a Ctrl-C that lands while it
    // handles a key is only seen before the next read, hence the check in getc too.
    calsh_rl_set_signal_hooks(
      { LineEditor.cancelLineIfInterrupted() },
      { stream in
        rl_check_signals()
        _ = LineEditor.cancelLineIfInterrupted()
        return rl_getc(stream)
      })
    calsh_install_interrupt_handler()
    calsh_ignore_quit()
    loadHistory(history)
  }

  /// Reads one line with editing; the prompt is `prompt`, or the first prompt again after Ctrl-C.
  func read(prompt: String) -> Input {
    calsh_clear_interrupt()
    LineEditor.lineWasCancelled = false
    guard let line = readline(prompt) else {
      calsh_rl_newline_after_eof()
      return .end
    }
    defer { free(line) }
    return .line(String(cString: line), afterInterrupt: LineEditor.lineWasCancelled)
  }

  /// Ctrl-C was pressed since the last `read` or `clearInterrupt`.
  static var interruptRequested: Bool { calsh_interrupted() != 0 }

  static func clearInterrupt() { calsh_clear_interrupt() }

  /// Adds an accepted input to history and appends it to the file at once, so a killed shell
  /// loses nothing; an input equal to the one before it is not stored twice.
  mutating func remember(_ entry: String) {
    guard entry.contains(where: { !$0.isWhitespace }) else { return }
    if let last = calsh_history_last(), String(cString: last) == entry { return }
    add_history(entry)
    do { try store?.append(entry) } catch { stopSaving(error.message) }
  }

  /// Readline keeps the history in memory only (its history-file calls follow a relative link
  /// against the working directory and race with other sessions): the file is `HistoryStore`'s.
  private mutating func loadHistory(_ history: HistoryFile) {
    if let warning = history.limitWarning { warn(warning) }
    stifle_history(Int32(clamping: history.limit))
    guard history.limit > 0 else { return }
    switch history.open() {
    case .off: return
    case .failed(let problem): return stopSaving(problem)
    case .saving(var store):
      do {
        for entry in try store.load() { add_history(entry) }
        self.store = store
      } catch {
        stopSaving(error.message)
      }
    }
  }

  private mutating func stopSaving(_ problem: String) {
    store = nil
    warn("history will not be saved (\(problem))")
  }

  private static func useUTF8Locale() {
    let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) }
    if chosen == nil || chosen == "C" || chosen == "POSIX" { setlocale(LC_CTYPE, "C.UTF-8") }
  }

  // Readline's callbacks are C functions that cannot capture context: their state lives here.
  nonisolated(unsafe) static var prompt = ""
  private nonisolated(unsafe) static var complete: (String) -> Completion = { _ in
    Completion(word: "", kind: .words([]))
  }
  private nonisolated(unsafe) static var matches: [String] = []
  private nonisolated(unsafe) static var nextMatch = 0
  private nonisolated(unsafe) static var lineWasCancelled = false
  private nonisolated(unsafe) static let readlineName = strdup("calsh")
  private nonisolated(unsafe) static let wordBreaks = strdup(Completion.wordBreakCharacters)
  // A backquote opens a name (`` `Trans Desc` ``): readline completes after it and closes it.
  private nonisolated(unsafe) static let quotes = strdup("\"`")

  /// Readline's completion entry: words from `complete`, or file names after `source`/`load`.
  private static func attemptCompletion(
    _ text: UnsafePointer<CChar>?, end: Int
  ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    calsh_rl_set_completion_over(1)
    guard let text, let buffer = calsh_rl_line_buffer() else { return nil }
    let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: max(0, end)), as: UTF8.self)
    let completion = complete(before)
    // Readline's word may start earlier than ours (`2023-01..fe`, `>out/d`): keep that lead in
    // each match.
    let typed = String(cString: text)
    let lead = typed.hasSuffix(completion.word) ? String(typed.dropLast(completion.word.count)) : ""
    switch completion.kind {
    case .fileName where lead.isEmpty:
      return rl_completion_matches(text, rl_filename_completion_function)
    case .fileName:
      // A path glued to its redirection (`| csv >out/d`): the file system is asked for the path.
      matches = fileNames(startingWith: completion.word).map { lead + $0 }
      if matches.count == 1, matches[0].hasSuffix("/") { calsh_rl_suppress_append() }
    case .words(let words):
      matches = words.map { lead + $0 }
    }
    nextMatch = 0
    guard !matches.isEmpty else { return nil }
    return rl_completion_matches(text) { _, _ in
      guard LineEditor.nextMatch < LineEditor.matches.count else { return nil }
      defer { LineEditor.nextMatch += 1 }
      return strdup(LineEditor.matches[LineEditor.nextMatch])
    }
  }

  /// The paths readline's own file-name completion gives for `path` (a directory's with its `/`).
  private static func fileNames(startingWith path: String) -> [String] {
    var names: [String] = []
    var state: Int32 = 0
    while let name = rl_filename_completion_function(path, state) {
      var text = String(cString: name)
      free(name)
      var status = stat()
      if stat(text, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { text += "/" }
      names.append(text)
      state += 1
    }
    return names
  }

  /// Runs in normal context after readline has passed a signal on: Ctrl-C empties the line and
  /// shows a fresh first prompt.
  private static func cancelLineIfInterrupted() -> Int32 {
    guard calsh_interrupted() != 0 else { return 0 }
    calsh_clear_interrupt()
    lineWasCancelled = true
    rl_replace_line("", 0)
    rl_crlf()
    rl_set_prompt(prompt)
    using_history()
    rl_on_new_line()
    rl_redisplay()
    return 0
  }
}
