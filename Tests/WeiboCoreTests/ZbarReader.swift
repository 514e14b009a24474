import Foundation
import Testing
@testable import WeiboCore

/// Reads QR codes back with zbar's `zbarimg` (Debian's zbar-tools), a
/// decoder written apart from ours: a code it reads was laid out as the
/// standard says, not just as our encoder thinks. Tests that need it are
/// skipped, with the reason, where it is not installed.
enum ZbarReader {
    static let executable: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return (folders + ["/usr/bin", "/usr/local/bin"]).map { $0 + "/zbarimg" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let isAvailable = executable != nil
    static let missing: Testing.Comment = "zbarimg not installed (apt-get install zbar-tools)"

    /// A `width`×`height` bitmap (true is dark) as a binary PBM, each pixel
    /// `scale`×`scale`.
    static func pbm(width: Int, height: Int, scale: Int, dark: (Int, Int) -> Bool) -> Data {
        let pixelWidth = width * scale
        var data = Data("P4\n\(pixelWidth) \(height * scale)\n".utf8)
        let rowBytes = (pixelWidth + 7) / 8
        for y in 0..<height * scale {
            var row = [UInt8](repeating: 0, count: rowBytes)
            for x in 0..<pixelWidth where dark(x / scale, y / scale) {
                row[x / 8] |= 0x80 >> UInt8(x % 8)
            }
            data.append(contentsOf: row)
        }
        return data
    }

    /// The image of `code` with `quietZone` light modules around it.
    static func image(_ code: QRCode, quietZone: Int = 4, scale: Int = 3) -> Data {
        let side = code.size + 2 * quietZone
        return pbm(width: side, height: side, scale: scale) { code.isDark(x: $0 - quietZone, y: $1 - quietZone) }
    }

    /// The bytes of the code zbar finds in each image, exactly as stored
    /// (`-Sbinary`: no guessing of character sets); empty where it finds
    /// none. One run of zbarimg an image: binary output has no separator.
    static func read(_ images: [Data]) throws -> [[UInt8]] {
        try withFiles(images) { paths in try paths.map { try run(["-Sbinary", $0]) } }
    }

    static func read(_ image: Data) throws -> [UInt8] {
        try read([image])[0]
    }

    /// The text of every code in the images, one line each in the images'
    /// order, from one run of zbarimg: for many codes of one-line ASCII.
    static func readLines(_ images: [Data]) throws -> [String] {
        try withFiles(images) { paths in
            String(decoding: try run(paths), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
        }
    }

    /// The images as PBM files in a fresh temporary folder, removed after.
    private static func withFiles<T>(_ images: [Data], _ body: ([String]) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, image) in images.enumerated() {
            let file = folder.appendingPathComponent("\(index).pbm")
            try image.write(to: file)
            paths.append(file.path)
        }
        return try body(paths)
    }

    /// zbarimg's standard output (`--raw -q`: the data alone); its
    /// standard error (D-Bus chatter) is dropped.
    private static func run(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable!)
        process.arguments = ["--raw", "-q"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(bytes)
    }
}
