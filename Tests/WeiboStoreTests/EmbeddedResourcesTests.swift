import Foundation
import Testing
@testable import WeiboCore
@testable import WeiboStore

/// The embedded copies are generated (scripts/embed-resources); these tests
/// fail when a resource changed and the generator was not re-run.
@Suite struct EmbeddedResourcesTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    func file(_ name: String) throws -> String {
        var text = try String(contentsOf: Self.resources.appendingPathComponent(name), encoding: .utf8)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    @Test func embeddedCopiesMatchTheirFiles() throws {
        #expect(EmbeddedResources.sample == (try file("sample.json")))
        #expect(EmbeddedResources.pinyin == (try file("pinyin.json")))
    }

    /// The packed catalogue is what packing Resources/*.tsv gives today.
    @Test func packedCatalogMatchesItsTables() throws {
        let packed = try PackedCatalogBuilder.build(placesTSV: try file("places.tsv"),
                                                    readingsTSV: try file("place-readings.tsv"),
                                                    traditionalTSV: try file("traditional.tsv"))
        let embedded = EmbeddedResources.places
        #expect(packed.count == embedded.utf8CodeUnitCount)
        #expect(packed.elementsEqual(UnsafeBufferPointer(start: embedded.utf8Start, count: embedded.utf8CodeUnitCount)))
    }

    @Test func pinyinTableCoversTheCommonCharacters() {
        let table = PinyinTableLoader.shared
        #expect(table.count == 6_763)
        #expect(table.syllables(of: "夜航船的猫") == ["ye", "hang", "chuan", "de", "mao"])
        #expect(table.syllables(of: "Kiki跑步") == ["k", "i", "k", "i", "pao", "bu"])
    }
}
