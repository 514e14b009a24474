import Glibc
import WeiboCore
import WeiboStore

/// Ctrl-X Ctrl-E in the editor: the text goes to the user's own editor
/// ($VISUAL, else $EDITOR, else vi) in a private temporary file, and what
/// it saved comes back when it exits, as in bash and tut. Nothing is lost
/// on any failure: the editor keeps its text and says why.
@MainActor
enum ExternalEditor {
    struct Failure: Error {
        var message: String
    }

    /// The editor's command line, as the user's environment names it (it
    /// may carry arguments: `code -w`, `emacsclient -t`).
    nonisolated static func command(_ variable: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = variable(name), value.contains(where: { !$0.isWhitespace }) { return value }
        }
        return "vi"
    }

    static func edit(_ text: String, terminal: any AppTerminal, editor: String = command()) -> Result<String, Failure> {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/weibo-tui-XXXXXX.txt").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard fd >= 0 else {
            return .failure(Failure(message: tr("无法在 \(folder) 建临时文件：", "cannot make a temporary file in \(folder): ") + String(cString: strerror(errno))))
        }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let bytes = Array(text.utf8)
        let wrote = bytes.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard wrote == bytes.count else {
            return .failure(Failure(message: tr("无法写临时文件 \(path)", "cannot write the temporary file \(path)")))
        }
        // The command is the shell's to split, as git and bash do with $EDITOR;
        // the file is its argument, never part of the script.
        let status = terminal.runOutside(["/bin/sh", "-c", editor + " \"$1\"", "sh", path])
        let unchanged = tr("；文字没有改", "; the text is as it was")
        switch status {
        case nil:
            return .failure(Failure(message: tr("无法启动编辑器 \(editor)", "cannot start the editor \(editor)") + unchanged))
        case 127?:
            return .failure(Failure(message: tr("找不到编辑器 \(editor)（设置 $VISUAL 或 $EDITOR）",
                                                "no editor \(editor) was found (set $VISUAL or $EDITOR)") + unchanged))
        case let code? where code != 0:
            return .failure(Failure(message: tr("编辑器 \(editor) 以 \(code) 退出", "the editor \(editor) exited with \(code)") + unchanged))
        default:
            break
        }
        let read: [UInt8]
        switch FileBytes.readFile(path, maxBytes: TextCap.body.bytes) {
        case .success(let bytes): read = bytes
        case .failure(.tooLarge): return .failure(Failure(message: TextCap.body.refusal + unchanged))
        case .failure: return .failure(Failure(message: tr("无法读回 \(path)", "cannot read \(path) back") + unchanged))
        }
        guard let edited = String(validating: read, as: UTF8.self) else {
            return .failure(Failure(message: tr("文件不是有效的 UTF-8", "the file is not valid UTF-8") + unchanged))
        }
        // Editors end a saved file with a newline the user did not type.
        return .success(edited.hasSuffix("\n") ? String(edited.dropLast()) : edited)
    }
}
