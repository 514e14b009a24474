/// Turns input into actions. The bindings are data, one table per context:
/// the help overlay, the About page and the README's key table are all
/// drawn from them, and the config file changes them. Pure: it reads the
/// state to know which contexts apply.
public struct Keymap: Equatable, Sendable {
    public private(set) var tables: [KeyContext: [KeyBinding]]

    public init(tables: [KeyContext: [KeyBinding]]) { self.tables = tables }

    /// The bindings weibo-tui ships with; each feature brings its table.
    public static let standard = Keymap(tables: [
        .always: alwaysKeys, .global: globalKeys, .posts: postKeys, .activity: activityKeys, .results: resultKeys, .discover: discoverKeys, .profile: profileKeys,
        .drafts: draftKeys, .about: aboutKeys, .pictures: pictureKeys, .search: searchKeys, .chat: chatKeys,
        .popup: popupKeys, .editor: editorKeys, .pictureStrip: pictureStripKeys, .help: helpKeys,
        .confirm: confirmKeys, .savePrompt: savePromptKeys, .emoticons: emoticonKeys, .actionMenu: actionMenuKeys, .link: linkKeys,
        .rating: ratingKeys, .placePicker: placePickerKeys, .pathPrompt: pathPromptKeys, .profileEditor: profileEditorKeys,
        .mentions: mentionKeys,
    ])

    /// Binds `key` to `command` in `context`, in front of what was there:
    /// the key leaves any other binding of that context.
    public mutating func bind(_ key: Key, to command: Command, in context: KeyContext) {
        unbind(key, in: context)
        var table = tables[context] ?? []
        if let i = table.firstIndex(where: { $0.command == command }) {
            table[i].keys.insert(key, at: 0)
        } else {
            table.insert(KeyBinding([key], command), at: 0)
        }
        tables[context] = table
    }

    /// Takes `key` out of `context` (the config's `bind CONTEXT KEY none`):
    /// it then falls through to the next context, or does nothing.
    public mutating func unbind(_ key: Key, in context: KeyContext) {
        guard var table = tables[context] else { return }
        for i in table.indices { table[i].keys.removeAll { $0 == key } }
        table.removeAll { $0.keys.isEmpty }
        tables[context] = table
    }

    /// The command `key` runs in `context`, if it is bound there.
    public func command(for key: Key, in context: KeyContext) -> Command? {
        tables[context]?.first { $0.keys.contains(key) }?.command
    }

    /// The contexts the state's focus puts in play, most specific first.
    static func contexts(in state: AppState) -> [KeyContext] {
        // An open `@` list has its keys before the editor's or the chat's.
        if let modal = state.modal {
            let dialog = KeyContext.dialog(modal)
            let mentions: [KeyContext] = dialog == .editor && state.editor?.mention != nil ? [.mentions] : []
            let strip: [KeyContext] = dialog == .editor && state.editor?.focus == .pictures ? [.pictureStrip] : []
            return [.always] + mentions + strip + (dialog.map { [$0] } ?? [])
        }
        if state.isTypingInSearch || state.isTypingInFind { return [.always, .search] }
        if let id = state.chatID { return [.always] + (state.messages.chats[id]?.mention != nil ? [.mentions] : []) + [.chat] }
        // A search of all Weibo's results are posts, with 发现's keys beside them.
        if case .weiboSearch = state.page.route { return [.always, .posts, .discover, .global] }
        if let page = KeyContext.page(state.page.route) { return [.always, page, .global] }
        return [.always, .global]
    }

    public func actions(for event: InputEvent, in state: AppState) -> [Action] {
        switch event {
        case .resize(let size): return [.app(.resize(size))]
        case .hangup: return [.app(.quit)]
        case .mouse(let mouse): return MouseMap.actions(for: mouse, in: state)
        case .key(let key): return actions(for: key, in: state)
        case .report(.graphicsDecided(let graphics, let cellPixelSize)):
            return [.app(.graphicsDetected(graphics))] + (cellPixelSize.map { [.app(.cellPixelSizeDetected($0))] } ?? [])
        case .report:
            return []  // the raw answers are the terminal session's to weigh
        }
    }

