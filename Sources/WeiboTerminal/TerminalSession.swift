import CNcursesw
import Glibc
import WeiboCore

/// The one curses screen of the app: opening and restoring the terminal,
/// reading input, and blitting canvases.
///
/// ncurses is not thread-safe, so the session lives on the main actor.
/// Input and drawing are built so that a burst costs one frame: `nextEvents`
/// waits for the first event, then drains everything already typed; `present`
/// writes only rows that changed into the curses virtual screen and lets one
/// `doupdate` send the difference.
@MainActor public final class TerminalSession {
    private let screen: OpaquePointer
    var window: UnsafeMutablePointer<WINDOW>
    private var isOpen = true
    private var palette: ColorPalette
    private var colorsWanted: Bool
    /// The config file's colours, over the built-in ones.
    private var colorScheme = ColorScheme()
    private var colorsStarted = false
    private var defaultColorsWork = false

    /// What the curses virtual screen holds (from the last `present`); rows
    /// equal to it are not rewritten.
    var lastCanvas: Canvas?
    private var lastCursor: Point?
    private var cursorVisible = true
    /// Set by a resize, a colour change or `redrawAll`: rewrite every cell.
    private var rewriteAll = true

    /// Input read but not yet returned as events: a character split across
    /// reads waits here for its last bytes.
    private var decoder = InputDecoder()

    /// Pictures as pixels (TerminalSession+Graphics).
    var pictureMode = PictureMode.auto
    var graphicsProbe = GraphicsProbe()
    var graphicsOutput = GraphicsOutput()

    /// Whether the locale's codeset is UTF-8 (else the compose glyph is `+`).
    public let isUTF8: Bool

    /// Whether the app asked the terminal for SGR mouse reports itself
    /// (curses knows only X10 there); they are turned off again on leaving.
    private let addsSGRMouse: Bool
    /// Whether the terminal has an alternate screen to leave on closing.
    private let hasAlternateScreen: Bool
    /// The clipboard and hyperlinks, as the environment and terminfo say.
    public let features: TerminalFeatures

    /// What the user should be told once, in the status line, about how the
    /// terminal was taken (the locale that was replaced); nil when nothing.
    public private(set) var startNotice: String?

    // MARK: Opening

    /// Checks that this is a usable terminal and takes it over.
    ///
    /// Refuses, with a message in our words and exit code 2, before writing
    /// a single escape code: stdin or stdout not a terminal, `TERM` unset or
    /// unknown to terminfo, or a terminal that cannot address the cursor
    /// (`TERM=dumb`). `newterm` rather than `initscr`, because `initscr`
    /// prints its own message and exits. Colours are on until
    /// `setColorsEnabled` says otherwise.
    public static func open() throws(TerminalError) -> TerminalSession {
        TerminalSignals.install()
        guard isatty(0) == 1 else {
            throw TerminalError("standard input is not a terminal (weibo-tui is an interactive terminal app)")
        }
        guard isatty(1) == 1 else {
            throw TerminalError("standard output is not a terminal (weibo-tui is an interactive terminal app)")
        }
        // The character type only, which is all curses and wcwidth read:
        // LC_ALL made glibc load the locale's thirteen category files, 0.4 ms
        // of every start, for messages, collation, money and time the app
        // never asks the C library for (the command line sets no locale at
        // all).
        setlocale(LC_CTYPE, "")
        let notice = try useUTF8Locale()
        guard let termPointer = getenv("TERM"), termPointer.pointee != 0 else {
            throw TerminalError("TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color")
        }
        let term = String(cString: termPointer)

        ShimState.saveTermios()
        // Exported LINES/COLUMNS (some shells and test runners set them)
        // would otherwise pin the size and silence every resize.
        use_env(false)
        use_tioctl(true)
        // newterm reads terminfo itself; only when it says no, or the entry
        // cannot address the cursor, is terminfo asked why (reading it
        // twice on every start cost a tenth of a millisecond). Neither case
        // writes to the terminal; newterm's tty modes are put back.
        guard let screen = newterm(termPointer, weibo_stdout(), weibo_stdin()) else {
            ShimState.restoreTermios()
            throw refusal(term: term, reason: weibo_probe_terminal(termPointer, 1))
        }
        _ = set_term(screen)
        guard weibo_has_string_cap("cup") != 0 else {
            delscreen(screen)
            ShimState.restoreTermios()
            throw refusal(term: term, reason: -2)
        }
        guard let window = weibo_stdscr() else {
            throw TerminalError("could not start the terminal '\(term)'")
        }
        ShimState.setScreenActive(true)
        let session = TerminalSession(screen: screen, window: window)
        session.startNotice = notice
        return session
    }

