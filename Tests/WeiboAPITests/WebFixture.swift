import Foundation

/// The mobile web's and passport's replies in WebFixtures/, read by path
/// (the fake server serves the same files).
enum WebFixture {
    static func bytes(_ name: String) -> [UInt8] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("WebFixtures")
        return [UInt8](try! Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// 2024-03-04 10:20:00 in Beijing: the fixtures' "now".
    static let now: Int64 = 1_709_518_800
    /// 2024-03-04 00:00:00 in Beijing.
    static let today: Int64 = 1_709_481_600
}
