extension Keymap {
    /// While the search field has focus, keys type; these still move through
    /// the results so the user can pick one without leaving the field.
    static let searchKeys: [KeyBinding] = .table([
        ([.escape], .leaveSearch),
        ([.enter], .open),
        ([.down, .ctrl("n")], .down),
        ([.up, .ctrl("p")], .up),
        ([.pageDown], .pageDown),
        ([.pageUp], .pageUp),
        ([.tab], .nextTab),
        ([.backTab], .previousTab),
        ([.ctrl("x")], .clearHistory),
    ])
}

extension Keymap {
    /// 发现 and a search of all Weibo's results: `s` opens 发现's own field
    /// for all of Weibo (`/` keeps searching where the user is: the places).
    static let discoverKeys: [KeyBinding] = .table([
        ([.char("s")], .searchWeibo),
        ([.char("]")], .searchTabNext),
        ([.char("[")], .searchTabPrevious),
    ])
}
