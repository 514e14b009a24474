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
