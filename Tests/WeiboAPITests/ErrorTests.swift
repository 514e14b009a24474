import Testing
import WeiboAPI
import WeiboCore

@Suite("Errors: every failure kind typed, with one line in both languages")
struct ErrorTests {
    /// 2024-03-04 10:20:00 +0800; the next full hour is 40 minutes away.
    static let now: Int64 = 1_709_518_800

    func failure(_ status: Int, _ body: String, retryAfter: String? = nil) -> APIError? {
        do {
            _ = try APIResponse.statusPage(status: status, body: body.bytes, retryAfter: retryAfter, now: Self.now)
            return nil
        } catch {
            return error
        }
    }

    @Test("expired or invalid tokens ask to log in again", arguments: [21314, 21315, 21316, 21317, 21318, 21319, 21327, 21332])
    func tokenCodes(code: Int) {
        #expect(failure(400, Fixtures.error(String(code), "expired_token")) == .tokenInvalid(code: code))
        #expect(failure(403, Fixtures.error("\"\(code)\"", "token")) == .tokenInvalid(code: code))
    }

    @Test("HTTP 401 with any body is a token problem")
    func unauthorized() {
        #expect(failure(401, "") == .tokenInvalid(code: nil))
        #expect(failure(401, "<html>401</html>") == .tokenInvalid(code: nil))
        #expect(failure(401, "{}") == .tokenInvalid(code: nil))
        #expect(failure(401, Fixtures.error("21327", "expired_token")) == .tokenInvalid(code: 21327))
        #expect(failure(400, #"{"error": "expired_token"}"#) == .tokenInvalid(code: 21327))
    }

    @Test("rate limits say when to retry: the server's Retry-After, else the next full hour", arguments: [10022, 10023, 10024])
    func rateLimits(code: Int) {
        let error = failure(403, Fixtures.error(String(code), "User requests out of rate limit!"))
        #expect(error == .rateLimited(code: code, retryAt: 1_709_521_200))
        #expect(error?.retryAfter(now: Self.now) == 2400)
        #expect(failure(403, Fixtures.error(String(code), "limit"), retryAfter: "90") == .rateLimited(code: code, retryAt: Self.now + 90))
        #expect(error?.isTransient == true)
    }

    @Test("a repeat is told in plain words")
    func repeated() {
        #expect(failure(400, Fixtures.error("20019", "Repeat content!", request: "/2/statuses/share.json")) == .repeatedContent(code: 20019))
        #expect(failure(400, Fixtures.error("20017", "Repeated weibo text!")) == .repeatedContent(code: 20017))
    }

    @Test("other API errors keep their code and text")
    func otherCodes() {
        #expect(failure(400, Fixtures.error("20101", "Target weibo does not exist!")) == .api(code: 20101, message: "Target weibo does not exist!"))
        #expect(failure(400, Fixtures.error("12345", "Something odd")) == .api(code: 12345, message: "Something odd"))
        #expect(failure(400, Fixtures.oauthError) == .api(code: 21325, message: "invalid authorization code"))
        #expect(failure(200, Fixtures.error("10008", "Param error")) == .api(code: 10008, message: "Param error"), "an error body wins over a 200")
    }

