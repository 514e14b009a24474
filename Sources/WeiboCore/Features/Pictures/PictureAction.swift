/// Pictures: decoding what is on screen, and the full-screen view.
public enum PictureAction: Sendable {
    /// A frame drew a picture not decoded yet (the shell asks one at a
    /// time, between keys, so decoding never holds input up).
    case wanted(PictureKey)
    /// The decoded picture, or why it will not show.
    case loaded(PictureKey, PictureImage)
    /// `v`: the selected post's pictures, full screen, from the first.
    case openViewer
    /// ←/→ in the full-screen view.
    case step(Int)

    var isResult: Bool {
        switch self {
        case .wanted, .loaded: return true
        case .openViewer, .step: return false
        }
    }
}

/// The full-screen view's place: the post's pictures and which one shows.
/// The addresses are the route's own: a post's pictures never change.
public struct PictureViewer: Hashable, Sendable {
    public var addresses: [String]
    public var index: Int

    public init(addresses: [String], index: Int) { self.addresses = addresses; self.index = index }

    public var address: String { addresses[index] }
}
