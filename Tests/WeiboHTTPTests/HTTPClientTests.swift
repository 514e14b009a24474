import Foundation
import Testing
@testable import WeiboHTTP

@Suite(.serialized) struct HTTPClientTests {
    let server: LocalServer
    init() throws { server = try LocalServer() }

    func text(_ result: Result<HTTPResponse, HTTPFailure>) -> String? {
        guard case .success(let response) = result else { return nil }
        return String(decoding: response.body, as: UTF8.self)
    }

    @Test func getAndPost() throws {
        let client = try HTTPClient()
        #expect(text(client.send(HTTPRequest(url: server.url("/hello?a=1")))) == "GET /hello?a=1")
        let post = HTTPRequest(method: .post, url: server.url("/echo"),
                               headers: ["Content-Type: application/x-www-form-urlencoded"], body: Array("status=%E4%BD%A0".utf8))
        #expect(text(client.send(post)) == "application/x-www-form-urlencoded|status=%E4%BD%A0")
        let empty = HTTPRequest(method: .post, url: server.url("/echo"))
        #expect(text(client.send(empty))?.hasSuffix("|") == true)
    }

    @Test func gzipIsUndone() throws {
        let client = try HTTPClient()
        #expect(text(client.send(HTTPRequest(url: server.url("/gzip")))) == String(repeating: "zipped ", count: 100))
    }

    @Test func statusAndBodyOfAnError() throws {
        let client = try HTTPClient()
        guard case .success(let response) = client.send(HTTPRequest(url: server.url("/status"))) else {
            Issue.record("no response"); return
        }
        #expect(response.status == 502)
        #expect(String(decoding: response.body, as: UTF8.self) == "<html>bad gateway</html>")
    }

    @Test func retryAfterIsRead() throws {
        let client = try HTTPClient()
        guard case .success(let limited) = client.send(HTTPRequest(url: server.url("/limited"))) else {
            Issue.record("no response"); return
        }
        #expect(limited.status == 403 && limited.retryAfter == "120")
        guard case .success(let plain) = client.send(HTTPRequest(url: server.url("/plain"))) else { Issue.record("no response"); return }
        #expect(plain.retryAfter == nil)
    }

    /// The web session's sign-in reads every Set-Cookie of a hop and its
    /// Location; the redirect itself is not followed.
    @Test func cookiesAndLocationAreReadNotFollowed() throws {
        let client = try HTTPClient()
        guard case .success(let hop) = client.send(HTTPRequest(url: server.url("/signin"))) else { Issue.record("no response"); return }
        #expect(hop.status == 302)
        #expect(hop.setCookies == ["SUB=abc; Path=/; Domain=.weibo.cn; HttpOnly", "SUBP=def; Path=/"])
        #expect(hop.location == "http://127.0.0.1/next?x=1")
        guard case .success(let plain) = client.send(HTTPRequest(url: server.url("/plain"))) else { Issue.record("no response"); return }
        #expect(plain.setCookies.isEmpty && plain.location == nil)
    }

    @Test func timeoutRefusedResetAndTooLarge() throws {
        var options = HTTPClient.Options()
        options.timeoutMs = 300
        options.maximumBytes = 64 * 1024
        let client = try HTTPClient(options: options)
        guard case .failure(let slow) = client.send(HTTPRequest(url: server.url("/slow?ms=2000"))) else { Issue.record("slow answered"); return }
        #expect(slow.kind == .timeout)
        #expect(slow.mayHaveArrived)
        guard case .failure(let reset) = client.send(HTTPRequest(url: server.url("/reset"))) else { Issue.record("reset answered"); return }
        #expect(reset.kind == .connectionLost)
        guard case .failure(let big) = client.send(HTTPRequest(url: server.url("/big?kb=200"))) else { Issue.record("big answered"); return }
        #expect(big.kind == .tooLarge)
        // A port nothing listens on: refused, and nothing can have arrived.
        guard case .failure(let refused) = client.send(HTTPRequest(url: "http://127.0.0.1:1/")) else { Issue.record("port 1 answered"); return }
        #expect(refused.kind == .refused)
        #expect(!refused.mayHaveArrived)
    }

    /// A Content-Length over the bound is refused from the header (a
    /// picture's 9 MiB is never read); one the body falls short of is a
    /// broken download, not a reply.
    @Test func contentLengthOverTheBoundAndShortBodies() throws {
        var options = HTTPClient.Options()
        options.maximumBytes = 64 * 1024
        let client = try HTTPClient(options: options)
        guard case .failure(let claimed) = client.send(HTTPRequest(url: server.url("/claims?kb=9216"))) else { Issue.record("9 MiB answered"); return }
        #expect(claimed.kind == .tooLarge, "\(claimed)")
        guard case .failure(let short) = client.send(HTTPRequest(url: server.url("/claims?kb=10"))) else { Issue.record("short body answered"); return }
        #expect(short.kind == .connectionLost, "\(short)")
    }

    /// The caller's thread is never held: `perform` returns at once while a
    /// slow request is on its way, and the answer comes from a later call.
    @Test func performNeverWaits() throws {
        let client = try HTTPClient()
        let id = client.start(HTTPRequest(url: server.url("/slow?ms=500")))
        let clock = ContinuousClock()
        var longest = Duration.zero
        var answer: Result<HTTPResponse, HTTPFailure>?
        let deadline = clock.now + .seconds(5)
        while answer == nil && clock.now < deadline {
            let start = clock.now
            let done = client.perform()
            longest = max(longest, clock.now - start)
            answer = done.first { $0.id == id }?.result
            usleep(5_000)
        }
        #expect(text(answer!) == "late")
        #expect(longest < .milliseconds(50))
        #expect(client.activeCount == 0)
    }

    @Test func manyAtOnce() throws {
        let client = try HTTPClient()
        let ids = (0..<8).map { client.start(HTTPRequest(url: server.url("/n\($0)"))) }
        var answers: [Int: String] = [:]
        while answers.count < ids.count {
            for done in client.perform() { answers[done.id] = text(done.result) }
            client.wait(timeoutMs: 50)
        }
        #expect(ids.enumerated().allSatisfy { answers[$0.element] == "GET /n\($0.offset)" })
    }
}
