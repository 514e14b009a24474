import Testing
import WeiboAPI

@Suite("Web: the passport's QR sign-in")
struct WebQRTests {
    static let now = WebFixture.now

    func state(_ name: String) throws -> QRState {
        try WebResponse.qrState(status: 200, body: WebFixture.bytes(name), now: Self.now)
    }

    @Test("a new code: its qrid, and the scan address its image encodes")
    func ticket() throws {
        let ticket = try WebResponse.qrTicket(status: 200, body: WebFixture.bytes("qr-image.json"), now: Self.now)
        #expect(ticket.qrid == "Sx7bpoRRPXR1h3LDiJPl4uKNqBuxaF0DTw0eT0Rtx7vE")
        #expect(ticket.content == "https://passport.weibo.cn/signin/qrcode/scan?qr=Sx7bpoRRPXR1h3LDiJPl4uKNqBuxaF0DTw0eT0Rtx7vE&sinainternalbrowser=topnav&showiframe=0")
        #expect(ticket.imageURL.hasPrefix("https://v2.qr.weibo.cn/inf/gen?"))
        for text in ["\(ticket)", String(reflecting: ticket), "\(QRState.confirmed(alt: "ALT-SeCrEt"))", String(reflecting: QRState.confirmed(alt: "ALT-SeCrEt"))] {
            #expect(!text.contains("Sx7b") && !text.contains("SeCrEt"), "\(text)")
        }
        let bare = try WebResponse.qrTicket(status: 200, body: #"{"retcode": 20000000, "data": {"qrid": "abc"}}"#.bytes, now: Self.now)
        #expect(bare.content == "https://passport.weibo.cn/signin/qrcode/scan?qr=abc")
        #expect(throws: APIError.api(code: 50114010, message: "请求过于频繁")) {
            try WebResponse.qrTicket(status: 200, body: #"{"retcode": 50114010, "msg": "请求过于频繁", "data": null}"#.bytes, now: Self.now)
        }
    }

    @Test("the states from the passport's retcodes")
    func states() throws {
        #expect(try state("qr-check-waiting.json") == .waiting)
        #expect(try state("qr-check-scanned.json") == .scanned)
        #expect(try state("qr-check-confirmed.json") == .confirmed(alt: "ALT-MTAwMQ-1709518800-gz-0123456789ABCDEF"))
        #expect(try state("qr-check-confirmed-alt.json") == .confirmed(alt: "ALT-MTAwMQ-1709518800-gz-FEDCBA9876543210"))
        #expect(try state("qr-check-expired.json") == .expired)
        #expect(try state("qr-check-used.json") == .expired)
        #expect(try WebResponse.qrState(status: 200, body: #"{"retcode": "50114002", "msg": "", "data": null}"#.bytes, now: Self.now) == .scanned)
        #expect(throws: APIError.api(code: 50114015, message: "二维码异常")) {
            try WebResponse.qrState(status: 200, body: #"{"retcode": 50114015, "msg": "二维码异常"}"#.bytes, now: Self.now)
        }
        #expect(throws: APIError.badResponse(.missingField(path: "data.alt"))) {
            try WebResponse.qrState(status: 200, body: #"{"retcode": 20000000, "data": {"url": "https://x.example/no-ticket"}}"#.bytes, now: Self.now)
        }
        #expect(throws: APIError.checkingClient(retryAt: Self.now + 1800)) {
            try WebResponse.qrState(status: 432, body: [], now: Self.now)
        }
    }

    @Test("the alt ticket's sign-in: the URL list, a redirect, or a refusal")
    func signIn() throws {
        let urls = try WebResponse.signInURLs(status: 200, body: WebFixture.bytes("sso-login.json"), now: Self.now)
        #expect(urls.count == 3 && urls[0].hasPrefix("https://passport.weibo.com/wbsso/login?ticket=") && urls[2] == "https://m.weibo.cn/")
        let hop = try WebResponse.signInURLs(status: 302, body: [], headers: [APIParameter("Location", "https://login.sina.com.cn/sso/v2/crossdomain?ticket=ST-1")], now: Self.now)
        #expect(hop == ["https://login.sina.com.cn/sso/v2/crossdomain?ticket=ST-1"])
        #expect(throws: APIError.api(code: 2093, message: "抱歉！登录失败，请稍候再试")) {
            try WebResponse.signInURLs(status: 200, body: WebFixture.bytes("sso-login-refused.json"), now: Self.now)
        }
        #expect(throws: APIError.badResponse(.missingField(path: "crossDomainUrlList"))) {
            try WebResponse.signInURLs(status: 200, body: #"{"retcode": "0", "crossDomainUrlList": ["javascript:x", 7]}"#.bytes, now: Self.now)
        }
    }
}
