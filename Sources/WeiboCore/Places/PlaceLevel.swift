/// The administrative level of a place, as the Ministry of Civil Affairs'
/// code list gives it.
///
/// The list has no placeholder levels, so a county may sit directly under a
/// province (济源市 under 河南省), the districts of a municipality directly
/// under it (东城区 under 北京市), and townships directly under a prefecture
/// that has no counties (东莞市, 中山市, 儋州市).
public enum PlaceLevel: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Province, autonomous region, municipality or SAR (省级).
    case province = 0
    /// Prefecture-level city, prefecture, league or autonomous prefecture (地级).
    case city = 1
    /// County-level division: district, county, county-level city, banner (县级).
    case district = 2
    /// Township-level division: town, township, street, sumu (乡级).
    case township = 3

    public static func < (lhs: PlaceLevel, rhs: PlaceLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// English word for the command line and place pages.
    public var label: String {
        switch self {
        case .province: "province"
        case .city: "city"
        case .district: "district"
        case .township: "township"
        }
    }

    /// The Chinese term for the level (省级, 地级, 县级, 乡级), the code
    /// list's own, shown beside the English word on the command line.
    public var chineseLabel: String {
        switch self {
        case .province: "省级"  // data: the code list's Chinese term, shown as such
        case .city: "地级"  // data: the code list's Chinese term, shown as such
        case .district: "县级"  // data: the code list's Chinese term, shown as such
        case .township: "乡级"  // data: the code list's Chinese term, shown as such
        }
    }

    /// The level's name in the run's language, for the place pages:
    /// 省级 / province, 地级 / prefecture, 县级 / county, 乡级 / township.
    public var name: String {
        switch self {
        case .province: tr(chineseLabel, "province")
        case .city: tr(chineseLabel, "prefecture")
        case .district: tr(chineseLabel, "county")
        case .township: tr(chineseLabel, "township")
        }
    }
}
