import Testing
@testable import WeiboCore

/// The editor's pictures (Ctrl-O, the strip), 可见范围 (Ctrl-V), and Tab
/// completing the file prompt's path as a shell does.
@Suite struct EditorMediaTests {
    static func webAccount() -> TestStore {
        var store = ReducerFixture.account()
        var state = store.state
        state.info.accountKind = .web
        store = TestStore(state)
        return store
    }

    /// The editor of a new text post, `paths` attached, the strip focused on the last.
    static func editor(_ paths: [String], selection: Int? = nil) -> EditorState {
        var e = EditorState(draft: ComposeDraft(mode: .post(.text)))
        e.draft.media = paths
        e.focus = paths.isEmpty ? .body : .pictures
        e.pictureSelection = selection ?? max(0, paths.count - 1)
        e.isDirty = !paths.isEmpty
        return e
    }

    @Test("Tab fills in what the names share; a lone directory gets its /; dot files only after a dot")
    func completion() {
        let entries = [PathCompletion.Entry("snow-1.png"), PathCompletion.Entry("snow-2.png"), PathCompletion.Entry("sun", isDirectory: true),
                       PathCompletion.Entry(".snowrc")]
        #expect(PathCompletion.complete("~/pics/sn", entries: entries).text == "~/pics/snow-")
        #expect(PathCompletion.complete("~/pics/sn", entries: entries).candidates.map(\.name) == ["snow-1.png", "snow-2.png"])
        #expect(PathCompletion.complete("su", entries: entries) == ("sun/", []))
        #expect(PathCompletion.complete("/tmp/snow-2", entries: entries) == ("/tmp/snow-2.png", []))
        #expect(PathCompletion.complete("x", entries: entries) == ("x", []))
        #expect(PathCompletion.complete(".s", entries: entries) == (".snowrc", []))
        #expect(PathCompletion.split("/") == ("/", ""))
        #expect(PathCompletion.listing([PathCompletion.Entry("a.png"), PathCompletion.Entry("b", isDirectory: true)]) == "a.png  b/")
    }

    @Test("Tab in the file prompt completes; a second Tab that adds nothing lists the names in a line")
    func tabInThePrompt() {
        var prompt = PathPromptState(kind: .photo)
        var s = sampleState()
        s.modal = .compose(.pathPrompt(prompt))
        var store = TestStore(s)
        store.type("sn") {
            prompt.field.setText("sn")
            $0.modal = .compose(.pathPrompt(prompt))
        }
        store.press(.tab, effects: [.compose(.listDirectory("sn"))])
        let entries = [PathCompletion.Entry("snow-1.png"), PathCompletion.Entry("snow-2.png")]
        store.send(.compose(.pathEntries(text: "sn", entries: entries))) {
            prompt.field.setText("snow-")
            prompt.completionStalled = "snow-"
            $0.modal = .compose(.pathPrompt(prompt))
        }
        store.press(.tab, effects: [.compose(.listDirectory("snow-"))])
        store.send(.compose(.pathEntries(text: "snow-", entries: entries))) {
            prompt.candidates = entries
            $0.modal = .compose(.pathPrompt(prompt))
        }
        #expect(ScreenView.render(store.state).canvas.text.contains("snow-1.png  snow-2.png"))
        // Typing on takes the list away.
        store.type("2") {
            prompt.field.setText("snow-2")
            prompt.candidates = []
            prompt.completionStalled = nil
            $0.modal = .compose(.pathPrompt(prompt))
        }
    }

