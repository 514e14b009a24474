import WeiboCore

/// A bitmap as a sixel image (DEC's `ESC P q … ESC \`), for terminals whose
/// DA1 answer lists sixel.
///
/// Colours are the xterm palette's cube and greys (`Xterm256.nearest`, as
/// half blocks use on 256-colour terminals): at most 240 registers, each
/// defined once, numbered in order of first use so the fewest are used.
/// Each band of six pixel rows is written colour by colour, runs of one
/// sixel compressed with `!count`.
enum Sixel {
    static func encode(width: Int, height: Int, rgb: [UInt8]) -> String {
        guard width > 0, height > 0, rgb.count >= width * height * 3 else { return "" }
        // The palette index of every pixel, and the registers in first-use order.
        var register = [Int](repeating: -1, count: 256)
        var colours: [UInt8] = []
        var pixels = [UInt8](repeating: 0, count: width * height)
        for i in 0..<(width * height) {
            let index = Xterm256.nearest(RGB(rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]))
            if register[Int(index)] < 0 { register[Int(index)] = colours.count; colours.append(index) }
            pixels[i] = UInt8(register[Int(index)])
        }
        // P2 = 1: pixels not drawn keep what is beneath; raster attributes 1:1.
        var out = "\u{1B}P0;1;0q\"1;1;\(width);\(height)"
        for (n, index) in colours.enumerated() {
            let c = Xterm256.color(index)
            out += "#\(n);2;\(percent(c.red));\(percent(c.green));\(percent(c.blue))"
        }
        var row = [UInt8](repeating: 0, count: width)
        for top in stride(from: 0, to: height, by: 6) {
            let rows = min(6, height - top)
            var present = [Bool](repeating: false, count: colours.count)
            for y in top..<(top + rows) { for x in 0..<width { present[Int(pixels[y * width + x])] = true } }
            var first = true
            for n in colours.indices where present[n] {
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for dy in 0..<rows where pixels[(top + dy) * width + x] == UInt8(n) { bits |= 1 << dy }
                    row[x] = bits
                }
                out += (first ? "" : "$") + "#\(n)"
                first = false
                out += runs(row)
            }
            out += "-"
        }
        return out + "\u{1B}\\"
    }

    /// One colour's sixels across a band, runs of four or more as `!count`.
    private static func runs(_ row: [UInt8]) -> String {
        var out = ""
        var x = 0
        while x < row.count {
            var end = x + 1
            while end < row.count, row[end] == row[x] { end += 1 }
            let glyph = String(UnicodeScalar(63 + row[x]))
            let count = end - x
            out += count >= 4 ? "!\(count)" + glyph : String(repeating: glyph, count: count)
            x = end
        }
        return out
    }

    private static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
}
