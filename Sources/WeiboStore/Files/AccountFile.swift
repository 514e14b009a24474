import Glibc
import WeiboCore

/// The logged-in Weibo account: who it is and what speaks for it (the
/// Open API's token, or the web session's cookies and `st`). Never printed
/// whole: `description` masks the secrets, and the commands print only the
/// kind, `uid`, `screenName` and `expiresAt`.
public struct Account: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public var kind: AccountKind
    public var uid: Int64
    public var screenName: String
    /// The Open API's token; empty for a web session.
    public var accessToken: String
    /// Unix seconds when the token stops working; 0 for a web session,
    /// whose end Weibo decides (it is checked at every sync).
    public var expiresAt: Int64
    /// Kept when the login went through the app's own key, for a later login.
    public var appKey: String?
    public var appSecret: String?
    /// A web session's `Cookie:` header as files before the cookie jar kept
    /// it (m.weibo.cn's only); read into `cookieJar` by the sender.
    public var cookies: String?
    /// The web session's cookies, each for the domain that set it (a
    /// weibo.com cookie never goes to m.weibo.cn), renewed as replies set them.
    public var cookieJar = CookieJar()
    /// The web session's `st` token (api/config), which its writes carry.
    public var st: String?
    /// Routes of a web session (`m.weibo.cn`, `weibo.com`) that refused this
    /// client, and the Unix time until which they are left alone.
    public var restingRoutes: [String: Int64] = [:]

    public init(uid: Int64, screenName: String, accessToken: String, expiresAt: Int64,
                appKey: String? = nil, appSecret: String? = nil) {
        self.kind = .openAPI
        self.uid = uid
        self.screenName = screenName
        self.accessToken = accessToken
        self.expiresAt = expiresAt
        self.appKey = appKey
        self.appSecret = appSecret
    }

    /// A signed-in web session.
    public init(webUID uid: Int64, screenName: String, cookieJar: CookieJar, st: String?) {
        self.kind = .web
        self.uid = uid
        self.screenName = screenName
        self.accessToken = ""
        self.expiresAt = 0
        self.cookieJar = cookieJar
        self.st = st
    }

    /// A web session from a `Cookie:` header (as files before the jar held it).
    public init(webUID uid: Int64, screenName: String, cookies: String, st: String?) {
        self.init(webUID: uid, screenName: screenName, cookieJar: CookieJar(), st: st)
        self.cookies = cookies
    }

    /// Account files written before there were two kinds hold an Open API token.
    init(json: StoreJSON) throws(StoreJSON.Failure) {
        kind = try json.optionalString("kind").map { text throws(StoreJSON.Failure) in
            guard let kind = AccountKind(rawValue: text) else { throw StoreJSON.Failure(description: "kind is \(text)") }
            return kind
        } ?? .openAPI
        uid = try json.int64("uid")
        screenName = try json.string("screenName")
        accessToken = try json.optionalString("accessToken") ?? ""
        expiresAt = try json.member("expiresAt")?.int64() ?? 0
        appKey = try json.optionalString("appKey")
        appSecret = try json.optionalString("appSecret")
        cookies = try json.optionalString("cookies")
        st = try json.optionalString("st")
        cookieJar = CookieJar(try json.optionalArray("cookieJar", Self.cookie) ?? [])
        for rest in try json.optionalArray("restingRoutes", { rest throws(StoreJSON.Failure) in (try rest.string("route"), try rest.int64("until")) }) ?? [] {
            restingRoutes[rest.0] = rest.1
        }
    }

    private static func cookie(_ json: StoreJSON) throws(StoreJSON.Failure) -> Cookie {
        Cookie(name: try json.string("name"), value: try json.string("value"), domain: try json.string("domain"),
               hostOnly: try json.optionalBool("hostOnly") ?? false, path: try json.optionalString("path") ?? "/",
               expiresAt: try json.member("expiresAt")?.int64(), secure: try json.optionalBool("secure") ?? false,
               httpOnly: try json.optionalBool("httpOnly") ?? false)
    }

    private static func json(_ cookie: Cookie) -> String {
        var members = ["\"name\": " + JSONText.string(cookie.name), "\"value\": " + JSONText.string(cookie.value),
                       "\"domain\": " + JSONText.string(cookie.domain), "\"hostOnly\": \(cookie.hostOnly)",
                       "\"path\": " + JSONText.string(cookie.path)]
        if let expiresAt = cookie.expiresAt { members.append("\"expiresAt\": \(expiresAt)") }
        if cookie.secure { members.append("\"secure\": true") }
        if cookie.httpOnly { members.append("\"httpOnly\": true") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// The file's text: every member but an absent optional one, in the
    /// pretty, sorted form the file has always had.
    var json: String {
        var optional: [(key: String, json: String)] = [("appKey", appKey), ("appSecret", appSecret), ("cookies", cookies), ("st", st)]
            .compactMap { key, value in value.map { (key, JSONText.string($0)) } }
        if !cookieJar.isEmpty {
            optional.append(("cookieJar", "[\n    " + cookieJar.cookies.map(Self.json).joined(separator: ",\n    ") + "\n  ]"))
        }
        if !restingRoutes.isEmpty {
            let rests = restingRoutes.sorted { $0.key < $1.key }.map { "{\"route\": \(JSONText.string($0.key)), \"until\": \($0.value)}" }
            optional.append(("restingRoutes", "[" + rests.joined(separator: ", ") + "]"))
        }
        return StoreJSON.prettyObject([("kind", JSONText.string(kind.rawValue)), ("uid", String(uid)),
                                       ("screenName", JSONText.string(screenName)),
                                       ("accessToken", JSONText.string(accessToken)), ("expiresAt", String(expiresAt))]
                                      + optional)
    }

    /// The account's own store: an Open API account and a web session of
    /// the same person are two caches (what each may see differs).
    public var storeFileName: String {
        switch kind {
        case .openAPI: Store.accountFileName(uid: uid)
        case .web: Store.webSessionFileName(uid: uid)
        }
    }

    public var description: String {
        switch kind {
        case .openAPI: "Account(uid: \(uid), screenName: \(screenName), expiresAt: \(expiresAt), token: ***)"
        case .web: "Account(web, uid: \(uid), screenName: \(screenName), cookies: ***, st: ***)"
        }
    }
    public var debugDescription: String { description }
}

/// `account.json` in the data folder: the one file that holds the token
/// (and the app secret), so it is created 0600 on an open descriptor that
/// follows no link, written whole to a temporary file and renamed over
/// the old one (a crash leaves the old account or the new, never half),
/// and a symbolic link in its place is refused rather than followed.
public enum AccountFile {
    public static let fileName = "account.json"
    /// Beside it: held while a process merges what it learnt into it.
    public static let lockFileName = "account.lock"
    /// Far larger than any account; a bigger file is not ours.
    static let maximumBytes = 64 << 10

    public static func path(in dataDirectory: String) -> String {
        DataDirectory.file(fileName, in: dataDirectory)
    }

    /// The saved account, or nil when nobody is logged in.
    public static func read(dataDirectory: String) throws -> Account? {
        let path = path(in: dataDirectory)
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        try refuseLink(path, info)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { throw failure(reading: path, errno) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw unreadable(path) }
        // Made private again if someone widened it: it holds a token.
        if info.st_mode & 0o077 != 0 { fchmod(fd, 0o600) }
        // The secret enters this process from here on.
        CoreDumps.off()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= maximumBytes {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 { bytes += chunk[0..<n] } else if n == 0 { break } else if errno != EINTR { throw failure(reading: path, errno) }
        }
        guard bytes.count <= maximumBytes, let account = try? Account(json: StoreJSON.parse(bytes)) else {
            throw unreadable(path)
        }
        return account
    }

    /// Saves `account`, replacing any other.
    public static func write(_ account: Account, dataDirectory: String) throws {
        try DataDirectory.prepare(dataDirectory)
        let path = path(in: dataDirectory)
        var info = stat()
        if lstat(path, &info) == 0 { try refuseLink(path, info) }
        let bytes = Array(account.json.utf8) + [0x0A]
        let temporary = path + ".new"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw failure(writing: path, errno) }
        fchmod(fd, 0o600)  // open's mode passes through the umask
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n > 0 { written += n } else if errno != EINTR { break }
        }
        let code = errno
        let synced = written == bytes.count && fsync(fd) == 0
        close(fd)
        guard synced, rename(temporary, path) == 0 else {
            let why = written == bytes.count ? errno : code
            unlink(temporary)
            throw failure(writing: path, why)
        }
    }

    /// Changes the saved account in place: `change` gets the account as the
    /// file has it now, not as this process read it at start, so two
    /// processes renewing the session at once both keep what they learnt
    /// (a lock beside the file makes their read-change-write one at a time).
    /// Nothing is written when nobody is logged in or `matching` refuses the
    /// account there (logged out, or in as someone else, meanwhile).
    @discardableResult
    public static func update(dataDirectory: String, matching: (Account) -> Bool, _ change: (inout Account) -> Void) throws -> Bool {
        let lockPath = DataDirectory.file(lockFileName, in: dataDirectory)
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 {
            while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        }
        guard var account = try read(dataDirectory: dataDirectory), matching(account) else { return false }
        let before = account
        change(&account)
        guard account != before else { return false }
        try write(account, dataDirectory: dataDirectory)
        return true
    }

    /// Forgets the account; true when there was one.
    @discardableResult
    public static func remove(dataDirectory: String) throws -> Bool {
        let path = path(in: dataDirectory)
        guard unlink(path) == 0 else {
            let code = errno
            if code == ENOENT { return false }
            throw StoreError(.dataDirectory, path: path,
                             message: tr("weibo-tui: 无法删除 \(path)：", "weibo-tui: cannot remove \(path): ") + String(cString: strerror(code)))
        }
        return true
    }

    private static func refuseLink(_ path: String, _ info: stat) throws {
        guard info.st_mode & S_IFMT == S_IFLNK else { return }
        throw StoreError(
            .symbolicLink, path: path,
            message: tr("weibo-tui: \(path) 是符号链接；账号文件放在数据文件夹里，那里的链接不会被跟随。请删除这个链接；未做任何改动",
                        "weibo-tui: \(path) is a symbolic link; the account file lives inside the data folder and links there are not followed. Remove the link; it was left untouched"))
    }

    private static func unreadable(_ path: String) -> StoreError {
        StoreError(.dataDirectory, path: path,
                   message: tr("weibo-tui: \(path) 不是可读的账号文件；请重新登录（weibo-tui login）",
                               "weibo-tui: \(path) is not a readable account file; log in again (weibo-tui login)"))
    }

    private static func failure(reading path: String, _ code: Int32) -> StoreError {
        StoreError(.dataDirectory, path: path,
                   message: tr("weibo-tui: 无法读取 \(path)：", "weibo-tui: cannot read \(path): ") + String(cString: strerror(code)))
    }

    private static func failure(writing path: String, _ code: Int32) -> StoreError {
        StoreError(.dataDirectory, path: path,
                   message: tr("weibo-tui: 无法保存 \(path)：", "weibo-tui: cannot save \(path): ") + String(cString: strerror(code)))
    }
}
