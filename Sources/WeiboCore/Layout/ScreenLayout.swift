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

    public init(size: Size, showsTabBar: Bool) {
        self.size = size
        let full = Rect(size: size)
        let (nav, rest) = full.splitTop(ScreenLayout.navBarHeight)
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