    private init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>) {
        self.screen = screen
        self.window = window
        self.colorsWanted = true
        self.isUTF8 = Self.localeIsUTF8()
        self.palette = ColorPalette(mode: .none, defaultColorsWork: false)
        // terminfo's own answers, while they can still be read (until delscreen).
        self.addsSGRMouse = weibo_mouse_is_x10() != 0
        self.hasAlternateScreen = weibo_has_string_cap("smcup") != 0
        self.features = TerminalFeatures.detect(ProcessEnvironment.current(), terminfoHasMs: weibo_has_string_cap("Ms") != 0)

        raw()            // Ctrl-C, Ctrl-S, Ctrl-Q, Ctrl-Z arrive as keys
        noecho()
        nonl()
        _ = keypad(window, true)
        _ = nodelay(window, true)      // we wait in poll(); curses never blocks
        _ = intrflush(window, false)
        _ = typeahead(-1)              // input is drained before drawing; never abandon an update midway
        _ = set_escdelay(0)            // Esc waits in InputDecoder (loneEscapeMs), not in curses
        _ = mousemask(weibo_button1_pressed() | weibo_button1_released() | weibo_button1_clicked()
                      | weibo_button4_pressed() | weibo_button5_pressed(), nil)
        _ = mouseinterval(0)           // press and release at once, no click detection delay
        _ = curs_set(0)
        cursorVisible = false
        ShimState.chainWinch()
        applyColorMode()
        // ncurses flushes its output at every cursor move until the screen
        // has once been left and resumed (its `_endwin` stays `ewInitial`
        // before that), so every frame went out in dozens of small writes.
        // Leaving and resuming now, before anything is drawn, makes each
        // frame one write.
        _ = endwin()
        _ = doupdate()
        // endwin took the keypad out of application mode, and curses would
        // put it back only at the first read, after the first frame: now.
        _ = keypad(window, true)
        setSGRMouse(on: true)
    }

    /// Makes sure the locale's codeset is UTF-8, which the app reads and
    /// writes whatever the locale says: under a non-UTF-8 locale (LANG=C)
    /// curses showed Chinese as `??` and dropped it when typed. Falls back to
    /// C.UTF-8 when the system has it (returning the notice to show), else
    /// refuses before the terminal is touched.
    private static func useUTF8Locale() throws(TerminalError) -> String? {
        if localeIsUTF8() { return nil }
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? "?"
        if setlocale(LC_CTYPE, "C.UTF-8") != nil && localeIsUTF8() {
            return tr("区域设置（LANG/LC_ALL）不是 UTF-8 或未安装，已改用 C.UTF-8", "The locale (LANG/LC_ALL) is not UTF-8 or not installed: using C.UTF-8")
        }
        var named: [String] = []
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(name), value.pointee != 0 { named.append("\(name)=\(String(cString: value))") }
        }
        let current = named.isEmpty ? "no LANG or LC_ALL set" : named.joined(separator: ", ")
        throw TerminalError("the locale's character set is \(codeset) (\(current)), not UTF-8, and this system has no C.UTF-8 locale to use instead; set LANG or LC_ALL to a UTF-8 locale, e.g. LANG=en_US.UTF-8")
    }

    /// Turns SGR mouse reports on or off where the app asks for them itself
    /// (`addsSGRMouse`). Written straight to the terminal: curses has
    /// flushed, and the mode is independent of the ones curses sets.
    private func setSGRMouse(on: Bool) {
        guard addsSGRMouse else { return }
        weibo_write_all(1, on ? "\u{1B}[?1006h" : "\u{1B}[?1006l")
    }

    /// Why `term` cannot be used, from `weibo_probe_terminal`'s answer.
    private static func refusal(term: String, reason: Int32) -> TerminalError {
        switch reason {
        case -2:
            return TerminalError("the terminal type '\(term)' cannot move the cursor, which a full-screen app needs; use a terminal such as xterm-256color")
        case -1:
            return TerminalError("no terminfo database found; install ncurses-base (Debian) or set TERMINFO")
        case 1:
            return TerminalError("could not start the terminal '\(term)'")
        default:
            return TerminalError("unknown terminal type '\(term)' (no terminfo entry); set TERM to your terminal's type, e.g. TERM=xterm-256color")
        }
    }

    /// `NO_COLOR` set and not empty: no colour, whatever the setting says.
    private static func noColorRequested() -> Bool {
        if let v = getenv("NO_COLOR"), v.pointee != 0 { return true }
        return false
    }

    private static func localeIsUTF8() -> Bool {
        guard let cs = nl_langinfo(nl_item(CODESET)) else { return false }
        return isUTF8Codeset(String(cString: cs))
    }

    private static func isUTF8Codeset(_ name: String) -> Bool {
        let name = name.lowercased()
        return name == "utf-8" || name == "utf8"
    }

    // MARK: Properties

    /// The terminal's size now (after the latest `.resize` event).
    public var size: Size {
        Size(width: Int(max(0, getmaxx(window))), height: Int(max(0, getmaxy(window))))
    }

    public var colorMode: ColorMode { palette.mode }

    /// Whether pictures' colours can be drawn: 256 colours or more, and no
    /// `NO_COLOR`. The user's own colour setting is the app state's to add.
    public var drawsPictures: Bool { colorCapacity() == .full256 }

    /// The user's colour setting. `NO_COLOR` (non-empty) always wins.
    public func setColorsEnabled(_ on: Bool) {
        guard on != colorsWanted else { return }
        colorsWanted = on
        applyColorMode()
    }

    /// The roles' colours from the config file; `NO_COLOR` still turns
    /// colour off, and with it these.
    public func setColorScheme(_ scheme: ColorScheme) {
        guard scheme != colorScheme else { return }
        colorScheme = scheme
        applyColorMode()
    }

    private func applyColorMode() {
        let mode = wantedColorMode()
        if mode != .none && !colorsStarted {
            colorsStarted = true
            _ = start_color()
            defaultColorsWork = use_default_colors() == OK
        }
        palette = ColorPalette(mode: colorsStarted ? mode : .none, scheme: colorScheme, defaultColorsWork: defaultColorsWork)
        rewriteAll = true
    }

    private func wantedColorMode() -> ColorMode { colorsWanted ? colorCapacity() : .none }

    /// What the terminal can show, the user's setting aside: nothing under
    /// `NO_COLOR` (non-empty) or on a monochrome terminal.
    private func colorCapacity() -> ColorMode {
        guard !Self.noColorRequested(), has_colors() else { return .none }
        // COLORS is only known after start_color; terminfo's `colors` before.
        let colors = colorsStarted ? weibo_colors() : tigetnum("colors")
        if colors >= 256 { return .full256 }
        if colors >= 8 { return .eight }
        return .none
    }

    // MARK: Input

    /// Waits up to `timeoutMs` (-1: forever) for input, then drains everything
    /// pending without waiting, so a paste of thousands of keys is one batch.
    /// Returns [] on timeout, or when one of `watching` is readable or ended
    /// (the caller reads it). `.hangup` when stdin reaches end of file or
    /// SIGTERM, SIGINT or SIGHUP arrived. Ctrl-Z suspends inside the call.
    public func nextEvents(timeoutMs: Int32, watching: [Int32] = []) -> [InputEvent] {
        guard isOpen else { return [.hangup] }
        askGraphicsOnce()
        if TerminalSignals.pendingQuitSignal != 0 {
            decoder.feedHangup()
            return decoder.finish()
        }
        let deadline = timeoutMs < 0 ? nil : Self.nowMs() + Int64(timeoutMs)
        // stdin, the signals' self-pipe, then the caller's.
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
        if ShimState.wakeFD >= 0 { fds.append(pollfd(fd: ShimState.wakeFD, events: Int16(POLLIN), revents: 0)) }
        let firstWatched = fds.count
        fds += watching.filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }

        while true {
            // A partial character is given up at its deadline, not at the
            // next key (which may be a long time coming).
            let wakeAt = [deadline, decoder.deadline, graphicsProbe.deadline].compactMap { $0 }.min()
            var wait: Int32 = -1
            if let wakeAt { wait = Int32(clamping: max(0, wakeAt - Self.nowMs())) }
            for i in fds.indices { fds[i].revents = 0 }
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 && errno != EINTR {
                // poll itself failing on stdin leaves no way to read input.
                decoder.feedHangup()
                return decoder.finish()
            }
            ShimState.drainWakeFD()

            var got = drain()
            if checkSize() { got += 1 }
            decoder.expire(nowMs: Self.nowMs())
            let stdinFlags = Int32(fds[0].revents)
            let stdinGone = stdinFlags & Int32(POLLHUP | POLLERR | POLLNVAL) != 0

            if TerminalSignals.pendingQuitSignal != 0 || stdinGone {
                decoder.feedHangup()
                return decoder.finish()
            }
            if got == 0 && stdinFlags & Int32(POLLIN) != 0 {
                switch Self.readEndOfFile() {
                case .endOfFile:
                    decoder.feedHangup()
                    return decoder.finish()
                case .byte(let byte):
                    decoder.feedByte(byte, nowMs: Self.nowMs())
                case .nothing:
                    break
                }
            }
            let events = takeGraphicsReports(decoder.finish())
            if !events.isEmpty { return events }
            if fds[firstWatched...].contains(where: { $0.revents != 0 }) { return [] }
            if let deadline, Self.nowMs() >= deadline { return [] }
        }
    }

    private enum EndOfFileCheck { case endOfFile, byte(UInt8), nothing }

    /// Tells end of file from a wake-up that curses's reads used up. Only
    /// a read that returns 0 on a readable stdin is the end: asked fresh
    /// (poll with no wait, then FIONREAD), so a read cannot block; a byte
    /// it finds after all is handed back.
    private static func readEndOfFile() -> EndOfFileCheck {
        var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 0) == 1 else { return .nothing }
        if Int32(fd.revents) & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 { return .endOfFile }
        guard weibo_bytes_available(0) == 0 else { return .nothing }
        var byte: UInt8 = 0
        let n = read(0, &byte, 1)
        if n == 1 { return .byte(byte) }
        if n == 0 { return .endOfFile }
        return errno == EINTR || errno == EAGAIN ? .nothing : .endOfFile
    }

    /// Reads every pending key without waiting into `decoder`. Returns how
    /// many items curses gave (0: nothing was pending).
    private func drain() -> Int {
        var count = 0
        var misses = 0
        while count < 1_000_000 {
            let r = wgetch(window)
            if r == ERR {
                // Curses may still hold input read ahead behind an escape
                // sequence it gave up on (poll would not wake for it): look
                // a few more times before calling it empty.
                misses += 1
                if misses > 4 { break }
                continue
            }
            misses = 0
            count += 1
            if r == KEY_RESIZE {
                // ncurses has already resized its screens; its resizeterm
                // also marks the real screen unknown, so the next frame
                // repaints in full.
                rewriteAll = true
                _ = clearok(window, true)
                decoder.feedResize(size)
            } else if r == KEY_MOUSE {
                var ev = MEVENT()
                if getmouse(&ev) == OK {
                    for m in Self.mouseEvents(ev) { decoder.feedMouse(m) }
                }
            } else if r >= KEY_MIN {
                decoder.feedKeyCode(r)
            } else {
                decoder.feedByte(UInt8(truncatingIfNeeded: r), nowMs: Self.nowMs())
                if decoder.suspendRequested {
                    decoder.suspendRequested = false
                    suspend()
                }
            }
        }
        return count
    }

    /// Ctrl-Z: gives the terminal back to the shell and stops, as a job
    /// control shell expects (raw mode makes Ctrl-Z a key, so the app does
    /// what the tty would have). On `fg`, takes the terminal again and
    /// repaints in full, at the size the terminal has now.
    private func suspend() {
        setSGRMouse(on: false)
        _ = endwin()  // mouse off, keypad off, alternate screen left, the shell's tty modes
        ShimState.setScreenActive(false)
        weibo_stop_self()
        // The shell may have changed the tty's modes meanwhile: they are the
        // ones to give back next time.
        _ = def_shell_mode()
        ShimState.saveTermios()
        ShimState.setScreenActive(true)
        rewriteAll = true
        _ = clearok(window, true)
        _ = doupdate()  // back in program mode: alternate screen, mouse
        _ = keypad(window, true)
        setSGRMouse(on: true)
        if !checkSize() { redrawAll() }
    }

    /// Lends the terminal to `body` (another program running in the
    /// foreground), in the shell's modes, then takes it back as after a
    /// Ctrl-Z and repaints in full at the size the terminal has now.
    public func lendTerminal<T>(_ body: () -> T) -> T {
        setSGRMouse(on: false)
        _ = endwin()  // mouse off, keypad off, alternate screen left, the shell's tty modes
        ShimState.setScreenActive(false)
        let result = body()
        ShimState.setScreenActive(true)
        rewriteAll = true
        _ = clearok(window, true)
        _ = doupdate()
        _ = keypad(window, true)
        setSGRMouse(on: true)
        if !checkSize() { redrawAll() }
        return result
    }

    /// Compares the kernel's idea of the size with curses's and resizes if
    /// they differ. Why not rely on KEY_RESIZE alone: with the window in
    /// nodelay mode and no byte pending, ncurses 6.4 returns ERR before it
    /// looks at its SIGWINCH flag, so a resize with no key after it would
    /// never be seen. Our SIGWINCH hook wakes the poll; this does the rest.
    private func checkSize() -> Bool {
        var rows: Int32 = 0, cols: Int32 = 0
        guard weibo_window_size(1, &rows, &cols) == 0 || weibo_window_size(0, &rows, &cols) == 0 else { return false }
        guard rows != getmaxy(window) || cols != getmaxx(window) else { return false }
        _ = resizeterm(rows, cols)
        rewriteAll = true
        _ = clearok(window, true)  // what the terminal shows after a resize is unknown
        decoder.feedResize(size)
        return true
    }

    private static func mouseEvents(_ ev: MEVENT) -> [MouseEvent] {
        let x = Int(ev.x), y = Int(ev.y), b = ev.bstate
        var out: [MouseEvent] = []
        if b & weibo_button4_pressed() != 0 { out.append(MouseEvent(kind: .wheelUp, x: x, y: y)) }
        if b & weibo_button5_pressed() != 0 { out.append(MouseEvent(kind: .wheelDown, x: x, y: y)) }
        if b & weibo_button1_clicked() != 0 {
            out.append(MouseEvent(kind: .press, x: x, y: y))
            out.append(MouseEvent(kind: .release, x: x, y: y))
        } else {
            if b & weibo_button1_pressed() != 0 { out.append(MouseEvent(kind: .press, x: x, y: y)) }
            if b & weibo_button1_released() != 0 { out.append(MouseEvent(kind: .release, x: x, y: y)) }
        }
        return out
    }

    static func nowMs() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }

    // MARK: Output

    /// Makes the next `present` repaint the whole terminal (Ctrl-L).
    public func redrawAll() {
        rewriteAll = true
        _ = clearok(window, true)
        // Repaint now: the app presents only frames that changed, and this one has not.
        if let canvas = lastCanvas { present(canvas, cursor: lastCursor) }
    }

    /// Blits `canvas` with one `wnoutrefresh` + `doupdate`; curses sends only
    /// the difference from what the terminal shows. Nothing is sent when the
    /// canvas and cursor are what was presented last. Rows equal to the last
    /// canvas are not even rewritten into the virtual screen; nothing is ever
    /// erased or cleared per frame (that forces a full repaint).
    public func present(_ canvas: Canvas, cursor: Point?) {
        guard isOpen else { return }
        let height = Int(max(0, getmaxy(window))), width = Int(max(0, getmaxx(window)))
        if palette.recyclePaintedPairsIfFull() {
            rewriteAll = true
            _ = clearok(window, true)
        }
        let previous = lastCanvas
        let sameShape = !rewriteAll && previous?.size == canvas.size
        if sameShape, previous == canvas, cursor == lastCursor { return }

        var writer = CellWriter(window: window, width: width)
        // A local copy: resolving through the stored property would check
        // exclusive access once per cell.
        var palette = self.palette
        defer { self.palette = palette }
        var rewritten: [Int] = []
        for y in 0..<height {
            if sameShape, y < canvas.size.height, let previous, Self.rowsEqual(previous, canvas, y) { continue }
            rewritten.append(y)
            var x = 0
            while x < width {
                if y < canvas.size.height && x < canvas.size.width {
                    let cell = canvas[x, y]
                    let w = Int(cell.width)
                    if cell.isContinuation || x + w > width {
                        // An orphan half, or a wide character that would wrap:
                        // a blank keeps every later column where the canvas says.
                        writer.blank(palette.resolve(cell.style))
                        x += 1
                        continue
                    }
                    writer.put(cell, palette.resolve(cell.style))
                    x += w
                } else {
                    writer.blank(palette.resolve(.plain))
                    x += 1
                }
            }
            writer.finishRow(y: y)
        }

        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < width, cursor.y < height {
            _ = leaveok(window, false)
            _ = wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !cursorVisible { _ = curs_set(1); cursorVisible = true }
        } else {
            _ = leaveok(window, true)
            if cursorVisible { _ = curs_set(0); cursorVisible = false }
        }
        for y in repaintUnderGoneGraphics(canvas) where !rewritten.contains(y) { rewritten.append(y) }
        _ = wnoutrefresh(window)
        _ = doupdate()
        drawGraphics(canvas, screen: Size(width: width, height: height), rewrittenRows: rewritten, fullRepaint: !sameShape,
                     sgr: { palette.sgr($0) })
        if features.hyperlinks, isUTF8, !canvas.links.isEmpty {
            let links = Self.hyperlinkOutput(canvas, rows: rewritten, width: width, sgr: { palette.sgr($0) })
            if !links.isEmpty { weibo_write_all(1, links) }
        }
        if features.trueColor, palette.mode == .full256 {
            let pictures = TrueColorOutput.cells(canvas, changedSince: sameShape ? previous : nil, rows: rewritten, width: width)
            if !pictures.isEmpty { weibo_write_all(1, pictures) }
        }
        lastCanvas = canvas
        lastCursor = cursor
        rewriteAll = false
    }

    /// The links of `rows`, drawn again over what curses drew, each inside
    /// OSC 8: same cells, same look, now a hyperlink. Curses never learns of
    /// it: the cursor and its attributes are saved before (DECSC) and put
    /// back after (DECRC), and nothing but the cells' own text is written.
    /// A row curses rewrites later loses its links until drawn here again.
    nonisolated static func hyperlinkOutput(_ canvas: Canvas, rows: [Int], width: Int, sgr: (Style) -> String) -> String {
        var out = ""
        let limit = min(width, canvas.size.width)
        for y in rows where y < canvas.size.height {
            var x = 0
            while x < limit {
                let id = canvas[x, y].link
                guard id != 0, let start = OSC.hyperlinkStart(canvas.links[Int(id) - 1]) else { x += 1; continue }
                var run = "\u{1B}7\u{1B}[\(y + 1);\(x + 1)H" + start
                var style: Style?
                while x < limit, canvas[x, y].link == id {
                    let cell = canvas[x, y]
                    if cell.isContinuation || x + Int(cell.width) > limit { x += 1; continue }
                    if cell.style != style { run += sgr(cell.style); style = cell.style }
                    run += cell.text
                    x += Int(cell.width)
                }
                out += run + OSC.hyperlinkEnd + "\u{1B}8"
            }
        }
        return out
    }

    private static func rowsEqual(_ a: Canvas, _ b: Canvas, _ y: Int) -> Bool {
        let w = a.size.width
        return a.cells[(y * w)..<(y * w + w)] == b.cells[(y * w)..<(y * w + w)]
    }

    /// Puts `text` on the terminal's clipboard (OSC 52), after the frame
    /// curses has sent; false when this terminal has no clipboard to write.
    public func copyToClipboard(_ text: String) -> Bool {
        guard isOpen, features.clipboard else { return false }
        weibo_write_all(1, OSC.clipboard(text))
        return true
    }

    // MARK: Closing

    /// Gives the terminal back: mouse reporting off, cursor visible, keypad
    /// off, alternate screen left, tty modes restored. Idempotent. Without
    /// an alternate screen (TERM=vt100) the app's last frame would stay, the
    /// cursor on its tab bar where the shell prompt then lands: the screen
    /// is cleared instead, the prompt at its top.
    public func close() {
        guard isOpen else { return }
        awaitGraphicsAnswer()
        isOpen = false
        closeGraphics()
        setSGRMouse(on: false)
        _ = mousemask(0, nil)
        _ = curs_set(1)
        _ = endwin()
        if !hasAlternateScreen { weibo_put_cap_now("clear") }
        ShimState.unchainWinch()
        ShimState.restoreTermios()
        ShimState.setScreenActive(false)
        delscreen(screen)
    }

    // MARK: Testing the crash path

    /// With `WEIBO_TUI_CRASH_AFTER_FIRST_FRAME=1` in the environment, dies
    /// of a Swift trap. The app loop calls this after its first `present`,
    /// so the end-to-end tests can check that a crash restores the terminal.
    public static func debugCrashIfRequested() {
        guard let v = getenv("WEIBO_TUI_CRASH_AFTER_FIRST_FRAME"), String(cString: v) == "1" else { return }
        fatalError("crash requested by WEIBO_TUI_CRASH_AFTER_FIRST_FRAME=1")
    }
}
