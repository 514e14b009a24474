/// Turns input into actions: the keymap is a contract the tests and the help
/// overlay rely on. Pure: it reads the state to know what has focus.
public enum Keymap {
    /// The keymap as the help overlay and the About page list it.
    public static let help: [(keys: String, meaning: String)] = [
        ("1 2 3 4", "首页 / 消息 / 发现 / 我"),
        ("Tab  Shift-Tab", "下一个 / 上一个标签"),
        ("+", "发布（弹出菜单，数字键或方向键+回车选择）"),
        ("j k ↓ ↑", "上下移动"),
        ("PgDn PgUp", "翻页"),
        ("g G", "到顶 / 到底"),
        ("Enter →", "打开"),
        ("Esc Backspace ←", "返回"),
        ("m", "更多：回到根页面"),
        ("l c f r", "赞 / 评论 / 转发 / 刷新（首页、正文）"),
        ("e  d", "编辑资料（我）/ 删除草稿（草稿箱）"),
        ("s", "模拟新消息（关于页）"),
        ("Ctrl-S  Ctrl-E", "编辑器：发布 / 表情；@ 提及好友；Esc 存草稿"),
        ("/", "搜索（发现）"),
        ("?  F1", "显示 / 关闭本帮助（输入时用 F1）"),
        ("q  Ctrl-C", "退出（q 在输入框外）"),
    ]

    public static func actions(for event: InputEvent, in state: AppState) -> [Action] {
        switch event {
        case .resize(let size): return [.resize(size)]
        case .hangup: return [.quit]
        case .mouse(let mouse): return actions(for: mouse, in: state)
        case .key(let key): return actions(for: key, in: state)
        }
    }

    static func actions(for key: Key, in state: AppState) -> [Action] {
        if key == .ctrl("c") { return [.quit] }
        if key == .ctrl("l") { return [.redraw] }
        if state.helpVisible { return [.hideHelp] }
        if key == .function(1) { return [.showHelp] }
        switch state.modal {
        case .compose(let menu)?:
            return composeActions(for: key, menu: menu)
        case .editor?, .placePicker?, .ratingPicker?, .pathPrompt?, .resumeDraft?, .confirmDeleteDraft?, .profileEditor?:
            return [.modalKey(key)]
        case nil:
            if state.isTypingInSearch { return searchActions(for: key, in: state) }
            if state.chatID != nil { return chatActions(for: key) }
            return pageActions(for: key)
        }
    }

    /// In a chat the input line has the keyboard; arrows scroll the messages.
    static func chatActions(for key: Key) -> [Action] {
        switch key {
        case .escape: return [.back]
        case .tab: return [.cycleTab(1)]
        case .backTab: return [.cycleTab(-1)]
        default: return [.chatKey(key)]
        }
    }

    /// While the search field has focus, keys type; movement keys still
    /// move through the results so the user can pick one without leaving it.
    static func searchActions(for key: Key, in state: AppState) -> [Action] {
        switch key {
        case .escape: return [.endSearch]
        case .enter: return [.activate]
        case .down, .ctrl("n"): return [.move(1)]
        case .up, .ctrl("p"): return [.move(-1)]
        case .pageDown: return [.page(1)]
        case .pageUp: return [.page(-1)]
        case .tab: return [.cycleTab(1)]
        case .backTab: return [.cycleTab(-1)]
        case .ctrl("x") where state.discover.mode == .suggestions: return [.clearSearchHistory]
        default: return [.searchKey(key)]
        }
    }

    static func composeActions(for key: Key, menu: ComposeMenuState) -> [Action] {
        switch key {
        case .escape, .char("+"), .char("q"): return [.closeModal]
        case .left, .char("h"): return [.composeMove(dx: -1, dy: 0)]
        case .right, .char("l"): return [.composeMove(dx: 1, dy: 0)]
        case .up, .char("k"): return [.composeMove(dx: 0, dy: -1)]
        case .down, .char("j"), .tab: return [.composeMove(dx: 0, dy: 1)]
        case .enter, .char(" "): return [.composeChoose(nil)]
        case .char(let c):
            if let digit = c.wholeNumberValue, digit >= 1, digit <= ComposeItem.pages[menu.page].count {
                return [.composeChoose(digit - 1)]
            }
            return []
        default: return []
        }
    }

    static func pageActions(for key: Key) -> [Action] {
        switch key {
        case .char("1"): return [.selectTab(.home)]
        case .char("2"): return [.selectTab(.message)]
        case .char("3"): return [.selectTab(.discover)]
        case .char("4"): return [.selectTab(.profile)]
        case .tab: return [.cycleTab(1)]
        case .backTab: return [.cycleTab(-1)]
        case .char("+"): return [.openCompose]
        case .char("j"), .down, .ctrl("n"): return [.move(1)]
        case .char("k"), .up, .ctrl("p"): return [.move(-1)]
        case .pageDown, .char(" "), .ctrl("f"): return [.page(1)]
        case .pageUp, .ctrl("b"): return [.page(-1)]
        case .char("g"), .home: return [.top]
        case .char("G"), .end: return [.bottom]
        case .enter, .right: return [.activate]
        case .escape, .backspace, .left: return [.back]
        case .char("l"): return [.toggleLike]
        case .char("c"): return [.comment]
        case .char("f"): return [.repost]
        case .char("r"): return [.refresh]
        case .char("d"), .delete: return [.deleteSelectedDraft]
        case .char("e"): return [.editProfile]
        case .char("s"): return [.simulate]
        case .char("m"): return [.popToRoot]
        case .char("/"): return [.beginSearch]
        case .char("?"): return [.showHelp]
        case .char("q"): return [.quit]
        default: return []
        }
    }

    static func actions(for mouse: MouseEvent, in state: AppState) -> [Action] {
        let point = Point(x: mouse.x, y: mouse.y)
        let layout = state.layout
        switch mouse.kind {
        case .wheelUp: return state.modal == nil && !state.helpVisible ? [.scroll(-3)] : []
        case .wheelDown: return state.modal == nil && !state.helpVisible ? [.scroll(3)] : []
        case .release: return []
        case .press: break
        }
        if state.helpVisible { return [.hideHelp] }
        switch state.modal {
        case .editor?, .placePicker?, .ratingPicker?, .pathPrompt?, .resumeDraft?, .confirmDeleteDraft?, .profileEditor?:
            // Editors are dismissed by their keys only, never by a stray click.
            return []
        default:
            break
        }
        if state.modal != nil {
            // A click outside the popup dismisses it, as a tap on the dimmed background does.
            if case .compose(let menu)? = state.modal, let item = ComposePopupView.item(at: point, menu: menu, in: state) {
                return [.composeChoose(item)]
            }
            return [.closeModal]
        }
        if let bar = layout.tabBar, bar.contains(point) {
            let tabBar = TabBarView.layout(for: state)
            guard let slot = tabBar.slot(atColumn: point.x) else { return [] }
            if let tab = Tab(slotIndex: slot) { return [.selectTab(tab)] }
            return [.openCompose]
        }
        if layout.navBar.contains(point), !state.stack.isAtRoot {
            if point.x < layout.navBar.width / 3 { return [.back] }
            if point.x >= layout.navBar.maxX - layout.navBar.width / 3 { return [.popToRoot] }
            return []
        }
        if layout.content.contains(point), let row = ListView.row(at: point, in: state) {
            return [.activateRow(row)]
        }
        return []
    }
}
