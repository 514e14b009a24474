import Testing
@testable import WeiboCore

/// The 九宫格 in the timeline and the full-screen view, drawn from the
/// state's decoded pictures: what a frame shows, what it asks to decode.
@Suite struct PostPicturesTests {
    static let nine = (1...9).map { "sample:p\($0).png" }

    static func picturePost(_ id: Int64, _ addresses: [String]) -> Post {
        Post(id: id, userID: "u1", authorName: "旅行的猫", text: "西湖九张", createdAt: TimelineTests.clock.now - 60,
             kind: .photo, mediaPath: addresses.joined(separator: "\n"))
    }

    static func color(_ n: Int) -> RGB { RGB(UInt8(20 * n), UInt8(200 - 10 * n), 100) }

    /// A solid picture of `color` at the key's size.
    static func solid(_ key: PictureKey, _ color: RGB) -> PictureImage {
        var rgb = [UInt8](repeating: color.red, count: key.width * key.height * 3)
        for i in stride(from: 0, to: rgb.count, by: 3) { rgb[i + 1] = color.green; rgb[i + 2] = color.blue }
        return .pixels(width: key.width, height: key.height, rgb: rgb)
    }

    func state(_ posts: [Post], size: Size, drawable: Bool = true) -> AppState {
        var s = AppState(info: AppInfo(picturesDrawable: drawable), size: size)
        s.clock = TimelineTests.clock
        _ = reduce(&s, .home(.postsLoaded(.timeline, posts, .newest)))
        return s
    }

    /// Decodes every picture the frame asks for, each a colour of its own.
    func decodeAll(_ s: inout AppState) {
        for _ in 0..<3 {
            let wanted = ScreenView.render(s).canvas.pictures.filter { s.pictures.board.needs($0) }
            for key in wanted {
                #expect(reduce(&s, .pictures(.wanted(key))) == [.pictures(.loadPicture(key))])
                _ = reduce(&s, .pictures(.loaded(key, Self.solid(key, Self.color(Self.nine.firstIndex(of: key.address) ?? 0)))))
            }
        }
    }

