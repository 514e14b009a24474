import Testing
@testable import WeiboCore

/// A key nothing takes points to the help once a run, and only where the
/// key is not text for a field.
@Suite struct UnboundKeyTests {
    static func actions(_ key: Key, _ state: AppState) -> [String] {
        state.keymap.actions(for: .key(key), in: state).map { "\($0)" }
    }

    @Test("the keymap's lookup sends an unbound key as .unboundKey on pages and the popup, as text in fields")
    func lookupDecides() {
        var s = AppState(size: Size(width: 80, height: 24))
        #expect(Self.actions(.char("x"), s) == ["\(Action.app(.unboundKey))"])
        #expect(Self.actions(.char("j"), s) == ["\(Action.navigation(.move(1)))"], "a bound key is not unbound")
        _ = reduce(&s, .compose(.openPopup))
        #expect(Self.actions(.char("z"), s) == ["\(Action.app(.unboundKey))"])
        send(&s, PopupItems.choose(.text))
        #expect(Self.actions(.char("z"), s) == ["\(Action.compose(.key(.char("z"))))"], "the editor types it")
        var search = AppState(size: Size(width: 80, height: 24))
        _ = reduce(&search, .tabBar(.select(.discover)))
        _ = reduce(&search, .discover(.beginSearch))
        #expect(Self.actions(.char("z"), search) == ["\(Action.discover(.searchKey(.char("z"))))"], "the search field types it")
    }

    @Test("the first unbound key of the run shows the hint; later ones do not")
    func hintOnce() {
        var store = TestStore(AppState(size: Size(width: 80, height: 24)))
        store.send(.app(.unboundKey)) {
            $0.unboundKeyHinted = true
            $0.notice = "按 ? 查看快捷键"
        }
        // The next key clears it, as any key clears a notice…
        store.send(.navigation(.move(1))) { $0.notice = nil }
        // …and another unbound key stays quiet.
        store.send(.app(.unboundKey))
    }

    @Test("the hint names the key the config bound to the help")
    func hintFollowsTheConfig() {
        var keymap = Keymap.standard
        keymap.unbind(.char("?"), in: .global)
        #expect(keymap.unboundKeyHint == "按 F1 查看快捷键")
        keymap.bind(.char("H"), to: .help, in: .global)
        #expect(keymap.unboundKeyHint == "按 H 查看快捷键")
    }
}
