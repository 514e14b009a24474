import WeiboCore

/// Writes where the user is beside the store (`ResumeFile`).
@MainActor
struct ResumeEffects: FeatureEffects {
    let store: any AppStore

    func run(_ effect: ResumeEffect) throws -> [Action] {
        switch effect {
        case .save(let point):
            try store.saveResumePoint(point)
            return []
        }
    }

    func failure(of effect: ResumeEffect) -> String {
        switch effect {
        case .save: return tr("无法保存当前位置", "Could not save where you are")
        }
    }

    /// Silent: the place is a convenience written every few seconds; a full
    /// disk is said where it costs the user something (a draft, a post),
    /// not once a second here.
    func refused(_ effect: ResumeEffect, _ message: String) -> [Action] { [] }
}
