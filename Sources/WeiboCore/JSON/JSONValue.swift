/// Any JSON value, read from a reply's bytes (or an embedded file's, or
/// the account file's) by `JSONParser`.
///
/// Why not decode straight into Codable structs: the Open API is loose
/// about types (`error_code` is a number in some replies and a string in
/// others, ids come as both `id` and `idstr`, counts may be missing or
/// written as `1.2万`, `deleted` is `"1"`), and a wrong type must be
/// reported by its path (`statuses[3].user.screen_name`), which `JSONNode`
/// does, so that only the item holding it is left out.
///
/// Integers are kept as `Int64` from their digits, so ids above 2^53 stay exact.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int64)
    /// A number with a fraction or exponent, or beyond 64 bits.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Parses a reply body; nil when it is not JSON at all (the caller
    /// then says whether it was cut short or malformed). A bad string
    /// inside (invalid UTF-8, a lone surrogate escape) does not make it
    /// "not JSON": the bad part reads as U+FFFD.
    public static func parse(_ body: [UInt8]) -> JSONValue? {
        JSONParser.parse(body)
    }
}

/// A JSON object's members in the order written.
///
/// A list rather than a `Dictionary`: an API object has a dozen members,
/// which a linear search finds as fast as a hash, and a list of exactly
/// that many costs about half a dictionary's buckets (docs/BENCHMARKS.md,
/// "Decoding memory"). A key written twice is kept twice; lookups take the
/// last, as a dictionary built in order would.
public struct JSONObject: Sendable, Hashable, Sequence {
    public struct Member: Sendable, Hashable {
        public let key: String
        public let value: JSONValue
    }

    public let members: [Member]

    public init(_ members: [Member]) {
        self.members = members
    }

    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        self.members = pairs.map { Member(key: $0.key, value: $0.value) }
    }

    /// The last member named `key`, as `Dictionary`'s subscript reads.
    public subscript(key: String) -> JSONValue? {
        members.last(where: { $0.key == key })?.value
    }

    public var count: Int { members.count }

    public func makeIterator() -> some IteratorProtocol<(key: String, value: JSONValue)> {
        members.lazy.map { (key: $0.key, value: $0.value) }.makeIterator()
    }

    /// Equal when the same keys read the same values, in any order (as two
    /// dictionaries compare).
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        let keys = Set(lhs.members.map(\.key))
        return keys == Set(rhs.members.map(\.key)) && keys.allSatisfy { lhs[$0] == rhs[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, as `==` is: the keys' hashes summed.
        var sum = 0
        for key in Set(members.map(\.key)) { sum &+= key.hashValue }
        hasher.combine(sum)
    }
}
