import Glibc
import WeiboCore
import WeiboStore

/// Checks a media path the user typed.
enum MediaFile {
    /// Why `path` cannot be attached, or nil when it names a readable
    /// image or video (by its first bytes, whatever its name).
    static func problem(with path: String) -> String? {
        let expanded = FileBytes.expandingHome(path)
        var info = stat()
        guard stat(expanded, &info) == 0 else { return tr("找不到文件：", "No such file: ") + Sanitizer.sanitize(path) }
        guard info.st_mode & S_IFMT == S_IFREG else { return tr("不是普通文件：", "Not a regular file: ") + Sanitizer.sanitize(path) }
        guard let file = fopen(expanded, "rb") else { return tr("没有读取权限：", "Not readable: ") + Sanitizer.sanitize(path) }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: MediaType.headerLength)
        header.removeSubrange(fread(&header, 1, header.count, file)...)
        guard MediaType.sniff(header) != nil else { return tr("不是图片或视频文件：", "Not an image or video file: ") + Sanitizer.sanitize(path) }
        return nil
    }

    /// The names in the directory the prompt's `text` names (the working
    /// directory when it has no `/`), directories marked; none when it
    /// cannot be read.
    static func entries(for text: String) -> [PathCompletion.Entry] {
        let directory = PathCompletion.split(text).directory
        let path = FileBytes.expandingHome(directory.isEmpty ? "." : directory)
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var entries: [PathCompletion.Entry] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            let isDirectory = stat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            entries.append(PathCompletion.Entry(name, isDirectory: isDirectory))
        }
        return entries
    }
}
