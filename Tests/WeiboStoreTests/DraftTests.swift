import Testing
import WeiboCore
@testable import WeiboStore

@Suite("Drafts")
struct DraftTests {
    @Test("save inserts, save with the id updates, delete removes; all fields round-trip")
    func crud() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            #expect(try store.draftCount() == 0)
            var draft = Draft(mode: .post, kind: .longPost, title: "题目", text: "第一稿", cursor: 2)
            let id = try store.saveDraft(draft)
            draft.id = id
            draft.updatedAt = fixedNow
            #expect(try store.draft(id: id) == draft)
            draft.text = "第二稿 🐱‍👤"
            draft.cursor = 4
            #expect(try store.saveDraft(draft) == id)
            #expect(try store.draft(id: id) == draft)
            #expect(try store.draftCount() == 1)

            let full = Draft(mode: .repost, kind: .checkIn, targetPostID: 1, title: nil, text: "x",
                             place: "长沙", rating: 3, mediaPath: "/m.png", cursor: 1)
            let second = try store.saveDraft(full)
            var expected = full
            expected.id = second
            expected.updatedAt = fixedNow
            #expect(try store.draft(id: second) == expected)
            #expect(try store.drafts().map(\.id) == [second, id])

            try store.deleteDraft(id: id)
            try store.deleteDraft(id: id)
            #expect(try store.draft(id: id) == nil)
            #expect(try store.draftCount() == 1)
        }
    }

    @Test("saving a draft whose row is gone stores it afresh instead of losing the words")
    func staleID() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let id = try store.saveDraft(Draft(text: "a"))
            try store.deleteDraft(id: id)
            let again = try store.saveDraft(Draft(id: id, text: "ab"))
            #expect(try store.draft(id: again)?.text == "ab")
            #expect(try store.draftCount() == 1)
        }
    }

    @Test("drafts list newest save first")
    func order() throws {
        try withTemporaryDirectory { dir in
            var now = fixedNow
            let first = try openTestStore(dir, now: now)
            let a = try first.saveDraft(Draft(text: "a"))
            first.close()
            now += 10
            let second = try openTestStore(dir, now: now)
            let b = try second.saveDraft(Draft(text: "b"))
            second.close()
            now += 10
            let third = try openTestStore(dir, now: now)
            _ = try third.saveDraft(Draft(id: a, text: "a2"))
            #expect(try third.drafts().map(\.id) == [a, b])
            #expect(try third.drafts().first?.updatedAt == now)
        }
    }
}
