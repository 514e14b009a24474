/// Where a post's pictures go in its cell, as Weibo's 九宫格 lays them
/// out: one picture large, 2–4 in a 2×2 grid, 5–9 in a 3×3 grid.
///
/// Tiles are square on screen: a half block draws two pixels in a cell and
/// a cell is about twice as tall as it is wide, so a tile `n` columns wide
/// is `n / 2` rows tall. Tiles are one column or row apart and never wider
/// than `maxTileWidth`, so a grid on a wide terminal stays a thumbnail grid.
public enum PictureGrid {
    /// Weibo shows at most nine pictures.
    public static let maxPictures = 9
    public static let gap = 1
    /// The widest one tile of a grid is drawn, in columns.
    public static let maxTileWidth = 20
    /// The widest a post's only picture is drawn, in columns.
    public static let maxSingleWidth = 40
    /// Narrower tiles than this show nothing worth seeing: the caller keeps
    /// the `[图片]` marker instead.
    public static let minTileWidth = 4

    /// Columns of the grid for `count` pictures.
    public static func columns(for count: Int) -> Int {
        switch count {
        case ...1: 1
        case 2...4: 2
        default: 3
        }
    }

    /// The tiles of `count` pictures within `width` columns, left to right
    /// and top to bottom from (0, 0); empty when they would be too small to
    /// see (the caller then keeps the text marker).
    public static func tiles(count: Int, width: Int) -> [Rect] {
        let count = min(count, maxPictures)
        guard count > 0 else { return [] }
        let columns = columns(for: count)
        let limit = columns == 1 ? maxSingleWidth : maxTileWidth
        let tileWidth = min(limit, (width - gap * (columns - 1)) / columns)
        guard tileWidth >= minTileWidth else { return [] }
        let tileHeight = max(1, tileWidth / 2)
        return (0..<count).map { index in
            Rect(x: (index % columns) * (tileWidth + gap), y: (index / columns) * (tileHeight + gap),
                 width: tileWidth, height: tileHeight)
        }
    }

    /// The rows the grid takes, gaps included; 0 when nothing is drawn.
    public static func height(count: Int, width: Int) -> Int {
        tiles(count: count, width: width).map(\.maxY).max() ?? 0
    }
}
