extension Keymap {
    /// In a chat the input line has the keyboard; arrows scroll the messages.
    static let chatKeys: [KeyBinding] = .table([
        ([.enter], .send),
        ([.escape], .back),
        ([.up], .up),
        ([.down], .down),
        ([.pageUp], .pageUp),
        ([.pageDown], .pageDown),
        ([.tab], .nextTab),
        ([.backTab], .previousTab),
    ])
}
