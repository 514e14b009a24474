/// What the app knows of its resume point: the one last written, so the
/// shell writes again only when the place changed.
public struct ResumeState: Equatable, Sendable {
    /// The point as last saved; nil until the first save of the run.
    public var saved: ResumePoint?
    /// `set resume off`: nothing restored and nothing saved.
    public var enabled = true
    /// A restore follows the first screen: 首页's top, where the first
    /// screen puts it, is not where the user is, and marks nothing read.
    public var pending = false
    /// The read marker 首页's divider sits under (`followReadMarker`).
    public var divider: PostCursor?

    public init() {}
}

extension AppState {
    /// The place moved since it was last written.
    /// A run that found no point and never left 首页's top leaves none.
    public var resumeNeedsSave: Bool {
        guard resume.enabled else { return false }
        let point = resumePoint
        return point != resume.saved && !(resume.saved == nil && point.isStart)
    }
}
