import WeiboCore

/// Runs a search page's question against the store.
@MainActor
struct SearchEffects: FeatureEffects {
    let store: any AppStore

    func run(_ effect: SearchEffect) throws -> [Action] {
        switch effect {
        case .find(let scope, let query, let limit):
            let results = scope == .messages
                ? try store.searchMessages(query, limit: limit)
                : try store.searchPosts(scope, query, limit: limit)
            return [.search(.resultsLoaded(scope, query, results))]
        case .queueFollow(let uid, let follow):
            try store.queueFollow(uid: uid, follow)
            return []
        }
    }

    func failure(of effect: SearchEffect) -> String {
        switch effect {
        case .find: return tr("搜索失败", "Search failed")
        case .queueFollow(_, let follow): return follow ? tr("关注失败", "Could not follow") : tr("取消关注失败", "Could not unfollow")
        }
    }
}
