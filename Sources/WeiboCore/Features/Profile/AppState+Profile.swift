extension AppState {
    mutating func reduceProfile(_ action: ProfileAction) -> [Effect] {
        switch action {
        case .userLoaded(let user):
            localUser = user
            return []
        case .draftsLoaded(let list):
            profile.drafts = list
            if page.route == .drafts { keepSelectionsVisible() }
            return []
        case .outboxLoaded(let items):
            profile.outbox = items
            if page.route == .outbox { keepSelectionsVisible() }
            return []
        case .retryOutboxItem(let id):
            compose.awaitingSend = PendingSend(sending: profile.outbox?.first { $0.id == id }?.kind ?? .post, outboxID: id)
            notice = tr("正在发送…", "Sending…")
            return [.profile(.retryOutboxItem(id)), .app(.fetch(.newest))]
        case .deleteSelectedDraft:
            if page.route == .outbox, let outbox = profile.outbox, outbox.indices.contains(page.selection) {
                askToDelete(.outboxItem(outbox[page.selection].id))
                return []
            }
            guard page.route == .drafts, let drafts = profile.drafts, drafts.indices.contains(page.selection),
                  let id = drafts[page.selection].id else { return [] }
            modal = .profile(.confirmDeleteDraft(id))
            return []
        case .confirmDeleteCommand(let command):
            guard case .profile(.confirmDeleteDraft(let id))? = modal, let yes = ConfirmAnswer.answer(command) else { return [] }
            modal = nil
            guard yes else { return [] }
            notice = tr("草稿已删除", "Draft deleted")
            return [.compose(.deleteDraft(id))]
        case .editProfile:
            guard page.route == .profile, let user = localUser else { return [] }
            if info.isAccount {
                notice = Unavailable.editingProfile.message(for: info.accountKind)
                return []
            }
            modal = .profile(.profileEditor(ProfileEditorState(name: user.name, bio: user.bio)))
            return []
        case .editorKey(let key):
            guard case .profile(.profileEditor(var editor))? = modal else { return [] }
            return profileEditorKey(key, &editor)
        case .editorCommand(let command):
            guard case .profile(.profileEditor(var editor))? = modal else { return [] }
            return profileEditorCommand(command, &editor)
        case .profileSaved:
            if case .profile(.profileEditor)? = modal { modal = nil }
            notice = tr("资料已保存", "Profile saved")
            return []
        case .profileRefused(let message):
            if case .profile(.profileEditor(var editor))? = modal {
                editor.message = message
                modal = .profile(.profileEditor(editor))
            }
            return []
        case .toggleColors:
            colorsEnabled.toggle()
            return [.app(.saveSetting(key: SettingKey.colors, value: colorsEnabled ? "on" : "off"))]
        case .simulate:
            guard page.route == .about else { return [] }
            if info.isAccount {
                notice = Unavailable.simulating.message
                return []
            }
            return [.profile(.simulateActivity)]
        }
    }

    /// Switching fields, or `choose` (Enter) moves from name to bio;
    /// `choose` on the bio, or `save`, saves.
    mutating func profileEditorCommand(_ command: Command, _ editor: inout ProfileEditorState) -> [Effect] {
        editor.message = nil
        switch command {
        case .cancel:
            modal = nil
            return []
        case .switchField:
            editor.editingBio.toggle()
        case .choose where !editor.editingBio:
            editor.editingBio = true
        case .choose, .save:
            modal = .profile(.profileEditor(editor))
            return [.profile(.updateProfile(name: editor.name.text, bio: editor.bio.text))]
        default:
            break
        }
        modal = .profile(.profileEditor(editor))
        return []
    }

    /// A key typed into the field with focus.
    mutating func profileEditorKey(_ key: Key, _ editor: inout ProfileEditorState) -> [Effect] {
        editor.message = nil
        let field = editor.editingBio ? editor.bio : editor.name
        if field.overflows(key) { editor.message = field.cap.inputRefusal }
        if editor.editingBio { _ = editor.bio.apply(key) } else { _ = editor.name.apply(key) }
        modal = .profile(.profileEditor(editor))
        return []
    }
}

/// Keys of the settings the app persists.
public enum SettingKey {
    public static let colors = "colors"
}
