import Testing
@testable import WeiboCore

/// The addresses of a Weibo post's pictures (issue 15): what the sync
/// child downloads and the cells ask the cache for.
@Suite struct PictureAddressTests {
    static let thumbnail = "http://ww2.sinaimg.cn/thumbnail/71666d49jw1dy6q8t3p0rj.jpg"

    @Test("bmiddle and large as the API documents them: the /thumbnail/ segment replaced")
    func sizes() {
        #expect(PictureAddress.middle(Self.thumbnail) == "http://ww2.sinaimg.cn/bmiddle/71666d49jw1dy6q8t3p0rj.jpg")
        #expect(PictureAddress.large(Self.thumbnail) == "http://ww2.sinaimg.cn/large/71666d49jw1dy6q8t3p0rj.jpg")
        #expect(PictureAddress.middle("https://wx1.sinaimg.cn/thumbnail/a.jpg?x=1") == "https://wx1.sinaimg.cn/bmiddle/a.jpg?x=1")
    }

    @Test("an address without a /thumbnail/ path segment is left as it is")
    func unchanged() {
        for address in ["http://ww2.sinaimg.cn/orj360/a.jpg", "http://thumbnail.example/x.jpg",
                        "http://a.example/img?next=/thumbnail/x", "file:///thumbnail/x.png", "/thumbnail/x.png", ""] {
            #expect(PictureAddress.middle(address) == address)
        }
    }

    @Test("only http and https addresses are remote")
    func remote() {
        #expect(PictureAddress.isRemote("https://a.example/x.jpg") && PictureAddress.isRemote("HTTP://a.example/x"))
        for address in ["file:///etc/passwd", "ftp://a.example/x", "/home/me/photo.jpg", "http://", "https://", "data:image/png;base64,AA"] {
            #expect(!PictureAddress.isRemote(address), "\(address)")
        }
    }

    @Test("a post's list: its remote addresses in order, at most nine")
    func list() {
        #expect(PictureAddress.list(nil).isEmpty && PictureAddress.list("").isEmpty)
        #expect(PictureAddress.list("/home/me/photo.jpg").isEmpty, "a draft's local file is not a Weibo picture")
        #expect(PictureAddress.list("http://a/1.jpg\nfile:///x\n https://a/2.jpg \n\n") == ["http://a/1.jpg", "https://a/2.jpg"])
        let twelve = (1...12).map { "http://a/\($0).jpg" }
        #expect(PictureAddress.list(twelve.joined(separator: "\n")) == Array(twelve.prefix(9)))
    }
}
