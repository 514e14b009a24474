/// A query made ready for matching: letters a–z, other characters with their
/// simplified form, and where the user put a syllable break.
struct PreparedQuery {
    /// Letters as their ASCII value, anything else as its scalar.
    let units: [UInt32]
    /// The simplified form of each traditional character (長 → 长), else the unit.
    let simplified: [UInt32]
    let isLetter: [Bool]
    /// `breakBefore[j]`: a space or apostrophe stood just before unit j.
    let breakBefore: [Bool]
    let hasLetters: Bool
    let hasOthers: Bool

    init(_ text: String, catalog: PackedCatalog) {
        let (scalars, breaks) = PlaceQuery.segmented(text)
        units = scalars
        isLetter = scalars.map { $0 >= 0x61 && $0 <= 0x7A }
        simplified = zip(scalars, isLetter).map { $1 ? $0 : catalog.simplified($0) ?? $0 }
        var before = [Bool](repeating: false, count: scalars.count + 1)
        for b in breaks where b < before.count { before[b] = true }
        breakBefore = before
        hasLetters = isLetter.contains(true)
        hasOthers = isLetter.contains(false)
    }

    var count: Int { units.count }
    var isSingleLetter: Bool { units.count == 1 && isLetter[0] }
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
struct PlaceMatcher {
    let catalog: PackedCatalog

    /// The fit of place `id`, or nil when it does not match.
    ///
    /// Text with no letters matches any place whose name contains it (the
    /// simplified form of a traditional character counts as that character).
    /// Text with letters matches from the start of the name: each character
    /// is met by itself, by a whole syllable it can be read as (no break
    /// inside it), or by that syllable's first letter; the query may end
    /// inside a syllable.
    func fit(_ id: Int, _ q: PreparedQuery) -> PlaceFit? {
        q.hasLetters ? spelled(id, q) : contained(id, q)
    }

    private func contained(_ id: Int, _ q: PreparedQuery) -> PlaceFit? {
        let n = catalog.nameLength(id), m = q.count
        guard m <= n else { return nil }
        let first = catalog.firstNameUnit(id)
        for offset in 0...(n - m) {
            var j = 0
            while j < m {
                let s = catalog.scalar(ofCharacter: catalog.character(ofUnit: catalog.nameUnit(first, offset + j)))
                if s != q.units[j] && s != q.simplified[j] { break }
                j += 1
            }
            if j == m {
                return PlaceFit(covered: m, offset: offset,
                                spellsWholeName: offset == 0 && m >= catalog.baseLength(id), usesOtherReading: false)
            }
        }
        return nil
    }

    private func spelled(_ id: Int, _ q: PreparedQuery) -> PlaceFit? {
        let n = catalog.nameLength(id), m = q.count
        // Every character takes at least one unit and a syllable at most six.
        guard m <= n * 6 else { return nil }
        let first = catalog.firstNameUnit(id)
        let base = catalog.baseLength(id)
        var best: PlaceFit?

        func consider(covered: Int, clean: Bool, other: Bool) {
            let whole = clean && covered >= base && !q.isSingleLetter
            let fit = PlaceFit(covered: covered, offset: 0, spellsWholeName: whole, usesOtherReading: other)
            if best.map({ fit.isBetter(than: $0) }) ?? true { best = fit }
        }

        func step(_ i: Int, _ j: Int, _ other: Bool) {
            if j == m { consider(covered: i, clean: true, other: other); return }
            guard i < n, m - j <= (n - i) * 6 else { return }
            let unit = catalog.nameUnit(first, i)
            let character = catalog.character(ofUnit: unit)
            guard q.isLetter[j] else {
                let s = catalog.scalar(ofCharacter: character)
                if s == q.units[j] || s == q.simplified[j] { step(i + 1, j + 1, other) }
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
                var l = 0
                while l < letters.count, j + l < m, q.isLetter[j + l], q.units[j + l] == UInt32(letters[l]),
                      l == 0 || !q.breakBefore[j + l] {
                    l += 1
                }
                if l == letters.count {
                    step(i + 1, j + l, other || isOther)
                } else if l > 0 && j + l == m {
                    consider(covered: i + 1, clean: false, other: other || isOther)
                }
                if letters.count > 1 && l >= 1 {
                    let bit = UInt32(1) << (UInt32(letters[0]) & 31)
                    if initialsTried & bit == 0 {
                        initialsTried |= bit
                        step(i + 1, j + 1, other || isOther)
                    }
                }
            }
        }

        step(0, 0, false)
        return best
    }
}
