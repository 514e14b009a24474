import FoundationEssentials

/// Any JSON value, decoded with FoundationEssentials' `JSONDecoder` (full
/// Foundation's `JSONSerialization` would add start-up time to the static
/// binary, see WeiboStore's SampleData).
///
/// Why not decode straight into Codable structs: the Open API is loose
/// about types (`error_code` is a number in some replies and a string in
/// others, ids come as both `id` and `idstr`, counts may be missing,
/// `deleted` is `"1"`), and a wrong type must be reported by its path
/// (`statuses[3].user.screen_name`), which `JSONNode` does.
///
/// Integers are kept as `Int64` from their digits, so ids above 2^53 stay exact.
enum JSONValue: Decodable, Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int64)
    /// A number with a fraction or exponent, or beyond 64 bits.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// What a wrong-type message calls it.
    var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .flag
        case .int, .double: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Parses a reply body; nil when it is not JSON at all (the caller
    /// then says whether it was cut short or malformed).
    static func parse(_ body: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(body))
    }
}
