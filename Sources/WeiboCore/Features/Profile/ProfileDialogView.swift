/// Draws whichever of Profile's dialogs is up; the frame's one line for
/// this feature. Returns where the cursor goes in the profile editor.
enum ProfileDialogView {
    static func draw(_ dialog: ProfileDialog, state: AppState, into canvas: inout Canvas) -> Point? {
        switch dialog {
        case .confirmDeleteDraft: ConfirmDeleteView.draw(tr("删除草稿？", "Delete this draft?"), keys: state.keymap, into: &canvas)
        case .profileEditor(let editor): return ProfileEditorView.draw(editor, keys: state.keymap, into: &canvas)
        }
        return nil
    }
}
