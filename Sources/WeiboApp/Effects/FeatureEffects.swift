import WeiboCore
import WeiboStore

/// One feature's runner: performs that feature's effects and answers with
/// actions. Like `EffectRunner`, which hands each effect to its feature's
/// runner, it never touches the state.
@MainActor
protocol FeatureEffects {
    associatedtype Work
    func run(_ effect: Work) throws -> [Action]
    /// The words before a failure's reason.
    func failure(of effect: Work) -> String
    /// What a failed effect answers with: the feature's own refusal where it
    /// has one (the editor keeps its text), else a notice.
    func refused(_ effect: Work, _ message: String) -> [Action]
}

extension FeatureEffects {
    /// Performs `effect`; the actions it answers with, failures as notices.
    func perform(_ effect: Work) -> [Action] {
        do {
            return try run(effect)
        } catch let refusal as Refusal {
            return refused(effect, refusal.message)
        } catch let error as StoreError {
            return refused(effect, failure(of: effect) + tr("：", ": ") + error.reason)
        } catch {
            return refused(effect, failure(of: effect) + tr("：", ": ") + String(describing: error))
        }
    }

    func refused(_ effect: Work, _ message: String) -> [Action] { [.app(.notify(message))] }
}
