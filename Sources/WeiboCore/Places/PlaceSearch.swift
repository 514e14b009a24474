/// Live search over every place: the engine behind the Discover search field
/// and `weibo-tui cities search`.
///
/// A place matches a (normalised, see `PlaceQuery`) query when
/// - its name contains the query — exact `CONTAINS` over the name's Unicode
///   scalars: every such place, no more, no less;
/// - its full pinyin, syllables joined, starts with the query (`shangh` →
///   上海市; `changsha` → 长沙市 and 长沙县, and 常山县 whose `changshan`
///   starts with it too — ranked after them, see `PlaceMatch.Kind`);
/// - its initials start with the query (`bj` → 北京市, `zjk` → 张家口市).
///
/// Pinyin is matched from the start of the full name only. Stripping the level
/// suffix (市, 县, 自治州 …) would add nothing: the suffix comes last, so any
/// prefix of the stripped reading is already a prefix of the full one. Pinyin
/// is not matched in the middle of a name (`zhou` does not find 杭州市): a
/// user types a place's reading from its start, and mid-name syllables would
/// flood every query with noise. Chinese input, which is what finds a name's
/// middle, uses `CONTAINS`.
///
/// Speed: built once (a few milliseconds), then each query costs a binary
/// search over sorted pinyin and initials keys, a walk of the shortest
/// character → places posting list among the query's characters, and one pass
/// over a byte per place to emit results in rank order — no sorting, no
/// string comparisons, no allocation per place.
public struct PlaceSearch: Sendable {
    public let directory: PlaceDirectory

    /// Places by (level, code): a place's position here is its id in the
    /// index, and ascending ids are exactly the tie order of the ranking.
    private let ranked: [Place]
    private let names: PackedKeys
    private let pinyinKeys: PackedKeys
    private let initialsKeys: PackedKeys
    /// For each place, where each syllable ends in its joined pinyin key.
    private let syllableEnds: PackedKeys
    /// Ids sorted by pinyin key, and by initials key, for prefix ranges.
    private let pinyinOrder: [Int32]
    private let initialsOrder: [Int32]
    /// Scalar → ids of the places whose name contains it, ascending.
    private let postings: [UInt32: [Int32]]

    public init(directory: PlaceDirectory) {
        self.directory = directory
        // The directory is in code order, so grouping by level keeps code
        // order within each level: (level, code) order without a sort.
        var ranked: [Place] = []
        ranked.reserveCapacity(directory.count)
        for level in PlaceLevel.allCases {
            ranked.append(contentsOf: directory.places.lazy.filter { $0.level == level })
        }
        self.ranked = ranked
        var names = PackedKeys()
        var pinyin = PackedKeys()
        var initials = PackedKeys()
        var ends = PackedKeys()
        var postings: [UInt32: [Int32]] = [:]
        for (id, place) in ranked.enumerated() {
            let name = PlaceQuery.normalizedScalars(place.name)
            names.append(name)
            for scalar in name {
                // Ids arrive in increasing order, so a repeat is always last.
                if postings[scalar]?.last != Int32(id) { postings[scalar, default: []].append(Int32(id)) }
            }
            var key: [UInt32] = []
            var syllableEnd: [UInt32] = []
            for syllable in place.pinyin {
                key.append(contentsOf: PlaceQuery.normalizedScalars(syllable))
                syllableEnd.append(UInt32(key.count))
            }
            pinyin.append(key)
            ends.append(syllableEnd)
            initials.append(PlaceQuery.normalizedScalars(place.initials))
        }
        self.names = names
        self.pinyinKeys = pinyin
        self.initialsKeys = initials
        self.syllableEnds = ends
        self.postings = postings
        self.pinyinOrder = pinyin.sortedIds()
        self.initialsOrder = initials.sortedIds()
    }

