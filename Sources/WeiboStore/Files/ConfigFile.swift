import Glibc
import WeiboCore

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
    /// regular file, so a FIFO or a device put there cannot hang the start;
    /// a link is followed (dotfiles are often kept that way).
    public static func read(_ path: String) -> ConfigFileContents {
        switch FileBytes.readFile(path, maxBytes: maximumBytes, followingLinks: true) {
        case .success(let bytes): return .bytes(bytes)
        case .failure(.missing): return .missing
        case .failure(.notRegular): return .unreadable(tr("不是普通文件", "not a regular file"))
        case .failure(.tooLarge): return .unreadable(tr("作为配置文件太大（超过 1 MiB）", "too large for a config file (over 1 MiB)"))
        case .failure(.unreadable(let code)): return .unreadable(String(cString: strerror(code)).lowercased())
        }
    }
}
