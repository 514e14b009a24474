import Glibc
import Testing
@testable import WeiboApp

/// Which program opens a post's link.
@Suite("link opener")
struct LinkOpenerTests {
    @Test("$BROWSER on the PATH first, then xdg-open, else none")
    func browserChoice() throws {
        let dir = "/tmp/weibo-browser-\(getpid())"
        mkdir(dir, 0o700)
        defer { unlink(dir + "/xdg-open"); unlink(dir + "/firefox"); rmdir(dir) }
        #expect(LinkOpener.browser(["PATH": dir]) == nil)
        for name in ["xdg-open", "firefox"] {
            let fd = open(dir + "/" + name, O_CREAT | O_WRONLY, 0o755)
            close(fd)
        }
        #expect(LinkOpener.browser(["PATH": dir]) == dir + "/xdg-open")
        #expect(LinkOpener.browser(["PATH": dir, "BROWSER": "firefox"]) == dir + "/firefox")
        #expect(LinkOpener.browser(["PATH": dir, "BROWSER": "no-such-browser"]) == dir + "/xdg-open")
        #expect(LinkOpener.browser(["PATH": "/nonexistent", "BROWSER": dir + "/firefox"]) == dir + "/firefox")
        #expect(LinkOpener.browser(["PATH": "/nonexistent", "BROWSER": ""]) == nil)
    }
}
