/// JSON string literals for the command line's `--json` output.
public enum JSONText {
    /// A JSON string literal that keeps the data verbatim yet cannot drive a
    /// terminal: C0, DEL, C1, bidi controls and line separators are escaped
    /// as `\uXXXX` (a JSON reader gets the original back); everything else
    /// stays UTF-8.
    public static func string(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `string(text)`'s bytes appended to `out`. Works on the UTF-8 itself,
    /// copying runs of ordinary bytes: a listing of thousands of posts
    /// (`timeline --json`) spends its time here. Every character escaped
    /// is one of a few byte patterns: an ASCII control, `"`, `\`, DEL, a C1
    /// control (C2 80–9F), U+061C (D8 9C), U+200E–F, U+2028–202E (E2 80 …)
    /// and U+2066–2069 (E2 81 A6–A9).
    public static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            out.reserveCapacity(out.count + bytes.count + 2)
            out.append(0x22)
            var start = 0, i = 0
            func escape(_ scalar: UInt32, length: Int) {
                out.append(contentsOf: bytes[start..<i])
                out.append(0x5C)
                switch scalar {
                case 0x22: out.append(0x22)
                case 0x5C: out.append(0x5C)
                case 0x0A: out.append(0x6E)
                case 0x09: out.append(0x74)
                case 0x0D: out.append(0x72)
                default:
                    let digits: [UInt8] = Array("0123456789abcdef".utf8)
                    out.append(0x75)
                    for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int(scalar >> UInt32(shift) & 0xF)]) }
                }
                i += length
                start = i
            }
            while i < bytes.count {
                let b = bytes[i]
                if b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F {
                    escape(UInt32(b), length: 1)
                } else if b == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) {
                    escape(UInt32(bytes[i + 1]), length: 2)
                } else if b == 0xD8, i + 1 < bytes.count, bytes[i + 1] == 0x9C {
                    escape(0x061C, length: 2)
                } else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, Self.escapedAfterE280(bytes[i + 2]) {
                    escape(0x2000 + UInt32(bytes[i + 2] - 0x80), length: 3)
                } else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x81, (0xA6...0xA9).contains(bytes[i + 2]) {
                    escape(0x2040 + UInt32(bytes[i + 2] - 0x80), length: 3)
                } else {
                    i += 1
                }
            }
            out.append(contentsOf: bytes[start..<bytes.count])
            out.append(0x22)
        }
    }

    /// E2 80 8E–8F, A8–AE: U+200E–200F (marks), U+2028–2029 (separators), U+202A–202E (embeddings).
    private static func escapedAfterE280(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x8E, 0x8F, 0xA8...0xAE: true
        default: false
        }
    }
}
