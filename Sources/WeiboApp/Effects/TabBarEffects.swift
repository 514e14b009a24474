import WeiboCore

/// Runs the tab bar's effects: the counts behind the badges.
@MainActor
struct TabBarEffects: FeatureEffects {
    let store: any AppStore

    func run(_ effect: TabBarEffect) throws -> [Action] {
        switch effect {
        case .loadCounts: return [.tabBar(.countsLoaded(store.currentCounts()))]
        }
    }

    func failure(of effect: TabBarEffect) -> String {
        switch effect {
        case .loadCounts: return tr("无法读取资料", "Could not read the profile")
        }
    }
}
