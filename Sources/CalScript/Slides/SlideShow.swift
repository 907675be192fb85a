import CalRender

/// `explain … | slides`: an explanation shown one step at a time, for a projector. Each slide is
/// one step under its explanation's title; the answer is the last. On a terminal the host shows
/// them a screen each (`SlideTerminal`); elsewhere they are pages of text a form feed apart.
public struct SlideShow: Sendable, Equatable {
  public struct Slide: Sendable, Equatable {
    public let title: String?
    /// The step's number in its explanation, from 1, and how many steps it has.
    public let number: Int
    public let count: Int
    public let text: String
  }

  public let slides: [Slide]

  init(_ explanations: [ExplanationSteps]) {
    slides = explanations.flatMap { explanation in
      explanation.steps.enumerated().map { index, step in
        Slide(title: explanation.title, number: index + 1, count: explanation.steps.count, text: step)
      }
    }
  }

  /// The slides as pages of text at `width`: each its title, a blank line and its step wrapped,
  /// then a line holding a form feed before the next, so `lp` and `pr` start each on a new page.
  public func pages(width: Int) -> String {
    slides.map { slide in
      (page(heading: slide, width: width) + [""] + slideLines(slide, width: width)).joined(separator: "\n")
    }.joined(separator: "\n\u{0C}\n")
  }

  /// `Easter 2024 · step 3 of 11`, wrapped at blanks.
  func page(heading slide: Slide, width: Int) -> [String] {
    let where_ = "step \(slide.number) of \(slide.count)"
    let heading = slide.title.map { "\($0) · \(where_)" } ?? where_
    return StepWrap.lines(of: heading, prefix: "", width: width)
  }

  /// A slide's step, numbered and wrapped as `explain` prints it.
  func slideLines(_ slide: Slide, width: Int) -> [String] {
    StepWrap.lines(of: slide.text, prefix: "\(slide.number). ", width: width)
  }

  /// Where a show is: the slide, and its first line on the screen when the step is taller than
  /// the screen (0 otherwise), so no line of a long step is lost on a small terminal.
  public struct Place: Sendable, Equatable {
    public var slide: Int
    public var line: Int

    public init(slide: Int, line: Int = 0) {
      self.slide = slide
      self.line = line
    }
  }

  /// The rows a step may use on a screen `height` rows high: from row 3 (under the title and a
  /// blank row) to the row above the corner.
  private static func rows(height: Int) -> Int { max(height - 3, 1) }

  /// The lines of slide `index`'s step as the screen wraps them at `width`.
  private func screenLines(_ index: Int, width: Int) -> [String] {
    let margin = SlideShow.margin(width: width)
    return slideLines(slides[index], width: max(width - 2 * margin, 1))
  }

  private static func margin(width: Int) -> Int { width >= 60 ? width / 8 : width >= 30 ? 2 : 0 }

  /// How many lines of a step taller than the screen one screen shows: the rows less one for
  /// the `more ↓` line.
  private static func window(height: Int) -> Int { max(rows(height: height) - 1, 1) }

  /// The screen at `place` on a terminal of `width` × `height`: cleared, the title on the top
  /// line, the step wrapped within wide margins and centred from top to bottom, where it is
  /// (`step 3 of 9`) in the bottom right corner and the keys in the bottom left. A step taller
  /// than the screen shows the lines from `place.line` that fit, `↑ more` above them when some
  /// came before and `more ↓` below when some follow.
  public func screen(_ place: Place, width: Int, height: Int) -> [UInt8] {
    let index = place.slide
    let slide = slides[index]
    let margin = SlideShow.margin(width: width)
    let text = screenLines(index, width: width)
    let rows = SlideShow.rows(height: height)
    var shown = text
    var above = false
    var below = false
    if text.count > rows {
      let window = SlideShow.window(height: height)
      let first = min(max(place.line, 0), max(text.count - window, 0))
      shown = Array(text[first..<min(first + window, text.count)])
      above = first > 0
      below = first + window < text.count
    }
    var out = "\u{1B}[0m\u{1B}[2J\u{1B}[H"
    if let title = slide.title {
      out += "\u{1B}[1;\(max(1, margin))H\u{1B}[1m" + shortened(title, to: width - margin) + "\u{1B}[0m"
    }
    if above, height > 3 {
      out += "\u{1B}[2;\(margin + 1)H\u{1B}[2m" + clipped("↑ more", to: width) + "\u{1B}[0m"
    }
    let top = text.count > rows ? 3 : max(3, (height - text.count) / 2 + 1)
    for (offset, line) in shown.enumerated() where top + offset < height {
      out +=
        "\u{1B}[\(top + offset);\(margin + 1)H" + (slide.text.hasPrefix("Answer:") ? "\u{1B}[1m" : "")
        + line + "\u{1B}[0m"
    }
    if below, top + shown.count < height {
      out +=
        "\u{1B}[\(top + shown.count);\(margin + 1)H\u{1B}[2m"
        + clipped("more ↓ (Space)", to: width - margin) + "\u{1B}[0m"
    }
    let corner =
      "step \(slide.number) of \(slide.count)"
      + (slides.count > slide.count ? " (\(index + 1)/\(slides.count))" : "")
    let keys = "Enter/Space/→ next  ← back  q quit"
    if displayWidth(keys) + displayWidth(corner) + 4 <= width {
      out += "\u{1B}[\(height);2H\u{1B}[2m" + keys + "\u{1B}[0m"
    }
    out += "\u{1B}[\(height);\(max(1, width - displayWidth(corner)))H" + corner
    return Array(out.utf8)
  }