    /// The painted cells of a frame, as (x, y, top colour).
    func paintedCells(_ canvas: Canvas) -> [(x: Int, y: Int, color: RGB)] {
        var cells: [(Int, Int, RGB)] = []
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width { if let paint = canvas[x, y].style.paint { cells.append((x, y, paint.top)) } }
        }
        return cells
    }

    @Test("nine pictures are a 3×3 grid of their colours at 80×24 and 41×12, no [图片] marker", arguments: [Size(width: 80, height: 24), Size(width: 41, height: 12)])
    func nineInAGrid(size: Size) {
        var s = state([Self.picturePost(1, Self.nine)], size: size)
        #expect(ScreenView.render(s).canvas.pictures.count == 9)
        decodeAll(&s)
        let canvas = ScreenView.render(s).canvas
        let cells = paintedCells(canvas)
        #expect(Set(cells.map(\.color)).count == 9)
        // Each picture one solid rectangle; their corners three rows of three.
        var corners: [(x: Int, y: Int)] = []
        for n in 0..<9 {
            let mine = cells.filter { $0.color == Self.color(n) }
            let xs = Set(mine.map(\.x)), ys = Set(mine.map(\.y))
            #expect(!mine.isEmpty && xs.count * ys.count == mine.count, "picture \(n + 1) is a rectangle")
            corners.append((xs.min() ?? -1, ys.min() ?? -1))
        }
        let tops = Set(corners.map(\.y)).sorted(), lefts = Set(corners.map(\.x)).sorted()
        #expect(tops.count == 3 && lefts.count == 3)
        for (n, corner) in corners.enumerated() {
            #expect(tops.firstIndex(of: corner.y) == n / 3 && lefts.firstIndex(of: corner.x) == n % 3)
        }
        #expect(!canvas.text.contains("[图片]"))
    }

    @Test("pictures not decoded yet are placeholders the frame asks for; off, the marker stays")
    func placeholdersAndOff() {
        let s = state([Self.picturePost(1, Array(Self.nine.prefix(4)))], size: Size(width: 80, height: 24))
        let frame = ScreenView.render(s).canvas
        #expect(frame.text.contains("加载中") && frame.pictures.count == 4 && paintedCells(frame).isEmpty)
        let off = state([Self.picturePost(1, Self.nine)], size: Size(width: 80, height: 24), drawable: false)
        #expect(ScreenView.render(off).canvas.text.contains("[图片]") && ScreenView.render(off).canvas.pictures.isEmpty)
        var colorless = s
        colorless.colorsEnabled = false
        #expect(ScreenView.render(colorless).canvas.text.contains("[图片]"))
    }

    @Test("a picture that will not show says why in its tile")
    func failedTile() {
        var s = state([Self.picturePost(1, [Self.nine[0], Self.nine[1]])], size: Size(width: 80, height: 24))
        let keys = ScreenView.render(s).canvas.pictures
        _ = reduce(&s, .pictures(.loaded(keys[0], .failed("图片已损坏"))))
        _ = reduce(&s, .pictures(.loaded(keys[1], .notDownloaded)))
        let text = ScreenView.render(s).canvas.text
        #expect(text.contains("图片已损坏") && text.contains("等待下载"))
    }

    @Test("v opens the selected post's pictures full screen; ←/→ page through them; Esc goes back")
    func viewer() {
        let three = Array(Self.nine.prefix(3))
        var store = TestStore(state([Self.picturePost(1, three)], size: Size(width: 80, height: 24)))
        let first = PictureViewer(addresses: three, index: 0)
        store.press(.char("v")) { $0.stack.push(.picture(first)) }
        #expect(!store.state.showsTabBar)
        var canvas = ScreenView.render(store.state).canvas
        #expect(canvas.text.contains("图片 1/3") && canvas.pictures.map(\.address) == [Self.nine[0]])
        store.press(.right, .right) { $0.page.route = .picture(PictureViewer(addresses: three, index: 2)) }
        canvas = ScreenView.render(store.state).canvas
        #expect(canvas.text.contains("图片 3/3") && canvas.pictures.map(\.address) == [Self.nine[2]])
        store.press(.right) { $0.notice = "已是最后一张" }
        store.press(.left) { $0.page.route = .picture(PictureViewer(addresses: three, index: 1)); $0.notice = nil }
        #expect(ScreenView.render(store.state).canvas.text.contains("图片 2/3"))
        store.press(.escape) { $0.stack.pop() }
        #expect(store.state.page.route == .home)
    }

    @Test("v on a repost shows the original's pictures (they are drawn in its cell); it said there were none")
    func viewerOnRepost() {
        let original = Self.picturePost(1, Array(Self.nine.prefix(2)))
        let repost = Post(id: 2, userID: "u2", authorName: "转发的人", text: "看看", createdAt: TimelineTests.clock.now, repostOf: 1, original: original)
        var store = TestStore(state([repost, original], size: Size(width: 80, height: 24)))
        store.send(.pictures(.openViewer)) { $0.stack.push(.picture(PictureViewer(addresses: Array(Self.nine.prefix(2)), index: 0))) }
    }

    @Test("v on a post without pictures, or with pictures off, says why")
    func viewerRefused() {
        var plain = TestStore(state([TimelineTests.post(1, "没有图")], size: Size(width: 80, height: 24)))
        plain.send(.pictures(.openViewer)) { $0.notice = "这条微博没有图片" }
        var off = TestStore(state([Self.picturePost(1, Self.nine)], size: Size(width: 80, height: 24), drawable: false))
        off.send(.pictures(.openViewer)) { $0.notice = "图片未开启：需要 256 色终端，且未设 NO_COLOR" }
    }

    @Test("the board keeps at most its capacity, oldest out first, and forgets what was not downloaded")
    func board() {
        var board = PictureBoard()
        let keys = (0..<(PictureBoard.capacity + 5)).map { PictureKey(address: "sample:\($0)", width: 2, height: 2, fills: true) }
        #expect(board.needs(keys[0]))
        board.ask(keys[0])
        #expect(!board.needs(keys[0]))
        for key in keys { board.store(.failed("x"), for: key) }
        #expect(board[keys[0]] == nil && board[keys[4]] == nil && board[keys[5]] == .failed("x"))
        board.store(.notDownloaded, for: keys[6])
        board.forgetNotDownloaded()
        #expect(board.needs(keys[6]) && board[keys[7]] == .failed("x"))
        // Bytes bound it too: full-screen pictures for kitty are megabytes.
        var big = PictureBoard()
        let huge = (0..<12).map { PictureKey(address: "sample:\($0)", width: 1024, height: 1024, fills: false) }
        for key in huge { big.store(PostPicturesTests.solid(key, RGB(1, 2, 3)), for: key) }
        #expect(big.bytes <= PictureBoard.byteCapacity && big[huge[11]] != nil && big[huge[0]] == nil)
    }

    @Test("kept for the next start: the given posts' decoded pictures whose address never changes, small ones, newest first")
    func keptForTheNextStart() {
        let tile = { (address: String) in PictureKey(address: address, width: 6, height: 6, fills: true) }
        let web = "https://wx1.sinaimg.cn/thumbnail/a.jpg", file = "/home/me/photo.jpg"
        let original = Self.picturePost(1, [web])
        var repost = Self.picturePost(2, [])
        repost.original = original
        let posts = [Self.picturePost(3, Array(Self.nine.prefix(2))), Self.picturePost(4, [file]), repost]
        var board = PictureBoard()
        for address in Self.nine + [web, file] { board.store(Self.solid(tile(address), RGB(1, 2, 3)), for: tile(address)) }
        board.store(.failed("不是图片"), for: PictureKey(address: Self.nine[1], width: 2, height: 2, fills: true))
        let viewer = PictureKey(address: Self.nine[0], width: 200, height: 116, fills: false)
        board.store(Self.solid(viewer, RGB(1, 2, 3)), for: viewer)
        #expect(Set(board.kept(for: posts).keys) == [tile(Self.nine[0]), tile(Self.nine[1]), tile(web)],
                "not another post's, not a file's, not a failure, not the full-screen view's 70 KB")

        var full = PictureBoard()
        let big = (0..<30).map { PictureKey(address: Self.nine[$0 % 9], width: 60, height: 60 + $0, fills: true) }
        for key in big { full.store(Self.solid(key, RGB(1, 2, 3)), for: key) }
        let kept = full.kept(for: [Self.picturePost(1, Self.nine)])
        #expect(kept.values.reduce(0) { $0 + $1.byteCount } <= PictureBoard.keptBytes)
        #expect(kept[big[29]] != nil && kept[big[0]] == nil, "the newest are kept")
    }

    @Test("where the terminal answered it draws pixels, the viewer places the picture at its resolution over blank cells")
    func viewerPixels() {
        var s = state([Self.picturePost(1, [Self.nine[0]])], size: Size(width: 80, height: 24))
        _ = reduce(&s, .app(.graphicsDetected(.kitty)))
        _ = reduce(&s, .pictures(.openViewer))
        decodeAll(&s)
        let canvas = ScreenView.render(s).canvas
        let image = try! #require(canvas.images.first)
        #expect(canvas.images.count == 1 && image.pixelWidth == 800 && image.pixelHeight == 420)
        #expect(image.rect == Rect(x: 0, y: 2, width: 80, height: 21) && paintedCells(canvas).isEmpty)
        s.pictures.mode = .blocks
        #expect(ScreenView.render(s).canvas.images.isEmpty)
    }
}

@Suite struct HighlightKeepsLinesTests {
    @Test("a lit search term keeps its line's links and pictures (they were dropped with the line rebuilt)")
    func keepsLinksAndPictures() {
        var line = Line([Span("看 https://t.cn/x 这里", .plain, link: "https://t.cn/x")])
        line.pictures = [PictureKey(address: "sample:a.png", width: 2, height: 2, fills: true)]
        let lit = TextMatch.highlight(line, ["这里"])
        #expect(lit.pictures == line.pictures)
        #expect(lit.spans.allSatisfy { $0.link == "https://t.cn/x" } && lit.spans.count == 2)
    }
}
