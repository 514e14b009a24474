import Testing
@testable import WeiboCore

/// The compose flow, 我's pages, 发现 and a search page drawn in English
/// (`--lang en`): the same fixture as the Chinese snapshots, so the two
/// read side by side. Content (names, posts, places) stays Chinese.
@Suite struct EnglishComposeProfileDiscoverSnapshotTests {
    static let clock = MessageSnapshotTests.clock

    /// Reduces and draws in English, as an English run does both.
    func render(_ width: Int, _ height: Int, _ actions: [Action], places: Bool = false) -> Frame {
        Language.$current.withValue(.en) {
            var s = Fixture.state(width: width, height: height)
            s.clock = Self.clock
            if places {
                _ = reduce(&s, .discover(.placesLoaded(DiscoverScreenTests.places)))
                _ = reduce(&s, .discover(.suggestionsLoaded(history: ["长沙", "bj"], hot: ["长沙", "重庆", "香港"])))
            }
            for action in actions { _ = reduce(&s, action) }
            return ScreenView.render(s)
        }
    }

    /// The keys that type `text` into the open editor or picker.
    func typing(_ text: String) -> [Action] { text.map { .compose(.key(.char($0))) } }

    @Test(arguments: [(80, 24), (40, 12), (20, 8)])
    func composePopupBothPages(width: Int, height: Int) {
        Snapshot.assert(render(width, height, [.compose(.openPopup)]), named: "compose-English-\(width)x\(height)")
        Snapshot.assert(render(width, height, PopupItems.open(.more)),
                        named: "compose-more-English-\(width)x\(height)")
    }

