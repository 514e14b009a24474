/// What 我 › 登录 asks of the shell: its child process.
public enum SignInEffect: Hashable, Sendable {
    /// Start `login --qr --events` in a child (answered with `signIn(.event)`
    /// for each line, `signIn(.ended)` when it ends).
    case start
    /// Stop the sign-in's child, if it runs.
    case cancel
}
