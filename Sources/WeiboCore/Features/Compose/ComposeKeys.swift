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
        // Ctrl-T, not Ctrl-E: Ctrl-E is the end of the line, as in every
        // other field (readline); T for the 表情 tab of Weibo's keyboard.
        ([.ctrl("t")], .emoticons),
        ([.escape], .leaveEditor),
        ([.tab], .switchField),
        ([.ctrl("x")], .externalEditor),
        ([.ctrl("o")], .attachPicture),
        ([.ctrl("v")], .visibility),
    ])

    /// The editor's strip of attached files, after Tab reaches it.
    static let pictureStripKeys: [KeyBinding] = .table([
        ([.left, .char("h")], .left),
        ([.right, .char("l")], .right),
        ([.char("<"), .char("H")], .movePictureLeft),
        ([.char(">"), .char("L")], .movePictureRight),
        ([.char("x"), .delete], .removePicture),
        ([.escape], .cancel),
    ])
}

/// The compose flow's dialogs: each a context of its own, so their keys are
/// bindings like any other (rebindable, listed by `?`, named by the hints).
extension Keymap {
    /// The editor's "save the draft?" as it is left.
    static let savePromptKeys: [KeyBinding] = .table([
        ([.char("y"), .char("Y")], .saveDraft),
        ([.char("n"), .char("N")], .discardDraft),
        ([.char("c"), .char("C"), .escape], .keepEditing),
    ])

    static let emoticonKeys: [KeyBinding] = .table([
        ([.left, .char("h")], .left),
        ([.right, .char("l"), .tab], .right),
        ([.up, .char("k")], .up),
        ([.down, .char("j")], .down),
        ([.enter, .char(" ")], .choose),
        ([.escape, .ctrl("t")], .cancel),
    ])

    /// 点评's stars: left and down take one away, right and up add one.
    static let ratingKeys: [KeyBinding] = .table([
        ([.left, .char("h"), .down, .char("j")], .left),
        ([.right, .char("l"), .up, .char("k")], .right),
        ((1...5).map { .char(Character(String($0))) }, .chooseItem),
        ([.enter], .choose),
        ([.escape], .cancel),
    ])

    /// 签到's place search: other keys type into the field.
    static let placePickerKeys: [KeyBinding] = .table([
        ([.down, .ctrl("n")], .down),
        ([.up, .ctrl("p")], .up),
        ([.enter], .choose),
        ([.escape], .cancel),
    ])

    /// 照片/视频's path: other keys type into the field.
    static let pathPromptKeys: [KeyBinding] = .table([
        ([.enter], .choose),
        ([.tab], .complete),
        ([.escape], .cancel),
    ])

    /// The `@` list, in the editor and in chats: other keys type on.
    static let mentionKeys: [KeyBinding] = .table([
        ([.down, .ctrl("n")], .down),
        ([.up, .ctrl("p")], .up),
        ([.enter, .tab], .choose),
        ([.escape], .cancel),
    ])

    /// Any yes / no question: deleting a draft, a post, a comment or an
    /// outbox item, and continuing the draft left open.
    static let confirmKeys: [KeyBinding] = .table([
        ([.char("y"), .char("Y")], .yes),
        ([.char("n"), .char("N"), .escape], .no),
    ])
}
