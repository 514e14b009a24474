import Glibc
import Testing
import WeiboCore
import WeiboPicture
@testable import WeiboApp

@Suite("where a picture's bytes come from")
@MainActor
struct PictureSourceTests {
    @Test("the sample's pictures need no cache: no pictures/ folder is made until a web address is asked for")
    func cacheOnlyForWebAddresses() throws {
        var template = Array("/tmp/weibo-picture-source-XXXXXX".utf8CString)
        let folder = String(cString: try #require(mkdtemp(&template)))
        defer { _ = system("rm -rf '\(folder)'") }
        let source = PictureSource(dataDirectory: folder)
        var info = stat()
        let sample = source.load(PictureKey(address: "sample:sunset.jpg", width: 8, height: 8, fills: true))
        guard case .pixels = sample else { Issue.record("the sample's sunset decodes, got \(sample)"); return }
        #expect(lstat(folder + "/pictures", &info) != 0, "no folder for the sample")
        #expect(source.load(PictureKey(address: "https://wx1.sinaimg.cn/thumbnail/a.jpg", width: 8, height: 8, fills: true)) == .notDownloaded)
        #expect(lstat(folder + "/pictures", &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    /// Issue 23: a GIF or WebP on a system without its library says which
    /// package to install, in the run's language; the bytes' verdicts stay.
    @Test("a picture whose decoder library is missing names the package on its tile")
    func libraryMissingPlaceholder() {
        #expect(PictureSource.placeholder(CodecLibrary.webp.missing) == "缺 libwebp7")
        Language.with(.en) {
            #expect(PictureSource.placeholder(CodecLibrary.gif.missing) == "No libgif7")
        }
        #expect(PictureSource.placeholder(PictureFailure(.truncated, "cut")) == "图片不完整")
    }
}
