/// Reads JSON text (RFC 8259) into a `JSONValue`, byte by byte.
///
/// Why not FoundationEssentials' `JSONDecoder`: it refuses a whole reply
/// for one lone surrogate escape (`"\ud83d"`: Weibo cuts long texts in the
/// middle of an emoji) or one invalid UTF-8 byte in a string, so one odd
/// post hid every new post; and its own index of the text plus the
/// `Data` copy and the decoded tree cost 146 MB for a 15 MB reply. Here a
/// bad string reads as U+FFFD where it is bad and the rest of it stays;
/// only a broken structure (a missing bracket, a stray byte between
/// values) makes the text "not JSON". Containers are built from one
/// scratch stack, so each array and object is allocated once, at its
/// final size.
///
/// Numbers: an integer that fits is `.int` exactly; a fraction, an
/// exponent or an integer beyond 64 bits is `.double` (where an id
/// belongs, `JSONNode.int64` then reports it, and only that item is lost).
public struct JSONParser {
    /// Deeper nesting than any API reply has; a hostile `[[[[…` stops here
    /// instead of overflowing the stack.
    static let maximumDepth = 512

    public static func parse(_ body: [UInt8]) -> JSONValue? {
        body.withUnsafeBufferPointer { bytes in
            var parser = JSONParser(bytes: bytes)
            return parser.document()
        }
    }

