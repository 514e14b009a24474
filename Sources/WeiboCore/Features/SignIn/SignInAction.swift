/// The QR sign-in page (我 › 登录).
public enum SignInAction: Sendable {
    /// The row on 我: open the page and start a sign-in.
    case open
    /// The sign-in's child said something.
    case event(SignInEvent)
    /// The child ended; its stderr's line when it failed.
    case ended(failure: String?)

    var isResult: Bool {
        switch self {
        case .event, .ended: true
        case .open: false
        }
    }
}
