// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "calsh",
  products: [
    .executable(name: "calsh", targets: ["calsh"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // Pure calendar math: value types and integer day counts, no Foundation.
    .target(name: "CalendarCore"),
    // Text grids, tables, JSON Lines and CSV over core values.
    .target(name: "CalRender", dependencies: ["CalendarCore"]),
    // The static constructors of ICU and Foundation, set aside by the release build's linker
    // script and run on first use, so that runs which need neither start sooner.
    .target(name: "CDeferredInit", exclude: ["deferred-init.ld"]),
    // calsh's file loaders: its RFC 4180 CSV reader, the ledger file of `load` and the holiday
    // file of `holidays load`, with FILE:LINE:COLUMN errors.
    .target(name: "CalFiles", dependencies: ["CalendarCore"]),
    // Month titles and weekday labels of any locale from CLDR, through the ICU bundled with
    // Foundation's toolchain libraries; used only when a language other than English is named.
    .target(
      name: "CalLocale", dependencies: ["CalRender", "CDeferredInit"],
      linkerSettings: [.linkedLibrary("_FoundationICU"), .linkedLibrary("stdc++"), .linkedLibrary("m")]),
    // The date DSL: lexer, parser, evaluator, commands; files are read through the `FileLoader`
    // the shell gives it.
    .target(name: "CalScript", dependencies: ["CalendarCore", "CalRender", "CalLocale"]),
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
        "CalScript", "CalFiles", "CReadline", "CInterrupt", "CDeferredInit",
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
    .testTarget(name: "CalFilesTests", dependencies: ["CalFiles", "TestSupport"]),
    .testTarget(
      name: "CalLocaleTests", dependencies: ["CalLocale", "CalRender", "CalendarCore", "TestSupport"]),
    .testTarget(name: "CalScriptTests", dependencies: ["CalScript", "CalFiles", "TestSupport"]),
    .testTarget(
      name: "CalShellTests",
      dependencies: [
        "CalShell", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ]
)

// A module sees only the members of the modules it imports itself: without this, CalScript once
// used Foundation's `String.contains` that came in through another module's import, and a release
// run that never ran Foundation's (deferred) constructors crashed in it.
for target in package.targets
where target.type == .regular || target.type == .executable || target.type == .test {
  if ["CInterrupt", "CDeferredInit"].contains(target.name) { continue }
  target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
