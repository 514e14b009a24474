import WeiboCore

/// Turns the bundled `Resources/cities.json` (compiled into the binary as
/// `EmbeddedResources.cities`) into a `PlaceDirectory` and its `PlaceSearch`.
///
/// Nothing happens at startup: `shared` is a lazily initialised global, so the
/// JSON is decoded and indexed the first time Discover or `cities` needs it.
/// Decoding uses the hand-written `PlaceCatalogParser` rather than
/// FoundationEssentials' JSONDecoder: same result, several times faster
/// (see scripts/bench-search), and no Foundation at all on this path.
public enum PlaceCatalogLoader {
    /// The decoded and indexed catalogue, built on first use (thread-safe).
    public static let shared: PlaceSearch = loadEmbedded()

    /// Decodes and indexes the embedded catalogue afresh (benchmarks, tests).
    /// The resource is generated and checked at build time (and by a test),
    /// so failing to decode it is a programming error, not a user condition.
    public static func loadEmbedded() -> PlaceSearch {
        do {
            return PlaceSearch(directory: try decode(EmbeddedResources.cities))
        } catch {
            fatalError("bundled cities.json does not decode: \(error)")
        }
    }

    /// Decodes the cities.json format written by scripts/gen-cities.
    public static func decode(_ json: String) throws(PlaceCatalogParser.Failure) -> PlaceDirectory {
        PlaceDirectory(places: try PlaceCatalogParser.parse(json))
    }
}
