/// The hints a screen draws (`e 编辑资料`, `Enter 选择 · Esc 关闭`) name
/// the keys in force, never keys written into the view: after
/// `bind profile x edit-profile` 我 says `x 编辑资料`.
extension Key {
    /// The short form hints use: `^S` for Ctrl-S, else the key's name.
    public var hintName: String {
        if case .ctrl(let c) = self { return "^" + String(c).uppercased() }
        return name
    }
}

extension Keymap {
    /// The first key bound to `command` in `context`: the one hints name.
    public func key(for command: Command, in context: KeyContext) -> Key? {
        tables[context]?.first { $0.command == command }?.keys.first
    }

    /// `x 编辑资料`: the key bound to `command` and what it does (the
    /// command's summary, or `label` where the screen says it shorter);
    /// nil when nothing is bound to it there, and the hint is left out.
    public func hint(_ command: Command, in context: KeyContext, _ label: String? = nil) -> String? {
        key(for: command, in: context).map { $0.hintName + " " + (label ?? command.summary) }
    }

    /// `n/N 上下条`, `↑↓ 选择`: the keys of several commands that share
    /// one label (arrows side by side, other keys with a slash).
    public func hint(_ commands: [Command], in context: KeyContext, _ label: String) -> String? {
        let keys = commands.compactMap { key(for: $0, in: context)?.hintName }
        guard !keys.isEmpty else { return nil }
        let arrows = keys.allSatisfy { ["↑", "↓", "←", "→"].contains($0) }
        return keys.joined(separator: arrows ? "" : "/") + " " + label
    }

    /// Hints joined as screens show them, those with no key left out.
    public static func hints(_ hints: [String?]) -> String {
        hints.compactMap { $0 }.joined(separator: " · ")
    }
}
