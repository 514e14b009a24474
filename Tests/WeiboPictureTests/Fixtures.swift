import Foundation
@testable import WeiboPicture

/// The pictures scripts/gen-picture-fixtures made, read by path.
enum Fixtures {
    static func bytes(_ name: String) -> [UInt8] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return [UInt8](try! Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static let splitNames = ["split.png", "interlaced.png", "split.jpg", "split.gif", "split.webp", "split-lossless.webp", "progressive.jpg"]
    static let red = RGB(220, 20, 30)
    static let blue = RGB(20, 40, 210)
    static let green = RGB(10, 200, 40)
}

/// Within `tolerance` on every channel (JPEG and lossy WebP drift a little).
func near(_ a: RGB, _ b: RGB, tolerance: Int = 24) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance
}

extension Result where Success == Bitmap, Failure == PictureFailure {
    var bitmap: Bitmap? { if case .success(let b) = self { b } else { nil } }
    var failureKind: PictureFailure.Kind? { if case .failure(let f) = self { f.kind } else { nil } }
}
