import Testing
@testable import WeiboCore

/// 我 on a Weibo account: no editing the profile, and 待发送 (the outbox)
/// where the sample has 赞.
@Suite struct AccountProfileTests {
    static let item = OutboxItem(id: 7, kind: .post, text: "离线时写的", createdAt: 1_800_000_000 - 60, attempts: 1,
                                 nextAttemptAt: 1_800_000_000 + 30, lastError: "无法连接 https://api.weibo.com")

    @Test("e on an account's 我 says the API cannot change the profile")
    func profileEditIsNotFaked() {
        var store = ReducerFixture.account()
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        store.send(.profile(.editProfile)) { $0.notice = Unavailable.editingProfile.message }
    }

    @Test("我 on an account lists 待发送 with its count (and no 赞); Enter on an item sends it now; d asks, y takes it out")
    func outboxPage() {
        var store = ReducerFixture.account()
        store.send(.profile(.userLoaded(ReducerFixture.me)))
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        store.send(.tabBar(.countsLoaded(StoreCounts(outbox: 1)))) { $0.counts.outbox = 1 }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("待发送") && !text.contains(" 赞 "))
        #expect(!text.contains("e 编辑资料"))
        let outbox = ProfileRows.index(of: .outbox, in: store.state)
        store.send(.navigation(.move(outbox))) { $0.page.selection = outbox }
        store.send(.navigation(.activate), effects: [.profile(.loadOutbox)]) { $0.stack.push(.outbox) }
        store.send(.profile(.outboxLoaded([Self.item]))) { $0.profile.outbox = [Self.item] }
        #expect(ScreenView.render(store.state).canvas.text.contains("离线时写的"))
        store.send(.navigation(.activate), effects: [.profile(.retryOutboxItem(7)), .app(.fetch(.newest))]) {
            $0.compose.awaitingSend = PendingSend(.post, outboxID: 7)
            $0.notice = "正在发送…"
        }
        store.send(.profile(.deleteSelectedDraft)) { $0.modal = .home(.confirmDelete(.outboxItem(7))); $0.notice = nil }
        store.send(.home(.confirmDeleteCommand(.yes)), effects: [.profile(.cancelOutboxItem(7))]) {
            $0.modal = nil
            $0.notice = "已取消发送"
        }
    }

    @Test("我's 微博 is Weibo's count when the card gave one, else the posts the store holds; a person's card shows Weibo's too")
    func postCounts() {
        var store = ReducerFixture.account()
        var card = ReducerFixture.me
        card.postsCount = 12_345
        store.send(.profile(.userLoaded(card))) { $0.localUser = card }
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        store.send(.tabBar(.countsLoaded(StoreCounts(myPosts: 3)))) { $0.counts.myPosts = 3 }
        #expect(ScreenView.render(store.state).canvas.text.contains("微博 1.2万"))

        var sample = ReducerFixture.home(1)
        sample.send(.profile(.userLoaded(ReducerFixture.me)))
        sample.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        sample.send(.tabBar(.countsLoaded(StoreCounts(myPosts: 3)))) { $0.counts.myPosts = 3 }
        #expect(ScreenView.render(sample.state).canvas.text.contains("微博 3"), "the sample's user: its own posts")

        // A person's card (@name): Weibo's count when the store has it, none made up otherwise.
        var person = AppState(size: Size(width: 80, height: 24))
        var found = SearchState(isTyping: false)
        found.results = SearchResults(user: User(id: "1002", name: "山间小路", followingCount: 56, followersCount: 12_000, postsCount: 1234))
        person.searches[.user(name: "山间小路")] = found
        let header = SearchScreen(scope: .user(name: "山间小路")).header(in: person, width: 80).map { $0.spans.map(\.text).joined() }
        // The sample holds its people's lists offline: w/W opens them (ab2afec).
        #expect(header.contains(" 微博 1234   关注 56   粉丝 1.2万   M 私信   w/W 关注/粉丝"), "\(header)")
        found.results?.user?.postsCount = nil
        person.searches[.user(name: "山间小路")] = found
        #expect(SearchScreen(scope: .user(name: "山间小路")).header(in: person, width: 80).map { $0.spans.map(\.text).joined() }
                    .contains(" 关注 56   粉丝 1.2万   M 私信   w/W 关注/粉丝"))
    }

    @Test("the sample's 我 has 赞 and no 待发送")
    func sampleProfile() {
        var store = ReducerFixture.home(1)
        store.send(.profile(.userLoaded(ReducerFixture.me)))
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("赞") && !text.contains("待发送"))
    }
}
