/// An answer the terminal sent to a query of the app's. Never a key: it
/// must not reach a text field or a binding, whatever letters it holds.
public enum TerminalReport: Sendable, Hashable {
    /// kitty's graphics protocol answered `ESC _ G … ; OK ESC \` (or an error).
    case kittyGraphics(ok: Bool)
    /// DA1, `ESC [ ? Ps ; … c`: the attributes (4 is sixel).
    case primaryAttributes([Int])
    /// `ESC [ 6 ; height ; width t`: one cell's size in pixels.
    case cellPixelSize(width: Int, height: Int)
    /// `ESC [ 0 n`: "ready", the answer to DSR 5 (`ESC [ 5 n`).
    case deviceReady
    /// Not from the terminal itself: the terminal session's conclusion from
    /// the reports above (or from their absence at the timeout), sent once.
    case graphicsDecided(GraphicsProtocol, cellPixelSize: Size?)

    /// The report a control string holds (`ESC _` APC content, without the
    /// introducer and terminator), or nil.
    public static func applicationString(_ content: [UInt8]) -> TerminalReport? {
        guard content.first == UInt8(ascii: "G"), let semicolon = content.firstIndex(of: UInt8(ascii: ";")) else { return nil }
        let message = content[(semicolon + 1)...]
        return .kittyGraphics(ok: message.elementsEqual("OK".utf8))
    }

    /// The report a CSI sequence holds, or nil: DA1 (`?…c`), the cell
    /// size (`6;h;w t`) and DSR's "ready" (`0n`).
    public static func controlSequence(parameters: [UInt8], final: UInt8) -> TerminalReport? {
        if final == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") {
            guard let values = numbers(parameters.dropFirst()) else { return nil }
            return .primaryAttributes(values)
        }
        if final == UInt8(ascii: "t"), let values = numbers(parameters[...]), values.count == 3, values[0] == 6 {
            return .cellPixelSize(width: values[2], height: values[1])
        }
        if final == UInt8(ascii: "n"), parameters == [UInt8(ascii: "0")] { return .deviceReady }
        return nil
    }

    /// `1;2;4` as numbers; nil when a field is not digits (or absurdly long).
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        var values: [Int] = []
        for field in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            guard !field.isEmpty, field.count <= 6,
                  field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            values.append(field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        return values
    }
}
