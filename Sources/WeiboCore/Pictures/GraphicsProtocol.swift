/// What the terminal answered it can draw besides cells: pictures as
/// pixels through the kitty graphics protocol or sixel, or nothing (half
/// blocks or markers only). Decided by asking the terminal once, never
/// from TERM: many terminals claim `xterm-256color` (see docs/PICTURES.md).
public enum GraphicsProtocol: Sendable, Hashable {
    case none, kitty, sixel
}

/// `set pictures off|blocks|auto`: how pictures are drawn. `auto` (the
/// default) asks the terminal for the kitty protocol or sixel and draws
/// half blocks where it has neither; `blocks` never asks; `off` shows the
/// `[图片]` markers and never asks either.
public enum PictureMode: String, Sendable, Hashable, CaseIterable {
    case off, blocks, auto

    /// Whether the terminal may be asked what it can draw.
    public var queriesTerminal: Bool { self == .auto }
}
