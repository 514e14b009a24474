import WeiboCore

/// weibo.com's video upload (WEB-SESSION.md, "A video on a post"): ask
/// weibo.com where to upload (`dispatch`), open an upload there (`init`),
/// send the file in chunks, each with its MD5, and close it (`check`);
/// the post then names the upload's `media_id`. Only `dispatch` and the
/// post go to weibo.com with the session; the upload host is sent the
/// upload's `auth` (`X-Up-Auth`) and never a cookie.
public enum VideoUpload {
    /// The composer's app key, which every public client sends.
    public static let source = "339644097"

    /// Where `dispatch` says the upload goes: absolute `http(s)` addresses.
    public struct Hosts: Sendable, Hashable {
        public var initURL: String
        public var uploadURL: String
        public var checkURL: String

        public init(initURL: String, uploadURL: String, checkURL: String) {
            self.initURL = initURL
            self.uploadURL = uploadURL
            self.checkURL = checkURL
        }
    }

    /// An upload opened by `init`: its ids, the `auth` every later request
    /// carries, and how the host wants the file cut.
    public struct Session: Sendable, Hashable {
        public var uploadID: String
        public var mediaID: String
        public var auth: String
        public var uploadProtocol: String
        /// Bytes a chunk holds (the reply says KB).
        public var chunkBytes: Int
        /// Tries a chunk gets before the upload fails.
        public var chunkTries: Int

        public init(uploadID: String, mediaID: String, auth: String, uploadProtocol: String = "binary",
                    chunkBytes: Int = VideoUpload.defaultChunkBytes, chunkTries: Int = 3) {
            self.uploadID = uploadID
            self.mediaID = mediaID
            self.auth = auth
            self.uploadProtocol = uploadProtocol
            self.chunkBytes = chunkBytes
            self.chunkTries = chunkTries
        }
    }

    /// A request to the upload host: not a `WebRequest`, whose hosts are
    /// weibo's sites with their cookies.
    public struct Request: Sendable, Hashable {
        public var url: String
        public var contentType: String
        public var auth: String?
        public var body: [UInt8]

        /// The headers sent: the browser's, the body's type and the
        /// upload's `X-Up-Auth`; never a `Cookie`.
        public func headers(identity: BrowserIdentity = .current) -> [APIParameter] {
            var headers = [APIParameter("User-Agent", identity.userAgent(for: .desktop)),
                           APIParameter("Accept", "application/json, text/plain, */*"),
                           APIParameter("Content-Type", contentType)]
            if let auth { headers.append(APIParameter("X-Up-Auth", auth)) }
            return headers
        }
    }

    /// 8 MB, what clients use when `init` names no chunk size.
    public static let defaultChunkBytes = 8 << 20
    /// A chunk size from `init` is kept within these (a reply's 0 or a
    /// gigabyte is not followed).
    public static let chunkBytesRange = 1024...(16 << 20)
    /// The largest video sent. Weibo's own limits are not stated by any
    /// public client; past this the upload is refused before it starts.
    public static let maximumBytes = 500 << 20

    // MARK: Requests

    /// `init`: opens the upload of a `size`-byte file named `name`; the
    /// body is one `multipart/mixed` part asking for a screenshot.
    public static func open(_ hosts: Hosts, size: Int, name: String) -> Request {
        let boundary = "weibo-tui-video-7MA4YWxkTrZu0gW"
        let part = "{\"mediaprops\":\"{\\\"screenshot\\\":1}\"}"
        let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"biz_file\"\r\n\r\n\(part)\r\n--\(boundary)--"
        let query = [APIParameter("source", source), APIParameter("size", String(size)), APIParameter("name", name),
                     APIParameter("type", "video"), APIParameter("client", "web")]
        return Request(url: address(hosts.initURL, query), contentType: "multipart/mixed; boundary=" + boundary, auth: nil,
                       body: Array(body.utf8))
    }

    /// Chunk `index` of `chunks`, its bytes as the body and their MD5 in `check`.
    public static func chunk(_ session: Session, _ hosts: Hosts, chunks: Chunks, index: Int, bytes: [UInt8]) -> Request {
        let query = [APIParameter("source", source), APIParameter("upload_id", session.uploadID),
                     APIParameter("media_id", session.mediaID), APIParameter("upload_protocol", session.uploadProtocol),
                     APIParameter("type", "video"), APIParameter("client", "web"), APIParameter("index", String(index)),
                     APIParameter("size", String(bytes.count)), APIParameter("start_loc", String(chunks.start(of: index))),
                     APIParameter("count", String(chunks.count)), APIParameter("check", MD5.hex(bytes))]
        return Request(url: address(hosts.uploadURL, query), contentType: "application/octet-stream", auth: session.auth, body: bytes)
    }

    /// `check` with `action=finish`: every chunk is there, the upload is closed.
    public static func finish(_ session: Session, _ hosts: Hosts, chunks: Chunks) -> Request {
        let query = [APIParameter("source", source), APIParameter("upload_id", session.uploadID),
                     APIParameter("media_id", session.mediaID), APIParameter("upload_protocol", session.uploadProtocol),
                     APIParameter("count", String(chunks.count)), APIParameter("action", "finish"),
                     APIParameter("size", String(chunks.size)), APIParameter("client", "web"), APIParameter("status", "")]
        return Request(url: address(hosts.checkURL, query), contentType: "application/x-www-form-urlencoded", auth: session.auth, body: [])
    }

    /// `url` with `query` added (after its own query, if it has one).
    static func address(_ url: String, _ query: [APIParameter]) -> String {
        url + (url.contains("?") ? "&" : "?") + FormEncoding.encode(query)
    }

    /// The `media` field of the post: the uploaded video, without a title
    /// or cover of its own (Weibo takes its screenshot), as the public
    /// clients send it: 原创 (`homemade.type` 0), reposting allowed.
    public static func media(mediaID: String) -> String {
        "{\"titles\":[{\"title\":\"\",\"default\":\"true\"}],\"type\":\"video\",\"media_id\":" + JSONText.string(mediaID)
            + ",\"resource\":{\"video_down\":0},\"homemade\":{\"channel_ids\":[\"\"],\"type\":0},\"approval_reprint\":\"1\"}"
    }

    // MARK: The file in chunks

    /// A `size`-byte file cut into `chunkBytes` pieces; the last may be shorter.
    public struct Chunks: Sendable, Hashable {
        public var size: Int
        public var chunkBytes: Int

        public init(size: Int, chunkBytes: Int) {
            self.size = max(0, size)
            self.chunkBytes = max(1, chunkBytes)
        }

        public var count: Int { (size + chunkBytes - 1) / chunkBytes }
        public func start(of index: Int) -> Int { index * chunkBytes }
        public func length(of index: Int) -> Int { max(0, min(chunkBytes, size - start(of: index))) }
    }
}
