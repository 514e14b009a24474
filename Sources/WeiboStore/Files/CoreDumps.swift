import CPrctl
import Glibc

/// Keeps a process that holds a secret (a web session's cookie, an Open
/// API token or app secret) out of core files and out of reach of the
/// same user's debuggers.
///
/// Why: a crash of `sync` on a machine with core dumps on wrote the session
/// cookie into the core file 8 times, where anything that collects crash
/// reports could read it. So at the one point where a secret enters the
/// process (the account file read, `login` reading one from stdin or from
/// the QR sign-in) the core size limit goes to 0, soft and hard, and the
/// process is made not dumpable (no core even through a core_pattern pipe,
/// no ptrace attach, /proc/PID/mem and environ closed to the user).
public enum CoreDumps {
    /// Turns core dumps off for the rest of the process. Idempotent; a
    /// failure (there is none for lowering one's own limits) is ignored.
    public static func off() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
        _ = weibo_prctl_not_dumpable()
    }
}
