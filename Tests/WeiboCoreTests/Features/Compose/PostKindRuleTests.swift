import Testing
@testable import WeiboCore

/// 长微博's limit and order, 照片/视频's file check, and the posts that need no text.
@Suite struct PostKindRuleTests {
    @Test func longPostTakesTwoThousandByTheSameCountingRule() {
        let atLimit = Draft(kind: .longPost, title: "题", text: String(repeating: "长", count: 2_000))
        #expect(atLimit.refusal(for: .openAPI) == nil)
        #expect(Draft(kind: .longPost, text: String(repeating: "a", count: 4_000)).refusal(for: .openAPI) == nil, "ASCII counts half")
        #expect(Draft(kind: .longPost, text: String(repeating: "长", count: 2_001)).refusal(for: .openAPI) == "超出 1 字，无法发布")
        #expect(Draft(kind: .text, text: String(repeating: "长", count: 141)).refusal(for: .openAPI) == "超出 1 字，无法发布（微博开放接口的账号最多 140 字）")
        #expect(Draft(mode: .comment, kind: .longPost, targetPostID: 1, text: String(repeating: "长", count: 141)).refusal(for: .openAPI)
                == "超出 1 字，无法发布", "only a post can be long")
    }

    @Test func aPhotoOrACheckInNeedsNoText() {
        #expect(Draft(kind: .photo, mediaPath: "/tmp/a.jpg").refusal(for: .openAPI) == nil)
        #expect(Draft(kind: .shoot, mediaPath: "/tmp/a.mp4").refusal(for: .openAPI) == nil)
        #expect(Draft(kind: .checkIn, place: "湖南省 › 长沙市").refusal(for: .openAPI) == nil)
        #expect(Draft(kind: .photo).refusal(for: .openAPI) == "内容不能为空")
        #expect(Draft(kind: .checkIn, text: "  ").refusal(for: .openAPI) == "内容不能为空")
        #expect(Draft(kind: .text).refusal(for: .openAPI) == "内容不能为空")
        #expect(Draft(kind: .review, rating: 5).refusal(for: .openAPI) == "内容不能为空")
        #expect(Draft(kind: .photo, text: String(repeating: "长", count: 141), mediaPath: "/a.png").refusal(for: .openAPI) == "超出 1 字，无法发布")
    }

    @Test func theEditorCountsAgainstTheKindsLimit() {
        var canvas = Canvas(size: Size(width: 60, height: 20))
        let editor = EditorState(draft: ComposeDraft(mode: .post(.longPost), text: "正文", title: "题"))
        var state = AppState(size: Size(width: 60, height: 20))
        state.modal = .compose(.editor(editor))
        _ = EditorView.draw(editor, state: state, into: &canvas)
        #expect(canvas.text.contains("1998"))
    }

    @Test func aLongPostShowsItsTitleFirstThenTheBody() {
        let post = Post(id: 1, userID: "u", authorName: "作者", text: "正文第一句", createdAt: 0, kind: .longPost, title: "标题在前")
        let text = PostCell.lines(post, width: 40, clock: Clock(now: 0)).map { $0.spans.map(\.text).joined() }
        let title = text.firstIndex { $0.contains("标题在前") }, body = text.firstIndex { $0.contains("正文第一句") }
        #expect(title != nil && body != nil && title! < body!)
        #expect(!text.joined().contains("《标题在前》"))
        let repost = Post(id: 2, userID: "u", authorName: "转发者", text: "", createdAt: 0, repostOf: 1, original: post)
        let quoted = PostCell.lines(repost, width: 60, clock: Clock(now: 0)).map { $0.spans.map(\.text).joined() }.joined()
        #expect(quoted.contains("《标题在前》正文第一句"))
    }

    @Test func mediaIsKnownByItsFirstBytesNotItsName() {
        func bytes(_ s: String, _ pad: Int = 16) -> [UInt8] { Array(s.utf8) + Array(repeating: 0, count: max(0, pad - s.utf8.count)) }
        #expect(MediaType.sniff([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 12)) == .jpeg)
        #expect(MediaType.sniff([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
        #expect(MediaType.sniff(bytes("GIF89a")) == .gif)
        #expect(MediaType.sniff(bytes("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ")) == .webp)
        #expect(MediaType.sniff(bytes("RIFF\u{0}\u{0}\u{0}\u{0}AVI LIST")) == .avi)
        #expect(MediaType.sniff(bytes("\u{0}\u{0}\u{0}\u{18}ftypisom")) == .mp4)
        #expect(MediaType.sniff(bytes("\u{0}\u{0}\u{0}\u{18}ftypheic")) == .heif)
        #expect(MediaType.sniff(bytes("\u{0}\u{0}\u{0}\u{14}ftypqt  ")) == .quickTime)
        #expect(MediaType.sniff([0x1A, 0x45, 0xDF, 0xA3, 1, 2]) == .matroska)
        #expect(MediaType.sniff(bytes("hello, this is text")) == nil)
        #expect(MediaType.sniff(bytes("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ")) == nil, "a sound is not a photo")
        #expect(MediaType.sniff([]) == nil)
        #expect(MediaType.sniff([0xFF, 0xD8]) == nil, "too short for a signature")
        #expect(MediaType.mp4.isVideo && !MediaType.png.isVideo)
    }
}
