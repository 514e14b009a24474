import WeiboData

/// The files compiled into the binary by the WeiboData target: the packed
/// place catalogue and Resources/ as they are (scripts/embed-resources
/// lists them). Their bytes are static data of the executable, read where
/// they lie; only a text or a picture asked for is copied, and the place
/// catalogue is inflated once.
public enum EmbeddedResources {
    /// The bytes of the embedded file `name` (a path under Resources/, or
    /// `places.wtp.z`), as compiled in; nil for a name that is not embedded.
    public static func file(_ name: String) -> UnsafeBufferPointer<UInt8>? {
        for index in 0..<weibo_data_file_count() {
            let file = weibo_data_file(index)
            guard let start = file.bytes, let end = file.end, String(cString: file.name) == name else { continue }
            return UnsafeBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    /// Every embedded file's name, in name order.
    public static var fileNames: [String] {
        (0..<weibo_data_file_count()).map { String(cString: weibo_data_file($0).name) }
    }

    /// The place catalogue and its index (see PackedCatalog), packed from
    /// Resources/places.tsv and its two companion tables and deflated at
    /// build time; inflated here on first use, into memory kept for the
    /// process's lifetime (the catalogue reads it in place). Empty if the
    /// build left it out or its stream is damaged, which opening it reports.
    /// (nonisolated(unsafe): the bytes are written once, inside the lazy
    /// initialiser, and only read after it.)
    nonisolated(unsafe) public static let places: UnsafeBufferPointer<UInt8> = inflated("places.wtp.z")

    /// The embedded file `name` (deflated by scripts/embed-resources),
    /// inflated; empty if it is missing or damaged.
    static func inflated(_ name: String) -> UnsafeBufferPointer<UInt8> {
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        guard let packed = file(name), let source = packed.baseAddress else { return empty }
        let length = weibo_data_inflated_length(source, packed.count)
        guard length > 0 else { return empty }
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        guard weibo_data_inflate(source, packed.count, out, length) == 0 else {
            out.deallocate()
            return empty
        }
        return UnsafeBufferPointer(start: out, count: length)
    }

    /// Resources/sample.json, read on the first store's creation.
    public static let sample = text("sample.json")

    /// Resources/pinyin.json, read on the first `@` list.
    public static let pinyin = text("pinyin.json")

    static let picturesFolder = "sample-pictures/"

    /// The file names of the sample's pictures, in name order.
    public static var samplePictureNames: [String] {
        fileNames.filter { $0.hasPrefix(picturesFolder) }.map { String($0.dropFirst(picturesFolder.count)) }
    }

    /// The bytes of the sample picture `name` (a file name such as
    /// `sunset.jpg`); nil for an unknown name.
    public static func samplePicture(named name: String) -> [UInt8]? {
        file(picturesFolder + name).map(Array.init)
    }

    private static func text(_ name: String) -> String {
        String(decoding: file(name) ?? UnsafeBufferPointer(start: nil, count: 0), as: UTF8.self)
    }
}
