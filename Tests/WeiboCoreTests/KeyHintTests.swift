import Foundation
import Testing
@testable import WeiboCore

/// Every hint a screen draws names the keys in force: rebind a command and
/// each hint that names it follows; no screen keeps a key of its own.
@Suite struct KeyHintTests {
    /// The standard keymap with every binding moved to F12: a hint drawn
    /// from the tables then says `F12 …`, one written into a view still
    /// says `Esc …`, `e …` or `^E …`.
    static let everythingOnF12: Keymap = {
        var tables = Keymap.standard.tables
        for (context, table) in tables { tables[context] = table.map { KeyBinding([.function(12)], $0.command) } }
        return Keymap(tables: tables)
    }()

    /// A key name followed by a Chinese label (`e 编辑资料`, `Esc 返回`,
    /// `n/N 上下条`, `按 c 抢沙发`): the shape of a hint. Not after a
    /// Chinese word (`赞 / 取消赞` is a summary, not a key).
    static let keyBeforeLabel = try! NSRegularExpression(
        pattern: #"(?:^|(?<!\p{Han})[\s·，：；]|按\s?)(?:Esc|Enter|Tab|Space|Backspace|\^[A-Z]|Ctrl-[A-Z]|[↑↓←→]+|[A-Za-z+/?](?:/[A-Za-z])?|1-\d|[↑↓←→]/[↑↓←→])\s\p{Han}"#)

    static func hintsWithAKey(_ text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return keyBeforeLabel.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    static let post = Post(id: 9, userID: "u_me", authorName: "夜航船的猫", text: "早上好 #长沙美食# @长沙吃货日记", createdAt: 0)
    static let draft = Draft(id: 1, text: "写了一半的草稿", updatedAt: 0)

    /// Screens and dialogs with hints, each reached through `reduce` as a user would.
    static let cases: [(String, [Action])] = [
        ("首页 empty", [.home(.postsLoaded(.timeline, [], .newest))]),
        ("我", [.tabBar(.select(.profile))]),
        ("我 › 赞 empty", ProfileRows.open(.likedPosts) + [.home(.postsLoaded(.liked, [], .newest))]),
        ("草稿箱", ProfileRows.open(.drafts) + [.profile(.draftsLoaded([draft]))]),
        ("delete a draft?", ProfileRows.open(.drafts) + [.profile(.draftsLoaded([draft])), .profile(.deleteSelectedDraft)]),
        ("设置", ProfileRows.open(.settings)),
        ("关于", ProfileRows.open(.about)),
        ("profile editor", [.tabBar(.select(.profile)), .profile(.editProfile)]),
        ("post page", [.home(.postsLoaded(.timeline, [post], .newest)), .navigation(.activate), .home(.postDetailLoaded(PostDetail(post: post, comments: [])))]),
        ("action menu", [.home(.postsLoaded(.timeline, [post], .newest)), .home(.openActions)]),
        ("delete a post?", [.home(.postsLoaded(.timeline, [post], .newest)), .home(.deleteSelected)]),
        ("发现 search", [.tabBar(.select(.discover)), .discover(.placesLoaded(DiscoverScreenTests.places)),
                        .discover(.suggestionsLoaded(history: ["长沙"], hot: ["重庆"])), .discover(.beginSearch)]),
        ("find on 首页", [.search(.begin(.posts(.timeline)))]),
        ("find, answered", [.search(.begin(.posts(.timeline))), .search(.key(.char("长"))),
                            .search(.resultsLoaded(.posts(.timeline), SearchQuery("长"), SearchResults(posts: [post])))]),
        ("find, browsing", [.search(.begin(.posts(.timeline))), .search(.key(.char("长"))),
                            .search(.resultsLoaded(.posts(.timeline), SearchQuery("长"), SearchResults(posts: [post]))), .search(.submit)]),
        ("compose popup", [.compose(.openPopup)]),
        ("place picker", [.discover(.placesLoaded(DiscoverScreenTests.places))] + PopupItems.open(.checkIn)),
        ("rating", PopupItems.open(.review)),
        ("path prompt", PopupItems.open(.photo)),
        ("editor", PopupItems.open(.longPost)),
        ("save draft?", PopupItems.open(.text) + [.compose(.key(.text("写了"))), .compose(.leaveEditor)]),
        ("resume a draft?", [.compose(.offerDraft(ComposeDraft(mode: .post(.text), text: "上次的草稿")))]),
        ("help", [.app(.showHelp)]),
    ]

    static func render(_ actions: [Action], keymap: Keymap, size: Size = Size(width: 100, height: 30)) -> String {
        var s = Fixture.state(width: size.width, height: size.height)
        s.keymap = keymap
        for action in actions { _ = reduce(&s, action) }
        let canvas = ScreenView.render(s).canvas
        return (0..<size.height).map { canvas.rowText($0) }.joined(separator: "\n")
    }

    @Test("with the standard keys each of these screens shows a key hint (the control)")
    func standardKeysShowHints() {
        for (name, actions) in Self.cases {
            let text = Self.render(actions, keymap: .standard, size: name == "help" ? Size(width: 60, height: 12) : Size(width: 100, height: 30))
            #expect(!Self.hintsWithAKey(text).isEmpty, "\(name) shows no key hint:\n\(text)")
        }
    }

    @Test("with every command moved to F12 no screen still names a key of its own")
    func everyHintFollowsTheKeymap() {
        for (name, actions) in Self.cases {
            let text = Self.render(actions, keymap: Self.everythingOnF12, size: name == "help" ? Size(width: 60, height: 12) : Size(width: 100, height: 30))
            #expect(Self.hintsWithAKey(text).isEmpty, "\(name) still names \(Self.hintsWithAKey(text)):\n\(text)")
            #expect(text.contains("F12"), "\(name) names no key at all:\n\(text)")
        }
        #expect(PictureViewerScreen.hint(count: 2, keys: Self.everythingOnF12) == "F12 上一张 · F12 下一张 · F12 返回")
    }

    @Test("bind profile x edit-profile: 我 says x 编辑资料, not e 编辑资料")
    func profileHintFollowsTheConfig() {
        let config = Config.parse(Array("bind profile x edit-profile\nbind confirm Z yes\n".utf8), file: "config")
        #expect(config.problems.isEmpty)
        let keymap = config.keymap()
        let profile = Self.render([.tabBar(.select(.profile))], keymap: keymap)
        #expect(profile.contains("x 编辑资料") && !profile.contains("e 编辑资料"), "\(profile)")
        let question = Self.render(ProfileRows.open(.drafts) + [.profile(.draftsLoaded([Self.draft])), .profile(.deleteSelectedDraft)], keymap: keymap)
        #expect(question.contains("Z 删除 · n 取消") && !question.contains("y 删除"), "\(question)")
    }

    @Test("a dialog's rebound key answers it, and the old one no longer does")
    func dialogKeysAreBindings() {
        var s = Fixture.state(width: 80, height: 24)
        s.keymap.bind(.char("Z"), to: .yes, in: .confirm)
        s.keymap.unbind(.char("y"), in: .confirm)
        for action in ProfileRows.open(.drafts) + [.profile(.draftsLoaded([Self.draft])), .profile(.deleteSelectedDraft)] { _ = reduce(&s, action) }
        #expect(s.keymap.actions(for: .key(.char("y")), in: s).isEmpty, "y is no longer an answer")
        var store = TestStore(s)
        store.press(.char("y"))
        store.press(.char("Z"), effects: [.compose(.deleteDraft(1))]) { $0.modal = nil; $0.notice = "草稿已删除" }
    }

    @Test("the @ list's keys are bindings: rebound, the old key types on and the new one chooses")
    func mentionKeysAreBindings() {
        let flow = EditorFlowTests()
        var s = flow.state()
        s.keymap.bind(.ctrl("o"), to: .choose, in: .mentions)
        s.keymap.unbind(.tab, in: .mentions)
        var store = TestStore(s)
        flow.open(.text, &store, EditorState(draft: ComposeDraft(mode: .post(.text))))
        store.press(.text("你好 @西"), effects: [.compose(.loadMentionCandidates)]) {
            $0.editor = flow.typed(.text, "你好 @西")
            $0.editor?.mention = MentionCompletion(anchor: 3, query: "西", selection: 0)
            $0.compose.mentionCandidatesRequested = true
        }
        #expect(Keymap.contexts(in: store.state).prefix(2) == [.always, .mentions])
        // Tab is no longer the list's, nor the field switch of a post with no title: nothing changes.
        store.press(.tab)
        store.press(.ctrl("o")) { $0.editor = flow.typed(.text, "你好 @西湖边跑步的Kiki ") }
    }

    @Test("the ? overlay lists the dialogs' keys")
    func dialogKeysAreListed() {
        let contexts = Set(Keymap.standard.helpSections().map(\.context))
        for context in [KeyContext.confirm, .savePrompt, .emoticons, .actionMenu, .rating, .placePicker, .pathPrompt, .profileEditor, .mentions] {
            #expect(contexts.contains(context), "\(context)")
        }
        var s = Fixture.state(width: 80, height: 24)
        _ = reduce(&s, .home(.openActions))
        #expect(s.keymap.helpSections(in: s).first?.context == .actionMenu, "the open dialog's keys come first")
    }
}
