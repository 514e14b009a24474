/// The place catalogue and its search index as one block of bytes, laid out
/// at build time (`PackedCatalogBuilder`, run by scripts/embed-resources) and
/// read in place: opening it reads a header of section offsets and nothing
/// else, so the 41,934 places cost no decoding, no allocation and no memory
/// beyond the pages a lookup touches.
///
/// Every number is an unsigned binary integer, little-endian, in a fixed
/// number of bytes per field, read a byte at a time (no field is aligned).
/// Place ids take two bytes, so a catalogue holds at most 65,536 places
/// (the builder refuses a value that does not fit its field). The layout,
/// section by section (bytes per field in brackets):
///
/// - header: "WTP2", then the section offsets [4 each] in the order below,
///   then the counts of places, units, characters, syllables and
///   traditional pairs [4 each]
/// - syllables: 6 ASCII letters each, space-padded ("chang ")
/// - characters, sorted by scalar: scalar [3], first reading [2], number of
///   readings [1], first posting [3], number of postings [2]
/// - readings: syllable ids [2], every reading of a character, most common first
/// - postings: place ids [2], for each character the places whose name holds it
/// - units: character [2], its reading in the names that use it [2]. A unit
///   is a character together with how a name reads it (长 as chang, 长 as
///   zhang), so names need no per-place reading
/// - places, sorted by code (a place's id is its position): code [4],
///   parent id + 1 [2] (0 for none), level [1], first child [2], number of
///   children [2], first overflow name unit [2]
/// - names, what the matcher reads of each place, 16 bytes so four share a
///   cache line: name length [1], base length [1], ranking class [1], the
///   first six units of the name [2 each], padding [1]
/// - name units: unit ids [2], each name's units after its sixth
/// - children: place ids [2]
/// - first syllables: for each syllable, first entry [3] and count [2] of the
///   places whose first character can be read that way
/// - first letters: for each pair of letters a–z, first entry [3] and count
///   [2] of the places whose first two characters can start with them
/// - syllable and letter: for each syllable and letter a–z, first entry [3]
///   and count [2] of the places whose first character can be read as the
///   syllable and whose second can start with the letter
/// - short queries: for each query of one letter (a…z) then of two (aa…zz),
///   first entry [3] and count [2] of its matches in rank order, ranked at
///   build time by the engine itself: such queries match thousands of places
/// - lists: place ids [2], the entries of the four sections above
/// - traditional: traditional scalar [3], simplified scalar [3], by the former
/// - roots: place ids [2] of the places without a parent
///
/// The type holds plain pointers and numbers only, so copying it (the
/// matcher does, per place) costs no reference counting.
public struct PackedCatalog: @unchecked Sendable {
    // @unchecked: the bytes are immutable for the catalogue's lifetime —
    // static data of the binary, or a buffer its `Owner` keeps alive.
    let base: UnsafePointer<UInt8>
    let byteCount: Int

    let placeCount: Int
    let unitCount: Int
    let characterCount: Int
    let syllableCount: Int
    let traditionalCount: Int
    /// Where each section starts, by `Section.rawValue` (kept as plain
    /// pointers: the search reads them in its innermost loop).
    private let syllables, characters, readingList, postingList, units, places, names, nameUnits, childList,
                firstSyllables, firstLetters, syllableLetters, shortQueries, lists, traditional,
        rootList: UnsafePointer<UInt8>
    private let rootCount: Int

    static let magic: [UInt8] = Array("WTP2".utf8)

    /// Section order in the header (see the type's documentation).
    enum Section: Int, CaseIterable {
        case syllables, characters, readings, postings, units, places, names, nameUnits, children,
             firstSyllables, firstLetters, syllableLetters, shortQueries, lists, traditional, roots, end
    }

    enum Width {
        static let syllable = 6
        static let character = 11
        static let reading = 2
        static let id = 2
        static let unit = 4
        static let nameUnit = 2
        static let place = 13
        static let name = 16
        /// Name units held in the names section; the rest overflow.
        static let inlineUnits = 6
        static let listHead = 5
        static let traditional = 6
        /// Each offset and count of the header.
        static let headerField = 4
    }

    /// The magic, then the section offsets and five counts.
    static let headerLength = 4 + Width.headerField * (Section.allCases.count + 5)

    public struct Invalid: Error, Sendable, CustomStringConvertible {
        public let reason: String
        public var description: String { "packed place catalogue: \(reason)" }
    }

    /// Reads the catalogue in `bytes`, in place: static data of the binary,
    /// which outlives every catalogue made from it.
    public init(bytes: UnsafeBufferPointer<UInt8>) throws(Invalid) {
        guard let base = bytes.baseAddress else { throw Invalid(reason: "no bytes") }
        try self.init(base: base, count: bytes.count)
    }

