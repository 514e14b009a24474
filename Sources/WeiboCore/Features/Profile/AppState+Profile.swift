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
            compose.awaitingSend = profile.outbox?.first { $0.id == id }.map { PendingSend($0.kind) } ?? .post
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
        case .confirmDeleteKey(let key):
            guard case .profile(.confirmDeleteDraft(let id))? = modal, let yes = ConfirmAnswer.answer(key) else { return [] }
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
            modal = .profile(.profileEditor(editor))
            return [.profile(.updateProfile(name: editor.name.text, bio: editor.bio.text))]
        default:
            let field = editor.editingBio ? editor.bio : editor.name
            if field.overflows(key) { editor.message = field.cap.inputRefusal }
            if editor.editingBio { _ = editor.bio.apply(key) } else { _ = editor.name.apply(key) }
        }
        modal = .profile(.profileEditor(editor))
        return []
    }
}

/// Keys of the settings the app persists.
public enum SettingKey {
    public static let colors = "colors"
}
