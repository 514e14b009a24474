/// A list of posts, one post per row: 首页's timeline, 我的微博, and 赞.
struct PostListScreen: Screen {
    let source: PostListSource

    func title(in state: AppState) -> String {
        switch source {
        case .timeline: return Tab.home.title
        case .mine: return tr("我的微博", "My posts")
        case .liked: return tr("赞", "Likes")
        case .favorited: return tr("收藏", "Favourites")
        case .group: return Tab.home.title
        }
    }

    /// 首页's bar names what it shows, 全部关注 or a group, and that it switches.
    func barTitle(in state: AppState) -> String {
        source == .timeline ? state.homeTitle : title(in: state)
    }

    /// The list shown: on 首页, the group chosen in its title menu.
    func shown(_ state: AppState) -> PostListSource { source == .timeline ? state.homeList : source }

    func posts(_ state: AppState) -> [Post] { state.home.postLists[shown(state)]?.items ?? [] }

    /// The row below the last post once the store has none older.
    static var endMarker: String { tr("没有更多微博了", "No more posts") }

    /// The end row's words: a group's while Weibo is asked for its older page.
    func endMarker(in state: AppState) -> String {
        if case .group(let id) = shown(state), state.groups.fetchingOlder == id {
            return tr("正在从微博读取更早的微博…", "Reading older posts from Weibo…")
        }
        return Self.endMarker
    }

    /// Why an Open API account's 首页 may be short, and the way to the whole
    /// of it: the API returns only the posts of people who also authorised
    /// the same app (its wiki: of 50 posts, the 10 by authorised users).
    static var openAPINote: String {
        // One line at 80 columns in either language.
        tr("开放接口只显示也授权了本应用的用户；weibo-tui login --qr 可看完整首页",
           "Only users who also authorised this app appear; weibo-tui login --qr shows all")
    }

    /// The note, where this list shows it: an Open API account's 首页.
    func note(in state: AppState) -> String? {
        shown(state) == .timeline && state.info.isOpenAPIAccount ? Self.openAPINote : nil
    }

    /// One row a post, and the end marker once the list's end is loaded.
    func rowCount(in state: AppState) -> Int {
        let count = posts(state).count
        return count > 0 && state.home.postLists[shown(state)]?.exhausted == true ? count + 1 : count
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        let posts = posts(state)
        guard posts.indices.contains(row) else {
            // The end marker, and under it the note, wrapped: a quiet line
            // (or two, on a narrow terminal) where a short 首页 ends.
            func centred(_ text: String) -> Line {
                Line(String(repeating: " ", count: max(0, (width - text.terminalWidth) / 2)) + text, .muted)
            }
            let note = note(in: state).map { TextLayout.wrap($0, width: max(1, width - 2)) } ?? []
            return [centred(TextLayout.truncate(endMarker(in: state), toWidth: width))] + note.map(centred)
        }
        return (shown(state) == .timeline ? state.readMarkerLines(over: row, width: width) : [])
            + PostCell.lines(posts[row], width: width, clock: state.clock, pictures: state.pictureContext)
            + [Line(TextLayout.rule(width: width), .muted)]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        post(at: row, in: state).map { .push(.post(id: $0.id)) }
    }

    func post(at row: Int, in state: AppState) -> Post? {
        let posts = posts(state)
        return posts.indices.contains(row) ? posts[row] : nil
    }

    func showsPostBeside(in state: AppState) -> Bool { true }

    func emptyMessage(in state: AppState) -> String? {
        if state.home.postLists[shown(state)]?.loading ?? true { return tr("正在加载…", "Loading…") }
        let compose = state.keymap.key(for: .compose, in: .global)?.hintName
        switch shown(state) {
        case .group(let id):
            if state.groups.fetching == id { return tr("正在从微博读取这个分组…", "Reading this group from Weibo…") }
            return tr("这个分组里还没有微博", "No posts in this group yet")
        case .timeline:
            let empty = compose.map { tr("还没有微博，按 \($0) 发一条", "No posts yet. Press \($0) to write one") } ?? tr("还没有微博", "No posts yet")
            return note(in: state).map { empty + "\n" + $0 } ?? empty
        case .mine:
            return compose.map { tr("还没有发过微博，按 \($0) 发一条", "You have not posted yet. Press \($0) to write a post") }
                ?? tr("还没有发过微博", "You have not posted yet")
        case .liked:
            return state.keymap.key(for: .like, in: .posts).map {
                tr("还没有赞过微博，在微博上按 \($0.hintName) 点赞", "No liked posts yet. Press \($0.hintName) on a post to like it")
            } ?? tr("还没有赞过微博", "No liked posts yet")
        case .favorited:
            if state.info.kind.map(Unavailable.favorites.applies) ?? false { return Unavailable.favorites.message }
            return state.keymap.key(for: .favorite, in: .posts).map {
                tr("还没有收藏，在微博上按 \($0.hintName) 收藏", "No favourites yet. Press \($0.hintName) on a post to favourite it")
            } ?? tr("还没有收藏", "No favourites yet")
        }
    }
}
