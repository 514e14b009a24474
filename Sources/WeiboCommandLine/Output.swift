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
