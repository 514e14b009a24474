import Testing
@testable import WeiboCore

/// Issue 24: the link box closes on any key, yet has a context of its own,
/// as the help overlay has: `?` (F1 there, since `?` closes it too) lists
/// it first, as it lists every other dialog's keys.
@Suite struct LinkBoxKeysTests {
    static func linkBox() -> AppState {
        var s = AppState(size: Size(width: 80, height: 24))
        s.modal = .home(.link("https://example.com/a?b=1"))
        return s
    }

    static func actions(_ key: Key, _ state: AppState) -> [String] {
        state.keymap.actions(for: .key(key), in: state).map { "\($0)" }
    }

    @Test("its bound keys and any other close it; the keys bound everywhere still work")
    func everyKeyClosesIt() {
        let s = Self.linkBox()
        let close = ["\(Action.home(.dismissLink))"]
        for key in [Key.escape, .char("q"), .char("z"), .char("?"), .enter, .char("o")] {
            #expect(Self.actions(key, s) == close, "\(key)")
        }
        #expect(Self.actions(.function(1), s) == ["\(Action.app(.showHelp))"])
        #expect(Self.actions(.ctrl("c"), s) == ["\(Action.app(.quit))"])
    }

    @Test("the help over it lists the link box's keys first, then the keys bound everywhere")
    func helpListsItsContext() {
        var s = Self.linkBox()
        for a in s.keymap.actions(for: .key(.function(1)), in: s) { _ = reduce(&s, a) }
        #expect(s.helpVisible && s.modal == .home(.link("https://example.com/a?b=1")))
        #expect(s.keymap.helpSections(in: s).map(\.context) == [.link, .always])
        #expect(s.keymap.helpSections(in: s).first?.entries == [HelpEntry(keys: "Esc q", summary: "关闭")])
        // Any key then closes the help, and the box is still there.
        for a in s.keymap.actions(for: .key(.char("z")), in: s) { _ = reduce(&s, a) }
        #expect(!s.helpVisible && s.modal != nil)
    }

    @Test("a key the config binds there is the one `?` names, and it closes the box too")
    func rebound() {
        var s = Self.linkBox()
        var config = Config()
        config.bindings = [Config.Binding(.link, .ctrl("g"), .closePopup), Config.Binding(.link, .char("q"), nil)]
        s.apply(config)
        #expect(s.keymap.helpSections(in: s).first?.entries == [HelpEntry(keys: "Ctrl-G Esc", summary: "关闭")])
        #expect(Self.actions(.ctrl("g"), s) == ["\(Action.home(.dismissLink))"])
    }
}
