/// A JSON value with the path it was found at, read with the Open API's
/// looseness allowed and everything else reported as `BadResponse`,
/// naming the path.
struct JSONNode: Sendable {
    let value: JSONValue
    /// `statuses[2].user`; empty for the document itself.
    let path: String

    init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    private func childPath(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// The member `key` of an object; nil when absent or null.
    func field(_ key: String) throws(BadResponse) -> JSONNode? {
        guard case .object(let members) = value else { throw wrongType(.object) }
        guard let member = members[key], member != .null else { return nil }
        return JSONNode(member, path: childPath(key))
    }

    /// The member `key`, which must be there.
    func require(_ key: String) throws(BadResponse) -> JSONNode {
        guard let node = try field(key) else { throw .missingField(path: childPath(key)) }
        return node
    }

    func array() throws(BadResponse) -> [JSONNode] {
        guard case .array(let items) = value else { throw wrongType(.array) }
        return items.enumerated().map { JSONNode($0.element, path: path + "[\($0.offset)]") }
    }

    func string() throws(BadResponse) -> String {
        guard case .string(let text) = value else { throw wrongType(.string) }
        return text
    }

    /// A 64-bit integer, also from a string of digits (`idstr`,
    /// `error_code`, `uid` come as strings in some replies).
    func int64() throws(BadResponse) -> Int64 {
        switch value {
        case .int(let number): return number
        case .string(let text):
            guard let number = Int64(text.trimmingCharacters(in: " ")) else { throw wrongType(.integer, found: .text(String(text.prefix(24)))) }
            return number
        case .double:
            throw wrongType(.integer, found: .inexactNumber)
        default:
            throw wrongType(.integer)
        }
    }

    func int() throws(BadResponse) -> Int {
        let number = try int64()
        guard let small = Int(exactly: number) else { throw wrongType(.integer, found: .text(String(number))) }
        return small
    }

    /// true/false, 1/0 or "1"/"0"/"true"/"false", as the API writes flags.
    func bool() throws(BadResponse) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .int(let number) where number == 0 || number == 1: return number == 1
        case .string("1"), .string("true"): return true
        case .string("0"), .string("false"), .string(""): return false
        default: throw wrongType(.flag)
        }
    }

    // MARK: Members, with the API's defaults

    func string(_ key: String) throws(BadResponse) -> String { try require(key).string() }
    func int64(_ key: String) throws(BadResponse) -> Int64 { try require(key).int64() }
    /// A count the API may leave out: missing or null is 0, a wrong type is still an error.
    func count(_ key: String) throws(BadResponse) -> Int { try field(key)?.int() ?? 0 }
    func optionalString(_ key: String) throws(BadResponse) -> String? { try field(key)?.string() }
    func flag(_ key: String) throws(BadResponse) -> Bool { try field(key)?.bool() ?? false }

    /// The object's id: `idstr` when given (exact whatever the JSON number
    /// reader does), else `id`.
    func id() throws(BadResponse) -> Int64 {
        if let idstr = try field("idstr") { return try idstr.int64() }
        return try int64("id")
    }

    private func wrongType(_ expected: JSONKind, found: JSONKind? = nil) -> BadResponse {
        .wrongType(path: path.isEmpty ? "(reply)" : path, expected: expected, found: found ?? value.kind)
    }
}
