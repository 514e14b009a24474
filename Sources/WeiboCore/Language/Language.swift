/// The interface languages: Chinese (the default, as the Weibo app) and
/// English. One run speaks one of them, everywhere: pages, dialogs, the
/// status line and the command line's messages.
public enum Language: String, CaseIterable, Sendable {
    case zh
    case en

    /// The language of this run: set once around the whole run by the
    /// binary (`--lang`, else the config's `set language`, else the
    /// locale's language (`ofLocale`), else Chinese),
    /// with `Language.with`.
    ///
    /// Why a global and not a stored property of every view: the text is
    /// written where it is drawn (see `tr`), in hundreds of places.
    ///
    /// Debug builds, which the tests run, keep it task-local, so that tests
    /// draw the same screen in both languages side by side, in parallel,
    /// without either seeing the other's choice. A release build is one
    /// run in one language, set before anything is drawn and read on the
    /// main thread only, so a plain variable does: a task-local would link
    /// Swift's concurrency runtime and libdispatch, 0.8 MB of the binary,
    /// for nothing else.
    #if DEBUG
    @TaskLocal public static var current: Language = .zh
    #else
    public static var current: Language { run }
    nonisolated(unsafe) private static var run: Language = .zh
    #endif

    /// Runs `body` with `language` as the current language, then restores
    /// the one before.
    public static func with<Result>(_ language: Language, _ body: () throws -> Result) rethrows -> Result {
        #if DEBUG
        return try $current.withValue(language, operation: body)
        #else
        let before = run
        run = language
        defer { run = before }
        return try body()
        #endif
    }

    #if DEBUG
    /// The same for asynchronous work: the tests' `.english` trait. Not in
    /// release builds, where nothing is asynchronous (see `current`).
    public static func with<Result>(_ language: Language, _ body: () async throws -> Result) async rethrows -> Result {
        try await $current.withValue(language, operation: body)
    }
    #endif

    /// The language a locale asks messages in, read as POSIX reads it:
    /// `LC_ALL`, else `LC_MESSAGES`, else `LANG`, the first set and not
    /// empty. Nil for none and for `C` / `POSIX` (with any codeset): they
    /// name no language, and Chinese stays the default there. Chinese for
    /// `zh…`; any other language means English, the one other the app speaks.
    public static func ofLocale(_ environment: [String: String]) -> Language? {
        guard let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] })
            .first(where: { !$0.isEmpty }) else { return nil }
        let name = locale.prefix { $0.isASCII && $0.isLetter }  // "en_US.UTF-8" → "en"
        if name.isEmpty || name == "C" || name == "POSIX" { return nil }
        return name.lowercased() == "zh" ? .zh : .en
    }

    /// The name people know it by, in its own language.
    public var displayName: String {
        switch self {
        case .zh: "中文"  // data: the language's own name, the same in either interface
        case .en: "English"
        }
    }
}

/// Interface text in the run's language. Both forms are written where
/// the text is used, so a screen's code reads as the screen does and an
/// untranslated text cannot compile.
///
/// Never keep the result in a `static let`: it would freeze the language
/// of whichever run (or test) read it first.
@inlinable public func tr(_ zh: String, _ en: String) -> String {
    Language.current == .en ? en : zh
}

/// The same choice for values other than text, such as a list of labels
/// whose English has more steps than its Chinese.
@inlinable public func tr<Value>(_ zh: Value, _ en: Value) -> Value {
    Language.current == .en ? en : zh
}

/// English counting: `plural(1, "post")` is "1 post", `plural(3, "post")`
/// "3 posts"; `many` for words that do not just take an s.
public func plural(_ count: Int, _ one: String, _ many: String? = nil) -> String {
    "\(count) \(count == 1 ? one : many ?? one + "s")"
}
