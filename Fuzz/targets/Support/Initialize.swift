// Linked into every fuzz target.
import Glibc

/// Runs once before fuzzing. Swift's crash backtracer (on by default) catches the same signals
/// as libFuzzer and AddressSanitizer; with both, a crash can hang for minutes instead of
/// writing its reproducer. The backtracer reads SWIFT_BACKTRACE when the process starts, so a
/// target started without `SWIFT_BACKTRACE=enable=no` starts itself again with it.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> Int32 {
  if getenv("SWIFT_BACKTRACE").map({ String(cString: $0) }) != "enable=no" {
    setenv("SWIFT_BACKTRACE", "enable=no", 1)
    execv("/proc/self/exe", argv.pointee)
    fputs("fuzz target: cannot restart without Swift's backtracer; set SWIFT_BACKTRACE=enable=no\n", stderr)
  }
  return 0
}
