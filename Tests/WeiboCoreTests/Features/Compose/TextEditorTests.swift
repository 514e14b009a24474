import Testing
@testable import WeiboCore

@Suite struct TextEditorTests {
    @Test func deletesAndMovesByGraphemeCluster() {
        var e = TextEditor(text: "a👨‍👩‍👧é中")
        #expect(e.cursor == 4)
        _ = e.apply(.backspace, width: 20)
        #expect(e.text == "a👨‍👩‍👧é")
        _ = e.apply(.left, width: 20)
        _ = e.apply(.backspace, width: 20)
        #expect(e.text == "aé", "the whole family emoji goes in one keystroke")
        _ = e.apply(.home, width: 20)
        _ = e.apply(.delete, width: 20)
        #expect(e.text == "é")
    }

    @Test func combiningMarkJoinsThePreviousCharacter() {
        var e = TextEditor(text: "cafe")
        e.insert("\u{0301}")
        #expect(e.text == "café" && e.cursor == 4)
    }

    @Test func upAndDownFollowWrappedLines() {
        var e = TextEditor(text: "一二三四五六七八九十", cursor: 7)
        // width 8: 四 chars a line → 一二三四 / 五六七八 / 九十
        _ = e.apply(.up, width: 8)
        #expect(e.cursor == 3)
        _ = e.apply(.down, width: 8)
        _ = e.apply(.down, width: 8)
        #expect(e.cursor == 10)
        _ = e.apply(.home, width: 8)
        #expect(e.cursor == 8)
    }

    @Test func pasteIsCutAtCapacity() {
        var e = TextEditor(capacity: 301)
        let whole = e.insert(String(repeating: "长", count: 5_000))
        #expect(!whole)
        // 3 bytes each: 100 whole characters fit in 301 bytes, never a part of one.
        #expect(e.text.count == 100 && e.cursor == 100)
    }

    /// 140 × (`e` + 7,500 × U+0301) counted 140 and was 2.1 MB: the byte
    /// capacity stops it at a whole character, where a character count did not.
    @Test func combiningMarksAreCutByBytes() {
        let heavy = "e" + String(repeating: "\u{301}", count: 7_500)
        var e = TextEditor()
        #expect(e.capacity == TextCap.body.bytes)
        var whole = e.insert(String(repeating: heavy, count: 140))
        #expect(!whole)
        #expect(e.text == heavy)  // 15,001 bytes: one fits in 16 KB, two do not
        #expect(e.cursor == 1)
        whole = e.insert(heavy)
        #expect(!whole && e.text == heavy)
        whole = e.insert("好")
        #expect(whole && e.text == heavy + "好")
    }

    @Test func hugePasteIsOneInsertion() {
        let events = (0..<3_000).map { _ in InputEvent.key(.char("长")) } + [.key(.enter)]
        let merged = InputCoalescing.coalesce(events)
        #expect(merged.count == 2)
        #expect(merged.first == .key(.text(String(repeating: "长", count: 3_000))))
    }
}

@Suite struct EditorFlowTests {
    func state() -> AppState {
        var s = Fixture.state(width: 80, height: 24)
        s.compose.knownUsers = [User(id: "u_me", name: "夜航船的猫", isLocal: true), User(id: "u_k", name: "西湖边跑步的Kiki"),
                        User(id: "u_l", name: "长沙吃货日记")]
        return s
    }

    func keys(_ s: inout AppState, _ ks: Key...) -> [Effect] {
        ks.flatMap { k in s.keymap.actions(for: .key(k), in: s).flatMap { reduce(&s, $0) } }
    }

    @Test func popupTextOpensTheEditorAndCtrlSPublishes() {
        var s = state()
        _ = keys(&s, .char("+"), .char("1"))
        #expect(s.editor?.draft.mode == .post(.text))
        #expect(ScreenView.render(s).canvas.text.contains("分享新鲜事…"))
        _ = keys(&s, .text("你好，世界"))
        let effects = keys(&s, .ctrl("s"))
        guard case .compose(.publish(let draft))? = effects.first else { Issue.record("no publish: \(effects)"); return }
        #expect(draft.text == "你好，世界")
        _ = reduce(&s, .compose(.published(Post(id: 99, userID: "u_me", authorName: "夜航船的猫", text: "你好，世界", createdAt: 0))))
        #expect(s.modal == nil && s.timeline.first?.id == 99)
    }

    @Test func emptyAndOverLimitPostsAreRefused() {
        var s = state()
        _ = keys(&s, .char("+"), .char("1"))
        #expect(keys(&s, .ctrl("s")).isEmpty)
        #expect(s.editor?.message == "内容不能为空")
        _ = keys(&s, .text(String(repeating: "中", count: 141)))
        #expect(keys(&s, .ctrl("s")).isEmpty)
        #expect(s.editor?.message == "超出 1 字，无法发布")
    }

