/// Reads the cities.json format that scripts/gen-cities writes:
/// `{"source": …, "places": [{"c":…,"p":…,"l":…,"n":…,"py":…,"x":…,"y":…}, …]}`.
///
/// Hand-written because it is several times faster than a general decoder
/// on this file (it is run on first use of Discover, so it is felt), and
/// because WeiboCore stays free of Foundation. It is a strict JSON reader
/// for what the format uses — objects, arrays, strings with escapes, numbers,
/// `null`, booleans — and skips keys it does not know, so the generator may
/// add fields without breaking older readers.
public enum PlaceCatalogParser {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "cities.json: \(reason) at byte \(offset)" }
    }

    public static func parse(_ json: String) throws(Failure) -> [Place] {
        var text = json
        let result = text.withUTF8 { bytes in Result { () throws(Failure) in try parse(bytes) } }
        return try result.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> [Place] {
        var reader = Reader(bytes: bytes)
        var places: [Place] = []
        var sawPlaces = false
        try reader.object { key, reader throws(Failure) in
            if key == "places" {
                sawPlaces = true
                try reader.array { reader throws(Failure) in places.append(try readPlace(&reader)) }
            } else {
                try reader.skipValue()
            }
        }
        reader.skipSpace()
        guard reader.atEnd else { throw reader.failure("text after the JSON value") }
        guard sawPlaces else { throw reader.failure("no \"places\" array") }
        return places
    }

    private static func readPlace(_ reader: inout Reader) throws(Failure) -> Place {
        let start = reader.position
        var code: Int?, parent: Int?, level: Int?, name: String?, pinyin: [String]?
        var x: Double?, y: Double?
        try reader.object { key, reader throws(Failure) in
            switch key {
            case "c": code = try reader.integer()
            case "p": parent = try reader.integer()
            case "l": level = try reader.integer()
            case "n": name = try reader.string()
            case "py": pinyin = try reader.string().utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            case "x": x = try reader.double()
            case "y": y = try reader.double()
            default: try reader.skipValue()
            }
        }
        guard let code, let name, let pinyin, let level, let placeLevel = PlaceLevel(rawValue: level) else {
            throw Failure(offset: start, reason: "a place needs c, l (0…2), n and py")
        }
        var coordinate: PlaceCoordinate?
        if let x, let y { coordinate = PlaceCoordinate(latitude: y, longitude: x) }
        return Place(code: code, name: name, level: placeLevel, parentCode: parent, coordinate: coordinate,
                     pinyin: pinyin)
    }

    /// A cursor over UTF-8 bytes with just enough JSON.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var atEnd: Bool { position >= bytes.count }

        func failure(_ reason: String) -> Failure { Failure(offset: position, reason: reason) }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func expect(_ byte: UInt8) throws(Failure) {
            skipSpace()
            guard position < bytes.count, bytes[position] == byte else {
                throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
            }
            position += 1
        }

        /// Consumes `byte` if it comes next.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            if position < bytes.count && bytes[position] == byte { position += 1; return true }
            return false
        }

        mutating func object(_ member: (String, inout Reader) throws(Failure) -> Void) throws(Failure) {
            try expect(UInt8(ascii: "{"))
            if take(UInt8(ascii: "}")) { return }
            repeat {
                let key = try string()
                try expect(UInt8(ascii: ":"))
                try member(key, &self)
            } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
        }

        mutating func array(_ element: (inout Reader) throws(Failure) -> Void) throws(Failure) {
            try expect(UInt8(ascii: "["))
            if take(UInt8(ascii: "]")) { return }
            repeat { try element(&self) } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
        }

        mutating func string() throws(Failure) -> String {
            try expect(UInt8(ascii: "\""))
            let start = position
            // Fast path: no escapes, so the bytes are the string.
            while position < bytes.count {
                let b = bytes[position]
                if b == UInt8(ascii: "\"") {
                    let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                    position += 1
                    return s
                }
                if b == UInt8(ascii: "\\") || b < 0x20 { break }
                position += 1
            }
            position = start
            var out: [UInt8] = []
            while position < bytes.count {
                let b = bytes[position]
                position += 1
                switch b {
                case UInt8(ascii: "\""):
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { break }
                    let e = bytes[position]
                    position += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        var value = try hex4()
                        if (0xD800..<0xDC00).contains(value), take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) {
                            let low = try hex4()
                            value = 0x10000 + ((value - 0xD800) << 10) + (low &- 0xDC00)
                        }
                        out.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
                    default: throw failure("bad escape")
                    }
                default:
                    if b < 0x20 { throw failure("control character in a string") }
                    out.append(b)
                }
            }
            throw failure("unterminated string")
        }

        private mutating func hex4() throws(Failure) -> UInt32 {
            guard position + 4 <= bytes.count else { throw failure("short \\u escape") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let b = bytes[position]
                position += 1
                let digit: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
                default: throw failure("bad \\u escape")
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        /// The text of a number token.
        private mutating func numberToken() throws(Failure) -> Substring {
            skipSpace()
            let start = position
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                     UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                    position += 1
                default:
                    guard position > start else { throw failure("expected a number") }
                    return Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
                }
            }
            throw failure("unterminated number")
        }

        mutating func integer() throws(Failure) -> Int {
            skipSpace()
            let start = position
            // Digits straight from the bytes: codes are most of the numbers.
            var n = 0
            let negative = take(UInt8(ascii: "-"))
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9"),
                  position - start < 18 {
                n = n * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            let digits = position - start - (negative ? 1 : 0)
            if digits > 0, position < bytes.count,
               ![UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]),
               !(bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")) {
                return negative ? -n : n
            }
            position = start
            throw failure("expected an integer")
        }

        mutating func double() throws(Failure) -> Double {
            let start = position
            guard let d = Double(try numberToken()) else { throw Failure(offset: start, reason: "expected a number") }
            return d
        }

        mutating func skipValue() throws(Failure) {
            skipSpace()
            guard position < bytes.count else { throw failure("expected a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"): try object { _, reader throws(Failure) in try reader.skipValue() }
            case UInt8(ascii: "["): try array { reader throws(Failure) in try reader.skipValue() }
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"): try word("true")
            case UInt8(ascii: "f"): try word("false")
            case UInt8(ascii: "n"): try word("null")
            default: _ = try double()
            }
        }

        private mutating func word(_ w: StaticString) throws(Failure) {
            let n = w.utf8CodeUnitCount
            guard position + n <= bytes.count else { throw failure("expected \(w)") }
            for i in 0..<n where bytes[position + i] != w.utf8Start[i] { throw failure("expected \(w)") }
            position += n
        }
    }
}
