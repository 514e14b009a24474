/// What the editor is writing: a new post of some kind, a comment on a
/// post, or a repost of one.
public enum EditorMode: Hashable, Sendable {
    case post(PostKind)
    case comment(postID: Int64)
    case repost(postID: Int64)

    /// The title of the editor's bar.
    public var title: String {
        switch self {
        case .post(.longPost): return tr("长微博", "Long post")
        case .post(.checkIn): return tr("签到", "Check in")
        case .post(.review): return tr("点评", "Review")
        case .post(.photo), .post(.camera), .post(.shoot): return tr("照片/视频", "Photo/Video")
        case .post(.friendsCircle): return tr("好友圈", "Friends circle")
        case .post(.music): return tr("音乐", "Music")
        case .post: return tr("发微博", "New post")
        case .comment: return tr("发评论", "Comment")
        case .repost: return tr("转发微博", "Repost")
        }
    }

    public var placeholder: String {
        switch self {
        case .comment: return tr("写评论…", "Write a comment…")
        case .repost: return tr("说说分享心得…", "Say something about it…")
        case .post(.music): return tr("分享一首歌…", "Share a song…")
        case .post(.review): return tr("写点评…", "Write a review…")
        default: return tr("分享新鲜事…", "What's new?")
        }
    }
}

/// Everything the editor holds: a value the store can save as a draft and
/// publish, plus where the cursor and focus are.
public struct ComposeDraft: Hashable, Sendable {
    public var mode: EditorMode
    /// Title line of a long post (长微博); nil for other kinds.
    public var title: TextField?
    public var body: TextEditor
    /// Check-in place (path text, e.g. 湖南省 › 长沙市).
    public var place: String?
    /// 点评 rating, 1…5.
    public var rating: Int?
    /// Local files attached, in the order they go: up to 9 pictures
    /// (`Draft.pictureLimit`), or one video.
    public var media: [String]
    /// 可见范围 of a new post.
    public var visibility: PostVisibility = .everyone
    /// The store's id once saved as a draft.
    public var draftID: Int64?
    /// The comment a reply answers: an account sends it with
    /// `comments/reply`. Not kept in a saved draft, which goes as a plain
    /// comment (its `回复@…:` text says whom it answers).
    public var replyTo: Int64?
    /// `mediaPath`'s first bytes say it is a video (the shell checked it as
    /// it was attached): the editor shows `▶ name`, not `[图片]`. Not kept
    /// in a saved draft; publishing looks at the file itself.
    public var mediaIsVideo = false

    public init(mode: EditorMode, text: String = "", cursor: Int? = nil, title: String? = nil,
                place: String? = nil, rating: Int? = nil, mediaPath: String? = nil, draftID: Int64? = nil) {
        self.mode = mode
        self.body = TextEditor(text: text, cursor: cursor)
        if case .post(.longPost) = mode { self.title = TextField(text: title ?? "", limit: Draft.titleLimit, cap: .title) } else { self.title = nil }
        self.place = place
        self.rating = rating
        self.media = Draft.media(mediaPath)
        self.draftID = draftID
    }

    public var text: String { body.text }

    /// The attached files one a line, as a draft stores them.
    public var mediaPath: String? { Draft.mediaPath(media) }

    /// Why it cannot be published yet on an account of `account` (nil:
    /// the sample), by the store's own rule; nil when it can.
    public func refusal(for account: AccountKind?) -> String? { stored.refusal(for: account) }

    /// Nothing worth keeping as a draft.
    public var isBlank: Bool {
        body.text.trimmingSpaces.isEmpty && (title?.text.trimmingSpaces.isEmpty ?? true) && media.isEmpty
    }
}

/// The open editor: the draft, which field has focus, the pickers inside it,
/// and what it last told the user.
public struct EditorState: Hashable, Sendable {
    /// `pictures`: the strip of attached files, whose keys move and remove them.
    public enum Focus: Hashable, Sendable { case title, body, pictures }

    public var draft: ComposeDraft
    public var focus: Focus
    /// Edits not yet in the store (autosave clears it).
    public var isDirty = false
    public var message: String?
    /// Ctrl-T: the emoticon grid, with its selection.
    public var emoticonSelection: Int?
    /// `@` typed: the users offered, filtered by what follows the `@`.
    public var mention: MentionCompletion?
    /// Esc on a draft with text: 保存草稿? (y / n / cancel).
    public var confirmingExit = false
    /// The publish request is with the store.
    public var isPublishing = false
    /// Ctrl-X was pressed: the next key finishes the chord.
    public var awaitingChordKey = false
    /// The attached file the strip has selected.
    public var pictureSelection = 0
    /// The strip's file a mouse button went down on and is not yet up:
    /// released over another file, it moves there (a drag).
    public var stripPress: Int?

    /// A prompt inside the editor (save the draft?, the emoticon grid, the
    /// publish in flight) has the keys, not the editor's commands.
    public var isInPrompt: Bool { confirmingExit || emoticonSelection != nil || isPublishing }

    public init(draft: ComposeDraft) {
        self.draft = draft
        self.focus = draft.title != nil && (draft.title?.isEmpty ?? true) && draft.body.isEmpty ? .title : .body
    }

    /// Codes the posts carry as written, in either language.
    public static let emoticons = ["[哈哈]", "[偷笑]", "[doge]", "[二哈]", "[允悲]", "[心]", "[赞]", "[泪]", // data: emoticon codes
                                   "[喵喵]", "[抱抱]", "[笑cry]", "[吃瓜]", "[good]", "[怒]", "[思考]"] // data: emoticon codes
}


extension ComposeDraft {
    /// The editor's draft from a stored one (草稿箱, or one left open).
    public init(_ stored: Draft) {
        let mode: EditorMode
        switch stored.mode {
        case .post: mode = .post(stored.kind)
        case .comment: mode = .comment(postID: stored.targetPostID ?? 0)
        case .repost: mode = .repost(postID: stored.targetPostID ?? 0)
        }
        self.init(mode: mode, text: stored.text, cursor: stored.cursor, title: stored.title, place: stored.place,
                  rating: stored.rating, mediaPath: stored.mediaPath, draftID: stored.id)
        visibility = stored.visibility
    }

    /// The value the store saves and publishes.
    public var stored: Draft {
        let (mode, kind, target): (DraftMode, PostKind, Int64?) = {
            switch self.mode {
            case .post(let kind): return (.post, kind, nil)
            case .comment(let id): return (.comment, .text, id)
            case .repost(let id): return (.repost, .text, id)
            }
        }()
        var draft = Draft(id: draftID, mode: mode, kind: kind, targetPostID: target, title: title?.text, text: body.text,
                          place: place, rating: rating, mediaPath: mediaPath, cursor: body.cursor)
        draft.visibility = visibility
        return draft
    }
}
