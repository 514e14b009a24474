import Glibc
import WeiboStore

/// Stand-in programs the tests run as children.
enum TestPrograms {
    /// Writes `script` to `path`, executable, through a close-on-exec
    /// descriptor: tests run in parallel in one process, and a child another
    /// test forks while this file is open for writing would keep it so, and
    /// running it would then fail with ETXTBSY ("Text file busy").
    static func write(_ script: String, to path: String) {
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o700)
        _ = script.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
    }
}

/// A store of the sample in a temporary folder of its own, closed and
/// removed after `body`.
enum TemporaryStore {
    static func with(_ body: (String, Store) throws -> Void) throws {
        var template = Array("/tmp/weibo-app-test.XXXXXX".utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        defer { _ = system("rm -rf '\(dir)'") }
        let store = try Store.open(dataDirectory: dir)
        defer { store.close() }
        try body(dir, store)
    }
}
