import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "core":
  CoreBenchmarks.run()
default:
  FileHandle.standardError.write(Data("usage: CompassBenchmarks core\n".utf8))
  exit(64)
}
