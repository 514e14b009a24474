import Glibc
import Testing
@testable import WeiboApp
import WeiboCore
import WeiboStore

/// `EffectRunner` hands each effect to its feature's runner, and each
/// runner answers a refusal its own way: a chat and the profile editor keep
/// what was typed and say why; anything else is a notice.
@MainActor
@Suite(.serialized) struct EffectRunnerTests {
    static func withRunner(_ body: (EffectRunner, Store) throws -> Void) throws {
        try TemporaryStore.with { _, store in
            try body(EffectRunner(store: store, terminal: RecordingTerminal()), store)
        }
    }

    @Test("a message refused stays in its chat; a post not mine to delete is a notice, and stays")
    func refusalsGoToTheirFeature() throws {
        try Self.withRunner { runner, store in
            let chat = try store.conversations(limit: 1, before: nil, unreadOnly: false).first!.id
            #expect("\(runner.perform(.messages(.sendMessage(conversationID: chat, text: " "))))"
                    == "\([Action.messages(.messageRefused(conversationID: chat, "不能发送空消息"))])")
            let me = try store.localUser().id
            let theirs = try store.posts(.timeline, .newest, limit: 100).first { $0.userID != me }!
            #expect("\(runner.perform(.home(.deletePost(theirs.id))))" == "\([Action.app(.notify("只能删除自己的微博"))])")
            #expect(try store.post(id: theirs.id) != nil)
        }
    }

    @Test("a profile the store refuses goes back to the profile editor")
    func profileRefusal() throws {
        try Self.withRunner { runner, _ in
            let answer = runner.perform(.profile(.updateProfile(name: "", bio: "")))
            guard answer.count == 1, case .profile(.profileRefused(let why)) = answer[0] else {
                Issue.record("not a refusal: \(answer)"); return
            }
            #expect(!why.isEmpty)
        }
    }

    @Test("each feature's reads answer to that feature")
    func readsAnswerTheirFeature() throws {
        try Self.withRunner { runner, _ in
            #expect("\(runner.perform(.home(.loadPostDetail(99_999))))" == "\([Action.home(.postGone(99_999))])")
            guard case .tabBar(.countsLoaded)? = runner.perform(.tabBar(.loadCounts)).first,
                  case .profile(.draftsLoaded([]))? = runner.perform(.profile(.loadDrafts)).first,
                  case .search(.resultsLoaded(.messages, _, _))? = runner.perform(.search(.find(.messages, SearchQuery("x"), limit: 5))).first
            else { Issue.record("an answer went elsewhere"); return }
            #expect(runner.perform(.app(.quit)).isEmpty)
        }
    }
}
