/// The compose popup, its pickers and the editor.
public enum ComposeAction: Sendable {
    case openPopup
    case closePopup
    case popupMove(dx: Int, dy: Int)
    /// Choose item `index` of the current popup page, or the selected one when nil.
    case popupChoose(Int?)
    /// A key typed into the open editor's or picker's text field.
    case key(Key)
    /// A command of the open dialog's keys (a picker, the path prompt, the
    /// draft questions, the emoticon grid); `choose-item` carries its number.
    case dialogCommand(Command, number: Int? = nil)
    /// The editor's commands (Ctrl-S, Ctrl-T, Esc, Tab by default).
    case publish
    case openEmoticons
    case leaveEditor
    case switchField
    /// Ctrl-X: the next key finishes a chord (Ctrl-E: `editExternally`).
    case awaitExternalEditorKey
    case chordKey(Key)
    /// Ctrl-O: the file prompt, whose file joins the editor's pictures.
    case attachPicture
    /// The mouse on the strip: a press on a file (or the selected one's
    /// `×`), and the release that ends it (over a file, or elsewhere: nil).
    case stripPressed(StripHit)
    case stripReleased(Int?)
    /// A click on the title or the text: the keys go back to it.
    case fieldClicked(EditorState.Focus)
    /// Ctrl-V: the next 可见范围 (公开 → 好友圈 → 仅自己).
    case cycleVisibility
    /// The shell listed the directory of the file prompt's `text` (Tab).
    case pathEntries(text: String, entries: [PathCompletion.Entry])
    /// Open the text in $VISUAL / $EDITOR (answered with `editedExternally`
    /// or `externalEditFailed`).
    case editExternally
    case editedExternally(String)
    case externalEditFailed(String)
    /// A draft was open when the app last stopped: offer to continue it.
    case offerDraft(ComposeDraft)
    /// Open the editor on a draft (from 草稿箱, or a draft left open last time).
    case openDraft(ComposeDraft)
    /// The editor's changes are a second old: save them as a draft.
    case autosaveDue
    /// The shell saved the draft under this id.
    case draftSaved(id: Int64)
    /// The shell could not save the draft: the editor stays (or opens again)
    /// with its text and the reason.
    case draftSaveFailed(ComposeDraft, why: String)
    /// The shell published: `post` is the new post (nil for a comment).
    case published(Post?)
    case publishFailed(String)
    /// The shell put an account's post, comment or repost in the outbox, as
    /// the item `outboxID`.
    case queued(outboxID: Int64)
    /// The sync that sent `pending` ended (`failure`: its one line, if it
    /// failed): `item` is the outbox's row now, nil when it left (sent).
    case sendSettled(PendingSend, item: OutboxItem?, failure: String?)
    /// The shell checked a media path: nil when the file exists, else why
    /// not; `video` when its first bytes say it is a video.
    case mediaChecked(path: String, problem: String?, video: Bool = false)
    /// The shell read who can be mentioned, and the pinyin to find them by.
    case mentionCandidatesLoaded(users: [User], pinyin: PinyinTable)

    var isResult: Bool {
        switch self {
        case .draftSaved, .published, .queued, .sendSettled, .mediaChecked, .mentionCandidatesLoaded, .autosaveDue, .offerDraft,
             .editedExternally, .externalEditFailed, .pathEntries: return true
        case .openPopup, .closePopup, .popupMove, .popupChoose, .key, .dialogCommand, .openDraft, .publishFailed, .draftSaveFailed,
             .publish, .openEmoticons, .leaveEditor, .switchField, .awaitExternalEditorKey, .chordKey, .editExternally,
             .attachPicture, .cycleVisibility, .stripPressed, .stripReleased, .fieldClicked:
            return false
        }
    }
}