    /// As `parse`, but the elements of the root object's array `listKey`
    /// go to `each` (with their index) one at a time as they are read, and
    /// that member is left an empty array: a page's items are decoded while
    /// the rest of the reply is read, so the whole list's tree never exists
    /// at once (a 16 MB reply's tree was 58 MB). `each` may be called for a
    /// reply that then turns out not to be JSON; the caller drops what it
    /// got then.
    public static func parse(_ body: [UInt8], streaming listKey: String, each: (JSONValue, Int) -> Void) -> JSONValue? {
        withoutActuallyEscaping(each) { each in
            body.withUnsafeBufferPointer { bytes in
                var parser = JSONParser(bytes: bytes)
                parser.stream = (listKey, each)
                return parser.document()
            }
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0
    private var depth = 0
    /// Elements of the arrays being read, innermost last.
    private var values: [JSONValue] = []
    /// Members of the objects being read, innermost last.
    private var members: [JSONObject.Member] = []
    /// A string with escapes, as UTF-8, while it is read.
    private var scratch: [UInt8] = []
    /// The root member whose array elements are handed out, and to whom.
    private var stream: (key: String, each: (JSONValue, Int) -> Void)?

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func document() -> JSONValue? {
        // A UTF-8 byte order mark is not JSON's, but harmless.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { at = 3 }
        guard let root = value() else { return nil }
        skipSpace()
        return at == bytes.count ? root : nil
    }

    private mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0A, 0x0D: at += 1
            default: return
            }
        }
    }

    private mutating func value() -> JSONValue? {
        skipSpace()
        guard at < bytes.count else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default: return nil
        }
    }

    private mutating func literal(_ word: StaticString, _ result: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard bytes.count - at >= count else { return nil }
        for offset in 0..<count where bytes[at + offset] != word.utf8Start[offset] { return nil }
        at += count
        return result
    }

    // MARK: Containers

    private mutating func array() -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        at += 1
        let start = values.count
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
            at += 1
            return .array([])
        }
        while true {
            guard let element = value() else { return nil }
            values.append(element)
            skipSpace()
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "]") else { return nil }
            at += 1
            let elements = Array(values[start...])
            values.removeSubrange(start...)
            return .array(elements)
        }
    }

    private mutating func object() -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        at += 1
        let start = members.count
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
            at += 1
            return .object(JSONObject([JSONObject.Member]()))
        }
        while true {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
            at += 1
            skipSpace()
            let streamed = depth == 1 && at < bytes.count && bytes[at] == UInt8(ascii: "[") && stream?.key == key
            guard let member = streamed ? streamArray() : value() else { return nil }
            members.append(JSONObject.Member(key: key, value: member))
            skipSpace()
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "}") else { return nil }
            at += 1
            let list = Array(members[start...])
            members.removeSubrange(start...)
            return .object(JSONObject(list))
        }
    }

    /// The array at `at`, each element handed to `stream` instead of kept.
    private mutating func streamArray() -> JSONValue? {
        guard let each = stream?.each else { return nil }
        depth += 1
        defer { depth -= 1 }
        at += 1
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
            at += 1
            return .array([])
        }
        var index = 0
        while true {
            guard let element = value() else { return nil }
            each(element, index)
            index += 1
            skipSpace()
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            guard bytes[at] == UInt8(ascii: "]") else { return nil }
            at += 1
            return .array([])
        }
    }

    // MARK: Strings

    /// The string at the opening quote; nil only when it never closes.
    /// Invalid UTF-8, a bad escape and a lone surrogate each read as U+FFFD;
    /// control characters are kept as they are (the app sanitises text
    /// before drawing it).
    private mutating func string() -> String? {
        at += 1
        let start = at
        // Fast path: no escapes, the bytes are the string.
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
                at += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            at += 1
        }
        guard at < bytes.count else { return nil }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<at]))
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                at += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                scratch.append(byte)
                at += 1
                continue
            }
            guard at + 1 < bytes.count else { return nil }
            let escape = bytes[at + 1]
            at += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"): appendUnicodeEscape()
            default:
                // `\x`: not an escape JSON has. The backslash is the bad
                // part; what follows it is read as it stands.
                appendScalar(0xFFFD)
                at -= 1
            }
        }
        return nil
    }

    /// After `\u`: four hex digits, a pair of them for a surrogate pair.
    private mutating func appendUnicodeEscape() {
        guard let unit = hex4() else { return appendScalar(0xFFFD) }
        if (0xD800...0xDBFF).contains(unit) {
            // A high surrogate needs `\uDC00`–`\uDFFF` right after it;
            // without one it is Weibo's emoji cut in half.
            if at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") {
                let saved = at
                at += 2
                if let low = hex4(), (0xDC00...0xDFFF).contains(low) {
                    return appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                }
                at = saved
            }
            return appendScalar(0xFFFD)
        }
        appendScalar((0xDC00...0xDFFF).contains(unit) ? 0xFFFD : unit)
    }

    /// Four hex digits at `at`, consumed; nil (nothing consumed) otherwise.
    private mutating func hex4() -> UInt32? {
        guard bytes.count - at >= 4 else { return nil }
        var unit: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[at + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt32(digit)
        }
        at += 4
        return unit
    }

    /// A scalar (never a surrogate: the callers map those to U+FFFD) as UTF-8.
    private mutating func appendScalar(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }

    // MARK: Numbers

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as JSON writes them.
    private mutating func number() -> JSONValue? {
        let start = at
        let negative = bytes[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        let digitsStart = at
        guard skipDigits() else { return nil }
        if bytes[digitsStart] == UInt8(ascii: "0"), at - digitsStart > 1 { return nil }
        var integral = true
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard skipDigits() else { return nil }
            integral = false
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard skipDigits() else { return nil }
            integral = false
        }
        if integral, let exact = Self.integer(bytes[digitsStart..<at], negative: negative) { return .int(exact) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        return .double(Double(text) ?? (negative ? -.infinity : .infinity))
    }

    /// One or more digits; false when there is none.
    private mutating func skipDigits() -> Bool {
        let start = at
        while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) { at += 1 }
        return at > start
    }

    /// The digits as an `Int64`, or nil beyond its range.
    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>, negative: Bool) -> Int64? {
        var magnitude: UInt64 = 0
        for byte in digits {
            let (times, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflowA, !overflowB else { return nil }
            magnitude = sum
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)
        }
        return Int64(exactly: magnitude)
    }
}
