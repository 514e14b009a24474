import Glibc
import WeiboCore

/// 我 › 登录's network: `weibo-tui login --qr --events` in a child process
/// (`SyncProcess`, its stdout kept), at most one at a time. Each line it
/// prints is a `SignInEvent`, reduced as `.signIn(.event)`; its end as
/// `.signIn(.ended)`. The child saves the account file itself: the app
/// never holds a cookie or the `st` token.
@MainActor
public final class SignInProcess {
    private let command: [String]
    private var running: SyncProcess?
    /// Bytes after the last newline: a line split across reads waits for its rest.
    private var partial: [UInt8] = []

    /// How often a running sign-in is looked at: its code shows at once,
    /// and the child's own polls are 2 s apart anyway.
    static let pollMs: Int32 = 100

    /// The child works on `dataDirectory` and speaks `language`, as the
    /// sync's does (`ChildCommand`).
    public init(program: String = "/proc/self/exe", dataDirectory: String, language: Language, configFile: String?) {
        command = ChildCommand.arguments(program: program, dataDirectory: dataDirectory, language: language,
                                         configFile: configFile) + ["login", "--qr", "--events"]
    }

    public var wakeAfterMs: Int32? { running == nil ? nil : Self.pollMs }

    /// Starts a sign-in, stopping one that runs.
    func start() -> [Action] {
        cancel()
        do {
            running = try SyncProcess(arguments: command, capturesOutput: true)
            return []
        } catch {
            return [.signIn(.ended(failure: tr("无法启动登录进程（\(String(cString: strerror(error.errno)))）",
                                               "cannot start the sign-in process (\(String(cString: strerror(error.errno))))")))]
        }
    }

    /// Stops the running sign-in, if any; what it would still say is dropped.
    public func cancel() {
        running?.terminate()
        running = nil
        partial = []
    }

    /// The events printed since the last call, and the end once the child has ended.
    public func advance() -> [Action] {
        guard let process = running else { return [] }
        let outcome = process.poll()
        var actions = Self.events(in: &partial, adding: process.takeOutput()).map { Action.signIn(.event($0)) }
        guard let outcome else { return actions }
        running = nil
        partial = []
        if case .failure(let failed) = outcome { actions.append(.signIn(.ended(failure: failed.message))) }
        else { actions.append(.signIn(.ended(failure: nil))) }
        return actions
    }

    /// The whole lines of `buffer` + `bytes` as events (lines that are no
    /// event are skipped); what follows the last newline stays in `buffer`.
    nonisolated static func events(in buffer: inout [UInt8], adding bytes: [UInt8]) -> [SignInEvent] {
        buffer += bytes
        guard let last = buffer.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let complete = buffer[...last]
        buffer.removeSubrange(...last)
        return complete.split(separator: UInt8(ascii: "\n")).compactMap { SignInEvent(line: String(decoding: $0, as: UTF8.self)) }
    }
}

/// The start of every command the app runs itself: this binary, on the
/// app's data folder, in its language, with its config file.
enum ChildCommand {
    static func arguments(program: String, dataDirectory: String, language: Language, configFile: String?) -> [String] {
        var command = [program, "--data-dir", dataDirectory, "--lang", language.rawValue]
        if let configFile { command += ["--config", configFile] }
        return command
    }
}
