extension Migration {
    /// v20, the sample's comment threads (楼中楼, issue 32): a few of its
    /// comments have replies (sample.json's `root`), so a post page's
    /// `共N条回复 ›` opens a thread offline as a web session's does. The
    /// replies are seeded where a store made before lacks them, filed under
    /// their root (`root_id`), each root's `reply_count` the replies it
    /// holds, and the posts' comment counts are the comments they hold
    /// again. No table changes: only the sample's store is touched.
    static let v20SampleThreads = Migration(version: 20, summary: "the sample's comment threads") { database, context in
        guard try database.queryFirst("SELECT count(*) FROM posts WHERE sample_key IS NOT NULL", [], { $0.int(0) }) ?? 0 > 0 else { return }
        let firstRun = try firstRunAt(database, context: context)
        let replies = try context.sample().comments?.filter { $0.root != nil } ?? []
        for reply in replies {
            try seedSampleComment(reply, database, firstRun: firstRun)
            try database.execute("UPDATE comments SET root_id = (SELECT id FROM comments WHERE sample_key = ?) WHERE sample_key = ?",
                                 [reply.root, reply.id])
        }
        for root in Set(replies.compactMap(\.root)) {
            try database.execute(
                "UPDATE comments SET reply_count = (SELECT count(*) FROM comments r WHERE r.root_id = comments.id) WHERE sample_key = ?", [root])
        }
        try countSampleComments(database, context: context)
    }
}
