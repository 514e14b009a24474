/// A resume point as the file holds it: JSON, readable and small, written
/// with `JSONText` and read with `JSONParser` (the core has no Foundation).
/// A route is one string, its kind before the first `:` and its argument
/// whole after it, so a chat id or a topic may hold anything.
extension ResumePoint {
    /// Bump when a file of this format could be misread; other formats are ignored.
    public static let format: Int64 = 1

    public var json: String {
        var out = "{\"format\":\(Self.format),\"tab\":\(Self.tabNames[tab.rawValue].quoted),\"stacks\":["
        out += stacks.map { pages in
            "[" + pages.prefix(while: { $0.route.resumeName != nil }).map { page in
                var fields = ["\"route\":" + (page.route.resumeName ?? "").quoted, "\"row\":\(page.selection)", "\"top\":\(page.scrollTop)"]
                if let post = page.post { fields.append("\"post\":\(post)") }
                return "{" + fields.joined(separator: ",") + "}"
            }.joined(separator: ",") + "]"
        }.joined(separator: ",")
        out += "]"
        if let placeQuery { out += ",\"placeQuery\":" + placeQuery.quoted }
        let scopes = queries.keys.compactMap { scope in Route.search(scope).resumeName.map { ($0, scope) } }.sorted { $0.0 < $1.0 }
        out += ",\"queries\":{" + scopes.map { name, scope in name.quoted + ":" + queries[scope]!.quoted }.joined(separator: ",") + "}"
        if let group { out += ",\"group\":{\"id\":" + group.id.quoted + ",\"name\":" + group.name.quoted + "}" }
        return out + "}\n"
    }

    /// The point a file's bytes hold, or nil for anything that is not one
    /// of ours in this format. A page it cannot name ends its stack there.
    public init?(json bytes: [UInt8]) {
        guard case .object(let root)? = JSONParser.parse(bytes), case .int(Self.format)? = root["format"],
              case .string(let tabName)? = root["tab"], let tabIndex = Self.tabNames.firstIndex(of: tabName),
              let tab = Tab(rawValue: tabIndex), case .array(let stackValues)? = root["stacks"] else { return nil }
        var stacks: [[Page]] = []
        for value in stackValues.prefix(Tab.allCases.count) {
            guard case .array(let pageValues) = value else { return nil }
            var pages: [Page] = []
            for case .object(let page) in pageValues {
                guard case .string(let name)? = page["route"], let route = Route(resumeName: name), route.isResumable,
                      case .int(let row)? = page["row"], case .int(let top)? = page["top"],
                      let selection = Int(exactly: row), let scrollTop = Int(exactly: top), selection >= 0, scrollTop >= 0 else { break }
                var post: Int64?
                if case .int(let id)? = page["post"] { post = id }
                pages.append(Page(route: route, selection: selection, scrollTop: scrollTop, post: post))
            }
            stacks.append(pages)
        }
        var placeQuery: String?
        if case .string(let text)? = root["placeQuery"] { placeQuery = text }
        var queries: [SearchScope: String] = [:]
        if case .object(let members)? = root["queries"] {
            for (name, value) in members {
                guard case .search(let scope)? = Route(resumeName: name), scope.isTyped, case .string(let text) = value else { continue }
                queries[scope] = text
            }
        }
        var group: FeedGroup?
        if case .object(let fields)? = root["group"], case .string(let id)? = fields["id"], case .string(let name)? = fields["name"] {
            group = FeedGroup(id: id, name: name)
        }
        self.init(tab: tab, stacks: stacks, placeQuery: placeQuery, queries: queries, group: group)
    }

    /// The tabs by `Tab.rawValue`, as the file names them.
    static let tabNames = ["home", "messages", "discover", "profile"]
}

