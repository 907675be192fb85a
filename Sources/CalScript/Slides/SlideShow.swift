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

  /// The screen of slide `index` on a terminal of `width` × `height`: cleared, the title on the
  /// top line, the step wrapped within wide margins and centred from top to bottom, where it is
  /// (`step 3 of 9`) in the bottom right corner and the keys in the bottom left.
  public func screen(_ index: Int, width: Int, height: Int) -> [UInt8] {
    let slide = slides[index]
    let margin = width >= 60 ? width / 8 : width >= 30 ? 2 : 0
    let text = slideLines(slide, width: max(width - 2 * margin, 1))
    var out = "\u{1B}[0m\u{1B}[2J\u{1B}[H"
    if let title = slide.title {
      out += "\u{1B}[1;\(max(1, margin))H\u{1B}[1m" + clipped(title, to: width - margin) + "\u{1B}[0m"
    }
    let top = max(3, (height - text.count) / 2 + 1)
    for (offset, line) in text.enumerated() where top + offset < height {
      out +=
        "\u{1B}[\(top + offset);\(margin + 1)H" + (slide.text.hasPrefix("Answer:") ? "\u{1B}[1m" : "")
        + line + "\u{1B}[0m"
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
