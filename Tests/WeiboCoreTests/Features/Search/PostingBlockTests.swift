import Testing
import WeiboCore

/// Issue 34: a block of a common token's posting bitmap holds what was put
/// in it, dense or as a list, through its stored bytes, and its AND with
/// others is exactly the offsets all hold, newest first.
@Suite("Posting bitmap blocks")
struct PostingBlockTests {
    /// A reproducible stream of offsets (a linear congruential generator).
    private func offsets(seed: UInt64, count: Int) -> [Int] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % PostingBlock.span
        }
    }

    @Test("inserts and removes, through the list and the dense form and back, survive their bytes")
    func roundTrip() throws {
        for count in [0, 1, 254, 255, 256, 300, 2_000] {
            var block = PostingBlock()
            var expected = Set<Int>()
            for offset in offsets(seed: UInt64(count), count: count) {
                block.insert(offset)
                expected.insert(offset)
            }
            let stored = try #require(PostingBlock(encoded: block.encoded))
            #expect(stored == block)
            #expect(stored.descending.count == expected.count)
            #expect((0..<PostingBlock.span).filter(stored.contains) == expected.sorted())
            // A dense block is 512 bytes; a list two bytes an offset, never 512.
            #expect(block.encoded.count == (expected.count > 255 ? 512 : 2 * expected.count))
            // Removing every other brings a dense block back to a list once small.
            var thinned = stored
            for offset in expected.sorted().enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
                thinned.remove(offset)
                expected.remove(offset)
            }
            #expect((0..<PostingBlock.span).filter(thinned.contains) == expected.sorted())
            #expect(thinned.encoded.count == (expected.count > 255 ? 512 : 2 * expected.count))
        }
    }

    @Test("bytes no block encodes are refused, not misread")
    func refusesDamage() {
        #expect(PostingBlock(encoded: [1]) == nil)                   // odd length
        #expect(PostingBlock(encoded: [2, 0, 1, 0]) == nil)          // not ascending
        #expect(PostingBlock(encoded: [0, 0x10]) == nil)             // offset 4096, past the block
        #expect(PostingBlock(encoded: [UInt8](repeating: 0, count: 514)) == nil)  // too long for a list
        #expect(PostingBlock(encoded: []) == PostingBlock())
    }

    @Test("blocks of either form ANDed one by one hold the offsets all hold, highest first")
    func intersection() {
        let shapes = [30, 250, 600, 3_000]
        for a in shapes {
            for b in shapes {
                for c in [nil, 100, 2_500] {
                    var blocks: [PostingBlock] = []
                    var sets: [Set<Int>] = []
                    for (i, count) in ([a, b] + (c.map { [$0] } ?? [])).enumerated() {
                        let list = offsets(seed: UInt64(i * 7 + count), count: count)
                        var block = PostingBlock()
                        list.forEach { block.insert($0) }
                        blocks.append(block)
                        sets.append(Set(list))
                    }
                    let expected = sets.dropFirst().reduce(sets[0]) { $0.intersection($1) }.sorted(by: >)
                    var running = blocks[0]
                    for block in blocks.dropFirst() { running.formIntersection(block) }
                    #expect(running.descending == expected, "\(a) \(b) \(String(describing: c)), one at a time")
                    #expect(PostingBlock(encoded: running.encoded) == running)
                }
            }
        }
    }
}
