/// A search page: the field and what the store found, the matches lit; or
/// a topic's posts; or a person's card and posts.
struct SearchScreen: Screen {
    let scope: SearchScope

    func title(in state: AppState) -> String {
        switch scope {
        case .posts(.timeline), .posts(.group): return tr("搜索微博", "Search posts")
        case .posts(.mine): return tr("搜索我的微博", "Search my posts")
        case .posts(.liked): return tr("搜索赞过的微博", "Search liked posts")
        case .posts(.favorited): return tr("搜索收藏", "Search favourites")
        case .messages: return tr("搜索消息", "Search messages")
        case .topic(let name): return "#" + Sanitizer.sanitize(name) + "#"
        case .user(let name): return Sanitizer.sanitize(name)
        case .weibo: return tr("搜索全微博", "Search Weibo")
        case .people(_, let name, let fans):
            let who = Sanitizer.sanitize(name)
            return fans ? tr("\(who)的粉丝", "\(who)'s followers") : tr("\(who)的关注", "Whom \(who) follows")
        }
    }

    private func search(_ state: AppState) -> SearchState? { state.searches[scope] }

    /// The words lit in the results: what the answer was for.
    private func terms(_ state: AppState) -> [String] { search(state)?.answered?.terms ?? [] }

    func header(in state: AppState, width: Int) -> [Line] {
        guard let search = search(state) else { return [] }
        var lines: [Line] = []
        switch scope {
        case .posts, .messages, .weibo:
            let shown = search.field.visible(width: max(1, width - 4)).text
            let placeholder = switch scope {
            case .messages: tr("联系人或私信内容", "A person or message text")
            case .weibo: tr("搜索全微博：微博、用户、话题", "All of Weibo: posts, people, topics")
            default: tr("微博内容、作者或话题", "Post text, author or topic")
            }
            lines.append(Line([Span(" ⌕ ", search.isTyping ? .accent : .muted), Span(shown)]).padded(placeholder: shown.isEmpty ? placeholder : nil))
            let said = scope == .weibo ? WeiboSearchSuggestions.status(search, keys: state.keymap, history: !state.discover.weiboHistory.isEmpty) : status(search, keys: state.keymap)
            lines.append(Line(TextLayout.truncate(" " + said, toWidth: width), .muted))
        case .people:
            guard let results = search.results, let at = results.progress?.fetchedAt else { break }
            // The sample's lists are the people it has, not a count of Weibo's.
            guard state.info.isAccount else {
                lines.append(Line(TextLayout.truncate(tr(" 示例数据里的 \(results.people.count) 人", " \(plural(results.people.count, "person", "people")) in the sample"),
                                                      toWidth: width), .muted))
                break
            }
            let when = RelativeTime.format(at, clock: state.clock)
            lines.append(Line(TextLayout.truncate(tr(" 已取 \(results.people.count) 人 · \(when)更新", " \(plural(results.people.count, "person", "people")) so far · updated \(when)"),
                                                  toWidth: width), .muted))
        case .topic:
            lines.append(Line(TextLayout.truncate(" " + tr(count(search) + " 条微博 · n/N 上下条", countWords(search) + " · n/N next/previous"), toWidth: width), .muted))
        case .user(let name):
            guard let user = search.results?.user else {
                if search.results != nil {
                    lines.append(Line(tr(" 没有找到用户 @", " No one called @") + TextLayout.truncate(Sanitizer.sanitize(name), toWidth: max(0, width - 10)), .muted))
                }
                break
            }
            lines += Self.card(user, state: state, width: width)
            let bio = Sanitizer.sanitize(user.bio)
            lines.append(Line(" " + TextLayout.truncate(bio.isEmpty ? tr("简介：暂无介绍", "No bio yet") : bio, toWidth: max(0, width - 2)), .muted))
            // Weibo's count of their posts when it gave one (the cache holds only some), as 我's card.
            var counts: [Span] = []
            if let posts = user.postsCount {
                counts = [Span(tr(" 微博 ", " Posts "), .muted), Span(CountFormat.short(posts), .bold), Span(tr("  ", " "))]
            }
            counts += [Span(tr(" 关注 ", " Following "), .muted), Span(CountFormat.short(user.followingCount), .bold),
                       Span(tr("   粉丝 ", "  Followers "), .muted), Span(CountFormat.short(user.followersCount), .bold)]
            // 关注 / 取消关注, on an account whose kind follows people (the sample follows no one).
            if !user.isLocal, let kind = state.info.kind, !Unavailable.following.applies(to: kind),
               let hint = state.keymap.hint(.follow, in: .results, user.following == true ? tr("取消关注", "unfollow") : tr("关注", "follow")) {
                counts.append(Span("   " + hint, .muted))
            }
            // 私信, where the account's kind has it and they are not the account.
            if !user.isLocal, state.info.kind.map({ !Unavailable.directMessages.applies(to: $0) }) ?? true,
               let hint = state.keymap.hint(.directMessage, in: .results, tr("私信", "message")) {
                counts.append(Span("   " + hint, .muted))
            }
            // Their 关注 and 粉丝 lists, where the account's kind has them
            // (the sample holds its people's offline).
            if state.info.kind.map({ !Unavailable.people.applies(to: $0) }) ?? true,
               let hint = state.keymap.hint([.openFollowing, .openFollowers], in: .results, tr("关注/粉丝", "following/followers")) {
                counts.append(Span("   " + hint, .muted))
            }
            let shown = counts.map(\.text).joined()
            lines.append(shown.terminalWidth <= width ? Line(counts) : Line(TextLayout.truncate(shown, toWidth: width)))
        }
        lines.append(Line(TextLayout.rule(width: width), .muted))
        return lines
    }

