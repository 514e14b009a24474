/// Dialogs have contexts of their own: their keys are bindings, so the
/// config rebinds them, `?` lists them and their hints name them. A
/// dialog's reducer switches on the command, never on a raw key.
extension KeyContext {
    /// The context of the dialog that has the keyboard; nil for one that
    /// takes no key (an editor while it publishes). The link box has one
    /// though any key closes it, as the help overlay has `help`: so that
    /// `?` and the man page list it with the other dialogs.
    static func dialog(_ modal: Modal) -> KeyContext? {
        switch modal {
        case .compose(.popup): return .popup
        case .compose(.editor(let e)):
            if e.confirmingExit { return .savePrompt }
            if e.emoticonSelection != nil { return .emoticons }
            return e.isPublishing ? nil : .editor
        case .compose(.placePicker): return .placePicker
        case .compose(.ratingPicker): return .rating
        case .compose(.pathPrompt): return .pathPrompt
        case .compose(.resumeDraft), .profile(.confirmDeleteDraft), .home(.confirmDelete), .search(.confirmUnfollow): return .confirm
        case .profile(.profileEditor): return .profileEditor
        case .home(.postActions), .groups: return .actionMenu
        case .home(.link): return .link
        }
    }

    /// Whether the context's commands go to the open dialog's reducer as
    /// commands (the popup's and the editor's have actions of their own).
    var isDialog: Bool {
        switch self {
        case .confirm, .savePrompt, .emoticons, .actionMenu, .link, .rating, .placePicker, .pathPrompt, .profileEditor, .mentions,
             .pictureStrip:
            return true
        case .always, .global, .posts, .activity, .profile, .drafts, .about, .pictures, .search, .results, .discover, .chat, .popup,
             .editor, .help:
            return false
        }
    }
}

extension Keymap {
    /// The open dialog's command, for its reducer; `choose-item` carries
    /// the number its key names (a digit key, or nothing).
    static func dialogAction(for command: Command, key: Key, in context: KeyContext, state: AppState) -> Action? {
        var number: Int?
        if command == .chooseItem {
            guard case .char(let c) = key, let digit = c.wholeNumberValue else { return nil }
            number = digit
        }
        switch state.modal {
        case .home(.postActions)?: return .home(.actionsCommand(command, number: number))
        case .groups?: return .groups(.menuCommand(command, number: number))
        case .home(.confirmDelete)?: return .home(.confirmDeleteCommand(command))
        case .home(.link)?: return .home(.dismissLink)
        case .profile(.confirmDeleteDraft)?: return .profile(.confirmDeleteCommand(command))
        case .search(.confirmUnfollow)?: return .search(.confirmUnfollowCommand(command))
        case .profile(.profileEditor)?: return .profile(.editorCommand(command))
        case .compose(.editor)?, .compose(.ratingPicker)?, .compose(.placePicker)?, .compose(.pathPrompt)?, .compose(.resumeDraft)?:
            return .compose(.dialogCommand(command, number: number))
        case nil: return context == .mentions ? .messages(.mentionCommand(command)) : nil
        case .compose(.popup)?: return nil
        }
    }
}
