import Testing
@testable import WeiboCore

/// Random keys, clicks, resizes and store answers through the keymap, the
/// reducer and the renderer: no sequence may trap. Seeded, so a failure
/// replays; the soak test does the same to the real binary.
@Suite struct KeyFuzzTests {
    static let posts = (0..<30).map { Post(id: Int64(100 - $0), userID: "u\($0 % 3)", authorName: "用户\($0)",
                                            text: String(repeating: "长文😀", count: $0 % 7 + 1), createdAt: 1_000_000 - Int64($0) * 60) }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomInputNeverTraps(seed: UInt64) {
        var rng = TextRandom(seed: seed)
        var s = AppState(size: Size(width: 80, height: 24))
        _ = reduce(&s, .home(.postsLoaded(.timeline, Array(Self.posts.prefix(20)), .newest)))
        let keys: [Key] = Array("jkgGlcfr1234+?/ qmeds@yn6".map { Key.char($0) }) +
            [.enter, .escape, .backspace, .tab, .backTab, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
             .ctrl("s"), .ctrl("e"), .ctrl("x"), .ctrl("f"), .ctrl("b"), .function(1), .text("你好 @chang")]
        for step in 0..<3_000 {
            let event: InputEvent
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: event = .resize(Size(width: Int.random(in: 1...200, using: &rng), height: Int.random(in: 1...60, using: &rng)))
            case 1: event = .mouse(MouseEvent(kind: [.press, .wheelUp, .wheelDown].randomElement(using: &rng)!,
                                              x: Int.random(in: 0..<max(1, s.size.width), using: &rng),
                                              y: Int.random(in: 0..<max(1, s.size.height), using: &rng)))
            default: event = .key(keys.randomElement(using: &rng)!)
            }
            for action in s.keymap.actions(for: event, in: s) where !s.quitRequested {
                for effect in reduce(&s, action) { answer(effect, &s, &rng) }
            }
            if s.quitRequested { s.quitRequested = false }
            if step % 7 == 0 { _ = ScreenView.render(s) }
        }
    }

    /// Plays the store: pages of posts, reloads that add or drop posts.
    private func answer(_ effect: Effect, _ s: inout AppState, _ rng: inout TextRandom) {
        let result: Action?
        switch effect {
        case .home(.loadPosts(let list, let page)):
            let pageOf: [Post]
            switch page {
            case .newest: pageOf = Array(Self.posts.prefix(20))
            case .older(let c): pageOf = Array(Self.posts.filter { ($0.createdAt, $0.id) < (c.createdAt, c.id) }.prefix(20))
            case .newer(let c): pageOf = Array(Self.posts.filter { ($0.createdAt, $0.id) > (c.createdAt, c.id) }.suffix(20))
            case .oldest: pageOf = Array(Self.posts.suffix(20))
            }
            result = .home(.postsLoaded(list, pageOf, page))
        case .home(.reloadPosts(let list, let window)):
            let drop = Int.random(in: 0...3, using: &rng)
            result = .home(.postsReloaded(list, Array(Self.posts.dropFirst(drop).prefix(window.count))))
        case .profile(.loadDrafts):
            result = .profile(.draftsLoaded([Draft(id: 1, text: "草稿")]))
        default:
            result = Int.random(in: 0..<10, using: &rng) == 0 ? .app(.storeChanged) : nil
        }
        guard let result else { return }
        for effect in reduce(&s, result) where Int.random(in: 0..<3, using: &rng) == 0 { answer(effect, &s, &rng) }
    }
}
