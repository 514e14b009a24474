/// Everything that can happen to the app, after the keymap has read the input.
public enum Action: Sendable {
    case resize(Size)
    case selectTab(Tab)
    /// Next (+1) or previous (-1) tab.
    case cycleTab(Int)
    case openCompose
    case composeMove(dx: Int, dy: Int)
    /// Choose item `index` of the current popup page, or the selected one when nil.
    case composeChoose(Int?)
    case closeModal
    case showHelp
    case hideHelp
    /// Move the selection by this many rows.
    case move(Int)
    /// Move by a screenful: +1 down, -1 up.
    case page(Int)
    case top
    case bottom
    /// Open the selected row.
    case activate
    /// Open row `index` (a mouse click).
    case activateRow(Int)
    /// Scroll the view without moving past the ends (mouse wheel).
    case scroll(Int)
    case back
    case popToRoot
    case toggleColors
    case quit
    /// Ctrl-L: repaint the whole terminal (after another program scribbled on it).
    case redraw
    /// Go to Discover with the search field focused (`/`).
    case beginSearch
    /// Leave the search: the field empties and the province list returns.
    case endSearch
    /// An editing key for the search field.
    case searchKey(Key)
    /// Put a keyword (a recent or hot search) into the field.
    case searchKeyword(String)
    /// Push a place's page from the search results, remembering the query.
    case openPlace(code: Int)
    case clearSearchHistory
    /// The shell decoded the place index.
    case placesLoaded(PlaceSearch)
    /// The shell read the recent searches and hot keywords.
    case searchSuggestionsLoaded(history: [String], hot: [String])
    /// A key for the open editor or picker; the modal decides what it means.
    case modalKey(Key)
    /// Open the editor on a draft (from 草稿箱, or a draft left open last time).
    case openDraft(ComposeDraft)
    /// Open the editor to comment on (`c`) or repost (`f`) the selected post.
    case comment, repost
    /// Like or unlike the selected post (`l`).
    case toggleLike
    /// Reload the timeline from the top (`r`).
    case refresh
    /// The editor's changes are a second old: save them as a draft.
    case autosaveDue
    /// The shell saved the draft under this id.
    case draftSaved(id: Int64)
    /// The shell published; the post (for a post or repost) goes on top of 首页.
    case published(Post?)
    case publishFailed(String)
    /// The shell checked a media path: nil when the file exists, else why not.
    case mediaChecked(path: String, problem: String?)
    /// A page of a post list from the store; `reset` replaces what is loaded.
    case postsLoaded(PostListSource, [Post], reset: Bool)
    /// The shell read the drafts (草稿箱), newest first.
    case draftsLoaded([Draft])
    /// Ask before deleting a draft (`d` in 草稿箱).
    case deleteSelectedDraft
    /// Edit the profile card's name and bio (`e` on 我).
    case editProfile
    /// The store saved the profile (or refused it, with why).
    case profileSaved(User)
    case profileRefused(String)
    /// The store's counts behind the badges and the profile card.
    case countsLoaded(StoreCounts)
    /// A page of conversations; `reset` replaces what is loaded.
    case conversationsLoaded([Conversation], reset: Bool)
    case activityLoaded(ActivityKind, [Activity])
    /// Messages of a chat, oldest first; `older` prepends a page before what is loaded.
    case chatLoaded(id: String, Conversation?, [Message], older: Bool)
    /// A key for the open chat's input line.
    case chatKey(Key)
    case messageSent(conversationID: String, Message)
    case messageRefused(conversationID: String, String)
    /// Add simulated incoming activity (关于 › s).
    case simulate
    /// The shell read who can be mentioned, and the pinyin to find them by.
    case mentionCandidatesLoaded(users: [User], pinyin: PinyinTable)
    /// A post changed in the store (liked, commented, reposted).
    case postUpdated(Post)
    /// The shell read a post and its comments for the post page.
    case postDetailLoaded(PostDetail)
    /// A note for the user at the bottom of the screen.
    case notify(String)
}
