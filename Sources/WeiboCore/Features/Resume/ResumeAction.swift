/// Coming back to where the last run left off, and keeping where this one is.
public enum ResumeAction: Sendable {
    /// At start-up, after the first screen: the tabs, pages and fields of
    /// the last run (`ResumeFile`).
    case restore(ResumePoint)
    /// The shell's timer, a navigation's aftermath or the quit: the point
    /// is written if it changed since the last write.
    case saveDue
    /// The read-marker key on 首页: to `以下是上次看到的位置`, and back to the top.
    case jumpToReadMarker
    /// The gap key on 首页: the posts where its cache has a gap are fetched.
    case loadGap
}
