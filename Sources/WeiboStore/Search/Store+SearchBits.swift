import WeiboCore

/// When the store keeps a bitmap for a token of the one- and two-character
/// index (migration v22, docs/SEARCH.md).
public struct SearchBitsPolicy: Sendable {
    /// Posts whose tokens are counted to tell the common ones.
    public var sampleSize = 4_096
    /// A token is common in at least this share of the sample, and in at
    /// least `minimumHits` of its posts: below that FTS5's walk is short.
    public var minimumShare = 0.01
    public var minimumHits = 41
    /// New posts after which the newest are sampled again (and at least a
    /// quarter of the store), so a word that became common gets its bitmap.
    /// A store with fewer posts keeps no bitmap at all.
    public var resampleEvery = 4_096
    /// Tokens built from the index, and new posts folded in, per
    /// transaction: a fraction of a second at a million posts, well within
    /// another writer's busy timeout.
    public var tokensPerTransaction = 32
    public var postsPerTransaction = 20_000
    /// Runs of ascending ids (older posts fetched later start one) beyond
    /// which the posts are numbered again from scratch.
    public var maximumRuns = 32

    public init() {}
}

extension Store {
    /// Brings the bitmaps up to the newest post: samples which tokens are
    /// common when due and builds theirs from the index, numbers and sets
    /// the bits of the posts added since the last fold, and clears and sets
    /// again those of the posts noted as changed. Runs as a store opens,
    /// after the index's own backfill (the bitmaps are read from the
    /// index), and as it closes without sampling (so a sync's new posts are
    /// in the bitmaps before the app searches them, and a process that wrote
    /// nothing writes nothing); a few small reads when there is nothing to
    /// do. Several processes may run it at once: each transaction decides
    /// under the write lock.
    public func foldSearchBits(policy: SearchBitsPolicy = SearchBitsPolicy(), resample: Bool = true,
                               progress: ((Int, Int) -> Void)? = Store.searchIndexProgress) throws {
        guard try database.queryFirst("SELECT NOT EXISTS (SELECT 1 FROM posts_grams_pending)", [], { $0.bool(0) }) ?? false else { return }
        let state = try searchBitsState()
        let numbered = try numberedPosts()
        let newer = try database.queryFirst("SELECT count(*) FROM posts WHERE id > ?", [state.top]) { $0.int(0) } ?? 0
        let total = numbered + newer
        let resampleDue = resample && total - state.sampled >= max(policy.resampleEvery, state.sampled / 4)
        let kept = try searchBitsTokens()
        // A store too small to have been sampled keeps no bitmap: nothing to write.
        guard resampleDue || !kept.isEmpty else { return }
        let hasDirty = try database.queryFirst("SELECT EXISTS (SELECT 1 FROM posts_bits_dirty)", [], { $0.bool(0) }) ?? false
        // Too many runs would make each search merge too many lists: an open
        // numbers every post again (not a close, which should be quick).
        let runs = try database.queryFirst("SELECT count(*) FROM posts_bits_runs") { $0.int(0) } ?? 0
        let tooManyRuns = resample && runs > policy.maximumRuns
        guard resampleDue || hasDirty || newer > 0 || tooManyRuns else { return }

        // Numbered from scratch, in id order, the first time and when runs
        // pile up; then sampled, at random over the numbers the first time.
        let renumber = (kept.isEmpty && resampleDue) || tooManyRuns
        if renumber {
            try database.transaction {
                try database.executeScript("""
                    DELETE FROM posts_bits; DELETE FROM posts_bits_tokens; DELETE FROM posts_bits_posts;
                    DELETE FROM posts_bits_runs; DELETE FROM posts_bits_dirty;
                    INSERT INTO posts_bits_posts (seq, id) SELECT row_number() OVER (ORDER BY id), id FROM posts;
                    INSERT INTO posts_bits_runs (first, last, low, high)
                    SELECT min(seq), max(seq), min(id), max(id) FROM posts_bits_posts HAVING count(*) > 0;
                    UPDATE posts_bits_state SET top = coalesce((SELECT max(id) FROM posts_bits_posts), 0),
                        generation = generation + 1;
                    """)
            }
        }
        let fresh = resampleDue ? try commonTokens(policy: policy, spread: kept.isEmpty).subtracting(renumber ? [] : kept).sorted() : []
        let build = renumber ? Array(Set(fresh).union(kept)).sorted() : fresh
        if resampleDue && kept.isEmpty && fresh.isEmpty {
            try database.transaction { try database.execute("UPDATE posts_bits_state SET sampled = ?", [total]) }
            return
        }
        let work = build.count + (renumber ? 0 : newer / max(1, policy.postsPerTransaction)) + 1
        // Said on the terminal as the backfill is ("once only"): the first
        // build, or a fold of more new posts than a batch, not a resample's
        // few new tokens.
        let reported = total >= 5_000 && (renumber || newer > policy.postsPerTransaction)
        var done = 0
        func report() { if reported { progress?(done * total / max(1, work), total) } }
        report()
        if !build.isEmpty {
            var numbering = try PostNumbering(self)
            var start = 0
            while start < build.count {
                let batch = build[start..<min(build.count, start + policy.tokensPerTransaction)]
                try database.transaction {
                    // Another process may have numbered posts since (a fold
                    // of its own): the bits must be set by today's numbers.
                    if try PostNumbering.mark(self) != numbering.mark { numbering = try PostNumbering(self) }
                    for token in batch { try buildSearchBits(token, numbering) }
                }
                start += batch.count
                done += batch.count
                report()
            }
        }
        // The posts above the top, a batch a transaction, then the noted ones.
        while true {
            let finished = try database.transaction { () -> Bool in
                var edits = SearchBitsEdits(tokens: try searchBitsTokens())
                let top = try searchBitsState().top
                let batch = try database.query(
                    """
                    SELECT p.id, p.text, coalesce(u.name, '') FROM posts p LEFT JOIN users u ON u.id = p.user_id
                    WHERE p.id > ? ORDER BY p.id LIMIT ?
                    """, [top, policy.postsPerTransaction]) { row in (row.int64(0), [row.string(1), row.string(2)]) }
                try number(batch, &edits)
                let finished = batch.count < policy.postsPerTransaction
                if finished {
                    let noted = try database.query(
                        """
                        SELECT d.id, d.grams, b.seq, p.id IS NOT NULL, p.text, coalesce(u.name, '')
                        FROM posts_bits_dirty d LEFT JOIN posts_bits_posts b ON b.id = d.id
                        LEFT JOIN posts p ON p.id = d.id LEFT JOIN users u ON u.id = p.user_id
                        ORDER BY d.id
                        """) { row in (id: row.int64(0), old: row.string(1), seq: row.optionalInt64(2),
                                       texts: row.bool(3) ? [row.string(4), row.string(5)] : nil) }
                    var unnumbered: [(Int64, [String])] = []
                    for post in noted {
                        if let seq = post.seq {
                            try edits.clear(seq, SearchGrams.keys(spelled: post.old), in: self)
                            // A deleted post keeps its number, its bits
                            // cleared: numbers are never given twice, so
                            // runs stay ascending, and the id back again
                            // (noted by the insert) is set here.
                            if let texts = post.texts { try edits.set(seq, SearchGrams.keys(texts), in: self) }
                        } else if let texts = post.texts {
                            unnumbered.append((post.id, texts))
                        }
                    }
                    try number(unnumbered, &edits)
                    try database.execute("DELETE FROM posts_bits_dirty")
                    if resampleDue { try database.execute("UPDATE posts_bits_state SET sampled = ?", [total]) }
                }
                try edits.write(to: self)
                return finished
            }
            done += 1
            report()
            if finished { break }
        }
    }

