import WeiboCore

/// A reply the app cannot use: not the API's JSON, or JSON of the wrong shape.
public enum BadResponse: Error, Sendable, Hashable {
    /// Nothing in the body.
    case empty(status: Int)
    /// An HTML page (a proxy's or load balancer's error page) instead of JSON.
    case htmlPage(status: Int)
    /// JSON that stops before it is complete: the connection was cut.
    case truncated(status: Int)
    /// Not JSON.
    case invalidJSON(status: Int)
    /// A value of the wrong type, at `path` (`statuses[3].user.screen_name`).
    case wrongType(path: String, expected: JSONKind, found: JSONKind)
    /// A value that must be there is not.
    case missingField(path: String)
    /// A `created_at` not in the API's `Tue May 31 17:46:55 +0800 2011` form.
    case badDate(path: String, value: String)
    /// An HTTP error status with a JSON body that is not an API error.
    case unexpectedStatus(Int)
    /// Someone else's profile where the signed-in one's was asked for: the
    /// card's `userInfo.id` (`found`) is not the uid `api/config` gave.
    case otherUser(path: String, expected: Int64, found: Int64)
    /// Any of the above from `endpoint` (`m.weibo.cn/feed/friends`): what
    /// a web session's line names, so a changed reply is reported where.
    indirect case at(endpoint: String, BadResponse)

    /// The failure without the endpoint it came from.
    public var innermost: BadResponse {
        if case .at(_, let bad) = self { bad.innermost } else { self }
    }

    /// One line for the status bar and stderr, in the run's language.
    public var userMessage: String {
        switch self {
        case .empty(let status):
            tr("服务器返回了空内容（HTTP \(status)）", "The server sent an empty reply (HTTP \(status))")
        case .htmlPage(let status):
            tr("服务器返回了网页而不是数据（HTTP \(status)），稍后再试", "The server sent a web page instead of data (HTTP \(status)); try again later")
        case .truncated:
            tr("回复不完整，连接中断了，稍后再试", "The reply was cut short; the connection dropped, try again later")
        case .invalidJSON:
            tr("服务器的回复无法读取（不是 JSON）", "The server's reply is not readable (not JSON)")
        case .wrongType(let path, let expected, let found):
            tr("服务器的回复格式不对：\(path) 应为\(expected.name)，实为\(found.name)",
               "The server's reply has the wrong shape: \(path) should be \(expected.name), got \(found.name)")
        case .missingField(let path):
            tr("服务器的回复缺少 \(path)", "The server's reply lacks \(path)")
        case .badDate(let path, let value):
            tr("服务器的回复里 \(path) 不是日期：\(value)", "The server's reply has no date at \(path): \(value)")
        case .unexpectedStatus(let status):
            tr("服务器出错（HTTP \(status)），稍后再试", "The server failed (HTTP \(status)); try again later")
        case .otherUser(let path, let expected, let found):
            tr("服务器给的资料卡不是这个账号的：\(path) 是 \(found)，登录的 uid 是 \(expected)",
               "The profile Weibo sent is not this account's: \(path) is \(found), the signed-in uid is \(expected)")
        case .at(let endpoint, let bad):
            endpoint + tr("：", ": ") + bad.userMessage
        }
    }

}

/// What a JSON value is, or was expected to be, in a wrong-type message.
public enum JSONKind: Sendable, Hashable {
    case object, array, string, number, flag, null, integer
    /// A number with a fraction, or beyond 64 bits, where an id belongs.
    case inexactNumber
    /// The text found where a number belongs (cut to 24 characters).
    case text(String)

    /// In the run's language.
    public var name: String {
        switch self {
        case .object: tr("对象", "an object")
        case .array: tr("数组", "an array")
        case .string: tr("文字", "a string")
        case .number: tr("数字", "a number")
        case .flag: tr("是/否", "a boolean")
        case .null: tr("空值", "null")
        case .integer: tr("整数", "an integer")
        case .inexactNumber: tr("小数或超出 64 位的数", "a number with a fraction or beyond 64 bits")
        case .text(let text): "\"" + text + "\""
        }
    }
}

extension JSONValue {
    /// What a wrong-type message calls it.
    var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .flag
        case .int, .double: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }
}
