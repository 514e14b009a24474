import Testing
import WeiboCore

/// `@Suite(.english)`: the suite's tests run in English, as `--lang en`
/// does, for tests whose meaning is the English wording of a message. The
/// task-local keeps it to these tests, even when suites run in parallel.
struct EnglishTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        try await Language.with(.en) { try await function() }
    }
}

extension Trait where Self == EnglishTrait {
    static var english: Self { EnglishTrait() }
}
