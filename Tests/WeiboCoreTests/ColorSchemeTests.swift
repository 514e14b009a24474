import Testing
@testable import WeiboCore

@Suite("colour scheme: built-in colours and the config's")
struct ColorSchemeTests {
    typealias R = ColorScheme.Resolved
    let builtIn = ColorScheme()

    @Test("built in, 256 colours: Weibo orange, light text on the dark rows, white on the orange ＋")
    func builtIn256() {
        #expect(builtIn.resolve(.plain, .full256) == R(foreground: .default, background: .default, attributes: []))
        #expect(builtIn.resolve(.accent, .full256) == R(foreground: .index(208), background: .default, attributes: []))
        #expect(builtIn.resolve(.badge, .full256) == R(foreground: .index(196), background: .default, attributes: .bold))
        #expect(builtIn.resolve(Style(background: .selection), .full256) == R(foreground: .index(252), background: .index(237), attributes: []))
        #expect(builtIn.resolve(Style.accent.on(.bar), .full256) == R(foreground: .index(208), background: .index(235), attributes: []))
        #expect(builtIn.resolve(Style(background: .accent, attributes: .bold), .full256) == R(foreground: .index(231), background: .index(208), attributes: .bold))
    }

    @Test("built in, 8 colours: yellow accent, dim secondary text, a reversed selected row")
    func builtIn8() {
        #expect(builtIn.resolve(.accent, .eight) == R(foreground: .index(3), background: .default, attributes: []))
        #expect(builtIn.resolve(.muted, .eight) == R(foreground: .default, background: .default, attributes: .dim))
        #expect(builtIn.resolve(Style.link.on(.selection), .eight) == R(foreground: .index(6), background: .default, attributes: .reverse))
        #expect(builtIn.resolve(Style(background: .accent), .eight) == R(foreground: .index(7), background: .index(3), attributes: []))
    }

    @Test("a configured selected row: its colours for plain text, the text role's own for coloured text")
    func selectionOverride() {
        let scheme = ColorScheme(overrides: [.selection: RoleColors(.index(0), .index(3), .bold)])
        #expect(scheme.resolve(Style(background: .selection), .full256) == R(foreground: .index(0), background: .index(3), attributes: .bold))
        #expect(scheme.resolve(Style.accent.on(.selection), .full256) == R(foreground: .index(208), background: .index(3), attributes: .bold))
        // Eight colours: the configured row replaces the built-in reverse.
        #expect(scheme.resolve(Style(background: .selection), .eight) == R(foreground: .index(0), background: .index(3), attributes: .bold))
        #expect(scheme.resolve(.plain, .full256) == R(foreground: .default, background: .default, attributes: []))
    }

    @Test("a configured text role: its text colour everywhere, its background on the plain one, its colour when it paints")
    func textRoleOverride() {
        let scheme = ColorScheme(overrides: [.accent: RoleColors(.index(202), .index(19), .underline)])
        #expect(scheme.resolve(.accent, .full256) == R(foreground: .index(202), background: .index(19), attributes: .underline))
        #expect(scheme.resolve(Style.accent.on(.bar), .full256) == R(foreground: .index(202), background: .index(235), attributes: .underline))
        #expect(scheme.resolve(Style(background: .accent), .full256) == R(foreground: .index(231), background: .index(202), attributes: .underline))
        // 256-colour numbers on an 8-colour terminal: the nearest ANSI colour.
        #expect(scheme.resolve(.accent, .eight) == R(foreground: .index(1), background: .index(4), attributes: .underline))
    }

    @Test("a configured default text colour on a coloured background is kept as given")
    func configuredDefault() {
        let scheme = ColorScheme(overrides: [.standard: RoleColors(.default, .index(4))])
        #expect(scheme.resolve(.plain, .full256) == R(foreground: .default, background: .index(4), attributes: []))
        #expect(scheme.resolve(.muted, .full256) == R(foreground: .index(245), background: .index(4), attributes: []))
    }

    @Test("256-colour numbers to eight: bright forms, the cube by channel, greys by lightness")
    func eightColor() {
        func eight(_ n: UInt8) -> TerminalColor { TerminalColor.index(n).eightColor }
        #expect(eight(3) == .index(3))
        #expect(eight(9) == .index(1))
        #expect(eight(208) == .index(3), "Weibo orange is yellow, as the built-in 8-colour accent")
        #expect(eight(196) == .index(1))
        #expect(eight(67) == .index(6), "the link blue is cyan, as built in")
        #expect(eight(21) == .index(4))
        #expect(eight(16) == .index(0) && eight(231) == .index(7))
        #expect(eight(237) == .index(0) && eight(252) == .index(7))
        #expect(TerminalColor.default.eightColor == .default)
    }

    @Test("colour names both ways")
    func names() {
        for n in 0...255 {
            let color = TerminalColor.index(UInt8(n))
            #expect(TerminalColor(name: color.name) == color)
        }
        #expect(TerminalColor(name: "Yellow") == .index(3))
        #expect(TerminalColor(name: "default") == .default)
        for bad in ["", "256", "-1", "+3", "orange", "0x10", "٣"] { #expect(TerminalColor(name: bad) == nil, "\(bad)") }
    }
}
