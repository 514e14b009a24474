/// What keeping the place asks of the shell.
public enum ResumeEffect: Hashable, Sendable {
    /// Write the point beside the store, atomically.
    case save(ResumePoint)
}
