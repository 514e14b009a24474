/// Draws whichever of Compose's dialogs is up; the frame's one line for
/// this feature. Returns where the cursor goes, for those with a text field.
enum ComposeDialogView {
    static func draw(_ dialog: ComposeDialog, state: AppState, into canvas: inout Canvas) -> Point? {
        switch dialog {
        case .popup(let menu): ComposePopupView.draw(menu, state: state, into: &canvas)
        case .editor(let editor): return EditorView.draw(editor, state: state, into: &canvas)
        case .placePicker(let picker): return PickerViews.drawPlacePicker(picker, state: state, into: &canvas)
        case .ratingPicker(let stars): PickerViews.drawRating(stars, keys: state.keymap, into: &canvas)
        case .pathPrompt(let prompt): return PickerViews.drawPathPrompt(prompt, keys: state.keymap, into: &canvas)
        case .resumeDraft(let draft): PickerViews.drawResumeDraft(draft, keys: state.keymap, into: &canvas)
        }
        return nil
    }
}
