// libFuzzer target: CSVReader, the one CSV reader of `load` and `holidays load`, over arbitrary
// bytes, checked against CSVModel (Tests/CalFilesTests/CSVModel.swift, compiled into this
// target): a whole-buffer, byte-at-a-time model of RFC 4180 with the reader's rules. The reader
// must give the same records (each field's bytes and first line), or the same error at the same
// line and column with the same line text.
//
// Input: byte 0 picks how many bytes each read hands the reader (1, 2, 3, 4, 7, 16, 64 or 4096),
// so reads cut records, CRLFs, doubled quotes and the byte-order mark at every place; byte 1
// picks the record limit (1, 2, 5, 16, 64 bytes or 1 MiB) and whether `#` lines are comments
// (as in holiday files). The rest is the file. Both loaders then read the same bytes (crashes
// and hangs only: their answers are the unit tests').
import CalFiles
import Glibc

private let blockSizes = [1, 2, 3, 4, 7, 16, 64, 4096]
private let limits = [1, 2, 5, 16, 64, 1 << 20]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size >= 2 else { return 0 }
  let blockSize = blockSizes[Int(data[0] & 7)]
  let options = CSVReader.Options(
    blockSize: blockSize, longestRecord: limits[Int(data[1] >> 1) % limits.count],
    skipsComments: data[1] & 1 == 1)
  let bytes = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
  if let difference = CSVModel.disagreement(bytes, options: options) {
    fputs("fuzz check failed: CSVReader disagrees with the model: \(difference)\n", stderr)
    abort()
  }
  _ = LedgerFile.read(bytes: bytes, blockSize: blockSize, longestRecord: options.longestRecord)
  _ = HolidayFile.read(bytes: bytes, blockSize: blockSize)
  return 0
}
