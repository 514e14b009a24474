import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Comments")
struct CommentTests {
    @Test("sample comments are seeded on the first-run clock under the right posts")
    func seeded() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let comments = try store.comments(on: 1)
            #expect(comments.count == 1)
            #expect(comments.first?.text == "好" && comments.first?.authorName == "Bob")
            #expect(comments.first?.createdAt == fixedNow - 120)
        }
    }

    @Test("keyset pages walk every comment once, newest first, ties broken by id")
    func paging() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            try store.database.transaction {
                for i in 0..<57 {
                    try store.insertComment(on: 2, text: "c\(i)", by: i % 2 == 0 ? "u_a" : "u_b", at: fixedNow - Int64(i / 4))
                }
            }
            let all = try store.comments(on: 2, limit: 1_000)
            #expect(all.count == 57)
            for (a, b) in zip(all, all.dropFirst()) {
                #expect(a.createdAt > b.createdAt || (a.createdAt == b.createdAt && a.id > b.id))
            }
            for size in [1, 5, 20, 56, 57, 100] {
                var seen: [WeiboCore.Comment] = []
                var cursor: TimeCursor?
                while let page = Optional(try store.comments(on: 2, limit: size, before: cursor)), !page.isEmpty {
                    #expect(page.count <= size)
                    seen += page
                    cursor = page.last?.cursor
                }
                #expect(seen == all, "page size \(size)")
            }
            #expect(try store.post(id: 2)?.commentCount == 57)
        }
    }

    @Test("the comment page query uses its index without sorting")
    func plan() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let plan = try store.database.query(
                """
                EXPLAIN QUERY PLAN SELECT c.id FROM comments c LEFT JOIN users u ON u.id = c.user_id
                WHERE c.post_id = ? AND (c.created_at, c.id) < (?, ?) ORDER BY c.created_at DESC, c.id DESC LIMIT ?
                """, [1, Int64.max, Int64.max, 20]) { $0.string(3) }
            #expect(plan.contains { $0.contains("comments_by_post") }, "\(plan)")
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }

    @Test("addComment bumps the count, deletes its draft, and refuses bad text or a missing post")
    func add() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let draft = try store.saveDraft(Draft(mode: .comment, targetPostID: 1, text: "+1"))
            let comment = try store.addComment(postID: 1, text: "+1", draftID: draft)
            #expect(comment.userID == "u_me" && comment.createdAt == fixedNow && comment.postID == 1)
            #expect(try store.post(id: 1)?.commentCount == 13)
            #expect(try store.comments(on: 1).first == comment)
            #expect(try store.draftCount() == 0)
            let before = try snapshot(store)
            #expect(throws: Refusal.self) { try store.addComment(postID: 1, text: " ") }
            #expect(throws: Refusal.self) { try store.addComment(postID: 1, text: String(repeating: "字", count: 141)) }
            #expect(throws: Refusal.self) { try store.addComment(postID: 404, text: "hi") }
            #expect(try snapshot(store) == before)
        }
    }
}
