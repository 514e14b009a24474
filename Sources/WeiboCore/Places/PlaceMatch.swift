/// One search hit: the place, how well the query fits it, and what to highlight.
public struct PlaceMatch: Sendable, Hashable {
    public let place: Place
    /// The query spells the whole name, its suffix (省, 市, 区, 县 …) optional:
    /// `changsha`, `cs` and `长沙` for 长沙市. Such places rank first.
    public let spellsWholeName: Bool
    /// The match needs a reading the name does not use (`zhongqing` for
    /// 重庆); such places rank after every place read as typed.
    public let usesOtherReading: Bool
    /// Character offsets into `place.name` to highlight: the occurrence of
    /// Chinese text, or the characters whose syllables the query spelled.
    public let highlight: Range<Int>

    public init(place: Place, spellsWholeName: Bool, usesOtherReading: Bool, highlight: Range<Int>) {
        self.place = place
        self.spellsWholeName = spellsWholeName
        self.usesOtherReading = usesOtherReading
        self.highlight = highlight
    }
}
