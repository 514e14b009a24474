import CPictureCodecs

/// A decoder loaded with dlopen at its first picture (giflib, libwebp; the
/// file names are in the C shim): the format, and the Debian package that
/// gives the library, for the one line a system without it gets.
public struct CodecLibrary: Equatable, Sendable {
    /// The format's name as the line says it ("GIF").
    public let format: String
    /// The Debian package holding the library the shim loads.
    public let package: String

    public static let gif = CodecLibrary(format: "GIF", package: "libgif7")
    public static let webp = CodecLibrary(format: "WebP", package: "libwebp7")

    /// What the user reads when the library is not there.
    public var missingLine: String { "\(format) pictures need \(package) (apt-get install \(package))" }

    /// The failure a picture of this format gets when the library is not there.
    public var missing: PictureFailure { PictureFailure(.libraryMissing, missingLine, library: self) }
}

/// The loaded function tables, each loaded once per process at its first
/// use (a Swift global's lazy initialisation is thread-safe). The handles
/// are never closed: the tables stay in use for the life of the process.
enum LoadedCodecs {
    nonisolated(unsafe) static let gif = loadGIF()
    nonisolated(unsafe) static let webp = loadWebP()

    /// giflib from the shim's file name, or from `soname` (a test's name
    /// that is not there).
    static func loadGIF(soname: String? = nil) -> Result<UnsafeMutablePointer<weibo_gif_api>, PictureFailure> {
        load(.gif, weibo_gif_api()) { api, error, size in weibo_gif_load(api, soname, error, size) }
    }

    static func loadWebP(soname: String? = nil) -> Result<UnsafeMutablePointer<weibo_webp_api>, PictureFailure> {
        load(.webp, weibo_webp_api()) { api, error, size in weibo_webp_load(api, soname, error, size) }
    }

    /// dlerror's words are dropped: whatever the cause (no file, an old
    /// library without a function), the user's remedy is the package.
    private static func load<API>(
        _ library: CodecLibrary, _ empty: API,
        _ fill: (UnsafeMutablePointer<API>, UnsafeMutablePointer<CChar>, Int) -> Int32
    ) -> Result<UnsafeMutablePointer<API>, PictureFailure> {
        let api = UnsafeMutablePointer<API>.allocate(capacity: 1)
        api.initialize(to: empty)
        var error = [CChar](repeating: 0, count: 256)
        guard fill(api, &error, error.count) == 0 else {
            api.deallocate()
            return .failure(library.missing)
        }
        return .success(api)
    }
}
