extension Migration {
    /// v15 is another branch's (issue 32's restore work); this empty step
    /// keeps the numbers consecutive until it lands, when its own v15
    /// takes this one's place.
    static let v15Reserved = Migration(version: 15, summary: "reserved for another branch") { _, _ in }
}
