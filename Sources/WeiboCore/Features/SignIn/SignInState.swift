/// 我 › 登录: the QR sign-in page. A child process (`login --qr --events`)
/// talks to the passport; this holds only what its events said, so the
/// page is drawn from the state like every other page.
public struct SignInState: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// Asking the passport for a code.
        case starting
        case code(QRProgress)
        /// Saved as the active account, under this name.
        case signedIn(String)
        case failed(String)
    }

    /// What the code on screen encodes; nil until the first one came.
    public var code: String?
    public var phase = Phase.starting
    /// The account was saved: the shell leaves this store and opens the
    /// new account's, as a start would, without the terminal going away.
    public var switchDue = false

    public init() {}

    /// Whether the child has finished either way.
    public var isOver: Bool {
        switch phase {
        case .signedIn, .failed: true
        case .starting, .code: false
        }
    }
}
