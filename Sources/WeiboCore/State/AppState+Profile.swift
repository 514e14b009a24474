extension AppState {
    mutating func reduceProfile(_ action: Action) -> [Effect] {
        switch action {
        case .draftsLoaded(let list):
            drafts = list
            if page.route == .drafts { keepSelectionsVisible() }
            return []
        case .deleteSelectedDraft:
            guard page.route == .drafts, drafts.indices.contains(page.selection), let id = drafts[page.selection].id else { return [] }
            modal = .confirmDeleteDraft(id)
            return []
        case .editProfile:
            guard page.route == .profile, let user = localUser else { return [] }
            modal = .profileEditor(ProfileEditorState(name: user.name, bio: user.bio))
            return []
        case .profileSaved(let user):
            localUser = user
            if case .profileEditor? = modal { modal = nil }
            notice = "资料已保存"
            return []
        case .countsLoaded(let counts):
            draftCount = counts.drafts
            myPostCount = counts.myPosts
            unread = counts.unread
            badges[Tab.profile.rawValue] = counts.drafts > 0 ? .dot : .none
            badges[Tab.message.rawValue] = counts.unread.total > 0 ? .count(counts.unread.total) : .none
            badges[Tab.home.rawValue] = counts.unseenPosts ? .dot : .none
            return []
        case .profileRefused(let message):
            if case .profileEditor(var editor)? = modal {
                editor.message = message
                modal = .profileEditor(editor)
            }
            return []
        default:
            return []
        }
    }

    /// Tab or Enter moves from name to bio; Enter on the bio (or Ctrl-S) saves.
    mutating func profileEditorKey(_ key: Key, _ editor: inout ProfileEditorState) -> [Effect] {
        editor.message = nil
        switch key {
        case .escape:
            modal = nil
            return []
        case .tab, .backTab, .up, .down:
            editor.editingBio.toggle()
        case .enter where !editor.editingBio:
            editor.editingBio = true
        case .enter, .ctrl("s"):
            modal = .profileEditor(editor)
            return [.updateProfile(name: editor.name.text, bio: editor.bio.text)]
        default:
            let field = editor.editingBio ? editor.bio : editor.name
            if field.overflows(key) { editor.message = field.cap.inputRefusal }
            if editor.editingBio { _ = editor.bio.apply(key) } else { _ = editor.name.apply(key) }
        }
        modal = .profileEditor(editor)
        return []
    }
}
