/// Something a key can be bound to. The raw values are the names the config
/// file binds (`bind posts x like`) and the README lists.
public enum Command: String, CaseIterable, Sendable {
    case quit, redraw, help
    case tabHome = "tab-home", tabMessages = "tab-messages", tabDiscover = "tab-discover", tabProfile = "tab-profile"
    case nextTab = "next-tab", previousTab = "previous-tab"
    case compose
    case down, up, pageDown = "page-down", pageUp = "page-up", top, bottom
    case open, back, more, search
    case like, comment, repost, refresh, actions, delete, reply
    case nextResult = "find-next", previousResult = "find-previous", nextTopic = "pick-topic"
    case editProfile = "edit-profile", deleteDraft = "delete-draft", simulate
    case leaveSearch = "leave-search", clearHistory = "clear-history"
    case send
    case closePopup = "close-popup", left, right, choose, chooseItem = "choose-item"
    case publish, emoticons, leaveEditor = "leave-editor", switchField = "switch-field"

    /// What the command does, as the help overlay, the About page and the
    /// README say it.
    public var summary: String {
        switch self {
        case .quit: return "退出"
        case .redraw: return "重绘屏幕"
        case .help: return "快捷键列表"
        case .tabHome: return "首页"
        case .tabMessages: return "消息"
        case .tabDiscover: return "发现"
        case .tabProfile: return "我"
        case .nextTab: return "下一个标签"
        case .previousTab: return "上一个标签"
        case .compose: return "发布菜单"
        case .down: return "下移"
        case .up: return "上移"
        case .pageDown: return "向下翻页"
        case .pageUp: return "向上翻页"
        case .top: return "到顶"
        case .bottom: return "到底"
        case .open: return "打开"
        case .back: return "返回"
        case .more: return "更多：回到根页"
        case .search: return "搜索所在页面"
        case .nextResult: return "下一条搜索结果"
        case .previousResult: return "上一条搜索结果"
        case .nextTopic: return "选下一个话题/@"
        case .like: return "赞 / 取消赞"
        case .comment: return "评论"
        case .repost: return "转发"
        case .refresh: return "刷新"
        case .actions: return "微博操作菜单"
        case .delete: return "删除微博或评论"
        case .reply: return "回复评论"
        case .editProfile: return "编辑资料"
        case .deleteDraft: return "删除草稿"
        case .simulate: return "模拟新消息"
        case .leaveSearch: return "退出搜索"
        case .clearHistory: return "清除搜索历史"
        case .send: return "发送"
        case .closePopup: return "关闭菜单"
        case .left: return "左移"
        case .right: return "右移"
        case .choose: return "选择"
        case .chooseItem: return "按编号选择"
        case .publish: return "发布"
        case .emoticons: return "表情"
        case .leaveEditor: return "离开，可存草稿"
        case .switchField: return "标题 / 正文"
        }
    }
}
