/// 我's dialogs, over the page.
public enum ProfileDialog: Hashable, Sendable {
    /// 草稿箱: delete this draft? (y/n)
    case confirmDeleteDraft(Int64)
    /// `e` on the profile card: name and bio.
    case profileEditor(ProfileEditorState)
}

/// The profile card's editor: two fields and which has focus.
public struct ProfileEditorState: Hashable, Sendable {
    public var name: TextField
    public var bio: TextField
    public var editingBio = false
    public var message: String?
    public init(name: String, bio: String) {
        self.name = TextField(text: name, limit: 30, cap: .name)
        self.bio = TextField(text: bio, limit: 70, cap: .bio)
    }
}
