/// Live search over every place, the engine behind the Discover search
/// field, the 签到 picker and `weibo-tui cities search`.
///
/// What matches is `PlaceMatcher`'s rule: Chinese text anywhere in the name;
/// pinyin (full, initials, or both mixed, tone marks and ü as v or ü
/// allowed, every reading of a polyphone accepted) and mixed Chinese and
/// pinyin from the start of the name, an apostrophe or space marking a
/// syllable boundary the match must respect.
///
/// Ranking, best first:
/// 1. places read as typed before those that need another reading of a
///    character (`zhongqing` finds 重庆 after places read zhong qing);
/// 2. the query spells the whole name, its suffix optional (`changsha`,
///    `cs`, `长沙` for 长沙市);
/// 3. municipalities and sub-provincial cities, then other provincial
///    capitals, then provinces, other prefectures, counties, townships;
/// 4. the larger share of the name the query covers;
/// 5. the code.
///
/// Speed: the catalogue is packed at build time (`PackedCatalog`), so
/// nothing is built when the app starts. A query collects candidates from
/// the smallest applicable list — the places whose name holds one of its
/// Chinese characters, or the places whose first character can be read as
/// the syllable it starts with, or whose first two characters start with its
/// first two letters — checks each with the matcher and keeps the best in
/// a bounded heap. No sorting of all matches, no strings per place.
public struct PlaceSearch: Sendable {
    public let directory: PlaceDirectory
    private let matcher: PlaceMatcher

    public init(directory: PlaceDirectory) {
        self.directory = directory
        self.matcher = PlaceMatcher(catalog: directory.catalog)
    }

    private var catalog: PackedCatalog { directory.catalog }

    /// The matches for `query`, best first, at most `limit` of them (a
    /// negative limit counts as zero), with the exact total.
    public func search(_ query: String, limit: Int = 20) -> PlaceSearchResult {
        run(query, limit: limit) { q in candidateLists(q) }
    }

    /// The same answer as `search`, found by checking every place: the
    /// reference that benchmarks and tests hold the index to.
    public func searchByScanning(_ query: String, limit: Int = 20) -> PlaceSearchResult {
        run(query, limit: limit) { _ in nil }
    }

    /// Checks the places of `lists` (every place when nil) and ranks them.
    private func run(_ query: String, limit: Int,
                     lists: (PreparedQuery) -> [PackedCatalog.IdList]?) -> PlaceSearchResult {
        let q = PreparedQuery(query, catalog: catalog)
        let normalized = PlaceQuery.string(q.units)
        guard q.count > 0 else {
            return PlaceSearchResult(query: query, normalizedQuery: normalized, matches: [], totalCount: 0)
        }
        var best = BoundedHeap(capacity: max(0, limit))
        var total = 0
        func check(_ id: Int) {
            guard let fit = matcher.fit(id, q) else { return }
            total += 1
            best.insert(rankKey(id, fit))
        }
        if let candidates = lists(q) {
            if candidates.count == 1 {
                for id in candidates[0] { check(id) }
            } else {
                // Several lists can share a place: check it once.
                var seen = [Bool](repeating: false, count: catalog.placeCount)
                for list in candidates {
                    for id in list where !seen[id] {
                        seen[id] = true
                        check(id)
                    }
                }
            }
        } else {
            for id in 0..<catalog.placeCount { check(id) }
        }
        let matches = best.sortedKeys().map { key -> PlaceMatch in
            let id = Int(key & 0xFFFF)
            let fit = matcher.fit(id, q)!
            return PlaceMatch(place: directory.place(id: id), spellsWholeName: fit.spellsWholeName,
                              usesOtherReading: fit.usesOtherReading,
                              highlight: fit.offset..<(fit.offset + fit.covered))
        }
        return PlaceSearchResult(query: query, normalizedQuery: normalized, matches: matches, totalCount: total)
    }

