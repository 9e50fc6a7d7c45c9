import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "core":
  CoreBenchmarks.run(BenchmarkTimer(only: arguments.dropFirst().first))
default:
  FileHandle.standardError.write(Data("usage: CompassBenchmarks core [name-filter]\n".utf8))
  exit(64)
}
