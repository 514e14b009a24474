/// The tree of places, province → prefecture → county → township, as the
/// Ministry of Civil Affairs' list places them, for browsing.
///
/// A thin view of the packed catalogue: nothing is decoded up front, and a
/// `Place` value is made only for what is asked for. Children and roots are
/// in code order.
public struct PlaceDirectory: Sendable {
    let catalog: PackedCatalog
    /// Keeps the bytes of a catalogue built at run time alive (nil for the
    /// embedded one, which is static data).
    private let owner: PackedCatalog.Owner?

    public init(catalog: PackedCatalog) {
        self.catalog = catalog
        self.owner = nil
    }

    /// Builds a small directory from rows (tests, fixtures).
    public init(rows: [PackedCatalogBuilder.Row], readings: [Unicode.Scalar: [String]] = [:],
                traditional: [Unicode.Scalar: Unicode.Scalar] = [:]) throws {
        (catalog, owner) = try PackedCatalog.open(bytes: PackedCatalogBuilder.build(rows: rows, readings: readings,
                                                                                    traditional: traditional))
    }

    public var count: Int { catalog.placeCount }

    /// Every place in code order; made afresh on each call, so for tests and
    /// benchmarks rather than for drawing a screen.
    public var places: [Place] { (0..<count).map(place(id:)) }

    /// The top level: provinces, autonomous regions, municipalities, SARs.
    public var roots: [Place] {
        catalog.roots.map(place(id:))
    }

    /// How many roots there are, and one of them, without making the rest
    /// (the Discover list asks row by row).
    public var rootCount: Int { catalog.roots.count }

    public func root(at index: Int) -> Place { place(id: catalog.roots[index]) }

    public func place(code: Int) -> Place? {
        catalog.id(ofCode: code).map(place(id:))
    }

    /// Direct children in code order; empty for a leaf or an unknown code.
    public func children(of code: Int) -> [Place] {
        guard let id = catalog.id(ofCode: code) else { return [] }
        return catalog.children(id).map(place(id:))
    }

    /// How many children a place has, without making them.
    public func childCount(of code: Int) -> Int {
        catalog.id(ofCode: code).map { catalog.children($0).count } ?? 0
    }

    /// From the root down to the place itself (湖南省, 长沙市, 长沙县);
    /// empty for an unknown code.
    public func path(of code: Int) -> [Place] {
        var path: [Place] = []
        var next = catalog.id(ofCode: code)
        // The depth bound guards against a cycle in a damaged catalogue.
        while let id = next, path.count < 8 {
            path.append(place(id: id))
            next = catalog.parent(id)
        }
        return path.reversed()
    }

    /// The path as one line, "湖南省 › 长沙市 › 长沙县".
    public func pathText(of code: Int, separator: String = " › ") -> String {
        path(of: code).map(\.name).joined(separator: separator)
    }

    func place(id: Int) -> Place {
        var name = String.UnicodeScalarView()
        var pinyin: [String] = []
        for i in 0..<catalog.nameLength(id) {
            let unit = catalog.nameUnit(id, i)
            if let scalar = Unicode.Scalar(catalog.scalar(ofCharacter: catalog.character(ofUnit: unit))) {
                name.append(scalar)
            }
            pinyin.append(catalog.syllable(catalog.primaryReading(ofUnit: unit)))
        }
        return Place(code: catalog.code(id), name: String(name),
                     level: PlaceLevel(rawValue: catalog.level(id)) ?? .township,
                     parentCode: catalog.parent(id).map(catalog.code), pinyin: pinyin)
    }
}
