import Foundation
import Testing
import WeiboCore
@testable import WeiboTerminal

/// kitty's and sixel's bytes, and what a frame's pictures cost, from
/// hand-built canvases.
@Suite("kitty and sixel output")
struct GraphicsOutputTests {
    private func image(id: UInt32, x: Int = 2, y: Int = 1, width: Int = 4, height: Int = 3, pixels: (Int, Int) = (8, 12),
                       fill: UInt8 = 128) -> CanvasImage {
        CanvasImage(rect: Rect(x: x, y: y, width: width, height: height), pixelWidth: pixels.0, pixelHeight: pixels.1,
                    rgb: (0..<(pixels.0 * pixels.1 * 3)).map { UInt8(truncatingIfNeeded: Int(fill) + $0) }, id: id)
    }

    /// The APC commands in `text`: each one's keys and payload.
    private func commands(_ text: String) -> [(keys: [String: String], payload: String)] {
        text.components(separatedBy: "\u{1B}_G").dropFirst().map { part in
            let body = part.components(separatedBy: "\u{1B}\\")[0]
            let halves = body.split(separator: ";", maxSplits: 1).map(String.init)
            var keys: [String: String] = [:]
            for pair in halves[0].split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                keys[kv[0]] = kv[1]
            }
            return (keys, halves.count > 1 ? halves[1] : "")
        }
    }

    @Test("kitty: one transmit in ≤4096-byte chunks, m=1 then m=0, the picture's keys, cursor kept")
    func kittyChunks() {
        let big = image(id: 42, pixels: (40, 40))   // 4,800 bytes: 6,400 of base64, two chunks
        var output = GraphicsOutput()
        output.graphics = .kitty
        let text = output.output(for: [big], screen: Size(width: 80, height: 24), rewrittenRows: [], fullRepaint: false)
        #expect(text.hasPrefix("\u{1B}7\u{1B}[2;3H") && text.hasSuffix("\u{1B}8"))
        let parts = commands(text)
        #expect(parts.count == 2)
        #expect(parts[0].keys == ["a": "T", "f": "24", "s": "40", "v": "40", "c": "4", "r": "3", "i": "42", "p": "1",
                                  "q": "2", "C": "1", "m": "1"])
        #expect(parts[1].keys == ["m": "0"])
        #expect(parts.allSatisfy { $0.payload.utf8.count <= 4096 })
        #expect(parts.map(\.payload).joined() == OSC.base64(big.rgb))
        let small = commands(KittyGraphics.transmit(image(id: 1)))
        #expect(small.count == 1 && small[0].keys["m"] == "0")
        #expect(KittyGraphics.delete(42, free: false) == "\u{1B}_Ga=d,d=i,i=42,q=2\u{1B}\\")
        #expect(KittyGraphics.delete(42, free: true) == "\u{1B}_Ga=d,d=I,i=42,q=2\u{1B}\\")
    }

    @Test("kitty: a picture is sent once; gone, deleted; back, placed again by id; a full repaint sends again; leaving deletes")
    func kittyFrames() {
        var output = GraphicsOutput()
        output.graphics = .kitty
        let screen = Size(width: 80, height: 24)
        let a = image(id: 1), b = image(id: 2)
        func frame(_ images: [CanvasImage], full: Bool = false) -> [[String: String]] {
            commands(output.output(for: images, screen: screen, rewrittenRows: [], fullRepaint: full)).map(\.keys)
        }
        #expect(frame([a]).map { $0["a"] } == ["T"])
        #expect(frame([a]).isEmpty, "the same frame costs nothing")
        #expect(frame([b]).map { "\($0["a"]!)\($0["d"] ?? "")\($0["i"] ?? "")" } == ["di1", "T2"])
        #expect(frame([a]).map { "\($0["a"]!)\($0["d"] ?? "")\($0["i"] ?? "")" } == ["di2", "p1"], "a's pixels are still there")
        var moved = a
        moved.rect.x = 10
        #expect(frame([moved]).map { $0["a"] } == ["p"], "moved: placed again, nothing deleted")
        #expect(frame([moved], full: true).map { $0["a"] } == ["T"], "the screen was cleared: sent again")
        #expect(frame([]).map { $0["d"] } == ["i"])
        #expect(commands(output.closing()).map { "\($0.keys["d"]!)\($0.keys["i"]!)" } == ["I1"])
    }

    @Test("kitty: at most nine pictures' pixels are left with the terminal, the oldest freed first")
    func kittyBound() {
        var output = GraphicsOutput()
        output.graphics = .kitty
        var freed: [String] = []
        for id in UInt32(1)...12 {
            let text = output.output(for: [image(id: id)], screen: Size(width: 80, height: 24), rewrittenRows: [], fullRepaint: false)
            freed += commands(text).filter { $0.keys["d"] == "I" }.map { $0.keys["i"]! }
        }
        #expect(freed == ["1", "2", "3"])
    }

    /// `text` split into what is outside tmux's passthrough and what each
    /// passthrough holds, its doubled ESCs made single again.
    private func passthrough(_ text: String) -> (outside: String, inside: [String]) {
        let bytes = Array(text.utf8), opening = Array("\u{1B}Ptmux;".utf8)
        var outside: [UInt8] = [], inside: [String] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i...].starts(with: opening) else { outside.append(bytes[i]); i += 1; continue }
            i += opening.count
            var body: [UInt8] = []
            while i < bytes.count {
                if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == 0x1B { body.append(0x1B); i += 2; continue }
                if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\") { i += 2; break }
                body.append(bytes[i]); i += 1
            }
            inside.append(String(decoding: body, as: UTF8.self))
        }
        return (String(decoding: outside, as: UTF8.self), inside)
    }

    @Test("tmux's passthrough doubles every ESC, so nothing inside ends it")
    func passthroughWrapping() {
        #expect(TmuxPassthrough.wrap("\u{1B}_Ga=q\u{1B}\\") == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=q\u{1B}\u{1B}\\\u{1B}\\")
        #expect(TmuxPassthrough.wrap("") == "\u{1B}Ptmux;\u{1B}\\")
        #expect(passthrough(TmuxPassthrough.wrap("a\u{1B}[5n\u{1B}\\b")) == ("", ["a\u{1B}[5n\u{1B}\\b"]))
    }

    @Test("kitty through tmux: no command outside the passthrough, each placed from its first cell written again")
    func kittyThroughTmux() {
        var output = GraphicsOutput()
        output.graphics = .kitty
        output.throughTmux = true
        let screen = Size(width: 80, height: 24)
        let a = image(id: 1), b = image(id: 2, x: 30)
        func frame(_ images: [CanvasImage], full: Bool = false) -> String {
            output.output(for: images, screen: screen, rewrittenRows: [], fullRepaint: full) { image in
                ("<sgr \(image.id)>▀", 1)
            }
        }
        let first = frame([a])
        let sent = passthrough(first)
        #expect(sent.outside == "\u{1B}7\u{1B}[2;3H<sgr 1>▀\u{1B}8", "the cursor moves, the first cell written again, outside")
        #expect(sent.inside.count == 1 && sent.inside[0].hasPrefix("\u{1B}[1D\u{1B}_Ga=T,"), "one step back onto the cell, then the picture")
        #expect(commands(sent.inside.joined()).map { $0.keys["i"] } == ["1"])
        #expect(frame([a]).isEmpty)
        let swap = passthrough(frame([b]))
        #expect(!swap.outside.contains("\u{1B}_G"))
        #expect(swap.outside == "\u{1B}7\u{1B}[2;31H<sgr 2>▀\u{1B}8")
        #expect(commands(swap.inside.joined()).map { "\($0.keys["a"] ?? "")\($0.keys["d"] ?? "")\($0.keys["i"] ?? "")" } == ["di1", "T2"])
        let back = passthrough(frame([a]))
        #expect(back.inside.last?.hasPrefix("\u{1B}[1D\u{1B}_Ga=p,i=1") == true, "placed again by id, from its cell")
        let wide = output.output(for: [b], screen: screen, rewrittenRows: [], fullRepaint: true) { _ in ("<sgr>微", 2) }
        #expect(passthrough(wide).inside.last?.hasPrefix("\u{1B}[2D") == true, "a wide first cell: two steps back")
        let closing = passthrough(output.closing())
        #expect(closing.outside.isEmpty && commands(closing.inside.joined()).map { "\($0.keys["d"]!)\($0.keys["i"]!)" } == ["I2"],
                "leaving deletes, wrapped too")
    }

    @Test("none draws nothing; sixel needs the cell size, fits its cells, keeps off the last row")
    func sixelRules() {
        var output = GraphicsOutput()
        let screen = Size(width: 80, height: 24)
        #expect(output.output(for: [image(id: 1)], screen: screen, rewrittenRows: [], fullRepaint: false).isEmpty)
        output.graphics = .sixel
        #expect(output.output(for: [image(id: 1)], screen: screen, rewrittenRows: [], fullRepaint: false).isEmpty, "no cell size")
        output.cellPixelSize = Size(width: 2, height: 4)
        #expect(output.output(for: [image(id: 1, pixels: (9, 12))], screen: screen, rewrittenRows: [], fullRepaint: false).isEmpty,
                "9 pixels do not fit 4 cells of 2")
        #expect(output.output(for: [image(id: 1, y: 21)], screen: screen, rewrittenRows: [], fullRepaint: false).isEmpty, "touches the last row")
        let drawn = output.output(for: [image(id: 1)], screen: screen, rewrittenRows: [], fullRepaint: false)
        #expect(drawn.hasPrefix("\u{1B}7\u{1B}[2;3H\u{1B}P0;1;0q") && drawn.hasSuffix("\u{1B}\\\u{1B}8"))
    }

    @Test("sixel: drawn again when curses rewrote its rows; gone, its rows are repainted")
    func sixelFrames() {
        var output = GraphicsOutput()
        output.graphics = .sixel
        output.cellPixelSize = Size(width: 2, height: 4)
        let screen = Size(width: 80, height: 24)
        let a = image(id: 1)   // rows 1…3
        #expect(!output.output(for: [a], screen: screen, rewrittenRows: [], fullRepaint: false).isEmpty)
        #expect(output.output(for: [a], screen: screen, rewrittenRows: [0, 5], fullRepaint: false).isEmpty)
        #expect(!output.output(for: [a], screen: screen, rewrittenRows: [2], fullRepaint: false).isEmpty)
        #expect(!output.output(for: [a], screen: screen, rewrittenRows: [], fullRepaint: true).isEmpty)
        #expect(output.rowsToRepaint(for: [a]).isEmpty)
        #expect(output.rowsToRepaint(for: []) == [1, 2, 3])
        #expect(output.closing().isEmpty, "sixel leaves nothing to delete: curses's exit clears the screen")
    }

    @Test("sixel: a tiny bitmap decodes back to the palette colours of its pixels")
    func sixelRoundTrip() {
        // 3×8: two bands (6 + 2 rows), five colours, a run long enough to compress.
        let width = 3, height = 8
        var rgb: [UInt8] = []
        let colours: [RGB] = [RGB(255, 0, 0), RGB(0, 0, 255), RGB(250, 250, 250), RGB(0, 0, 0), RGB(30, 200, 90)]
        for y in 0..<height { for x in 0..<width {
            let c = colours[(x * 7 + y * 3 + (x == 1 ? y / 4 : 0)) % colours.count]
            rgb += [c.red, c.green, c.blue]
        } }
        let decoded = SixelReader.read(Sixel.encode(width: width, height: height, rgb: rgb))
        #expect(decoded.width == width && decoded.height == height)
        for i in 0..<(width * height) {
            let want = Xterm256.color(Xterm256.nearest(RGB(rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2])))
            let pct = [want.red, want.green, want.blue].map { (Int($0) * 100 + 127) / 255 }
            #expect(decoded.pixels[i] == pct, "pixel \(i)")
        }
        let wide = Sixel.encode(width: 20, height: 1, rgb: [UInt8](repeating: 0, count: 60))
        #expect(wide.contains("!20@"), "a run is compressed")
    }
}

