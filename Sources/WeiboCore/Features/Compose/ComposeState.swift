/// What the editor keeps between one editing and the next: the `@` list's
/// people and pinyin, and an account's post on its way out.
public struct ComposeState: Equatable, Sendable {
    /// Pinyin of common characters, for finding people by pinyin after `@`.
    public var pinyin: PinyinTable? { pinyinTable?.value }
    var pinyinTable: Loaded<PinyinTable>?
    /// The `@` list's users and pinyin have been asked for (once, on the first `@`).
    public var mentionCandidatesRequested = false
    /// People the editor offers after `@`.
    public var knownUsers: [User] = []
    /// Something was put in an account's outbox and the sync that sends it
    /// has not ended: its end says 已发送, or why not.
    public var awaitingSend: PendingSend?
    public init() {}
}
