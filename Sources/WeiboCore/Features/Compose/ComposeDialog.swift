/// The compose popup, its pickers and the editor: what is over the tab
/// while something is being written.
public enum ComposeDialog: Hashable, Sendable {
    case popup(ComposeMenuState)
    /// The full-screen editor (post, comment or repost).
    case editor(EditorState)
    /// 签到: pick a place, then the editor opens with it attached.
    case placePicker(PlacePickerState)
    /// 点评: pick 1–5 stars, then the editor.
    case ratingPicker(stars: Int)
    /// 照片/视频 (and the camera items): the path of a local file.
    case pathPrompt(PathPromptState)
    /// A draft left open when the app last stopped: continue it?
    case resumeDraft(ComposeDraft)
}

/// The compose popup: which page of items and which item is selected.
public struct ComposeMenuState: Hashable, Sendable {
    public var page: Int
    public var selection: Int
    /// A plain message shown in the popup (e.g. an item not available yet).
    public var message: String?

    public init(page: Int = 0, selection: Int = 0, message: String? = nil) {
        self.page = page; self.selection = selection; self.message = message
    }
}

/// The check-in place picker: a search field over the place index.
public struct PlacePickerState: Hashable, Sendable {
    public var field = TextField(limit: 100, cap: .place)
    public var selection = 0
    public init() {}
}

/// The prompt for a local photo or video file.
public struct PathPromptState: Hashable, Sendable {
    public var field = TextField(limit: 4_096, cap: .filePath)
    /// Why the camera items land here, or why the last path was refused.
    public var message: String?
    public var kind: PostKind
    /// The editor a picture is added to (its Ctrl-O), which the prompt
    /// goes back to; nil: the file starts a new 照片/视频 post.
    public var attachingTo: EditorState?
    /// Tab found several names: the ones that match, listed in a line.
    public var candidates: [PathCompletion.Entry] = []
    /// The text the last Tab could not complete further: a second Tab on
    /// it lists the names, as a shell does.
    public var completionStalled: String?
    public init(kind: PostKind, message: String? = nil, attachingTo: EditorState? = nil) {
        self.kind = kind; self.message = message; self.attachingTo = attachingTo
    }
}
