import Foundation
import Testing
@testable import WeiboCore

/// 首页, the post page, 消息, a chat, the `?` help and the post action menu
/// drawn in English: snapshots to read, and a check that no Chinese
/// interface word is left on them. People's names and what they wrote stay
/// as written, so the content below avoids these words.
@Suite struct EnglishSnapshotTests {
    static let clock = MessageSnapshotTests.clock

    /// Words of the Chinese screens (tabs, toolbars, times, counts, hints).
    static let chineseInterface = ["首页", "消息", "发现", "微博", "评论", "转发", "赞", "私信", "快捷键", "更多", "返回",
                                   "加载", "刚刚", "分钟前", "小时前", "昨天", "万", "亿", "来自", "关闭", "选择", "按",
                                   "图片", "操作", "链接", "复制", "删除", "发送", "翻看"]

    /// Draws the state `build` makes, every step in English, and checks it.
    static func english(_ build: () -> AppState, sourceLocation: SourceLocation = #_sourceLocation) -> Frame {
        Language.with(.en) {
            let frame = ScreenView.render(build())
            let text = frame.canvas.text
            for word in chineseInterface {
                #expect(!text.contains(word), "“\(word)” left in English:\n\(text)", sourceLocation: sourceLocation)
            }
            return frame
        }
    }

    static func post(_ id: Int64, _ text: String, by user: String = "u_a", name: String = "长沙吃货日记", minutesAgo: Int64,
                     counts: (Int, Int, Int) = (0, 0, 0), liked: Bool = false, kind: PostKind = .text, title: String? = nil,
                     place: String? = nil, repostOf original: Post? = nil, repostOfGone: Bool = false) -> Post {
        Post(id: id, userID: user, authorName: name, text: text, createdAt: clock.now - minutesAgo * 60, source: "iPhone 15 Pro",
             repostCount: counts.0, commentCount: counts.1, likeCount: counts.2, liked: liked,
             repostOf: repostOfGone ? 99 : original?.id, original: original, kind: kind, title: title, place: place)
    }

    /// A timeline with what the cells show: counts in K and M, a liked
    /// post, a repost with no words, a repost of a deleted post, a photo
    /// with a place, a long post's title, times from just now to last year.
    static let posts: [Post] = {
        let original = post(1, "臭豆腐 #长沙美食# @夜航船的猫 https://example.com/a", minutesAgo: 90, counts: (3, 1, 250_000))
        return [
            post(6, "Plain English mixed with 中文 and emoji 👍🏽 https://example.com/b", by: "u_me", name: "夜航船的猫", minutesAgo: 0,
                 counts: (1, 3, 12_345), liked: true),
            post(5, "", name: "rain_in_重庆", minutesAgo: 7, counts: (0, 0, 1), repostOf: original),
            post(4, "还在吗", name: "rain_in_重庆", minutesAgo: 60 * 20, repostOfGone: true),
            post(3, "橘子洲头", minutesAgo: 60 * 24 * 2, counts: (234_567, 0, 0), kind: .photo, place: "长沙市"),
            post(2, "正文", minutesAgo: 60 * 24 * 400, counts: (0, 120_000_000, 0), kind: .longPost, title: "湘菜地图"),
            original,
        ]
    }()

    static func home(width: Int, height: Int) -> AppState {
        var s = Fixture.state(width: width, height: height)
        s.clock = clock
        _ = reduce(&s, .home(.postsLoaded(.timeline, posts, .newest)))
        _ = reduce(&s, .tabBar(.countsLoaded(StoreCounts(drafts: 1, myPosts: 1, unread: UnreadCounts(mentions: 3, comments: 0, likes: 0,
                                                                                                    messages: 26), unseenPosts: true))))
        return s
    }

    @Test("Home's timeline in English", arguments: [(80, 24), (41, 12), (20, 8), (80, 60), (41, 60)])
    func timeline(width: Int, height: Int) {
        let frame = Self.english { Self.home(width: width, height: height) }
        Snapshot.assert(frame, named: "english-home-\(width)x\(height)")
    }

    @Test("The tab bar in English sits where the geometry says, labels whole")
    func tabBarRow() {
        for (width, height) in [(80, 24), (41, 12), (20, 8)] {
            let frame = Self.english { Self.home(width: width, height: height) }
            let row = frame.canvas.rowText(height - 1)
            let layout = Language.with(.en) { TabBarView.layout(for: Self.home(width: width, height: height)) }
            for slot in layout.slots where slot.width > 0 {
                var column = 0, index = row.startIndex
                while column < slot.labelX && index < row.endIndex {
                    column += row[index].terminalWidth
                    index = row.index(after: index)
                }
                #expect(row[index...].hasPrefix(slot.label + (slot.badge ?? "")), "width \(width) slot \(slot.index): \(row)")
            }
        }
    }

    @Test("A post page in English: the post, its counts, the keys, the comments", arguments: [(80, 24), (40, 12)])
    func postPage(width: Int, height: Int) {
        let frame = Self.english {
            var s = Self.home(width: width, height: height)
            _ = reduce(&s, PageRows.move(toPost: Self.posts[5].id, in: s))
            _ = reduce(&s, .navigation(.activate))
            _ = reduce(&s, .home(.postDetailLoaded(PostDetail(post: Self.posts[5], comments: [
                Comment(id: 2, postID: 1, userID: "u_b", authorName: "rain_in_重庆", text: "看饿了", createdAt: Self.clock.now - 30),
                Comment(id: 1, postID: 1, userID: "u_me", authorName: "夜航船的猫", text: "Looks great",
                        createdAt: Self.clock.now - 60 * 60 * 20),
            ]))))
            return s
        }
        Snapshot.assert(frame, named: "english-post-\(width)x\(height)")
    }

