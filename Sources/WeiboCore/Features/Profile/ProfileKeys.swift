extension Keymap {
    static let profileKeys: [KeyBinding] = .table([([.char("e")], .editProfile)])
    static let draftKeys: [KeyBinding] = .table([([.char("d"), .delete], .deleteDraft)])
    static let aboutKeys: [KeyBinding] = .table([([.char("s")], .simulate)])
}
