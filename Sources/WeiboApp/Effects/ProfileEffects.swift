import WeiboCore

/// Runs 我's effects: the user, 草稿箱, 待发送, the sample's simulated activity.
@MainActor
struct ProfileEffects: FeatureEffects {
    let store: any AppStore

    func run(_ effect: ProfileEffect) throws -> [Action] {
        switch effect {
        case .loadLocalUser:
            return [.profile(.userLoaded(try store.localUser()))]
        case .updateProfile(let name, let bio):
            _ = try store.updateLocalUser(name: name, bio: bio)
            return [.profile(.profileSaved)]
        case .loadDrafts:
            return [.profile(.draftsLoaded(try store.drafts(limit: 1_000)))]
        case .loadOutbox:
            return [.profile(.outboxLoaded(try store.outbox()))]
        case .cancelOutboxItem(let id):
            try store.cancelOutboxItem(id: id)
            return []
        case .retryOutboxItem(let id):
            try store.retryOutboxItem(id: id)
            return []
        case .simulateActivity:
            let added = try store.simulateActivity(count: 4)
            return [.app(.notify(tr("新增 \(added.total) 条未读：@我 \(added.mentions) · 评论 \(added.comments) · 赞 \(added.likes) · 私信 \(added.messages)",
                                     "Added \(added.total) unread: \(plural(added.mentions, "mention")) · \(plural(added.comments, "comment")) · \(plural(added.likes, "like")) · \(plural(added.messages, "message"))")))]
        }
    }

    func failure(of effect: ProfileEffect) -> String {
        switch effect {
        case .loadLocalUser: return tr("无法读取资料", "Could not read the profile")
        case .updateProfile: return tr("保存失败", "Could not save")
        case .loadDrafts: return tr("无法读取草稿", "Could not read the drafts")
        case .loadOutbox: return tr("无法读取待发送", "Could not read the outbox")
        case .cancelOutboxItem: return tr("无法取消发送", "Could not cancel")
        case .retryOutboxItem: return tr("无法重新发送", "Could not send again")
        case .simulateActivity: return tr("模拟失败", "Could not simulate")
        }
    }

    /// The profile editor stays open and says why.
    func refused(_ effect: ProfileEffect, _ message: String) -> [Action] {
        if case .updateProfile = effect { return [.profile(.profileRefused(message))] }
        return [.app(.notify(message))]
    }
}
