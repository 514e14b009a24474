import Testing
@testable import WeiboCore

/// Readline's keys in every field and the editor, Alt handed on outside
/// them, and Ctrl-X Ctrl-E's chord (issue 33's editor part).
@Suite struct ReadlineKeysTests {
    @Test("a word is a run of letters and digits: Chinese runs are words, Chinese punctuation ends them")
    func words() {
        let chars = Array("你好，世界 hello-world 123")
        #expect(WordMotion.wordStart(before: chars.count, in: chars) == chars.count - 3)
        #expect(WordMotion.wordStart(before: 5, in: chars) == 3, "世界 back to its start, past nothing")
        #expect(WordMotion.wordStart(before: 3, in: chars) == 0, "the ， is skipped, then 你好")
        #expect(WordMotion.wordEnd(after: 0, in: chars) == 2)
        #expect(WordMotion.wordEnd(after: 2, in: chars) == 5, "past ， to the end of 世界")
        #expect(WordMotion.wordStart(before: 0, in: chars) == 0 && WordMotion.wordEnd(after: chars.count, in: chars) == chars.count)
    }

    @Test("a text field: Ctrl-W, Alt-Backspace, Alt-B, Alt-F, Alt-D, Ctrl-U, Ctrl-K")
    func field() {
        var f = TextField(text: "成都 chengdu 青羊区")
        let w = f.apply(.ctrl("w"))
        #expect(w && f.text == "成都 chengdu " && f.cursor == 11)
        let rubout = f.apply(.alt("\u{7F}"))
        #expect(rubout && f.text == "成都 " && f.cursor == 3)
        f.setText("one two three")
        _ = f.apply(.alt("b"))
        #expect(f.cursor == 8)
        _ = f.apply(.alt("b"))
        _ = f.apply(.alt("f"))
        #expect(f.cursor == 7)
        _ = f.apply(.alt("d"))
        #expect(f.text == "one two" && f.cursor == 7)
        _ = f.apply(.alt("b"))
        _ = f.apply(.ctrl("k"))
        #expect(f.text == "one ")
        _ = f.apply(.ctrl("u"))
        #expect(f.text.isEmpty)
        let other = f.apply(.alt("x"))
        #expect(!other, "an Alt key no field edits with is no edit")
    }

    @Test("the editor: Ctrl-U and Ctrl-K reach the line's edges as drawn; Ctrl-K at an end joins the next line")
    func editor() {
        var e = TextEditor(text: "第一行\n第二行文字", cursor: 6)
        _ = e.apply(.ctrl("k"), width: 40)
        #expect(e.text == "第一行\n第二" && e.cursor == 6)
        _ = e.apply(.ctrl("u"), width: 40)
        #expect(e.text == "第一行\n" && e.cursor == 4)
        _ = e.apply(.home, width: 40)
        _ = e.apply(.up, width: 40)
        _ = e.apply(.end, width: 40)
        _ = e.apply(.ctrl("k"), width: 40)
        #expect(e.text == "第一行", "at the end of a line Ctrl-K takes the newline")
        _ = e.apply(.ctrl("w"), width: 40)
        #expect(e.text.isEmpty)
    }

