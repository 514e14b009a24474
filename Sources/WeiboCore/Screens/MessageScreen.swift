/// 消息: the message centre's fixed rows.
struct MessageScreen: Screen {
    static let rows = ["@我的", "评论", "赞", "私信"]

    func title(in state: AppState) -> String { Tab.message.title }

    func rowCount(in state: AppState) -> Int { MessageScreen.rows.count }

    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] {
        [DisclosureRow.line(MessageScreen.rows[row], width: width)]
    }
}
