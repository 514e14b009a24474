extension Keymap {
    /// 首页, 我的微博, 赞 and a post's page.
    static let postKeys: [KeyBinding] = .table([
        ([.char("l")], .like),
        // b for bookmark: 收藏 is Weibo's bookmark.
        ([.char("b")], .favorite),
        ([.char("c")], .comment),
        ([.char("f")], .repost),
        ([.char("r")], .refresh),
        ([.char("a")], .actions),
        ([.char("d")], .delete),
        ([.char("R")], .reply),
        // On a post page opened from search results: the next result's post.
        ([.char("n")], .findNext),
        ([.char("N")], .findPrevious),
        ([.char("t")], .pickTopic),
        ([.char("U")], .openOriginalAuthor),
        ([.char("o")], .openOriginal),
        ([.char("v")], .viewPictures),
        // 首页: to where the last reading stopped (Features/Resume/ReadMarker).
        ([.char("'")], .readMarker),
        // 首页: its title menu, 全部关注 or a group (z for 组).
        ([.char("z")], .groups),
        // 首页: the posts a sync stopped short of, where its line is.
        ([.char("L")], .loadGap),
        // A post page's 转发 / 评论 / 赞, as a search's tabs switch; s sorts its comments.
        ([.char("]")], .searchTabNext),
        ([.char("[")], .searchTabPrevious),
        ([.char("s")], .commentOrder),
    ])

    /// 消息 › 评论.
    static let activityKeys: [KeyBinding] = .table([
        ([.char("R")], .reply),
    ])
}

extension Keymap {
    /// A post's action menu (`a`).
    static let actionMenuKeys: [KeyBinding] = .table([
        ([.down, .char("j"), .tab], .down),
        ([.up, .char("k"), .backTab], .up),
        ([.enter], .choose),
        ((1...9).map { .char(Character(String($0))) }, .chooseItem),
        ([.escape, .char("q")], .closePopup),
    ])

    /// The link box closes on any key; these are the ones `?` names, the
    /// action menu's, since the box opens from it.
    static let linkKeys: [KeyBinding] = .table([
        ([.escape, .char("q")], .closePopup),
    ])
}