extension Route {
    /// The route as the resume file writes it; nil for a page never kept.
    var resumeName: String? {
        switch self {
        case .home: return "home"
        case .messages: return "messages"
        case .discover: return "discover"
        case .profile: return "profile"
        case .settings: return "settings"
        case .about: return "about"
        case .placeList(let code): return "placeList:\(code)"
        case .place(let code): return "place:\(code)"
        case .post(let id): return "post:\(id)"
        case .myPosts: return "myPosts"
        case .likedPosts: return "likedPosts"
        case .favoritePosts: return "favoritePosts"
        case .drafts: return "drafts"
        case .outbox: return "outbox"
        case .activity(let kind): return "activity:" + kind.rawValue
        case .conversations: return "conversations"
        case .chat(let id): return "chat:" + id
        case .search(.posts(let list)): return "search:posts:" + list.resumeName
        case .search(.messages): return "search:messages"
        case .search(.topic(let name)): return "search:topic:" + name
        case .search(.user(let name)): return "search:user:" + name
        case .search(.weibo): return "search:weibo"
        case .search(.people(let uid, let name, let fans)): return "search:people:\(uid):\(fans ? "fans" : "following"):" + name
        case .weiboSearch(let query): return "weiboSearch:" + query.text
        case .picture, .signIn: return nil
        }
    }

    init?(resumeName name: String) {
        let kind = name.prefix { $0 != ":" }
        let argument = name.count > kind.count ? String(name.dropFirst(kind.count + 1)) : nil
        switch (kind, argument) {
        case ("home", nil): self = .home
        case ("messages", nil): self = .messages
        case ("discover", nil): self = .discover
        case ("profile", nil): self = .profile
        case ("settings", nil): self = .settings
        case ("about", nil): self = .about
        case ("myPosts", nil): self = .myPosts
        case ("likedPosts", nil): self = .likedPosts
        case ("favoritePosts", nil): self = .favoritePosts
        case ("drafts", nil): self = .drafts
        case ("outbox", nil): self = .outbox
        case ("conversations", nil): self = .conversations
        case ("placeList", let code?): guard let code = Int(code) else { return nil }; self = .placeList(code: code)
        case ("place", let code?): guard let code = Int(code) else { return nil }; self = .place(code: code)
        case ("post", let id?): guard let id = Int64(id) else { return nil }; self = .post(id: id)
        case ("activity", let kind?): guard let kind = ActivityKind(rawValue: kind) else { return nil }; self = .activity(kind)
        case ("chat", let id?) where !id.isEmpty: self = .chat(id: id)
        case ("weiboSearch", let text?) where !text.isEmpty: self = .weiboSearch(WeiboSearchQuery(text))
        case ("search", let scope?):
            if scope == "messages" { self = .search(.messages); return }
            if scope == "weibo" { self = .search(.weibo); return }
            let scopeKind = scope.prefix { $0 != ":" }
            guard scope.count > scopeKind.count else { return nil }
            let rest = String(scope.dropFirst(scopeKind.count + 1))
            switch scopeKind {
            case "posts": guard let list = PostListSource(resumeName: rest) else { return nil }; self = .search(.posts(list))
            case "topic" where !rest.isEmpty: self = .search(.topic(rest))
            case "user" where !rest.isEmpty: self = .search(.user(name: rest))
            case "people":
                let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3, !parts[0].isEmpty, ["fans", "following"].contains(parts[1]), !parts[2].isEmpty
                else { return nil }
                self = .search(.people(uid: String(parts[0]), name: String(parts[2]), fans: parts[1] == "fans"))
            default: return nil
            }
        default: return nil
        }
    }
}

extension PostListSource {
    var resumeName: String {
        switch self {
        case .timeline: return "timeline"
        case .mine: return "mine"
        case .liked: return "liked"
        case .favorited: return "favorited"
        case .group(let id): return "group:" + id
        }
    }

    init?(resumeName name: String) {
        if name.hasPrefix("group:") { self = .group(String(name.dropFirst(6))); return }
        guard let source = Self.pages.first(where: { $0.resumeName == name }) else { return nil }
        self = source
    }
}

private extension String {
    var quoted: String { JSONText.string(self) }
}