    @Test("Ctrl-O asks for a file that joins the strip; a kill after it keeps it, as the draft is dirty")
    func attach() {
        var store = Self.webAccount()
        store.send(.compose(.openDraft(ComposeDraft(mode: .post(.text))))) {
            $0.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text)))))
        }
        let before = Self.editor([])
        store.press(.ctrl("o")) { $0.modal = .compose(.pathPrompt(PathPromptState(kind: .text, attachingTo: before))) }
        store.send(.compose(.mediaChecked(path: "/p/a.png", problem: nil))) { $0.modal = .compose(.editor(Self.editor(["/p/a.png"]))) }
        #expect(ScreenView.render(store.state).canvas.text.contains("1 a.png"))
        // A video beside a picture is refused (a video goes alone), the line saying why.
        store.press(.tab, .tab) { $0.editor?.focus = .pictures }
        store.press(.ctrl("o")) { $0.modal = .compose(.pathPrompt(PathPromptState(kind: .text, attachingTo: Self.editor(["/p/a.png"])))) }
        store.send(.compose(.mediaChecked(path: "/p/v.mp4", problem: nil, video: true))) {
            var refused = PathPromptState(kind: .text, attachingTo: Self.editor(["/p/a.png"]))
            refused.message = "视频只能单独发，不能和图片一起"
            $0.modal = .compose(.pathPrompt(refused))
        }
        // Esc goes back to the editor as it was.
        store.press(.escape) { $0.modal = .compose(.editor(Self.editor(["/p/a.png"]))) }
    }

    @Test("the file prompt over the editor: a save ending meanwhile gives the draft its id, and a quit keeps the draft")
    func promptOverTheEditor() {
        var e = Self.editor([])
        e.draft.body = TextEditor(text: "写了一半")
        var s = sampleState()
        s.modal = .compose(.pathPrompt(PathPromptState(kind: .text, attachingTo: e)))
        var store = TestStore(s)
        store.send(.compose(.draftSaved(id: 7))) {
            var saved = e
            saved.draft.draftID = 7
            $0.modal = .compose(.pathPrompt(PathPromptState(kind: .text, attachingTo: saved)))
            $0.quitDroppingUnsavedDraft = false
        }
        var kept = e.draft
        kept.draftID = 7
        store.send(.app(.quit), effects: [.compose(.keepOpenDraft(kept)), .app(.quit)]) { $0.quitRequested = true }
    }

    @Test("the strip: arrows select, < and > move the picture, x removes it; the stored draft keeps the order")
    func reorderAndRemove() {
        var s = sampleState()
        s.modal = .compose(.editor(Self.editor(["/p/a.png", "/p/b.png", "/p/c.png"])))
        var store = TestStore(s)
        store.press(.char("<")) {
            $0.editor?.draft.media = ["/p/a.png", "/p/c.png", "/p/b.png"]
            $0.editor?.pictureSelection = 1
        }
        store.press(.left) { $0.editor?.pictureSelection = 0 }
        store.press(.char("x")) {
            $0.editor?.draft.media = ["/p/c.png", "/p/b.png"]
            $0.editor?.pictureSelection = 0
        }
        store.press(.char(">")) {
            $0.editor?.draft.media = ["/p/b.png", "/p/c.png"]
            $0.editor?.pictureSelection = 1
        }
        #expect(store.state.editor?.draft.stored.mediaPath == "/p/b.png\n/p/c.png")
        #expect(store.state.editor?.draft.stored.media == ["/p/b.png", "/p/c.png"])
        // Letters do not type while the strip has the keys; Esc gives them back to the text.
        store.press(.char("q"))
        store.press(.escape) { $0.editor?.focus = .body }
        store.type("q") {
            $0.editor?.draft.body.insert("q")
        }
    }

    @Test("where pictures are drawn, each file shows as a small picture over its name: the shell decodes what the strip shows")
    func thumbnails() {
        var s = AppState(info: AppInfo(picturesDrawable: true), size: Size(width: 80, height: 24))
        s.modal = .compose(.editor(Self.editor(["/p/a.png", "/p/b.png"])))
        let frame = ScreenView.render(s).canvas
        #expect(frame.pictures.map(\.address) == ["/p/a.png", "/p/b.png"])
        #expect(frame.text.contains("加载中"))
        // A short screen keeps its rows for the text: names only.
        s.size = Size(width: 80, height: 12)
        #expect(ScreenView.render(s).canvas.pictures.isEmpty)
        s.size = Size(width: 80, height: 24)
        s.info.picturesDrawable = false
        #expect(ScreenView.render(s).canvas.pictures.isEmpty)
    }

    @Test("a text post written here with pictures shows them all, in their order; a video is played, not drawn")
    func localPictures() {
        let post = Post(id: 1, userID: "u_me", authorName: "我", text: "三张", createdAt: 0, kind: .text,
                        mediaPath: "/p/c.png\n/p/a.png\n/p/b.png")
        #expect(post.pictureAddresses == ["/p/c.png", "/p/a.png", "/p/b.png"])
        let video = Post(id: 2, userID: "u_me", authorName: "我", text: "", createdAt: 0, kind: .photo, mediaPath: "/p/v.mp4",
                         video: PostVideo(stream: "/p/v.mp4"))
        #expect(video.pictureAddresses.isEmpty)
    }

    @Test("nine pictures fill a post: Ctrl-O then says so")
    func nineAtMost() {
        var s = sampleState()
        let nine = (1...9).map { "/p/\($0).png" }
        s.modal = .compose(.editor(Self.editor(nine)))
        var store = TestStore(s)
        store.press(.ctrl("o")) { $0.editor?.message = "最多 9 张图片" }
        var tenth = Self.editor(nine).draft
        tenth.media.append("/p/10.png")
        #expect(tenth.refusal(for: .web) == "最多 9 张图片")
    }

    @Test("Ctrl-V cycles 公开, 好友圈, 仅自己 on a web session, shown in the bar; the draft keeps it")
    func visibilityOnTheWeb() {
        var store = Self.webAccount()
        var s = store.state
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text)))))
        store = TestStore(s)
        store.press(.ctrl("v")) {
            $0.editor?.draft.visibility = .friends
            $0.editor?.isDirty = true
            $0.editor?.message = "可见范围：好友圈"
        }
        store.press(.ctrl("v")) {
            $0.editor?.draft.visibility = .me
            $0.editor?.message = "可见范围：仅自己"
        }
        #expect(ScreenView.render(store.state).canvas.text.contains("发微博 · 仅自己"))
        #expect(store.state.editor?.draft.stored.visibility == .me)
        #expect(ComposeDraft(store.state.editor!.draft.stored).visibility == .me)
        store.press(.ctrl("v")) {
            $0.editor?.draft.visibility = .everyone
            $0.editor?.message = "可见范围：公开"
        }
    }

    @Test("an Open API account refuses a video as it is chosen, in one line saying why and where to post it; a web session and the sample take it")
    func videoOnAnAccount() {
        for (kind, line) in [(AccountKind.openAPI, "微博开放接口不能上传视频：请在微博 App 或 weibo.com 发视频")] {
            var s = ReducerFixture.account().state
            s.info.accountKind = kind
            // Ctrl-O in the editor: the prompt says it, the editor keeps its text.
            let editor = Self.editor([])
            s.modal = .compose(.pathPrompt(PathPromptState(kind: .text, attachingTo: editor)))
            var store = TestStore(s)
            store.send(.compose(.mediaChecked(path: "/p/v.mp4", problem: nil, video: true))) {
                var refused = PathPromptState(kind: .text, attachingTo: editor)
                refused.message = line
                $0.modal = .compose(.pathPrompt(refused))
            }
            // 照片/视频 from the popup: the same line, no editor opened for it.
            s.modal = .compose(.pathPrompt(PathPromptState(kind: .photo)))
            store = TestStore(s)
            store.send(.compose(.mediaChecked(path: "/p/v.mp4", problem: nil, video: true))) {
                var refused = PathPromptState(kind: .photo)
                refused.message = line
                $0.modal = .compose(.pathPrompt(refused))
            }
            // A draft holding one (written on the sample): Ctrl-S says it, nothing is queued.
            var draft = ComposeDraft(mode: .post(.photo), mediaPath: "/p/v.mp4")
            draft.mediaIsVideo = true
            s.modal = .compose(.editor(EditorState(draft: draft)))
            store = TestStore(s)
            store.press(.ctrl("s")) { $0.editor?.message = line }
        }
        // The line fits the editor's message row at 80 columns, in either language.
        #expect(Unavailable.video.message(for: .openAPI).terminalWidth <= 78)
        #expect(Language.with(.en) { Unavailable.video.message(for: .openAPI) }.terminalWidth <= 78)
        #expect(Unavailable.video.refusal(for: .web) == nil)
        // A web session: Ctrl-O and 照片/视频 take it; Ctrl-S queues it.
        var w = ReducerFixture.account().state
        w.info.accountKind = .web
        w.modal = .compose(.pathPrompt(PathPromptState(kind: .text, attachingTo: Self.editor([]))))
        var webStore = TestStore(w)
        webStore.send(.compose(.mediaChecked(path: "/p/v.mp4", problem: nil, video: true))) {
            var e = Self.editor(["/p/v.mp4"])
            e.draft.mediaIsVideo = true
            $0.modal = .compose(.editor(e))
        }
        w.modal = .compose(.pathPrompt(PathPromptState(kind: .photo)))
        webStore = TestStore(w)
        webStore.send(.compose(.mediaChecked(path: "/p/v.mp4", problem: nil, video: true))) {
            var draft = ComposeDraft(mode: .post(.photo), mediaPath: "/p/v.mp4")
            draft.mediaIsVideo = true
            $0.modal = .compose(.editor(EditorState(draft: draft)))
        }
        var queued = ComposeDraft(mode: .post(.photo), mediaPath: "/p/v.mp4")
        queued.mediaIsVideo = true
        webStore.press(.ctrl("s"), effects: [.compose(.queue(queued))]) { $0.editor?.isPublishing = true }
        // The sample takes a video, alone: not beside pictures.
        var sample = sampleState()
        sample.modal = .compose(.pathPrompt(PathPromptState(kind: .text, attachingTo: Self.editor([]))))
        var store = TestStore(sample)
        store.send(.compose(.mediaChecked(path: "/p/v.mp4", problem: nil, video: true))) {
            var e = Self.editor(["/p/v.mp4"])
            e.draft.mediaIsVideo = true
            $0.modal = .compose(.editor(e))
        }
        sample.modal = .compose(.pathPrompt(PathPromptState(kind: .text, attachingTo: Self.editor(["/p/a.png"]))))
        store = TestStore(sample)
        store.send(.compose(.mediaChecked(path: "/p/v.mp4", problem: nil, video: true))) {
            var refused = PathPromptState(kind: .text, attachingTo: Self.editor(["/p/a.png"]))
            refused.message = "视频只能单独发，不能和图片一起"
            $0.modal = .compose(.pathPrompt(refused))
        }
    }

    @Test("an Open API account and the sample say in one line why there is no choice")
    func visibilityElsewhere() {
        var api = ReducerFixture.account()
        var s = api.state
        s.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text)))))
        api = TestStore(s)
        api.press(.ctrl("v")) { $0.editor?.message = Unavailable.visibility.message }
        api.press(.ctrl("o")) { $0.editor?.message = Unavailable.pictures.message }
        var sample = sampleState()
        sample.modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.text)))))
        var store = TestStore(sample)
        store.press(.ctrl("v")) { $0.editor?.message = "示例里的微博只在本机，没有可见范围" }
    }
}