    @Test("every popup label is whole in English: the grid gives way to the list where three do not fit")
    func composeLabelsAreWhole() {
        for (width, height) in [(80, 24), (46, 12), (40, 12), (36, 12), (24, 10)] {
            for page in ComposeItem.pages.indices {
                let text = render(width, height, [.compose(.openPopup)] + (page == 1 ? PopupItems.choose(.more) : [])).canvas.text
                for item in ComposeItem.pages[page] {
                    let title = Language.$current.withValue(.en) { item.title }
                    #expect(text.contains(title), "\(title) whole at \(width)x\(height):\n\(text)")
                }
            }
        }
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func editors(width: Int, height: Int) {
        let post: [Action] = PopupItems.open(.text) + typing("Rainy day in 重庆 [哈哈]")
        Snapshot.assert(render(width, height, post), named: "editor-English-\(width)x\(height)")
        let comment: [Action] = [.compose(.openDraft(ComposeDraft(mode: .comment(postID: 2))))] + typing("Looks great!")
        Snapshot.assert(render(width, height, comment), named: "editor-comment-English-\(width)x\(height)")
        let long: [Action] = PopupItems.open(.longPost) + typing("A weekend in Changsha")
            + [.compose(.key(.enter))] + typing("Day one: 臭豆腐 on 坡子街, then the river at night.")
        Snapshot.assert(render(width, height, long), named: "editor-long-English-\(width)x\(height)")
        let emptyTitle: [Action] = PopupItems.open(.longPost)
        Snapshot.assert(render(width, height, emptyTitle), named: "editor-long-empty-English-\(width)x\(height)")
    }

    @Test func pickersAndDialogs() {
        Snapshot.assert(render(80, 24, PopupItems.open(.checkIn) + typing("chang"), places: true),
                        named: "checkin-English-80x24")
        Snapshot.assert(render(80, 24, PopupItems.open(.review) + [.compose(.dialogCommand(.left))]),
                        named: "rating-English-80x24")
        Snapshot.assert(render(80, 24, PopupItems.open(.photo)), named: "photo-English-80x24")
        // The camera item says why it asks for a file instead.
        Snapshot.assert(render(80, 24, PopupItems.open(.camera)),
                        named: "camera-English-80x24")
        let draft = ComposeDraft(mode: .post(.text), text: "周末去长沙，先吃臭豆腐 then the river")
        Snapshot.assert(render(80, 24, [.compose(.offerDraft(draft))]), named: "resume-draft-English-80x24")
        Snapshot.assert(render(80, 24, PopupItems.open(.text) + typing("Half a thought")
                                        + [.compose(.leaveEditor)]), named: "save-draft-English-80x24")
    }

    static let drafts = [
        Draft(id: 2, kind: .longPost, title: "长沙三日", text: "Day one: 臭豆腐 on 坡子街", updatedAt: clock.now - 600),
        Draft(id: 1, mode: .comment, targetPostID: 2, text: "看起来好香", updatedAt: clock.now - 86_400 * 3),
    ]

    @Test(arguments: [(80, 24), (40, 12)])
    func profilePages(width: Int, height: Int) {
        let me: [Action] = [.tabBar(.countsLoaded(StoreCounts(drafts: 2, myPosts: 8))), .tabBar(.select(.profile))]
        Snapshot.assert(render(width, height, me), named: "profile-English-\(width)x\(height)")
        func page(_ route: Route) -> [Action] { me + [ProfileRows.move(to: route), .navigation(.activate)] }
        Snapshot.assert(render(width, height, page(.drafts) + [.profile(.draftsLoaded([]))]), named: "drafts-empty-English-\(width)x\(height)")
        Snapshot.assert(render(width, height, page(.drafts) + [.profile(.draftsLoaded(Self.drafts))]), named: "drafts-English-\(width)x\(height)")
        Snapshot.assert(render(width, height, page(.settings)), named: "settings-English-\(width)x\(height)")
        Snapshot.assert(render(width, height, page(.about)), named: "about-English-\(width)x\(height)")
        Snapshot.assert(render(width, height, me + [.profile(.editProfile)]), named: "profile-editor-English-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func discover(width: Int, height: Int) {
        let tab: [Action] = [.tabBar(.select(.discover))]
        Snapshot.assert(render(width, height, tab, places: true), named: "discover-English-\(width)x\(height)")
        let search = tab + [.discover(.beginSearch)]
        Snapshot.assert(render(width, height, search, places: true), named: "discover-suggestions-English-\(width)x\(height)")
        Snapshot.assert(render(width, height, search + [.discover(.searchKeyword("changsha"))], places: true),
                        named: "discover-results-English-\(width)x\(height)")
        Snapshot.assert(render(width, height, search + [.discover(.searchKeyword("zzzz"))], places: true),
                        named: "discover-none-English-\(width)x\(height)")
        Snapshot.assert(render(width, height, tab + [.discover(.openPlace(code: 430100))], places: true),
                        named: "place-English-\(width)x\(height)")
        // 香港: the official list stops at the region, and the page says why.
        Snapshot.assert(render(width, height, tab + [.discover(.openPlace(code: 810000))], places: true),
                        named: "place-hongkong-English-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func searchPages(width: Int, height: Int) {
        let scope = SearchScope.posts(.timeline)
        let found = SearchResults(posts: [Post(id: 1, userID: "u_b", authorName: "rain_in_重庆", text: "Rainy day in 重庆, 山城的雾好大。",
                                               createdAt: Self.clock.now - 300)])
        let posts: [Action] = [.search(.begin(scope))] + "rain".map { .search(.key(.char($0))) }
            + [.search(.resultsLoaded(scope, SearchQuery("rain"), found)), .search(.submit)]
        Snapshot.assert(render(width, height, posts), named: "search-English-\(width)x\(height)")
        let none: [Action] = [.search(.begin(scope))] + "zz".map { .search(.key(.char($0))) }
            + [.search(.resultsLoaded(scope, SearchQuery("zz"), SearchResults()))]
        Snapshot.assert(render(width, height, none), named: "search-none-English-\(width)x\(height)")
        let topic = SearchScope.topic("长沙美食")
        let topicPosts = SearchResults(posts: [Post(id: 2, userID: "u_a", authorName: "长沙吃货日记", text: "今天的臭豆腐太香了[哈哈] #长沙美食#",
                                                    createdAt: Self.clock.now - 7_200)])
        Snapshot.assert(render(width, height, [.search(.openPage(topic)), .search(.resultsLoaded(topic, SearchQuery("#长沙美食#"), topicPosts))]),
                        named: "topic-English-\(width)x\(height)")
        let user = SearchScope.user(name: "长沙吃货日记")
        let person = SearchResults(user: User(id: "u_a", name: "长沙吃货日记", bio: "", followingCount: 12, followersCount: 1_234))
        Snapshot.assert(render(width, height, [.search(.openPage(user)), .search(.resultsLoaded(user, SearchQuery(""), person))]),
                        named: "user-English-\(width)x\(height)")
    }
}
