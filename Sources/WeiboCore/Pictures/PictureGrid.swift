/// Where a post's pictures go in its cell, as Weibo's 九宫格 lays them
/// out: one picture large, 2 or 3 in one row, 4 in a 2×2 grid, 5–9 in
/// rows of three (a 2×2 grid for three would leave a hole, which Weibo never draws).
///
/// Tiles are square on screen: a half block draws two pixels in a cell and
/// a cell is about twice as tall as it is wide, so a tile `n` columns wide
/// is `n / 2` rows tall. Tiles are one column (and, when there is room, one
/// row) apart and never wider than `maxTileWidth`, so a grid on a wide
/// terminal stays a thumbnail grid; on a short terminal the grid shrinks to
/// `maxHeight` rows, so a post and its pictures fit on one screen.
public enum PictureGrid {
    public static let gap = 1
    /// The widest one tile of a grid is drawn, in columns.
    public static let maxTileWidth = 20
    /// The widest a post's only picture is drawn, in columns.
    public static let maxSingleWidth = 40
    /// Narrower tiles than this show nothing worth seeing: the caller keeps
    /// the `[图片]` marker instead. Two columns by one row is still four
    /// pixels of colour each, enough to tell the nine pictures apart.
    public static let minTileWidth = 2

    /// Columns of the grid for `count` pictures.
    public static func columns(for count: Int) -> Int {
        switch count {
        case ...1: 1
        case 2, 4: 2
        default: 3
        }
    }

    /// The tiles of `count` pictures within `width` columns and `maxHeight`
    /// rows, left to right and top to bottom from (0, 0); empty when they
    /// would be too small to see (the caller then keeps the text marker).
    public static func tiles(count: Int, width: Int, maxHeight: Int = .max) -> [Rect] {
        let count = min(count, PictureAddress.maximumPerPost)
        guard count > 0 else { return [] }
        let columns = columns(for: count)
        let rows = (count + columns - 1) / columns
        let limit = columns == 1 ? maxSingleWidth : maxTileWidth
        var tileWidth = min(limit, (width - gap * (columns - 1)) / columns)
        var rowGap = gap
        // Square tiles: a height bound is a width bound. Short terminals
        // give up the gap between rows before the tiles shrink away.
        if rows * max(1, tileWidth / 2) + rowGap * (rows - 1) > maxHeight {
            var tileHeight = (maxHeight - rowGap * (rows - 1)) / rows
            if tileHeight < 2 { rowGap = 0; tileHeight = maxHeight / rows }
            tileWidth = min(tileWidth, tileHeight * 2)
        }
        guard tileWidth >= minTileWidth else { return [] }
        let tileHeight = max(1, tileWidth / 2)
        return (0..<count).map { index in
            Rect(x: (index % columns) * (tileWidth + gap), y: (index / columns) * (tileHeight + rowGap),
                 width: tileWidth, height: tileHeight)
        }
    }

    /// The rows the grid takes, gaps included; 0 when nothing is drawn.
    public static func height(count: Int, width: Int, maxHeight: Int = .max) -> Int {
        tiles(count: count, width: width, maxHeight: maxHeight).map(\.maxY).max() ?? 0
    }
}
