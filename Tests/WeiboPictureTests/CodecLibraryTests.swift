import Testing
@testable import WeiboPicture

/// giflib and libwebp are loaded at run time (issue 23): a system without
/// one gets one line naming its Debian package, and the other formats work.
@Suite struct CodecLibraryTests {
    @Test func theInstalledLibrariesLoadByTheirDefaultNames() {
        #expect((try? LoadedCodecs.loadGIF().get()) != nil, "libgif.so.7 (libgif7) is on every machine of this kind")
        #expect((try? LoadedCodecs.loadWebP().get()) != nil, "libwebp.so.7 (libwebp7)")
    }

    @Test func aMissingLibraryNamesItsPackageInOneLine() {
        let gif = LoadedCodecs.loadGIF(soname: "libgif.so.0-not-installed")
        #expect(gif.failure == PictureFailure(.libraryMissing, "GIF pictures need libgif7 (apt-get install libgif7)",
                                              library: .gif))
        let webp = LoadedCodecs.loadWebP(soname: "libwebp.so.0-not-installed")
        #expect(webp.failure?.reason == "WebP pictures need libwebp7 (apt-get install libwebp7)")
        #expect(webp.failure?.library == .webp)
    }

    /// A library that is there but is not the right one (or too old to
    /// have a function) is as good as missing: no half-filled table.
    @Test func aLibraryWithoutTheFunctionsIsRefusedToo() {
        #expect(LoadedCodecs.loadGIF(soname: "libwebp.so.7").failure == CodecLibrary.gif.missing)
        #expect(LoadedCodecs.loadWebP(soname: "libgif.so.7").failure == CodecLibrary.webp.missing)
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
