/// A string split once into grapheme clusters, with what wrapping and
/// markup look at for each: its width, and its byte when it is plain ASCII.
///
/// Why: wrapping and styling ask many questions per character ("a space?",
/// "a `#`?", "how wide?"). Asked of `Character`s, each `==` against a
/// literal goes through String comparison, which for CJK text takes the
/// normalising slow path; measured on the first frame of 首页, comparisons
/// and re-splitting the same text were about a third of laying out the post
/// cards. Here the text is split once and every question is a byte or an
/// integer.
struct ClusteredText {
    let string: String
    /// Where each cluster starts, then `string.endIndex`.
    private(set) var starts: [String.Index] = []
    /// Columns each cluster takes (`Character.terminalWidth`).
    private(set) var widths: [Int] = []
    /// The cluster's byte when it is a single ASCII byte, "\r\n" counting as
    /// "\n"; otherwise 0.
    private(set) var ascii: [UInt8] = []
    /// Each cluster's first scalar (closing punctuation and the like are
    /// single scalars).
    private(set) var firstScalars: [Unicode.Scalar] = []

    init(_ string: String) {
        self.string = string
        var index = string.startIndex
        while index < string.endIndex {
            let next = string.index(after: index)
            let character = string[index]
            starts.append(index)
            widths.append(character.terminalWidth)
            firstScalars.append(character.unicodeScalars.first!)
            let utf8 = character.utf8
            if utf8.count == 1 {
                ascii.append(utf8.first!)
            } else {
                ascii.append(utf8.count == 2 && utf8.first == 0x0D && utf8.last == 0x0A ? 0x0A : 0)
            }
            index = next
        }
        starts.append(string.endIndex)
    }

    var count: Int { widths.count }

    /// The clusters `range` as a string (a copy of the bytes, not a rebuild
    /// character by character).
    func text(_ range: Range<Int>) -> String {
        String(string[starts[range.lowerBound]..<starts[range.upperBound]])
    }
}