/// A minimal sixel reader, enough for what `Sixel.encode` writes: raster
/// attributes, colour definitions (RGB percentages), colour selection,
/// sixel characters, `!` repeats, `$` and `-`. Each pixel comes back as its
/// register's percentages.
enum SixelReader {
    static func read(_ text: String) -> (width: Int, height: Int, pixels: [[Int]]) {
        var bytes = Array(text.utf8)[...]
        guard let q = bytes.firstIndex(of: UInt8(ascii: "q")) else { return (0, 0, []) }
        bytes = bytes[(q + 1)...]
        func number() -> Int {
            var n = 0
            while let b = bytes.first, b >= 48, b <= 57 { n = n * 10 + Int(b - 48); bytes.removeFirst() }
            return n
        }
        func numbers() -> [Int] {
            var out = [number()]
            while bytes.first == UInt8(ascii: ";") { bytes.removeFirst(); out.append(number()) }
            return out
        }
        var width = 0, height = 0
        var palette: [Int: [Int]] = [:]
        var grid: [Int: Int] = [:]   // pixel index → register
        var colour = 0, x = 0, band = 0
        func put(_ c: UInt8) {
            let bits = Int(c) - 63
            for dy in 0..<6 where bits & (1 << dy) != 0 { grid[(band * 6 + dy) * width + x] = colour }
            x += 1
        }
        while let b = bytes.first {
            bytes.removeFirst()
            switch b {
            case UInt8(ascii: "\""):
                let r = numbers(); width = r[2]; height = r[3]
            case UInt8(ascii: "#"):
                let r = numbers()
                if r.count == 5 { palette[r[0]] = [r[2], r[3], r[4]] } else { colour = r[0] }
            case UInt8(ascii: "$"): x = 0
            case UInt8(ascii: "-"): x = 0; band += 1
            case UInt8(ascii: "!"):
                let count = number()
                let c = bytes.removeFirst()
                for _ in 0..<count { put(c) }
            case 63...126: put(b)
            default: return (width, height, (0..<(width * height)).map { palette[grid[$0] ?? -1] ?? [] })
            }
        }
        return (width, height, (0..<(width * height)).map { palette[grid[$0] ?? -1] ?? [] })
    }
}

