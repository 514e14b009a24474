/// The regions of the screen for one frame: nav bar on top, tab bar at the
/// bottom (absent when a pushed page hides it), content between.
public struct ScreenLayout: Hashable, Sendable {
    /// Below this the app shows a "terminal too small" notice instead.
    public static let minimumSize = Size(width: 20, height: 7)
    public static let navBarHeight = 2
    public static let tabBarHeight = 2
    /// From this width a post list shows the selected post beside it (as
    /// tut and Mastui do): 160 is two of the 80-column terminals every page
    /// is drawn for, so the list keeps today's 80-column layout and the post
    /// gets as much again. Below it nothing changes.
    public static let wideWidth = 160
    /// The list's share of a wide terminal: about two fifths, never below
    /// the 80 columns a post card and every hint line are written for.
    public static func listWidth(forWidth width: Int) -> Int { max(80, width * 42 / 100) }

    public let size: Size
    public let navBar: Rect
    public let content: Rect
    /// Everything between the bars: `content` alone, or the list, the rule
    /// and the post side by side. A notice spans it.
    public let main: Rect
    public let tabBar: Rect?
    /// On a wide terminal, the selected post beside the list (`content`),
    /// and the one column of rule between them; nil otherwise.
    public let detail: Rect?
    public let divider: Rect?

    /// `showsNavBar` false: the page has the top rows too (the QR sign-in,
    /// whose code needs every row of 80×24).
    /// `split`: the page can show its selected post beside it, which it
    /// does from `wideWidth` columns.
    public init(size: Size, showsTabBar: Bool, showsNavBar: Bool = true, split: Bool = false) {
        self.size = size
        let full = Rect(size: size)
        let (nav, rest) = full.splitTop(showsNavBar ? ScreenLayout.navBarHeight : 0)
        navBar = nav
        if showsTabBar {
            let (body, bar) = rest.splitBottom(ScreenLayout.tabBarHeight)
            main = body
            tabBar = bar
        } else {
            main = rest
            tabBar = nil
        }
        if split && size.width >= ScreenLayout.wideWidth {
            let left = ScreenLayout.listWidth(forWidth: size.width)
            content = Rect(x: main.x, y: main.y, width: left, height: main.height)
            divider = Rect(x: main.x + left, y: main.y, width: 1, height: main.height)
            detail = Rect(x: main.x + left + 1, y: main.y, width: main.width - left - 1, height: main.height)
        } else {
            content = main
            divider = nil
            detail = nil
        }
    }

    public var isTooSmall: Bool {
        size.width < ScreenLayout.minimumSize.width || size.height < ScreenLayout.minimumSize.height
    }
}
