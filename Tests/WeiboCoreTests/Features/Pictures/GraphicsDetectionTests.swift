import Testing
@testable import WeiboCore

/// The graphics query's answers: what each means, and what reaches the state.
@Suite("kitty and sixel: the terminal's answers")
struct GraphicsDetectionTests {
    private func decide(_ reports: [TerminalReport], kernel: Size? = nil) -> GraphicsProtocol? {
        var detection = GraphicsDetection(cellPixelSize: kernel)
        for report in reports { if let decided = detection.receive(report) { return decided } }
        return nil
    }

    @Test("DA1 ends the wait: kitty's OK before it is kitty; 4 in it with a cell size is sixel; else none")
    func decisions() {
        #expect(decide([.kittyGraphics(ok: true), .primaryAttributes([62, 22])]) == .kitty)
        #expect(decide([.primaryAttributes([62, 4, 22])]) == GraphicsProtocol.none, "sixel without a cell size cannot be sized")
        #expect(decide([.cellPixelSize(width: 10, height: 20), .primaryAttributes([62, 4])]) == .sixel)
        #expect(decide([.primaryAttributes([62, 4])], kernel: Size(width: 9, height: 18)) == .sixel)
        #expect(decide([.primaryAttributes([1, 2])]) == GraphicsProtocol.none)
        #expect(decide([.kittyGraphics(ok: false), .primaryAttributes([62])]) == GraphicsProtocol.none, "kitty's error is no kitty")
        #expect(decide([.kittyGraphics(ok: true)]) == nil, "nothing is decided before DA1")
        #expect(decide([.kittyGraphics(ok: true), .deviceReady]) == .kitty, "through tmux, DSR's ready ends the wait")
        #expect(decide([.deviceReady]) == GraphicsProtocol.none)
        var detection = GraphicsDetection()
        _ = detection.receive(.kittyGraphics(ok: true))
        #expect(detection.decision == .kitty, "at the timeout, an OK without DA1 still counts")
        #expect(GraphicsDetection().decision == GraphicsProtocol.none, "no answer at all: none")
    }

    @Test("the answers' bytes: kitty's APC, DA1 and the cell size")
    func reportBytes() {
        func csi(_ text: String, _ final: Character) -> TerminalReport? {
            TerminalReport.controlSequence(parameters: Array(text.utf8), final: final.asciiValue!)
        }
        #expect(TerminalReport.applicationString(Array("Gi=31;OK".utf8)) == .kittyGraphics(ok: true))
        #expect(TerminalReport.applicationString(Array("Gi=31;ENOENT:no such".utf8)) == .kittyGraphics(ok: false))
        #expect(TerminalReport.applicationString(Array("Xi=31;OK".utf8)) == nil)
        #expect(TerminalReport.applicationString(Array("Gi=31".utf8)) == nil)
        #expect(csi("?62;4;22", "c") == .primaryAttributes([62, 4, 22]))
        #expect(csi("?1;2", "c") == .primaryAttributes([1, 2]))
        #expect(csi("6;20;10", "t") == .cellPixelSize(width: 10, height: 20))
        #expect(csi("0", "n") == .deviceReady)
        #expect(csi("3", "n") == nil, "DSR's \"malfunction\" is no answer the query waits for")
        #expect(csi("", "n") == nil)
        #expect(csi("4;600;800", "t") == nil, "the window's size in pixels is another answer")
        #expect(csi("62;4", "c") == nil, "DA1's answer starts with ?")
        #expect(csi("?62;x", "c") == nil)
        #expect(csi("?62;1234567", "c") == nil)
    }

    @Test("the query: kitty's, the cell size only when the kernel did not say it, DA1 last")
    func query() {
        #expect(GraphicsQuery.text(askCellSize: true) == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c")
        #expect(GraphicsQuery.text(askCellSize: false) == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
    }

    @Test("the decision reaches the state through the keymap; raw answers do nothing")
    func keymap() {
        let state = AppState()
        let keymap = Keymap.standard
        let decided = keymap.actions(for: .report(.graphicsDecided(.sixel, cellPixelSize: Size(width: 10, height: 20))), in: state)
        #expect(decided.count == 2)
        guard case .app(.graphicsDetected(.sixel)) = decided.first,
              case .app(.cellPixelSizeDetected(Size(width: 10, height: 20))) = decided.last else {
            Issue.record("unexpected actions \(decided)")
            return
        }
        #expect(keymap.actions(for: .report(.primaryAttributes([62, 4])), in: state).isEmpty)
        #expect(keymap.actions(for: .report(.kittyGraphics(ok: true)), in: state).isEmpty)
    }

    @Test("graphicsDetected sets the state's protocol, unless the setting never asks")
    func reducer() {
        var store = TestStore(AppState())
        store.send(.app(.graphicsDetected(.kitty))) { $0.pictures.graphics = .kitty }
        store.send(.app(.cellPixelSizeDetected(Size(width: 9, height: 18)))) { $0.pictures.cellPixelSize = Size(width: 9, height: 18) }
        store.send(.app(.graphicsDetected(.none))) { $0.pictures.graphics = .none }
        var blocks = AppState()
        blocks.pictures.mode = .blocks
        var blockStore = TestStore(blocks)
        blockStore.send(.app(.graphicsDetected(.kitty)))
    }

    @Test("a canvas takes a whole picture inside it, and leaves out one that is not")
    func canvasPlace() {
        var canvas = Canvas(size: Size(width: 10, height: 5))
        let rgb = [UInt8](repeating: 200, count: 4 * 6 * 3)
        canvas.place(CanvasImage(rect: Rect(x: 1, y: 1, width: 2, height: 3), pixelWidth: 4, pixelHeight: 6, rgb: rgb, id: 7))
        canvas.place(CanvasImage(rect: Rect(x: 9, y: 1, width: 2, height: 3), pixelWidth: 4, pixelHeight: 6, rgb: rgb, id: 8))
        canvas.place(CanvasImage(rect: Rect(x: 1, y: 1, width: 2, height: 3), pixelWidth: 4, pixelHeight: 6, rgb: [1, 2, 3], id: 9))
        #expect(canvas.images.map(\.id) == [7])
        #expect(canvas != Canvas(size: Size(width: 10, height: 5)), "a picture is part of what a frame shows")
    }
}
