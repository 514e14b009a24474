extension Keymap {
    static let popupKeys: [KeyBinding] = .table([
        ([.escape, .char("+"), .char("q")], .closePopup),
        ([.left, .char("h")], .left),
        ([.right, .char("l")], .right),
        ([.up, .char("k")], .up),
        ([.down, .char("j"), .tab], .down),
        ([.enter, .char(" ")], .choose),
        ((1...6).map { .char(Character(String($0))) }, .chooseItem),
    ])

    /// The editor's commands; every other key edits the text.
    static let editorKeys: [KeyBinding] = .table([
        ([.ctrl("s")], .publish),
        ([.ctrl("e")], .emoticons),
        ([.escape], .leaveEditor),
        ([.tab], .switchField),
    ])
}
