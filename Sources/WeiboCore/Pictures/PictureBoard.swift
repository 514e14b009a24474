/// The pictures the app has decoded, each at the sizes it was drawn at.
///
/// Not a copy of the store: a decoded picture is derived from bytes that
/// never change under the same address. Bounded: past `capacity` entries or
/// `byteCapacity` bytes of pixels the oldest go first, decoded again if they
/// come back on screen. A thumbnail tile is a few hundred bytes, a
/// full-screen picture in half blocks at 200×60 about 72 KB, one for kitty
/// or sixel up to 3 MiB (the decoder's 1024×1024 bound).
public struct PictureBoard: Hashable, Sendable {
    public static let capacity = 300
    public static let byteCapacity = 24 << 20

    private(set) var images: [PictureKey: PictureImage] = [:]
    /// Keys in the order they were stored, oldest first.
    private(set) var order: [PictureKey] = []
    /// Keys asked for and not answered yet: asked once, not once a frame.
    private(set) var pending: Set<PictureKey> = []
    /// The pixels' bytes held, for `byteCapacity`.
    private(set) var bytes = 0

    public init() {}

    public subscript(key: PictureKey) -> PictureImage? { images[key] }

    /// Whether `key` needs asking for: neither known nor asked.
    public func needs(_ key: PictureKey) -> Bool { images[key] == nil && !pending.contains(key) }

    mutating func ask(_ key: PictureKey) { pending.insert(key) }

    /// Addresses whose download was asked for this run.
    private var downloadsAsked: Set<String> = []

    /// True the first time `address` is asked to be downloaded.
    mutating func askDownload(_ address: String) -> Bool { downloadsAsked.insert(address).inserted }

    mutating func store(_ image: PictureImage, for key: PictureKey) {
        pending.remove(key)
        if let old = images.updateValue(image, forKey: key) { bytes -= old.byteCount } else { order.append(key) }
        bytes += image.byteCount
        var gone = 0
        while order.count - gone > 1 && (order.count - gone > Self.capacity || bytes > Self.byteCapacity) {
            bytes -= images.removeValue(forKey: order[gone])?.byteCount ?? 0
            gone += 1
        }
        order.removeFirst(gone)
    }

    /// Forgets the pictures that were not downloaded yet, so the ones now on
    /// screen are read again (after a sync that may have brought them).
    mutating func forgetNotDownloaded() {
        let waiting = Set(images.filter { $0.value == .notDownloaded }.map(\.key))
        guard !waiting.isEmpty else { return }
        for key in waiting { images[key] = nil }
        order.removeAll { waiting.contains($0) }
    }
}
