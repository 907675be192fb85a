import CalShell
import Glibc
import Testing

/// Runs every `Tests/Scripts/NAME.cal` through calsh in-process with `--today 2023-02-03
/// --color never` and compares, byte for byte, with `NAME.out`: stdout, then `--- stderr` and
/// `--- exit N` sections when there is error output or a non-zero status. A first-line comment
/// `# args: …` adds flags. `CALSH_UPDATE_TRANSCRIPTS=1 swift test` rewrites the expected files.
struct TranscriptTests {
  static let directory = "Tests/Scripts"

  static var scripts: [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".cal"), !name.hasPrefix("_") { names.append(name) }
    }
    return names.sorted()
  }

  @Test func scriptsDirectoryHasTranscripts() {
    #expect(TranscriptTests.scripts.count >= 10)
  }

  @Test(arguments: TranscriptTests.scripts)
  func transcript(_ script: String) throws {
    let path = "\(TranscriptTests.directory)/\(script)"
    let text = try #require(readFile(path))
    var arguments = ["--today", "2023-02-03", "--color", "never"]
    var scriptArguments: [String] = []
    var stdinPath = "/dev/null"
    // Leading header lines: `# args:` flags, `# arguments:` the script's own words after its path,
    // `# stdin:` a file (beside the script) read as standard input.
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# args:") {
        arguments += line.dropFirst("# args:".count).split(separator: " ").map(String.init)
      } else if line.hasPrefix("# arguments:") {
        scriptArguments += line.dropFirst("# arguments:".count).split(separator: " ").map(String.init)
      } else if line.hasPrefix("# stdin:") {
        stdinPath = "\(TranscriptTests.directory)/" + line.dropFirst("# stdin:".count).trimmingPrefix(" ")
      } else {
        break
      }
    }
    arguments.append(path)
    let stdin = open(stdinPath, O_RDONLY)
    defer { close(stdin) }
    let result = runCalshWithStdin(arguments + scriptArguments, stdin: stdin)
    var transcript = result.stdout
    if !result.stderr.isEmpty { transcript += "--- stderr\n" + result.stderr }
    if result.status != 0 { transcript += "--- exit \(result.status)\n" }
    let expectedPath = path.dropLast(4) + ".out"
    if getenv("CALSH_UPDATE_TRANSCRIPTS") != nil {
      writeFile(String(expectedPath), transcript)
      return
    }
    let expected = try #require(
      readFile(String(expectedPath)), "missing \(expectedPath); run with CALSH_UPDATE_TRANSCRIPTS=1")
    #expect(transcript == expected, "\(script) differs from \(expectedPath)")
  }
}

struct RunResult {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// Runs calsh in-process with captured streams; stdin is empty.
func runCalsh(_ arguments: [String], environment: [String: String] = [:]) -> RunResult {
  var out: [UInt8] = []
  var err = ""
  let devNull = open("/dev/null", O_RDONLY)
  defer { close(devNull) }
  let context = ProcessContext(
    arguments: arguments, environment: environment, stdinDescriptor: devNull,
    writeOutput: { out += $0 }, writeError: { err += $0 })
  let status = CalshMain.run(context)
  return RunResult(stdout: String(decoding: out, as: UTF8.self), stderr: err, status: status)
}

func readFile(_ path: String) -> String? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

func writeFile(_ path: String, _ text: String) {
  guard let file = fopen(path, "wb") else { return }
  defer { fclose(file) }
  _ = text.withCString { fputs($0, file) }
}
