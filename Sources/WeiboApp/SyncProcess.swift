import Glibc
import WeiboCore

/// One `weibo-tui sync` run in a child process: the app's network lives
/// there, so the app's own loop never waits on a socket, never links
/// libcurl and never holds a request's memory. The child writes what it
/// fetched (and sends what the outbox holds) into the account's store in
/// one transaction; the app sees the store change as after any write.
///
/// Its stdout is dropped unless `capturesOutput` (the sign-in's events);
/// its stderr (one plain line on failure) is kept for the notice.
final class SyncProcess {
    private let pid: pid_t
    private var errorPipe: Int32
    private var errorText: [UInt8] = []
    /// The child's stderr reached its end (or its cap): no longer waited on.
    private var errorsEnded = false
    private var outputPipe: Int32 = -1
    private var ended = false

    /// Starts `arguments` (the first is the program) in a process group of
    /// its own, so the terminal's signals (a resize, Ctrl-Z) go to the app
    /// only; with the default signal handling the app may have changed.
    init(arguments: [String], capturesOutput: Bool = false) throws(SyncSpawnError) {
        let pipeEnds = try Self.readablePipe()
        let outputEnds = capturesOutput ? try Self.readablePipe() : [-1, -1]

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturesOutput {
            posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)

        var attributes = ChildProcess.spawnAttributes(ownGroup: true)
        defer { posix_spawnattr_destroy(&attributes) }

        var child: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, environ)
        close(pipeEnds[1])
        if capturesOutput { close(outputEnds[1]) }
        guard status == 0 else {
            close(pipeEnds[0])
            if capturesOutput { close(outputEnds[0]) }
            throw SyncSpawnError(errno: status)
        }
        pid = child
        errorPipe = pipeEnds[0]
        outputPipe = outputEnds[0]
    }

    /// A pipe whose read end never blocks. Neither end leaks into other
    /// children (a link opener, say); the child gets the write end through
    /// dup2, which clears the flag.
    private static func readablePipe() throws(SyncSpawnError) -> [Int32] {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SyncSpawnError(errno: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return ends
    }

    /// What the child wrote to stdout since the last call (with
    /// `capturesOutput`); empty when nothing came.
    func takeOutput() -> [UInt8] {
        guard outputPipe >= 0 else { return [] }
        var taken: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while taken.count < 64 * 1024 {
            let count = read(outputPipe, &buffer, buffer.count)
            guard count > 0 else { break }
            taken += buffer[0..<count]
        }
        return taken
    }

    /// Stops the child and waits for it: nothing it does afterwards
    /// reaches the app.
    func terminate() {
        guard !ended else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        ended = true
    }

    /// The run's outcome once it has ended (nil while it runs): nil failure
    /// when it succeeded, else the line it wrote.
    func poll() -> Result<Void, SyncFailure>? {
        drainErrors()
        var status: Int32 = 0
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == 0 || (waited < 0 && errno == EINTR) { return nil }
        ended = true
        drainErrors()
        close(errorPipe)
        errorPipe = -1
        let signal = status & 0x7f
        if waited == pid && signal == 0 && ((status >> 8) & 0xff) == 0 { return .success(()) }
        // A crash's stderr is a backtrace, not a sentence for the user.
        if waited == pid && signal != 0 { return .failure(SyncFailure(signal: signal)) }
        var failure = SyncFailure(stderr: String(decoding: errorText, as: UTF8.self))
        let code = (status >> 8) & 0xff
        failure.rateLimited = code == SyncExitStatus.rateLimited || code == SyncExitStatus.checkingClient
        failure.checkingClient = code == SyncExitStatus.checkingClient
        failure.partly = code == SyncExitStatus.partly
        return .failure(failure)
    }

    /// The child's stderr while it can still say something: readable when
    /// it writes or ends. Nil once the pipe has reached its end (or the
    /// child wrote more than is kept): then only `poll` can tell the exit.
    var errorFD: Int32? { errorPipe >= 0 && !errorsEnded ? errorPipe : nil }

    private func drainErrors() {
        guard errorPipe >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while errorText.count < 64 * 1024 {
            let count = read(errorPipe, &buffer, buffer.count)
            if count == 0 { errorsEnded = true }
            guard count > 0 else { return }
            errorText += buffer[0..<count]
        }
        errorsEnded = true  // more than is kept: no longer read, so no longer waited on
    }

    deinit {
        if errorPipe >= 0 { close(errorPipe) }
        if outputPipe >= 0 { close(outputPipe) }
    }
}

struct SyncSpawnError: Error {
    var errno: Int32
}

/// What a failed sync said: its first line, without the `weibo-tui sync:`
/// the command line puts in front for a shell user.
struct SyncFailure: Error, Equatable {
    var message: String
    /// Weibo is limiting requests, or checking this client: wait long
    /// before the next try.
    var rateLimited = false
    /// Weibo is checking this client (exit status 4), which the user is told
    /// in those words: a browser may be where the check is passed.
    var checkingClient = false
    /// Some lists were saved and some failed on their own (exit 5): the
    /// fetch worked, and its first line says what did not.
    var partly = false

    init(stderr: String) {
        let line = stderr.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let prefix = "weibo-tui sync: "
        let text = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
        message = text.isEmpty ? tr("同步进程意外退出", "the sync process ended unexpectedly") : text
    }

    init(signal: Int32) {
        message = tr("同步进程意外退出（信号 \(signal)）", "the sync process ended unexpectedly (signal \(signal))")
    }
}
