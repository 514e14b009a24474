/// One search hit: the place, why it matched, and what to highlight.
public struct PlaceMatch: Sendable, Hashable {
    /// Why a place matched, best first. When a place matches in several ways
    /// the best kind is kept.
    public enum Kind: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// The name equals the query (长沙县 for 长沙县).
        case exactName = 0
        /// The name starts with the query (长沙市 for 长沙).
        case namePrefix = 1
        /// The query spells the first syllables of the full pinyin exactly,
        /// ending on a syllable boundary (长沙市 and 长沙县 for `changsha`; for
        /// `xi an`, a break the user typed must fall on one too).
        case pinyinSyllables = 2
        /// The initials start with the query (张家口市 for `zjk`).
        case initialsPrefix = 3
        /// The full pinyin, syllables joined, starts with the query but the
        /// query ends inside a syllable (上海市 for `shangh`, 常山县 for
        /// `changsha`).
        case pinyinPrefix = 4
        /// The name contains the query elsewhere (开福区 for 福).
        case nameContains = 5

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Ranking tier; places in one tier are ordered by level, then code.
        /// Whole-syllable pinyin and initials share a tier: both mean the
        /// user typed something complete for each character.
        public var tier: Int {
            switch self {
            case .exactName: 0
            case .namePrefix: 1
            case .pinyinSyllables, .initialsPrefix: 2
            case .pinyinPrefix: 3
            case .nameContains: 4
            }
        }

        static let tierCount = 5
    }

    public let place: Place
    public let kind: Kind
    /// Character offsets into `place.name` to highlight: the occurrence of the
    /// query for a name match, the characters whose syllables (or initials)
    /// the query covered for a pinyin or initials match.
    public let highlight: Range<Int>

    public init(place: Place, kind: Kind, highlight: Range<Int>) {
        self.place = place
        self.kind = kind
        self.highlight = highlight
    }
}
