import Glibc
import WeiboCore

/// Where weibo-tui keeps its files, and making sure that folder is usable.
///
/// `resolve` is a pure function of its inputs so the XDG rules can be tested
/// without touching the real environment; `fromProcess` feeds it the real one.
public enum DataDirectory {
    /// Folder name under `$XDG_DATA_HOME` or `~/.local/share`.
    public static let folderName = "weibo-tui"
    /// The SQLite file inside the data folder.
    public static let databaseFileName = "weibo.sqlite"

    /// `name` inside the data folder `directory`.
    static func file(_ name: String, in directory: String) -> String {
        (directory == "/" ? "" : directory) + "/" + name
    }

    /// The data folder to use:
    /// 1. `override` (from `--data-dir`), made absolute against `currentDirectory` if relative;
    /// 2. `$XDG_DATA_HOME/weibo-tui` when that variable is set and absolute
    ///    (the XDG spec says relative values must be ignored);
    /// 3. `<home>/.local/share/weibo-tui`.
    /// Throws when none applies (no override, no usable XDG, no home).
    public static func resolve(
        override: String?, environment: [String: String], home: String?,
        currentDirectory: String? = nil
    ) throws -> String {
        if let override {
            guard !override.isEmpty else {
                throw StoreError(.dataDirectory, path: "", message: tr("weibo-tui: --data-dir 需要一个文件夹路径", "weibo-tui: --data-dir needs a folder path"))
            }
            if override.hasPrefix("/") || currentDirectory == nil { return normalized(override) }
            return normalized(currentDirectory! + "/" + override)
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return normalized(xdg) + (xdg == "/" ? "" : "/") + folderName
        }
        if let home, home.hasPrefix("/") {
            let base = normalized(home)
            return (base == "/" ? "" : base) + "/.local/share/" + folderName
        }
        throw StoreError(
            .dataDirectory, path: "",
            message: tr("weibo-tui: 找不到数据文件夹：没有设置 HOME；请设置 XDG_DATA_HOME 或用 --data-dir DIR",
                        "weibo-tui: cannot find a data folder: HOME is not set; set XDG_DATA_HOME or pass --data-dir DIR"))
    }

    /// `resolve` fed from this process: `getenv`, `$HOME` (else the password
    /// database) and the working directory.
    public static func fromProcess(override: String?) throws -> String {
        var environment: [String: String] = [:]
        if let xdg = getenv("XDG_DATA_HOME") { environment["XDG_DATA_HOME"] = String(cString: xdg) }
        let home = homeFromProcess()
        var cwd: String?
        if let override, !override.hasPrefix("/") {
            if let buffer = getcwd(nil, 0) {
                cwd = String(cString: buffer)
                free(buffer)
            }
        }
        return try resolve(override: override, environment: environment, home: home, currentDirectory: cwd)
    }

    /// `$HOME`, else the password database's home for this user.
    public static func homeFromProcess() -> String? {
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty { return home }
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        return String(cString: dir)
    }

    /// Drops trailing slashes (but keeps a lone "/") so paths print cleanly.
    static func normalized(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1 && result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    /// Creates `path` and any missing parents with mode 0700 (the XDG spec's
    /// mode for data folders: other users have no business reading drafts or
    /// messages), then checks it is a folder we can write into. An existing
    /// folder keeps its mode: the user may have chosen it.
    ///
    /// Returns the folder with every symbolic link on its way resolved
    /// (`realpath`), for the paths SQLite is given: the store is opened
    /// with SQLITE_OPEN_NOFOLLOW, so that a link *at* the store is refused,
    /// and SQLite refuses a link in any other part of the path as well. A
    /// data folder reached through a link (a linked HOME, XDG_DATA_HOME,
    /// ~/.local/share, or `--data-dir` under one) is the user's choice and
    /// opens; links inside the folder are still refused by each file's own
    /// check (`DatabaseFile`, `AccountFile`, `PictureCache`).
    @discardableResult
    static func prepare(_ path: String) throws -> String {
        // The usual start: the folder is there. One stat instead of one per
        // component of the path.
        var info = stat()
        if stat(path, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR { try create(path) }
        guard access(path, W_OK | X_OK) == 0 else {
            let code = errno
            throw StoreError(
                .dataDirectory, path: path,
                message: tr("weibo-tui: 数据文件夹 \(path) 不可写：", "weibo-tui: data folder \(path) is not writable: ")
                    + String(cString: strerror(code)))
        }
        guard let resolved = realpath(path, nil) else {
            let code = errno
            throw StoreError(
                .dataDirectory, path: path,
                message: tr("weibo-tui: 无法解析数据文件夹 \(path)：", "weibo-tui: cannot resolve data folder \(path): ")
                    + String(cString: strerror(code)))
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Walks `path` from the root, making each missing folder (0700) and
    /// refusing a component that is a file.
    private static func create(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "" : "."
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        for (index, component) in components.enumerated() {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw notAFolder(prefix, of: path, isLast: index == components.count - 1)
                }
                continue
            }
            if mkdir(prefix, 0o700) != 0 {
                let code = errno
                // Another process may have created it between stat and mkdir.
                if code == EEXIST, stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
                throw StoreError(
                    .dataDirectory, path: path,
                    message: tr("weibo-tui: 无法创建数据文件夹 \(path)：", "weibo-tui: cannot create data folder \(path): ")
                        + String(cString: strerror(code)))
            }
            // mkdir's mode is filtered by the umask; make it exactly 0700.
            chmod(prefix, 0o700)
        }
    }

    private static func notAFolder(_ component: String, of path: String, isLast: Bool) -> StoreError {
        let what = isLast
            ? tr("数据文件夹 \(path) 是一个文件，不是文件夹", "data folder \(path) is a file, not a folder")
            : tr("无法创建数据文件夹 \(path)：\(component) 是一个文件，不是文件夹",
                 "cannot create data folder \(path): \(component) is a file, not a folder")
        return StoreError(.dataDirectory, path: path, message: "weibo-tui: \(what)")
    }
}