    @Test("bad replies say what was wrong", arguments: [
        (502, Fixtures.badGatewayPage, BadResponse.htmlPage(status: 502)),
        (200, "<!DOCTYPE html><p>login</p>", .htmlPage(status: 200)),
        (200, String(Fixtures.homeTimeline.prefix(400)), .truncated(status: 200)),
        (200, #"{"statuses": [{"text": "半句"#, .truncated(status: 200)),
        (200, #"{"statuses": []]"#, .invalidJSON(status: 200)),
        (200, "statuses: none", .invalidJSON(status: 200)),
        (200, "", .empty(status: 200)),
        (500, "  \n", .empty(status: 500)),
        (500, #"{"ok": false}"#, .unexpectedStatus(500)),
        (200, #"[1, 2]"#, .wrongType(path: "(reply)", expected: .object, found: .array)),
        (200, #"{"statuses": {}}"#, .wrongType(path: "statuses", expected: .array, found: .object)),
        (200, #"{"total_number": 3}"#, .missingField(path: "statuses")),
        (200, #"{"statuses": [1, 2] "next_cursor": 0}"#, .invalidJSON(status: 200)),
    ])
    func badReplies(status: Int, body: String, expected: BadResponse) {
        #expect(failure(status, body) == .badResponse(expected))
    }

    /// In a page such an item is skipped (RoughDataTests); a reply of one
    /// item has nothing else to keep, and says what was wrong by its path.
    @Test("a single status that cannot be read names the path", arguments: [
        (#"{"created_at": "Mon Mar 04 11:00:00 +0800 2024", "id": 1, "user": {"id": 2, "screen_name": 42}}"#,
         BadResponse.wrongType(path: "user.screen_name", expected: .string, found: .number)),
        (#"{"created_at": "Mon Mar 04 11:00:00 +0800 2024", "id": 1.5}"#, .wrongType(path: "id", expected: .integer, found: .inexactNumber)),
        (#"{"created_at": "Mon Mar 04 11:00:00 +0800 2024", "idstr": "9223372036854775808"}"#,
         .wrongType(path: "idstr", expected: .integer, found: .text("9223372036854775808"))),
        (#"{"id": 1, "text": "x"}"#, .missingField(path: "created_at")),
        (#"{"created_at": "2024-03-04 11:00", "id": 1}"#, .badDate(path: "created_at", value: "2024-03-04 11:00")),
    ])
    func badSingleStatus(body: String, expected: BadResponse) {
        #expect(throws: APIError.badResponse(expected)) { try APIResponse.status(status: 200, body: body.bytes, now: Self.now) }
    }

    @Test("every kind has a one-line message in each language, and they differ")
    func messages() {
        let errors: [APIError] = [
            .tokenInvalid(code: 21327), .tokenInvalid(code: nil),
            .rateLimited(code: 10023, retryAt: Self.now + 1200), .rateLimited(code: 10022, retryAt: Self.now + 30),
            .repeatedContent(code: 20019), .api(code: 20101, message: "Target weibo does not exist!"),
            .api(code: 12345, message: "Something\nodd"), .api(code: 12346, message: ""),
            .badResponse(.htmlPage(status: 502)), .badResponse(.truncated(status: 200)), .badResponse(.invalidJSON(status: 200)),
            .badResponse(.wrongType(path: "statuses[0].id", expected: .integer, found: .string)),
            .badResponse(.missingField(path: "statuses")), .badResponse(.badDate(path: "created_at", value: "x")),
            .badResponse(.empty(status: 200)), .badResponse(.unexpectedStatus(500)),
        ]
        for error in errors {
            let zh = Language.with(.zh) { error.userMessage(now: Self.now) }
            let en = Language.with(.en) { error.userMessage(now: Self.now) }
            #expect(!zh.isEmpty && !en.isEmpty && zh != en, "\(error)")
            #expect(!zh.contains("\n") && !en.contains("\n"), "\(error)")
            #expect(en.unicodeScalars.allSatisfy { $0.isASCII || $0 == "…" }, "\(en)")
        }
        Language.with(.en) {
            #expect(APIError.rateLimited(code: 10023, retryAt: Self.now + 1200).userMessage(now: Self.now).contains("20 minutes"))
            #expect(APIError.api(code: 12345, message: "Something\nodd").userMessage(now: Self.now) == "Weibo error 12345: Something odd")
            #expect(APIError.badResponse(.htmlPage(status: 502)).userMessage(now: Self.now).contains("502"))
            #expect(APIError.badResponse(.wrongType(path: "statuses[0].id", expected: .integer, found: .string))
                .userMessage(now: Self.now) == "The server's reply has the wrong shape: statuses[0].id should be an integer, got a string")
        }
    }

    @Test("10017 on a post says the safe-domain rule and the way around it, in both languages")
    func safeDomain() {
        // statuses/share answers 10017 when the text has no link under the app's reviewed domain.
        let error = APIError.api(code: 10017, message: "the API's own English text")
        #expect(Language.with(.en) { error.userMessage(now: Self.now) }
            == "Weibo only accepts posts with a link under the app's reviewed safe domain (10017); a web session (weibo-tui login --qr) posts without one")
        #expect(Language.with(.zh) { error.userMessage(now: Self.now) }
            == "微博只接受带有本应用审核过的安全域名下链接的微博（10017）；网页版登录（weibo-tui login --qr）发微博不需要链接")
        #expect(!error.isTransient, "asking again changes nothing")
    }
}
