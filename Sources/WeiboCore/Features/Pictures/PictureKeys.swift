extension Keymap {
    /// A picture, full screen (Esc, the global back key, leaves).
    static let pictureKeys: [KeyBinding] = .table([
        ([.left, .char("h")], .previousPicture),
        ([.right, .char("l"), .char(" ")], .nextPicture),
    ])
}
