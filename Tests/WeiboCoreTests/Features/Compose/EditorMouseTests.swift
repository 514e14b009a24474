import Testing
@testable import WeiboCore

/// The mouse on the editor's strip: a click selects a file (the strip
/// takes the keys), the selected file's × removes it, a drag onto another
/// file moves it there, a click on the text gives the keys back; at 80
/// columns with thumbnails and at 20×8 with names alone.
@Suite struct EditorMouseTests {
    static let files = ["/p/sky.png", "/p/sea.png", "/p/hill.png"]

    static func state(width: Int = 80, height: Int = 24, pictures: Bool = false, focus: EditorState.Focus = .body,
                      selection: Int = 2) -> AppState {
        var s = AppState(info: AppInfo(picturesDrawable: pictures), size: Size(width: width, height: height))
        var e = EditorMediaTests.editor(files, selection: selection)
        e.focus = focus
        s.modal = .compose(.editor(e))
        return s
    }

    /// The screen row holding `text`, and the column it starts at.
    static func find(_ text: String, in s: AppState) -> (x: Int, y: Int)? {
        let canvas = ScreenView.render(s).canvas
        for y in 0..<canvas.size.height {
            let row = canvas.rowText(y)
            if let range = row.range(of: text) { return (row[..<range.lowerBound].terminalWidth, y) }
        }
        return nil
    }

    @Test("each drawn name and each thumbnail row maps to its file; the × to the selected one's removal; the hint row to nothing")
    func hitMapping() throws {
        let s = Self.state(pictures: true, focus: .pictures, selection: 1)
        let e = try #require(s.editor)
        let layout = try #require(MediaStrip.layout(e, width: 80))
        let names = try #require(EditorMouse.namesRow(e, in: s))
        let top = names - MediaStrip.thumbnailRows
        for (i, name) in ["1 sky.png", "2 sea.png", "3 hill.png"].enumerated() {
            let at = try #require(Self.find(name, in: s))
            #expect(at.y == names, "the names' row is where the mapping looks")
            #expect(layout.items[i].x + 1 == at.x)
            #expect(EditorMouse.stripHit(at: Point(x: at.x, y: at.y), e, in: s) == .item(i))
            // The picture above the name is the same file.
            #expect(EditorMouse.stripHit(at: Point(x: at.x, y: top), e, in: s) == .item(i))
            #expect(EditorMouse.stripHit(at: Point(x: at.x, y: top - 1), e, in: s) == nil)
        }
        let removeX = try #require(layout.removeX)
        #expect(ScreenView.render(s).canvas[removeX, names].text == "×", "the × is drawn where a click removes")
        #expect(EditorMouse.stripHit(at: Point(x: removeX, y: names), e, in: s) == .remove(1))
        #expect(EditorMouse.stripHit(at: Point(x: removeX, y: top), e, in: s) == nil, "no × above the names")
        #expect(EditorMouse.stripHit(at: Point(x: 0, y: names), e, in: s) == nil, "the count is no file")
        #expect(EditorMouse.stripHit(at: Point(x: layout.items[0].x + 1, y: top - 1), e, in: s) == nil, "the hint row")
        #expect(ScreenView.render(s).canvas.rowText(top - 1).contains("移除"))
        #expect(EditorMouse.stripHit(at: Point(x: layout.items[0].x + 1, y: names + 1), e, in: s) == nil, "the rule")
        // A message (a refusal of Ctrl-O) goes above the strip: the files stay under the mouse.
        var told = s
        told.editor?.message = "最多 9 张图片"
        #expect(Self.find("1 sky.png", in: told)?.y == names)
        #expect(Self.find("最多 9 张图片", in: told)?.y == top - 2)
        // Without the keys the strip draws no ×.
        var body = s
        body.editor?.focus = .body
        #expect(MediaStrip.layout(body.editor!, width: 80)?.removeX == nil)
        #expect(!ScreenView.render(body).canvas.text.contains("×"))
    }

    @Test("at 20×8 the names row holds the count, the selected file shortened, its × and ›: each clickable")
    func narrow() throws {
        let s = Self.state(width: 20, height: 8, focus: .pictures, selection: 0)
        let e = try #require(s.editor)
        let canvas = ScreenView.render(s).canvas
        let at = try #require(Self.find("1 sky.png", in: s))
        #expect(canvas.rowText(at.y).hasPrefix(" 3/9 "), "the count shortened below 40 columns")
        #expect(canvas.rowText(at.y).contains("×"), "\(canvas.text)")
        #expect(canvas.rowText(at.y).contains("›"), "more files after it")
        #expect(EditorMouse.stripHit(at: Point(x: at.x, y: at.y), e, in: s) == .item(0))
        let removeX = try #require(MediaStrip.layout(e, width: 20)?.removeX)
        #expect(removeX < 20)
        #expect(EditorMouse.stripHit(at: Point(x: removeX, y: at.y), e, in: s) == .remove(0))
        // The last file selected: the ones before it give way.
        var last = s
        last.editor?.pictureSelection = 2
        let shown = try #require(Self.find("3 hill.png", in: last))
        #expect(ScreenView.render(last).canvas.rowText(shown.y).contains("‹"))
        #expect(EditorMouse.stripHit(at: Point(x: shown.x, y: shown.y), last.editor!, in: last) == .item(2))
    }

