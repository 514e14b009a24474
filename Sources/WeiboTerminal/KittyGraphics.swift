import WeiboCore

/// kitty's graphics protocol commands (`ESC _ G keys ; payload ESC \`), for
/// pictures the terminal answered it can show.
///
/// Every command is quiet (`q=2`: the terminal sends no answer that could
/// land in the input) and leaves the cursor where curses believes it is:
/// saved and restored around the placement (`moveTo`, `restoreCursor`:
/// DECSC/DECRC) and `C=1`. One
/// placement per picture (`p=1`), so placing it again moves it.
enum KittyGraphics {
    /// The most base64 bytes one command may carry.
    static let chunkSize = 4_096

    /// The commands carrying `image`'s pixels, placed at the cursor.
    static func transmit(_ image: CanvasImage) -> String {
        let pixels = image.rgb.prefix(image.pixelWidth * image.pixelHeight * 3)
        let payload = Array(OSC.base64(Array(pixels)).utf8)
        var out = ""
        var offset = 0
        repeat {
            let end = min(payload.count, offset + chunkSize)
            let more = end < payload.count ? 1 : 0
            let keys = offset == 0
                ? "a=T,f=24,s=\(image.pixelWidth),v=\(image.pixelHeight),c=\(image.rect.width),r=\(image.rect.height),i=\(image.id),p=1,q=2,C=1,m=\(more)"
                : "m=\(more)"
            out += command(keys, payload: String(decoding: payload[offset..<end], as: UTF8.self))
            offset = end
        } while offset < payload.count
        return out
    }

    /// The command placing a held image at the cursor.
    static func placement(_ image: CanvasImage) -> String {
        command("a=p,i=\(image.id),p=1,c=\(image.rect.width),r=\(image.rect.height),q=2,C=1")
    }

    /// Takes image `id` off the screen; `free` also drops its pixels.
    static func delete(_ id: UInt32, free: Bool) -> String {
        command("a=d,d=\(free ? "I" : "i"),i=\(id),q=2")
    }

    private static func command(_ keys: String, payload: String = "") -> String {
        "\u{1B}_G" + keys + (payload.isEmpty ? "" : ";" + payload) + "\u{1B}\\"
    }

    /// DECSC, then the cursor to the rect's top-left cell (1-based).
    static func moveTo(_ rect: Rect) -> String { "\u{1B}7\u{1B}[\(rect.y + 1);\(rect.x + 1)H" }
    static let restoreCursor = "\u{1B}8"
}
