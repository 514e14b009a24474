import Glibc
import WeiboCore

/// The place catalogue compiled into the binary (`EmbeddedResources.places`,
/// packed from Resources/places.tsv and its two companion tables by
/// scripts/embed-resources), inflated once and opened in place.
///
/// Opening reads a header and nothing else (see `PackedCatalog`): there is
/// no decoding or indexing at run time. The inflated bytes are kept in the
/// data folder (`PlaceCatalogCache`) and mapped by the next process, so
/// `shared` costs one inflate (8–10 ms) per build and machine, and a map
/// and a check (a few tenths of a millisecond) after that.
public enum PlaceCatalogLoader {
    /// The catalogue and its search (thread-safe, made on first use),
    /// inflated in memory and kept nowhere.
    public static var shared: PlaceSearch { shared(cachedIn: nil) }

    /// The same, its inflated bytes kept in `folder` (the data folder, if it
    /// exists) for the next process and mapped from there when already
    /// kept: the first call's folder is the one used.
    public static func shared(cachedIn folder: String?) -> PlaceSearch {
        made.value { loadEmbedded(cachedIn: folder) }
    }

    private static let made = Once<PlaceSearch>()

    /// Opens the embedded catalogue. It is packed and checked at build time
    /// (and by a test), so a bad header is a programming error.
    public static func loadEmbedded(cachedIn folder: String? = nil) -> PlaceSearch {
        do {
            return PlaceSearch(directory: PlaceDirectory(catalog: try PackedCatalog(bytes: bytes(cachedIn: folder))))
        } catch {
            fatalError("bundled place catalogue does not open: \(error)")
        }
    }

    /// The catalogue's bytes: the copy kept in `folder` when it is whole,
    /// else inflated (and kept there for the next process).
    static func bytes(cachedIn folder: String?) -> UnsafeBufferPointer<UInt8> {
        guard let folder = folder.flatMap(PlaceCatalogCache.usableFolder),
              let packed = EmbeddedResources.file("places.wtp.z"),
              let name = PlaceCatalogCache.fileName(packed: packed) else { return EmbeddedResources.places }
        let length = PlaceCatalogCache.inflatedLength(packed)
        if let mapped = PlaceCatalogCache.map(folder: folder, name: name, length: length) { return mapped }
        let inflated = EmbeddedResources.places
        if inflated.count == length { PlaceCatalogCache.save(inflated, folder: folder, name: name) }
        return inflated
    }
}

/// A value made once, by the first caller, under a lock: what `static let`
/// does, for a value whose making takes an argument.
final class Once<Value>: @unchecked Sendable {
    // @unchecked: `made` is only touched with `lock` held.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var made: Value?

    init() { pthread_mutex_init(lock, nil) }

    func value(_ make: () -> Value) -> Value {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