    /// A person's name with where the account stands with them (+关注,
    /// 已关注, 互相关注, as Weibo last said), their verified mark and its
    /// reason, and what the account's kind cannot show of them.
    static func card(_ user: User, state: AppState, width: Int) -> [Line] {
        let follow = user.followState.map { "  " + $0.label } ?? ""
        let name = shownName(user, follow: follow, width: width)
        var lines = [Line([Span(" " + name, .bold), Span(TextLayout.truncate(follow, toWidth: max(0, width - 1 - name.terminalWidth)),
                                                           user.followState == .notFollowing ? .accent : .muted)])]
        if user.verified {
            let reason = Sanitizer.sanitize(user.verifiedReason)
            lines.append(Line(TextLayout.truncate(" V " + (reason.isEmpty ? tr("已认证", "Verified") : tr("认证：", "Verified: ") + reason),
                                                  toWidth: width), .accent))
        }
        if let kind = state.info.kind, !user.isLocal, Unavailable.people.applies(to: kind) {
            lines.append(Line(TextLayout.truncate(" " + Unavailable.people.message(for: kind), toWidth: width), .muted))
        }
        return lines
    }

    /// A person as a row of a list (关注, 粉丝, 用户): the card's name line
    /// and 认证, then their followers and bio.
    static func personRow(_ person: User, state: AppState, width: Int) -> [Line] {
        var lines = card(person, state: state, width: width)
        var about = tr(" 粉丝 \(CountFormat.short(person.followersCount))", " \(CountFormat.short(person.followersCount)) followers")
        let bio = Sanitizer.sanitize(person.bio)
        if !bio.isEmpty { about += " · " + bio }
        lines.append(Line(TextLayout.truncate(about, toWidth: width), .muted))
        return lines + [Line(TextLayout.rule(width: width), .muted)]
    }

    private static func shownName(_ user: User, follow: String, width: Int) -> String {
        TextLayout.truncate(Sanitizer.sanitize(user.name), toWidth: max(0, width - 2 - follow.terminalWidth))
    }

    /// The columns of the card's +关注 / 已关注 / 互相关注 (its button: a
    /// click there is the follow key), on the page's first line.
    static func followColumns(_ user: User, width: Int) -> Range<Int>? {
        guard let state = user.followState else { return nil }
        let start = 1 + shownName(user, follow: "  " + state.label, width: width).terminalWidth + 2
        return start..<min(width, start + state.label.terminalWidth)
    }

    /// How many results, "50+" while the store may hold more.
    private func count(_ search: SearchState) -> String {
        let count = search.results?.count ?? 0
        return search.mayHaveMore ? "\(count)+" : "\(count)"
    }

    /// English counts with their word: "1 post", "50+ posts", "3 results"
    /// (messages and conversations).
    private func countWords(_ search: SearchState) -> String {
        let word = scope == .messages ? "result" : "post"
        let count = search.results?.count ?? 0
        return search.mayHaveMore ? "\(count)+ \(word)s" : plural(count, word)
    }

    private func status(_ search: SearchState, keys: Keymap) -> String {
        let leave = keys.hint(.leaveSearch, in: .search, tr("退出", "leave"))
        if search.answered == nil {
            return search.loading ? tr("正在搜索…", "Searching…") : Keymap.hints([tr("输入关键词", "Type to search"), leave])
        }
        let found = tr("找到 \(count(search)) 条", countWords(search))
        return Keymap.hints([found] + (search.isTyping ? [keys.hint(.open, in: .search, tr("浏览结果", "browse")), leave]
                                       : [keys.hint([.findNext, .findPrevious], in: .results, tr("上下条", "next/previous")),
                                          keys.hint(.search, in: .global, tr("修改", "edit"))]))
    }

    func cursor(in state: AppState, content: Rect) -> Point? {
        guard state.isTypingInFind, state.searchScope == scope, let search = search(state) else { return nil }
        return Point(x: content.x + 3 + search.field.visible(width: max(1, content.width - 4)).cursorColumn, y: content.y)
    }