    /// Ctrl-E opened the emoticons in the compose editor, so readline's
    /// end of line worked in every field but the one that needs it most.
    @Test("in the compose editor Ctrl-A and Ctrl-E are the line's ends; Ctrl-T opens the emoticons")
    func composeEditorLineEnds() {
        var s = Fixture.state(width: 80, height: 24)
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text)))))
        func press(_ key: Key) { for action in s.keymap.actions(for: key, in: s) { _ = reduce(&s, action) } }
        for c in "你好世界" { press(.char(c)) }
        press(.ctrl("a"))
        #expect(s.editor?.draft.body.cursor == 0 && s.editor?.emoticonSelection == nil)
        press(.ctrl("e"))
        #expect(s.editor?.draft.body.cursor == 4 && s.editor?.emoticonSelection == nil)
        press(.ctrl("t"))
        #expect(s.editor?.emoticonSelection == 0)
    }

    @Test("key names: Alt-B, M-b and Meta-B read as Alt; Alt-Backspace both ways")
    func names() {
        #expect(Key(name: "Alt-B") == .alt("b") && Key(name: "M-f") == .alt("f") && Key(name: "meta-d") == .alt("d"))
        #expect(Key(name: "Alt-Backspace") == .alt("\u{7F}") && Key.alt("\u{7F}").name == "Alt-Backspace")
        #expect(Key.alt("b").name == "Alt-B")
    }

    @Test("outside a field an Alt key is the Esc typed quickly before a key: both, in turn")
    func handedOn() {
        let s = Fixture.state(width: 80, height: 24)
        #expect(s.keymap.handedOn(.alt("j"), in: s) == [.escape, .char("j")])
        #expect(s.keymap.handedOn(.alt("\u{7F}"), in: s) == [.escape, .backspace])
        #expect(s.keymap.handedOn(.char("j"), in: s) == nil)
        var typing = s
        typing.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text)))))
        #expect(typing.keymap.handedOn(.alt("b"), in: typing) == nil, "the editor takes Alt-B")
        #expect(typing.keymap.handedOn(.alt("j"), in: typing) == [.escape, .char("j")], "not Alt-J: Esc then j")
        var bound = s
        bound.keymap.bind(.alt("j"), to: .down, in: .global)
        #expect(bound.keymap.handedOn(.alt("j"), in: bound) == nil, "a config's Alt binding is the key's")
    }

    @Test("Ctrl-X then Ctrl-E hands the text to the external editor; any other second key ends the chord")
    func chord() {
        var store = TestStore(Fixture.state(width: 80, height: 24))
        var e = EditorState(draft: ComposeDraft(mode: .post(.text), text: "草稿"))
        store.send(.compose(.openDraft(e.draft))) { $0.editor = e }
        store.press(.ctrl("x")) {
            $0.editor?.awaitingChordKey = true
            $0.editor?.message = "Ctrl-X：再按 Ctrl-E 用外部编辑器编辑"
        }
        store.press(.ctrl("e"), effects: [.compose(.editExternally("草稿"))]) {
            $0.editor?.awaitingChordKey = false
            $0.editor?.message = nil
        }
        store.send(.compose(.editedExternally("改好的草稿"))) {
            $0.editor?.draft.body = TextEditor(text: "改好的草稿")
            $0.editor?.isDirty = true
        }
        e = store.state.editor!
        store.press(.ctrl("x")) {
            $0.editor?.awaitingChordKey = true
            $0.editor?.message = "Ctrl-X：再按 Ctrl-E 用外部编辑器编辑"
        }
        store.press(.char("a")) {
            $0.editor?.awaitingChordKey = false
            $0.editor?.message = nil
            $0.editor?.draft.body = TextEditor(text: "改好的草稿a")
        }
        #expect(store.state.editor?.draft.text == "改好的草稿a", "the key that ended the chord does what it always does")
        // Ctrl-C after Ctrl-X still quits (the soak's monkey found it swallowed).
        store.press(.ctrl("x")) {
            $0.editor?.awaitingChordKey = true
            $0.editor?.message = "Ctrl-X：再按 Ctrl-E 用外部编辑器编辑"
        }
        #expect(store.state.keymap.actions(for: .key(.ctrl("c")), in: store.state).map { "\($0)" }
                == ["\(Action.compose(.chordKey(.ctrl("c"))))", "\(Action.app(.quit))"])
        store.send(.compose(.externalEditFailed("the editor vi exited with 1; the text is as it was"))) {
            $0.editor?.message = "the editor vi exited with 1; the text is as it was"
        }
        #expect(e.draft.text == "改好的草稿")
    }
}
