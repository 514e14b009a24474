/// The SGR (mode 1006) mouse report, `ESC [ < button ; column ; row M`
/// (`m` for a release), 1-based.
///
/// Why decode it ourselves: ncurses reads SGR reports only when the
/// terminfo entry says the terminal sends them, and tmux-256color and
/// screen-256color do not say so; there ncurses gets the X10 encoding,
/// whose one byte per coordinate stops at column 223. The app asks those
/// terminals for SGR too and reads the reports here, so a click lands at
/// any width.
public enum SGRMouseReport {
    /// The event for a report whose parameter bytes (after `ESC [`, starting
    /// with `<`) are `parameters` and whose final byte is `final`; nil for
    /// anything else, or for what the app does not use (other buttons,
    /// motion).
    public static func decode(parameters: [UInt8], final: UInt8) -> MouseEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
              parameters.first == UInt8(ascii: "<") else { return nil }
        let fields = parameters.dropFirst().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 6,
                  field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        let (button, column, row) = (numbers[0], numbers[1], numbers[2])
        guard column >= 1, row >= 1 else { return nil }
        let isRelease = final == UInt8(ascii: "m")
        // Shift (4), Alt (8) and Ctrl (16) change nothing here; motion (32) is not used.
        let plain = button & ~(4 | 8 | 16)
        let kind: MouseEvent.Kind
        switch plain {
        case 0: kind = isRelease ? .release : .press
        case 64 where !isRelease: kind = .wheelUp
        case 65 where !isRelease: kind = .wheelDown
        default: return nil
        }
        return MouseEvent(kind: kind, x: column - 1, y: row - 1)
    }
}