    /// The ranking as one number, smaller first: other reading [1 bit],
    /// not whole [1], class [3], share not covered [11], id (code order) [16].
    private func rankKey(_ id: Int, _ fit: PlaceFit) -> UInt64 {
        let share = UInt64(fit.covered * 1023 / max(1, catalog.nameLength(id)))
        return (fit.usesOtherReading ? 1 : 0) << 40 | (fit.spellsWholeName ? 0 : 1) << 39
            | UInt64(catalog.rankClass(id)) << 36 | (1023 - min(1023, share)) << 16 | UInt64(id)
    }

    /// Lists whose union holds every place that can match: the shortest
    /// choice among those the query allows.
    private func candidateLists(_ q: PreparedQuery) -> [PackedCatalog.IdList] {
        var best: [PackedCatalog.IdList]?
        func offer(_ lists: [PackedCatalog.IdList]) {
            let size = lists.reduce(0) { $0 + $1.count }
            if best.map({ size < $0.reduce(0) { $0 + $1.count } }) ?? true { best = lists }
        }
        // Any Chinese character must be in the name.
        for j in 0..<q.count where !q.isLetter[j] {
            var lists: [PackedCatalog.IdList] = []
            for scalar in Set([q.units[j], q.simplified[j]]) {
                if let c = catalog.character(for: scalar) { lists.append(catalog.postings(ofCharacter: c)) }
            }
            if lists.isEmpty { return [] }
            offer(lists)
        }
        if q.isLetter[0] { offer(firstCharacterLists(q)) }
        return best ?? []
    }

    /// The places whose first character a letter-led query can reach: those
    /// read with the syllable it starts with (or, at its end, a syllable it
    /// begins), and those whose first two characters start with its first two
    /// letters (initials).
    private func firstCharacterLists(_ q: PreparedQuery) -> [PackedCatalog.IdList] {
        var run = 0
        while run < q.count && q.isLetter[run] && (run == 0 || !q.breakBefore[run]) { run += 1 }
        var lists: [PackedCatalog.IdList] = []
        for s in 0..<catalog.syllableCount {
            let letters = catalog.syllableBytes(s)
            let shared = min(letters.count, run)
            var same = true
            for l in 0..<shared where q.units[l] != UInt32(letters[l]) { same = false; break }
            guard same else { continue }
            // A whole syllable, or the query's end inside one.
            if letters.count <= run || run == q.count {
                lists.append(catalog.placesStarting(withSyllable: s))
            }
        }
        if q.count >= 2 && q.isLetter[1] {
            lists.append(catalog.placesStarting(withLetters: Int(q.units[0]) - 0x61, Int(q.units[1]) - 0x61))
        } else if q.count >= 2 {
            // An initial then a Chinese character: every syllable with that letter.
            for s in 0..<catalog.syllableCount where UInt32(catalog.syllableBytes(s)[0]) == q.units[0] {
                let list = catalog.placesStarting(withSyllable: s)
                if !lists.contains(where: { $0.start == list.start }) { lists.append(list) }
            }
        }
        return lists
    }
}

/// The `capacity` smallest keys seen, as a max-heap: a key that cannot make
/// the cut costs one comparison.
struct BoundedHeap {
    let capacity: Int
    private(set) var keys: [UInt64] = []

    init(capacity: Int) {
        self.capacity = capacity
        keys.reserveCapacity(min(capacity, 1024))
    }

    mutating func insert(_ key: UInt64) {
        guard capacity > 0 else { return }
        if keys.count < capacity {
            keys.append(key)
            var i = keys.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                guard keys[parent] < keys[i] else { break }
                keys.swapAt(parent, i)
                i = parent
            }
        } else if key < keys[0] {
            keys[0] = key
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var largest = i
                if l < keys.count && keys[l] > keys[largest] { largest = l }
                if r < keys.count && keys[r] > keys[largest] { largest = r }
                if largest == i { break }
                keys.swapAt(i, largest)
                i = largest
            }
        }
    }

    func sortedKeys() -> [UInt64] { keys.sorted() }
}
