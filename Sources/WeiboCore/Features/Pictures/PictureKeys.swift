extension Keymap {
    /// A picture, full screen (Esc, the global back key, leaves).
    static let pictureKeys: [KeyBinding] = .table([
        ([.left, .char("h")], .picturePrevious),
        ([.right, .char("l"), .char(" ")], .pictureNext),
    ])
}
