/// The administrative level of a place, in the order search ranks ties:
/// provinces before cities before districts.
///
/// Placeholder levels of the source (市辖区, 省直辖县级行政区划) are not places,
/// so a district may sit directly under a province (济源市 under 河南省) or under
/// a municipality (东城区 under 北京市).
public enum PlaceLevel: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Province, autonomous region, municipality or SAR (省级).
    case province = 0
    /// Prefecture-level city, prefecture, league or autonomous prefecture (地级).
    case city = 1
    /// County-level division: district, county, county-level city, banner (县级).
    case district = 2

    public static func < (lhs: PlaceLevel, rhs: PlaceLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// English word for the command line and place pages.
    public var label: String {
        switch self {
        case .province: "province"
        case .city: "city"
        case .district: "district"
        }
    }

    /// The Chinese term for the level (省级, 地级, 县级).
    public var chineseLabel: String {
        switch self {
        case .province: "省级"
        case .city: "地级"
        case .district: "县级"
        }
    }
}
