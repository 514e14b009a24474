import CSQLite
import WeiboCore

/// `weibo_search_grams(text, …)`: the one- and two-character tokens of its
/// arguments (`SearchGrams.tokens`), what migration v12's triggers put in
/// `posts_grams` and `messages_grams`. Every connection the store opens
/// registers it (`Database.init`): the triggers call it on every write of a
/// post, a message or a user's name, so a connection without it could not
/// write those (the sqlite3 shell can still read everything).
enum SearchGramsFunction {
    static let name = "weibo_search_grams"

    static func register(on handle: OpaquePointer) -> Int32 {
        // Deterministic (same arguments, same answer) and innocuous (no side
        // effects), which triggers and views need with trusted_schema off.
        sqlite3_create_function_v2(
            handle, name, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            { context, count, values in
                var texts: [String] = []
                for index in 0..<Int(count) {
                    guard let value = values?[index], let bytes = sqlite3_value_text(value) else { continue }
                    texts.append(String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))), as: UTF8.self))
                }
                let tokens = SearchGrams.tokenBytes(texts)
                guard !tokens.isEmpty else { return sqlite3_result_text(context, "", 0, weibo_sqlite_transient()) }
                tokens.withUnsafeBufferPointer { spelled in
                    UnsafeRawPointer(spelled.baseAddress!).withMemoryRebound(to: CChar.self, capacity: spelled.count) {
                        sqlite3_result_text(context, $0, Int32(spelled.count), weibo_sqlite_transient())
                    }
                }
            }, nil, nil, nil)
    }
}
