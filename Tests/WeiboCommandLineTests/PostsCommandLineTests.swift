import Foundation
import Testing
import WeiboCore
@testable import WeiboStore
@testable import WeiboCommandLine

@Suite("post, timeline and drafts commands")
struct PostsCommandLineTests {
    let clock = Clock(now: fixedNow)

    private func post(_ dir: String, _ arguments: [String], stdin: [UInt8]? = nil) -> CommandOutput {
        PostsCommandLine.post(arguments, readStdin: { max in stdin.map { Array($0.prefix(max)) } }, openStore: { try openTestStore(dir) })
    }

    @Test("post TEXT publishes, words joined; exit 0", .english)
    func postText() throws {
        try withTemporaryDirectory { dir in
            let out = post(dir, ["你好", "world"])
            #expect(out.status == 0 && out.stderr == "")
            #expect(out.stdout == "published post 6 (5/2000)\n")
            let store = try openTestStore(dir)
            #expect(try store.post(id: 6)?.text == "你好 world")
        }
    }

    @Test("text from stdin (no TEXT or -): one trailing newline dropped, the rest verbatim")
    func postStdin() throws {
        try withTemporaryDirectory { dir in
            let text = "第一行\n'); DROP TABLE posts;-- \u{1B}[2J\n"
            #expect(post(dir, [], stdin: Array(text.utf8)).status == 0)
            #expect(post(dir, ["-"], stdin: Array("二\n".utf8)).status == 0)
            let store = try openTestStore(dir)
            #expect(try store.post(id: 6)?.text == "第一行\n'); DROP TABLE posts;-- \u{1B}[2J")
            #expect(try store.post(id: 7)?.text == "二")
        }
    }

