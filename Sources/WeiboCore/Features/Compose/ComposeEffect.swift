/// What the editor and its pickers ask of the shell: drafts' life cycle,
/// publishing, the `@` list.
public enum ComposeEffect: Hashable, Sendable {
    /// Save the editor's draft (answered with `draftSaved` or `draftSaveFailed`).
    case saveDraft(ComposeDraft)
    /// On the way out: save the open editor's draft and mark it open, so
    /// the next start offers it again.
    case keepOpenDraft(ComposeDraft)
    case deleteDraft(Int64)
    /// Publish the draft (answered with `published` or `publishFailed`).
    case publish(ComposeDraft)
    /// An account's: into the outbox (answered with `queued` or `publishFailed`).
    case queue(ComposeDraft)
    /// Read what became of an outbox item once its sync ended (answered
    /// with `sendSettled`).
    case checkSent(PendingSend, failure: String?)
    /// Check that a media file exists (answered with `mediaChecked`).
    case checkMediaPath(String)
    /// List the directory the file prompt's text names (answered with
    /// `pathEntries`).
    case listDirectory(String)
    /// The editor closed: no draft is open any more.
    case editorClosed
    /// Read the users and decode the pinyin table for the `@` list, on its
    /// first use (answered with `mentionCandidatesLoaded`).
    case loadMentionCandidates
    /// Hand the terminal and `text` to the user's editor and take them
    /// back (answered with `editedExternally` or `externalEditFailed`).
    case editExternally(String)
}
