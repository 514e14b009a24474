import Glibc
import Testing
import WeiboCore
@testable import WeiboApp

/// Which program `v` on a video post starts, and that it gets the address
/// as one argument after the configured words.
@Suite("video opener", .serialized)
struct VideoOpenerTests {
    static let video = PostVideo(stream: "https://f.video.weibocdn.com/o0/a.mp4?label=mp4_720p&ssig=x y", page: "https://video.weibo.com/show?fid=1034:7", seconds: 83)

    /// A folder with executable stand-ins that write their arguments, one a line, to `DIR/NAME.args`.
    func withPrograms(_ names: [String], _ body: (String) throws -> Void) rethrows {
        let dir = "/tmp/weibo-video-\(getpid())"
        mkdir(dir, 0o700)
        defer {
            for name in names { unlink(dir + "/" + name); unlink(dir + "/" + name + ".args") }
            rmdir(dir)
        }
        for name in names {
            let script = "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"\(dir)/\(name).args\"\n"
            TestPrograms.write(script, to: dir + "/" + name)
        }
        try body(dir)
    }

    /// The lines the stand-in `name` wrote, once it has (it runs in the background).
    func arguments(_ dir: String, _ name: String) -> [String]? {
        for _ in 0..<200 {
            if let file = fopen(dir + "/" + name + ".args", "r") {
                var text = ""
                var buffer = [CChar](repeating: 0, count: 4096)
                while fgets(&buffer, Int32(buffer.count), file) != nil { text += buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } }
                fclose(file)
                if text.hasSuffix("\n") { return text.split(separator: "\n").map(String.init) }
            }
            usleep(10_000)
        }
        return nil
    }

    @Test("the configured player first, then mpv on the PATH, then $BROWSER, else none")
    func choice() {
        withPrograms(["mpv", "firefox", "vlc"]) { dir in
            #expect(VideoOpener.launch(configured: nil, environment: ["PATH": "/nonexistent"]) == nil)
            #expect(VideoOpener.launch(configured: nil, environment: ["PATH": dir]) == .init(words: [dir + "/mpv"], isBrowser: false))
            #expect(VideoOpener.launch(configured: ["vlc", "--fullscreen"], environment: ["PATH": dir])
                    == .init(words: [dir + "/vlc", "--fullscreen"], isBrowser: false))
            #expect(VideoOpener.launch(configured: ["no-such-player"], environment: ["PATH": dir])?.words == [dir + "/mpv"],
                    "a configured player that is not there: as without one")
            #expect(VideoOpener.launch(configured: nil, environment: ["PATH": "/nonexistent", "BROWSER": dir + "/firefox"])
                    == .init(words: [dir + "/firefox"], isBrowser: true))
            #expect(VideoOpener.launch(configured: nil, environment: ["PATH": "/nonexistent", "BROWSER": ""]) == nil)
        }
    }

    @Test("the player gets the stream, the browser the page, each as one argument after the configured words")
    func started() {
        withPrograms(["mpv", "firefox", "vlc"]) { dir in
            #expect(VideoOpener.open(Self.video, configured: nil, environment: ["PATH": dir]) == .player("mpv"))
            #expect(arguments(dir, "mpv") == [Self.video.stream!])
            #expect(VideoOpener.open(Self.video, configured: ["vlc", "--fullscreen"], environment: ["PATH": dir]) == .player("vlc"))
            #expect(arguments(dir, "vlc") == ["--fullscreen", Self.video.stream!])
            #expect(VideoOpener.open(Self.video, configured: nil, environment: ["PATH": "/nonexistent", "BROWSER": dir + "/firefox"]) == .browser("firefox"))
            #expect(arguments(dir, "firefox") == [Self.video.page!])
            #expect(VideoOpener.open(Self.video, configured: nil, environment: ["PATH": "/nonexistent"]) == nil)
        }
    }
}
