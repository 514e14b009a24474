/// Lays a catalogue out in the `PackedCatalog` format. Runs at development
/// time (`weibo-tui-dev cities-pack`, called by scripts/embed-resources, whose
/// output is committed) and in tests to make small fixtures; never when the
/// app runs.
public enum PackedCatalogBuilder {
    /// One place as scripts/gen-cities describes it.
    public struct Row: Sendable, Hashable {
        public var code: Int
        public var parentCode: Int?
        public var level: PlaceLevel
        /// 0 municipality or sub-provincial city, 1 other provincial capital,
        /// 2 province, 3 prefecture, 4 county, 5 township (see `PlaceSearch`).
        public var rankClass: Int
        /// Characters before the name's suffix (长沙市 → 2).
        public var baseLength: Int
        public var name: String
        /// How this name is read, one syllable per character.
        public var pinyin: [String]

        public init(code: Int, parentCode: Int?, level: PlaceLevel, rankClass: Int, baseLength: Int,
                    name: String, pinyin: [String]) {
            self.code = code
            self.parentCode = parentCode
            self.level = level
            self.rankClass = rankClass
            self.baseLength = baseLength
            self.name = name
            self.pinyin = pinyin
        }
    }

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let reason: String
        public var description: String { "place catalogue: \(reason)" }
    }

    /// The packed bytes. `readings` lists every reading of a character, most
    /// common first (a name's own reading is added when missing);
    /// `traditional` maps traditional or variant characters to simplified.
    public static func build(rows: [Row], readings: [Unicode.Scalar: [String]],
                             traditional: [Unicode.Scalar: Unicode.Scalar]) throws(Failure) -> [UInt8] {
        // The answers to every query of one or two letters are ranked by the
        // engine itself over a first layout, then stored: such queries match
        // thousands of places, and reading a ranked list beats checking them.
        let draft = try layout(rows: rows, readings: readings, traditional: traditional,
                               shortLists: [[Int]](repeating: [], count: PackedCatalog.shortKeyCount))
        let catalog: PackedCatalog, owner: PackedCatalog.Owner
        do {
            (catalog, owner) = try PackedCatalog.open(bytes: draft)
        } catch {
            throw Failure(reason: "first layout does not open: \(error)")
        }
        let search = PlaceSearch(directory: PlaceDirectory(catalog: catalog))
        let shortLists = (0..<PackedCatalog.shortKeyCount).map { key in
            search.rankedIdsByScanning(PackedCatalog.shortKeyText(key))
        }
        withExtendedLifetime(owner) {}
        return try layout(rows: rows, readings: readings, traditional: traditional, shortLists: shortLists)
    }

    private static func layout(rows input: [Row], readings: [Unicode.Scalar: [String]],
                               traditional: [Unicode.Scalar: Unicode.Scalar],
                               shortLists: [[Int]]) throws(Failure) -> [UInt8] {
        let rows = input.sorted { $0.code < $1.code }
        var idOfCode: [Int: Int] = [:]
        for (id, row) in rows.enumerated() {
            guard idOfCode.updateValue(id, forKey: row.code) == nil else { throw Failure(reason: "code \(row.code) repeats") }
            guard row.name.unicodeScalars.count == row.pinyin.count, !row.name.isEmpty else {
                throw Failure(reason: "\(row.name): one syllable per character wanted")
            }
        }

        // Characters, their readings and the syllables.
        var readingsOf: [Unicode.Scalar: [String]] = [:]
        for row in rows {
            for (scalar, said) in zip(row.name.unicodeScalars, row.pinyin) {
                var list = readingsOf[scalar] ?? readings[scalar] ?? []
                if !list.contains(said) { list.append(said) }
                readingsOf[scalar] = list
            }
        }
        let syllables = Set(readingsOf.values.joined()).sorted()
        for s in syllables where s.isEmpty || s.count > PackedCatalog.Width.syllable
            || !s.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
            throw Failure(reason: "'\(s)' is not a toneless syllable of a–z")
        }
        let syllableId = Dictionary(uniqueKeysWithValues: syllables.enumerated().map { ($1, $0) })
        let scalars = readingsOf.keys.sorted { $0.value < $1.value }
        let characterId = Dictionary(uniqueKeysWithValues: scalars.enumerated().map { ($1, $0) })

        // Units: a character with the reading a name gives it.
        struct UnitKey: Hashable { let character: Int; let reading: Int }
        var unitKeys = Set<UnitKey>()
        var names: [[UnitKey]] = []
        for row in rows {
            let units = zip(row.name.unicodeScalars, row.pinyin).map {
                UnitKey(character: characterId[$0]!, reading: syllableId[$1]!)
            }
            unitKeys.formUnion(units)
            names.append(units)
        }
        let units = unitKeys.sorted { ($0.character, $0.reading) < ($1.character, $1.reading) }
        let unitId = Dictionary(uniqueKeysWithValues: units.enumerated().map { ($1, $0) })

        // Postings, children, and the lists by first syllable and letters.
        var postings = [[Int]](repeating: [], count: scalars.count)
        var children = [[Int]](repeating: [], count: rows.count)
        var bySyllable = [[Int]](repeating: [], count: syllables.count)
        var byLetters = [[Int]](repeating: [], count: 26 * 26)
        var bySyllableLetter = [[Int]](repeating: [], count: syllables.count * 26)
        func letter(_ syllable: String) -> Int { Int(syllable.utf8.first! - 0x61) }
        for (id, row) in rows.enumerated() {
            if let parent = row.parentCode {
                guard let p = idOfCode[parent], p != id else { throw Failure(reason: "\(row.code): no parent \(parent)") }
                children[p].append(id)
            }
            for c in Set(names[id].map(\.character)).sorted() { postings[c].append(id) }
            let first = readingsOf[scalars[names[id][0].character]]!
            for s in Set(first.map { syllableId[$0]! }).sorted() { bySyllable[s].append(id) }
            if names[id].count > 1 {
                let second = readingsOf[scalars[names[id][1].character]]!
                let seconds = Set(second.map(letter)).sorted()
                for a in Set(first.map(letter)).sorted() {
                    for b in seconds { byLetters[a * 26 + b].append(id) }
                }
                for s in Set(first.map { syllableId[$0]! }).sorted() {
                    for b in seconds { bySyllableLetter[s * 26 + b].append(id) }
                }
            }
        }

        var out = Writer()
        var offsets: [Int] = []
        let headerLength = PackedCatalog.headerLength
        out.bytes = [UInt8](repeating: 0, count: headerLength)

        offsets.append(out.bytes.count)  // syllables
        for s in syllables { out.bytes += Array(s.utf8) + [UInt8](repeating: 0x20, count: 6 - s.utf8.count) }
        offsets.append(out.bytes.count)  // characters
        var readingStart = 0, postingStart = 0
        for (c, scalar) in scalars.enumerated() {
            let n = readingsOf[scalar]!.count
            try out.put(Int(scalar.value), 3)
            try out.put(readingStart, 2)
            try out.put(n, 1)
            try out.put(postingStart, 3)
            try out.put(postings[c].count, 2)
            readingStart += n
            postingStart += postings[c].count
        }
        offsets.append(out.bytes.count)  // readings
        for scalar in scalars { for s in readingsOf[scalar]! { try out.put(syllableId[s]!, 2) } }
        offsets.append(out.bytes.count)  // postings
        for list in postings { for id in list { try out.put(id, PackedCatalog.Width.id) } }
        offsets.append(out.bytes.count)  // units
        for u in units {
            try out.put(u.character, 2)
            try out.put(u.reading, 2)
        }
        offsets.append(out.bytes.count)  // places
        var overflowStart = 0, childStart = 0
        for (id, row) in rows.enumerated() {
            try out.put(row.code, 4)
            try out.put(row.parentCode.map { idOfCode[$0]! + 1 } ?? 0, 2)
            try out.put(row.level.rawValue, 1)
            try out.put(childStart, 2)
            try out.put(children[id].count, 2)
            try out.put(overflowStart, 2)
            childStart += children[id].count
            overflowStart += max(0, names[id].count - PackedCatalog.Width.inlineUnits)
        }
        offsets.append(out.bytes.count)  // names
        for (id, row) in rows.enumerated() {
            try out.put(names[id].count, 1)
            try out.put(min(max(1, row.baseLength), names[id].count), 1)
            try out.put(row.rankClass, 1)
            for i in 0..<PackedCatalog.Width.inlineUnits {
                try out.put(i < names[id].count ? unitId[names[id][i]]! : 0, 2)
            }
            try out.put(0, 1)
        }
        offsets.append(out.bytes.count)  // name units after the sixth
        for name in names {
            for u in name.dropFirst(PackedCatalog.Width.inlineUnits) { try out.put(unitId[u]!, 2) }
        }
        offsets.append(out.bytes.count)  // children
        for list in children { for id in list { try out.put(id, PackedCatalog.Width.id) } }
        // Each table of list heads: where its lists start in the shared
        // pool of ids, and how long each is.
        var listStart = 0
        for table in [bySyllable, byLetters, bySyllableLetter, shortLists] {
            offsets.append(out.bytes.count)
            for list in table {
                try out.put(listStart, 3)
                try out.put(list.count, 2)
                listStart += list.count
            }
        }
        offsets.append(out.bytes.count)  // lists
        for list in bySyllable + byLetters + bySyllableLetter + shortLists {
            for id in list { try out.put(id, PackedCatalog.Width.id) }
        }
        offsets.append(out.bytes.count)  // traditional
        let pairs = traditional.filter { characterId[$0.value] != nil && $0.key != $0.value }
            .sorted { $0.key.value < $1.key.value }
        for (from, to) in pairs {
            try out.put(Int(from.value), 3)
            try out.put(Int(to.value), 3)
        }
        offsets.append(out.bytes.count)  // roots
        for (id, row) in rows.enumerated() where row.parentCode == nil { try out.put(id, PackedCatalog.Width.id) }
        offsets.append(out.bytes.count)  // end

        var header = Writer()
        header.bytes = PackedCatalog.magic
        for o in offsets { try header.put(o, PackedCatalog.Width.headerField) }
        for n in [rows.count, units.count, scalars.count, syllables.count, pairs.count] {
            try header.put(n, PackedCatalog.Width.headerField)
        }
        out.bytes.replaceSubrange(0..<headerLength, with: header.bytes)
        return out.bytes
    }

    private struct Writer {
        var bytes: [UInt8] = []

        /// Appends `value` in `count` bytes, little-endian.
        mutating func put(_ value: Int, _ count: Int) throws(Failure) {
            guard value >= 0, value < 1 << (8 * count) else {
                throw Failure(reason: "\(value) does not fit \(count) bytes; widen the field in PackedCatalog")
            }
            for i in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * i))) }
        }
    }
}

