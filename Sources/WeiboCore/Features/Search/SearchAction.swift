/// Searching posts and messages (`/`), and the topic and person pages a
/// post's `#话题#` and `@name` open.
public enum SearchAction: Sendable {
    /// `/`: a search of where the user is, pushed with its field focused
    /// (on a search page, the field takes the keys back).
    case begin(SearchScope)
    /// An editing key for the search field.
    case key(Key)
    /// Enter in the field: the keys go to the results.
    case submit
    /// Esc in the field: the search page closes.
    case close
    /// `n` / `N`: the next or previous result, wrapping; on a result's post
    /// page, that result's post instead.
    case step(Int)
    /// `t` on a post page: the next `#话题#` or `@name` in the post.
    case nextEntity
    /// Open a topic's or a person's page.
    case openPage(SearchScope)
    /// The store answered a question.
    case resultsLoaded(SearchScope, SearchQuery, SearchResults)
    /// 私信 on a person's page: their conversation.
    case messagePerson
    /// 关注 on a person's page (its key, or a click on the button):
    /// follows at once; unfollowing asks first.
    case toggleFollow
    /// The unfollow question's answer (`y`, `n`, Esc).
    case confirmUnfollowCommand(Command)
    /// `o` / `O` on a person's page: whom they follow, who follows them.
    case openPeople(fans: Bool)
    /// A 关注 or 粉丝 list's last row: Weibo's next page of it.
    case morePeople

    var isResult: Bool {
        switch self {
        case .resultsLoaded: return true
        case .begin, .key, .submit, .close, .step, .nextEntity, .openPage, .messagePerson, .toggleFollow, .confirmUnfollowCommand, .openPeople, .morePeople: return false
        }
    }
}
