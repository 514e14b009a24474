/// One administrative division of China, from a province down to a township
/// or street: a value made from the packed catalogue when it is asked for.
public struct Place: Sendable, Hashable, Identifiable {
    /// The code as published: 6 digits down to counties (430121 for 长沙县),
    /// 9 for townships and streets (430121001); unique.
    public let code: Int
    public let name: String
    public let level: PlaceLevel
    /// The code of the enclosing place; nil for provinces.
    public let parentCode: Int?
    /// Full pinyin without tones as this name is read, one syllable per
    /// character, ü written `v` as pinyin keyboards type it (吕梁 → lv liang).
    public let pinyin: [String]
    /// The first letter of every syllable ("csx" for 长沙县).
    public let initials: String

    public var id: Int { code }

    public init(code: Int, name: String, level: PlaceLevel, parentCode: Int?, pinyin: [String]) {
        self.code = code
        self.name = name
        self.level = level
        self.parentCode = parentCode
        self.pinyin = pinyin
        self.initials = String(pinyin.compactMap(\.first))
    }
}
