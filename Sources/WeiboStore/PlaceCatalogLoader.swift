import FoundationEssentials
import WeiboCore

/// Turns the bundled `Resources/cities.json` (compiled into the binary as
/// `EmbeddedResources.cities`) into a `PlaceDirectory` and its `PlaceSearch`.
///
/// Nothing happens at startup: `shared` is a lazily initialised global, so the
/// JSON is decoded and indexed the first time Discover or `cities` needs it.
/// Only `FoundationEssentials` is imported (its JSONDecoder), never the full
/// Foundation, to keep the binary small.
public enum PlaceCatalogLoader {
    /// The decoded and indexed catalogue, built on first use (thread-safe).
    public static let shared: PlaceSearch = loadEmbedded()

    /// Decodes and indexes the embedded catalogue afresh (benchmarks, tests).
    /// The resource is generated and checked at build time, so failing to
    /// decode it is a programming error rather than a user-facing condition.
    public static func loadEmbedded() -> PlaceSearch {
        do {
            return PlaceSearch(directory: try decode(EmbeddedResources.cities))
        } catch {
            fatalError("bundled cities.json does not decode: \(error)")
        }
    }

    /// Decodes the cities.json format written by scripts/gen-cities.
    public static func decode(_ json: String) throws -> PlaceDirectory {
        let file = try JSONDecoder().decode(File.self, from: Data(json.utf8))
        return PlaceDirectory(places: try file.places.map { try $0.place() })
    }

    public struct FormatError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The on-disk shape, with the generator's short keys.
    private struct File: Decodable {
        let places: [Entry]
    }

    private struct Entry: Decodable {
        let c: Int
        let p: Int?
        let l: Int
        let n: String
        let py: String
        let x: Double?
        let y: Double?

        func place() throws -> Place {
            guard let level = PlaceLevel(rawValue: l) else {
                throw FormatError(description: "place \(c) has unknown level \(l)")
            }
            var coordinate: PlaceCoordinate?
            if let x, let y { coordinate = PlaceCoordinate(latitude: y, longitude: x) }
            return Place(
                code: c, name: n, level: level, parentCode: p, coordinate: coordinate,
                pinyin: py.split(separator: " ").map(String.init)
            )
        }
    }
}