    /// Issue 11, point 3: a paste of combining marks stops at the byte cap,
    /// and the editor says why instead of swallowing it silently.
    @Test func pastePastTheByteCapIsCutAndSaysWhy() {
        var s = state()
        _ = keys(&s, .char("+"), .char("1"))
        let heavy = "e" + String(repeating: "\u{301}", count: 7_500)
        _ = keys(&s, .text(String(repeating: heavy, count: 140)))
        #expect(s.editor?.draft.text == heavy)
        #expect(s.editor?.message == "正文不能超过 16 KB，多出的部分没有输入")
        #expect(ScreenView.render(s).canvas.text.contains("正文不能超过 16 KB"))
        _ = keys(&s, .char("好"))
        #expect(s.editor?.message == nil && s.editor?.draft.text == heavy + "好")
    }

    @Test func escAsksToSaveTheDraft() {
        var s = state()
        _ = keys(&s, .char("+"), .char("1"), .text("草稿"), .escape)
        #expect(s.editor?.confirmingExit == true)
        #expect(ScreenView.render(s).canvas.text.contains("保存草稿？"))
        _ = keys(&s, .char("c"))
        #expect(s.editor?.confirmingExit == false && s.editor?.draft.text == "草稿")
        _ = keys(&s, .escape)
        let effects = keys(&s, .char("y"))
        #expect(s.modal == nil)
        guard case .compose(.saveDraft(let d))? = effects.first else { Issue.record("no save"); return }
        #expect(d.text == "草稿")
    }

    @Test func atOpensCompletionAndEnterInsertsTheName() {
        var s = state()
        _ = keys(&s, .char("+"), .char("1"), .text("你好 @西"))
        #expect(s.editor?.mention?.query == "西")
        #expect(s.mentionCandidates("西").map(\.name) == ["西湖边跑步的Kiki"])
        _ = keys(&s, .enter)
        #expect(s.editor?.draft.text == "你好 @西湖边跑步的Kiki ")
        #expect(s.editor?.mention == nil)
        _ = keys(&s, .char("@"), .escape)
        #expect(s.editor?.draft.text.hasSuffix("@") == true, "Esc keeps what was typed")
    }

    @Test func ctrlEInsertsAnEmoticon() {
        var s = state()
        _ = keys(&s, .char("+"), .char("1"), .ctrl("e"), .right, .enter)
        #expect(s.editor?.draft.text == "[偷笑]")
    }

    @Test func autosaveOnlyWhenDirty() {
        var s = state()
        _ = keys(&s, .char("+"), .char("1"))
        #expect(reduce(&s, .compose(.autosaveDue)).isEmpty)
        _ = keys(&s, .char("a"))
        guard case .compose(.saveDraft)? = reduce(&s, .compose(.autosaveDue)).first else { Issue.record("no autosave"); return }
        _ = reduce(&s, .compose(.draftSaved(id: 7)))
        #expect(s.editor?.draft.draftID == 7 && s.editor?.isDirty == false)
    }

    @Test func longPostHasATitleLineAndReviewAsksForStars() {
        var s = state()
        _ = keys(&s, .char("+"), .char("3"))
        #expect(s.editor?.draft.title != nil && s.editor?.focus == .title)
        _ = keys(&s, .text("标题"), .tab, .text("正文"))
        #expect(s.editor?.draft.title?.text == "标题" && s.editor?.draft.text == "正文")
        s.modal = nil
        _ = keys(&s, .char("+"), .char("5"))
        #expect(s.modal == .compose(.ratingPicker(stars: 5)))
        _ = keys(&s, .left, .enter)
        #expect(s.editor?.draft.rating == 4)
    }

    @Test func cameraSaysWhatATerminalLacksAndOffersAFile() {
        var s = state()
        _ = keys(&s, .char("+"), .char("6"), .char("2"))
        guard case .compose(.pathPrompt(let prompt))? = s.modal else { Issue.record("no prompt"); return }
        #expect(prompt.message?.contains("没有相机") == true)
        _ = keys(&s, .text("/etc/hostname"))
        #expect(keys(&s, .enter) == [.compose(.checkMediaPath("/etc/hostname"))])
        _ = reduce(&s, .compose(.mediaChecked(path: "/etc/hostname", problem: nil)))
        #expect(s.editor?.draft.mediaPath == "/etc/hostname")
    }

