import Glibc
import WeiboCommandLine
import WeiboCore
import WeiboStore

/// Measures the search engine against two scans over the same places: the
/// seed app's (a normalised `contains`/`hasPrefix` on strings for every
/// place on every keystroke) and the engine's own matcher run over every
/// place without the index, which must give the same answers. Medians of
/// many timed samples.
enum CitiesBenchmark {
    static let words = ["hangzhou", "哈尔滨", "zhongguancun", "长sha"]  // data: queries as a user types them

    static func run(limit: Int, samples: Int) -> Int32 {
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
        // The usual open: the copy a first search kept in the data folder, mapped.
        var folderTemplate = Array("/tmp/weibo-cities-bench-XXXXXX".utf8CString)
        if let made = mkdtemp(&folderTemplate) {
            let folder = String(cString: made)
            _ = PlaceCatalogLoader.loadEmbedded(cachedIn: folder)
            let mapped = clock.measure { sink &+= PlaceCatalogLoader.loadEmbedded(cachedIn: folder).directory.roots.count }
            print("open catalogue from the copy kept in the data folder: \(fixed(seconds(mapped) * 1e6)) µs")
            if let directory = opendir(folder) {
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                    if name != "." && name != ".." { unlink(folder + "/" + name) }
                }
                closedir(directory)
            }
            rmdir(folder)
        }
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
