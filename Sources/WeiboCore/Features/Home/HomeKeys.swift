extension Keymap {
    /// 首页, 我的微博, 赞 and a post's page.
    static let postKeys: [KeyBinding] = .table([
        ([.char("l")], .like),
        ([.char("c")], .comment),
        ([.char("f")], .repost),
        ([.char("r")], .refresh),
    ])
}
