import WeiboData

/// The files compiled into the binary by the WeiboData target: the packed
/// place catalogue and Resources/ as they are (scripts/embed-resources
/// lists them). Their bytes are static data of the executable, read where
/// they lie; only a text or a picture asked for is copied.
public enum EmbeddedResources {
    /// The bytes of the embedded file `name` (a path under Resources/, or
    /// `places.wtp`); nil for a name that is not embedded.
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
    /// Resources/places.tsv and its two companion tables; empty if the
    /// build left it out, which opening it reports.
    public static var places: UnsafeBufferPointer<UInt8> {
        file("places.wtp") ?? UnsafeBufferPointer(start: nil, count: 0)
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
