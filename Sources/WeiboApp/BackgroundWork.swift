import WeiboCore

/// Work that goes on behind the frames, such as an account's requests to
/// the Weibo Open API: the shell lets it move on after every wake-up and
/// never waits for it, so a key is answered at once while a reply is late.
///
/// It writes what it fetched into the store itself (the edge that owns the
/// network owns the write); the shell then sees the store change and every
/// view reads again, as after any other write. What the user should be told
/// comes back as actions (a notice for a failure, say).
@MainActor
public protocol BackgroundWork: AnyObject {
    /// How long the loop may sleep before `advance` is due again; nil when
    /// nothing is on its way (or only `watchedFDs` can say so).
    var wakeAfterMs: Int32? { get }
    /// Descriptors whose readiness makes `advance` due (a child's pipe,
    /// which its end closes): the loop blocks on them instead of polling.
    var watchedFDs: [Int32] { get }
    /// Moves everything on as far as it goes now, without blocking.
    func advance() -> [Action]
    /// Someone waits for the work's outcome now (`r` on 首页, a post just
    /// queued, the end of the cache reached): start it as soon as nothing
    /// else runs, and answer with `fetchFinished` when it is done.
    func fetch(_ request: FetchRequest)
    /// The app leaves this account for another (a sign-in saved one):
    /// start nothing more, and let what runs finish (a child is never
    /// killed mid-write). The next shell calls `finishRetiring`.
    func retire()
    /// After `retire`: moves what still runs on, dropping what it says (it
    /// was about the account no longer on screen); true once none is left.
    func finishRetiring() -> Bool
}

extension BackgroundWork {
    public var watchedFDs: [Int32] { [] }
}
