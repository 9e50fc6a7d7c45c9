extension QRCode {
  /// Reed–Solomon error correction over GF(256) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1.
  package enum ReedSolomon {
    /// The error correction codewords for one block: the remainder of data · x^degree divided by
    /// the generator polynomial of that degree (`generator(degree:)`).
    static func remainder(of data: [UInt8], dividedBy generator: [UInt8]) -> [UInt8] {
      var result = [UInt8](repeating: 0, count: generator.count)
      for byte in data {
        let factor = byte ^ result[0]
        for index in 0..<generator.count {
          let next = index + 1 < result.count ? result[index + 1] : 0
          result[index] = next ^ multiply(generator[index], factor)
        }
      }
      return result
    }

    /// The coefficients of (x − α⁰)(x − α¹)…(x − α^(degree−1)), highest first, the leading 1
    /// left out.
    static func generator(degree: Int) -> [UInt8] {
      var result = [UInt8](repeating: 0, count: degree)
      result[degree - 1] = 1
      var root: UInt8 = 1
      for _ in 0..<degree {
        for index in 0..<degree {
          result[index] = multiply(result[index], root)
          if index + 1 < degree {
            result[index] ^= result[index + 1]
          }
        }
        root = multiply(root, 2)
      }
      return result
    }

    /// The product in GF(256), by the logarithm tables.
    static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
      guard left != 0, right != 0 else { return 0 }
      return exponents[(logarithms[Int(left)] + logarithms[Int(right)]) % 255]
    }

    /// α^i for i in 0..<255.
    private static let exponents: [UInt8] = {
      var result: [UInt8] = []
      var value = 1
      for _ in 0..<255 {
        result.append(UInt8(truncatingIfNeeded: value))
        value <<= 1
        if value & 0x100 != 0 {
          value ^= 0x11D
        }
      }
      return result
    }()

    /// i for each α^i; index 0 has no logarithm and is never read.
    private static let logarithms: [Int] = {
      var result = [Int](repeating: 0, count: 256)
      for (power, value) in exponents.enumerated() {
        result[Int(value)] = power
      }
      return result
    }()
  }
}
