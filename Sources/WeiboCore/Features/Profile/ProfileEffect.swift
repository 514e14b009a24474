/// What 我 asks of the store.
public enum ProfileEffect: Hashable, Sendable {
    /// The local user (answered with `userLoaded`).
    case loadLocalUser
    /// Save the local user's name and bio (answered with `profileSaved` or `profileRefused`).
    case updateProfile(name: String, bio: String)
    /// Read the drafts (answered with `draftsLoaded`).
    case loadDrafts
    /// Read an account's outbox (answered with `outboxLoaded`).
    case loadOutbox
    /// Take an item out of the outbox unsent.
    case cancelOutboxItem(Int64)
    /// Make an item due now, one Weibo refused too.
    case retryOutboxItem(Int64)
    /// 关于 › s: new unread activity for the sample (answered with a notice).
    case simulateActivity
}
