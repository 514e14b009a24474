/// A position in degrees (WGS-84 as given by the source). A place has both
/// numbers or neither: a few entries of the source (定州市, 辛集市, abolished
/// districts) carry no coordinates.
public struct PlaceCoordinate: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
