/// The name a misspelt one was probably meant to be, for "did you mean"
/// hints: the closest by edit distance, if it is close enough to be a typo
/// rather than another word.
enum NearestName {
    static func to(_ word: String, among names: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        // A prefix that names one thing only is as good as a typo (`next` → `next-tab`).
        let extending = names.filter { $0.hasPrefix(word.lowercased()) }
        if typed.count >= 3, extending.count == 1 { return extending[0] }
        let scored = names.map { (name: $0, distance: distance(typed, Array($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let allowed = min(2, max(1, typed.count / 3))
        if best.distance <= allowed && best.distance < typed.count { return best.name }
        // Another ending of the same word (`selected` → `selection`): most
        // of it shared from the start, with one name only.
        let shared = names.map { (name: $0, length: zip(typed, $0).prefix { $0 == $1 }.count) }
        let longest = shared.map(\.length).max() ?? 0
        let owners = shared.filter { $0.length == longest }
        return longest >= 4 && longest * 2 > typed.count && owners.count == 1 ? owners[0].name : nil
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
