/// What `weibo-tui login --qr --events` says, one line an event: the app
/// draws its sign-in page from these lines alone. The cookies and the `st`
/// token stay in the child, which writes the account file itself; no event
/// carries them.
///
/// A line is the event's name, a tab, and its text on one line (control
/// characters become spaces): simple enough for a script to read too.
public enum SignInEvent: Hashable, Sendable {
    /// A new code to draw: the address it encodes (the first one, or the
    /// one replacing a code that expired).
    case code(String)
    /// The code's state changed.
    case progress(QRProgress)
    /// The session was checked and saved as the active account.
    case signedIn(name: String)
    /// The sign-in gave up: the sentence that says why.
    case failed(String)

    public var line: String {
        switch self {
        case .code(let content): "code\t" + Self.oneLine(content)
        case .progress(let progress): "state\t" + progress.rawValue
        case .signedIn(let name): "signed-in\t" + Self.oneLine(name)
        case .failed(let message): "failed\t" + Self.oneLine(message)
        }
    }

    /// Reads one line back; nil for a line that is no event (it is ignored).
    public init?(line: some StringProtocol) {
        guard let tab = line.firstIndex(of: "\t") else { return nil }
        let text = String(line[line.index(after: tab)...])
        switch line[..<tab] {
        case "code" where !text.isEmpty: self = .code(text)
        case "state":
            guard let progress = QRProgress(rawValue: text) else { return nil }
            self = .progress(progress)
        case "signed-in": self = .signedIn(name: text)
        case "failed": self = .failed(text)
        default: return nil
        }
    }

    private static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
}

/// A QR code's state as the passport reports it, without its ticket.
public enum QRProgress: String, Hashable, Sendable, CaseIterable {
    /// Not scanned yet.
    case waiting
    /// Scanned; the phone asks its owner to confirm.
    case scanned
    /// Confirmed on the phone: the session is being made.
    case confirmed
    /// Too old or cancelled: a new code follows.
    case expired

    /// The state in words, under the code (`login --qr` and the app's page).
    public var words: String {
        switch self {
        case .waiting: tr("请用微博手机客户端扫描二维码", "Scan the QR code with the Weibo phone app")
        case .scanned: tr("已扫描：请在手机上确认登录", "Scanned: confirm the sign-in on your phone")
        case .confirmed: tr("已确认，正在登录…", "Confirmed: signing in…")
        case .expired: tr("二维码已过期，换一个新的：", "The code expired; here is a new one:")
        }
    }
}

/// Words both sign-in pages say (`login --qr` and 我 › 登录).
public enum SignInWords {
    /// Where not even the smallest code fits: a code cut short would not scan.
    public static var tooSmall: String {
        tr("终端太小，放不下二维码：请把窗口放大（至少 46×24）", "the terminal is too small for the QR code: make it larger (at least 46×24)")
    }
}
