/// A quiz sheet as text (a script's output, a pipe), Markdown and HTML: the worksheet, numbered
/// questions with blanks, then the answer key, each answer as the plain command prints it.
extension QuizSheet {
  /// The separator between the worksheet and the key in text.
  public static let keySeparator = "----- Answer key -----"

  /// The text form: title, instruction, questions with blanks; a separator; the key. The title
  /// and instruction are wrapped at `width` as an explanation's title and steps are (nil: not
  /// wrapped, as a value's line).
  public func writeText(to out: Output, width: Int? = nil) {
    if part.showsSheet {
      out.write("\(QuizSheet.wrapped("\(title) (\(particulars))", width))\n")
      out.write("\(QuizSheet.wrapped(instruction, width))\n\n")
      for index in subjects.indices {
        out.write("\(number(index)) \(subjects[index])  \(blank)\n")
        out.flushIfFull()
      }
    }
    if part == .both { out.newline() }
    if part.showsKey {
      out.write(
        part == .both
          ? "\(QuizSheet.keySeparator)\n"
          : "\(QuizSheet.wrapped("\(title) answer key (\(particulars))", width))\n")
      for index in subjects.indices {
        out.write("\(number(index)) \(subjects[index])  \(answers[index])\n")
        out.flushIfFull()
      }
    }
  }

  /// A line of words wrapped at `width` display columns, at blanks only; `seed 7` stays whole.
  public static func wrapped(_ text: String, _ width: Int?) -> String {
    guard let width else { return text }
    let glued = text.replacing("seed ", with: "seed\u{A0}")
    return StepWrap.lines(of: glued, prefix: "", width: width).joined(separator: "\n")
      .replacing("seed\u{A0}", with: "seed ")
  }

  /// Markdown: a heading, then "Worksheet" and "Answer key" sections, each a numbered list.
  public func writeMarkdown(to out: Output) {
    out.write("# \(MarkdownText.escaped(title))\n\n")
    out.write("\(MarkdownText.escaped(instruction)) (\(MarkdownText.escaped(particulars)); ")
    out.write("`\(statement)` makes it again.)\n")
    if part.showsSheet {
      out.write("\n## Worksheet\n\n")
      let blank = String(repeating: "\\_", count: blank.count)
      for index in subjects.indices {
        out.write("\(index + 1). \(MarkdownText.escaped(subjects[index])) \(blank)\n")
        out.flushIfFull()
      }
    }
    if part.showsKey {
      out.write("\n## Answer key\n\n")
      for index in subjects.indices {
        out.write(
          "\(index + 1). \(MarkdownText.escaped(subjects[index])): **\(MarkdownText.escaped(answers[index]))**\n"
        )
        out.flushIfFull()
      }
    }
  }

  /// A standalone HTML handout: the worksheet, then the key on a page of its own when printed
  /// (a key alone starts on the first page). The page takes the answers' language and
  /// direction; the English words keep theirs, and each subject and answer is isolated (`<bdi>`)
  /// so a Hebrew answer and its date do not reorder each other.
  public func writeHTML(to out: Output) {
    let title = Markup.escaped(self.title)
    let language = Markup.escaped(self.language)
    out.write("<!DOCTYPE html>\n<html lang=\"\(language)\" dir=\"\(rightToLeft ? "rtl" : "ltr")\">\n")
    out.write("<head>\n<meta charset=\"utf-8\">\n")
    out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    out.write("<title>\(title)</title>\n<style>\n\(QuizSheet.style)</style>\n</head>\n<body>\n")
    // The title, instruction and headings are English whatever the answers' language.
    let english = self.language == "en" ? "" : " lang=\"en\" dir=\"ltr\""
    out.write("<main class=\"quiz\">\n<h1 class=\"title\"\(english)>\(title)</h1>\n")
    out.write("<p class=\"instruction\"\(english)>\(Markup.escaped(instruction)) ")
    out.write("<span class=\"particulars\">(\(Markup.escaped(particulars)); ")
    out.write("<code>\(Markup.escaped(statement))</code> makes it again.)</span></p>\n")
    if part.showsSheet {
      out.write("<section class=\"worksheet\">\n<h2\(english)>Worksheet</h2>\n<ol class=\"questions\">\n")
      for index in subjects.indices {
        out.write("<li><bdi class=\"subject\">\(Markup.escaped(subjects[index]))</bdi> ")
        out.write("<span class=\"blank\"></span></li>\n")
        out.flushIfFull()
      }
      out.write("</ol>\n</section>\n")
    }
    if part.showsKey {
      out.write("<section class=\"key\">\n<h2\(english)>Answer key</h2>\n<ol class=\"answers\">\n")
      for index in subjects.indices {
        out.write("<li><bdi class=\"subject\">\(Markup.escaped(subjects[index]))</bdi>: ")
        out.write("<strong class=\"answer\"><bdi>\(Markup.escaped(answers[index]))</bdi></strong></li>\n")
        out.flushIfFull()
      }
      out.write("</ol>\n</section>\n")
    }
    out.write("</main>\n</body>\n</html>\n")
  }

  static let style = """
    body { margin: 0; background: #fff; color: #111; font-family: \(Markup.fontStack);
      font-size: 12pt; line-height: 1.6; }
    main { box-sizing: border-box; max-width: 190mm; margin: 0 auto; padding: 10mm 0; }
    h1 { font-size: 18pt; line-height: 1.2; margin: 0 0 4mm; }
    h2 { font-size: 14pt; margin: 6mm 0 3mm; }
    ol { margin: 0; padding-left: 10mm; font-variant-numeric: tabular-nums lining-nums; }
    ol.questions li { margin: 0 0 5mm; }
    .blank { display: inline-block; width: 45mm; border-bottom: 1px solid #111; margin-left: 3mm; }
    .particulars { color: #444; }
    code { font-family: \(PictureText.monospaceStack); font-size: 0.92em; }
    section.worksheet + section.key { break-before: page; }
    @page { size: A4 portrait; margin: 12mm; }
    @media print {
      main { max-width: none; padding: 0; }
      ol li { break-inside: avoid; }
    }

    """
}
