/// Many short scalar strings stored back to back in one array, so that the
/// search index touches contiguous memory instead of thousands of `String`s.
struct PackedKeys: Sendable {
    private(set) var scalars: [UInt32] = []
    /// `starts[i]..<starts[i + 1]` is key `i`.
    private(set) var starts: [Int32] = [0]
    private(set) var longest = 0

    var count: Int { starts.count - 1 }

    mutating func append(_ key: [UInt32]) {
        scalars.append(contentsOf: key)
        starts.append(Int32(scalars.count))
        longest = max(longest, key.count)
    }

    func length(of id: Int) -> Int { Int(starts[id + 1] - starts[id]) }

    func key(_ id: Int) -> ArraySlice<UInt32> {
        scalars[Int(starts[id])..<Int(starts[id + 1])]
    }

    /// Ids ordered by key, lexicographically by scalar value (ties by id).
    func sortedIds() -> [Int32] {
        var ids = (0..<Int32(count)).map { $0 }
        scalars.withUnsafeBufferPointer { keys in
            starts.withUnsafeBufferPointer { starts in
                ids.sort { a, b in
                    var i = Int(starts[Int(a)]), j = Int(starts[Int(b)])
                    let iEnd = Int(starts[Int(a) + 1]), jEnd = Int(starts[Int(b) + 1])
                    while i < iEnd && j < jEnd {
                        if keys[i] != keys[j] { return keys[i] < keys[j] }
                        i += 1
                        j += 1
                    }
                    if (i == iEnd) != (j == jEnd) { return i == iEnd }
                    return a < b
                }
            }
        }
        return ids
    }

    /// Compares key `id` cut to the query's length with the query: keys that
    /// start with the query compare equal, and in sorted order they form one
    /// contiguous run between the smaller and the larger ones.
    private func comparePrefix(_ id: Int, _ q: [UInt32]) -> Int {
        scalars.withUnsafeBufferPointer { buffer in
            var i = Int(starts[id])
            let end = Int(starts[id + 1])
            for s in q {
                if i == end { return -1 }
                let k = buffer[i]
                if k != s { return k < s ? -1 : 1 }
                i += 1
            }
            return 0
        }
    }

    /// Positions in `order` (ids sorted by key) of the keys starting with `q`.
    func prefixRange(of q: [UInt32], order: [Int32]) -> Range<Int> {
        guard !q.isEmpty, q.count <= longest else { return 0..<0 }
        func firstPosition(where isPast: (Int) -> Bool) -> Int {
            var low = 0, high = order.count
            while low < high {
                let mid = (low + high) / 2
                if isPast(comparePrefix(Int(order[mid]), q)) { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let lower = firstPosition { $0 >= 0 }
        let upper = firstPosition { $0 > 0 }
        return lower..<upper
    }

    /// The scalar offset of the first occurrence of `q` in key `id`.
    func firstOccurrence(of q: [UInt32], inKey id: Int) -> Int? {
        let start = Int(starts[id]), end = Int(starts[id + 1])
        let n = end - start
        guard !q.isEmpty, q.count <= n else { return nil }
        return scalars.withUnsafeBufferPointer { buffer in
            q.withUnsafeBufferPointer { query in
                var offset = 0
                while offset + query.count <= n {
                    var j = 0
                    while j < query.count && buffer[start + offset + j] == query[j] { j += 1 }
                    if j == query.count { return offset }
                    offset += 1
                }
                return nil
            }
        }
    }
}
