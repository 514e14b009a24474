extension AppState {
    mutating func reduceTabBar(_ action: TabBarAction) -> [Effect] {
        switch action {
        case .select(let tab):
            modal = nil
            if tab == selectedTab {
                // Tapping the current tab again pops it to its root and scrolls to top;
                // on 首页 it also refreshes, as the app does.
                stack.popToRoot()
                page.selection = 0
                page.scrollTop = 0
                if tab == .home { return reduceHome(.refresh) }
            } else {
                selectedTab = tab
                keepSelectionsVisible()
            }
            return tabAppearEffects()
        case .cycle(let step):
            let count = Tab.allCases.count
            selectedTab = Tab(rawValue: ((selectedTab.rawValue + step) % count + count) % count)!
            keepSelectionsVisible()
            return tabAppearEffects()
        case .countsLoaded(let counts):
            self.counts = counts
            followReadMarker()
            return []
        }
    }

    /// What a tab asks the store for when it comes to the front.
    mutating func tabAppearEffects() -> [Effect] {
        switch selectedTab {
        case .discover: return discoverAppearEffects()
        case .message: return [.messages(.loadConversations(before: nil, limit: conversationPageSize))]
        case .home: return markTimelineViewedIfOnScreen()
        case .profile: return []
        }
    }

    /// The badge each tab shows, derived from the store's counts (never
    /// stored beside them): 首页 a dot for unseen posts, 消息 the unread
    /// total, 我 a dot while drafts exist. 首页 counts its new posts where the
    /// store counted them (a dot where only their being there is known).
    public func badge(for tab: Tab) -> Badge {
        switch tab {
        case .home: return counts.newPosts > 0 ? .count(counts.newPosts) : counts.unseenPosts ? .dot : .none
        case .message: return counts.unread.total > 0 ? .count(counts.unread.total) : .none
        case .discover: return .none
        case .profile: return counts.drafts > 0 ? .dot : .none
        }
    }
}
