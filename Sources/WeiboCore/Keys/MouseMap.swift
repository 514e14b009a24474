/// Turns mouse events into actions: the tab bar, the nav bar, rows, the
/// wheel, and the popup. Pure, like the keymap.
enum MouseMap {
    static func actions(for mouse: MouseEvent, in state: AppState) -> [Action] {
        if !state.helpVisible, case .compose(.editor(let e))? = state.modal { return EditorMouse.actions(for: mouse, e, in: state) }
        let point = Point(x: mouse.x, y: mouse.y)
        let layout = state.layout
        switch mouse.kind {
        case .wheelUp: return state.modal == nil && !state.helpVisible ? [.navigation(.scroll(-3))] : []
        case .wheelDown: return state.modal == nil && !state.helpVisible ? [.navigation(.scroll(3))] : []
        case .release: return []
        case .press: break
        }
        if state.helpVisible { return [.app(.hideHelp)] }
        switch state.modal {
        case .compose(.editor)?, .compose(.placePicker)?, .compose(.ratingPicker)?, .compose(.pathPrompt)?,
             .compose(.resumeDraft)?, .profile(.confirmDeleteDraft)?, .profile(.profileEditor)?,
             .home(.confirmDelete)?, .home(.link)?, .search(.confirmUnfollow)?:
            // Editors are dismissed by their keys only, never by a stray click.
            return []
        case .home(.postActions(let menu))?:
            // A click on a menu's row chooses it, as its number key does; elsewhere it does nothing.
            guard let row = PostActionsView.menuRow(at: point, menu: menu, keys: state.keymap, in: state.size) else { return [] }
            return [.home(.actionsCommand(.chooseItem, number: row + 1))]
        case .groups(let menu)?:
            guard let row = GroupMenuView.row(at: point, menu: menu, state: state) else { return [] }
            return [.groups(.menuCommand(.chooseItem, number: row + 1))]
        case .compose(.popup(let menu))?:
            // A click outside the popup dismisses it, as a tap on the dimmed background does.
            if let item = ComposePopupView.item(at: point, menu: menu, in: state) { return [.compose(.popupChoose(item))] }
            return [.compose(.closePopup)]
        case nil:
            break
        }
        if let bar = layout.tabBar, bar.contains(point) {
            let tabBar = TabBarView.layout(for: state)
            guard let slot = tabBar.slot(atColumn: point.x) else { return [] }
            if let tab = Tab(slotIndex: slot) { return [.tabBar(.select(tab))] }
            return [.compose(.openPopup)]
        }
        // 首页's title opens its menu, as the Weibo app's does.
        if layout.navBar.contains(point), state.page.route == .home { return [.groups(.openMenu)] }
        if layout.navBar.contains(point), !state.stack.isAtRoot {
            if point.x < layout.navBar.width / 3 { return [.navigation(.back)] }
            if point.x >= layout.navBar.maxX - layout.navBar.width / 3 { return [.navigation(.popToRoot)] }
            return []
        }
        // The post (or conversation) beside the list is the selected row's: a
        // click there opens it, as Enter does; no button in it acts, so none
        // can hit another post.
        if let detail = layout.detail, detail.contains(point) {
            return state.besideItem != nil ? [.navigation(.activate)] : []
        }
        // A person's +关注 / 已关注 is a button, as on Weibo.
        if layout.content.contains(point), point.y == layout.content.y, let person = state.personOnPage,
           SearchScreen.followColumns(person, width: layout.content.width)?.contains(point.x - layout.content.x) == true {
            return [.search(.toggleFollow)]
        }
        // A post page's 转发 / 评论 / 赞 labels switch its list.
        if layout.content.contains(point), case .post(let id) = state.page.route,
           let tab = PostScreen(id: id).tab(atColumn: point.x - layout.content.x, line: point.y - layout.content.y, in: state,
                                            width: layout.content.width) {
            return [.home(.postPage(.selectTab(tab)))]
        }
        if layout.content.contains(point), let actions = ListView.toolbarActions(at: point, in: state) {
            return actions
        }
        if layout.content.contains(point), let (row, line) = ListView.rowAndLine(at: point, in: state) {
            // A post's author's name opens their page, as a tap on it does on Weibo.
            if line == 0, let post = state.listGeometry.screen.post(at: row, in: state),
               (1..<(1 + Sanitizer.sanitize(post.authorName).terminalWidth)).contains(point.x - layout.content.x) {
                return [.navigation(.move(row - state.page.selection)), .home(.openAuthor(original: false))]
            }
            return [.navigation(.activateRow(row))]
        }
        return []
    }
}
