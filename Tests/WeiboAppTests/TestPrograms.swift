import Glibc
import WeiboStore

/// Stand-in programs the tests run as children.
enum TestPrograms {
    /// Writes `script` to `path`, executable, by a child process (`cp`):
    /// tests run in parallel in one process, and a child another test forks
    /// while this process holds the file open for writing keeps that
    /// descriptor until it execs, close-on-exec or not; running the file in
    /// that window fails with ETXTBSY ("Text file busy"), and under load it
    /// did (a sync that "could not start"). Only the draft beside it is
    /// ever open here; the file run is written by `cp` alone.
    static func write(_ script: String, to path: String) {
        let draft = path + ".draft"
        let fd = open(draft, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o600)
        _ = script.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
        _ = system("cp '\(draft)' '\(path)' && chmod 700 '\(path)'; rm -f '\(draft)'")
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
