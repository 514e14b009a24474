/// Why a request got no response: one plain line for the user, and what
/// the outbox needs to know, whether the server may have acted on it.
public struct HTTPFailure: Error, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// libcurl is not installed, or not usable.
        case libraryMissing
        case dns
        /// Nothing listening, or the network is down: nothing was sent.
        case refused
        case tls
        case timeout
        /// The connection broke after the request was (maybe) sent.
        case connectionLost
        case tooLarge
        case other
    }

    public var kind: Kind
    /// libcurl's own words, for the status line after ours.
    public var detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// Whether a POST that failed this way may still have been stored by
    /// the server: the outbox then checks before sending again.
    public var mayHaveArrived: Bool {
        switch self.kind {
        case .libraryMissing, .dns, .refused, .tls: false
        case .timeout, .connectionLost, .tooLarge, .other: true
        }
    }
}
