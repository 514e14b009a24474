/// Something a key can be bound to. The raw values are the names the config
/// file binds (`bind posts x like`) and the man page lists.
public enum Command: String, CaseIterable, Sendable {
    case quit, redraw, help
    case tabHome = "tab-home", tabMessages = "tab-messages", tabDiscover = "tab-discover", tabProfile = "tab-profile"
    case nextTab = "next-tab", previousTab = "previous-tab"
    case compose
    case down, up, pageDown = "page-down", pageUp = "page-up", top, bottom
    case open, back, more, search
    case like, comment, repost, refresh, actions, delete, reply
    case favorite
    case findNext = "find-next", findPrevious = "find-previous", pickTopic = "pick-topic"
    case openAuthor = "open-author", openOriginalAuthor = "open-original-author", openOriginal = "open-original"
    case directMessage = "direct-message"
    case follow, openFollowing = "open-following", openFollowers = "open-followers"
    case searchWeibo = "search-weibo", searchTabNext = "search-tab-next", searchTabPrevious = "search-tab-previous"
    case commentOrder = "comment-order"
    case editProfile = "edit-profile", deleteDraft = "delete-draft", simulate
    case leaveSearch = "leave-search", clearHistory = "clear-history"
    case send
    case closePopup = "close-popup", left, right, choose, chooseItem = "choose-item"
    case publish, emoticons, leaveEditor = "leave-editor", switchField = "switch-field", externalEditor = "external-editor"
    case viewPictures = "view-pictures", picturePrevious = "picture-previous", pictureNext = "picture-next"
    case readMarker = "read-marker"
    case groups
    case loadGap = "load-gap"
    case yes, no, cancel, save
    case saveDraft = "save-draft", discardDraft = "discard-draft", keepEditing = "keep-editing"
    case complete, attachPicture = "attach-picture", visibility
    case movePictureLeft = "move-picture-left", movePictureRight = "move-picture-right", removePicture = "remove-picture"

    /// What the command does, as the help overlay, the About page and the
    /// man page say it.
    public var summary: String {
        switch self {
        case .quit: return tr("退出", "Quit")
        case .redraw: return tr("重绘屏幕", "Redraw the screen")
        case .help: return tr("快捷键列表", "Show the keys")
        case .tabHome: return tr("首页", "Home")
        case .tabMessages: return tr("消息", "Messages")
        case .tabDiscover: return tr("发现", "Discover")
        case .tabProfile: return tr("我", "Me")
        case .nextTab: return tr("下一个标签", "Next tab")
        case .previousTab: return tr("上一个标签", "Previous tab")
        case .compose: return tr("发布菜单", "Compose menu")
        case .down: return tr("下移", "Move down")
        case .up: return tr("上移", "Move up")
        case .pageDown: return tr("向下翻页", "Page down")
        case .pageUp: return tr("向上翻页", "Page up")
        case .top: return tr("到顶", "Go to the top")
        case .bottom: return tr("到底", "Go to the bottom")
        case .open: return tr("打开", "Open")
        case .back: return tr("返回", "Back")
        case .more: return tr("更多：回到根页", "More: back to the first page")
        case .search: return tr("搜索所在页面", "Search this page")
        case .findNext: return tr("下一条搜索结果", "Next match")
        case .findPrevious: return tr("上一条搜索结果", "Previous match")
        case .pickTopic: return tr("选下一个话题/@", "Next topic or @name")
        case .openAuthor: return tr("看作者主页", "Author's page")
        case .directMessage: return tr("给这个人发私信", "Message this person")
        case .follow: return tr("关注 / 取消关注", "Follow / unfollow")
        case .openFollowing: return tr("看他关注的人", "Whom they follow")
        case .openFollowers: return tr("看他的粉丝", "Their followers")
        case .searchWeibo: return tr("搜索全微博", "Search all of Weibo")
        case .searchTabNext: return tr("下一个分类（搜索的综合、实时、用户、话题；微博的转发、评论、赞）",
                                       "Next tab (a search's top, latest, people, topics; a post's reposts, comments, likes)")
        case .searchTabPrevious: return tr("上一个分类", "Previous tab")
        case .commentOrder: return tr("评论按热度 / 按时间", "Comments hot first / newest first")
        case .openOriginalAuthor: return tr("看原作者主页", "Original author")
        case .openOriginal: return tr("看原微博", "Original post")
        case .like: return tr("赞 / 取消赞", "Like / unlike")
        case .favorite: return tr("收藏/取消收藏", "Favourite / unfavourite")
        case .comment: return tr("评论", "Comment")
        case .repost: return tr("转发", "Repost")
        case .refresh: return tr("刷新", "Refresh")
        case .actions: return tr("微博操作菜单", "Post actions")
        case .delete: return tr("删除微博或评论", "Delete a post or comment")
        case .reply: return tr("回复评论", "Reply to a comment")
        case .editProfile: return tr("编辑资料", "Edit profile")
        case .deleteDraft: return tr("删除草稿", "Delete draft")
        case .simulate: return tr("模拟新消息", "Simulate new messages")
        case .leaveSearch: return tr("退出搜索", "Leave search")
        case .clearHistory: return tr("清除搜索历史", "Clear search history")
        case .send: return tr("发送", "Send")
        case .closePopup: return tr("关闭", "Close")
        case .left: return tr("左移", "Move left")
        case .right: return tr("右移", "Move right")
        case .choose: return tr("选择", "Choose")
        case .chooseItem: return tr("按编号选择", "Choose by number")
        case .publish: return tr("发布", "Publish")
        case .emoticons: return tr("表情", "Emoticons")
        case .leaveEditor: return tr("离开，可存草稿", "Leave (can save a draft)")
        case .switchField: return tr("标题 / 正文", "Title / body")
        case .externalEditor: return tr("在 $VISUAL / $EDITOR 里编辑（Ctrl-X 后按 Ctrl-E）", "Edit in $VISUAL / $EDITOR (Ctrl-X, then Ctrl-E)")
        case .viewPictures: return tr("看图或播放视频", "View pictures, or play a video")
        case .readMarker: return tr("上次看到的位置", "Where you stopped")
        case .groups: return tr("切换分组", "Switch group")
        case .loadGap: return tr("补上缺的微博", "Fill in the gap")
        case .picturePrevious: return tr("上一张图", "Previous picture")
        case .pictureNext: return tr("下一张图", "Next picture")
        case .yes: return tr("是", "Yes")
        case .no: return tr("否", "No")
        case .cancel: return tr("取消", "Cancel")
        case .save: return tr("保存", "Save")
        case .saveDraft: return tr("存为草稿并离开", "Save the draft and leave")
        case .discardDraft: return tr("不保存，离开", "Leave without saving")
        case .keepEditing: return tr("继续编辑", "Keep editing")
        case .complete: return tr("补全路径（再按一次列出候选）", "Complete the path (again: list the choices)")
        case .attachPicture: return tr("添加图片（最多 9 张）或一段视频", "Attach a picture (up to 9) or a video")
        case .visibility: return tr("可见范围：公开 / 好友圈 / 仅自己", "Who sees it: public / friends circle / only me")
        case .movePictureLeft: return tr("图片左移", "Move the picture left")
        case .movePictureRight: return tr("图片右移", "Move the picture right")
        case .removePicture: return tr("移除图片", "Remove the picture")
        }
    }
}
