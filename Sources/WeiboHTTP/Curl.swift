import CCurl

/// libcurl's functions, loaded once per process on first use (see
/// CCurl/shim.h for why it is not linked).
enum Curl {
    /// The loaded functions, or why they could not be loaded.
    nonisolated(unsafe) static let api: Result<UnsafeMutablePointer<weibo_curl_api>, HTTPFailure> = {
        let api = UnsafeMutablePointer<weibo_curl_api>.allocate(capacity: 1)
        api.initialize(to: weibo_curl_api())
        var error = [CChar](repeating: 0, count: 256)
        guard weibo_curl_load(api, &error, error.count) == 0 else {
            let why = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(HTTPFailure(.libraryMissing, why))
        }
        return .success(api)
    }()

    /// Sorts a curl result code into what the user and the outbox need.
    static func failure(_ code: CURLcode, detail: String) -> HTTPFailure {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: HTTPFailure(.dns, detail)
        case CURLE_COULDNT_CONNECT: HTTPFailure(.refused, detail)
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CACERT_BADFILE,
             CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            HTTPFailure(.tls, detail)
        case CURLE_OPERATION_TIMEDOUT: HTTPFailure(.timeout, detail)
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: HTTPFailure(.connectionLost, detail)
        case CURLE_WRITE_ERROR, CURLE_FILESIZE_EXCEEDED: HTTPFailure(.tooLarge, detail)
        default: HTTPFailure(.other, detail)
        }
    }
}