    func rowCount(in state: AppState) -> Int {
        if scope == .weibo { return WeiboSearchSuggestions.count(in: state) }
        // A list of people ends with the row that asks Weibo for more.
        if case .people = scope, let people = search(state)?.results?.people, !people.isEmpty { return people.count + 1 }
        return search(state)?.results?.count ?? 0
    }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        if scope == .weibo { return [WeiboSearchSuggestions.line(row, in: state, width: width)] }
        guard let results = search(state)?.results else { return [] }
        if case .people = scope {
            guard results.people.indices.contains(row) else {
                let more = results.progress?.more == true ? tr("加载更多 ›", "More ›") : tr("没有更多了", "No more")
                return [Line(TextLayout.repeated(" ", count: max(0, (width - more.terminalWidth) / 2)) + TextLayout.truncate(more, toWidth: width), .muted)]
            }
            return Self.personRow(results.people[row], state: state, width: width)
        }
        let terms = terms(state)
        if results.posts.indices.contains(row) {
            let lines = PostCell.lines(results.posts[row], width: width, clock: state.clock, pictures: state.pictureContext)
            // The topic or name `t` picked in the selected result is lit too.
            let picked = row == state.page.selection && state.page.route == .search(scope) ? state.focusedEntity.map { [$0.text] } ?? [] : []
            return TextMatch.highlight(lines, terms + picked) + [Line(TextLayout.rule(width: width), .muted)]
        }
        let index = row - results.posts.count
        if results.conversations.indices.contains(index) {
            let conversation = results.conversations[index]
            return TextMatch.highlight(messageLines(name: conversation.userName, text: conversation.lastMessage,
                                                    at: conversation.lastMessageAt, state: state, width: width), terms)
        }
        let found = results.messages[index - results.conversations.count]
        let text = (found.message.fromLocal ? tr("我：", "Me: ") : "") + found.message.text
        return TextMatch.highlight(messageLines(name: found.userName, text: text, at: found.message.createdAt, state: state, width: width), terms)
    }

    /// A conversation or a message: the person and the time, then the text.
    private func messageLines(name: String, text: String, at time: Int64, state: AppState, width: Int) -> [Line] {
        let when = RelativeTime.format(time, clock: state.clock)
        let shownName = TextLayout.truncate(Sanitizer.sanitize(name), toWidth: max(1, width - when.terminalWidth - 3))
        let gap = max(1, width - 1 - shownName.terminalWidth - when.terminalWidth - 1)
        return [Line([Span(" " + shownName, .bold), Span(TextLayout.repeated(" ", count: gap)), Span(when, .muted)]),
                Line(" " + TextLayout.truncate(Sanitizer.sanitize(text), toWidth: max(0, width - 2)))]
    }

    func target(of row: Int, in state: AppState) -> RowTarget? {
        if scope == .weibo { return WeiboSearchSuggestions.word(row, in: state).map { .perform(.discover(.searchWeibo($0))) } }
        guard let results = search(state)?.results else { return nil }
        if case .people = scope {
            if results.people.indices.contains(row) { return .perform(.search(.openPage(.user(name: results.people[row].name)))) }
            return results.progress?.more == true ? .perform(.search(.morePeople)) : nil
        }
        if results.posts.indices.contains(row) { return .push(.post(id: results.posts[row].id)) }
        let index = row - results.posts.count
        if results.conversations.indices.contains(index) { return .push(.chat(id: results.conversations[index].id)) }
        let message = index - results.conversations.count
        return results.messages.indices.contains(message) ? .push(.chat(id: results.messages[message].message.conversationID)) : nil
    }

    /// The pages whose results are posts; 消息's and 关注 / 粉丝's are not.
    func showsPostBeside(in state: AppState) -> Bool {
        switch scope {
        case .posts, .topic, .user: return true
        case .messages, .people, .weibo: return false
        }
    }

    func post(at row: Int, in state: AppState) -> Post? {
        guard let posts = search(state)?.results?.posts, posts.indices.contains(row) else { return nil }
        return posts[row]
    }

    func emptyMessage(in state: AppState) -> String? {
        guard let search = search(state) else { return nil }
        if scope == .weibo { return nil }
        if case .people = scope {
            if let kind = state.info.kind, Unavailable.people.applies(to: kind) { return Unavailable.people.message(for: kind) }
            guard search.results?.progress != nil else {
                return state.info.isAccount ? tr("正在加载…", "Loading…") : tr("示例数据里没有这份名单", "The sample has no such list")
            }
            return tr("一个人也没有", "No one")
        }
        if search.answered == nil { return search.loading ? tr("正在搜索…", "Searching…") : nil }
        switch scope {
        case .weibo, .people: return nil
        case .posts, .messages: return tr("没有找到“\(Sanitizer.sanitize(search.field.text))”", "Nothing found for “\(Sanitizer.sanitize(search.field.text))”")
        case .topic: return tr("这个话题还没有微博", "No posts on this topic yet")
        case .user: return search.results?.user == nil ? nil : tr("还没有发过微博", "No posts yet")
        }
    }
}
