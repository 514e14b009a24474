import WeiboCore
import WeiboStore

/// Everything the first frame shows, read from the store in one go while
/// the terminal is being taken over; the main loop then turns it into
/// actions like any other store result.
struct FirstScreen {
    var colorsEnabled: Bool
    var localUser: User?
    /// The first page of 首页, or why it could not be read.
    var timeline: Result<[Post], any Error>
    var counts: StoreCounts
    /// A draft that was open in the editor when the app last stopped.
    var openDraft: Draft?
    var notice: String?

    static func read(from store: Store) -> FirstScreen {
        let localUser = try? store.localUser()
        var openDraft: Draft?
        if let setting = try? store.setting(EffectRunner.openDraftSetting), let id = Int64(setting) {
            openDraft = try? store.draft(id: id)
        }
        return FirstScreen(
            colorsEnabled: ((try? store.setting(SettingKey.colors)) ?? nil) != "off",
            localUser: localUser,
            timeline: Result { try store.recentPosts(limit: AppState.timelinePageSize, before: nil) },
            counts: EffectRunner.counts(in: store, localUserID: localUser?.id ?? ""),
            openDraft: openDraft,
            notice: store.takeNotices().first)
    }
}
