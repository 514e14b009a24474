/// Which of `span` neighbouring posts hold one token: a block of a common
/// token's posting bitmap (migration v22, docs/SEARCH.md). FTS5 reads about
/// 36 ns a row, so an AND of two tokens each in a sixth of a million posts
/// costs 6 ms however few hits it has; two such blocks are ANDed a word (64
/// posts) at a time. A block with few posts keeps their offsets instead
/// (sorted), as Roaring bitmaps do, so a token in one post in a hundred
/// costs a fifth of its dense size.
public struct PostingBlock: Equatable, Sendable {
    /// Posts per block: 512 bytes dense, one small row of the store each.
    public static let span = 4096
    /// More offsets than this and the block is dense; an offset list is
    /// then never 512 bytes long, so the length tells the two apart.
    static let listLimit = 255

    private enum Storage: Equatable {
        case list([UInt16])
        case words([UInt64])
    }

    private var storage: Storage

    public init() { storage = .list([]) }

    /// The block as stored; nil for bytes no block encodes (the search
    /// then does without the bitmaps rather than trust them).
    public init?(encoded bytes: [UInt8]) {
        if bytes.count == Self.span / 8 {
            storage = .words(bytes.withUnsafeBytes { raw in
                (0..<Self.span / 64).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) }
            })
            return
        }
        guard bytes.count % 2 == 0, bytes.count / 2 <= Self.listLimit else { return nil }
        var list: [UInt16] = []
        list.reserveCapacity(bytes.count / 2)
        for i in stride(from: 0, to: bytes.count, by: 2) {
            let offset = UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8
            guard Int(offset) < Self.span, list.last.map({ $0 < offset }) ?? true else { return nil }
            list.append(offset)
        }
        storage = .list(list)
    }

    /// A block of `offsets`, ascending (as the index hands a token's posts).
    public init(ascending offsets: [UInt16]) {
        storage = offsets.count > Self.listLimit ? .words(Self.words(of: offsets)) : .list(offsets)
    }

    /// Little-endian: the offsets, or the 64 words of a dense block.
    public var encoded: [UInt8] {
        var out: [UInt8] = []
        switch storage {
        case .list(let list):
            out.reserveCapacity(list.count * 2)
            for offset in list { out.append(UInt8(truncatingIfNeeded: offset)); out.append(UInt8(offset >> 8)) }
        case .words(let words):
            out.reserveCapacity(words.count * 8)
            for word in words {
                for shift in stride(from: UInt64(0), to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: word >> shift)) }
            }
        }
        return out
    }

    public var isEmpty: Bool {
        switch storage {
        case .list(let list): return list.isEmpty
        case .words(let words): return words.allSatisfy { $0 == 0 }
        }
    }

    public func contains(_ offset: Int) -> Bool {
        guard (0..<Self.span).contains(offset) else { return false }
        switch storage {
        case .list(let list): return Self.position(of: UInt16(offset), in: list).found
        case .words(let words): return words[offset >> 6] >> UInt64(offset & 63) & 1 == 1
        }
    }

    public mutating func insert(_ offset: Int) {
        precondition((0..<Self.span).contains(offset))
        switch storage {
        case .list(var list):
            let (index, found) = Self.position(of: UInt16(offset), in: list)
            guard !found else { return }
            list.insert(UInt16(offset), at: index)
            storage = list.count > Self.listLimit ? .words(Self.words(of: list)) : .list(list)
        case .words(var words):
            words[offset >> 6] |= 1 << UInt64(offset & 63)
            storage = .words(words)
        }
    }

    public mutating func remove(_ offset: Int) {
        guard (0..<Self.span).contains(offset) else { return }
        switch storage {
        case .list(var list):
            let (index, found) = Self.position(of: UInt16(offset), in: list)
            guard found else { return }
            list.remove(at: index)
            storage = .list(list)
        case .words(var words):
            words[offset >> 6] &= ~(1 << UInt64(offset & 63))
            let offsets = Self.offsets(of: words)
            storage = offsets.count > Self.listLimit ? .words(words) : .list(offsets)
        }
    }

    /// Keeps only the offsets `other` holds too.
    public mutating func formIntersection(_ other: PostingBlock) {
        switch (storage, other.storage) {
        case (.words(var words), .words(let others)):
            for i in words.indices { words[i] &= others[i] }
            let count = words.reduce(0) { $0 + $1.nonzeroBitCount }
            storage = count > Self.listLimit ? .words(words) : .list(Self.offsets(of: words))
        case (.list(let list), _):
            storage = .list(list.filter { other.contains(Int($0)) })
        case (.words, .list(let list)):
            storage = .list(list.filter { contains(Int($0)) })
        }
    }

    /// The offsets held, highest (newest) first.
    public var descending: [Int] {
        switch storage {
        case .list(let list): return list.reversed().map(Int.init)
        case .words(let words): return Self.offsets(of: words).reversed().map(Int.init)
        }
    }

    private static func position(of offset: UInt16, in list: [UInt16]) -> (index: Int, found: Bool) {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return (low, low < list.count && list[low] == offset)
    }

    private static func words(of list: [UInt16]) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: span / 64)
        for offset in list { words[Int(offset) >> 6] |= 1 << UInt64(offset & 63) }
        return words
    }

    private static func offsets(of words: [UInt64]) -> [UInt16] {
        var offsets: [UInt16] = []
        for (i, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                offsets.append(UInt16(i * 64 + rest.trailingZeroBitCount))
                rest &= rest - 1
            }
        }
        return offsets
    }
}
