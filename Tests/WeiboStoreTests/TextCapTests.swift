import Testing
import WeiboCore
@testable import WeiboStore

/// Issue 11, point 3: combining marks got around the length rules.
/// 140 × (`e` + 7,500 × U+0301) counts 140 and is 2.1 MB; it published.
@Suite("Byte caps on every text that enters the store")
struct TextCapTests {
    /// One character of `marks` + 1 scalars.
    static func heavy(_ marks: Int) -> String { "e" + String(repeating: "\u{301}", count: marks) }
    /// The post from the issue: 140/140 by Weibo's count, 2,100,140 bytes.
    static let zalgoPost = String(repeating: heavy(7_500), count: 140)

    /// Every table a refused write could have touched.
    private func everything(_ store: Store) throws -> [String] {
        var rows: [String] = []
        for table in ["posts", "comments", "drafts", "messages", "users", "search_history", "conversations"] {
            rows += try store.database.query("SELECT * FROM \(table) ORDER BY rowid") { row in
                (0..<row.columnCount).map { row.isNull($0) ? "∅" : row.string($0) }.joined(separator: "|")
            }
        }
        return rows
    }

    @Test("the issue's post counts 140 and is refused as over 16 KB")
    func zalgoPostIsRefused() throws {
        #expect(WeiboLength.refusal(Self.zalgoPost) == nil)
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let before = try everything(store)
            let refusal = #expect(throws: Refusal.self) { try store.publish(Draft(text: Self.zalgoPost)) }
            #expect(refusal?.message == "正文不能超过 16 KB")
            #expect(try everything(store) == before)
        }
    }

    @Test("every write that stores text refuses it over its cap, and writes nothing")
    func everyEntryPoint() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let conversation = try store.openConversation(with: "u_a")
            let before = try everything(store)
            let big = { (cap: TextCap) in String(repeating: "a", count: cap.bytes + 1) }
            let name = String(repeating: Self.heavy(40), count: 30)  // 30 characters, 2.4 KB
            let attempts: [(TextCap, () throws -> Void)] = [
                (.body, { _ = try store.publish(Draft(text: Self.heavy(9_000))) }),
                (.body, { _ = try store.addComment(postID: 1, text: Self.heavy(9_000)) }),
                (.body, { _ = try store.publish(Draft(mode: .repost, targetPostID: 1, text: Self.heavy(9_000))) }),
                (.body, { _ = try store.saveDraft(Draft(text: big(.body))) }),
                (.title, { _ = try store.saveDraft(Draft(kind: .longPost, title: big(.title), text: "正文")) }),
                (.title, { _ = try store.publish(Draft(kind: .longPost, title: Self.heavy(1_100), text: "正文")) }),
                (.place, { _ = try store.publish(Draft(kind: .checkIn, text: "到了", place: Self.heavy(600))) }),
                (.filePath, { _ = try store.publish(Draft(kind: .photo, text: "图", mediaPath: "/" + big(.filePath))) }),
                (.filePath, { _ = try store.saveDraft(Draft(kind: .photo, text: "图", mediaPath: "/" + big(.filePath))) }),
                (.message, { _ = try store.send(text: Self.heavy(9_000), to: conversation.id) }),
                (.name, { _ = try store.updateLocalUser(name: name, bio: "") }),
                (.bio, { _ = try store.updateLocalUser(name: "我", bio: Self.heavy(1_100)) }),
                (.searchKeyword, { try store.recordSearch(big(.searchKeyword)) }),
            ]
            for (cap, attempt) in attempts {
                let refusal = #expect(throws: Refusal.self) { try attempt() }
                #expect(refusal?.message == cap.refusal)
            }
            #expect(try everything(store) == before)
        }
    }

    @Test("honest text far from the caps is stored: 140 emoji sequences, a full bio of flags")
    func honestTextPasses() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let family = String(repeating: "👨‍👩‍👧‍👦", count: 140)  // 25 bytes each
            let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"  // 28 bytes
            #expect(try store.publish(Draft(text: family)).text == family)
            #expect(try store.updateLocalUser(name: "我", bio: String(repeating: england, count: 70)).bio.count == 70)
        }
    }

    @Test("a post of 2 MB already in the store reads back with its mark runs cut to 30")
    func storedMarksAreLimitedOnRead() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let raw = try rawDatabase(DataDirectory.file(DataDirectory.databaseFileName, in: dir))
            try raw.transaction {
                try raw.execute("UPDATE posts SET text = ? WHERE id = 1", [Self.zalgoPost])
            }
            raw.close()
            let text = try #require(try store.post(id: 1)?.text)
            #expect(text == String(repeating: Self.heavy(MarkRuns.limit), count: 140))
            #expect(WeiboLength.count(text) == 140)
        }
    }
}
