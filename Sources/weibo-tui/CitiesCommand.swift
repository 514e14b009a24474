import Glibc
import WeiboCore
import WeiboStore

/// `weibo-tui cities …`: the arguments after `cities`. The contract lives in
/// `PlacesCommandLine` (pure and unit-tested); this only loads the catalogue
/// on demand and writes the output. `bench` is a hidden developer command,
/// run by scripts/bench-search on a release build.
func runCitiesCommand(_ arguments: [String]) -> Int32 {
    if arguments.first == "bench" {
        return CitiesBenchmark.run(Array(arguments.dropFirst()))
    }
    let output = PlacesCommandLine.run(arguments, catalog: PlaceCatalogLoader.shared)
    writeAll(output.stdout, to: STDOUT_FILENO)
    writeAll(output.stderr, to: STDERR_FILENO)
    return output.status
}

/// Writes every byte (retrying short writes and EINTR); a closed pipe ends it.
private func writeAll(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n > 0 { bytes = bytes.dropFirst(n) } else if n < 0 && errno == EINTR { continue } else { return }
    }
}

/// Measures the search engine against the seed app's approach: scan every
/// place with a normalised `contains` on every keystroke. Medians of many
/// timed samples; the naive scan is checked to give the same answers.
enum CitiesBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        var limit = 50
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

        // One-off cost, first load in this process: memory is measured around it.
        let rssBefore = residentKilobytes()
        var directory: PlaceDirectory!
        let firstDecode = clock.measure { directory = try! PlaceCatalogLoader.decode(EmbeddedResources.cities) }
        var engine: PlaceSearch!
        let firstIndex = clock.measure { engine = PlaceSearch(directory: directory) }
        let rssAfter = residentKilobytes()
        var decodeTimes: [Duration] = [firstDecode]
        var indexTimes: [Duration] = [firstIndex]
        for _ in 0..<8 {
            var d: PlaceDirectory!
            decodeTimes.append(clock.measure { d = try! PlaceCatalogLoader.decode(EmbeddedResources.cities) })
            indexTimes.append(clock.measure { _ = PlaceSearch(directory: d) })
        }

        let naive = NaiveScan(directory: directory)
        let tight = ScalarScan(directory: directory)
        print("places: \(directory.count); result limit: \(limit); samples: \(samples) (medians)")
        print("decode JSON:  \(format(median(decodeTimes))) (first \(format(firstDecode)))")
        print("build index:  \(format(median(indexTimes))) (first \(format(firstIndex)))")
        print("RSS delta of first decode+index: \(rssAfter - rssBefore) KiB (\(rssBefore) → \(rssAfter) KiB)")
        print("")
        print("keystroke\tmatches\tindexed µs\tnaive µs\tspeedup\tscalar-scan µs")

        var sink = 0
        var allIndexed: [Double] = []
        var allNaive: [Double] = []
        var allTight: [Double] = []
        var mismatches = 0
        for word in ["hangzhou", "哈尔滨"] {
            var typed = ""
            for character in word {
                typed.append(character)
                let query = typed
                let fast = engine.search(query, limit: limit)
                let slow = naive.search(query, limit: limit)
                let scan = tight.search(query, limit: limit)
                if fast.totalCount != slow.total || fast.matches.map(\.place.code) != slow.codes
                    || scan.total != slow.total || scan.codes != slow.codes {
                    mismatches += 1
                    print("MISMATCH for \(query): \(fast.totalCount) vs \(slow.total)")
                }
                let indexed = microseconds(clock: clock, samples: samples) {
                    sink &+= engine.search(query, limit: limit).totalCount
                }
                let scanned = microseconds(clock: clock, samples: samples) {
                    sink &+= naive.search(query, limit: limit).total
                }
                let scalarScanned = microseconds(clock: clock, samples: samples) {
                    sink &+= tight.search(query, limit: limit).total
                }
                allIndexed.append(indexed)
                allNaive.append(scanned)
                allTight.append(scalarScanned)
                print("\(query)\t\(fast.totalCount)\t\(fixed(indexed))\t\(fixed(scanned))\t\(fixed(scanned / indexed, 0))×\t\(fixed(scalarScanned))")
            }
        }
        let medianIndexed = median(allIndexed), medianNaive = median(allNaive)
        print("")
        print("per keystroke, median over all \(allIndexed.count): indexed \(fixed(medianIndexed)) µs, "
            + "naive \(fixed(medianNaive)) µs, speedup \(fixed(medianNaive / medianIndexed, 0))×; "
            + "worst indexed \(fixed(allIndexed.max() ?? 0)) µs")
        print("a tight linear scan over scalar arrays (no index): median \(fixed(median(allTight))) µs, "
            + "\(fixed(median(allTight) / medianIndexed, 0))× the indexed time")
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

    private static func median(_ values: [Duration]) -> Duration {
        values.sorted()[values.count / 2]
    }

    private static func format(_ d: Duration) -> String { fixed(seconds(d) * 1000, 2) + " ms" }

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

