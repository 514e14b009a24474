/// The keymap as people read it: the `?` overlay, the About page, the man
/// page's KEYS and the README's key table are all made here, from the tables in force.
public struct HelpEntry: Hashable, Sendable {
    public var keys: String
    public var summary: String
}

public struct HelpSection: Hashable, Sendable {
    public var context: KeyContext
    public var entries: [HelpEntry]
    /// The context's title, or what the page is where one context serves
    /// several (a person's page keeps the results' keys).
    public var title: String

    public init(context: KeyContext, entries: [HelpEntry], title: String? = nil) {
        self.context = context
        self.entries = entries
        self.title = title ?? context.title
    }
}

extension Keymap {
    /// One section a context, in the order given; a binding's keys on one line.
    public func helpSections(_ contexts: [KeyContext] = KeyContext.allCases) -> [HelpSection] {
        contexts.compactMap { context in
            let entries = (tables[context] ?? []).filter { !$0.keys.isEmpty }.map {
                HelpEntry(keys: $0.keys.map(\.name).joined(separator: " "), summary: $0.command.summary)
            }
            return entries.isEmpty ? nil : HelpSection(context: context, entries: entries)
        }
    }

    /// The sections that apply where the user is, the page's own first,
    /// with only the keys that work here: a key a more specific context
    /// takes is listed there alone (the picture viewer's ← is 上一张, not
    /// also 返回), and a command that does nothing on this page is left
    /// out (`g` and `G` in the picture viewer).
    func helpSections(in state: AppState) -> [HelpSection] {
        let contexts = Keymap.contexts(in: state)
        var taken = Set<Key>()
        var sections: [KeyContext: HelpSection] = [:]
        for context in contexts {
            var entries: [HelpEntry] = []
            for binding in tables[context] ?? [] {
                let keys = binding.keys.filter { !taken.contains($0) }
                guard let key = keys.first, Self.action(for: binding.command, key: key, in: context, state: state) != nil else { continue }
                entries.append(HelpEntry(keys: keys.map(\.name).joined(separator: " "), summary: binding.command.summary))
            }
            taken.formUnion((tables[context] ?? []).flatMap(\.keys))
            if !entries.isEmpty { sections[context] = HelpSection(context: context, entries: entries, title: Self.title(of: context, in: state)) }
        }
        return (contexts.filter { $0 != .always } + [.always]).compactMap { sections[$0] }
    }

    /// A section's title where the user is: the results' keys on a person's
    /// or a topic's page are that page's.
    private static func title(of context: KeyContext, in state: AppState) -> String {
        guard context == .results, case .search(let scope) = state.page.route else { return context.title }
        switch scope {
        case .user: return tr("个人主页", "A person's page")
        case .topic: return tr("话题页", "A topic's page")
        case .people(_, _, let fans): return fans ? tr("粉丝列表", "Followers") : tr("关注列表", "Following")
        case .posts, .messages, .weibo: return context.title
        }
    }

    /// The handful of keys the README shows, in its order; the man page
    /// and `?` have the rest.
    public static let essentials: [(KeyContext, Command)] = [
        (.global, .tabHome), (.global, .tabMessages), (.global, .tabDiscover), (.global, .tabProfile),
        (.global, .down), (.global, .up), (.global, .open), (.global, .back), (.global, .search),
        (.global, .compose), (.editor, .publish), (.posts, .like), (.posts, .comment), (.posts, .repost),
        (.posts, .refresh), (.posts, .viewPictures), (.global, .help), (.global, .quit),
    ]

    /// The README's key table (Markdown): `essentials` with the keys bound
    /// to them here, and what they do in both languages (the README is
    /// read by both).
    public func markdownTable(_ picks: [(KeyContext, Command)] = Keymap.essentials) -> String {
        var lines = ["| keys | 作用 | does |", "| --- | --- | --- |"]  // data: the table's bilingual header
        for (context, command) in picks {
            guard let binding = tables[context]?.first(where: { $0.command == command }), !binding.keys.isEmpty else { continue }
            let keys = binding.keys.map { "`\($0.name == "`" ? "` ` `" : $0.name)`" }.joined(separator: " ")
            let chinese = Language.with(.zh) { command.summary }
            let english = Language.with(.en) { command.summary }
            lines.append("| \(keys) | \(chinese) | \(english) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Help lines for drawing: a section title, then `keys  summary` rows.
    static func helpLines(_ sections: [HelpSection], keyWidth: Int) -> [Line] {
        sections.flatMap { section in
            [Line(" " + section.title, .bold)] + section.entries.map {
                Line([Span("  " + TextLayout.pad($0.keys, toWidth: keyWidth), .accent), Span("  " + $0.summary)])
            }
        }
    }

    /// Help lines for narrow terminals: the keys on one row, what they do
    /// indented below, wrapped to `width` so a summary longer than the
    /// line (English ones are) is read whole rather than cut.
    static func stackedHelpLines(_ sections: [HelpSection], width: Int) -> [Line] {
        let indent = "    "
        return sections.flatMap { section in
            [Line(" " + section.title, .bold)] + section.entries.flatMap { entry in
                let summary = ClusteredText(entry.summary)
                let rows = TextLayout.wrapLines(summary, width: max(1, width - indent.count)).map { summary.text($0.range) }
                return [Line("  " + entry.keys, .accent)] + rows.map { Line(indent + $0) }
            }
        }
    }

    static func keyWidth(_ sections: [HelpSection]) -> Int {
        sections.flatMap(\.entries).map { $0.keys.terminalWidth }.max() ?? 0
    }
}
