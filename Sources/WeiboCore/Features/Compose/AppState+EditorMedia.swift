/// The editor's attachments and 可见范围: Ctrl-O adds a file through the
/// file prompt, the strip (Tab to it) orders and removes them, Ctrl-V
/// cycles who may read the post.
extension AppState {
    /// The editor waiting under the file prompt its Ctrl-O opened: a quit
    /// keeps its draft, and a save that ends meanwhile gives it its id.
    var editorUnderPrompt: EditorState? {
        get { if case .compose(.pathPrompt(let prompt))? = modal { return prompt.attachingTo } else { return nil } }
        set {
            guard case .compose(.pathPrompt(var prompt))? = modal, prompt.attachingTo != nil, let newValue else { return }
            prompt.attachingTo = newValue
            modal = .compose(.pathPrompt(prompt))
        }
    }

    /// Ctrl-O: the file prompt, unless the post is full or has a video.
    mutating func attachPicture() -> [Effect] {
        let account = info.kind
        let refusal = editor.flatMap { e -> String? in
            if let refusal = e.draft.picturesRefusal(account: account) { return refusal }
            if e.draft.mediaIsVideo { return tr("已有视频：视频只能单独发", "There is a video already: a video goes alone") }
            if e.draft.media.count >= Draft.pictureLimit { return tr("最多 \(Draft.pictureLimit) 张图片", "At most \(Draft.pictureLimit) pictures") }
            return nil
        }
        guard var e = editor, !e.isPublishing else { return [] }
        e.message = refusal
        e.mention = nil
        if refusal == nil, case .post(let kind) = e.draft.mode {
            modal = .compose(.pathPrompt(PathPromptState(kind: kind, attachingTo: e)))
        } else {
            editor = e
        }
        return []
    }

    /// The checked file joins the editor it was asked for, last in the
    /// strip and selected; a video only where nothing else is attached.
    mutating func attach(_ path: String, video: Bool, to editor: EditorState, from prompt: PathPromptState) -> [Effect] {
        var e = editor
        if video && !e.draft.media.isEmpty {
            var refused = prompt
            refused.message = tr("视频只能单独发，不能和图片一起", "A video goes alone, not with pictures")
            modal = .compose(.pathPrompt(refused))
            return []
        }
        e.draft.media.append(path)
        e.draft.mediaIsVideo = video
        e.pictureSelection = e.draft.media.count - 1
        e.focus = .pictures
        e.isDirty = true
        e.message = nil
        modal = .compose(.editor(e))
        return []
    }

    /// Ctrl-V: 公开 → 好友圈 → 仅自己, on a new post of an account that can
    /// send it; elsewhere one line says why not.
    mutating func cycleVisibility() -> [Effect] {
        let kind = info.kind
        return editCommand { e in
            guard case .post = e.draft.mode else {
                e.message = tr("评论和转发跟随原微博的可见范围", "A comment or a repost is seen as its post is")
                return []
            }
            guard let kind else {
                e.message = tr("示例里的微博只在本机，没有可见范围", "The sample's posts stay on this machine: they have no audience to choose")
                return []
            }
            if Unavailable.visibility.applies(to: kind) {
                e.message = Unavailable.visibility.message(for: kind)
                return []
            }
            e.draft.visibility = e.draft.visibility.next
            e.isDirty = true
            e.message = tr("可见范围：", "Who sees it: ") + e.draft.visibility.title
            return []
        }
    }

    /// Tab in the file prompt: the listed names complete its text as far
    /// as they agree; a second Tab that adds nothing lists them.
    mutating func completePath(_ text: String, entries: [PathCompletion.Entry]) {
        guard case .compose(.pathPrompt(var prompt))? = modal, prompt.field.text == text else { return }
        let (completed, candidates) = PathCompletion.complete(text, entries: entries)
        prompt.message = nil
        if completed != text {
            prompt.field.setText(completed)
            prompt.candidates = []
            prompt.completionStalled = candidates.isEmpty ? nil : completed
        } else if candidates.isEmpty {
            prompt.message = tr("没有匹配的文件", "No file matches")
        } else if prompt.completionStalled == text {
            prompt.candidates = candidates
        } else {
            prompt.completionStalled = text
        }
        modal = .compose(.pathPrompt(prompt))
    }
}

extension ComposeDraft {
    /// Why this post takes no pictures at all on `account` (nil: the
    /// sample), or nil when it does: a comment or repost, a check-in,
    /// review or 长微博, or an account whose kind cannot send them.
    func picturesRefusal(account: AccountKind?) -> String? {
        guard case .post(let kind) = mode else { return tr("评论和转发不能带图片", "A comment or a repost takes no pictures") }
        if kind == .checkIn || kind == .review || kind == .longPost {
            return tr("\(mode.title)不能带图片", "A \(mode.title.lowercased()) takes no pictures")
        }
        if let account, Unavailable.pictures.applies(to: account) { return Unavailable.pictures.message(for: account) }
        return nil
    }
}

extension EditorState {
    /// The strip's keys: select, move the selected file left or right,
    /// remove it; Esc goes back to the text.
    mutating func applyStripCommand(_ command: Command) {
        let count = draft.media.count
        guard count > 0 else {
            focus = .body
            return
        }
        let i = min(max(0, pictureSelection), count - 1)
        switch command {
        case .left: pictureSelection = max(0, i - 1)
        case .right: pictureSelection = min(count - 1, i + 1)
        case .movePictureLeft, .movePictureRight:
            let j = command == .movePictureLeft ? i - 1 : i + 1
            guard draft.media.indices.contains(j) else { return }
            draft.media.swapAt(i, j)
            pictureSelection = j
            isDirty = true
        case .removePicture:
            draft.media.remove(at: i)
            if draft.media.isEmpty {
                draft.mediaIsVideo = false
                focus = .body
            }
            pictureSelection = min(i, max(0, draft.media.count - 1))
            isDirty = true
        case .cancel:
            focus = .body
        default:
            break
        }
    }
}

extension EditorState {
    /// Where Tab goes next: title, text, then the strip when anything is attached.
    var nextFocus: Focus {
        let order: [Focus] = (draft.title != nil ? [.title] : []) + [.body] + (draft.media.isEmpty ? [] : [.pictures])
        return order[((order.firstIndex(of: focus) ?? 0) + 1) % order.count]
    }
}
