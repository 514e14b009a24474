/// The regions of the screen for one frame: nav bar on top, tab bar at the
/// bottom (absent when a pushed page hides it), content between.
public struct ScreenLayout: Hashable, Sendable {
    /// Below this the app shows a "terminal too small" notice instead.
    public static let minimumSize = Size(width: 20, height: 7)
    public static let navBarHeight = 2
    public static let tabBarHeight = 2

    public let size: Size
    public let navBar: Rect
    public let content: Rect
    public let tabBar: Rect?

    /// `showsNavBar` false: the page has the top rows too (the QR sign-in,
    /// whose code needs every row of 80×24).
    public init(size: Size, showsTabBar: Bool, showsNavBar: Bool = true) {
        self.size = size
        let full = Rect(size: size)
        let (nav, rest) = full.splitTop(showsNavBar ? ScreenLayout.navBarHeight : 0)
        navBar = nav
        if showsTabBar {
            let (body, bar) = rest.splitBottom(ScreenLayout.tabBarHeight)
            content = body
            tabBar = bar
        } else {
            content = rest
            tabBar = nil
        }
    }

    public var isTooSmall: Bool {
        size.width < ScreenLayout.minimumSize.width || size.height < ScreenLayout.minimumSize.height
    }
}