    @Test func commentAndRepostFromTheTimeline() {
        var s = state()
        _ = keys(&s, .char("c"))
        #expect(s.editor?.draft.mode == .comment(postID: 2))
        s.modal = nil
        _ = keys(&s, .char("f"))
        #expect(s.editor?.draft.mode == .repost(postID: 2))
        #expect(s.editor?.draft.refusal == nil, "an empty repost is allowed")
        s.modal = nil
        #expect(keys(&s, .char("l")) == [.home(.setLiked(postID: 2, liked: true))])
    }
}

@Suite struct MentionTests {
    static let table = PinyinTable(entries: ["西xi", "湖hu", "边bian", "跑pao", "步bu", "的de", "长chang", "沙sha", "吃chi", "货huo", "日ri", "记ji"])
    static let users = [User(id: "u_me", name: "夜航船的猫", isLocal: true), User(id: "u_k", name: "西湖边跑步的Kiki"),
                        User(id: "u_l", name: "长沙吃货日记")]

    @Test func matchesChineseNamesPinyinAndInitials() {
        let find = { (q: String) in MentionMatcher.candidates(q, users: Self.users, pinyin: Self.table).map(\.name) }
        #expect(find("西湖") == ["西湖边跑步的Kiki"])
        #expect(find("kiki") == ["西湖边跑步的Kiki"])
        #expect(find("xihu") == ["西湖边跑步的Kiki"])
        #expect(find("csch") == ["长沙吃货日记"])
        #expect(find("changsha") == ["长沙吃货日记"])
        #expect(find("") == ["西湖边跑步的Kiki", "长沙吃货日记"], "never the local user")
        #expect(find("zzz").isEmpty)
    }

    @Test func detectsTheQueryAfterTheAtSign() {
        var field = TextField(text: "你好 @xi")
        #expect(MentionCompletion.detect(in: field, previous: nil)?.query == "xi")
        field = TextField(text: "email a@b c")
        #expect(MentionCompletion.detect(in: field, previous: nil) == nil)
        field = TextField(text: "@西湖 ")
        #expect(MentionCompletion.detect(in: field, previous: nil) == nil, "a space ends the mention")
    }

    @Test func chatOffersMentionsToo() {
        var s = AppState(size: Size(width: 80, height: 24))
        s.compose.knownUsers = Self.users
        s.compose.pinyinTable = Loaded(Self.table)
        _ = reduce(&s, .tabBar(.select(.message)))
        _ = reduce(&s, .messages(.conversationsLoaded([Conversation(id: "d1", userID: "u_k", userName: "西湖边跑步的Kiki", lastMessage: "hi", lastMessageAt: 0)], reset: true)))
        _ = reduce(&s, .navigation(.move(4)))
        _ = reduce(&s, .navigation(.activate))
        _ = reduce(&s, .messages(.chatKey(.text("约 @chang"))))
        #expect(s.messages.chats["d1"]?.mention?.query == "chang")
        #expect(ScreenView.render(s).canvas.text.contains("@长沙吃货日记"))
        _ = reduce(&s, .messages(.send))
        #expect(s.messages.chats["d1"]?.input.text == "约 @长沙吃货日记 ", "Enter chooses from the open list")
        #expect(reduce(&s, .messages(.send)) == [.messages(.sendMessage(conversationID: "d1", text: "约 @长沙吃货日记 "))])
    }
}

@Suite struct HelpOverlayTests {
    @Test func f1InTheEditorShowsHelpAndLeavesTheDraftAsItWas() {
        var s = Fixture.state(width: 80, height: 24)
        for a in [Action.compose(.openPopup), .compose(.popupChoose(0)), .compose(.key(.text("写了一半")))] { _ = reduce(&s, a) }
        let before = s.editor
        for a in s.keymap.actions(for: .key(.function(1)), in: s) { _ = reduce(&s, a) }
        #expect(s.helpVisible && s.editor == before)
        #expect(ScreenView.render(s).canvas.text.contains("快捷键"))
        for a in s.keymap.actions(for: .key(.char("x")), in: s) { _ = reduce(&s, a) }
        #expect(!s.helpVisible && s.editor == before, "the key that closes help does not type")
    }
}

@Suite struct PolyphoneMentionTests {
    @Test func anyReadingOfAPolyphoneSpellsTheName() {
        let table = PinyinTable(entries: ["长zhang,chang", "沙sha", "重zhong,chong", "庆qing"])
        #expect(table.spells("长沙吃货", prefix: "changsha"))
        #expect(table.spells("长沙吃货", prefix: "zhangsh"))
        #expect(table.spells("重庆", prefix: "cq", initials: true))
        #expect(!table.spells("长沙", prefix: "changshang"))
        #expect(table.syllables(of: "长沙") == ["zhang", "sha"], "the most common reading first")
    }
}
