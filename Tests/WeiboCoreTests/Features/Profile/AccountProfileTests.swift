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

    @Test("the sample's 我 has 赞 and no 待发送")
    func sampleProfile() {
        var store = ReducerFixture.home(1)
        store.send(.profile(.userLoaded(ReducerFixture.me)))
        store.send(.tabBar(.select(.profile))) { $0.selectedTab = .profile }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("赞") && !text.contains("待发送"))
    }
}
