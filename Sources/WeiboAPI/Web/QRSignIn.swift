import WeiboCore

/// A QR code to sign in with: what the Weibo phone app scans. Its
/// description hides the `qrid` (polling it after the phone confirms
/// yields the sign-in ticket), so a log line never carries it.
public struct QRTicket: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The passport's name for this code, polled with `WebRequest.qrState`.
    public var qrid: String
    /// The text to encode in the QR drawn in the terminal: the scan
    /// address the passport's own image encodes (its `data` parameter).
    public var content: String
    /// The passport's picture of the same code (not needed to draw it).
    public var imageURL: String

    public init(qrid: String, content: String, imageURL: String) {
        self.qrid = qrid
        self.content = content
        self.imageURL = imageURL
    }

    public var description: String { "QRTicket(qrid: ***, content: \(content.count) characters)" }
    public var debugDescription: String { description }
}

/// Where a QR sign-in stands, from the passport's `retcode`. Its
/// description hides the `alt` ticket.
public enum QRState: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// 50114001: shown, not scanned yet.
    case waiting
    /// 50114002: scanned; waiting for the person to confirm on the phone.
    case scanned
    /// 20000000: confirmed. `alt` is the one-time ticket that
    /// `WebRequest.qrSignIn(alt:)` redeems for the session's cookies.
    case confirmed(alt: String)
    /// 50114003 (timed out, about 3 minutes) or 50114004 (already used or
    /// cancelled): ask for a new code.
    case expired

    public var description: String {
        switch self {
        case .waiting: "waiting"
        case .scanned: "scanned"
        case .confirmed: "confirmed(alt: ***)"
        case .expired: "expired"
        }
    }

    public var debugDescription: String { description }
}

/// The passport's codes.
public enum QRCodes {
    public static let success = 20_000_000
    public static let waiting = 50_114_001
    public static let scanned = 50_114_002
    public static let expired: Set<Int> = [50_114_003, 50_114_004]
}

extension WebResponse {
    /// `sso/v2/qrcode/image`: a new code.
    public static func qrTicket(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> QRTicket {
        let data = try passport(status: status, body: body, headers: headers, now: now, accept: [QRCodes.success]).data
        do throws(BadResponse) {
            guard let data else { throw .missingField(path: "data") }
            let qrid = try data.string("qrid")
            guard !qrid.isEmpty else { throw .missingField(path: "data.qrid") }
            let image = try data.optionalString("image") ?? ""
            let content = WebText.queryValue("data", in: image).flatMap { $0.isEmpty ? nil : $0 }
                ?? "https://passport.weibo.cn/signin/qrcode/scan?qr=" + FormEncoding.escape(qrid)
            return QRTicket(qrid: qrid, content: content, imageURL: image)
        } catch {
            throw .badResponse(error)
        }
    }

    /// `sso/v2/qrcode/check`: the code's state. Any other retcode is an
    /// `.api` error with the passport's message.
    public static func qrState(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> QRState {
        let accepted = [QRCodes.success, QRCodes.waiting, QRCodes.scanned] + QRCodes.expired
        let (code, data) = try passport(status: status, body: body, headers: headers, now: now, accept: Set(accepted))
        switch code {
        case QRCodes.waiting: return .waiting
        case QRCodes.scanned: return .scanned
        case QRCodes.success:
            do throws(BadResponse) {
                guard let data else { throw .missingField(path: "data") }
                // v2 gives the sign-in URL with the ticket in it; v1 the bare `alt`.
                let bare = try data.optionalString("alt")
                let url = try data.optionalString("url")
                let alt = bare ?? url.flatMap { WebText.queryValue("alt", in: $0) }
                guard let alt, !alt.isEmpty else { throw .missingField(path: "data.alt") }
                return .confirmed(alt: alt)
            } catch {
                throw .badResponse(error)
            }
        default: return .expired
        }
    }

    /// `sso/v2/login` with the `alt` ticket: the addresses to visit, in
    /// order, each visit's `Set-Cookie` kept (the last ones set the
    /// m.weibo.cn session). Either a redirect (its `Location`; the sender
    /// follows each hop the same way) or, with `returntype=TEXT`, the
    /// JSON's `crossDomainUrlList`.
    public static func signInURLs(status: Int, body: [UInt8], headers: [APIParameter] = [], now: Int64) throws(APIError) -> [String] {
        if (300..<400).contains(status), let location = header("Location", in: headers), !location.isEmpty {
            if isVerification(location.lowercased()) || location.lowercased().contains("verify") {
                throw .checkingClient(retryAt: now + APIError.checkingBackoff)
            }
            return [location]
        }
        let root = try root(status: status, body: body, headers: headers, now: now)
        let code: Int
        do { code = try root.require("retcode").int() } catch { throw .badResponse(error) }
        guard code == 0 || code == QRCodes.success else {
            let reason = ((try? root.optionalString("reason")) ?? nil) ?? ((try? root.optionalString("msg")) ?? nil) ?? ""
            throw .api(code: code, message: reason)
        }
        do throws(BadResponse) {
            let (urls, _) = try root.require("crossDomainUrlList").items { node throws(BadResponse) in try node.string() }
            let usable = urls.filter { WebText.host(of: $0) != nil }
            guard !usable.isEmpty else { throw .missingField(path: "crossDomainUrlList") }
            return usable
        } catch {
            throw .badResponse(error)
        }
    }

    /// The passport's envelope: `retcode` (a number or a string of
    /// digits) must be one of `accept`, else the reply is an `.api` error
    /// with its `msg`. Returns the code and `data`.
    static func passport(status: Int, body: [UInt8], headers: [APIParameter], now: Int64, accept: Set<Int>) throws(APIError) -> (code: Int, data: JSONNode?) {
        let root = try root(status: status, body: body, headers: headers, now: now)
        let code: Int
        let data: JSONNode?
        let message: String
        do throws(BadResponse) {
            code = try root.require("retcode").int()
            data = try root.field("data").flatMap { node in if case .object = node.value { node } else { nil } }
            message = ((try? root.optionalString("msg")) ?? nil) ?? ""
        } catch {
            throw .badResponse(error)
        }
        guard accept.contains(code) else { throw .api(code: code, message: message) }
        guard (200..<300).contains(status) else { throw .badResponse(.unexpectedStatus(status)) }
        return (code, data)
    }
}
