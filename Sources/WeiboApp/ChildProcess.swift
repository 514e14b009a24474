import Glibc

/// A program run in the foreground on the app's terminal, as `system(3)`
/// runs one: in the app's process group (it reads the terminal), with the
/// default signal handling and nothing blocked, while the app ignores the
/// Ctrl-C and Ctrl-\ that are the program's.
enum ChildProcess {
    /// Runs `arguments` (the first is the program's path) until it exits:
    /// its exit status, 128 + the signal that ended it, or nil when it
    /// could not be started.
    static func run(_ arguments: [String]) -> Int32? {
        var attributes = spawnAttributes(ownGroup: false)
        defer { posix_spawnattr_destroy(&attributes) }

        var ignore = sigaction(), oldInterrupt = sigaction(), oldQuit = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGINT, &ignore, &oldInterrupt)
        sigaction(SIGQUIT, &ignore, &oldQuit)
        defer {
            sigaction(SIGINT, &oldInterrupt, nil)
            sigaction(SIGQUIT, &oldQuit, nil)
        }

        var child: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&child, arguments[0], nil, &attributes, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// What every child gets: the default handling of every signal and
    /// nothing blocked, whatever the app changed; with `ownGroup`, a process
    /// group of its own, so the terminal's signals go to the app alone.
    /// The caller destroys them.
    static func spawnAttributes(ownGroup: Bool) -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var everySignal = sigset_t(), noSignal = sigset_t()
        sigfillset(&everySignal)
        sigemptyset(&noSignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        return attributes
    }
}
