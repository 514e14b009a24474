import Glibc
import WeiboCore
import WeiboStore

/// `weibo-tui cities …`: the arguments after `cities`. The contract lives in
/// `PlacesCommandLine` (pure and unit-tested); this only opens the catalogue
/// on demand and writes the output. `bench` and `pack` are hidden developer
/// commands, run by scripts/bench-search and scripts/embed-resources.
func runCitiesCommand(_ arguments: [String]) -> Int32 {
    if arguments.first == "bench" {
        return CitiesBenchmark.run(Array(arguments.dropFirst()))
    }
    if arguments.first == "pack" {
        return packCatalog(Array(arguments.dropFirst()))
    }
    let output = PlacesCommandLine.run(arguments, catalog: PlaceCatalogLoader.shared)
    writeAll(output.stdout, to: STDOUT_FILENO)
    writeAll(output.stderr, to: STDERR_FILENO)
    return output.status
}

/// `cities pack PLACES.tsv READINGS.tsv TRADITIONAL.tsv`: the packed
/// catalogue on stdout (see `PackedCatalog`), for scripts/embed-resources.
private func packCatalog(_ paths: [String]) -> Int32 {
    guard paths.count == 3 else {
        writeAll("usage: weibo-tui cities pack PLACES.tsv READINGS.tsv TRADITIONAL.tsv\n", to: STDERR_FILENO)
        return 2
    }
    var texts: [String] = []
    for path in paths {
        guard let file = fopen(path, "r") else {
            writeAll("weibo-tui: cannot read \(path)\n", to: STDERR_FILENO)
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
        writeAll(String(decoding: packed, as: UTF8.self), to: STDOUT_FILENO)
        return 0
    } catch {
        writeAll("weibo-tui: \(error)\n", to: STDERR_FILENO)
        return 1
    }
}

/// Writes every byte (retrying short writes and EINTR); a closed pipe ends it.
private func writeAll(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n > 0 { bytes = bytes.dropFirst(n) } else if n < 0 && errno == EINTR { continue } else { return }
    }
}

/// Measures the search engine against two scans over the same places: the
/// seed app's (a normalised `contains`/`hasPrefix` on strings for every
/// place on every keystroke) and the engine's own matcher run over every
/// place without the index, which must give the same answers. Medians of
/// many timed samples.
enum CitiesBenchmark {
    static let words = ["hangzhou", "哈尔滨", "zhongguancun", "长sha"]

