import WeiboCore
import WeiboTerminal

/// Runs the post lists' and the post page's effects, and a post's actions
/// that reach the terminal (copy), a browser (open a link) or a player (a video).
@MainActor
struct HomeEffects: FeatureEffects {
    let store: any AppStore
    let terminal: any AppTerminal

    func run(_ effect: HomeEffect) throws -> [Action] {
        switch effect {
        case .loadPosts(let list, let page):
            return [.home(.postsLoaded(list, try store.posts(list, page, limit: AppState.timelinePageSize), page))]
        case .reloadPosts(let list, let window):
            return [.home(.postsReloaded(list, try store.posts(list, window: window)))]
        case .refreshTimeline:
            let unseen = try store.unseenPostCount()
            let posts = try store.posts(.timeline, .newest, limit: AppState.timelinePageSize)
            return [.home(.postsLoaded(.timeline, posts, .newest)), .home(.refreshed(newPosts: unseen))]
        case .markTimelineViewed(let cursor):
            try store.setTimelineLastViewed(cursor)
            return []
        case .setLiked(let id, let liked):
            _ = try store.setLiked(postID: id, liked)
            return []
        case .queueLike(let id, let liked):
            _ = try store.queueLike(postID: id, liked)
            return []
        case .queueFavorite(let id, let favorited):
            try store.queueFavorite(postID: id, favorited)
            return []
        case .setFavorited(let id, let favorited):
            try store.setFavorited(postID: id, favorited)
            return []
        case .loadPostDetail(let id):
            guard let detail = try store.postDetail(id: id) else { return [.home(.postGone(id))] }
            return [.home(.postDetailLoaded(detail))]
        case .deletePost(let id):
            try store.deletePost(id: id)
            return []
        case .deleteComment(let id):
            try store.deleteComment(id: id)
            return []
        case .copy(let item):
            return [.home(.copied(item, sent: terminal.copyToClipboard(item.content)))]
        case .openLink(let url):
            return [.home(.linkOpened(url, opened: LinkOpener.open(url, environment: ProcessEnvironment.current())))]
        case .openVideo(let video, let player):
            if let opening = VideoOpener.open(video, configured: player, environment: ProcessEnvironment.current()) {
                return [.home(.videoOpened(opening))]
            }
            let address = video.browserAddress ?? ""
            return [.home(.videoOpened(.copied(address, sent: terminal.copyToClipboard(address))))]
        }
    }

    func failure(of effect: HomeEffect) -> String {
        switch effect {
        case .loadPosts, .reloadPosts, .refreshTimeline, .loadPostDetail: return tr("无法读取微博", "Could not read the posts")
        case .markTimelineViewed: return tr("无法保存", "Could not save")
        case .setLiked, .queueLike: return tr("操作失败", "Could not do that")
        case .queueFavorite(_, let favorited), .setFavorited(_, let favorited): return favorited ? tr("收藏失败", "Could not favourite") : tr("取消收藏失败", "Could not unfavourite")
        case .deletePost, .deleteComment: return tr("删除失败", "Could not delete")
        case .copy, .openLink, .openVideo: return tr("出错了", "Something went wrong")
        }
    }
}
