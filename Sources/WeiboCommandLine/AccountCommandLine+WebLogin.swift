import WeiboAPI
import WeiboCore
import WeiboHTTP
import WeiboStore
import WeiboSync

/// `login --cookie -` and `login --qr`: a web session, checked with
/// `api/config` before anything is saved.
extension AccountCommandLine {
    /// How often the QR code's state is asked for: the passport's own page
    /// asks about every 2 s; never faster here.
    static let qrPollMs = 2_000
    /// New codes shown before giving up (each lives about 3 minutes).
    static let qrCodesAtMost = 5
    /// Redirects and cross-domain visits one sign-in may take.
    static let signInHopsAtMost = 12

    // MARK: --cookie -

    /// `login --cookie -`: the `Cookie:` header of a signed-in browser, on
    /// stdin, from m.weibo.cn or weibo.com: offered to both routes, each
    /// keeping it only if it signs in there.
    static func loginWithCookie(_ context: Context) -> CommandOutput {
        guard let pasted = readSecretLine(context) else {
            return failure("login", tr("没有从标准输入读到 Cookie；未登录", "no Cookie header on stdin; not logged in"))
        }
        let bases = context.client.webBases
        var jar = CookieJar()
        // A control character could start a header line of its own.
        if !pasted.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) {
            for host in RouteMemory.routes {
                for cookie in CookieJar(pastedHeader: pasted, domain: bases.hostName(for: host)).cookies
                where !(host == .web && WebSignIn.weiboComOnly.contains(cookie.name)) {
                    jar.store(cookie, now: context.clock.now)
                }
            }
        }
        guard !jar.isEmpty else {
            return failure("login", tr("读到的内容不是 Cookie 头（name=value; …）；未登录",
                                       "what was read is not a Cookie header (name=value; …); not logged in"))
        }
        return saveWebSession(jar: jar, context)
    }

    /// Asks each route who the cookies sign in (`api/config`,
    /// `ajax/config/get_config`), keeps what opened a route, fetches the
    /// account's card and saves both: nothing is written unless one route
    /// says it is signed in. With `events`, success is said as a
    /// `signed-in` event (the name only).
    static func saveWebSession(jar: CookieJar, _ context: Context, events: Bool = false) -> CommandOutput {
        let now = context.clock.now
        do {
            let checked = WebSignIn.check(jar, client: context.client, now: now)
            guard let account = checked.account else {
                return failure("login", checked.refusal(now: now) + tr("；未登录", "; not logged in"))
            }
            let routes = checked.routesLine(now: now)
            guard events else {
                let output = try saveLogin(account, context)
                return CommandOutput(stdout: output.stdout + routes, stderr: output.stderr, status: output.status)
            }
            let saved = try savedLogin(account, context)
            return CommandOutput(stdout: SignInEvent.signedIn(name: CommandText.line(saved.screenName)).line + "\n", status: 0)
        } catch let remote as RemoteFailure {
            return failure("login", remote.message(now: now) + tr("；未登录", "; not logged in"))
        } catch {
            return CommandText.failure(error)
        }
    }

    // MARK: --qr

    /// `login --qr`: a code from the passport, drawn here; its state polled
    /// every `qrPollMs` and said in words under it; a new code when it
    /// expires; once confirmed on the phone, the sign-in's hops followed
    /// for the session's cookies. With `--events` (the app's 我 › 登录)
    /// nothing is drawn: each step is a `SignInEvent` line on stdout, the
    /// end too (`signed-in` or `failed`), and the app draws the page.
    static func loginWithQR(_ context: Context, events: Bool = false) -> CommandOutput {
        let outcome = qrSignIn(context, events: events)
        guard events, outcome.status != 0 else { return outcome }
        // The reason, as the app shows it: the line without the command's name.
        let line = outcome.stderr.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let reason = line.hasPrefix("weibo-tui login: ") ? String(line.dropFirst("weibo-tui login: ".count)) : line
        return CommandOutput(stdout: outcome.stdout + SignInEvent.failed(reason).line + "\n", stderr: outcome.stderr, status: outcome.status)
    }

    private static func qrSignIn(_ context: Context, events: Bool) -> CommandOutput {
        let client = context.client
        let inPlace = context.stdoutIsTerminal && !events
        do throws(RemoteFailure) {
            for _ in 0..<qrCodesAtMost {
                let ticket = try client.call(web: .qrCode(), session: nil, WebResponse.qrTicket)
                if events {
                    context.say(SignInEvent.code(ticket.content).line + "\n")
                } else {
                    guard let drawing = QRSignInText.drawing(ticket.content, room: context.terminalSize()) else {
                        return failure("login", QRSignInText.tooSmall)
                    }
                    context.say(drawing)
                }
                var said: QRState?
                polling: while true {
                    context.pause(qrPollMs)
                    let state = try client.call(web: .qrState(qrid: ticket.qrid), session: nil, WebResponse.qrState)
                    if state != said {
                        context.say(events ? SignInEvent.progress(QRSignInText.progress(state)).line + "\n"
                                           : QRSignInText.stateLine(state, onTerminal: inPlace))
                    }
                    said = state
                    switch state {
                    case .waiting, .scanned: continue
                    case .expired:
                        if inPlace { context.say("\n") }
                        break polling
                    case .confirmed(let alt):
                        if inPlace { context.say("\n") }
                        // The sign-in's hops bring the session's cookies.
                        context.holdingSecret()
                        return saveWebSession(jar: try signIn(alt: alt, context), context, events: events)
                    }
                }
            }
            return failure("login", tr("二维码一直没有被确认；未登录", "no code was confirmed; not logged in"))
        } catch {
            return failure("login", error.message(now: context.clock.now) + tr("；未登录", "; not logged in"))
        }
    }

    /// Redeems the confirmed code's ticket and visits the sign-in's
    /// addresses in turn (each redirect too), keeping every `Set-Cookie`:
    /// the cross-domain steps set the session for m.weibo.cn and for
    /// weibo.com. Only Weibo's and Sina's hosts (and the configured ones)
    /// are visited, and each cookie goes only to the hosts its domain names.
    static func signIn(alt: String, _ context: Context) throws(RemoteFailure) -> CookieJar {
        let client = context.client, now = context.clock.now
        var jar = CookieJar()
        let passportHost = WebText.host(of: client.webBases.passport) ?? ""
        var pending = try client.call(web: .qrSignIn(alt: alt), cookies: nil) { (response: HTTPResponse) throws(APIError) -> [String] in
            jar.receive(response.setCookies, fromHost: passportHost, now: now)
            return try WebResponse.signInURLs(status: response.status, body: response.body,
                                              headers: WeiboClient.replyHeaders(response), now: now)
        }
        var hops = 0
        while !pending.isEmpty, hops < signInHopsAtMost {
            let url = pending.removeFirst()
            hops += 1
            guard let host = WebText.host(of: url), SignInHosts.allows(host, bases: client.webBases) else { continue }
            let secure = url.lowercased().hasPrefix("https:")
            let headers = ["User-Agent: " + client.identity.userAgent(for: .passport)]
                + (jar.header(forHost: host, secure: secure, now: now).map { ["Cookie: " + $0] } ?? [])
            switch client.transport(HTTPRequest(url: url, headers: headers)) {
            case .failure(let failure):
                throw .network(failure, host: WeiboClient.host(of: url))
            case .success(let response):
                jar.receive(response.setCookies, fromHost: host, now: now)
                if (300..<400).contains(response.status), let location = response.location {
                    pending.insert(SignInHosts.resolve(location, against: url), at: 0)
                }
            }
        }
        let kept = jar.removingExpired(now: now)
        guard RouteMemory.routes.contains(where: { kept.value(named: "SUB", forHost: client.webBases.hostName(for: $0), now: now) != nil }) else {
            throw .api(.signedOut)
        }
        return kept
    }
}

/// Where a sign-in may go: Weibo's and Sina's own hosts, and the hosts the
/// user configured for the web and the passport (a mirror, the tests'
/// fake server). Anything else a reply names is not visited.
enum SignInHosts {
    static let suffixes = ["weibo.com", "weibo.cn", "sina.com.cn", "sina.cn"]

    static func allows(_ host: String, bases: WebBases) -> Bool {
        let host = host.lowercased()
        if [bases.web, bases.passport, bases.desktop].compactMap(WebText.host(of:)).contains(host) { return true }
        return suffixes.contains { host == $0 || host.hasSuffix("." + $0) }
    }

    /// A redirect's `Location`, made absolute: `/path` is on `url`'s host.
    static func resolve(_ location: String, against url: String) -> String {
        guard location.hasPrefix("/"), !location.hasPrefix("//") else {
            return location.hasPrefix("//") ? (url.lowercased().hasPrefix("https:") ? "https:" : "http:") + location : location
        }
        return WeiboClient.host(of: url) + location
    }
}
