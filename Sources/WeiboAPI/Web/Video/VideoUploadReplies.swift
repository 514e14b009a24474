import WeiboCore

extension WebRequest {
    /// weibo.com's `ajax/multimedia/dispatch`: where a `size`-byte video
    /// is to be uploaded. Not a public write: asking twice stores nothing.
    public static func videoDispatch(size: Int) -> WebRequest {
        WebRequest(method: .post, host: .desktop, path: "ajax/multimedia/dispatch", parameters: [
            APIParameter("source", VideoUpload.source), APIParameter("types", "video"), APIParameter("version", "4"),
            APIParameter("auth_accept", "video"), APIParameter("size", String(size)),
        ], refererPath: "upload/channel", writes: false)
    }
}

extension WebResponse {
    /// `ajax/multimedia/dispatch`: `data.video`'s `init_url`, `upload_url`
    /// and `check_url`, each an `http(s)` address.
    public static func videoHosts(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> VideoUpload.Hosts {
        try desktopDecode(status: status, body: body, headers: headers, now: now) { root throws(BadResponse) in
            let video = try root.require("data").require("video")
            func address(_ key: String) throws(BadResponse) -> String {
                let url = try video.string(key)
                let lower = url.lowercased()
                guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else {
                    throw .wrongType(path: video.path + "." + key, expected: .string, found: .text(String(url.prefix(24))))
                }
                return url
            }
            return VideoUpload.Hosts(initURL: try address("init_url"), uploadURL: try address("upload_url"), checkURL: try address("check_url"))
        }
    }

    /// `init`: the upload's ids, `auth` and `strategy` (at the top or in
    /// `data`); ids as strings or numbers; a strategy left out keeps the
    /// defaults, a chunk size (KB) is kept within `chunkBytesRange`.
    public static func videoSession(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> VideoUpload.Session {
        let root = try uploadRoot(status: status, body: body, headers: headers, now: now)
        do throws(BadResponse) {
            let reply = try root.field("data").flatMap { isObject($0) ? $0 : nil } ?? root
            func text(_ key: String) throws(BadResponse) -> String {
                let node = try reply.require(key)
                if case .string(let value) = node.value, !value.isEmpty { return value }
                return String(try node.int64())
            }
            var session = VideoUpload.Session(uploadID: try text("upload_id"), mediaID: try text("media_id"), auth: try reply.string("auth"))
            if let strategy = try reply.field("strategy"), isObject(strategy) {
                if let kb = (try? strategy.field("chunk_size")?.int()) ?? nil {
                    let bytes = kb.multipliedReportingOverflow(by: 1024)
                    session.chunkBytes = bytes.overflow ? VideoUpload.chunkBytesRange.upperBound
                                                        : min(max(bytes.partialValue, VideoUpload.chunkBytesRange.lowerBound),
                                                              VideoUpload.chunkBytesRange.upperBound)
                }
                if let tries = (try? strategy.field("chunk_retry")?.int()) ?? nil { session.chunkTries = min(max(tries, 1), 5) }
                if let name = (try? strategy.field("upload_protocol")?.string()) ?? nil, !name.isEmpty { session.uploadProtocol = name }
            }
            return session
        } catch {
            throw .badResponse(error)
        }
    }

    /// A chunk's or `check`'s reply: `result` true, else the host's refusal.
    public static func videoAccepted(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) {
        let root = try uploadRoot(status: status, body: body, headers: headers, now: now)
        let accepted = ((try? root.field("result")?.bool()) ?? nil) ?? false
        guard accepted, (200..<300).contains(status) else {
            throw .api(code: 0, message: tr("视频上传被拒绝", "the video upload was refused"))
        }
    }

    /// The upload host's JSON object; `{error, error_code}` is its refusal
    /// (`user need identity authentication`: 实名认证 first).
    static func uploadRoot(status: Int, body: [UInt8], headers: [APIParameter], now: Int64) throws(APIError) -> JSONNode {
        let root = try root(status: status, body: body, headers: headers, now: now)
        guard isObject(root) else { throw .badResponse(.wrongType(path: "(reply)", expected: .object, found: root.value.kind)) }
        if let error = ((try? root.field("error")?.string()) ?? nil), !error.isEmpty {
            let code = ((try? root.field("error_code")?.int()) ?? nil) ?? 0
            throw .api(code: code, message: error)
        }
        return root
    }

    private static func isObject(_ node: JSONNode) -> Bool {
        if case .object = node.value { true } else { false }
    }
}
