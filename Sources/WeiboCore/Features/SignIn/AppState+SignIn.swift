extension AppState {
    mutating func reduceSignIn(_ action: SignInAction) -> [Effect] {
        switch action {
        case .open:
            guard !isOnAStack(.signIn) else { return [] }
            signIn = SignInState()
            stack.push(.signIn)
            keepSelectionsVisible()
            return [.signIn(.start)]
        case .event(let event):
            // Late words of a sign-in whose page was left are dropped.
            guard var shown = signIn, !shown.isOver else { return [] }
            switch event {
            case .code(let content):
                shown.code = content
                shown.phase = .code(.waiting)
            case .progress(let progress):
                shown.phase = .code(progress)
            case .signedIn(let name):
                shown.phase = .signedIn(name)
                shown.switchDue = true
            case .failed(let message):
                shown.phase = .failed(message)
            }
            signIn = shown
            return []
        case .ended(let failure):
            guard var shown = signIn, !shown.isOver else { return [] }
            shown.phase = .failed(failure ?? tr("登录进程意外退出", "the sign-in process ended unexpectedly"))
            signIn = shown
            return []
        }
    }

    /// The page was left (back, a tab tapped again, any pop): its child is
    /// stopped and its state forgotten, so opening it again starts afresh.
    mutating func leftSignInEffects() -> [Effect] {
        guard signIn != nil, !isOnAStack(.signIn) else { return [] }
        signIn = nil
        return [.signIn(.cancel)]
    }

    /// A confirmed sign-in saved the new account: the shell's loop ends
    /// here and the app opens again on that account.
    public var leavesForAnotherAccount: Bool { signIn?.switchDue == true }
}