    /// Reads a catalogue from bytes (tests, fixtures): the bytes are copied
    /// once into storage that lives as long as the returned owner.
    public static func open(bytes: [UInt8]) throws(Invalid) -> (catalog: PackedCatalog, owner: Owner) {
        let owner = Owner(bytes)
        return (try PackedCatalog(base: UnsafePointer(owner.pointer), count: bytes.count), owner)
    }

    private init(base: UnsafePointer<UInt8>, count: Int) throws(Invalid) {
        self.base = base
        self.byteCount = count
        let headerLength = Self.headerLength
        guard count >= headerLength, (0..<4).allSatisfy({ base[$0] == Self.magic[$0] }) else {
            throw Invalid(reason: "no WTP2 header")
        }
        func field(_ i: Int) -> Int { Self.number(base + 4 + Width.headerField * i, bytes: Width.headerField) }
        let offsets = (0..<Section.allCases.count).map(field)
        let counts = (0..<5).map { field(Section.allCases.count + $0) }
        (placeCount, unitCount, characterCount, syllableCount, traditionalCount) =
            (counts[0], counts[1], counts[2], counts[3], counts[4])
        guard offsets.last == count, zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 }),
              offsets.first ?? 0 >= headerLength else {
            throw Invalid(reason: "section offsets do not fit the \(count) bytes")
        }
        func at(_ section: Section) -> UnsafePointer<UInt8> { base + offsets[section.rawValue] }
        (syllables, characters, readingList, postingList, units, places, names) =
            (at(.syllables), at(.characters), at(.readings), at(.postings), at(.units), at(.places), at(.names))
        (nameUnits, childList, firstSyllables, firstLetters, syllableLetters, shortQueries, lists) =
            (at(.nameUnits), at(.children), at(.firstSyllables), at(.firstLetters), at(.syllableLetters),
             at(.shortQueries), at(.lists))
        (traditional, rootList) = (at(.traditional), at(.roots))
        rootCount = (offsets[Section.end.rawValue] - offsets[Section.roots.rawValue]) / Width.id
        guard syllables + syllableCount * Width.syllable <= characters,
              characters + characterCount * Width.character <= readingList,
              units + unitCount * Width.unit <= places, places + placeCount * Width.place <= names,
              names + placeCount * Width.name <= nameUnits,
              firstLetters + 26 * 26 * Width.listHead <= syllableLetters,
              syllableLetters + syllableCount * 26 * Width.listHead <= shortQueries,
              shortQueries + Self.shortKeyCount * Width.listHead <= lists else {
            throw Invalid(reason: "sections too short for their counts")
        }
    }

    // MARK: numbers

    @inline(__always)
    static func number(_ p: UnsafePointer<UInt8>, bytes: Int) -> Int {
        var value = 0
        for i in 0..<bytes { value |= Int(p[i]) << (8 * i) }
        return value
    }


    // MARK: syllables

    /// The letters of syllable `id` ("chang").
    @inline(__always)
    func syllableBytes(_ id: Int) -> UnsafeBufferPointer<UInt8> {
        let p = syllables + id * Width.syllable
        var n = 0
        while n < Width.syllable && p[n] != 0x20 { n += 1 }
        return UnsafeBufferPointer(start: p, count: n)
    }

    func syllable(_ id: Int) -> String {
        String(decoding: syllableBytes(id), as: UTF8.self)
    }

    // MARK: characters

    @inline(__always)
    func scalar(ofCharacter c: Int) -> UInt32 {
        UInt32(Self.number(characters + c * Width.character, bytes: 3))
    }

    /// The syllable ids a character can be read as, most common first.
    @inline(__always)
    func readings(ofCharacter c: Int) -> (start: Int, count: Int) {
        let o = c * Width.character
        return (Self.number(characters + o + 3, bytes: 2), Self.number(characters + o + 5, bytes: 1))
    }

    @inline(__always)
    func reading(_ index: Int) -> Int { Self.number(readingList + index * Width.reading, bytes: Width.reading) }

    /// The places whose name holds character `c`, ascending ids.
    func postings(ofCharacter c: Int) -> IdList {
        let o = c * Width.character
        return IdList(base: postingList,
                      start: Self.number(characters + o + 6, bytes: 3), count: Self.number(characters + o + 9, bytes: 2))
    }

    /// The character index of `scalar`, by binary search.
    func character(for value: UInt32) -> Int? {
        var low = 0, high = characterCount
        while low < high {
            let mid = (low + high) / 2
            let s = scalar(ofCharacter: mid)
            if s == value { return mid }
            if s < value { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The simplified form of a traditional or variant character, when some
    /// place name uses it (長 → 长); nil otherwise.
    func simplified(_ scalar: UInt32) -> UInt32? {
        var low = 0, high = traditionalCount
        while low < high {
            let mid = (low + high) / 2
            let s = UInt32(Self.number(traditional + mid * Width.traditional, bytes: 3))
            if s == scalar { return UInt32(Self.number(traditional + mid * Width.traditional + 3, bytes: 3)) }
            if s < scalar { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    // MARK: units

    @inline(__always)
    func character(ofUnit u: Int) -> Int { Self.number(units + u * Width.unit, bytes: 2) }
    @inline(__always)
    func primaryReading(ofUnit u: Int) -> Int { Self.number(units + u * Width.unit + 2, bytes: 2) }

    // MARK: places

    @inline(__always)
    private func placeField(_ id: Int, _ offset: Int, _ bytes: Int) -> Int {
        Self.number(places + id * Width.place + offset, bytes: bytes)
    }

    func code(_ id: Int) -> Int { placeField(id, 0, 4) }
    func parent(_ id: Int) -> Int? { let p = placeField(id, 4, 2); return p == 0 ? nil : p - 1 }
    func level(_ id: Int) -> Int { placeField(id, 6, 1) }
    func children(_ id: Int) -> IdList {
        IdList(base: childList, start: placeField(id, 7, 2), count: placeField(id, 9, 2))
    }

    @inline(__always)
    func nameLength(_ id: Int) -> Int { Int(names[id * Width.name]) }
    @inline(__always)
    func baseLength(_ id: Int) -> Int { Int(names[id * Width.name + 1]) }
    @inline(__always)
    func rankClass(_ id: Int) -> Int { Int(names[id * Width.name + 2]) }

    /// Unit `i` of place `id`'s name.
    @inline(__always)
    func nameUnit(_ id: Int, _ i: Int) -> Int {
        if i < Width.inlineUnits { return Self.number(names + id * Width.name + 3 + 2 * i, bytes: 2) }
        return Self.number(nameUnits + (placeField(id, 11, 2) + i - Width.inlineUnits) * 2, bytes: 2)
    }

    /// The places without a parent (provinces, municipalities, SARs), by code.
    var roots: IdList { IdList(base: rootList, start: 0, count: rootCount) }

    /// The id of the place with `code`, by binary search (ids are in code order).
    func id(ofCode code: Int) -> Int? {
        var low = 0, high = placeCount
        while low < high {
            let mid = (low + high) / 2
            let c = self.code(mid)
            if c == code { return mid }
            if c < code { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    // MARK: first-syllable and first-letter lists

    func placesStarting(withSyllable s: Int) -> IdList {
        list(in: firstSyllables, at: s)
    }

    /// Entry `index` of a table of list heads: a start in the pool of ids
    /// (3 bytes) and a count (2).
    private func list(in table: UnsafePointer<UInt8>, at index: Int) -> IdList {
        let o = table + index * Width.listHead
        return IdList(base: lists, start: Self.number(o, bytes: 3), count: Self.number(o + 3, bytes: 2))
    }

    /// Places whose first character can be read as syllable `s` and whose
    /// second can start with `letter` (0…25 for a…z).
    func placesStarting(withSyllable s: Int, thenLetter letter: Int) -> IdList {
        list(in: syllableLetters, at: s * 26 + letter)
    }

    /// One letter, then every pair of letters.
    static let shortKeyCount = 26 + 26 * 26

    /// The query a short key stands for ("a" for 0, "aa" for 26).
    static func shortKeyText(_ key: Int) -> String {
        func letter(_ i: Int) -> Character { Character(Unicode.Scalar(UInt8(0x61 + i))) }
        return key < 26 ? String(letter(key)) : String([letter((key - 26) / 26), letter((key - 26) % 26)])
    }

    /// The ranked matches of a query of one or two letters (0…25 each;
    /// `second` nil for one letter).
    func rankedMatches(first: Int, second: Int?) -> IdList {
        list(in: shortQueries, at: second.map { 26 + first * 26 + $0 } ?? first)
    }

    /// Letters are 0…25 for a…z.
    func placesStarting(withLetters first: Int, _ second: Int) -> IdList {
        list(in: firstLetters, at: first * 26 + second)
    }

    /// A run of place ids inside the block.
    struct IdList: RandomAccessCollection {
        let base: UnsafePointer<UInt8>
        let start: Int
        let count: Int
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(i: Int) -> Int { PackedCatalog.number(base + (start + i) * Width.id, bytes: Width.id) }
    }

    /// Keeps the bytes of a catalogue built at run time alive and in place.
    public final class Owner: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<UInt8>
        init(_ bytes: [UInt8]) {
            pointer = .allocate(capacity: max(1, bytes.count))
            pointer.initialize(from: bytes, count: bytes.count)
        }
        deinit { pointer.deallocate() }
    }
}
