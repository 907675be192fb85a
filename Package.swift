// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "calsh",
  products: [
    .executable(name: "calsh", targets: ["calsh"]),
    // The calendar arithmetic as a library for Swift apps (the calendar views calsh prototypes);
    // documented with DocC: scripts/docs.
    .library(name: "CalendarCore", targets: ["CalendarCore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation` for scripts/docs; a plugin, nothing of it is linked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Pure calendar math: value types and integer day counts, no Foundation.
    .target(name: "CalendarCore"),
    // Dated entries loaded from a file: exact money, sums per month and per day (what `with`
    // attaches to views), and the colours data gives days.
    .target(name: "Ledger", dependencies: ["CalendarCore"]),
    // Text grids, tables, JSON Lines and CSV over core values, with a day's sums where entries
    // are attached.
    .target(name: "CalRender", dependencies: ["CalendarCore", "Ledger"]),
    // calsh's file loaders: its RFC 4180 CSV reader, the ledger file of `load` and the holiday
    // file of `holidays load`, with FILE:LINE:COLUMN errors.
    .target(name: "CalFiles", dependencies: ["CalendarCore", "Ledger"]),
    // Month titles and weekday labels of every CLDR locale, from a table generated from CLDR's
    // data (scripts/gen-locale-table); read only when a language other than English is named.
    .target(name: "CalLocale", dependencies: ["CalRender", "CalendarCore", "Ledger"]),
    // The language's front end: tokens, lexer, parser, AST, statement grouping. It knows the
    // command words and how each binds through `CommandLexicon`, which CalScript gives it, and
    // nothing of the evaluator.
    .target(name: "CalSyntax", dependencies: ["CalendarCore", "Ledger"]),
    // The date DSL's evaluator and commands. Files and locale labels come through `FileLoader`
    // and `LocaleCatalog`, which the shell provides.
    .target(name: "CalScript", dependencies: ["CalSyntax", "CalendarCore", "Ledger", "CalRender"]),
    // GNU readline, linked through a module map (libreadline-dev).
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    // The Ctrl-C flag and its signal handler, defined once in C.
    .target(name: "CInterrupt"),
    // `pick`'s terminal: /dev/tty in raw mode, its size, and signals as flags, in C.
    .target(name: "CTerminal"),
    // Batch runner, REPL and command-line flags; gives CalScript its file loader and locales.
    .target(
      name: "CalShell",
      dependencies: [
        "CalScript", "CalSyntax", "CalFiles", "CalLocale", "Ledger", "CReadline", "CInterrupt",
        "CTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "calsh",
      dependencies: ["CalShell"]
    ),
    // What several test targets share: a seeded generator, colour codes stripped from text.
    .target(name: "TestSupport", dependencies: ["CalendarCore"], path: "Tests/Support"),
    .testTarget(name: "CalendarCoreTests", dependencies: ["CalendarCore", "TestSupport"]),
    .testTarget(name: "LedgerTests", dependencies: ["Ledger", "TestSupport"]),
    .testTarget(name: "CalRenderTests", dependencies: ["CalRender", "Ledger", "TestSupport"]),
    .testTarget(name: "CalFilesTests", dependencies: ["CalFiles", "Ledger", "TestSupport"]),
    .testTarget(
      name: "CalLocaleTests", dependencies: ["CalLocale", "CalRender", "CalendarCore", "TestSupport"]),
    .testTarget(name: "CalSyntaxTests", dependencies: ["CalSyntax", "TestSupport"]),
    .testTarget(
      name: "CalScriptTests",
      dependencies: ["CalScript", "CalSyntax", "CalFiles", "CalLocale", "Ledger", "TestSupport"]),
    .testTarget(
      name: "CalShellTests",
      dependencies: [
        "CalShell", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ]
)

// A module sees only the members of the modules it imports itself, so what a module uses is what
// its own imports say.
for target in package.targets
where target.type == .regular || target.type == .executable || target.type == .test {
  if target.name == "CInterrupt" || target.name == "CTerminal" { continue }
  target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
