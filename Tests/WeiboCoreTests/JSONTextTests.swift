import Testing
@testable import WeiboCore

/// `JSONText.string` works on UTF-8 bytes (issue 34: `timeline --json`
/// spent its time appending scalar by scalar); it must say exactly what the
/// scalar-by-scalar version said.
@Suite struct JSONTextTests {
    /// The version before, scalar by scalar: the reference.
    private func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let isControl = v < 0x20 || (0x7F...0x9F).contains(v)
                let isBidi = v == 0x061C || v == 0x200E || v == 0x200F || (0x202A...0x202E).contains(v)
                    || (0x2066...0x2069).contains(v) || (0x2028...0x2029).contains(v)
                if isControl || isBidi {
                    let hex = String(v, radix: 16)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test("every scalar near an escaped one, alone and inside text, says what the scalar-by-scalar version said")
    func sameAsScalarByScalar() {
        var scalars: [Unicode.Scalar] = []
        for range in [0x00...0xFF, 0x0600...0x0620, 0x2000...0x2070, 0x4E00...0x4E10, 0x1F600...0x1F602] {
            scalars += range.compactMap(Unicode.Scalar.init)
        }
        for scalar in scalars {
            let text = "前" + String(scalar) + "后\(scalar)"
            #expect(JSONText.string(text) == reference(text), "U+\(String(scalar.value, radix: 16))")
        }
        let mixed = "\"引号\" \\ 换行\n\t\r\u{7F}\u{85}\u{061C}\u{200E}\u{2028}\u{202E}\u{2066}\u{2069}…—“”e\u{301}🇨🇳"
        #expect(JSONText.string(mixed) == reference(mixed))
        #expect(JSONText.string("") == "\"\"")
        var bytes: [UInt8] = Array("x".utf8)
        JSONText.append("a\"b", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x\"a\\\"b\"")
    }
}
