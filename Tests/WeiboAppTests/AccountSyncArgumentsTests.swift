import Testing
@testable import WeiboApp

/// What the app asks `weibo-tui sync` for when a visible picture is missing.
@Suite struct AccountSyncArgumentsTests {
    @Test("--pictures with the web addresses only; nothing at all when none is left")
    func pictures() {
        #expect(AccountSync.pictureArguments(["http://a/thumbnail/1.jpg", "--now", "file:///etc/passwd", "https://b/2.png"])
                    == ["--pictures", "http://a/thumbnail/1.jpg", "https://b/2.png"])
        #expect(AccountSync.pictureArguments(["/home/me/x.jpg"]).isEmpty)
    }
}