extension PackedCatalogBuilder {
    /// Reads the three tables scripts/gen-cities writes (places.tsv,
    /// place-readings.tsv, traditional.tsv) and packs them.
    public static func build(placesTSV: String, readingsTSV: String, traditionalTSV: String) throws(Failure) -> [UInt8] {
        var rows: [Row] = []
        for fields in try table(placesTSV, columns: 7) {
            guard let code = Int(fields[0]), let levelValue = Int(fields[2]), let level = PlaceLevel(rawValue: levelValue),
                  let rank = Int(fields[3]), let base = Int(fields[4]) else {
                throw Failure(reason: "bad place row: \(fields.joined(separator: " "))")
            }
            let parent = fields[1].isEmpty ? nil : Int(fields[1])
            rows.append(Row(code: code, parentCode: parent, level: level, rankClass: rank, baseLength: base,
                            name: fields[5], pinyin: fields[6].split(separator: " ").map(String.init)))
        }
        var readings: [Unicode.Scalar: [String]] = [:]
        for fields in try table(readingsTSV, columns: 2) {
            guard let scalar = single(fields[0]) else { throw Failure(reason: "bad reading row: \(fields[0])") }
            readings[scalar] = fields[1].split(separator: " ").map(String.init)
        }
        var traditional: [Unicode.Scalar: Unicode.Scalar] = [:]
        for fields in try table(traditionalTSV, columns: 2) {
            guard let from = single(fields[0]), let to = single(fields[1]) else {
                throw Failure(reason: "bad traditional row: \(fields.joined(separator: " "))")
            }
            traditional[from] = to
        }
        return try build(rows: rows, readings: readings, traditional: traditional)
    }

    private static func table(_ text: String, columns: Int) throws(Failure) -> [[String]] {
        var out: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == columns else { throw Failure(reason: "\(columns) columns wanted: \(line)") }
            out.append(fields)
        }
        return out
    }

    private static func single(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.count == 1 ? text.unicodeScalars.first : nil
    }
}
