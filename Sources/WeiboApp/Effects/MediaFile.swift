import Glibc
import WeiboCore

/// Checks a media path the user typed.
enum MediaFile {
    /// Why `path` cannot be attached, or nil when it names a readable
    /// image or video (by its first bytes, whatever its name).
    static func problem(with path: String) -> String? {
        var expanded = path
        if path == "~" || path.hasPrefix("~/"), let home = getenv("HOME") {
            expanded = String(cString: home) + path.dropFirst()
        }
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
}
