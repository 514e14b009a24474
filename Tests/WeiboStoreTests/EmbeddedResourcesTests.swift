import Foundation
import Testing
import WeiboData
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

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.resources.appendingPathComponent(name)))
    }

    /// What an incremental build assembled is each file as it is today
    /// (files.S changes with any resource, so SwiftPM takes it again).
    @Test func embeddedCopiesMatchTheirFiles() throws {
        #expect(Array(EmbeddedResources.sample.utf8) == (try bytes("sample.json")))
        #expect(Array(EmbeddedResources.pinyin.utf8) == (try bytes("pinyin.json")))
        let json = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(EmbeddedResources.fileNames.filter { $0.hasSuffix(".json") }) == Set(json))
    }

    @Test func anUnknownNameIsNotEmbedded() {
        #expect(EmbeddedResources.file("places.tsv") == nil)
        #expect(EmbeddedResources.samplePicture(named: "missing.png") == nil)
    }

    /// The packed catalogue is what packing Resources/*.tsv gives today.
    @Test func packedCatalogMatchesItsTables() throws {
        let packed = try PackedCatalogBuilder.build(placesTSV: try file("places.tsv"),
                                                    readingsTSV: try file("place-readings.tsv"),
                                                    traditionalTSV: try file("traditional.tsv"))
        #expect(packed.elementsEqual(EmbeddedResources.places))
    }

    /// The catalogue is compiled in deflated and inflated to its full size;
    /// a file that is not a deflated stream inflates to nothing, which
    /// opening the catalogue then reports, rather than to garbage.
    @Test func theCatalogueIsDeflatedInTheBinaryAndInflatedWhole() throws {
        let deflated = try #require(EmbeddedResources.file("places.wtp.z"))
        #expect(deflated.count < EmbeddedResources.places.count * 2 / 3)
        #expect(EmbeddedResources.places.count == weibo_data_inflated_length(deflated.baseAddress, deflated.count))
        #expect(EmbeddedResources.inflated("sample.json").isEmpty)
        #expect(EmbeddedResources.inflated("missing.z").isEmpty)
        #expect(throws: PackedCatalog.Invalid.self) { try PackedCatalog(bytes: EmbeddedResources.inflated("sample.json")) }
    }

    @Test func pinyinTableCoversTheCommonCharacters() {
        let table = PinyinTableLoader.shared
        #expect(table.count == 6_763)
        #expect(table.syllables(of: "夜航船的猫") == ["ye", "hang", "chuan", "de", "mao"])
        #expect(table.syllables(of: "Kiki跑步") == ["k", "i", "k", "i", "pao", "bu"])
    }
}
