/// A person's page's dialogs.
public enum SearchDialog: Hashable, Sendable {
    /// Unfollow them? (y/n) Following back is one key, but losing a
    /// follow by a stray key is not: Weibo's own button asks too.
    case confirmUnfollow(uid: Int64, name: String)
}

/// Draws whichever of the search pages' dialogs is up; the frame's one
/// line for this feature. None has a text field.
enum SearchDialogView {
    static func draw(_ dialog: SearchDialog, state: AppState, into canvas: inout Canvas) -> Point? {
        switch dialog {
        case .confirmUnfollow(_, let name):
            ConfirmDeleteView.draw(tr("取消关注 @\(Sanitizer.sanitize(name))？", "Unfollow @\(Sanitizer.sanitize(name))?"),
                                   yes: tr("取消关注", "unfollow"), keys: state.keymap, into: &canvas)
        }
        return nil
    }
}
