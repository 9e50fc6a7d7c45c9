import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "core":
  CoreBenchmarks.run(BenchmarkTimer(only: arguments.dropFirst().first))
case "export":
  let options = Array(arguments.dropFirst())
  let outIndex = options.firstIndex(of: "--out")
  let folder = outIndex.flatMap { options.indices.contains($0 + 1) ? options[$0 + 1] : nil }
  let filter = options.first { !$0.hasPrefix("--") && $0 != folder }
  try ExportBenchmarks.run(
    BenchmarkTimer(only: filter), outputFolder: folder.map { URL(fileURLWithPath: $0) })
case "sqlite-layers":
  try SQLiteLayerBenchmarks.run(BenchmarkTimer(only: nil))
default:
  FileHandle.standardError.write(
    Data(
      "usage: CompassBenchmarks core [name-filter] | export [name-filter] [--out DIR] | sqlite-layers\n"
        .utf8))
  exit(64)
}
