import Testing
@testable import WeiboCore

/// The byte-level reader: what is JSON, what is not, and that every value
/// written comes back as it was.
@Suite("JSONParser: RFC 8259 text to JSONValue")
struct JSONParserTests {
    func parse(_ text: String) -> JSONValue? { JSONParser.parse(Array(text.utf8)) }

    @Test("values and containers, with any whitespace between them")
    func values() {
        #expect(parse(#" {"a": [1, -2, 3.5, true, false, null, "x"], "b": {}, "c": []} "#) == .object(JSONObject([
            "a": .array([.int(1), .int(-2), .double(3.5), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object(JSONObject([JSONObject.Member]())), "c": .array([]),
        ])))
        #expect(parse("\t\r\n[ ]\n") == .array([]))
        #expect(parse("\u{FEFF}[1]") == .array([.int(1)]), "a UTF-8 byte order mark is skipped")
        #expect(parse(#""only a string""#) == .string("only a string"))
    }

    @Test("integers exact to 64 bits; beyond, fractions and exponents are doubles")
    func numbers() {
        #expect(parse("9223372036854775807") == .int(.max))
        #expect(parse("-9223372036854775808") == .int(.min))
        #expect(parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(parse("-9223372036854775809") == .double(-9_223_372_036_854_775_808))  // the nearest Double
        #expect(parse("-0") == .int(0))
        #expect(parse("0.25") == .double(0.25))
        #expect(parse("1E3") == .double(1000) && parse("2e-2") == .double(0.02) && parse("5e+1") == .double(50))
        #expect(parse("1e400") == .double(.infinity))
    }

    @Test("what is not JSON", arguments: [
        "", " ", "[1,]", "[1 2]", #"{"a" 1}"#, #"{"a": 1,}"#, "{a: 1}", "['a']", "{} x", "[1]]", #""open"#, "tru", "nul",
        "01", "-", "1.", ".5", "+1", "1e", "0x10", "NaN", "[-]", #"{"a": }"#, #"{"a"}"#, "[\u{0}]", "\u{FFFD}",
    ])
    func notJSON(text: String) {
        #expect(parse(text) == nil)
    }

    @Test("escapes, and bad strings read as U+FFFD where they are bad")
    func strings() {
        #expect(parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u4e2d\u0000""#) == .string("\"\\/\u{8}\u{C}\n\r\tAé中\u{0}"))
        #expect(parse(#""\uD83D\uDE00""#) == .string("😀"))
        #expect(parse(#""\ud83d""#) == .string("\u{FFFD}"))
        #expect(parse(#""\ud83d\ud83d\ude00""#) == .string("\u{FFFD}😀"), "a second high surrogate starts its own pair")
        #expect(parse(#""\ude00\ud83d""#) == .string("\u{FFFD}\u{FFFD}"))
        #expect(parse(#""x\uZZZZ""#) == .string("x\u{FFFD}ZZZZ"))
        #expect(parse(#""end\\""#) == .string("end\\"))
        #expect(parse(#""cut\""#) == nil, "an escaped quote does not close the string")
        #expect(JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) == .string("\u{FFFD}("))
        #expect(JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) == .string("\u{FFFD}\u{FFFD}\u{FFFD}"), "a surrogate written as UTF-8")
        #expect(parse("\"tab\there\"") == .string("tab\there"), "a raw control character is kept")
    }

    @Test("a key written twice reads as the last")
    func duplicateKeys() throws {
        guard case .object(let object)? = parse(#"{"a": 1, "b": 2, "a": 3}"#) else { Issue.record("not an object"); return }
        #expect(object["a"] == .int(3) && object["b"] == .int(2) && object["c"] == nil)
        #expect(object.map(\.key) == ["a", "b", "a"])
    }

    @Test("nesting stops at the bound instead of overflowing the stack")
    func depth() {
        let deep = JSONParser.maximumDepth
        #expect(parse(String(repeating: "[", count: deep) + String(repeating: "]", count: deep)) != nil)
        #expect(parse(String(repeating: "[", count: deep + 1) + String(repeating: "]", count: deep + 1)) == nil)
        #expect(parse(String(repeating: #"{"a":"#, count: deep + 1) + "1" + String(repeating: "}", count: deep + 1)) == nil)
        #expect(parse(String(repeating: "[", count: 200_000)) == nil)
    }

    /// What keeps a page's peak memory at its bytes plus its items: the
    /// list's elements leave the parser one at a time, never as one tree.
    @Test("streaming hands out the root list's elements in order and keeps the rest")
    func streaming() {
        var seen: [(JSONValue, Int)] = []
        let text = #"{"statuses": [{"statuses": [1]}, 2, [3]], "next_cursor": 7, "user": {"statuses": [4]}}"#
        let root = JSONParser.parse(Array(text.utf8), streaming: "statuses") { seen.append(($0, $1)) }
        #expect(seen.map(\.1) == [0, 1, 2])
        #expect(seen.map(\.0) == [parse(#"{"statuses": [1]}"#)!, .int(2), .array([.int(3)])], "only the root's list is streamed")
        #expect(root == parse(#"{"statuses": [], "next_cursor": 7, "user": {"statuses": [4]}}"#))
        #expect(JSONParser.parse(Array(#"{"statuses": {"a": 1}}"#.utf8), streaming: "statuses") { _, _ in Issue.record("not a list") }
            == parse(#"{"statuses": {"a": 1}}"#))
        #expect(JSONParser.parse(Array(#"{"statuses": [1, 2"#.utf8), streaming: "statuses") { _, _ in } == nil)
    }

    @Test("objects compare as dictionaries do: in any order")
    func objectEquality() {
        #expect(parse(#"{"a": 1, "b": [2]}"#) == parse(#"{"b": [2], "a": 1}"#))
        #expect(parse(#"{"a": 1}"#) != parse(#"{"a": 2}"#))
        #expect(parse(#"{"a": 1}"#) != parse(#"{"a": 1, "b": 1}"#))
        #expect(Set([parse(#"{"a": 1, "b": 2}"#), parse(#"{"b": 2, "a": 1}"#)]).count == 1)
    }

    @Test("seeded round trip: whatever is written is read back", arguments: 0..<40)
    func roundTrip(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let value = Self.randomValue(&random, depth: 0)
        var text = ""
        Self.write(value, into: &text, &random)
        #expect(parse(text) == value, "\(text)")
    }

    // MARK: A writer, for the round trip

    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet: [Character] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "中", "文", "😀", "\u{FFFD}", "\u{7F}"]

    static func randomValue(_ random: inout SplitMix, depth: Int) -> JSONValue {
        switch Int.random(in: 0..<(depth > 4 ? 5 : 8), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .int(Int64.random(in: .min ... .max, using: &random) >> Int64.random(in: 0..<64, using: &random))
        case 3: return .double(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 64)
        case 4: return .string(String((0..<Int.random(in: 0..<12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
        case 5, 6:
            return .array((0..<Int.random(in: 0..<5, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            var members: [JSONObject.Member] = []
            for index in 0..<Int.random(in: 0..<5, using: &random) {
                members.append(JSONObject.Member(key: "k\(index)" + String(alphabet.randomElement(using: &random)!), value: randomValue(&random, depth: depth + 1)))
            }
            return .object(JSONObject(members))
        }
    }

    /// JSON text for `value`, escaping some characters as `\u` (pairs for
    /// astral ones) and others as they are, with random whitespace.
    static func write(_ value: JSONValue, into text: inout String, _ random: inout SplitMix) {
        if Bool.random(using: &random) { text += [" ", "\n", "\t", "\r\n "].randomElement(using: &random)! }
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += String(number)
        case .string(let string): writeString(string, into: &text, &random)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                write(element, into: &text, &random)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { text += "," }
                writeString(member.key, into: &text, &random)
                text += ":"
                write(member.value, into: &text, &random)
            }
            text += "}"
        }
    }

    static func writeString(_ string: String, into text: inout String, _ random: inout SplitMix) {
        text += "\""
        for scalar in string.unicodeScalars {
            let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20
            if mustEscape || Int.random(in: 0..<4, using: &random) == 0 {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n" where Bool.random(using: &random): text += "\\n"
                case "/" where Bool.random(using: &random): text += "\\/"
                default:
                    for unit in String(scalar).utf16 { text += "\\u" + hex4(unit, uppercase: Bool.random(using: &random)) }
                }
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    static func hex4(_ unit: UInt16, uppercase: Bool) -> String {
        let digits = String(unit, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
