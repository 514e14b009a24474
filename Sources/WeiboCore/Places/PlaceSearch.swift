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
/// 4. among places of one class, the one under the more important place,
///    by its class (`xihu`: 杭州's 西湖区 before 本溪's 溪湖区, which its
///    code alone put first): the place a user more likely means;
/// 5. the larger share of the name the query covers;
/// 6. the code.
///
/// Speed: the catalogue is packed at build time (`PackedCatalog`), so
/// nothing is built when the app starts. A query of one or two letters reads
/// its ranked answer, stored at build time (they match thousands of places).
/// Any other query collects candidates from the smallest applicable list —
/// the places whose name holds one of its Chinese characters, or those whose
/// first character can be read as the syllable it starts with (and whose
/// second can start with the letter after it), or whose first two characters
/// start with its first two letters — checks each with the matcher and
/// keeps the best in a bounded heap: no sorting of all matches, no strings
/// or allocation per place.
public struct PlaceSearch: Sendable {
    public let directory: PlaceDirectory

    public init(directory: PlaceDirectory) {
        self.directory = directory
    }

    private var catalog: PackedCatalog { directory.catalog }

    /// The matches for `query`, best first, at most `limit` of them (a
    /// negative limit counts as zero), with the exact total.
    public func search(_ query: String, limit: Int = 20) -> PlaceSearchResult {
        run(query, limit: limit, indexed: true)
    }

    /// The same answer as `search`, found by checking every place: the
    /// reference that benchmarks and tests hold the index to.
    public func searchByScanning(_ query: String, limit: Int = 20) -> PlaceSearchResult {
        run(query, limit: limit, indexed: false)
    }

    /// Checks the places the index offers (every place when not `indexed`)
    /// and ranks them.
    private func run(_ query: String, limit: Int, indexed: Bool) -> PlaceSearchResult {
        let q = PreparedQuery(query, catalog: catalog)
        let normalized = PlaceQuery.string(q.values)
        guard q.count > 0 else {
            return PlaceSearchResult(query: query, normalizedQuery: normalized, matches: [], totalCount: 0)
        }
        return q.units.withUnsafeBufferPointer { units in
            let matcher = PlaceMatcher(catalog: catalog, q: units, hasLetters: q.hasLetters)
            func match(_ id: Int) -> PlaceMatch {
                let fit = matcher.fit(id)!
                return PlaceMatch(place: directory.place(id: id), spellsWholeName: fit.spellsWholeName,
                                  usesOtherReading: fit.usesOtherReading,
                                  highlight: fit.offset..<(fit.offset + fit.covered))
            }
            if indexed, let ranked = rankedAtBuildTime(q) {
                return PlaceSearchResult(query: query, normalizedQuery: normalized,
                                         matches: ranked.prefix(max(0, limit)).map(match), totalCount: ranked.count)
            }
            let candidates = indexed ? candidateLists(q) : nil
            var best = BoundedHeap(capacity: max(0, limit))
            var total = 0
            if let candidates, candidates.count == 1 {
                for id in candidates[0] {
                    guard let fit = matcher.fit(id) else { continue }
                    total += 1
                    best.insert(rankKey(id, fit))
                }
            } else if let candidates {
                // Several lists can share a place: check it once.
                var seen = [Bool](repeating: false, count: catalog.placeCount)
                for list in candidates {
                    for id in list where !seen[id] {
                        seen[id] = true
                        guard let fit = matcher.fit(id) else { continue }
                        total += 1
                        best.insert(rankKey(id, fit))
                    }
                }
            } else {
                for id in 0..<catalog.placeCount {
                    guard let fit = matcher.fit(id) else { continue }
                    total += 1
                    best.insert(rankKey(id, fit))
                }
            }
            let matches = best.sortedKeys().map { match(Int($0 & 0xFFFF)) }
            return PlaceSearchResult(query: query, normalizedQuery: normalized, matches: matches, totalCount: total)
        }
    }

