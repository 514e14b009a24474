/// One administrative division of China: a province, a city or a district.
public struct Place: Sendable, Hashable, Identifiable {
    /// The 6-digit administrative code (e.g. 430121 for 长沙县), unique.
    public let code: Int
    public let name: String
    public let level: PlaceLevel
    /// The code of the enclosing place; nil for provinces.
    public let parentCode: Int?
    public let coordinate: PlaceCoordinate?
    /// Full pinyin without tones, one syllable per character of `name`,
    /// ü written `v` as pinyin keyboards type it (吕梁 → ["lv", "liang"]).
    public let pinyin: [String]
    /// The first letter of every syllable ("csx" for 长沙县).
    public let initials: String

    public var id: Int { code }

    public init(
        code: Int, name: String, level: PlaceLevel, parentCode: Int?,
        coordinate: PlaceCoordinate?, pinyin: [String]
    ) {
        self.code = code
        self.name = name
        self.level = level
        self.parentCode = parentCode
        self.coordinate = coordinate
        self.pinyin = pinyin
        self.initials = String(pinyin.compactMap(\.first))
    }
}
