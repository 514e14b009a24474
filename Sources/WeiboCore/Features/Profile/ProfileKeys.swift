extension Keymap {
    static let profileKeys: [KeyBinding] = .table([
        ([.char("e")], .editProfile),
        // 我 › 关注 / 粉丝, as on a person's page.
        ([.char("w")], .openFollowing),
        ([.char("W")], .openFollowers),
    ])
    static let draftKeys: [KeyBinding] = .table([([.char("d"), .delete], .deleteDraft)])
    static let aboutKeys: [KeyBinding] = .table([([.char("s")], .simulate)])
}

extension Keymap {
    /// The name and bio editor: other keys type into the field with focus.
    static let profileEditorKeys: [KeyBinding] = .table([
        ([.tab, .backTab, .up, .down], .switchField),
        ([.enter], .choose),
        ([.ctrl("s")], .save),
        ([.escape], .cancel),
    ])
}