/// The seed app's way, kept honest: every field is normalised once up front,
/// then each keystroke scans all places with `contains`/`hasPrefix` on
/// strings and sorts what matched by the same ranking as the engine.
struct NaiveScan {
    private struct Entry {
        let place: Place
        let name: String
        let pinyin: String
        let initials: String
        let syllableEnds: Set<Int>
    }

    private let entries: [Entry]

    init(directory: PlaceDirectory) {
        entries = directory.places.map { place in
            var ends: Set<Int> = []
            var length = 0
            for syllable in place.pinyin { length += syllable.count; ends.insert(length) }
            return Entry(place: place, name: PlaceQuery.normalized(place.name),
                         pinyin: PlaceQuery.normalized(place.pinyin.joined()),
                         initials: PlaceQuery.normalized(place.initials), syllableEnds: ends)
        }
    }

    func search(_ query: String, limit: Int) -> (codes: [Int], total: Int) {
        let q = PlaceQuery.normalized(query)
        let breaks = PlaceQuery.segmented(query).breaks
        guard !q.isEmpty else { return ([], 0) }
        let length = q.unicodeScalars.count
        var hits: [(tier: Int, level: Int, code: Int)] = []
        for e in entries {
            var tier: Int?
            if e.name == q { tier = 0 } else if e.name.hasPrefix(q) { tier = 1 }
            else if e.pinyin.hasPrefix(q) {
                let whole = e.syllableEnds.contains(length) && breaks.allSatisfy(e.syllableEnds.contains)
                tier = whole || e.initials.hasPrefix(q) ? 2 : 3
            } else if e.initials.hasPrefix(q) { tier = 2 }
            else if e.name.contains(q) { tier = 4 }
            if let tier { hits.append((tier, e.place.level.rawValue, e.place.code)) }
        }
        hits.sort { ($0.tier, $0.level, $0.code) < ($1.tier, $1.level, $1.code) }
        return (hits.prefix(limit).map(\.code), hits.count)
    }
}

/// Not the seed's approach but the best plain scan: the same checks over
/// pre-normalised scalar arrays, no `String` work per place. It shows how
/// much of the gain is the index itself rather than avoiding `String`.
struct ScalarScan {
    private struct Entry {
        let place: Place
        let name: [UInt32]
        let pinyin: [UInt32]
        let initials: [UInt32]
        let syllableEnds: [Int]
    }

    private let entries: [Entry]

    init(directory: PlaceDirectory) {
        entries = directory.places.map { place in
            var ends: [Int] = []
            var length = 0
            for syllable in place.pinyin { length += syllable.unicodeScalars.count; ends.append(length) }
            return Entry(place: place, name: PlaceQuery.normalizedScalars(place.name),
                         pinyin: PlaceQuery.normalizedScalars(place.pinyin.joined()),
                         initials: PlaceQuery.normalizedScalars(place.initials), syllableEnds: ends)
        }
    }

    func search(_ query: String, limit: Int) -> (codes: [Int], total: Int) {
        let (q, breaks) = PlaceQuery.segmented(query)
        guard !q.isEmpty else { return ([], 0) }
        var hits: [(tier: Int, level: Int, code: Int)] = []
        for e in entries {
            var tier: Int?
            if e.name == q { tier = 0 } else if e.name.starts(with: q) { tier = 1 }
            else if e.pinyin.starts(with: q) {
                let whole = e.syllableEnds.contains(q.count) && breaks.allSatisfy(e.syllableEnds.contains)
                tier = whole || e.initials.starts(with: q) ? 2 : 3
            } else if e.initials.starts(with: q) { tier = 2 }
            else if q.count <= e.name.count,
                    (0...(e.name.count - q.count)).contains(where: { e.name[$0..<($0 + q.count)].elementsEqual(q) }) {
                tier = 4
            }
            if let tier { hits.append((tier, e.place.level.rawValue, e.place.code)) }
        }
        hits.sort { ($0.tier, $0.level, $0.code) < ($1.tier, $1.level, $1.code) }
        return (hits.prefix(limit).map(\.code), hits.count)
    }
}
