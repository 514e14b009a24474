import Glibc
import WeiboCore
import WeiboStore

/// The config file on disk: where this process looks for it, and its bytes.
public enum ConfigFile {
    /// Larger than any config a person writes: a file this size is not one.
    static let maximumBytes = 1 << 20

    /// `ConfigLocation.resolve` fed from this process's environment.
    public static func location(override: String?) -> ConfigLocation? {
        var environment: [String: String] = [:]
        if let xdg = getenv("XDG_CONFIG_HOME") { environment["XDG_CONFIG_HOME"] = String(cString: xdg) }
        return ConfigLocation.resolve(override: override, environment: environment, home: DataDirectory.homeFromProcess())
    }

    /// The config this start uses (none when there is nowhere to look).
    public static func load(override: String?) -> Config {
        guard let location = location(override: override) else { return Config() }
        return Config.load(read(location.path), from: location)
    }

    /// The file's bytes. Opened without blocking and read only if it is a
    /// regular file, so a FIFO or a device put there cannot hang the start.
    public static func read(_ path: String) -> ConfigFileContents {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT { return .missing }
            return .unreadable(String(cString: strerror(errno)).lowercased())
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(String(cString: strerror(errno)).lowercased()) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable(tr("不是普通文件", "not a regular file")) }
        guard info.st_size <= maximumBytes else { return .unreadable(tr("作为配置文件太大（超过 1 MiB）", "too large for a config file (over 1 MiB)")) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while bytes.count <= maximumBytes {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .unreadable(String(cString: strerror(errno)).lowercased()) }
            if n == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[..<n])
        }
        return .unreadable(tr("作为配置文件太大（超过 1 MiB）", "too large for a config file (over 1 MiB)"))
    }
}
