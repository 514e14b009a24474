import Glibc
import WeiboAPI
import WeiboCore
import WeiboStore

/// `sync --record DIR`: each web reply written as it came, so a user can
/// attach Weibo's real replies to a bug report when a reply changed shape,
/// and the tests' fake server can serve the folder again
/// (`Tests/fakeapi/web.py --replay DIR`).
///
/// Nothing secret is written: every cookie value the session holds, its
/// `st`, the values of token-like JSON members and parameters, and the
/// user's own uid and name are replaced, consistently (the uid by another
/// number of the same length, so ids that contain it still read as ids).
/// `index.json` lists each reply: its file, method, route, path, query,
/// status and redirect.
public final class ReplyRecorder {
    public let folder: String
    private var entries: [String] = []
    private let uid: String
    private let screenName: String
    private let st: String?

    /// The user's uid becomes this many digits: 8, then zeros, then 1.
    static func stand(inFor uid: String) -> String {
        uid.count < 2 ? "8" : "8" + String(repeating: "0", count: uid.count - 2) + "1"
    }

    /// The user's name becomes this.
    public static let nameStandIn = "scrubbed-name"
    /// JSON members and parameters whose values are secrets.
    static let secretKeys = ["st", "access_token", "token", "alt", "qrid", "ticket", "cookie", "xsrf-token", "sub", "subp"]

    /// Prepares `folder`: created (0700) when absent; one that already holds
    /// files is refused, so two recordings never mix.
    public init(folder: String, account: Account) throws {
        self.folder = folder
        uid = String(account.uid)
        screenName = account.screenName
        st = account.st
        if mkdir(folder, 0o700) != 0 {
            let code = errno
            guard code == EEXIST, let directory = opendir(folder) else {
                throw StoreError(.dataDirectory, path: folder, message: tr("weibo-tui sync: 无法创建 \(folder)：", "weibo-tui sync: cannot create \(folder): ")
                                 + String(cString: strerror(code)))
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name == "." || name == ".." else {
                    throw StoreError(.dataDirectory, path: folder, message: tr("weibo-tui sync: \(folder) 不是空文件夹；请给 --record 一个新的文件夹",
                                                                               "weibo-tui sync: \(folder) is not empty; give --record a new folder"))
                }
            }
        }
    }

    /// Writes one reply, scrubbed, and the index with it.
    public func record(_ reply: RecordedReply, session: WebSession?) {
        let number = entries.count + 1
        let request = reply.request
        let route = request.host.rawValue
        let flatPath = request.path.map { $0 == "/" ? "_" : $0 }
        let looksJSON = reply.response.body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }.map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") } ?? false
        let file = String(repeating: "0", count: max(0, 3 - String(number).count)) + String(number) + "-" + route + "-" + String(flatPath)
            + (looksJSON ? ".json" : ".txt")
        let secrets = secretValues(session)
        write(scrub(reply.response.body, secrets), to: file)
        let query = request.method == .get
            ? request.parameters.map { $0.name + "=" + scrubbed(parameter: $0, secrets) }.joined(separator: "&") : ""
        var entry = "{\"file\": \(JSONText.string(file)), \"method\": \(JSONText.string(request.method.rawValue)), "
            + "\"route\": \(JSONText.string(route)), \"path\": \(JSONText.string(request.path)), "
            + "\"query\": \(JSONText.string(query)), \"status\": \(reply.response.status)"
        if let location = reply.response.location {
            entry += ", \"location\": " + JSONText.string(String(decoding: scrub(Array(location.utf8), secrets), as: UTF8.self))
        }
        if !reply.response.setCookies.isEmpty {
            let names = reply.response.setCookies.map { String($0.prefix { $0 != "=" }) }
            entry += ", \"set_cookie_names\": [" + names.map(JSONText.string).joined(separator: ", ") + "]"
        }
        entries.append(entry + "}")
        write(Array(("[\n  " + entries.joined(separator: ",\n  ") + "\n]\n").utf8), to: "index.json")
    }

    /// Every value to replace, longest first (a cookie value may contain a shorter one).
    private func secretValues(_ session: WebSession?) -> [(old: [UInt8], new: [UInt8])] {
        var pairs: [(String, String)] = []
        for cookie in session?.jar.cookies ?? [] where cookie.value.count >= 4 { pairs.append((cookie.value, "***")) }
        if let st, !st.isEmpty { pairs.append((st, "***")) }
        // A name of a letter or two would be found everywhere: Weibo's are longer.
        if screenName.utf8.count >= 4 {
            pairs.append((screenName, Self.nameStandIn))
            pairs.append((Self.escaped(screenName), Self.escaped(Self.nameStandIn)))
            pairs.append((Self.escaped(screenName, uppercase: true), Self.escaped(Self.nameStandIn)))
        }
        pairs.append((uid, Self.stand(inFor: uid)))
        return pairs.sorted { $0.0.utf8.count > $1.0.utf8.count }.map { (Array($0.0.utf8), Array($0.1.utf8)) }
    }

    /// `\uXXXX` for every character past ASCII, as JSON writers often
    /// write names (`uppercase` hex digits or not).
    static func escaped(_ text: String, uppercase: Bool = false) -> String {
        text.utf16.map { unit in
            guard unit >= 0x80 else { return String(UnicodeScalar(UInt8(unit))) }
            let hex = String(unit, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined()
    }

    private func scrubbed(parameter: APIParameter, _ secrets: [(old: [UInt8], new: [UInt8])]) -> String {
        if Self.secretKeys.contains(parameter.name.lowercased()) { return "***" }
        return String(decoding: scrub(Array(parameter.value.utf8), secrets), as: UTF8.self)
    }

    /// `bytes` with each secret replaced, and each secret-named JSON
    /// member's string value too (`"st":"…"`).
    func scrub(_ bytes: [UInt8], _ secrets: [(old: [UInt8], new: [UInt8])]) -> [UInt8] {
        var out = bytes
        for (old, new) in secrets where !old.isEmpty { out = Self.replacing(old, with: new, in: out) }
        return Self.maskingMembers(out)
    }

    static func replacing(_ old: [UInt8], with new: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= old.count else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == old[0], index + old.count <= bytes.count, bytes[index..<(index + old.count)].elementsEqual(old) {
                out += new
                index += old.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }

    /// `"st": "abc"` → `"st": "***"` for each of `secretKeys`, any case.
    static func maskingMembers(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        let quote = UInt8(ascii: "\"")
        while index < bytes.count {
            out.append(bytes[index])
            guard bytes[index] == quote, let keyEnd = bytes[(index + 1)...].firstIndex(of: quote) else { index += 1; continue }
            let key = String(decoding: bytes[(index + 1)..<keyEnd], as: UTF8.self).lowercased()
            guard secretKeys.contains(key) else { index += 1; continue }
            // The key, then blanks, a colon, blanks and a string value.
            var cursor = keyEnd + 1
            while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == quote, cursor > keyEnd + 1,
                  let valueEnd = bytes[(cursor + 1)...].firstIndex(of: quote) else { index += 1; continue }
            out += bytes[(index + 1)...cursor] + Array("***".utf8) + [quote]
            index = valueEnd + 1
        }
        return out
    }

    private func write(_ bytes: [UInt8], to name: String) {
        let path = folder + "/" + name
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n > 0 { written += n } else if errno != EINTR { return }
        }
    }
}