    @Test("a click selects and gives the strip the keys; a drag moves; the × removes; a click on the text gives the keys back")
    func clicks() throws {
        var store = TestStore(Self.state(focus: .body, selection: 0))
        let names = try #require(Self.find("2 sea.png", in: store.state)).y
        let x = { (name: String, state: AppState) in Self.find(name, in: state)!.x }
        store.mouse(.press, x: x("2 sea.png", store.state), y: names) {
            $0.editor?.focus = .pictures
            $0.editor?.pictureSelection = 1
            $0.editor?.stripPress = 1
        }
        // Released where it was pressed: a click, nothing moves.
        store.mouse(.release, x: x("2 sea.png", store.state), y: names) { $0.editor?.stripPress = nil }
        // Pressed on sky, released on hill: sky goes last, the others close up.
        store.mouse(.press, x: x("1 sky.png", store.state), y: names) {
            $0.editor?.pictureSelection = 0
            $0.editor?.stripPress = 0
        }
        store.mouse(.release, x: x("3 hill.png", store.state), y: names) {
            $0.editor?.stripPress = nil
            $0.editor?.draft.media = ["/p/sea.png", "/p/hill.png", "/p/sky.png"]
            $0.editor?.pictureSelection = 2
        }
        #expect(store.state.editor?.draft.stored.media == ["/p/sea.png", "/p/hill.png", "/p/sky.png"])
        // The selected file's ×.
        let removeX = try #require(MediaStrip.layout(store.state.editor!, width: 80)?.removeX)
        store.mouse(.press, x: removeX, y: names) {
            $0.editor?.draft.media = ["/p/sea.png", "/p/hill.png"]
            $0.editor?.pictureSelection = 1
        }
        store.mouse(.release, x: removeX, y: names)
        // A drag that ends off the strip moves nothing.
        store.mouse(.press, x: x("1 sea.png", store.state), y: names) {
            $0.editor?.pictureSelection = 0
            $0.editor?.stripPress = 0
        }
        store.mouse(.release, x: 40, y: 5) { $0.editor?.stripPress = nil }
        // The text takes the keys back; the title row does nothing on a post without one.
        store.mouse(.press, x: 10, y: 3) { $0.editor?.focus = .body }
        store.type("q") { $0.editor?.draft.body.insert("q") }
        // The bar and the hints are no target.
        store.mouse(.press, x: 2, y: 0)
        store.mouse(.press, x: 2, y: 23)
    }

    @Test("while a prompt has the keys (save?, emoticons) a click does nothing")
    func prompts() throws {
        var s = Self.state(focus: .body, selection: 0)
        s.editor?.confirmingExit = true
        let at = try #require(Self.find("2 sea.png", in: s))
        var store = TestStore(s)
        store.mouse(.press, x: at.x, y: at.y)
        store.mouse(.press, x: 10, y: 3)
        s.editor?.confirmingExit = false
        s.editor?.emoticonSelection = 0
        store = TestStore(s)
        store.mouse(.press, x: at.x, y: at.y)
    }

    @Test("removing the last file by its × gives the keys back to the text")
    func lastOne() throws {
        var s = Self.state(focus: .pictures, selection: 0)
        s.editor?.draft.media = ["/p/sky.png"]
        let at = try #require(Self.find("1 sky.png", in: s))
        let removeX = try #require(MediaStrip.layout(s.editor!, width: 80)?.removeX)
        var store = TestStore(s)
        store.mouse(.press, x: removeX, y: at.y) {
            $0.editor?.draft.media = []
            $0.editor?.focus = .body
        }
    }
}

/// A click anywhere on a tiny screen with the editor open is a click, not
/// a crash: the monkey soak clicked at 4×1 and the text's rows, worked out
/// as a range from the top to above the footer, ran backwards.
@Suite struct EditorMouseTinyTests {
    @Test("a press and a release at every point of every screen up to 8×8, with and without files or a title")
    func everyPointOfTinyScreens() {
        for width in 1...8 {
            for height in 1...8 {
                for withFiles in [false, true] {
                    for withTitle in [false, true] {
                        var s = EditorMouseTests.state(width: width, height: height, focus: withFiles ? .pictures : .body)
                        if !withFiles { s.editor?.draft.media = [] }
                        if withTitle { s.editor?.draft.title = TextField(text: "标题", limit: Draft.titleLimit, cap: .title) }
                        let e = s.editor!
                        for y in -1...height {
                            for x in -1...width {
                                for kind in [MouseEvent.Kind.press, .release] {
                                    _ = EditorMouse.actions(for: MouseEvent(kind: kind, x: x, y: y), e, in: s)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
