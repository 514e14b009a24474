/// JSON string literals for the command line's `--json` output.
public enum JSONText {
    /// A JSON string literal that keeps the data verbatim yet cannot drive a
    /// terminal: C0, DEL, C1, bidi controls and line separators are escaped
    /// as `\uXXXX` (a JSON reader gets the original back); everything else
    /// stays UTF-8.
    public static func string(_ text: String) -> String {
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
}
