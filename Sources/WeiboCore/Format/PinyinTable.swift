/// Toneless pinyin of the common characters (GB2312), every reading of each,
/// so people can be found by the pinyin or initials of their names as places
/// are — polyphones included (长沙 matches `changsha`).
public struct PinyinTable: Sendable {
    private let readings: [Character: [String]]

    /// `entries` are "字reading,reading…" strings, the most common reading
    /// first (Resources/pinyin.json).
    public init(entries: [String]) {
        var readings: [Character: [String]] = [:]
        readings.reserveCapacity(entries.count)
        for entry in entries {
            guard let first = entry.first else { continue }
            let list = entry.dropFirst().split(separator: ",").map(String.init)
            if !list.isEmpty { readings[first] = list }
        }
        self.readings = readings
    }

    public var count: Int { readings.count }

    /// Every reading of each character of `text`: a known character's
    /// readings, a letter or digit lower-cased as it is; anything else is
    /// left out.
    public func readings(of text: String) -> [[String]] {
        text.compactMap { ch -> [String]? in
            if let known = readings[ch] { return known }
            return ch.isASCII && (ch.isLetter || ch.isNumber) ? [ch.lowercased()] : nil
        }
    }

    /// The most common reading of each character (see `readings(of:)`).
    public func syllables(of text: String) -> [String] {
        readings(of: text).map { $0[0] }
    }

    /// Whether some choice of readings, joined, starts with `query` (or, with
    /// `initials`, whether their first letters do).
    public func spells(_ text: String, prefix query: String, initials: Bool = false) -> Bool {
        let choices = readings(of: text).map { initials ? $0.map { String($0.prefix(1)) } : $0 }
        return Self.spells(Substring(query), from: choices[...])
    }

    private static func spells(_ rest: Substring, from choices: ArraySlice<[String]>) -> Bool {
        if rest.isEmpty { return true }
        guard let first = choices.first else { return false }
        for reading in first {
            if reading.hasPrefix(rest) { return true }
            if rest.hasPrefix(reading), spells(rest.dropFirst(reading.count), from: choices.dropFirst()) { return true }
        }
        return false
    }
}

/// Who the `@` list offers for what follows the `@`: names containing the
/// text (case-folded), then names whose pinyin or initials start with it.
public enum MentionMatcher {
    public static let limit = 8

    public static func candidates(_ query: String, users: [User], pinyin: PinyinTable?) -> [User] {
        let others = users.filter { !$0.isLocal }
        let q = PlaceQuery.normalized(query)
        guard !q.isEmpty else { return Array(others.prefix(limit)) }
        var byName: [User] = [], byPinyin: [User] = []
        for user in others {
            if user.name.lowercased().contains(q) {
                byName.append(user)
            } else if let pinyin, pinyin.spells(user.name, prefix: q) || pinyin.spells(user.name, prefix: q, initials: true) {
                byPinyin.append(user)
            }
        }
        return Array((byName + byPinyin).prefix(limit))
    }
}
