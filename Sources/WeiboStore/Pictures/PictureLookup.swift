import WeiboCore

/// What the picture cache holds for an address.
public enum PictureLookup: Equatable, Sendable {
    /// The picture's bytes, checked by a decode before they were kept.
    case bytes([UInt8])
    /// Bytes arrived but were no picture: shown as a placeholder with its
    /// reason, not fetched again.
    case failed(PictureCacheFailure)
    /// Nothing yet (or a download broke off): fetch it.
    case missing
}

/// Why an address's bytes are kept as no picture: the decoder's verdict
/// (`PictureFailure.Kind`), or a body over the download bound.
public enum PictureCacheFailure: String, CaseIterable, Equatable, Sendable {
    case unsupportedType
    case corrupt
    case truncated
    case tooLarge
    case empty

    /// The name kept in the record file (stable across versions).
    public var name: String { rawValue }

    init?(name: String) { self.init(rawValue: name) }

    /// The placeholder's words, short enough for a thumbnail's tile.
    public var text: String {
        switch self {
        case .unsupportedType: tr("不支持的图片格式", "Unsupported picture")
        case .corrupt: tr("图片已损坏", "Picture damaged")
        case .truncated: tr("图片不完整", "Picture incomplete")
        case .tooLarge: tr("图片太大", "Picture too large")
        case .empty: tr("图片是空的", "Picture empty")
        }
    }
}
