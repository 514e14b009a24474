import Testing
@testable import WeiboCore

/// A video post (Weibo's `page_info` of type video, or a video file posted
/// here): its cover in the picture area with `▶` and the length, never
/// `[图片]`; `v` hands it to the player, and the shell's answer is said.
@Suite struct VideoPostTests {
    static let cover = "https://wx1.sinaimg.cn/orj480/001abcly1hn0000v1.jpg"
    static let video = PostVideo(stream: "https://f.video.weibocdn.com/o0/snow720.mp4?label=mp4_720p",
                                 page: "https://video.weibo.com/show?fid=1034:7", seconds: 83)

    static func videoPost(_ id: Int64 = 1) -> Post {
        Post(id: id, userID: "u1", authorName: "晴天小猫", text: "猫咪第一次见雪", createdAt: TimelineTests.clock.now - 60,
             mediaPath: cover, video: video)
    }

    func state(_ posts: [Post], drawable: Bool = true) -> AppState {
        var s = AppState(info: AppInfo(picturesDrawable: drawable), size: Size(width: 80, height: 24))
        s.clock = TimelineTests.clock
        _ = reduce(&s, .home(.postsLoaded(.timeline, posts, .newest)))
        return s
    }

    @Test("lengths as m:ss and h:mm:ss; a file by its name; none known says 视频")
    func labels() {
        #expect(PostVideo.duration(0) == "0:00" && PostVideo.duration(83) == "1:23" && PostVideo.duration(725) == "12:05")
        #expect(PostVideo.duration(3725) == "1:02:05")
        #expect(Self.video.label == "▶ 1:23")
        #expect(PostVideo(stream: "/home/me/clip.mp4").label == "▶ clip.mp4")
        #expect(PostVideo(stream: nil, page: "https://video.weibo.com/show?fid=1").label == "▶ 视频")
        #expect(Self.video.playerAddress == Self.video.stream && Self.video.browserAddress == Self.video.page)
        #expect(PostVideo(stream: nil, page: "p").playerAddress == "p" && PostVideo(stream: "s").browserAddress == "s")
    }

    @Test("the cover is drawn where pictures go, ▶ 1:23 under it; with pictures off, ▶ 1:23 and no [图片]")
    func cell() {
        let s = state([Self.videoPost()])
        let canvas = ScreenView.render(s).canvas
        #expect(canvas.pictures.map(\.address) == [Self.cover])
        #expect(canvas.text.contains("▶ 1:23") && !canvas.text.contains("[图片]"))
        let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        let coverRow = lines.firstIndex { $0.contains("加载中") } ?? 0
        let labelRow = lines.firstIndex { $0.contains("▶ 1:23") } ?? 0
        #expect(labelRow > coverRow, "under the cover")

        let off = ScreenView.render(state([Self.videoPost()], drawable: false)).canvas.text
        #expect(off.contains("▶ 1:23") && !off.contains("[图片]"))
    }

    @Test("a video file posted here is a video: ▶ and its name, never drawn as a picture nor labelled [图片]")
    func localFile() {
        let post = Post(id: 1, userID: "u_me", authorName: "我", text: "雪", createdAt: TimelineTests.clock.now - 60,
                        kind: .photo, mediaPath: "/home/me/snow.mp4", video: PostVideo(stream: "/home/me/snow.mp4"))
        #expect(post.pictureAddresses.isEmpty && post.attachmentLabel == "▶ snow.mp4")
        let text = ScreenView.render(state([post])).canvas.text
        #expect(text.contains("▶ snow.mp4") && !text.contains("[图片]") && !text.contains("不支持的图片格式"))
    }

    @Test("照片/视频 given a video file: the editor shows ▶ and its name, not [图片]")
    func editorShowsAVideo() {
        var store = TestStore(state([Self.videoPost()]))
        store.press(.char("+"), .char("2")) { $0.modal = .compose(.pathPrompt(PathPromptState(kind: .photo))) }
        store.press(.text("/home/me/snow.mp4")) {
            var prompt = PathPromptState(kind: .photo)
            prompt.field.setText("/home/me/snow.mp4")
            $0.modal = .compose(.pathPrompt(prompt))
        }
        store.press(.enter, effects: [.compose(.checkMediaPath("/home/me/snow.mp4"))])
        store.send(.compose(.mediaChecked(path: "/home/me/snow.mp4", problem: nil, video: true))) {
            var draft = ComposeDraft(mode: .post(.photo), mediaPath: "/home/me/snow.mp4")
            draft.mediaIsVideo = true
            $0.modal = .compose(.editor(EditorState(draft: draft)))
        }
        let text = ScreenView.render(store.state).canvas.text
        #expect(text.contains("▶  1 snow.mp4") && !text.contains("[图片]") && !text.contains("图片 1/9"))
    }

    @Test("v plays the video, with the configured player; on a repost, the original's")
    func vPlays() {
        var store = TestStore(state([Self.videoPost()]))
        store.press(.char("v"), effects: [.home(.openVideo(Self.video, player: nil))])
        var configured = state([Self.videoPost()])
        configured.apply(Config.parse(Array("set video_player vlc --fullscreen\n".utf8), file: "config"))
        var withPlayer = TestStore(configured)
        withPlayer.press(.char("v"), effects: [.home(.openVideo(Self.video, player: ["vlc", "--fullscreen"]))])

        let repost = Post(id: 2, userID: "u2", authorName: "转发的人", text: "看看", createdAt: TimelineTests.clock.now,
                          repostOf: 1, original: Self.videoPost())
        var reposts = TestStore(state([repost]))
        reposts.send(.pictures(.openViewer), effects: [.home(.openVideo(Self.video, player: nil))])
    }

    @Test("what became of it is said: the player, the browser, the address copied, or shown when it could not be")
    func answers() {
        var store = TestStore(state([Self.videoPost()]))
        store.send(.home(.videoOpened(.player("mpv")))) { $0.notice = "正在用 mpv 播放视频" }
        store.send(.home(.videoOpened(.browser("firefox")))) { $0.notice = "已在浏览器中打开视频" }
        store.send(.home(.videoOpened(.copied(Self.video.page!, sent: true)))) {
            $0.notice = "没有播放器（mpv 或 $BROWSER）：已复制视频地址"
        }
        store.send(.home(.videoOpened(.copied(Self.video.page!, sent: false)))) { $0.modal = .home(.link(Self.video.page!)) }
    }

    @Test("the post page names v as play on a video post, and lists the video's address when pictures are off")
    func postPage() {
        var s = state([Self.videoPost()], drawable: false)
        _ = reduce(&s, .navigation(.activate))
        _ = reduce(&s, .home(.postDetailLoaded(PostDetail(post: Self.videoPost(), comments: []))))
        let text = ScreenView.render(s).canvas.text
        #expect(text.contains("v 播放"), "\(text)")
        #expect(text.contains("视频 https://video.weibo.com/show?fid=1034:7") && !text.contains("图片 https://"))
    }
}