    struct SearchBitsState {
        var top: Int64
        var sampled: Int
    }

    func searchBitsState() throws -> SearchBitsState {
        try database.queryFirst("SELECT top, sampled FROM posts_bits_state") { SearchBitsState(top: $0.int64(0), sampled: $0.int(1)) }
            ?? SearchBitsState(top: 0, sampled: 0)
    }

    func searchBitsTokens() throws -> Set<UInt64> {
        Set(try database.query("SELECT token FROM posts_bits_tokens") { UInt64(bitPattern: $0.int64(0)) })
    }

    /// The last number given (the deleted posts' numbers counted).
    private func numberedPosts() throws -> Int {
        try database.queryFirst("SELECT coalesce(max(seq), 0) FROM posts_bits_posts") { $0.int(0) } ?? 0
    }

    /// Numbers `posts` (id ascending) after the last number and sets their
    /// bits; they extend the last run when their ids lie above it, else
    /// start one, and move the top.
    private func number(_ posts: [(Int64, [String])], _ edits: inout SearchBitsEdits) throws {
        guard let first = posts.first?.0, let last = posts.last?.0 else { return }
        var seq = Int64(try numberedPosts())
        let start = seq + 1
        for (id, texts) in posts {
            seq += 1
            try database.execute("INSERT INTO posts_bits_posts (seq, id) VALUES (?, ?)", [seq, id])
            try edits.set(seq, SearchGrams.keys(texts), in: self)
        }
        let previous = try database.queryFirst("SELECT first, high FROM posts_bits_runs ORDER BY first DESC LIMIT 1") { ($0.int64(0), $0.int64(1)) }
        if let previous, previous.1 < first {
            try database.execute("UPDATE posts_bits_runs SET last = ?, high = ? WHERE first = ?", [seq, last, previous.0])
        } else {
            try database.execute("INSERT INTO posts_bits_runs (first, last, low, high) VALUES (?, ?, ?, ?)", [start, seq, first, last])
        }
        try database.execute("UPDATE posts_bits_state SET top = max(top, ?)", [last])
    }

