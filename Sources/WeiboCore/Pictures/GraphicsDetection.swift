/// The terminal's answers to the graphics query, gathered until they
/// decide what it can draw.
///
/// The query (`GraphicsQuery.text`) asks kitty's protocol first and ends
/// with DA1, which every terminal answers, in order: so DA1's answer ends
/// the wait. A kitty `OK` before it: kitty. DA1's attributes holding 4
/// (sixel) and a known cell size in pixels: sixel (without the size its
/// pixels cannot be matched to cells). Anything else, or no DA1 within the
/// timeout: none. Through tmux's passthrough the query ends with DSR 5
/// instead, whose "ready" ends the wait the same way. Pure: the terminal
/// feeds it reports and the time.
public struct GraphicsDetection: Sendable, Hashable {
    public private(set) var kittyAnswered = false
    public private(set) var attributes: [Int]?
    /// From the kernel (TIOCGWINSZ) or the terminal's `CSI 6;h;w t`.
    public private(set) var cellPixelSize: Size?

    public init(cellPixelSize: Size? = nil) {
        self.cellPixelSize = cellPixelSize
    }

    /// Takes one report; the decision once DA1 has answered, else nil.
    public mutating func receive(_ report: TerminalReport) -> GraphicsProtocol? {
        switch report {
        case .kittyGraphics(let ok):
            if ok { kittyAnswered = true }
        case .cellPixelSize(let width, let height):
            if width > 0, height > 0 { cellPixelSize = Size(width: width, height: height) }
        case .primaryAttributes(let values):
            attributes = values
            return decision
        case .deviceReady:
            return decision
        case .graphicsDecided:
            break
        }
        return nil
    }

    /// What the answers so far decide when no more will be waited for.
    public var decision: GraphicsProtocol {
        if kittyAnswered { return .kitty }
        if attributes?.contains(4) == true, cellPixelSize != nil { return .sixel }
        return .none
    }
}

/// The query written once after the first frame.
public enum GraphicsQuery {
    /// How long the app waits for DA1's answer before deciding `none`.
    public static let timeoutMs: Int64 = 1_000
    /// The kitty query's image id: its answer names it.
    public static let kittyQueryID: UInt32 = 31

    /// kitty's query (a 1×1 RGB picture, `a=q`: checked, never stored or
    /// shown), then `CSI 16 t` (the cell size in pixels) when the kernel did
    /// not tell it, then DA1.
    public static func text(askCellSize: Bool) -> String {
        kitty + (askCellSize ? "\u{1B}[16t" : "") + "\u{1B}[c"
    }

    /// What goes inside tmux's passthrough: kitty's query, then DSR 5 (not
    /// DA1). tmux answers a DA1 itself, at once, before the outer
    /// terminal's kitty answer, and keeps the outer terminal's DA1 answer
    /// for itself; the outer terminal's "ready" it passes on, in order
    /// (tmux 3.3a). No cell size: sixel is never drawn through tmux.
    public static let passthroughText = kitty + "\u{1B}[5n"

    /// kitty's query alone.
    public static let kitty = "\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
}
