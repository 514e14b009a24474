/// A file a web request carries as `multipart/form-data`, beside its
/// fields: m.weibo.cn's picture upload (`api/statuses/uploadPic`).
public struct WebUpload: Sendable, Hashable {
    /// The form field the file goes in (`pic`).
    public var field: String
    public var fileName: String
    public var contentType: String
    public var bytes: [UInt8]

    public init(field: String = "pic", fileName: String, contentType: String, bytes: [UInt8]) {
        self.field = field
        self.fileName = fileName
        self.contentType = contentType
        self.bytes = bytes
    }
}

extension WebRequest {
    /// One picture up to m.weibo.cn, as its composer sends it (`type=json`,
    /// the file as `pic`, and `st`): the reply's `pic_id` names it in a post.
    public static func uploadPicture(_ upload: WebUpload, st: String) -> WebRequest {
        var request = WebRequest(method: .post, path: "api/statuses/uploadPic",
                                 parameters: [APIParameter("type", "json"), APIParameter("st", st)],
                                 refererPath: "compose/", writes: false)
        request.upload = upload
        return request
    }

    /// What goes on the wire after the headers: the form, or the
    /// multipart body when a file is carried.
    public var bodyBytes: [UInt8] {
        guard let upload else { return Array((body ?? "").utf8) }
        var out: [UInt8] = []
        func line(_ s: String) { out += Array(s.utf8) + [13, 10] }
        for parameter in parameters {
            line("--" + boundary)
            line("Content-Disposition: form-data; name=\"\(parameter.name)\"")
            line("")
            line(parameter.value)
        }
        line("--" + boundary)
        line("Content-Disposition: form-data; name=\"\(upload.field)\"; filename=\"\(Self.quotable(upload.fileName))\"")
        line("Content-Type: " + upload.contentType)
        line("")
        out += upload.bytes + [13, 10]
        line("--" + boundary + "--")
        return out
    }

    /// A boundary the file's bytes do not hold: the form could not be
    /// read back otherwise.
    var boundary: String {
        var boundary = "weibo-tui-form-7MA4YWxkTrZu0gW"
        while let upload, upload.bytes.contains(Array(boundary.utf8)) { boundary += "x" }
        return boundary
    }

    /// A file name inside a quoted header value: quotes and line breaks out.
    static func quotable(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0 != "\"" && $0 != "\r" && $0 != "\n" && $0 != "\\" }.map(Character.init))
    }
}

extension WebResponse {
    /// `api/statuses/uploadPic`: the picture's `pic_id`, at the reply's top
    /// level (the composer takes `ok > 0` or a `pic_id` as success); a
    /// refusal says why as every m.weibo.cn reply does.
    public static func uploadedPicture(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> String {
        let root = try root(status: status, body: body, headers: headers, now: now)
        if (200..<300).contains(status), let id = ((try? root.field("pic_id")?.string()) ?? nil), !id.isEmpty { return id }
        _ = try data(status: status, body: body, headers: headers, now: now)
        throw .badResponse(.at(endpoint: "api/statuses/uploadPic", .missingField(path: "pic_id")))
    }
}