  /// The screen of slide `index` from its first line.
  public func screen(_ index: Int, width: Int, height: Int) -> [UInt8] {
    screen(Place(slide: index), width: width, height: height)
  }

  /// A title within `width` columns: whole when it fits, else its words that fit and `…`, so
  /// no word is cut (`2025-03-01 in the arithmetic Islamic…`).
  func shortened(_ title: String, to width: Int) -> String {
    guard displayWidth(title) > width else { return title }
    var kept = ""
    for word in title.split(separator: " ") {
      let longer = kept.isEmpty ? String(word) : kept + " " + word
      guard displayWidth(longer) + 1 <= width else { break }
      kept = longer
    }
    return (kept.isEmpty ? clipped(title, to: width - 1) : kept) + "…"
  }

  private func clipped(_ text: String, to width: Int) -> String {
    var result = ""
    var used = 0
    for character in text {
      let columns = displayWidth(String(character))
      guard used + columns <= width else { break }
      result.append(character)
      used += columns
    }
    return result
  }

  /// What a key does at `place` on a `width` × `height` screen: within a step taller than the
  /// screen the keys that go on (or back) show its next (or previous) screenful first, then the
  /// next (previous) slide; nil to stop.
  public func place(after key: TerminalKey, from place: Place, width: Int, height: Int) -> Place? {
    let count = screenLines(place.slide, width: width).count
    let window = SlideShow.window(height: height)
    let tall = count > SlideShow.rows(height: height)
    let line = min(max(place.line, 0), max(count - window, 0))
    switch key {
    case .enter, .character(" "), .right, .down, .pageDown, .character("n"), .character("l"):
      if tall, line + window < count { return Place(slide: place.slide, line: line + window) }
    case .left, .backspace, .up, .pageUp, .character("p"), .character("h"):
      if tall, line > 0 { return Place(slide: place.slide, line: max(line - window, 0)) }
    default: break
    }
    guard let next = slide(after: key, from: place.slide) else { return nil }
    return next == place.slide ? Place(slide: next, line: line) : Place(slide: next)
  }

  /// What a key does on slide `index`: the slide to show next, or nil to stop.
  public func slide(after key: TerminalKey, from index: Int) -> Int? {
    switch key {
    case .enter, .character(" "), .right, .down, .pageDown, .character("n"), .character("l"):
      return index + 1 < slides.count ? index + 1 : nil
    case .left, .backspace, .up, .pageUp, .character("p"), .character("h"):
      return max(index - 1, 0)
    case .home: return 0
    case .end: return slides.count - 1
    case .escape, .character("q"), .character("Q"), .interrupt: return nil
    default: return index
    }
  }
}

/// The terminal slides are shown on, given by the host (`SessionPolicy.slideTerminal`): the
/// shell's /dev/tty in raw mode on the alternate screen; nil where there is none.
public protocol SlideTerminal {
  /// Shows `show` from its first slide until the last is passed or q, the terminal given back
  /// as it was; why not, in the user's words, when no terminal could be used.
  func present(_ show: SlideShow) -> PickTerminalFailure?
  /// Waits for a key at the prompt (`step`): true to show the next step (Enter, Space, →),
  /// false to stop (q, Esc, Ctrl-C, or no terminal to read).
  func next() -> Bool
}
