/// Draws whichever of Home's dialogs is up; the frame's one line for this
/// feature. None has a text field, so none places the cursor.
enum HomeDialogView {
    static func draw(_ dialog: HomeDialog, state: AppState, into canvas: inout Canvas) -> Point? {
        switch dialog {
        case .postActions(let menu): PostActionsView.drawMenu(menu, keys: state.keymap, into: &canvas)
        case .confirmDelete(let target): ConfirmDeleteView.draw(target.question, keys: state.keymap, into: &canvas)
        case .link(let url): PostActionsView.drawLink(url, into: &canvas)
        }
        return nil
    }
}
