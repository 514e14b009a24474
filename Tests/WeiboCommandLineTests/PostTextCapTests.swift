import Testing
import WeiboCore
@testable import WeiboCommandLine

@Suite("post: the text cap on stdin and arguments")
struct PostTextCapTests {
    /// 140 characters of 7,500 combining marks each: within the count, far over the bytes.
    static let zalgoPost = String(repeating: "e" + String(repeating: "\u{301}", count: 7_500), count: 140)

    @Test("post on stdin: far over the cap is refused having read only the cap and 3 bytes")
    func stdinIsReadOnlyUpToTheCap() throws {
        try withTemporaryDirectory { dir in
            var asked: [Int] = []
            let stdin = Array(Self.zalgoPost.utf8)
            let out = PostsCommandLine.post([], readStdin: { max in asked.append(max); return Array(stdin.prefix(max)) },
                                            openStore: { try openTestStore(dir) })
            #expect(asked == [TextCap.body.bytes + 3])
            #expect(out == CommandOutput(stderr: "weibo-tui post: 正文不能超过 16 KB\n", status: 1))
            let argument = PostsCommandLine.post([Self.zalgoPost], readStdin: { _ in nil },
                                                 openStore: { try openTestStore(dir) })
            #expect(argument == out)
            let store = try openTestStore(dir)
            #expect(try store.postCount() == 5)
        }
    }
}
