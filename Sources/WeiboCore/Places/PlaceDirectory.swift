/// The tree of places, province → city → district, for browsing.
///
/// A value type over immutable arrays: copying it is cheap and it can be
/// shared across isolation domains. Children and roots are in code order.
public struct PlaceDirectory: Sendable {
    /// Every place, sorted by code.
    public let places: [Place]
    private let indexByCode: [Int: Int]
    /// Indices into `places` of each place's children, by the parent's index.
    private let childIndices: [[Int]]
    private let rootIndices: [Int]

    /// Builds the tree. Places whose parent code is unknown are treated as
    /// roots rather than lost; a repeated code keeps its first entry.
    public init(places: [Place]) {
        var unique: [Place] = []
        var seen: Set<Int> = []
        for place in places where seen.insert(place.code).inserted {
            unique.append(place)
        }
        unique.sort { $0.code < $1.code }
        var indexByCode: [Int: Int] = [:]
        indexByCode.reserveCapacity(unique.count)
        for (i, place) in unique.enumerated() { indexByCode[place.code] = i }
        var children = [[Int]](repeating: [], count: unique.count)
        var roots: [Int] = []
        for (i, place) in unique.enumerated() {
            if let parent = place.parentCode, let p = indexByCode[parent], p != i {
                children[p].append(i)
            } else {
                roots.append(i)
            }
        }
        self.places = unique
        self.indexByCode = indexByCode
        self.childIndices = children
        self.rootIndices = roots
    }

    public var count: Int { places.count }

    /// The top level: provinces, autonomous regions, municipalities, SARs.
    public var roots: [Place] { rootIndices.map { places[$0] } }

    public func place(code: Int) -> Place? {
        indexByCode[code].map { places[$0] }
    }

    /// Direct children in code order; empty for a leaf or an unknown code.
    public func children(of code: Int) -> [Place] {
        guard let i = indexByCode[code] else { return [] }
        return childIndices[i].map { places[$0] }
    }

    /// From the root down to the place itself (湖南省, 长沙市, 长沙县);
    /// empty for an unknown code.
    public func path(of code: Int) -> [Place] {
        var path: [Place] = []
        var next: Int? = code
        // The depth bound guards against a cycle in hand-made data.
        while let c = next, let place = place(code: c), path.count <= places.count {
            path.append(place)
            next = place.parentCode
        }
        return path.reversed()
    }

    /// The path as one line, "湖南省 › 长沙市 › 长沙县".
    public func pathText(of code: Int, separator: String = " › ") -> String {
        path(of: code).map(\.name).joined(separator: separator)
    }
}
