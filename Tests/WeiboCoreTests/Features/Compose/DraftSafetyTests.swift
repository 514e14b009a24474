import Testing
@testable import WeiboCore

/// Issue 11, point 6: a draft that cannot be saved is never dropped silently.
@Suite struct DraftSafetyTests {
    static func editing(_ text: String) -> TestStore {
        var s = AppState(size: Size(width: 80, height: 24))
        send(&s, PopupItems.open(.text))
        _ = reduce(&s, .compose(.key(.text(text))))
        return TestStore(s)
    }

    @Test("a quit whose save fails is called off once; the second quit leaves without the draft")
    func quitAsksFirst() {
        var store = Self.editing("没存上的字")
        let draft = store.state.editor!.draft
        store.send(.app(.quit), effects: [.compose(.keepOpenDraft(draft)), .app(.quit)]) { $0.quitRequested = true }
        store.send(.compose(.draftSaveFailed(draft, why: "草稿保存失败：磁盘已满"))) {
            $0.quitRequested = false
            $0.quitDroppingUnsavedDraft = true
            $0.editor?.message = "草稿保存失败：磁盘已满。再按 Ctrl-C 放弃草稿并退出"
        }
        store.send(.app(.quit), effects: [.app(.quit)]) { $0.quitRequested = true; $0.editor?.message = "草稿保存失败：磁盘已满。再按 Ctrl-C 放弃草稿并退出" }
    }

    @Test("Esc → y that cannot save opens the editor again with the text and the reason")
    func saveDraftFailureReopens() {
        var store = Self.editing("要存的草稿")
        let draft = store.state.editor!.draft
        store.send(.compose(.leaveEditor)) { $0.editor?.confirmingExit = true }
        store.send(.compose(.dialogCommand(.saveDraft)), effects: [.compose(.saveDraft(draft)), .compose(.editorClosed)]) {
            $0.modal = nil
            $0.notice = "已保存到草稿箱"
        }
        store.send(.compose(.draftSaveFailed(draft, why: "草稿保存失败：磁盘已满"))) {
            var e = EditorState(draft: draft)
            e.isDirty = true
            e.message = "草稿保存失败：磁盘已满"
            $0.modal = .compose(.editor(e))
            $0.notice = nil
        }
    }
}
