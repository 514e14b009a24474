/// Finding one text in another, character by character, with the standard
/// library alone.
///
/// Why these shadow the standard library's own `contains(_:)` and
/// `firstRange(of:)` for a `String` argument: those live in
/// `_StringProcessing`, and one call to either links that library and its
/// regex parser into the static binary whole (0.95 MB of code, with their
/// metadata and unwind tables more). Being concrete in their argument,
/// these win overload resolution wherever WeiboCore is imported, so a call
/// reads as usual; `scripts/build-release` refuses a binary that links
/// `_StringProcessing` again.
extension StringProtocol {
    /// The first place `other` occurs, compared by `Character`; an empty
    /// `other` is found at the start.
    public func firstRange(of other: String) -> Range<Index>? {
        var start = startIndex
        while true {
            var here = start
            var there = other.startIndex
            while there != other.endIndex, here != endIndex, self[here] == other[there] {
                formIndex(after: &here)
                other.formIndex(after: &there)
            }
            if there == other.endIndex { return start..<here }
            guard start != endIndex else { return nil }
            formIndex(after: &start)
        }
    }

    /// Whether `other` occurs in this text (an empty `other` always does).
    public func contains(_ other: String) -> Bool {
        firstRange(of: other) != nil
    }
}
