import Glibc
import WeiboCommandLine
import WeiboCore

/// `cities-pack PLACES.tsv READINGS.tsv TRADITIONAL.tsv`: the packed
/// catalogue on stdout (see `PackedCatalog`), for scripts/embed-resources.
func packCatalog(_ paths: [String]) -> Int32 {
    guard paths.count == 3 else {
        Output.error("usage: weibo-tui-dev cities-pack PLACES.tsv READINGS.tsv TRADITIONAL.tsv")
        return 2
    }
    var texts: [String] = []
    for path in paths {
        guard let file = fopen(path, "r") else {
            Output.error("weibo-tui-dev: cannot read \(path)")
            return 1
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        fclose(file)
        texts.append(String(decoding: bytes, as: UTF8.self))
    }
    do {
        let packed = try PackedCatalogBuilder.build(placesTSV: texts[0], readingsTSV: texts[1], traditionalTSV: texts[2])
        Output.write(bytes: packed, to: STDOUT_FILENO)
        return 0
    } catch {
        Output.error("weibo-tui-dev: \(error)")
        return 1
    }
}

