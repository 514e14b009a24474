/// Stand-ins for the rough-data rules another branch is writing into
/// JSONNode (one bad item never costs the page; counts like "1.2万" read as
/// numbers). The web layer reads every list and count through these two
/// only, so the lead deletes this file at merge and `webCount` becomes
/// `count` (LEAD: remove this file; replace `webCount(` with `count(`).
extension JSONNode {
    /// The array's items read with `read`; an item that fails is counted in
    /// `skipped` instead of failing the whole list.
    func items<T>(_ read: (JSONNode) throws(BadResponse) -> T) throws(BadResponse) -> (items: [T], skipped: Int) {
        var items: [T] = []
        var skipped = 0
        for entry in try array() {
            do {
                items.append(try read(entry))
            } catch {
                skipped += 1
            }
        }
        return (items, skipped)
    }

    /// A count as the mobile web writes it: a number, a string of digits,
    /// "1.2万", "3亿", "100万+"; missing, null or unreadable is 0 (a count
    /// is never worth a post).
    func webCount(_ key: String) throws(BadResponse) -> Int {
        guard let node = try field(key) else { return 0 }
        switch node.value {
        case .int(let number): return Int(clamping: max(0, number))
        case .double(let number): return number.isFinite && number >= 0 && number < 1e15 ? Int(number) : 0
        case .string(let text): return WebCount.parse(text) ?? 0
        default: return 0
        }
    }
}

/// "1.2万" → 12000: the mobile web's rounded counts.
enum WebCount {
    static func parse(_ text: String) -> Int? {
        var digits = text.trimmingCharacters(in: " +")
        var scale = 1.0
        if digits.hasSuffix("万") { scale = 10_000; digits.removeLast() } else if digits.hasSuffix("亿") { scale = 100_000_000; digits.removeLast() }
        digits = digits.trimmingCharacters(in: " +")
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              digits.filter({ $0 == "." }).count <= 1, let value = Double(digits) else { return nil }
        let total = (value * scale).rounded()
        return total < 1e15 ? Int(total) : nil
    }
}