    @Test("Messages in English: the four rows, their counts, the conversations", arguments: [(80, 24), (41, 12)])
    func messageCentre(width: Int, height: Int) {
        let frame = Self.english {
            var s = MessageSnapshotTests().state(width: width, height: height)
            _ = reduce(&s, .tabBar(.select(.message)))
            return s
        }
        Snapshot.assert(frame, named: "english-messages-\(width)x\(height)")
        #expect(frame.canvas.text.contains("Direct messages") && frame.canvas.text.contains("Msgs99+") == (width < 80))
    }

    @Test("A chat in English", arguments: [(80, 24), (41, 12)])
    func chat(width: Int, height: Int) {
        let frame = Self.english {
            var s = MessageSnapshotTests().state(width: width, height: height)
            _ = reduce(&s, .tabBar(.select(.message)))
            _ = reduce(&s, PageRows.move(to: .chat(id: "d1"), in: s))
            _ = reduce(&s, .navigation(.activate))
            _ = reduce(&s, .messages(.chatLoaded(id: "d1", nil, [
                Message(id: 1, conversationID: "d1", fromLocal: true, text: "月底去长沙，坡子街那家口味虾还在吗？", createdAt: Self.clock.now - 86_400 - 60),
                Message(id: 2, conversationID: "d1", fromLocal: false, text: "在的！下午四点去 [哈哈]", createdAt: Self.clock.now - 86_400),
                Message(id: 3, conversationID: "d1", fromLocal: true, text: "Great, thanks! 👍", createdAt: Self.clock.now - 600),
            ], older: false)))
            return s
        }
        Snapshot.assert(frame, named: "english-chat-\(width)x\(height)")
    }

    @Test("The ? help in English, its summaries from the keymap", arguments: [(80, 24), (40, 12), (20, 8)])
    func help(width: Int, height: Int) {
        let frame = Self.english {
            var s = Self.home(width: width, height: height)
            _ = reduce(&s, .app(.showHelp))
            return s
        }
        Snapshot.assert(frame, named: "english-help-\(width)x\(height)")
    }

    @Test("at 20×8 the English help wraps what a key does: scrolled through, every summary is there whole")
    func helpAtTwentyByEightShowsEverySummary() {
        Language.with(.en) {
            var s = Fixture.state(width: 20, height: 8)
            _ = reduce(&s, .app(.showHelp))
            var seen = ""
            for _ in 0...HelpLayout(s).maxScroll {
                // Inside the border, rows joined as one text: a wrapped summary reads whole.
                let rows = ScreenView.render(s).canvas.text.split(separator: "\n").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
                }
                seen += rows.joined(separator: " ") + "\n"
                _ = reduce(&s, .app(.scrollHelp(1)))
            }
            for section in s.keymap.helpSections(in: s) {
                for entry in section.entries {
                    #expect(seen.contains(entry.summary), "\(entry.summary) shown whole")
                }
            }
        }
    }

    @Test("The post action menu in English, and the link box", arguments: [(80, 24), (40, 12), (20, 8)])
    func actionMenu(width: Int, height: Int) {
        let menu = Self.english {
            var s = Self.home(width: width, height: height)
            _ = reduce(&s, .home(.openActions))
            return s
        }
        Snapshot.assert(menu, named: "english-actions-\(width)x\(height)")
        // Another's post: two short items, and still the whole hint.
        let short = Self.english {
            var s = Self.home(width: width, height: height)
            _ = reduce(&s, PageRows.move(toPost: Self.posts[1].id, in: s))
            _ = reduce(&s, .home(.openActions))
            return s
        }
        #expect(short.canvas.text.contains("Enter choose · Esc close") == (width >= 26), "\(short.canvas.text)")
        let link = Self.english {
            var s = Self.home(width: width, height: height)
            _ = reduce(&s, .home(.copied(.link("https://weibo.com/u_a/1"), sent: false)))
            return s
        }
        Snapshot.assert(link, named: "english-link-\(width)x\(height)")
    }

    @Test("English counts: 12K, not 1.2万; one repost, three reposts; times in English")
    func countsAndTimes() {
        Language.with(.en) {
            #expect(CountFormat.short(9_999) == "9999")
            #expect(CountFormat.short(12_000) == "12K")
            #expect(CountFormat.short(12_345) == "12.3K")
            #expect(CountFormat.short(234_567) == "234K")
            #expect(CountFormat.short(300_000_000) == "300M")
            #expect(CountFormat.short(1_250_000_000) == "1.2B")
            #expect(CountFormat.counted(1, "repost") == "1 repost")
            #expect(CountFormat.counted(0, "like") == "0 likes")
            #expect(CountFormat.counted(12_000, "like") == "12K likes")
            let now = Self.clock.now
            #expect(RelativeTime.format(now - 30, clock: Self.clock) == "just now")
            #expect(RelativeTime.format(now - 5 * 60, clock: Self.clock) == "5m ago")
            #expect(RelativeTime.format(now - 3 * 3_600, clock: Self.clock) == "3h ago")
            #expect(RelativeTime.format(now - 86_400, clock: Self.clock).hasPrefix("Yesterday "))
            #expect(WeiboLength.refusal(String(repeating: "字", count: 141)) == "1 character too long, cannot publish")
            #expect(WeiboLength.refusal(" ") == "The text is empty")
        }
        #expect(CountFormat.short(12_345) == "1.2万")
        #expect(CountFormat.short(300_000_000) == "3亿")
        #expect(RelativeTime.format(Self.clock.now - 5 * 60, clock: Self.clock) == "5分钟前")
    }
}
