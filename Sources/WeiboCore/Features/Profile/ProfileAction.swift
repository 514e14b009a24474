/// The 我 tab: the card, 草稿箱, 设置 and 关于.
public enum ProfileAction: Sendable {
    /// The shell read the local user.
    case userLoaded(User)
    /// The shell read the drafts (草稿箱), newest first.
    case draftsLoaded([Draft])
    /// The shell read the outbox.
    case outboxLoaded([OutboxItem])
    /// Enter on 待发送's item: send it now.
    case retryOutboxItem(Int64)
    /// Ask before deleting a draft (`d` in 草稿箱).
    case deleteSelectedDraft
    /// The answer to the delete question (`yes` or `no`).
    case confirmDeleteCommand(Command)
    /// Edit the profile card's name and bio (`e` on 我).
    case editProfile
    /// A key typed into the open profile editor's field, and a command of
    /// its keys (switch field, Enter, save, cancel).
    case editorKey(Key)
    case editorCommand(Command)
    /// The store saved the profile (or refused it, with why).
    case profileSaved
    case profileRefused(String)
    /// 设置: colours on or off.
    case toggleColors
    /// Add simulated incoming activity (关于 › s).
    case simulate

    var isResult: Bool {
        switch self {
        case .userLoaded, .draftsLoaded, .outboxLoaded, .profileSaved: return true
        case .retryOutboxItem, .deleteSelectedDraft, .confirmDeleteCommand, .editProfile, .editorKey, .editorCommand, .profileRefused, .toggleColors, .simulate:
            return false
        }
    }
}