    func actions(for key: Key, in state: AppState) -> [Action] {
        if state.helpVisible {
            for context in [KeyContext.always, .help] {
                guard let command = command(for: key, in: context), command != .help,
                      let action = Self.action(for: command, key: key, in: context, state: state) else { continue }
                return [action]
            }
            return [.app(.hideHelp)]
        }
        // After Ctrl-X, Ctrl-E finishes the chord; any other key ends it and
        // then does what it always does (Ctrl-C still quits).
        if state.editor?.awaitingChordKey == true {
            if key == .ctrl("e") { return [.compose(.chordKey(key))] }
            var rest = state
            rest.editor?.awaitingChordKey = false
            return [.compose(.chordKey(key))] + actions(for: key, in: rest)
        }
        for context in Self.contexts(in: state) {
            guard let command = command(for: key, in: context),
                  let action = Self.action(for: command, key: key, in: context, state: state) else { continue }
            return [action]
        }
        return Self.unboundKey(key, in: state).map { [$0] } ?? []
    }

    /// What an Alt key is where nothing takes it: the Esc the user may
    /// have typed quickly and the character (a terminal sends both alike),
    /// each to be acted on in turn; nil for any other key, for an Alt key
    /// bound here, and for one the focused text field edits with.
    public func handedOn(_ key: Key, in state: AppState) -> [Key]? {
        guard case .alt(let c) = key else { return nil }
        if !state.helpVisible, Self.contexts(in: state).contains(where: { command(for: key, in: $0) != nil }) { return nil }
        if !state.helpVisible, state.acceptsTextRun || state.isTypingInFind, TextField.altKeys.contains(c) { return nil }
        return [.escape, c == "\u{7F}" ? .backspace : .char(c)]
    }

    /// A key no table binds: text for the field that has focus; nothing in
    /// a dialog without one (its keys are its context's bindings), or the
    /// link box's "any key closes it"; anywhere else it is a key the user
    /// guessed, answered by a pointer to the help.
    static func unboundKey(_ key: Key, in state: AppState) -> Action? {
        switch state.modal {
        case .compose(.editor(let e))?: return e.isInPrompt ? nil : .compose(.key(key))
        case .compose(.placePicker)?, .compose(.pathPrompt)?: return .compose(.key(key))
        case .profile(.profileEditor)?: return .profile(.editorKey(key))
        case .compose(.ratingPicker)?, .compose(.resumeDraft)?, .profile(.confirmDeleteDraft)?, .home(.postActions)?,
             .home(.confirmDelete)?, .search(.confirmUnfollow)?, .groups?: return nil
        case .home(.link)?: return .home(.dismissLink)
        case .compose(.popup)?: return .app(.unboundKey)
        case nil:
            if state.isTypingInFind { return .search(.key(key)) }
            if state.isTypingInSearch { return .discover(.searchKey(key)) }
            if state.chatID != nil { return .messages(.chatKey(key)) }
            return .app(.unboundKey)
        }
    }

    /// The pointer an unbound key gets: the key that shows the help where
    /// the lists are (`?` unless the config moved it), else F1.
    public var unboundKeyHint: String {
        let key = [KeyContext.global, .always].lazy.compactMap { tables[$0]?.first { $0.command == .help }?.keys.first }.first
        return tr("按 \(key?.name ?? "F1") 查看快捷键", "Press \(key?.name ?? "F1") for keys")
    }

