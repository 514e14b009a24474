/// One search page: the field and the store's answer. Kept by scope, apart
/// from the navigation stack, so coming back from a result finds the page
/// as it was left.
public struct SearchState: Equatable, Sendable {
    public var field = TextField(limit: SearchState.queryLimit)
    /// The field has the keyboard: letters type. Enter hands the keys to
    /// the results (`n` / `N`, Enter to open); `/` takes them back.
    public var isTyping: Bool
    /// The store's answer to `answered`; nil until the first one.
    public var results: SearchResults?
    /// The question `results` answers; an answer to an older one is dropped.
    public var answered: SearchQuery?
    /// Results asked for: a page more each time the selection nears the end.
    public var limit = SearchState.pageSize
    /// A question is with the store.
    public var loading = false
    /// A person's page asked Weibo for their card and posts: once each
    /// time the page opens, when the store has first named them (their
    /// uid), never again for the reloads that fetch's write causes.
    public var personFetched = false
    /// The pages of the page's list from Weibo (a person's posts, their
    /// 关注 or 粉丝) asked for as it was scrolled: each once.
    var askedPages: Set<OpenedPage> = []

    /// Characters a question may have: each word of it is a full-text
    /// lookup per keystroke, and a pasted page of text as the question cost
    /// half a second a key (the soak monkey caught it as a spin).
    public static let queryLimit = 50

    /// Results asked of the store at a time, per kind (posts, messages).
    public static let pageSize = 50

    public init(isTyping: Bool) { self.isTyping = isTyping }

    /// Whether the store may hold more than it answered.
    var mayHaveMore: Bool {
        guard let results else { return false }
        return results.posts.count >= limit || results.messages.count >= limit
    }
}

extension SearchScope {
    /// The question a page with this scope asks, given its field.
    func query(_ state: SearchState) -> SearchQuery {
        isTyped ? SearchQuery(state.field.text) : fixedQuery
    }
}
