import WeiboCore

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

    /// Each element read with `read`; one that cannot be read is left out
    /// and counted, so one bad post never costs the page. Throws only when
    /// this is not an array (the reply's envelope is broken).
    func items<T>(_ read: (JSONNode) throws(BadResponse) -> T) throws(BadResponse) -> (items: [T], skipped: Int) {
        guard case .array(let elements) = value else { throw wrongType(.array) }
        var items: [T] = []
        items.reserveCapacity(elements.count)
        var skipped = 0
        for (offset, element) in elements.enumerated() {
            do {
                items.append(try read(JSONNode(element, path: path + "[\(offset)]")))
            } catch {
                skipped += 1
            }
        }
        return (items, skipped)
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
    /// A count, which never costs an item: missing or null is 0; a number,
    /// or a string in Weibo's written forms (`1.2万`, `3亿`, `100万+`,
    /// `1,234`, see `WeiboCount`), is read; anything else is 0. Throws only
    /// when this node is not an object.
    func count(_ key: String) throws(BadResponse) -> Int {
        guard let node = try field(key) else { return 0 }
        switch node.value {
        case .int(let number): return Int(clamping: max(0, number))
        case .double(let number): return number.isFinite && number >= 1 ? Int(min(number, 9.0e18)) : 0
        case .string(let text): return WeiboCount.parse(text) ?? 0
        default: return 0
        }
    }
    /// `count(key)`, or nil when the member is absent or null: a count
    /// the reply did not give, which is not a count of zero.
    func optionalCount(_ key: String) throws(BadResponse) -> Int? {
        try field(key) == nil ? nil : count(key)
    }
    func optionalString(_ key: String) throws(BadResponse) -> String? { try field(key)?.string() }
    func flag(_ key: String) throws(BadResponse) -> Bool { try field(key)?.bool() ?? false }
    /// A flag the reply may leave out (`following`, `verified`): nil when
    /// absent, null or not a flag at all, so it never costs its item.
    func optionalFlag(_ key: String) throws(BadResponse) -> Bool? {
        guard let node = try field(key) else { return nil }
        return try? node.bool()
    }

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