    /// What `command` does here, or nil when it does nothing here (the key
    /// then falls through to the next context).
    static func action(for command: Command, key: Key, in context: KeyContext, state: AppState) -> Action? {
        if context.isDialog { return dialogAction(for: command, key: key, in: context, state: state) }
        // A picture, full screen, is no list: these do nothing there.
        if context == .global, state.page.route.isPicture, [.down, .up, .pageDown, .pageUp, .top, .bottom, .open].contains(command) {
            return nil
        }
        switch command {
        case .quit: return .app(.quit)
        case .redraw: return .app(.redraw)
        case .help: return .app(.showHelp)
        case .tabHome: return .tabBar(.select(.home))
        case .tabMessages: return .tabBar(.select(.message))
        case .tabDiscover: return .tabBar(.select(.discover))
        case .tabProfile: return .tabBar(.select(.profile))
        case .nextTab: return .tabBar(.cycle(1))
        case .previousTab: return .tabBar(.cycle(-1))
        case .compose: return .compose(.openPopup)
        case .down, .up, .left, .right:
            return movement(command, in: context)
        case .pageDown, .pageUp:
            let down = command == .pageDown ? 1 : -1
            switch context {
            case .chat: return .messages(.pageChat(-down))
            case .help: return .app(.pageHelp(down))
            default: return .navigation(.page(down))
            }
        case .top: return .navigation(.top)
        case .bottom: return .navigation(.bottom)
        case .open:
            if state.isTypingInFind { return .search(.submit) }
            if let entity = state.focusedEntity {
                // A web session opens a #topic#'s page on Weibo; elsewhere the cached posts that name it.
                if case .topic(let name) = entity, state.canSearchWeibo { return .discover(.openWeiboSearch(WeiboSearchQuery("#" + name + "#"))) }
                return .search(.openPage(entity.scope))
            }
            return .navigation(.activate)
        case .back: return .navigation(.back)
        case .more: return .navigation(.popToRoot)
        case .search:
            if let scope = SearchScope.of(state.page.route) { return .search(.begin(scope)) }
            if SearchScope.searchesPlaces(state.page.route) { return .discover(.beginSearch) }
            return .app(.notify(tr("这一页没有可搜索的内容", "Nothing to search on this page")))
        case .findNext, .findPrevious:
            return state.canStepResults ? .search(.step(command == .findNext ? 1 : -1)) : nil
        case .pickTopic:
            return state.entityPost == nil ? nil : .search(.nextEntity)
        case .directMessage: return state.personOnPage == nil ? nil : .search(.messagePerson)
        case .follow: return state.personOnPage == nil ? nil : .search(.toggleFollow)
        case .openFollowing, .openFollowers:
            return state.personOnPage == nil && state.page.route != .profile ? nil : .search(.openPeople(fans: command == .openFollowers))
        case .searchWeibo: return .search(.begin(.weibo))
        case .searchTabNext, .searchTabPrevious:
            let step = command == .searchTabNext ? 1 : -1
            switch state.page.route {
            case .weiboSearch: return .discover(.switchWeiboKind(step))
            case .post: return state.modal == nil ? .home(.postPage(.switchTab(step))) : nil
            default: return nil
            }
        case .commentOrder:
            guard case .post = state.page.route, state.modal == nil else { return nil }
            return .home(.postPage(.toggleOrder))
        case .openAuthor: return state.selectedPerson == nil ? nil : .home(.openAuthor(original: false))
        case .openOriginalAuthor: return state.selectedPost == nil ? nil : .home(.openAuthor(original: true))
        case .openOriginal: return state.selectedPost == nil ? nil : .home(.openOriginal)
        case .like: return .home(.toggleLike)
        case .favorite: return state.selectedPost == nil ? nil : .home(.toggleFavorite)
        case .comment: return .home(.comment)
        case .repost: return .home(.repost)
        case .refresh: return .home(.refresh)
        case .actions: return .home(.openActions)
        case .delete: return .home(.deleteSelected)
        case .reply: return state.selectedComment == nil ? nil : .home(.replyToComment)
        case .editProfile: return .profile(.editProfile)
        case .deleteDraft: return .profile(.deleteSelectedDraft)
        case .simulate: return .profile(.simulate)
        case .leaveSearch: return state.isTypingInFind ? .search(.close) : .discover(.endSearch)
        case .clearHistory:
            if state.isTypingInFind { return state.searchScope == .weibo ? .discover(.clearWeiboHistory) : nil }
            return state.discover.mode == .suggestions ? .discover(.clearSearchHistory) : nil
        case .send: return .messages(.send)
        case .closePopup: return .compose(.closePopup)
        case .choose: return .compose(.popupChoose(nil))
        case .chooseItem:
            guard case .char(let c) = key, let digit = c.wholeNumberValue, digit >= 1 else { return nil }
            return .compose(.popupChoose(digit - 1))
        case .publish: return .compose(.publish)
        case .emoticons: return .compose(.openEmoticons)
        // Ctrl-X is the first half of Ctrl-X Ctrl-E, as in bash; a key of
        // the config's own opens the editor at once.
        case .externalEditor: return key == .ctrl("x") ? .compose(.awaitExternalEditorKey) : .compose(.editExternally)
        // With an `@` list open, Esc and Tab are the list's.
        case .leaveEditor: return state.editor?.mention == nil ? .compose(.leaveEditor) : nil
        case .switchField:
            guard let e = state.editor, e.mention == nil, e.draft.title != nil || !e.draft.media.isEmpty else { return nil }
            return .compose(.switchField)
        case .viewPictures: return .pictures(.openViewer)
        case .readMarker: return state.page.route == .home && state.modal == nil ? .resume(.jumpToReadMarker) : nil
        case .groups: return state.page.route == .home && state.modal == nil ? .groups(.openMenu) : nil
        case .loadGap: return state.page.route == .home && state.modal == nil ? .resume(.loadGap) : nil
        case .picturePrevious, .pictureNext: return .pictures(.step(command == .pictureNext ? 1 : -1))
        case .attachPicture: return .compose(.attachPicture)
        case .visibility: return .compose(.cycleVisibility)
        case .yes, .no, .cancel, .save, .saveDraft, .discardDraft, .keepEditing, .complete, .movePictureLeft, .movePictureRight, .removePicture:
            return nil  // a dialog's, bound in the dialogs' contexts
        }
    }