    @Test("stdin that is not UTF-8 is refused with a clear message, exit 1, nothing written", .english)
    func invalidUTF8() throws {
        try withTemporaryDirectory { dir in
            for bytes: [UInt8] in [[0xFF, 0xFE], [0x41, 0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] {
                let out = post(dir, [], stdin: bytes)
                #expect(out.status == 1)
                #expect(out.stderr.contains("not valid UTF-8"))
                #expect(out.stdout == "")
            }
            let store = try openTestStore(dir)
            #expect(try store.postCount() == 5)
            store.close()
            #expect(post(dir, [], stdin: nil).status == 1)
        }
    }

    @Test("empty or over the limit: refused on stderr, exit 1, nothing written")
    func refused() throws {
        try withTemporaryDirectory { dir in
            let empty = post(dir, [], stdin: Array("\n".utf8))
            #expect(empty.status == 1 && empty.stderr == "weibo-tui post: 内容不能为空\n")
            #expect(post(dir, ["   "]).status == 1)
            let long = post(dir, [String(repeating: "字", count: 2_002)])
            #expect(long.status == 1 && long.stderr == "weibo-tui post: 超出 2 字，无法发布\n")
            let longText = post(dir, [String(repeating: "字", count: 300)])
            #expect(longText.status == 0 && longText.stdout == "已发布微博 6（300/2000）\n", "the sample takes Weibo's long text")
            let store = try openTestStore(dir)
            #expect(try store.postCount() == 6)
        }
    }

    @Test("usage errors exit 2; -- lets the text start with a dash; --help exits 0")
    func usage() throws {
        try withTemporaryDirectory { dir in
            #expect(post(dir, ["--bogus"]).status == 2)
            #expect(post(dir, ["--json", "x"]).status == 2)
            #expect(post(dir, ["--help"]).status == 0)
            #expect(post(dir, ["--", "-5 度"]).status == 0)
            let store = try openTestStore(dir)
            #expect(try store.recentPosts(limit: 1).first?.text == "-5 度")
            let open = { try openTestStore(dir) }
            #expect(PostsCommandLine.timeline(["--limit"], clock: clock, openStore: open).status == 2)
            #expect(PostsCommandLine.timeline(["--limit", "0"], clock: clock, openStore: open).status == 2)
            #expect(PostsCommandLine.timeline(["--limit=x"], clock: clock, openStore: open).status == 2)
            #expect(PostsCommandLine.timeline(["extra"], clock: clock, openStore: open).status == 2)
            #expect(PostsCommandLine.drafts(["--all"], clock: clock, openStore: open).status == 2)
        }
    }

    @Test("timeline streams its posts to the descriptor as it reads them: the same bytes, none kept in the answer")
    func timelineStreams() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.seedGeneratedPosts(count: 3_000)
            store.close()
            let opener = { try openTestStore(dir) }
            for arguments in [["--json", "--limit", "3000"], ["--limit", "3000"], ["--json", "--limit", "1"]] {
                let kept = PostsCommandLine.timeline(arguments, clock: clock, openStore: opener)
                let path = dir + "/out-\(arguments.count)-\(arguments[0])"
                let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                let streamed = PostsCommandLine.timeline(arguments, clock: clock, openStore: opener, stdout: fd)
                close(fd)
                #expect(streamed == CommandOutput(status: 0))
                let written = try String(contentsOfFile: path, encoding: .utf8)
                #expect(written == kept.stdout)
                // More than one piece was written, and the JSON is whole.
                if arguments.last == "3000" { #expect(written.utf8.count > 2 * StreamedText.piece) }
                if arguments[0] == "--json" { #expect(try JSONSerialization.jsonObject(with: Data(written.utf8)) is [Any]) }
            }
        }
    }

    @Test("a usage error is one line naming it and pointing to the command's --help", .english)
    func usageErrorIsOneLine() throws {
        let never = { () throws -> Store in throw TestFailure("the store is not opened for a usage error") }
        #expect(PostsCommandLine.post(["--x"], readStdin: { _ in nil }, openStore: never) == CommandOutput(
            stderr: "weibo-tui: unknown option '--x' for post; see 'weibo-tui post --help'\n", status: 2))
        #expect(PostsCommandLine.timeline(["--limit", "0"], clock: clock, openStore: never) == CommandOutput(
            stderr: "weibo-tui: --limit must be a number from 1 to 10000, not '0'; see 'weibo-tui timeline --help'\n", status: 2))
        #expect(PostsCommandLine.timeline(["--limit"], clock: clock, openStore: never).stderr
            == "weibo-tui: --limit needs a number from 1 to 10000; see 'weibo-tui timeline --help'\n")
        #expect(PostsCommandLine.drafts(["extra"], clock: clock, openStore: never).stderr
            == "weibo-tui: unexpected argument 'extra' for drafts; see 'weibo-tui drafts --help'\n")
    }

    @Test("--help prints the command's help from the table, exit 0", .english)
    func commandHelp() {
        let never = { () throws -> Store in throw TestFailure("not opened") }
        let out = PostsCommandLine.timeline(["--help"], clock: clock, openStore: never)
        #expect(out.status == 0 && out.stderr == "")
        #expect(out.stdout.hasPrefix("usage: weibo-tui timeline [--limit N] [--group NAME|GID] [--json]\n"))
        #expect(out.stdout.contains("--limit N         at most N posts (default 20; 1 to 10000)"))
    }

    @Test("no drafts: said on stderr, nothing on stdout, exit 0; --json prints []", .english)
    func noDrafts() throws {
        try withTemporaryDirectory { dir in
            let open = { try openTestStore(dir) }
            #expect(PostsCommandLine.drafts([], clock: clock, openStore: open) == CommandOutput(stderr: "weibo-tui: no drafts\n", status: 0))
            #expect(PostsCommandLine.drafts(["--json"], clock: clock, openStore: open) == CommandOutput(stdout: "[]\n", status: 0))
        }
    }

    @Test("a store that cannot open is reported as the app does, exit 1")
    func storeFailure() {
        let failing = { () throws -> Store in
            throw StoreError(.notADatabase, path: "/x/weibo.sqlite", message: "weibo-tui: /x/weibo.sqlite is not a weibo-tui database")
        }
        let out = PostsCommandLine.timeline([], clock: clock, openStore: failing)
        #expect(out == CommandOutput(stderr: "weibo-tui: /x/weibo.sqlite is not a weibo-tui database\n", status: 1))
        #expect(PostsCommandLine.post(["hi"], readStdin: { _ in nil }, openStore: failing).status == 1)
    }

    @Test("timeline renders like the screen: author, time, source, text, nested repost, counts")
    func timelineText() throws {
        try withTemporaryDirectory { dir in
            let out = PostsCommandLine.timeline(["--limit", "3"], clock: clock, openStore: { try openTestStore(dir) })
            #expect(out.status == 0)
            #expect(out.stdout == """
                Bob · 3分钟前 · 来自 Android
                second, same minute
                转发 1 · 评论 · 赞 ♥

                阿猫 · 3分钟前 · 来自 iPhone 15 Pro
                第一条
                转发 · 评论 12 · 赞 3.4万

                我 · 10分钟前 · 来自 weibo-tui
                转发微博
                  │ @阿猫: 原文
                  │ 转发 · 评论 · 赞
                转发 · 评论 · 赞

                """)
        }
    }

    @Test("timeline output is sanitised; JSON keeps the text but escapes controls")
    func timelineSafety() throws {
        try withTemporaryDirectory { dir in
            let nasty = "a\u{1B}]0;pwned\u{07}b\u{202E}c\"d\\"
            let store = try openTestStore(dir)
            _ = try store.publish(Draft(text: nasty))
            store.close()
            let open = { try openTestStore(dir) }
            let text = PostsCommandLine.timeline(["--limit", "1"], clock: clock, openStore: open).stdout
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
            #expect(text.contains("a␛]0;pwned␇b�c\"d\\"))
            let json = PostsCommandLine.timeline(["--limit", "1", "--json"], clock: clock, openStore: open).stdout
            #expect(json.contains(#""text": "a\u001b]0;pwned\u0007b\u202ec\"d\\""#))
            #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        }
    }

    @Test("timeline --json: id, author, text, created_at, counts, repost_of, original, pictures")
    func timelineJSON() throws {
        try withTemporaryDirectory { dir in
            let out = PostsCommandLine.timeline(["--json", "--limit=5"], clock: clock, openStore: { try openTestStore(dir) })
            let lines = out.stdout.split(separator: "\n")
            #expect(lines.first == "[" && lines.last == "]" && lines.count == 7)
            #expect(lines[1] == #"  {"id": 2, "author": "Bob", "author_id": "u_b", "text": "second, same minute", "created_at": 1717243020, "source": "Android", "kind": "text", "counts": {"reposts": 1, "comments": 0, "likes": 0}, "liked": true, "repost_of": null, "original": null, "pictures": []},"#)
            // A repost: the id as before, and the original itself.
            #expect(lines[3] == #"  {"id": 3, "author": "我", "author_id": "u_me", "text": "转发微博", "created_at": 1717242600, "source": "weibo-tui", "kind": "text", "counts": {"reposts": 0, "comments": 0, "likes": 0}, "liked": false, "repost_of": 4, "original": {"id": 4, "author": "阿猫", "author_id": "u_a", "text": "原文", "created_at": 1717239600, "source": "", "kind": "text", "counts": {"reposts": 0, "comments": 0, "likes": 0}, "liked": false, "repost_of": null, "original": null, "pictures": []}, "pictures": []},"#)
            let empty = PostsCommandLine.timeline(["--json"], clock: clock, openStore: {
                let store = try openTestStore(dir)
                try store.database.transaction { try store.database.execute("DELETE FROM posts") }
                return store
            })
            #expect(empty.stdout == "[]\n")
        }
    }

    @Test("timeline: a day Weibo gave reads as that day in UTC and Los Angeles; a video says ▶ and its length, and --json its addresses")
    func timelineDaysAndVideos() throws {
        // 2024-06-14 00:00 in Beijing, Weibo's `06-14`.
        let june14: Int64 = 1_718_294_400
        let post = Post(id: 7, userID: "u_a", authorName: "阿猫", text: "雪", createdAt: june14, mediaPath: "https://wx1.sinaimg.cn/orj480/c.jpg",
                        datedByDay: true, video: PostVideo(stream: "https://f.video.weibocdn.com/o0/a.mp4", page: "https://video.weibo.com/show?fid=1034:7", seconds: 83))
        for offset: Int64 in [0, -7 * 3600] {
            let text = PostsCommandLine.render(post, clock: Clock(now: june14 + 20 * 86_400, utcOffset: offset))
            #expect(text.hasPrefix("阿猫 · 06-14\n雪 ▶ 1:23\n"), "\(offset): \(text)")
        }
        let json = PostsCommandLine.json(post)
        #expect(json.contains(#""dated_by_day": true"#))
        #expect(json.contains(#""video": {"stream": "https://f.video.weibocdn.com/o0/a.mp4", "page": "https://video.weibo.com/show?fid=1034:7", "duration": 83}"#))
        #expect(json.contains(#""pictures": ["https://wx1.sinaimg.cn/orj480/c.jpg"]"#), "the cover")
    }

    /// Nine picture addresses as the Open API's `pic_urls` give them.
    static let ninePictures = (1...9).map { "https://wx1.sinaimg.cn/thumbnail/p\($0).jpg" }

    @Test("timeline --json: a 9-picture post lists all nine in order; its repost carries it whole, pictures and all")
    func timelineJSONPicturesAndRepost() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let nine = Post(id: 9_000, userID: "u_9", authorName: "九宫格", text: "九张图", createdAt: fixedNow + 60,
                            kind: .photo, mediaPath: Self.ninePictures.joined(separator: "\n"))
            let repost = Post(id: 9_001, userID: "u_b", authorName: "Bob", text: "转发一下", createdAt: fixedNow + 120,
                              repostOf: nine.id, original: nine)
            try store.saveFetched(users: [User(id: "u_9", name: "九宫格")], timeline: [repost, nine])
            store.close()
            let out = PostsCommandLine.timeline(["--json", "--limit", "2"], clock: clock, openStore: { try openTestStore(dir) })
            #expect(out.status == 0 && out.stderr == "")
            let posts = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [[String: Any]])
            #expect(posts.map { $0["id"] as? Int } == [9_001, 9_000])
            #expect(posts[1]["pictures"] as? [String] == Self.ninePictures, "all nine, not only the first")
            #expect(posts[1]["media_path"] as? String == Self.ninePictures.joined(separator: "\n"), "the old key stays")
            #expect(posts[1]["original"] is NSNull && posts[1]["repost_of"] is NSNull)
            #expect(posts[0]["repost_of"] as? Int == 9_000 && posts[0]["pictures"] as? [String] == [])
            let original = try #require(posts[0]["original"] as? [String: Any])
            #expect(original["id"] as? Int == 9_000)
            #expect(original["author"] as? String == "九宫格" && original["author_id"] as? String == "u_9")
            #expect(original["text"] as? String == "九张图")
            #expect(original["pictures"] as? [String] == Self.ninePictures)
        }
    }

    @Test("--json: a repost whose original could not be read keeps repost_of, original null")
    func jsonOriginalMissing() {
        let repost = Post(id: 3, userID: "u_me", authorName: "我", text: "转发微博", createdAt: 0, repostOf: 4)
        #expect(PostsCommandLine.json(repost).hasSuffix(#""repost_of": 4, "original": null, "pictures": []}"#))
    }

    @Test("drafts lists newest first, as text or JSON")
    func drafts() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let id = try store.saveDraft(Draft(kind: .longPost, title: "题", text: "未完\n待续"))
            store.close()
            let open = { try openTestStore(dir) }
            let text = PostsCommandLine.drafts([], clock: clock, openStore: open)
            #expect(text == CommandOutput(stdout: "草稿 #\(id) · 长微博 · 刚刚\n  《题》 未完\n  待续\n", status: 0))
            let json = PostsCommandLine.drafts(["--json"], clock: clock, openStore: open)
            #expect(json.stdout == """
                [
                  {"id": \(id), "mode": "post", "kind": "longPost", "target_post_id": null, "title": "题", "text": "未完\\n待续", "place": null, "rating": null, "media_path": null, "cursor": 5, "updated_at": \(fixedNow)}
                ]

                """)
        }
    }

    @Test("weibo-tui-dev seed-posts adds N posts below the existing ones in one go", .english)
    func devSeed() throws {
        try withTemporaryDirectory { dir in
            let out = DevCommands.seedPosts(["250"], openStore: { try openTestStore(dir) })
            #expect(out.status == 0 && out.stdout == "seeded 250 posts; the store holds 255\n")
            let store = try openTestStore(dir)
            #expect(try store.recentPosts(limit: 5).map(\.id) == [2, 1, 3, 4, 5])
            #expect(DevCommands.seedPosts(["0"], openStore: { try openTestStore(dir) }).status == 2)
            let never = { () throws -> Store in throw TestFailure("not opened") }
            #expect(DevCommands.seedPosts(["--help"], openStore: never).stdout.hasPrefix("usage: weibo-tui-dev seed-posts N [--row-by-row]\n"))
            // Row by row, through the triggers: both search indexes hold the new posts.
            #expect(DevCommands.seedPosts(["--row-by-row", "12"], openStore: { try openTestStore(dir) }).status == 0)
            #expect(try store.searchPosts(.posts(.timeline), SearchQuery("晚霞"), limit: 500).posts.count
                == store.searchPosts(.posts(.timeline), SearchQuery("晚霞好看"), limit: 500).posts.count)
            #expect(try store.pendingSearchIndexRows() == 0)
            #expect(DevCommands.seedPosts(["1", "2"], openStore: never).stderr
                == "weibo-tui-dev: unexpected argument '2' for seed-posts; see 'weibo-tui-dev seed-posts --help'\n")
        }
    }
}
