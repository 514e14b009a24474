@testable import WeiboCore

/// The compose popup's items by what they are, never by their place on a
/// page: an item added to the popup moves the others, and a test that
/// counted would open the wrong editor.
enum PopupItems {
    /// `item`'s place on its page.
    static func index(of item: ComposeItem) -> Int {
        guard let index = ComposeItem.pages.lazy.compactMap({ $0.firstIndex(of: item) }).first else {
            preconditionFailure("the popup has no \(item)")
        }
        return index
    }

    /// From the popup's first page, the choices that reach `item`: 更多
    /// first for an item of the second page.
    static func choose(_ item: ComposeItem) -> [Action] {
        let turn: [Action] = ComposeItem.pages[0].contains(item) ? [] : [.compose(.popupChoose(index(of: .more)))]
        return turn + [.compose(.popupChoose(index(of: item)))]
    }

    /// Open the popup and choose `item`.
    static func open(_ item: ComposeItem) -> [Action] { [.compose(.openPopup)] + choose(item) }
}