    /// Arrows and hjkl: the popup's grid, a chat's scroll, or a list's selection.
    private static func movement(_ command: Command, in context: KeyContext) -> Action? {
        let (dx, dy): (Int, Int) = {
            switch command {
            case .left: return (-1, 0)
            case .right: return (1, 0)
            case .up: return (0, -1)
            default: return (0, 1)
            }
        }()
        switch context {
        case .popup: return .compose(.popupMove(dx: dx, dy: dy))
        case .chat: return dy == 0 ? nil : .messages(.scrollChat(-dy))
        case .help: return dy == 0 ? nil : .app(.scrollHelp(dy))
        default: return dy == 0 ? nil : .navigation(.move(dy))
        }
    }
}

extension KeyContext {
    /// The context of a page's own keys, if it has any.
    static func page(_ route: Route) -> KeyContext? {
        switch route {
        case .home, .myPosts, .likedPosts, .favoritePosts, .post, .weiboSearch: return .posts
        case .activity(.comment): return .activity
        case .search: return .results
        case .profile: return .profile
        // 待发送 is kept as 草稿箱 is: d takes an item out.
        case .drafts, .outbox: return .drafts
        case .about: return .about
        case .picture: return .pictures
        case .discover: return .discover
        case .messages, .conversations, .settings, .placeList, .place, .activity(.mention), .activity(.like), .chat, .signIn:
            return nil
        }
    }
}

/// Keys bound everywhere.
extension Keymap {
    static let helpKeys: [KeyBinding] = .table([
        ([.char("j"), .down], .down),
        ([.char("k"), .up], .up),
        ([.pageDown, .char(" ")], .pageDown),
        ([.pageUp], .pageUp),
    ])

    static let alwaysKeys: [KeyBinding] = .table([
        ([.ctrl("c")], .quit),
        ([.ctrl("l")], .redraw),
        ([.function(1)], .help),
    ])

    static let globalKeys: [KeyBinding] = .table([
        ([.char("1")], .tabHome), ([.char("2")], .tabMessages), ([.char("3")], .tabDiscover), ([.char("4")], .tabProfile),
        ([.tab], .nextTab), ([.backTab], .previousTab),
        ([.char("+")], .compose),
        ([.char("j"), .down, .ctrl("n")], .down),
        ([.char("k"), .up, .ctrl("p")], .up),
        ([.pageDown, .char(" "), .ctrl("f")], .pageDown),
        ([.pageUp, .ctrl("b")], .pageUp),
        ([.char("g"), .home], .top),
        ([.char("G"), .end], .bottom),
        ([.enter, .right], .open),
        ([.escape, .backspace, .left], .back),
        ([.char("m")], .more),
        ([.char("/")], .search),
        ([.char("u")], .openAuthor),
        ([.char("?")], .help),
        ([.char("q")], .quit),
    ])
}