    static func run(_ arguments: [String]) -> Int32 {
        var limit = 20
        var samples = 31
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--limit" where i + 1 < arguments.count: limit = Int(arguments[i + 1]) ?? limit; i += 1
            case "--samples" where i + 1 < arguments.count: samples = Int(arguments[i + 1]) ?? samples; i += 1
            default:
                writeAll("usage: weibo-tui cities bench [--limit N] [--samples N]\n", to: STDERR_FILENO)
                return 2
            }
            i += 1
        }
        let clock = ContinuousClock()

        // What opening Discover costs: open the catalogue, list the roots,
        // search every keystroke at Discover's limit. Memory around it.
        let rssBefore = residentKilobytes()
        var engine: PlaceSearch!
        let open = clock.measure { engine = PlaceCatalogLoader.loadEmbedded() }
        var sink = engine.directory.roots.count
        for word in words {
            var typed = ""
            for character in word {
                typed.append(character)
                sink &+= engine.search(typed, limit: 300).totalCount
            }
        }
        let rssAfter = residentKilobytes()

        let naive = NaiveScan(directory: engine.directory)
        print("places: \(engine.directory.count); result limit: \(limit); samples: \(samples) (medians)")
        print("open catalogue: \(fixed(seconds(open) * 1e6)) µs")
        print("RSS added by opening it and searching every keystroke below at limit 300: "
            + "\(rssAfter - rssBefore) KiB (\(rssBefore) → \(rssAfter) KiB)")
        print("")
        print("keystroke\tmatches\tindexed µs\tscan µs\tnaive µs\t×scan\t×naive")

        var allIndexed: [Double] = []
        var allScan: [Double] = []
        var allNaive: [Double] = []
        var mismatches = 0
        for word in words {
            var typed = ""
            for character in word {
                typed.append(character)
                let query = typed
                let fast = engine.search(query, limit: limit)
                let scanned = engine.searchByScanning(query, limit: limit)
                if fast != scanned {
                    mismatches += 1
                    print("MISMATCH for \(query): \(fast.totalCount) vs \(scanned.totalCount)")
                }
                let indexed = microseconds(clock: clock, samples: samples) {
                    sink &+= engine.search(query, limit: limit).totalCount
                }
                let scan = microseconds(clock: clock, samples: samples) {
                    sink &+= engine.searchByScanning(query, limit: limit).totalCount
                }
                let seed = microseconds(clock: clock, samples: samples) {
                    sink &+= naive.search(query, limit: limit).total
                }
                allIndexed.append(indexed)
                allScan.append(scan)
                allNaive.append(seed)
                print("\(query)\t\(fast.totalCount)\t\(fixed(indexed))\t\(fixed(scan))\t\(fixed(seed))\t"
                    + "\(fixed(scan / indexed, 0))×\t\(fixed(seed / indexed, 0))×")
            }
        }
        let medianIndexed = median(allIndexed)
        print("")
        print("per keystroke over all \(allIndexed.count): indexed median \(fixed(medianIndexed)) µs, "
            + "worst \(fixed(allIndexed.max() ?? 0)) µs")
        print("matcher scanning every place: median \(fixed(median(allScan))) µs, "
            + "\(fixed(median(allScan) / medianIndexed, 0))× the indexed time")
        print("seed's normalised string scan: median \(fixed(median(allNaive))) µs, "
            + "\(fixed(median(allNaive) / medianIndexed, 0))× the indexed time")
        if sink == 42 { print("") }  // keeps the timed work observable
        return mismatches == 0 ? 0 : 1
    }

    /// Median time of one call in µs: each sample times enough calls to last
    /// about a millisecond, so clock overhead does not count.
    private static func microseconds(clock: ContinuousClock, samples: Int, _ body: () -> Void) -> Double {
        var repeats = 1
        while true {
            let t = clock.measure { for _ in 0..<repeats { body() } }
            if t >= .microseconds(1000) || repeats >= 1 << 20 { break }
            repeats *= 2
        }
        var times: [Double] = []
        for _ in 0..<max(1, samples) {
            let t = clock.measure { for _ in 0..<repeats { body() } }
            times.append(seconds(t) * 1e6 / Double(repeats))
        }
        return median(times)
    }

    private static func seconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }

    private static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.isEmpty ? 0 : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
    }

    private static func fixed(_ x: Double, _ digits: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (x * scale).rounded() / scale
        var s = String(r)
        if digits == 0, s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }

    /// VmRSS from /proc/self/status, in KiB (0 when unavailable).
    private static func residentKilobytes() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmRSS:") {
                return Int(text.dropFirst(6).filter(\.isNumber)) ?? 0
            }
        }
        return 0
    }
}

/// The seed app's way: every field normalised once up front, then each
/// keystroke scans all places with `contains`/`hasPrefix` on strings and
/// sorts what matched by level and code.
struct NaiveScan {
    private struct Entry {
        let place: Place
        let name: String
        let pinyin: String
        let initials: String
    }

    private let entries: [Entry]

    init(directory: PlaceDirectory) {
        entries = directory.places.map { place in
            Entry(place: place, name: PlaceQuery.normalized(place.name),
                  pinyin: PlaceQuery.normalized(place.pinyin.joined()),
                  initials: PlaceQuery.normalized(place.initials))
        }
    }

    func search(_ query: String, limit: Int) -> (codes: [Int], total: Int) {
        let q = PlaceQuery.normalized(query)
        guard !q.isEmpty else { return ([], 0) }
        var hits: [(level: Int, code: Int)] = []
        for e in entries where e.name.contains(q) || e.pinyin.hasPrefix(q) || e.initials.hasPrefix(q) {
            hits.append((e.place.level.rawValue, e.place.code))
        }
        hits.sort { ($0.level, $0.code) < ($1.level, $1.code) }
        return (hits.prefix(limit).map(\.code), hits.count)
    }
}
