import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "core":
  BenchmarkTimer.only = arguments.dropFirst().first
  CoreBenchmarks.run()
default:
  FileHandle.standardError.write(Data("usage: CompassBenchmarks core [name-filter]\n".utf8))
  exit(64)
}