    /// The tokens in at least the policy's share of a sample of posts:
    /// drawn at random from the numbered ones the first time (a fixed seed:
    /// the same store samples the same; a stride could fall in step with
    /// posts that repeat a pattern), the newest after.
    private func commonTokens(policy: SearchBitsPolicy, spread: Bool) throws -> Set<UInt64> {
        let select = "SELECT p.text, coalesce(u.name, '') FROM posts p LEFT JOIN users u ON u.id = p.user_id"
        let texts: [[String]]
        let numbered = try numberedPosts()
        if spread && numbered > policy.sampleSize {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            let seqs = Set((0..<policy.sampleSize).map { _ -> Int in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return 1 + Int((state >> 11) % UInt64(numbered))
            })
            texts = try database.query(
                select + " WHERE p.id IN (SELECT id FROM posts_bits_posts WHERE seq IN (SELECT value FROM json_each(?)))",
                [SQLIntegers(seqs.map(Int64.init))]) { [$0.string(0), $0.string(1)] }
        } else {
            texts = try database.query(select + " ORDER BY p.id DESC LIMIT ?", [policy.sampleSize]) { [$0.string(0), $0.string(1)] }
        }
        var counts: [UInt64: Int] = [:]
        for text in texts { for key in SearchGrams.keys(text) { counts[key, default: 0] += 1 } }
        let least = max(policy.minimumHits, Int((policy.minimumShare * Double(texts.count)).rounded(.up)))
        return Set(counts.filter { $0.value >= least }.keys)
    }

    /// `token`'s bitmap from the index, over the numbered posts.
    private func buildSearchBits(_ token: UInt64, _ numbering: PostNumbering) throws {
        // The posts as one list of digits: a row a step costs five times
        // the index's own reading at a million posts.
        let digits = try database.queryFirst(
            "SELECT group_concat(rowid) FROM (SELECT rowid FROM posts_grams WHERE posts_grams MATCH ? AND rowid <= ? ORDER BY rowid)",
            [SearchGrams.spell(token), numbering.top]) { $0.bytes(0) } ?? []
        var seqs: [Int64] = []
        var cursor = 0
        digits.withUnsafeBufferPointer { bytes in
            var value: Int64 = 0, inNumber = false, negative = false
            func end() {
                if inNumber, !negative, let seq = numbering.seq(of: value, from: &cursor) { seqs.append(seq) }
                (value, inNumber, negative) = (0, false, false)
            }
            for byte in bytes {
                if byte >= 0x30 && byte <= 0x39 {
                    value = value &* 10 &+ Int64(byte &- 0x30)
                    inNumber = true
                } else if byte == 0x2D {
                    negative = true
                } else {
                    end()
                }
            }
            end()
        }
        seqs.sort()
        try database.execute("DELETE FROM posts_bits WHERE token = ?", [Int64(bitPattern: token)])
        let span = Int64(PostingBlock.span)
        var start = seqs.startIndex
        while start < seqs.endIndex {
            let block = seqs[start] / span
            var end = start
            while end < seqs.endIndex && seqs[end] / span == block { end += 1 }
            try database.execute("INSERT INTO posts_bits (token, block, bits) VALUES (?, ?, ?)",
                                 [Int64(bitPattern: token), block,
                                  SQLBlob(PostingBlock(ascending: seqs[start..<end].map { UInt16($0 % span) }).encoded)])
            start = end
        }
        try database.execute("INSERT OR IGNORE INTO posts_bits_tokens (token) VALUES (?)", [Int64(bitPattern: token)])
    }

