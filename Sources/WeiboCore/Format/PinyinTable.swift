/// Toneless pinyin of the common characters (GB2312), so people can be found
/// by the pinyin or initials of their names, as places are.
public struct PinyinTable: Sendable {
    private let readings: [Character: String]

    /// `entries` are "字pinyin" strings (Resources/pinyin.json).
    public init(entries: [String]) {
        var readings: [Character: String] = [:]
        readings.reserveCapacity(entries.count)
        for entry in entries {
            guard let first = entry.first else { continue }
            let reading = entry.dropFirst()
            if !reading.isEmpty { readings[first] = String(reading) }
        }
        self.readings = readings
    }

    public var count: Int { readings.count }

    /// One syllable per character of `text`: the reading of a known character,
    /// a letter or digit lower-cased as it is; anything else is left out.
    public func syllables(of text: String) -> [String] {
        var out: [String] = []
        for ch in text {
            if let reading = readings[ch] {
                out.append(reading)
            } else if ch.isLetter || ch.isNumber, ch.isASCII {
                out.append(ch.lowercased())
            }
        }
        return out
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
            } else if let pinyin {
                let syllables = pinyin.syllables(of: user.name)
                let full = syllables.joined()
                let initials = String(syllables.compactMap(\.first))
                if full.hasPrefix(q) || initials.hasPrefix(q) { byPinyin.append(user) }
            }
        }
        return Array((byName + byPinyin).prefix(limit))
    }
}
