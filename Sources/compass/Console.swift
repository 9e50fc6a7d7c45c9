import Foundation

/// Writes a line to standard output at once, unbuffered, so it shows up in logs immediately.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
