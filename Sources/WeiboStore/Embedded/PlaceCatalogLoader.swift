import WeiboCore

/// The place catalogue compiled into the binary (`EmbeddedResources.places`,
/// packed from Resources/places.tsv and its two companion tables by
/// scripts/embed-resources), inflated once and opened in place.
///
/// Opening reads a header and nothing else (see `PackedCatalog`): there is
/// no decoding or indexing at run time, so `shared` costs the one inflate
/// of the deflated catalogue (a few milliseconds, once per process) and
/// nothing more.
public enum PlaceCatalogLoader {
    /// The catalogue and its search (thread-safe, made on first use).
    public static let shared: PlaceSearch = loadEmbedded()

    /// Opens the embedded catalogue. It is packed and checked at build time
    /// (and by a test), so a bad header is a programming error.
    public static func loadEmbedded() -> PlaceSearch {
        do {
            return PlaceSearch(directory: PlaceDirectory(catalog: try PackedCatalog(bytes: EmbeddedResources.places)))
        } catch {
            fatalError("bundled place catalogue does not open: \(error)")
        }
    }
}