    /// Whether every one of `tokens` has a bitmap (is common).
    func hasSearchBits(_ tokens: [UInt64]) throws -> Bool {
        let distinct = Set(tokens)
        guard !distinct.isEmpty else { return false }
        return try database.queryFirst(
            "SELECT count(*) FROM posts_bits_tokens WHERE token IN (SELECT value FROM json_each(?))",
            [SQLIntegers(distinct.map { Int64(bitPattern: $0) })]) { $0.int(0) } == distinct.count
    }

    /// Hands `each` the ids of the numbered posts holding every one of
    /// `tokens`, highest first, until it answers false: each run's hits
    /// newest first, merged by id. The blocks are read a window at a time,
    /// so a first screen of hits reads the newest few. False when a block
    /// cannot be read: the caller drops what it was handed and does without
    /// the bitmaps.
    func forEachSearchBitsHit(_ tokens: [UInt64], _ each: (Int64) throws -> Bool) throws -> Bool {
        var cursors = try database.query("SELECT first, last FROM posts_bits_runs") { HitCursor(first: $0.int64(0), last: $0.int64(1)) }
        var heads = [Int64?](repeating: nil, count: cursors.count)
        for i in cursors.indices {
            heads[i] = try cursors[i].next(tokens, in: self)
            if cursors[i].unreadable { return false }
        }
        while let best = heads.indices.filter({ heads[$0] != nil }).max(by: { heads[$0]! < heads[$1]! }) {
            if try !each(heads[best]!) { return true }
            heads[best] = try cursors[best].next(tokens, in: self)
            if cursors[best].unreadable { return false }
        }
        return true
    }
}

/// One run's hits of an AND of tokens as post ids, newest (highest number,
/// so highest id) first.
struct HitCursor {
    let first: Int64
    let last: Int64
    private var high: Int64
    private var window: Int64 = 2
    /// Numbers of hits not yet handed over, lowest first (taken from the end).
    private var pending: [Int64] = []
    /// Ids of the next hits, lowest first: numbers are looked up 128 at a
    /// time (a first screen's page of 50 and its spares in one).
    private var ids: [Int64] = []
    private(set) var unreadable = false

    init(first: Int64, last: Int64) {
        self.first = first
        self.last = last
        high = last / Int64(PostingBlock.span)
    }

    mutating func next(_ tokens: [UInt64], in store: Store) throws -> Int64? {
        let span = Int64(PostingBlock.span)
        while ids.isEmpty {
            while pending.isEmpty && !unreadable && high >= first / span {
                let low = max(first / span, high - window + 1)
                guard let found = try Self.hits(tokens, low, high, in: store) else { unreadable = true; return nil }
                for block in found.keys.sorted() {
                    pending += found[block]!.descending.reversed().map { block * span + Int64($0) }.filter { $0 >= first && $0 <= last }
                }
                high = low - 1
                window *= 8
            }
            guard !pending.isEmpty else { return nil }
            let chunk = Array(pending.suffix(128))
            pending.removeLast(chunk.count)
            // Numbers ascend with ids within a run, so the lookup keeps the order.
            ids = try store.database.query(
                "SELECT id FROM posts_bits_posts WHERE seq IN (SELECT value FROM json_each(?)) ORDER BY seq",
                [SQLIntegers(chunk)]) { $0.int64(0) }
        }
        return ids.popLast()
    }

    /// A window's blocks of each token in turn, ANDed as they come: once
    /// nothing is left in the window the other tokens are not read. Nil
    /// when a block cannot be read.
    private static func hits(_ tokens: [UInt64], _ low: Int64, _ high: Int64, in store: Store) throws -> [Int64: PostingBlock]? {
        var running: [Int64: PostingBlock]?
        for token in tokens {
            var next: [Int64: PostingBlock] = [:]
            var readable = true
            try store.database.withStatement("SELECT block, bits FROM posts_bits WHERE token = ? AND block BETWEEN ? AND ?") { statement in
                try statement.bind([Int64(bitPattern: token), low, high])
                while try statement.step() {
                    let block = statement.int64(0)
                    if let running, running[block] == nil { continue }
                    guard var bits = PostingBlock(encoded: statement.bytes(1)) else { readable = false; break }
                    if let earlier = running?[block] { bits.formIntersection(earlier) }
                    if !bits.isEmpty { next[block] = bits }
                }
            }
            guard readable else { return nil }
            running = next
            if next.isEmpty { break }
        }
        return running ?? [:]
    }
}

