import Glibc
import WeiboCore
import WeiboPicture
import WeiboStore
import WeiboSync

/// Where a picture's bytes are, by its address, and how it becomes cells'
/// colours: the sample's compiled in, an account's in the data folder's
/// cache (downloaded by the sync child), a photo the user attached on disk.
@MainActor
public final class PictureSource {
    /// A photo the user attached is read only up to this size: bigger is
    /// refused unread rather than held in memory.
    static let maxFileBytes = 32 << 20

    private let dataDirectory: String?
    /// Opened at the first web address: the sample never makes a
    /// `pictures/` folder, and no start waits on one.
    private lazy var cache: PictureCache? = dataDirectory.flatMap { try? PictureCache(dataDirectory: $0) }

    /// The cache under `dataDirectory`; none (only the sample's and files) without one.
    public init(dataDirectory: String?) {
        self.dataDirectory = dataDirectory
    }

    /// Reads and decodes `key`'s picture at its size.
    func load(_ key: PictureKey) -> PictureImage {
        switch bytes(for: key.address) {
        case .success(let bytes): return Self.decode(bytes, key)
        case .failure(let failure): return failure.image
        }
    }

    private func bytes(for address: String) -> Result<[UInt8], PictureImageFailure> {
        if address.hasPrefix(Post.samplePictureScheme) {
            guard let bytes = SamplePictures.bytes(for: address) else { return .failure(PictureImageFailure(.failed(tr("没有这张图", "No such picture")))) }
            return .success(bytes)
        }
        if PictureAddress.isRemote(address) {
            switch cache?.lookup(address) ?? .missing {
            case .bytes(let bytes): return .success(bytes)
            case .failed(let failure): return .failure(PictureImageFailure(.failed(failure.text)))
            case .missing: return .failure(PictureImageFailure(.notDownloaded))
            }
        }
        return Self.file(address)
    }

    /// A photo attached from disk: a regular file, read whole if not too big.
    private static func file(_ path: String) -> Result<[UInt8], PictureImageFailure> {
        FileBytes.readFile(FileBytes.expandingHome(path), maxBytes: maxFileBytes, followingLinks: true).mapError { failure in
            switch failure {
            case .missing: PictureImageFailure(.failed(tr("找不到图片文件", "Picture file not found")))
            case .notRegular: PictureImageFailure(.failed(tr("不是图片文件", "Not a picture file")))
            case .tooLarge: PictureImageFailure(.failed(PictureCacheFailure.tooLarge.text))
            case .unreadable: PictureImageFailure(.failed(tr("读不出图片文件", "Cannot read the picture file")))
            }
        }
    }

    /// Decoded to the key's size: filled and cropped for a grid's tile,
    /// fitted whole otherwise, an even number of pixel rows (two a cell).
    static func decode(_ bytes: [UInt8], _ key: PictureKey) -> PictureImage {
        let box = PictureSize(width: key.width, height: key.height)
        let result = key.fills ? PictureDecoder.decode(bytes, filling: box) : PictureDecoder.decode(bytes, fitting: box)
        switch result {
        case .success(let bitmap):
            let rows = bitmap.height > 1 ? bitmap.height & ~1 : bitmap.height
            return .pixels(width: bitmap.width, height: rows, rgb: Array(bitmap.pixels.prefix(bitmap.width * rows * 3)))
        case .failure(let failure):
            return .failed(placeholder(failure))
        }
    }

    /// A failure's words on the picture's tile: the decoder's verdict, or,
    /// when the format's library is not installed, the package to install,
    /// short enough that a grid's 12-cell tile shows the whole name.
    static func placeholder(_ failure: PictureFailure) -> String {
        if let library = failure.library {
            return tr("缺 \(library.package)", "No \(library.package)")
        }
        return PictureCacheFailure(failure.kind)?.text ?? failure.reason
    }

}

/// What stands for a picture whose bytes could not be had.
private struct PictureImageFailure: Error {
    let image: PictureImage
    init(_ image: PictureImage) { self.image = image }
}
