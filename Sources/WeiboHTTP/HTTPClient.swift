import CCurl

/// Sends requests with libcurl's multi interface, on the caller's thread,
/// without ever blocking it: `start` queues a request, `perform` moves every
/// transfer on as far as it can go now and returns those that finished.
///
/// Why no thread: the caller's loop (the sync command's) asks
/// `suggestedWaitMs` while a transfer runs and wakes that often. curl resolves names on its own thread, so
/// nothing here waits for the network. Connections are kept alive in the
/// multi handle between requests; proxies come from the environment
/// (`https_proxy`, `no_proxy`), as curl reads them; TLS is always verified.
public final class HTTPClient {
    public struct Options: Sendable {
        public var timeoutMs = 20_000
        public var connectTimeoutMs = 10_000
        /// A reply larger than this is refused (an API reply is tens of KB).
        public var maximumBytes = 16 << 20
        public var userAgent = "weibo-tui"

        public init() {}

        public init(timeoutMs: Int, connectTimeoutMs: Int, maximumBytes: Int) {
            self.timeoutMs = timeoutMs
            self.connectTimeoutMs = connectTimeoutMs
            self.maximumBytes = maximumBytes
        }
    }

    public typealias Completion = (id: Int, result: Result<HTTPResponse, HTTPFailure>)

    private let api: UnsafeMutablePointer<weibo_curl_api>
    private let multi: UnsafeMutableRawPointer
    private let options: Options
    private var transfers: [Int: Transfer] = [:]
    private var nextID = 1

    /// Loads libcurl if this is the first client; throws when it cannot.
    public init(options: Options = Options()) throws(HTTPFailure) {
        self.api = try Curl.api.get()
        guard let multi = api.pointee.multi_init() else { throw HTTPFailure(.other, "curl_multi_init failed") }
        self.multi = multi
        self.options = options
    }

    deinit {
        for id in Array(transfers.keys) { cancel(id) }
        _ = api.pointee.multi_cleanup(multi)
    }

    /// How many requests are on their way.
    public var activeCount: Int { transfers.count }

    /// Queues `request`; its answer comes from a later `perform`.
    @discardableResult
    public func start(_ request: HTTPRequest) -> Int {
        let id = nextID
        nextID += 1
        let transfer = Transfer(id: id, maximumBytes: options.maximumBytes)
        guard let easy = api.pointee.easy_init() else {
            transfer.failure = HTTPFailure(.other, "curl_easy_init failed")
            finished.append((id, .failure(transfer.failure!)))
            return id
        }
        transfer.easy = easy
        configure(easy, for: request, transfer: transfer)
        transfers[id] = transfer
        _ = api.pointee.multi_add_handle(multi, easy)
        return id
    }

    /// Stops a request; its answer never comes.
    public func cancel(_ id: Int) {
        guard let transfer = transfers.removeValue(forKey: id) else { return }
        release(transfer)
    }

