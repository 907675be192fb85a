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
    // RFC 4180 CSV decoding for `load`; only LedgerCSV imports it.
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    // `swift package generate-documentation` for scripts/docs; a plugin, nothing of it is linked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Pure calendar math: value types and integer day counts, no Foundation.
    .target(name: "CalendarCore"),
    // Text grids, tables, JSON Lines and CSV over core values.
    .target(name: "CalRender", dependencies: ["CalendarCore"]),
    // The static constructors of ICU and Foundation, set aside by the release build's linker
    // script and run on first use, so that runs which need neither start sooner.
    .target(name: "CDeferredInit", exclude: ["deferred-init.ld"]),
    // Reads a CSV file of dated entries into a Ledger, with FILE:LINE:COLUMN errors.
    .target(
      name: "LedgerCSV",
      dependencies: ["CalendarCore", "CDeferredInit", .product(name: "CSV", package: "CSV.swift")]
    ),
    // Month titles and weekday labels of every CLDR locale, from a table generated from CLDR's
    // data (scripts/gen-locale-table); read only when a language other than English is named.
    .target(name: "CalLocale", dependencies: ["CalRender", "CalendarCore"]),
    // The date DSL: lexer, parser, evaluator, commands. Locale labels come through
    // `LocaleCatalog`, which the shell provides.
    .target(name: "CalScript", dependencies: ["CalendarCore", "CalRender", "LedgerCSV"]),
    // GNU readline, linked through a module map (libreadline-dev).
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    // The Ctrl-C flag and its signal handler, defined once in C.
    .target(name: "CInterrupt"),
    // Batch runner, REPL and command-line flags.
    .target(
      name: "CalShell",
      dependencies: [
        "CalScript", "CalLocale", "CReadline", "CInterrupt", "CDeferredInit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "calsh",
      dependencies: ["CalShell"]
    ),
    // What several test targets share: a seeded generator, colour codes stripped from text.
    .target(name: "TestSupport", path: "Tests/Support"),
    .testTarget(name: "CalendarCoreTests", dependencies: ["CalendarCore", "TestSupport"]),
    .testTarget(name: "CalRenderTests", dependencies: ["CalRender", "TestSupport"]),
    .testTarget(name: "LedgerCSVTests", dependencies: ["LedgerCSV", "TestSupport"]),
    .testTarget(
      name: "CalLocaleTests", dependencies: ["CalLocale", "CalRender", "CalendarCore", "TestSupport"]),
    .testTarget(name: "CalScriptTests", dependencies: ["CalScript", "CalLocale", "TestSupport"]),
    .testTarget(
      name: "CalShellTests",
      dependencies: [
        "CalShell", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ]
)

// A module sees only the members of the modules it imports itself: without this, CalScript saw
// Foundation's `String.contains` through LedgerCSV → CSV.swift, and a release run that never
// ran Foundation's (deferred) constructors crashed in it.
for target in package.targets
where target.type == .regular || target.type == .executable || target.type == .test {
  if ["CInterrupt", "CDeferredInit"].contains(target.name) { continue }
  target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
