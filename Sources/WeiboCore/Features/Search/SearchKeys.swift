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
        ([.char("w")], .openFollowing),
        ([.char("W")], .openFollowers),
        // The selected result is a post as on 首页: its pictures, its menu, its topics.
        ([.char("v")], .viewPictures),
        ([.char("a")], .actions),
        ([.char("t")], .pickTopic),
        ([.char("U")], .openOriginalAuthor),
        ([.char("o")], .openOriginal),
    ])
}