/// Every numbered post's id, ascending, with its number: the index's posts
/// of a token (ascending ids) are found in it by galloping from the last.
struct PostNumbering {
    private var ids: [Int64] = []
    private var seqs: [Int64] = []
    var top: Int64 { ids.last ?? 0 }
    /// What changes whenever a post is numbered or all are numbered again.
    private(set) var mark: [Int64] = []

    static func mark(_ store: Store) throws -> [Int64] {
        try store.database.queryFirst("SELECT generation, (SELECT coalesce(max(seq), 0) FROM posts_bits_posts) FROM posts_bits_state") {
            [$0.int64(0), $0.int64(1)] } ?? []
    }

    init(_ store: Store) throws {
        mark = try Self.mark(store)
        try store.database.withStatement("SELECT id, seq FROM posts_bits_posts ORDER BY id") { statement in
            while try statement.step() {
                ids.append(statement.int64(0))
                seqs.append(statement.int64(1))
            }
        }
    }

    /// The number of post `id`, searching from `cursor` on (ids come ascending).
    func seq(of id: Int64, from cursor: inout Int) -> Int64? {
        var step = 1, low = cursor, high = cursor
        while high < ids.count && ids[high] < id {
            low = high + 1
            high += step
            step *= 2
        }
        high = min(high, ids.count)
        while low < high {
            let mid = (low + high) / 2
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        cursor = low
        return low < ids.count && ids[low] == id ? seqs[low] : nil
    }
}

/// Blocks read, changed and written back by one fold.
struct SearchBitsEdits {
    let tokens: Set<UInt64>
    private var blocks: [Key: PostingBlock] = [:]
    private var broken: Set<UInt64> = []

    struct Key: Hashable {
        let token: UInt64
        let block: Int64
    }

    init(tokens: Set<UInt64>) { self.tokens = tokens }

    mutating func set(_ seq: Int64, _ keys: Set<UInt64>, in store: Store) throws {
        try edit(seq, keys, in: store) { $0.insert($1) }
    }

    mutating func clear(_ seq: Int64, _ keys: Set<UInt64>, in store: Store) throws {
        try edit(seq, keys, in: store) { $0.remove($1) }
    }

    private mutating func edit(_ seq: Int64, _ keys: Set<UInt64>, in store: Store, _ change: (inout PostingBlock, Int) -> Void) throws {
        guard seq > 0 else { return }
        let span = Int64(PostingBlock.span)
        for token in keys where tokens.contains(token) && !broken.contains(token) {
            let key = Key(token: token, block: seq / span)
            if blocks[key] == nil {
                let stored = try store.database.queryFirst(
                    "SELECT bits FROM posts_bits WHERE token = ? AND block = ?", [Int64(bitPattern: key.token), key.block]) { $0.bytes(0) }
                guard let bits = stored.map(PostingBlock.init(encoded:)) ?? PostingBlock() else {
                    // Bytes no block encodes: the token's bitmap goes (the
                    // search does without it) until a sample builds it again.
                    broken.insert(token)
                    continue
                }
                blocks[key] = bits
            }
            change(&blocks[key]!, Int(seq % span))
        }
    }

    func write(to store: Store) throws {
        for token in broken {
            try store.database.execute("DELETE FROM posts_bits WHERE token = ?", [Int64(bitPattern: token)])
            try store.database.execute("DELETE FROM posts_bits_tokens WHERE token = ?", [Int64(bitPattern: token)])
        }
        for (key, bits) in blocks where !broken.contains(key.token) {
            if bits.isEmpty {
                try store.database.execute("DELETE FROM posts_bits WHERE token = ? AND block = ?", [Int64(bitPattern: key.token), key.block])
            } else {
                try store.database.execute("INSERT OR REPLACE INTO posts_bits (token, block, bits) VALUES (?, ?, ?)",
                                           [Int64(bitPattern: key.token), key.block, SQLBlob(bits.encoded)])
            }
        }
    }
}
