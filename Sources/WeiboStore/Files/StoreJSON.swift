import WeiboCore

/// The store's own JSON files (the bundled sample, the pinyin table, the
/// account file) read into its types member by member, with WeiboCore's
/// parser: no Foundation in the binary for three small files (its
/// `JSONDecoder` linked in 7 MB).
///
/// Strict, unlike the Open API's `JSONNode`: these files are ours, so a
/// missing member or a wrong type refuses the whole file, naming where.
/// A member that is null reads as absent, as `decodeIfPresent` did.
struct StoreJSON {
    let value: JSONValue
    let path: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The root of `bytes`; a failure when it is not JSON at all.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> StoreJSON {
        guard let value = JSONValue.parse(bytes) else { throw Failure(description: "not JSON") }
        return StoreJSON(value: value, path: "")
    }

    private func wrongType(_ expected: String) -> Failure {
        Failure(description: "\(path.isEmpty ? "the root" : path) is not \(expected)")
    }

    /// The member `key`, nil when it is absent or null.
    func member(_ key: String) throws(Failure) -> StoreJSON? {
        guard case .object(let object) = value else { throw wrongType("an object") }
        guard let found = object[key], found != .null else { return nil }
        return StoreJSON(value: found, path: path.isEmpty ? key : path + "." + key)
    }

    func require(_ key: String) throws(Failure) -> StoreJSON {
        guard let found = try member(key) else {
            throw Failure(description: "\(path.isEmpty ? "the root" : path) has no \(key)")
        }
        return found
    }

    func string() throws(Failure) -> String {
        guard case .string(let text) = value else { throw wrongType("a string") }
        return text
    }

    func int64() throws(Failure) -> Int64 {
        guard case .int(let number) = value else { throw wrongType("an integer") }
        return number
    }

    func int() throws(Failure) -> Int {
        guard let number = Int(exactly: try int64()) else { throw wrongType("an integer") }
        return number
    }

    func bool() throws(Failure) -> Bool {
        guard case .bool(let flag) = value else { throw wrongType("true or false") }
        return flag
    }

    /// Each element, read by `read`.
    func array<T>(_ read: (StoreJSON) throws(Failure) -> T) throws(Failure) -> [T] {
        guard case .array(let elements) = value else { throw wrongType("an array") }
        var items: [T] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            items.append(try read(StoreJSON(value: element, path: "\(path)[\(index)]")))
        }
        return items
    }

    func string(_ key: String) throws(Failure) -> String { try require(key).string() }
    func int64(_ key: String) throws(Failure) -> Int64 { try require(key).int64() }
    func int(_ key: String) throws(Failure) -> Int { try require(key).int() }
    func optionalString(_ key: String) throws(Failure) -> String? { try member(key)?.string() }
    func optionalInt(_ key: String) throws(Failure) -> Int? { try member(key)?.int() }
    func optionalBool(_ key: String) throws(Failure) -> Bool? { try member(key)?.bool() }
    func array<T>(_ key: String, _ read: (StoreJSON) throws(Failure) -> T) throws(Failure) -> [T] {
        try require(key).array(read)
    }
    func optionalArray<T>(_ key: String, _ read: (StoreJSON) throws(Failure) -> T) throws(Failure) -> [T]? {
        try member(key)?.array(read)
    }

    /// An object's text as the account file has always been written
    /// (JSONEncoder's pretty, sorted form): one member a line, two spaces
    /// in, `"key" : value`, keys in code-unit order; `members` are already
    /// JSON text (a string through `JSONText.string`, a number's digits).
    static func prettyObject(_ members: [(key: String, json: String)]) -> String {
        let lines = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            .map { "  " + JSONText.string($0.key) + " : " + $0.json }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }
}