    /// Moves every transfer on without waiting; returns the finished ones.
    public func perform() -> [Completion] {
        var running: Int32 = 0
        _ = api.pointee.multi_perform(multi, &running)
        var queued: Int32 = 0
        while let message = api.pointee.multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                  let raw = weibo_curl_private(api, easy) else { continue }
            let transfer = Unmanaged<Transfer>.fromOpaque(raw).takeUnretainedValue()
            let code = weibo_curl_message_result(message)
            let result: Result<HTTPResponse, HTTPFailure>
            if code == CURLE_OK {
                result = .success(HTTPResponse(status: weibo_curl_response_code(api, easy), body: transfer.body,
                                               retryAfter: transfer.retryAfter, setCookies: transfer.setCookies,
                                               location: transfer.location))
            } else {
                let detail = transfer.failure?.detail ?? api.pointee.easy_strerror(code).map { String(cString: $0) } ?? "curl error \(code.rawValue)"
                result = .failure(transfer.failure ?? Curl.failure(code, detail: detail))
            }
            finished.append((transfer.id, result))
            transfers.removeValue(forKey: transfer.id)
            release(transfer)
        }
        defer { finished = [] }
        return finished
    }

    /// How long the caller may sleep before calling `perform` again (curl's
    /// own timers, at most 50 ms so a socket that became readable is not
    /// left long); nil when nothing is on its way.
    public var suggestedWaitMs: Int32? {
        guard !transfers.isEmpty else { return nil }
        var timeout: Int = -1
        _ = api.pointee.multi_timeout(multi, &timeout)
        return Int32(timeout < 0 ? 50 : min(timeout, 50))
    }

    /// Waits (up to `timeoutMs`) for something to happen on a transfer's
    /// socket: for the command line, which has nothing else to do.
    public func wait(timeoutMs: Int32) {
        var events: Int32 = 0
        _ = api.pointee.multi_poll(multi, nil, 0, timeoutMs, &events)
    }

    /// Sends one request and waits for its answer: for the command line.
    public func send(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
        let id = start(request)
        while true {
            if let done = perform().first(where: { $0.id == id }) { return done.result }
            wait(timeoutMs: 100)
        }
    }

    private var finished: [Completion] = []

    private func configure(_ easy: UnsafeMutableRawPointer, for request: HTTPRequest, transfer: Transfer) {
        let api = self.api
        _ = weibo_curl_setopt_string(api, easy, CURLOPT_URL, request.url)
        _ = weibo_curl_setopt_string(api, easy, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = weibo_curl_setopt_long(api, easy, CURLOPT_NOSIGNAL, 1)
        _ = weibo_curl_setopt_long(api, easy, CURLOPT_TIMEOUT_MS, options.timeoutMs)
        _ = weibo_curl_setopt_long(api, easy, CURLOPT_CONNECTTIMEOUT_MS, options.connectTimeoutMs)
        _ = weibo_curl_setopt_string(api, easy, CURLOPT_ACCEPT_ENCODING, "")  // every encoding curl can undo
        _ = weibo_curl_setopt_string(api, easy, CURLOPT_USERAGENT, options.userAgent)
        _ = weibo_curl_setopt_long(api, easy, CURLOPT_FOLLOWLOCATION, 0)
        // A Content-Length over the bound is refused before its body comes;
        // without one, the write callback below stops at the bound.
        _ = weibo_curl_setopt_large(api, easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(options.maximumBytes))
        var headers: UnsafeMutablePointer<curl_slist>?
        for header in request.headers { headers = api.pointee.slist_append(headers, header) }
        if request.method == .post {
            // A write on a connection of its own, never kept for another:
            // libcurl sends a request again by itself when a reused
            // connection answers nothing, and for a write that Weibo
            // stored before the connection dropped, that is a second copy
            // published behind the outbox's back.
            _ = weibo_curl_setopt_long(api, easy, CURLOPT_FRESH_CONNECT, 1)
            _ = weibo_curl_setopt_long(api, easy, CURLOPT_FORBID_REUSE, 1)
            headers = api.pointee.slist_append(headers, "Expect:")  // no 100-continue round trip
            _ = weibo_curl_setopt_long(api, easy, CURLOPT_POST, 1)
            _ = weibo_curl_setopt_large(api, easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.count))
            if request.body.isEmpty {
                _ = weibo_curl_setopt_string(api, easy, CURLOPT_COPYPOSTFIELDS, "")
            } else {
                _ = request.body.withUnsafeBufferPointer { buffer in  // copied by curl before this returns
                    weibo_curl_setopt_pointer(api, easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: buffer.baseAddress!))
                }
            }
        }
        transfer.headers = headers
        if let headers { _ = weibo_curl_setopt_pointer(api, easy, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headers)) }
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        _ = weibo_curl_setopt_pointer(api, easy, CURLOPT_PRIVATE, context)
        _ = weibo_curl_setopt_pointer(api, easy, CURLOPT_WRITEDATA, context)
        _ = weibo_curl_setopt_pointer(api, easy, CURLOPT_HEADERDATA, context)
        _ = weibo_curl_setopt_header(api, easy) { data, size, count, context in
            let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
            let n = size * count
            let line = String(decoding: UnsafeRawBufferPointer(start: data, count: n), as: UTF8.self)
            if let value = HTTPHeaderLine.value(of: "retry-after", in: line) {
                transfer.retryAfter = value
            } else if let value = HTTPHeaderLine.value(of: "set-cookie", in: line) {
                transfer.setCookies.append(value)
            } else if let value = HTTPHeaderLine.value(of: "location", in: line) {
                transfer.location = value
            }
            return n
        }
        _ = weibo_curl_setopt_write(api, easy) { data, size, count, context in
            let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
            let n = size * count
            guard transfer.body.count + n <= transfer.maximumBytes else {
                transfer.failure = HTTPFailure(.tooLarge, "the reply is larger than \(transfer.maximumBytes >> 20) MB")
                return 0
            }
            data!.withMemoryRebound(to: UInt8.self, capacity: n) { transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: n)) }
            return n
        }
    }

    private func release(_ transfer: Transfer) {
        if let easy = transfer.easy {
            _ = api.pointee.multi_remove_handle(multi, easy)
            api.pointee.easy_cleanup(easy)
        }
        if let headers = transfer.headers { api.pointee.slist_free_all(headers) }
        transfer.easy = nil
        transfer.headers = nil
    }
}

/// One request on its way: what curl's callbacks write into.
private final class Transfer {
    let id: Int
    let maximumBytes: Int
    var easy: UnsafeMutableRawPointer?
    var headers: UnsafeMutablePointer<curl_slist>?
    var body: [UInt8] = []
    var retryAfter: String?
    var setCookies: [String] = []
    var location: String?
    var failure: HTTPFailure?

    init(id: Int, maximumBytes: Int) {
        self.id = id
        self.maximumBytes = maximumBytes
    }
}

/// One header line as curl hands it to the header callback (`Name: value\r\n`).
enum HTTPHeaderLine {
    /// The value when `line` is the header `name` (lowercase), trimmed; nil otherwise.
    static func value(of name: String, in line: String) -> String? {
        guard line.count > name.count, line.lowercased().hasPrefix(name + ":") else { return nil }
        let value = line.dropFirst(name.count + 1).drop { $0.isWhitespace }
        return String(value.reversed().drop { $0.isWhitespace }.reversed())
    }
}
