/// Work that `reduce` asks the shell to do: I/O stays out of the core.
/// Results come back as actions. Writes need no answer of their own: after
/// every write the shell sends `.app(.storeChanged)`, and everything on
/// screen is read again.
public enum Effect: Hashable, Sendable {
    /// Persist a setting in the store.
    case saveSetting(key: String, value: String)
    /// Leave the app (the shell saves what must be saved, then restores the terminal).
    case quit
    /// Repaint every cell of the terminal on the next frame.
    case redrawScreen
    /// Read and decode a picture at one size (answered with `loaded`).
    case loadPicture(PictureKey)
    /// An account's sync, now (answered with `fetchFinished` when it ends).
    case fetch(FetchRequest)
    /// Decode the place index and the search suggestions (answered with
    /// `placesLoaded` and `suggestionsLoaded`).
    case loadPlaces
    /// Remember a search keyword (answered with `suggestionsLoaded`).
    case recordSearch(String)
    case clearSearchHistory
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
    /// Check that a media file exists (answered with `mediaChecked`).
    case checkMediaPath(String)
    /// The editor closed: no draft is open any more.
    case editorClosed
    /// The badges' and the card's counts (answered with `countsLoaded`).
    case loadCounts
    /// The local user (answered with `userLoaded`).
    case loadLocalUser
    /// A page of a post list (answered with `postsLoaded`).
    case loadPosts(PostListSource, PostPage)
    /// A list's loaded window again, after the store changed (answered with `postsReloaded`).
    case reloadPosts(PostListSource, PostWindow)
    /// `r` on 首页: count the unseen posts, then the newest page (answered
    /// with `postsLoaded(.newest)` and `refreshed`).
    case refreshTimeline
    /// Read the drafts (answered with `draftsLoaded`).
    case loadDrafts
    /// An account's 私信 count, reported by Weibo, counts as seen.
    case markDirectMessagesSeen
    /// Read an account's outbox (answered with `outboxLoaded`).
    case loadOutbox
    /// Take an item out of the outbox unsent.
    case cancelOutboxItem(Int64)
    /// Make an item due now, one Weibo refused too.
    case retryOutboxItem(Int64)
    /// Load conversations after the cursor, or the newest when nil.
    case loadConversations(before: ConversationCursor?, limit: Int)
    /// Load an @我的 / 评论 / 赞 list (answered with `activityLoaded`).
    case loadActivity(ActivityKind)
    /// What an on-screen @我的 / 评论 / 赞 list shows has been read.
    case markActivityRead(ActivityKind, through: TimeCursor)
    /// Load a chat's newest messages (or those before the cursor).
    case loadChat(String, before: TimeCursor?)
    /// What an on-screen chat shows has been read.
    case markConversationRead(String, through: Int64)
    case sendMessage(conversationID: String, text: String)
    case simulateActivity
    /// Read the users and decode the pinyin table for the `@` list, on its
    /// first use (answered with `mentionCandidatesLoaded`).
    case loadMentionCandidates
    /// 首页 has been seen up to this post (clears its dot).
    case markTimelineViewed(PostCursor)
    /// Save the local user's name and bio (answered with `profileSaved` or `profileRefused`).
    case updateProfile(name: String, bio: String)
    case setLiked(postID: Int64, liked: Bool)
    /// A web session's like: shown at once from the store and queued in the
    /// outbox for the next sync to send.
    case queueLike(postID: Int64, liked: Bool)
    /// Read a post and its comments (answered with `postDetailLoaded`, or
    /// `postGone` when it is no longer there).
    case loadPostDetail(Int64)
    /// Delete the local user's post or comment (the store refuses anyone else's).
    case deletePost(Int64)
    case deleteComment(Int64)
    /// Put text on the terminal's clipboard (answered with `copied`).
    case copy(ClipboardItem)
    /// Open a link in a browser (answered with `linkOpened`).
    case openLink(String)
    /// Start `login --qr --events` in a child (answered with `signIn(.event)`
    /// for each line, `signIn(.ended)` when it ends).
    case startSignIn
    /// Stop the sign-in's child, if it runs.
    case cancelSignIn
    /// Ask the store a search page's question, for at most `limit` results
    /// of each kind (answered with `resultsLoaded`).
    case search(SearchScope, SearchQuery, limit: Int)
}
