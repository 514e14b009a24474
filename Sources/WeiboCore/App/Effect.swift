/// Work that `reduce` asks the shell to do: I/O stays out of the core.
/// Results come back as actions.
public enum Effect: Hashable, Sendable {
    /// Persist a setting in the store.
    case saveSetting(key: String, value: String)
    /// Leave the app (the shell saves what must be saved, then restores the terminal).
    case quit
    /// Repaint every cell of the terminal on the next frame.
    case redrawScreen
    /// Decode the place index and the search suggestions (answered with
    /// `placesLoaded` and `searchSuggestionsLoaded`).
    case loadPlaces
    /// Remember a search keyword (answered with `searchSuggestionsLoaded`).
    case recordSearch(String)
    case clearSearchHistory
    /// Save the editor's draft (answered with `draftSaved`).
    case saveDraft(ComposeDraft)
    case deleteDraft(Int64)
    /// Publish the draft (answered with `published` or `publishFailed`).
    case publish(ComposeDraft)
    /// Check that a media file exists (answered with `mediaChecked`).
    case checkMediaPath(String)
    /// The editor closed: no draft is open any more.
    case editorClosed
    /// Load posts of a list older than the cursor, or the newest when nil.
    case loadPosts(PostListSource, before: PostCursor?)
    /// Read the drafts (answered with `draftsLoaded`).
    case loadDrafts
    /// Load conversations after the cursor, or the newest when nil.
    case loadConversations(before: ConversationCursor?)
    /// Load an @我的 / 评论 / 赞 list, then mark what it shows as read.
    case loadActivity(ActivityKind)
    /// Load a chat's newest messages (or those before the cursor), then mark them read.
    case loadChat(String, before: TimeCursor?)
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
    /// Read a post and its comments (answered with `postDetailLoaded`).
    case loadPostDetail(Int64)
}