/// The probe: the query once, the decision at DA1 or at the timeout.
@Suite("graphics probe")
struct GraphicsProbeTests {
    @Test("asked once, only when allowed; the cell size asked only when the kernel did not say it")
    func asking() {
        var refused = GraphicsProbe()
        #expect(refused.start(route: .none, kernelCellSize: nil, nowMs: 0) == nil)
        #expect(refused.asked && refused.deadline == nil && refused.take([], nowMs: 5_000) == [], "not asked: nothing decided, nothing waited for")
        var probe = GraphicsProbe()
        #expect(probe.start(route: .direct, kernelCellSize: Size(width: 9, height: 18), nowMs: 0) == GraphicsQuery.text(askCellSize: false))
        #expect(probe.deadline == GraphicsQuery.timeoutMs)
        #expect(probe.start(route: .direct, kernelCellSize: nil, nowMs: 5) == nil, "once a run")
    }

    @Test("through tmux: kitty's query and DSR 5 inside the passthrough, nothing outside it; DSR's answer decides")
    func throughTmux() {
        var probe = GraphicsProbe()
        let query = probe.start(route: .tmux, kernelCellSize: nil, nowMs: 0)
        #expect(query == "\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\u{1B}\\\u{1B}\u{1B}[5n\u{1B}\\")
        #expect(probe.deadline == GraphicsQuery.timeoutMs)
        // tmux's own DA1 answer would come first: only the outer terminal's answers decide.
        #expect(probe.take([.report(.kittyGraphics(ok: true))], nowMs: 5) == [])
        #expect(probe.take([.report(.deviceReady)], nowMs: 6) == [.report(.graphicsDecided(.kitty, cellPixelSize: nil))])
        var off = GraphicsProbe()
        _ = off.start(route: .tmux, kernelCellSize: Size(width: 9, height: 18), nowMs: 0)
        #expect(off.take([], nowMs: 1_000) == [.report(.graphicsDecided(.none, cellPixelSize: Size(width: 9, height: 18)))],
                "allow-passthrough off: tmux drops the query, nothing answers, half blocks")
    }

    @Test("answers are taken out of the input; DA1 decides; keys pass")
    func deciding() {
        var probe = GraphicsProbe()
        _ = probe.start(route: .direct, kernelCellSize: nil, nowMs: 0)
        #expect(probe.take([.key(.char("j")), .report(.kittyGraphics(ok: true))], nowMs: 10) == [.key(.char("j"))])
        #expect(probe.take([.report(.primaryAttributes([62]))], nowMs: 20) == [.report(.graphicsDecided(.kitty, cellPixelSize: nil))])
        #expect(probe.deadline == nil)
        #expect(probe.take([.report(.primaryAttributes([62, 4]))], nowMs: 30) == [], "a late answer is dropped")
    }

    @Test("no answer within the timeout: none, once")
    func timeout() {
        var probe = GraphicsProbe()
        _ = probe.start(route: .direct, kernelCellSize: nil, nowMs: 0)
        #expect(probe.take([], nowMs: 999) == [])
        #expect(probe.take([], nowMs: 1_000) == [.report(.graphicsDecided(.none, cellPixelSize: nil))])
        #expect(probe.take([], nowMs: 2_000) == [])
    }

    @Test("sixel with the terminal's cell size")
    func sixel() {
        var probe = GraphicsProbe()
        _ = probe.start(route: .direct, kernelCellSize: nil, nowMs: 0)
        let out = probe.take([.report(.cellPixelSize(width: 10, height: 20)), .report(.primaryAttributes([64, 4]))], nowMs: 5)
        #expect(out == [.report(.graphicsDecided(.sixel, cellPixelSize: Size(width: 10, height: 20)))])
    }
}
