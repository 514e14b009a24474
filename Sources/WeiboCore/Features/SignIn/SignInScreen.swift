/// 我 › 登录: the passport's QR code, dark on light whatever the theme (a
/// phone reads it on a dark terminal too), the page's title, the state in
/// words and the way back beside it or under it. The page has the whole
/// screen, the nav bar's rows too: the passport's address needs a
/// 41-module code, 23 rows with its quiet zone, and 80×24 has 24.
struct SignInScreen: Screen {
    /// Dark modules on a light ground: black on white, the two colours
    /// every terminal with colour has.
    static let codeStyle = Style.painted(HalfBlockCell(top: RGB(0, 0, 0), bottom: RGB(255, 255, 255)))
    /// The narrowest the words beside the code may be.
    static let sideWidth = 24

    static func fillsScreen(_ route: Route) -> Bool { route == .signIn }

    func title(in state: AppState) -> String { tr("扫码登录", "Sign in with a QR code") }
    func rowCount(in state: AppState) -> Int { 0 }
    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] { [] }

    func drawBody(in state: AppState, into canvas: inout Canvas, rect: Rect) -> Bool {
        let page = state.signIn ?? SignInState()
        var words = [Self.words(page.phase)]
        guard let content = page.code, !page.isOver else { return draw(words, in: rect, into: &canvas, state: state) }
        guard let (blocks, beside) = Self.arrangement(content, in: Size(width: rect.width, height: rect.height)) else {
            words = [SignInWords.tooSmall]
            return draw(words, in: rect, into: &canvas, state: state)
        }
        let textLines = beside ? 0 : Self.linesUnder
        // Beside: the code and the words together in the middle.
        let wordsWidth = min(rect.width - blocks.width - 1, parts(words, in: state).map { $0.0.terminalWidth }.max() ?? 0)
        let x = rect.x + max(0, (rect.width - blocks.width - (beside ? wordsWidth + 1 : 0)) / 2)
        let y = rect.y + max(0, (rect.height - blocks.height - textLines) / 2)
        for (row, line) in blocks.lines.enumerated() {
            canvas.draw(line, x: x, y: y + row, style: Self.codeStyle, maxX: rect.maxX)
        }
        let text = beside
            ? Rect(x: x + blocks.width + 1, y: rect.y, width: max(0, rect.maxX - x - blocks.width - 1), height: rect.height)
            : Rect(x: rect.x, y: y + blocks.height, width: rect.width, height: max(0, rect.maxY - y - blocks.height))
        return draw(words, in: text, into: &canvas, state: state)
    }

    /// Under the code: the title, the state and the way back.
    static let linesUnder = 3

    /// The code at the strongest error correction the room allows, and
    /// whether it goes beside the words (else above them); nil when it does
    /// not fit at all (a code cut short would not scan).
    static func arrangement(_ content: String, in room: Size) -> (QRHalfBlocks, beside: Bool)? {
        let above = QRHalfBlocks.largestCodeSize(width: room.width, height: room.height - linesUnder)
        let beside = QRHalfBlocks.largestCodeSize(width: room.width - sideWidth - 1, height: room.height)
        let size = max(above, beside)
        return QRCode.encode(content, maximumSize: size).map { (QRHalfBlocks($0), beside > above) }
    }

    /// The title, the state and the hint, wrapped to `rect` at phrase
    /// boundaries and centred in it, each part as a block: a part on more
    /// than one line keeps its lines' left edge, so a wrapped sentence
    /// does not read as one line flush left and the next centred.
    private func draw(_ words: [String], in rect: Rect, into canvas: inout Canvas, state: AppState) -> Bool {
        var lines: [(String, Style, x: Int)] = []
        for (text, style) in parts(words, in: state) {
            let wrapped = TextLayout.wrapPhrases(text, width: max(1, rect.width)).map { TextLayout.truncate($0, toWidth: rect.width) }
            let blockWidth = wrapped.map(\.terminalWidth).max() ?? 0
            lines += wrapped.map { ($0, style, x: rect.x + (rect.width - blockWidth) / 2) }
        }
        let top = rect.y + max(0, (rect.height - lines.count) / 2)
        for (index, (text, style, x)) in lines.enumerated() where top + index < rect.maxY {
            canvas.draw(text, x: x, y: top + index, style: style)
        }
        return true
    }

    /// The title, the state and the way back, each in its style.
    private func parts(_ words: [String], in state: AppState) -> [(String, Style)] {
        let back = state.keymap.hint(.back, in: .global, tr("返回（取消登录）", "back (cancels the sign-in)"))
        return [(title(in: state), Style.bold)] + words.map { (Sanitizer.sanitize($0), Style.plain) }
            + (back.map { [($0, Style.muted)] } ?? [])
    }

    static func words(_ phase: SignInState.Phase) -> String {
        switch phase {
        case .starting: tr("正在获取二维码…", "Getting a QR code…")
        case .code(let progress): progress.words
        case .signedIn(let name): tr("已登录：\(name)，正在打开这个账号…", "Signed in as \(name): opening the account…")
        case .failed(let message): message + tr("。返回后可再试", ". Go back to try again")
        }
    }
}