    /// The stored ranking of a query of one or two letters without a break.
    private func rankedAtBuildTime(_ q: PreparedQuery) -> PackedCatalog.IdList? {
        let u = q.units
        guard u.count <= 2, u.allSatisfy({ $0.isLetter }), u.count < 2 || !u[1].breakBefore else { return nil }
        return catalog.rankedMatches(first: Int(u[0].value) - 0x61, second: u.count == 2 ? Int(u[1].value) - 0x61 : nil)
    }

    /// Every match of `query` in rank order, by checking every place: how
    /// the builder ranks the short queries it stores.
    func rankedIdsByScanning(_ query: String) -> [Int] {
        let q = PreparedQuery(query, catalog: catalog)
        return q.units.withUnsafeBufferPointer { units in
            let matcher = PlaceMatcher(catalog: catalog, q: units, hasLetters: q.hasLetters)
            var keys: [UInt64] = []
            for id in 0..<catalog.placeCount {
                if let fit = matcher.fit(id) { keys.append(rankKey(id, fit)) }
            }
            return keys.sorted().map { Int($0 & 0xFFFF) }
        }
    }

    /// The ranking as one number, smaller first: other reading [1 bit],
    /// not whole [1], class [3], the parent's class [3] (0 without one),
    /// share not covered [11], id (code order) [16].
    private func rankKey(_ id: Int, _ fit: PlaceFit) -> UInt64 {
        let share = UInt64(fit.covered * 1023 / max(1, catalog.nameLength(id)))
        let parentClass = UInt64(catalog.parent(id).map { min(7, catalog.rankClass($0)) } ?? 0)
        return (fit.usesOtherReading ? 1 : 0) << 40 | (fit.spellsWholeName ? 0 : 1) << 39
            | UInt64(catalog.rankClass(id)) << 36 | parentClass << 33 | (1023 - min(1023, share)) << 16 | UInt64(id)
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
        for unit in q.units where !unit.isLetter {
            var lists: [PackedCatalog.IdList] = []
            for scalar in unit.simplified == unit.value ? [unit.value] : [unit.value, unit.simplified] {
                if let c = catalog.character(for: scalar) { lists.append(catalog.postings(ofCharacter: c)) }
            }
            if lists.isEmpty { return [] }
            offer(lists)
        }
        if q.units[0].isLetter { offer(firstCharacterLists(q)) }
        return best ?? []
    }

    /// The places whose first character a letter-led query can reach: read
    /// with a syllable it starts with (and, when more letters follow, whose
    /// second character can start with the next one), read with a syllable
    /// its end lies inside, or whose first two characters start with its
    /// first two letters (initials).
    private func firstCharacterLists(_ q: PreparedQuery) -> [PackedCatalog.IdList] {
        let u = q.units
        var run = 0
        while run < u.count && u[run].isLetter && (run == 0 || !u[run].breakBefore) { run += 1 }
        var lists: [PackedCatalog.IdList] = []
        for s in 0..<catalog.syllableCount {
            let letters = catalog.syllableBytes(s)
            guard UInt32(letters[0]) == u[0].value else { continue }
            let shared = min(letters.count, run)
            var same = true
            for l in 1..<max(1, shared) where u[l].value != UInt32(letters[l]) { same = false; break }
            guard same else { continue }
            if letters.count < run {
                lists.append(catalog.placesStarting(withSyllable: s, thenLetter: Int(u[letters.count].value) - 0x61))
            } else if letters.count == run || run == u.count {
                lists.append(catalog.placesStarting(withSyllable: s))
            }
        }
        if u.count >= 2 && u[1].isLetter {
            lists.append(catalog.placesStarting(withLetters: Int(u[0].value) - 0x61, Int(u[1].value) - 0x61))
        } else if u.count >= 2 {
            // An initial then a Chinese character: every syllable with that letter.
            for s in 0..<catalog.syllableCount where UInt32(catalog.syllableBytes(s)[0]) == u[0].value {
                let list = catalog.placesStarting(withSyllable: s)
                if !lists.contains(where: { $0.start == list.start && $0.count == list.count }) { lists.append(list) }
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
