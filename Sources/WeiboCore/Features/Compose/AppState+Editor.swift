extension AppState {
    /// Columns the editor's text wraps at (the canvas less a margin each side).
    var editorWidth: Int { max(1, size.width - 2) }

    /// A text field has the keyboard, so a run of typed characters can be
    /// inserted at once; elsewhere each character is a command and must see
    /// the state the one before it left.
    public var acceptsTextRun: Bool {
        switch modal {
        case .compose(.editor(let e))?: return !e.confirmingExit && e.emoticonSelection == nil && !e.isPublishing && e.focus != .pictures
        case .compose(.placePicker)?, .compose(.pathPrompt)?, .profile(.profileEditor)?: return true
        case nil: return isTypingInSearch || chatID != nil
        case .compose(.popup)?, .compose(.ratingPicker)?, .compose(.resumeDraft)?,
             .profile(.confirmDeleteDraft)?, .home(.postActions)?, .home(.confirmDelete)?,
             .home(.link)?, .search?, .groups?: return false
        }
    }

    /// The open editor, if the modal is one.
    public var editor: EditorState? {
        get { if case .compose(.editor(let e))? = modal { return e } else { return nil } }
        set { modal = newValue.map { .compose(.editor($0)) } }
    }

    mutating func reduceCompose(_ action: ComposeAction) -> [Effect] {
        switch action {
        case .openPopup:
            modal = .compose(.popup(ComposeMenuState()))
            return []
        case .closePopup:
            modal = nil
            return []
        case .popupMove(let dx, let dy):
            moveComposeSelection(dx: dx, dy: dy)
            return []
        case .popupChoose(let index):
            return chooseComposeItem(index)
        case .key(let key):
            return modalKey(key)
        case .dialogCommand(let command, let number):
            return dialogCommand(command, number: number)
        case .openDraft(let draft):
            modal = .compose(.editor(EditorState(draft: draft)))
            return []
        case .offerDraft(let draft):
            modal = .compose(.resumeDraft(draft))
            return []
        case .autosaveDue:
            guard var e = editor, e.isDirty, !e.confirmingExit, !e.isPublishing else { return [] }
            e.isDirty = false
            editor = e
            return [.compose(.saveDraft(e.draft))]
        case .draftSaved(let id):
            quitDroppingUnsavedDraft = false
            if var e = editor, e.draft.draftID == nil {
                e.draft.draftID = id
                editor = e
            } else if var e = editorUnderPrompt, e.draft.draftID == nil {
                e.draft.draftID = id
                editorUnderPrompt = e
            }
            return []
        case .draftSaveFailed(let draft, let why):
            // The text is never dropped: the editor stays, or opens again
            // after Esc → y, marked unsaved, with the reason on screen. A
            // quit that wanted to save it first is called off, once.
            var e = editor ?? EditorState(draft: draft)
            e.isDirty = true
            e.confirmingExit = false
            e.message = why
            if quitRequested {
                quitRequested = false
                quitDroppingUnsavedDraft = true
                e.message = why + (keymap.key(for: .quit, in: .always).map {
                    tr("。再按 \($0.name) 放弃草稿并退出", ". Press \($0.name) again to discard the draft and quit")
                } ?? "")
            }
            editor = e
            return []
        case .published(let post):
            let wasComment: Bool = { if case .comment? = editor?.draft.mode { return true } else { return false } }()
            modal = nil
            notice = wasComment ? tr("评论成功", "Comment posted") : tr("发布成功", "Posted")
            guard let post, showOnTopOfTimeline(post) else { return [.compose(.editorClosed)] }
            // It is on screen and selected: nothing above it is unseen.
            return [.compose(.editorClosed), .home(.markTimelineViewed(post.cursor))]
        case .queued(let id):
            let kind: PendingSend.Kind = if case .comment? = editor?.draft.mode { .comment } else { .post }
            compose.awaitingSend = PendingSend(kind, outboxID: id)
            modal = nil
            notice = tr("正在发送…", "Sending…")
            return [.compose(.editorClosed), .app(.fetch(.newest))]
        case .sendSettled(let pending, let item, let failure):
            if compose.awaitingSend == pending { compose.awaitingSend = nil }
            notice = OutboxItem.settledText(item, id: pending.outboxID, failure: failure, clock: clock)
            return []
        case .publishFailed(let message):
            if var e = editor {
                e.isPublishing = false
                e.message = message
                editor = e
            }
            return []
        case .mediaChecked(let path, let problem, let video):
            guard case .compose(.pathPrompt(var prompt))? = modal else { return [] }
            // An account cannot send a video: said at once, before any words are written for it.
            let refusal = problem ?? (video ? info.kind.flatMap(Unavailable.video.refusal(for:)) : nil)
            if refusal == nil, let editor = prompt.attachingTo {
                return attach(path, video: video, to: editor, from: prompt)
            }
            if let problem = refusal {
                prompt.message = problem
                modal = .compose(.pathPrompt(prompt))
            } else {
                var draft = ComposeDraft(mode: .post(prompt.kind), mediaPath: path)
                draft.mediaIsVideo = video
                modal = .compose(.editor(EditorState(draft: draft)))
            }
            return []
        case .publish:
            // An account's post is Weibo's to publish: it waits in the outbox
            // until Weibo returns its id.
            let isAccount = info.isAccount, kind = info.kind
            return editCommand { e in
                if let refusal = e.draft.refusal(for: kind) ?? (e.draft.mediaIsVideo ? kind.flatMap(Unavailable.video.refusal(for:)) : nil) {
                    e.message = refusal
                    return []
                }
                e.isPublishing = true
                e.mention = nil
                return [isAccount ? .compose(.queue(e.draft)) : .compose(.publish(e.draft))]
            }
        case .awaitExternalEditorKey:
            return editCommand { e in
                e.awaitingChordKey = true
                e.message = tr("Ctrl-X：再按 Ctrl-E 用外部编辑器编辑", "Ctrl-X: Ctrl-E next edits in your own editor")
                return []
            }
        case .chordKey(let key):
            guard var e = editor else { return [] }
            e.awaitingChordKey = false
            e.message = nil
            editor = e
            return key == .ctrl("e") ? reduceCompose(.editExternally) : []
        case .editExternally:
            return editCommand { e in
                e.mention = nil
                e.message = nil
                return [.compose(.editExternally(e.draft.body.text))]
            }
        case .editedExternally(let text):
            guard var e = editor else { return [] }
            if text != e.draft.body.text {
                e.draft.body = TextEditor(text: text, capacity: e.draft.body.capacity)
                e.isDirty = true
                if e.draft.body.text.utf8.count < text.utf8.count { e.message = TextCap.body.inputRefusal }
            }
            editor = e
            return []
        case .externalEditFailed(let why):
            guard var e = editor else { return [] }
            e.message = why
            editor = e
            return []
        case .attachPicture:
            return attachPicture()
        case .stripPressed(let hit):
            return stripPressed(hit)
        case .stripReleased(let index):
            return stripReleased(index)
        case .fieldClicked(let field):
            return fieldClicked(field)
        case .cycleVisibility:
            return cycleVisibility()
        case .pathEntries(let text, let entries):
            completePath(text, entries: entries)
            return []
        case .openEmoticons:
            return editCommand { e in
                e.emoticonSelection = 0
                e.mention = nil
                return []
            }
        case .switchField:
            return editCommand { e in
                e.focus = e.nextFocus
                return []
            }
        case .leaveEditor:
            // Nothing typed and nothing saved: close at once; else ask.
            if let e = editor, !e.isPublishing, e.draft.isBlank, e.draft.draftID == nil {
                modal = nil
                return [.compose(.editorClosed)]
            }
            return editCommand { e in
                e.confirmingExit = true
                return []
            }
        case .mentionCandidatesLoaded(let users, let table):
            compose.knownUsers = users
            compose.pinyinTable = Loaded(table)
            return []
        }
    }

    /// The user's own new post goes on top of 首页, selected and in view, as
    /// the app shows it; it is not "new" to the one who wrote it.
    /// Returns false when 首页 is not showing its top (after `G`).
    mutating func showOnTopOfTimeline(_ post: Post) -> Bool {
        var list = home.postLists[.timeline] ?? PostList()
        guard list.reachesStart else { return false }
        if !list.items.contains(where: { $0.id == post.id }) { list.items.insert(post, at: 0) }
        home.postLists[.timeline] = list
        updatePages(showing: .home) { $0.selection = 0; $0.scrollTop = 0 }
        return true
    }


    /// Runs an editor command on the open editor (none while it publishes).
    mutating func editCommand(_ body: (inout EditorState) -> [Effect]) -> [Effect] {
        guard var e = editor, !e.isPublishing else { return [] }
        e.message = nil
        let effects = body(&e)
        if case .compose(.editor)? = modal { editor = e }
        return effects
    }

    /// A key for the text field of the open editor or picker.
    private mutating func modalKey(_ key: Key) -> [Effect] {
        switch modal {
        case .compose(.editor(var e))?:
            let effects = editorKey(key, &e)
            if case .compose(.editor)? = modal { modal = .compose(.editor(e)) }
            return effects
        case .compose(.placePicker(var picker))?:
            if picker.field.apply(key) { picker.selection = 0 }
            modal = .compose(.placePicker(picker))
            return []
        case .compose(.pathPrompt(var prompt))?:
            let overflows = prompt.field.overflows(key)
            if prompt.field.apply(key) {
                prompt.message = overflows ? prompt.field.cap.inputRefusal : nil
                prompt.candidates = []
                prompt.completionStalled = nil
            }
            modal = .compose(.pathPrompt(prompt))
            return []
        case .compose(.popup)?, .compose(.ratingPicker)?, .compose(.resumeDraft)?, .profile(.confirmDeleteDraft)?,
             .profile(.profileEditor)?, .home(.postActions)?, .home(.confirmDelete)?, .home(.link)?, .search?, .groups?, nil:
            return []
        }
    }

    /// A command of the open dialog's keys (`KeyContext.dialog`).
    private mutating func dialogCommand(_ command: Command, number: Int?) -> [Effect] {
        switch modal {
        case .compose(.editor(var e))?:
            guard !e.isPublishing else { return [] }
            e.message = nil
            let effects: [Effect]
            if e.confirmingExit {
                effects = savePromptCommand(command, &e)
            } else if e.emoticonSelection != nil {
                effects = emoticonCommand(command, &e)
            } else if e.focus == .pictures, e.mention == nil {
                e.applyStripCommand(command)
                effects = []
            } else {
                if mentionCommand(command, &e.mention, &e.draft.body) { e.isDirty = true }
                effects = []
            }
            if case .compose(.editor)? = modal { modal = .compose(.editor(e)) }
            return effects
        case .compose(.placePicker(var picker))?:
            return placePickerCommand(command, &picker)
        case .compose(.ratingPicker(let stars))?:
            switch command {
            case .left: modal = .compose(.ratingPicker(stars: max(1, stars - 1)))
            case .right: modal = .compose(.ratingPicker(stars: min(5, stars + 1)))
            case .chooseItem: if let number, (1...5).contains(number) { modal = .compose(.ratingPicker(stars: number)) }
            case .choose: modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.review), rating: stars))))
            case .cancel: modal = nil
            default: break
            }
            return []
        case .compose(.pathPrompt(var prompt))?:
            switch command {
            case .cancel:
                modal = prompt.attachingTo.map { .compose(.editor($0)) }
            case .complete:
                return [.compose(.listDirectory(prompt.field.text))]
            case .choose:
                let path = prompt.field.text.trimmingSpaces
                guard !path.isEmpty, !path.contains("\n") else {
                    prompt.message = tr("请输入文件路径", "Type the path of a file")
                    modal = .compose(.pathPrompt(prompt))
                    return []
                }
                return [.compose(.checkMediaPath(path))]
            default:
                break
            }
            return []
        case .compose(.resumeDraft(let draft))?:
            switch ConfirmAnswer.answer(command) {
            case true?: modal = .compose(.editor(EditorState(draft: draft)))
            case false?: modal = nil; return [.compose(.editorClosed)]
            case nil: break
            }
            return []
        case .compose(.popup)?, .profile(.confirmDeleteDraft)?, .profile(.profileEditor)?,
             .home(.postActions)?, .home(.confirmDelete)?, .home(.link)?, .search?, .groups?, nil:
            return []
        }
    }

    /// "Save the draft?" as the editor is left: save, discard, or keep editing.
    private mutating func savePromptCommand(_ command: Command, _ e: inout EditorState) -> [Effect] {
        switch command {
        case .saveDraft:
            modal = nil
            if e.draft.isBlank { return e.draft.draftID.map { [.compose(.deleteDraft($0)), .compose(.editorClosed)] } ?? [.compose(.editorClosed)] }
            notice = tr("已保存到草稿箱", "Saved to Drafts")
            return [.compose(.saveDraft(e.draft)), .compose(.editorClosed)]
        case .discardDraft:
            modal = nil
            return (e.draft.draftID.map { [Effect.compose(.deleteDraft($0))] } ?? []) + [.compose(.editorClosed)]
        case .keepEditing, .cancel:
            e.confirmingExit = false
        default:
            break
        }
        return []
    }

    /// The emoticon grid: move, insert the selected one, or close.
    private mutating func emoticonCommand(_ command: Command, _ e: inout EditorState) -> [Effect] {
        guard let selection = e.emoticonSelection else { return [] }
        let count = EditorState.emoticons.count
        let columns = EmoticonGrid.columns(forWidth: size.width)
        switch command {
        case .left: e.emoticonSelection = max(0, selection - 1)
        case .right: e.emoticonSelection = min(count - 1, selection + 1)
        case .up: e.emoticonSelection = max(0, selection - columns)
        case .down: e.emoticonSelection = min(count - 1, selection + columns)
        case .choose:
            e.draft.body.insert(EditorState.emoticons[selection])
            e.emoticonSelection = nil
            e.focus = .body
            e.isDirty = true
        case .cancel: e.emoticonSelection = nil
        default: break
        }
        return []
    }

    /// A key for the editor's text (the `@` list's keys are bindings, `.mentions`).
    private mutating func editorKey(_ key: Key, _ e: inout EditorState) -> [Effect] {
        if e.isInPrompt || e.focus == .pictures { return [] }
        e.message = nil
        if key == .enter, e.focus == .title {
            e.focus = .body
            return []
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

    /// 签到's picker: move through the places, choose one, or leave.
    private mutating func placePickerCommand(_ command: Command, _ picker: inout PlacePickerState) -> [Effect] {
        let results = placePickerResults(picker)
        switch command {
        case .cancel:
            modal = nil
            return []
        case .down:
            picker.selection = min(max(0, results.count - 1), picker.selection + 1)
        case .up:
            picker.selection = max(0, picker.selection - 1)
        case .choose:
            guard results.indices.contains(picker.selection), let places else { return [] }
            let place = results[picker.selection]
            modal = .compose(.editor(EditorState(draft: ComposeDraft(mode: .post(.checkIn), place: places.directory.pathText(of: place.code)))))
            return []
        default:
            break
        }
        modal = .compose(.placePicker(picker))
        return []
    }

    /// The check-in list: search results for the text, else the provinces.
    func placePickerResults(_ picker: PlacePickerState) -> [Place] {
        guard let places else { return [] }
        if PlaceQuery.normalized(picker.field.text).isEmpty { return places.directory.roots }
        return places.search(picker.field.text, limit: 50).matches.map(\.place)
    }
}

/// The emoticon picker's grid shape, shared by the reducer and the view:
/// as many columns as the terminal holds (five at most), so every item
/// the arrows reach is on screen.
enum EmoticonGrid {
    static let maxColumns = 5
    /// A space, the widest code, a space.
    static let cellWidth = (EditorState.emoticons.map(\.terminalWidth).max() ?? 0) + 2

    static func columns(forWidth width: Int) -> Int {
        min(maxColumns, max(1, (width - 2) / cellWidth))
    }

    static func rows(forWidth width: Int) -> Int {
        let columns = columns(forWidth: width)
        return (EditorState.emoticons.count + columns - 1) / columns
    }
}
