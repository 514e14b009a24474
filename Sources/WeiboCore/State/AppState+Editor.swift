extension AppState {
    /// Columns the editor's text wraps at (the canvas less a margin each side).
    var editorWidth: Int { max(1, size.width - 2) }

    /// A text field has the keyboard, so a run of typed characters can be
    /// inserted at once; elsewhere each character is a command and must see
    /// the state the one before it left.
    public var acceptsTextRun: Bool {
        switch modal {
        case .editor(let e)?: return !e.confirmingExit && e.emoticonSelection == nil && !e.isPublishing
        case .placePicker?, .pathPrompt?, .profileEditor?: return true
        case nil: return isTypingInSearch || chatID != nil
        default: return false
        }
    }

    /// The open editor, if the modal is one.
    public var editor: EditorState? {
        get { if case .editor(let e)? = modal { return e } else { return nil } }
        set { modal = newValue.map { .editor($0) } }
    }

    mutating func reduceEditor(_ action: Action) -> [Effect] {
        switch action {
        case .modalKey(let key):
            return modalKey(key)
        case .openDraft(let draft):
            modal = .editor(EditorState(draft: draft))
            return []
        case .comment, .repost:
            guard let post = selectedPost else { return [] }
            let mode: EditorMode = {
                if case .comment = action { return .comment(postID: post.id) }
                return .repost(postID: post.id)
            }()
            modal = .editor(EditorState(draft: ComposeDraft(mode: mode)))
            return []
        case .autosaveDue:
            guard var e = editor, e.isDirty, !e.confirmingExit, !e.isPublishing else { return [] }
            e.isDirty = false
            editor = e
            return [.saveDraft(e.draft)]
        case .draftSaved(let id):
            if var e = editor, e.draft.draftID == nil {
                e.draft.draftID = id
                editor = e
            }
            return []
        case .published(let post):
            let wasComment: Bool = { if case .comment? = editor?.draft.mode { return true } else { return false } }()
            modal = nil
            notice = wasComment ? "评论成功" : "发布成功"
            if let post { insertAtTopOfTimeline(post) }
            return [.editorClosed]
        case .publishFailed(let message):
            if var e = editor {
                e.isPublishing = false
                e.message = message
                editor = e
            }
            return []
        case .mediaChecked(let path, let problem):
            guard case .pathPrompt(var prompt)? = modal else { return [] }
            if let problem {
                prompt.message = problem
                modal = .pathPrompt(prompt)
            } else {
                modal = .editor(EditorState(draft: ComposeDraft(mode: .post(prompt.kind), mediaPath: path)))
            }
            return []
        default:
            return []
        }
    }

    /// The post under the selection on a timeline-like page.
    var selectedPost: Post? {
        guard modal == nil else { return nil }
        return Screens.screen(for: page.route).post(at: page.selection, in: self)
    }

    /// A new post goes on top of 首页 without moving what the user was looking at.
    mutating func insertAtTopOfTimeline(_ post: Post) {
        guard !timeline.contains(where: { $0.id == post.id }) else { return }
        timeline.insert(post, at: 0)
        stacks[Tab.home.rawValue].updateRoot { root in
            // Keep the same post selected unless the user was at the very top.
            if root.selection > 0 || root.scrollTop > 0 {
                root.selection += 1
                root.scrollTop += 1
            }
        }
    }

    private mutating func modalKey(_ key: Key) -> [Effect] {
        switch modal {
        case .editor(var e)?:
            let effects = editorKey(key, &e)
            if case .editor? = modal { modal = .editor(e) }
            return effects
        case .placePicker(var picker)?:
            return placePickerKey(key, &picker)
        case .ratingPicker(let stars)?:
            switch key {
            case .left, .char("h"), .down, .char("j"): modal = .ratingPicker(stars: max(1, stars - 1))
            case .right, .char("l"), .up, .char("k"): modal = .ratingPicker(stars: min(5, stars + 1))
            case .char(let c) where ("1"..."5").contains(c): modal = .ratingPicker(stars: c.wholeNumberValue!)
            case .enter: modal = .editor(EditorState(draft: ComposeDraft(mode: .post(.review), rating: stars)))
            case .escape: modal = nil
            default: break
            }
            return []
        case .pathPrompt(var prompt)?:
            switch key {
            case .escape:
                modal = nil
            case .enter:
                let path = prompt.field.text.trimmingSpaces
                guard !path.isEmpty else {
                    prompt.message = "请输入文件路径"
                    modal = .pathPrompt(prompt)
                    return []
                }
                return [.checkMediaPath(path)]
            default:
                let overflows = prompt.field.overflows(key)
                if prompt.field.apply(key) { prompt.message = overflows ? prompt.field.cap.inputRefusal : nil }
                modal = .pathPrompt(prompt)
            }
            return []
        case .confirmDeleteDraft(let id)?:
            switch key {
            case .char("y"), .char("Y"):
                modal = nil
                drafts.removeAll { $0.id == id }
                keepSelectionsVisible()
                notice = "草稿已删除"
                return [.deleteDraft(id), .loadDrafts]
            case .char("n"), .char("N"), .escape: modal = nil
            default: break
            }
            return []
        case .profileEditor(var editor)?:
            return profileEditorKey(key, &editor)
        case .resumeDraft(let draft)?:
            switch key {
            case .char("y"), .char("Y"), .enter: modal = .editor(EditorState(draft: draft))
            case .char("n"), .char("N"), .escape: modal = nil; return [.editorClosed]
            default: break
            }
            return []
        default:
            return []
        }
    }

    private mutating func editorKey(_ key: Key, _ e: inout EditorState) -> [Effect] {
        if e.isPublishing { return [] }
        e.message = nil
        if e.confirmingExit {
            switch key {
            case .char("y"), .char("Y"):
                modal = nil
                if e.draft.isBlank { return e.draft.draftID.map { [.deleteDraft($0), .editorClosed] } ?? [.editorClosed] }
                notice = "已保存到草稿箱"
                return [.saveDraft(e.draft), .editorClosed]
            case .char("n"), .char("N"):
                modal = nil
                return (e.draft.draftID.map { [Effect.deleteDraft($0)] } ?? []) + [.editorClosed]
            case .char("c"), .char("C"), .escape:
                e.confirmingExit = false
            default:
                break
            }
            return []
        }
        if let selection = e.emoticonSelection {
            let count = EditorState.emoticons.count
            switch key {
            case .left, .char("h"): e.emoticonSelection = max(0, selection - 1)
            case .right, .char("l"), .tab: e.emoticonSelection = min(count - 1, selection + 1)
            case .up, .char("k"): e.emoticonSelection = max(0, selection - EmoticonGrid.columns)
            case .down, .char("j"): e.emoticonSelection = min(count - 1, selection + EmoticonGrid.columns)
            case .enter, .char(" "):
                e.draft.body.insert(EditorState.emoticons[selection])
                e.emoticonSelection = nil
                e.focus = .body
                e.isDirty = true
            case .escape, .ctrl("e"): e.emoticonSelection = nil
            default: break
            }
            return []
        }
        if mentionKey(key, &e.mention, &e.draft.body) {
            e.isDirty = true
            return []
        }
        switch key {
        case .ctrl("s"):
            if let refusal = e.draft.refusal {
                e.message = refusal
                return []
            }
            e.isPublishing = true
            e.mention = nil
            return [.publish(e.draft)]
        case .escape:
            if e.draft.isBlank && e.draft.draftID == nil {
                modal = nil
                return [.editorClosed]
            }
            e.confirmingExit = true
            return []
        case .ctrl("e"):
            e.emoticonSelection = 0
            e.mention = nil
            return []
        case .tab where e.draft.title != nil:
            e.focus = e.focus == .title ? .body : .title
            return []
        case .enter where e.focus == .title:
            e.focus = .body
            return []
        default:
            break
        }
        let changed: Bool
        if e.focus == .title, var title = e.draft.title {
            if title.overflows(key) { e.message = title.cap.inputRefusal }
            changed = title.apply(key)
            e.draft.title = title
        } else {
            let before = e.draft.body.text
            if e.draft.body.overflows(key) { e.message = TextCap.body.inputRefusal }
            _ = e.draft.body.apply(key, width: editorWidth)
            changed = e.draft.body.text != before
            e.mention = MentionCompletion.detect(in: e.draft.body, previous: e.mention)
        }
        if changed { e.isDirty = true }
        return loadMentionCandidatesIfNeeded(e.mention)
    }

    private mutating func placePickerKey(_ key: Key, _ picker: inout PlacePickerState) -> [Effect] {
        let results = placePickerResults(picker)
        switch key {
        case .escape:
            modal = nil
            return []
        case .down, .ctrl("n"):
            picker.selection = min(max(0, results.count - 1), picker.selection + 1)
        case .up, .ctrl("p"):
            picker.selection = max(0, picker.selection - 1)
        case .enter:
            guard results.indices.contains(picker.selection), let places else { return [] }
            let place = results[picker.selection]
            modal = .editor(EditorState(draft: ComposeDraft(mode: .post(.checkIn), place: places.directory.pathText(of: place.code))))
            return []
        default:
            if picker.field.apply(key) { picker.selection = 0 }
        }
        modal = .placePicker(picker)
        return []
    }

    /// The check-in list: search results for the text, else the provinces.
    func placePickerResults(_ picker: PlacePickerState) -> [Place] {
        guard let places else { return [] }
        if PlaceQuery.normalized(picker.field.text).isEmpty { return places.directory.roots }
        return places.search(picker.field.text, limit: 50).matches.map(\.place)
    }
}

/// The emoticon picker's grid shape, shared by the reducer and the view.
enum EmoticonGrid {
    static let columns = 5
}
