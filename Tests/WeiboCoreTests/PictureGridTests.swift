import Testing
@testable import WeiboCore

@Suite struct PictureGridTests {
    @Test("one picture large, 2 and 3 in one row, 4 as 2×2, 5–9 in rows of three; more than nine draw nine")
    func columns() {
        #expect([1, 2, 3, 4, 5, 6, 9].map(PictureGrid.columns(for:)) == [1, 2, 3, 2, 3, 3, 3])
        #expect(PictureGrid.tiles(count: 12, width: 80).count == 9)
        #expect(PictureGrid.tiles(count: 0, width: 80).isEmpty)
    }

    @Test("a 3×3 grid at 80 columns: square tiles of 20×10, one apart, 32 rows")
    func nineAt80() {
        let tiles = PictureGrid.tiles(count: 9, width: 80)
        #expect(tiles[0] == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(tiles[4] == Rect(x: 21, y: 11, width: 20, height: 10))
        #expect(tiles[8] == Rect(x: 42, y: 22, width: 20, height: 10))
        #expect(PictureGrid.height(count: 9, width: 80) == 32)
    }

    @Test("at 41 columns the grid fits the width, every tile inside it", arguments: [1, 2, 4, 9])
    func fitsNarrow(count: Int) {
        let tiles = PictureGrid.tiles(count: count, width: 39)
        #expect(tiles.count == count)
        #expect(tiles.allSatisfy { $0.maxX <= 39 && $0.width >= PictureGrid.minTileWidth && $0.height == $0.width / 2 })
    }

    @Test("one picture is wider than a grid's tile, at most 40 columns; 2×2 for four")
    func singleAndFour() {
        #expect(PictureGrid.tiles(count: 1, width: 120) == [Rect(x: 0, y: 0, width: 40, height: 20)])
        let four = PictureGrid.tiles(count: 4, width: 30)
        #expect(four.map(\.x) == [0, 15, 0, 15] && four.map(\.y) == [0, 0, 8, 8])
    }

    @Test("three pictures are one row of three, as Weibo draws them: no 2×2 with a hole")
    func threeInOneRow() {
        let three = PictureGrid.tiles(count: 3, width: 80)
        #expect(three.map(\.y) == [0, 0, 0])
        #expect(three.map(\.x) == [0, 21, 42])
        #expect(PictureGrid.height(count: 3, width: 80) == 10)
    }

    @Test("too narrow for a tile worth seeing: nothing, and the caller keeps [图片]")
    func tooNarrow() {
        #expect(PictureGrid.tiles(count: 9, width: 7).isEmpty)
        #expect(PictureGrid.height(count: 9, width: 7) == 0)
        #expect(PictureGrid.tiles(count: 9, width: 8).count == 9)
        #expect(!PictureGrid.tiles(count: 1, width: 2).isEmpty)
        #expect(PictureGrid.tiles(count: 9, width: 80, maxHeight: 2).isEmpty)
    }

    @Test("a short screen shrinks the grid to its rows, square tiles, the row gaps given up first")
    func heightBound() {
        // 80×24's list: 20 rows, 15 for the grid.
        let nine = PictureGrid.tiles(count: 9, width: 78, maxHeight: 15)
        #expect(nine.first == Rect(x: 0, y: 0, width: 8, height: 4))
        #expect(PictureGrid.height(count: 9, width: 78, maxHeight: 15) == 14)
        // 41×12: three rows for the grid, no gaps between them.
        let tiny = PictureGrid.tiles(count: 9, width: 39, maxHeight: 3)
        #expect(tiny.map(\.y) == [0, 0, 0, 1, 1, 1, 2, 2, 2])
        #expect(tiny.allSatisfy { $0.width == 2 && $0.height == 1 })
        #expect(tiny.map(\.x).prefix(3) == [0, 3, 6])
        #expect(PictureGrid.tiles(count: 1, width: 78, maxHeight: 15) == [Rect(x: 0, y: 0, width: 30, height: 15)])
        #expect(PictureGrid.tiles(count: 9, width: 78, maxHeight: 100) == PictureGrid.tiles(count: 9, width: 78))
    }
}

@Suite struct HalfBlocksTests {
    @Test("two pixel rows a cell: the upper is the foreground, the lower the background; an odd last row sits on the background")
    func cells() {
        // 2×3: red, green / blue, white / black, black
        let pixels: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0]
        let rows = HalfBlocks.cells(width: 2, height: 3, pixels: pixels, background: RGB(9, 9, 9))
        #expect(rows.count == 2 && rows.allSatisfy { $0.count == 2 })
        #expect(rows[0][0] == HalfBlockCell(top: RGB(255, 0, 0), bottom: RGB(0, 0, 255)))
        #expect(rows[0][1] == HalfBlockCell(top: RGB(0, 255, 0), bottom: .white))
        #expect(rows[1][0] == HalfBlockCell(top: RGB(0, 0, 0), bottom: RGB(9, 9, 9)))
    }

    @Test("a buffer shorter than its size draws nothing rather than half a picture")
    func shortBuffer() {
        #expect(HalfBlocks.cells(width: 4, height: 4, pixels: [UInt8](repeating: 0, count: 47)).isEmpty)
        #expect(HalfBlocks.cells(width: 0, height: 4, pixels: []).isEmpty)
    }
}

@Suite struct Xterm256Tests {
    @Test("the cube's own colours and the greys map to themselves", arguments: Array(16...255))
    func roundTrip(index: Int) {
        let color = Xterm256.color(UInt8(index))
        // Some cube greys (e.g. 16 is black) have an equal or nearer grey twin; the colour must match either way.
        #expect(Xterm256.color(Xterm256.nearest(color)) == color)
    }

    @Test("pure colours go to the cube's corners, mid greys to the grey ramp")
    func nearest() {
        #expect(Xterm256.nearest(RGB(255, 0, 0)) == 196)
        #expect(Xterm256.nearest(RGB(0, 0, 255)) == 21)
        #expect(Xterm256.nearest(RGB(255, 255, 255)) == 231)
        #expect(Xterm256.nearest(RGB(128, 128, 128)) == 244)
        #expect(Xterm256.nearest(RGB(250, 130, 0)) == 208)
    }
}
