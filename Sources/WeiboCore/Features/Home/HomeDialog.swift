/// The post lists' and the post page's dialogs.
public enum HomeDialog: Hashable, Sendable {
    /// `a` on a post: delete, copy, open a link.
    case postActions(PostActionsState)
    /// Delete my post or comment? (y/n)
    case confirmDelete(DeleteTarget)
    /// A link shown in full, where it could not be opened or copied.
    case link(String)
}
