import Glibc

/// Plain writes to stdout and stderr, without Foundation.
public enum Output {
    public static func print(_ text: String) { write(text + "\n", to: STDOUT_FILENO) }
    public static func error(_ text: String) { write(text + "\n", to: STDERR_FILENO) }

    public static func write(_ text: String, to fd: Int32) { write(bytes: Array(text.utf8), to: fd) }

    /// Bytes as they are, not necessarily UTF-8 (the packed place catalogue).
    public static func write(bytes: [UInt8], to fd: Int32) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }

    /// A command's answer: its stdout, then its stderr.
    public static func write(_ output: CommandOutput) {
        write(output.stdout, to: STDOUT_FILENO)
        write(output.stderr, to: STDERR_FILENO)
    }
}

/// Text written as it is made, in pieces of about 64 KiB, so a listing of
/// any length takes the memory of one piece (`timeline`). Without a file
/// descriptor it keeps all of it, for `text` (what the tests read).
final class StreamedText {
    private let fd: Int32?
    private var buffer: [UInt8] = []
    static let piece = 64 << 10

    init(fd: Int32?) { self.fd = fd }

    func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        flushIfFull()
    }

    /// Lets `body` append bytes in place (no string in between).
    func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        flushIfFull()
    }

    private func flushIfFull() {
        if let fd, buffer.count >= Self.piece {
            Output.write(bytes: buffer, to: fd)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// What is left: written out (and "" returned), or all of it when kept.
    func finish() -> String {
        guard let fd else { return String(decoding: buffer, as: UTF8.self) }
        Output.write(bytes: buffer, to: fd)
        buffer = []
        return ""
    }
}