    /// The matches for `query`, best first, at most `limit` of them (a
    /// negative limit counts as zero), with the exact total.
    public func search(_ query: String, limit: Int = 20) -> PlaceSearchResult {
        let (q, breaks) = PlaceQuery.segmented(query)
        let normalized = PlaceQuery.string(q)
        guard !q.isEmpty else {
            return PlaceSearchResult(query: query, normalizedQuery: normalized, matches: [], totalCount: 0)
        }
        let unmatched = UInt8.max
        var best = [UInt8](repeating: unmatched, count: ranked.count)
        var total = 0
        func mark(_ id: Int, _ kind: PlaceMatch.Kind) {
            let k = UInt8(kind.rawValue)
            if best[id] == unmatched { total += 1; best[id] = k } else if k < best[id] { best[id] = k }
        }
        for i in pinyinKeys.prefixRange(of: q, order: pinyinOrder) {
            let id = Int(pinyinOrder[i])
            mark(id, endsOnSyllables(id, length: q.count, breaks: breaks) ? .pinyinSyllables : .pinyinPrefix)
        }
        for i in initialsKeys.prefixRange(of: q, order: initialsOrder) {
            mark(Int(initialsOrder[i]), .initialsPrefix)
        }
        if q.count <= names.longest, let candidates = shortestPosting(for: q) {
            for id32 in candidates {
                let id = Int(id32)
                guard let offset = names.firstOccurrence(of: q, inKey: id) else { continue }
                if offset > 0 {
                    mark(id, .nameContains)
                } else {
                    mark(id, names.length(of: id) == q.count ? .exactName : .namePrefix)
                }
            }
        }

        let wanted = max(0, limit)
        var matches: [PlaceMatch] = []
        if wanted > 0 && total > 0 {
            // One pass in id order fills each tier in tie order.
            var tiers = [[Int]](repeating: [], count: PlaceMatch.Kind.tierCount)
            for id in 0..<best.count where best[id] != unmatched {
                let tier = PlaceMatch.Kind(rawValue: Int(best[id]))!.tier
                if tiers[tier].count < wanted { tiers[tier].append(id) }
            }
            matches.reserveCapacity(min(wanted, total))
            outer: for tier in tiers {
                for id in tier {
                    if matches.count == wanted { break outer }
                    let kind = PlaceMatch.Kind(rawValue: Int(best[id]))!
                    matches.append(makeMatch(id: id, kind: kind, query: q))
                }
            }
        }
        return PlaceSearchResult(query: query, normalizedQuery: normalized, matches: matches, totalCount: total)
    }

    /// Whether the query's end, and every break the user typed, fall on
    /// syllable boundaries of place `id`'s pinyin.
    private func endsOnSyllables(_ id: Int, length: Int, breaks: [Int]) -> Bool {
        let ends = syllableEnds.key(id)
        guard ends.contains(UInt32(length)) else { return false }
        return breaks.allSatisfy { ends.contains(UInt32($0)) }
    }

    /// The posting list of the query's rarest scalar, or nil when one of its
    /// scalars occurs in no name (then no name can contain the query).
    private func shortestPosting(for q: [UInt32]) -> [Int32]? {
        var shortest: [Int32]?
        for scalar in q {
            guard let list = postings[scalar] else { return nil }
            if shortest == nil || list.count < shortest!.count { shortest = list }
        }
        return shortest
    }

    private func makeMatch(id: Int, kind: PlaceMatch.Kind, query q: [UInt32]) -> PlaceMatch {
        let place = ranked[id]
        var scalarRange: Range<Int>
        switch kind {
        case .exactName, .namePrefix, .nameContains:
            let offset = names.firstOccurrence(of: q, inKey: id) ?? 0
            scalarRange = offset..<(offset + q.count)
        case .pinyinPrefix, .pinyinSyllables:
            // Every syllable that starts before the query ends was touched.
            var covered = 0
            var start = 0
            for end in syllableEnds.key(id) {
                if start >= q.count { break }
                covered += 1
                start = Int(end)
            }
            scalarRange = 0..<covered
        case .initialsPrefix:
            scalarRange = 0..<q.count
        }
        return PlaceMatch(place: place, kind: kind, highlight: Self.characterRange(scalarRange, in: place.name))
    }

    /// Converts scalar offsets into the name to character offsets, clamped to
    /// the name (they are equal for the Han names of the data set).
    static func characterRange(_ range: Range<Int>, in name: String) -> Range<Int> {
        var lower: Int?
        var upper = 0
        var scalarOffset = 0
        var characterOffset = 0
        for character in name {
            let width = character.unicodeScalars.count
            if lower == nil && scalarOffset + width > range.lowerBound { lower = characterOffset }
            scalarOffset += width
            characterOffset += 1
            if scalarOffset <= range.upperBound || lower == nil { upper = characterOffset }
            if scalarOffset >= range.upperBound && lower != nil { break }
        }
        let from = lower ?? characterOffset
        return from..<max(from, upper)
    }
}
