import WeiboCore

/// Everything the first frame shows, read from the store in one go; the app
/// turns it into actions like any other store result.
///
/// Why a value of its own: start-up reads it while the terminal is being
/// taken over, and a clean exit leaves it behind as the launch snapshot
/// (`LaunchSnapshot`) that the next start can draw from at once.
public struct FirstScreen: Equatable, Sendable {
    public var colorsEnabled: Bool
    public var localUser: User?
    /// The first page of 首页, or why it could not be read.
    public var timeline: Result<[Post], any Error>
    public var counts: StoreCounts
    /// A draft that was open in the editor when the app last stopped.
    public var openDraft: Draft?
    /// Something the store fixed on its own while opening (see `Store.notices`).
    public var notice: String?
    /// The first page's pictures as the last run decoded them (only a launch
    /// snapshot holds any: see `PictureBoard.kept(for:)`).
    public var pictures: [PictureKey: PictureImage]

    public init(
        colorsEnabled: Bool, localUser: User?, timeline: Result<[Post], any Error>,
        counts: StoreCounts, openDraft: Draft?, notice: String?, pictures: [PictureKey: PictureImage] = [:]
    ) {
        self.colorsEnabled = colorsEnabled
        self.localUser = localUser
        self.timeline = timeline
        self.counts = counts
        self.openDraft = openDraft
        self.notice = notice
        self.pictures = pictures
    }

    /// Equal when a user would see the same screen: a timeline that failed
    /// to load shows its error's description, so that is what is compared.
    public static func == (lhs: FirstScreen, rhs: FirstScreen) -> Bool {
        let sameTimeline: Bool
        switch (lhs.timeline, rhs.timeline) {
        case (.success(let left), .success(let right)): sameTimeline = left == right
        case (.failure(let left), .failure(let right)): sameTimeline = "\(left)" == "\(right)"
        default: sameTimeline = false
        }
        return sameTimeline && lhs.colorsEnabled == rhs.colorsEnabled && lhs.localUser == rhs.localUser
            && lhs.counts == rhs.counts && lhs.openDraft == rhs.openDraft && lhs.notice == rhs.notice
            && lhs.pictures == rhs.pictures
    }
}

extension Store {
    /// Setting that names the draft open in the editor, so a restart after a
    /// kill can offer it again.
    public static let openDraftSetting = "open_draft_id"

    /// What the first frame shows, as the store holds it now. Whatever
    /// cannot be read shows as absent (the timeline says why it failed).
    public func firstScreen() -> FirstScreen {
        let localUser = try? localUser()
        var openDraft: Draft?
        if let setting = try? setting(Self.openDraftSetting), let id = Int64(setting) {
            openDraft = try? draft(id: id)
        }
        return FirstScreen(
            colorsEnabled: ((try? setting(SettingKey.colors)) ?? nil) != "off",
            localUser: localUser,
            timeline: Result { try recentPosts(limit: AppState.timelinePageSize, before: nil) },
            counts: currentCounts(localUserID: localUser?.id ?? ""),
            openDraft: openDraft,
            notice: takeNotices().first)
    }

    /// The counts behind the badges and the card; what cannot be read counts as none.
    public func currentCounts(localUserID: String) -> StoreCounts {
        (try? counts(localUserID: localUserID)) ?? StoreCounts()
    }
}
