import WeiboCore

/// Reads 首页's groups for its title menu.
@MainActor
struct GroupsEffects: FeatureEffects {
    let store: any AppStore

    func run(_ effect: GroupsEffect) throws -> [Action] {
        switch effect {
        case .load: return [.groups(.loaded(try store.feedGroups()))]
        }
    }

    func failure(of effect: GroupsEffect) -> String {
        switch effect {
        case .load: return tr("无法读取分组", "Could not read the groups")
        }
    }
}
