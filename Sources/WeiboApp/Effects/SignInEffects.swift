import WeiboCore

/// Runs 我 › 登录's effects: the `login --qr --events` child.
@MainActor
struct SignInEffects: FeatureEffects {
    /// nil where the app cannot start one (tests).
    let process: SignInProcess?

    func run(_ effect: SignInEffect) throws -> [Action] {
        switch effect {
        case .start:
            guard let process else {
                return [.signIn(.ended(failure: tr("这里不能登录", "signing in is not possible here")))]
            }
            return process.start()
        case .cancel:
            process?.cancel()
            return []
        }
    }

    func failure(of effect: SignInEffect) -> String { tr("出错了", "Something went wrong") }
}
