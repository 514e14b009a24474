/// One step of the schema's history. Migrations are append-only: once
/// released, a migration's SQL never changes; a later change is a new
/// migration with the next version.
struct Migration: Sendable {
    /// What a migration gets to work with.
    struct Context {
        /// Unix seconds when this migration runs; seeded rows are placed
        /// relative to it (v1 also stores it as the `first_run_at` setting, so
        /// later migrations can place their seed rows on the same clock).
        var now: Int64
        /// The bundled sample, decoded only if a migration asks for it.
        var sample: () throws -> SampleData
    }

    /// The `user_version` the store has after this migration.
    let version: Int64
    /// Why this version exists, for logs and tests.
    let summary: String
    /// The work, run inside the migration's own transaction.
    let apply: @Sendable (Database, Context) throws -> Void
}
