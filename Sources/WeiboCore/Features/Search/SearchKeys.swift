extension Keymap {
    /// A search page's results, a topic's page and a person's page. `/`
    /// (global) takes the field back.
    static let resultKeys: [KeyBinding] = .table([
        ([.char("n")], .findNext),
        ([.char("N")], .findPrevious),
        ([.char("l")], .like),
        ([.char("c")], .comment),
        ([.char("f")], .repost),
        ([.char("M")], .directMessage),
        ([.char("F")], .follow),
        ([.char("o")], .openFollowing),
        ([.char("O")], .openFollowers),
    ])
}
