/// One unit of a query: a letter a–z, or another character with its
/// simplified form, and whether the user put a syllable break before it.
struct QueryUnit {
    /// A letter as its ASCII value, anything else as its scalar.
    let value: UInt32
    /// The simplified form of a traditional character (長 → 长), else `value`.
    let simplified: UInt32
    let isLetter: Bool
    /// A space or apostrophe stood just before this unit.
    let breakBefore: Bool
}

/// A query made ready for matching.
struct PreparedQuery {
    let units: [QueryUnit]
    let hasLetters: Bool

    init(_ text: String, catalog: PackedCatalog) {
        let (scalars, breaks) = PlaceQuery.segmented(text)
        var breakBefore = [Bool](repeating: false, count: scalars.count + 1)
        for b in breaks where b < breakBefore.count { breakBefore[b] = true }
        units = scalars.enumerated().map { j, value in
            let isLetter = value >= 0x61 && value <= 0x7A
            return QueryUnit(value: value, simplified: isLetter ? value : catalog.simplified(value) ?? value,
                             isLetter: isLetter, breakBefore: breakBefore[j])
        }
        hasLetters = units.contains { $0.isLetter }
    }

    var count: Int { units.count }
    var values: [UInt32] { units.map(\.value) }
}

/// How one place fits a query (the matcher's verdict, before ranking).
struct PlaceFit {
    /// Characters of the name the query reached, counting one it ended inside.
    var covered: Int
    /// Where the matched text starts in the name (0 unless Chinese text
    /// was found inside it).
    var offset: Int
    var spellsWholeName: Bool
    var usesOtherReading: Bool

    /// Better fits first: read as typed, then whole name, then more covered.
    func isBetter(than other: PlaceFit) -> Bool {
        if usesOtherReading != other.usesOtherReading { return !usesOtherReading }
        if spellsWholeName != other.spellsWholeName { return spellsWholeName }
        return covered > other.covered
    }
}

/// The one matcher behind every place search (Discover, the 签到 picker,
/// `weibo-tui cities`): decides whether a place matches and how well.
///
/// Text with no letters matches any place whose name contains it (the
/// simplified form of a traditional character counts as that character).
/// Text with letters matches from the start of the name: each character is
/// met by itself, by a whole syllable it can be read as (no break inside
/// it), or by that syllable's first letter; the query may end inside a
/// syllable. A reading the name does not use marks the fit as another
/// reading.
///
/// It works on the query's units through a buffer pointer and on the
/// catalogue's plain pointers, so checking a place allocates nothing and
/// touches no reference count.
struct PlaceMatcher {
    let catalog: PackedCatalog
    let q: UnsafeBufferPointer<QueryUnit>
    let hasLetters: Bool

    /// The fit of place `id`, or nil when it does not match.
    func fit(_ id: Int) -> PlaceFit? {
        hasLetters ? spelled(id) : contained(id)
    }

    private func contained(_ id: Int) -> PlaceFit? {
        let n = catalog.nameLength(id), m = q.count
        guard m <= n else { return nil }
        for offset in 0...(n - m) {
            var j = 0
            while j < m {
                let s = catalog.scalar(ofCharacter: catalog.character(ofUnit: catalog.nameUnit(id, offset + j)))
                if s != q[j].value && s != q[j].simplified { break }
                j += 1
            }
            if j == m {
                return PlaceFit(covered: m, offset: offset,
                                spellsWholeName: offset == 0 && m >= catalog.baseLength(id), usesOtherReading: false)
            }
        }
        return nil
    }

    private func spelled(_ id: Int) -> PlaceFit? {
        let n = catalog.nameLength(id)
        // Every character takes at least one unit and a syllable at most six.
        guard q.count <= n * 6 else { return nil }
        var speller = Speller(catalog: catalog, q: q, n: n, id: id, base: catalog.baseLength(id))
        speller.step(0, 0, false)
        return speller.best
    }
}

/// The search for the best way a query spells a name from its start: a
/// struct with a mutating recursion, where nested closures capturing `best`
/// would cost a heap box per place checked.
private struct Speller {
    let catalog: PackedCatalog
    let q: UnsafeBufferPointer<QueryUnit>
    let n: Int
    let id: Int
    let base: Int
    var best: PlaceFit?

    init(catalog: PackedCatalog, q: UnsafeBufferPointer<QueryUnit>, n: Int, id: Int, base: Int) {
        self.catalog = catalog
        self.q = q
        self.n = n
        self.id = id
        self.base = base
    }

    mutating func consider(covered: Int, clean: Bool, other: Bool) {
        // A single letter spells nothing whole.
        let whole = clean && covered >= base && q.count > 1
        let fit = PlaceFit(covered: covered, offset: 0, spellsWholeName: whole, usesOtherReading: other)
        if best.map({ fit.isBetter(than: $0) }) ?? true { best = fit }
    }

    /// Character `i` of the name against unit `j` of the query onwards.
    mutating func step(_ i: Int, _ j: Int, _ other: Bool) {
        let m = q.count
        if j == m { consider(covered: i, clean: true, other: other); return }
        guard i < n, m - j <= (n - i) * 6 else { return }
        let unit = catalog.nameUnit(id, i)
        let character = catalog.character(ofUnit: unit)
        guard q[j].isLetter else {
            let s = catalog.scalar(ofCharacter: character)
            if s == q[j].value || s == q[j].simplified { step(i + 1, j + 1, other) }
            return
        }
        let primary = catalog.primaryReading(ofUnit: unit)
        let (start, count) = catalog.readings(ofCharacter: character)
        var initialsTried: UInt32 = 0
        for k in -1..<count {
            let syllable = k < 0 ? primary : catalog.reading(start + k)
            if k >= 0 && syllable == primary { continue }
            let isOther = k >= 0
            let letters = catalog.syllableBytes(syllable)
            if UInt32(letters[0]) != q[j].value { continue }
            var l = 1
            while l < letters.count, j + l < m, q[j + l].isLetter, q[j + l].value == UInt32(letters[l]),
                  !q[j + l].breakBefore {
                l += 1
            }
            if l == letters.count {
                step(i + 1, j + l, other || isOther)
            } else if j + l == m {
                consider(covered: i + 1, clean: false, other: other || isOther)
            }
            if letters.count > 1 {
                let bit = UInt32(1) << (UInt32(letters[0]) & 31)
                if initialsTried & bit == 0 {
                    initialsTried |= bit
                    step(i + 1, j + 1, other || isOther)
                }
            }
        }
    }
}
