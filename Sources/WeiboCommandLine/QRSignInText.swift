import WeiboAPI
import WeiboCore

/// What `login --qr` prints: the code in half blocks, dark modules on a
/// light ground whatever the terminal's colours (a phone reads it on a
/// dark theme too), and the state in words under it.
enum QRSignInText {
    /// Lines kept free under the code: the state, rewritten in place on a
    /// terminal so that nothing scrolls the code away.
    static let linesBelow = 1

    /// The code for `content`, as large an error correction as `room`
    /// (columns, rows) allows; nil when it does not fit at all.
    static func drawing(_ content: String, room: (width: Int, height: Int)) -> String? {
        let height = max(0, room.height - linesBelow)
        let size = QRHalfBlocks.largestCodeSize(width: room.width, height: height)
        guard let code = QRCode.encode(content, maximumSize: size) else { return nil }
        let blocks = QRHalfBlocks(code)
        // Black on white: SGR 30 and 47, the colours every terminal has.
        let lines = blocks.lines.map { "\u{1B}[30;47m" + $0 + "\u{1B}[0m" }
        return lines.joined(separator: "\n") + "\n"
    }

    static var tooSmall: String {
        SignInWords.tooSmall + tr("后再试；未登录", " and try again; not logged in")
    }

    /// The state line as it is shown: on a terminal it replaces the one
    /// before (carriage return, erase the line); elsewhere one line each.
    static func stateLine(_ state: QRState, onTerminal: Bool) -> String {
        onTerminal ? "\r\u{1B}[K" + line(for: state) : line(for: state) + "\n"
    }

    /// The state in words.
    static func line(for state: QRState) -> String { progress(state).words }

    /// The state without its ticket, as `--events` and the app see it.
    static func progress(_ state: QRState) -> QRProgress {
        switch state {
        case .waiting: .waiting
        case .scanned: .scanned
        case .confirmed: .confirmed
        case .expired: .expired
        }
    }
}
