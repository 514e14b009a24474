extension AppState {
    mutating func reducePictures(_ action: PictureAction) -> [Effect] {
        switch action {
        case .wanted(let key):
            guard pictures.board.needs(key) else { return [] }
            pictures.board.ask(key)
            return [.pictures(.loadPicture(key))]
        case .loaded(let key, let image):
            pictures.board.store(image, for: key)
            // An account's picture not downloaded yet: the sync child brings
            // it, once a run (a download that keeps failing is not retried
            // in a loop; the next scheduled sync brings new posts' anyway).
            guard image == .notDownloaded, info.isAccount, PictureAddress.isRemote(key.address),
                  pictures.board.askDownload(key.address) else { return [] }
            return [.app(.fetch(.pictures([key.address])))]
        case .openViewer:
            let post = selectedPost ?? currentPostPage
            // A video post's `v` plays it: in the player, whatever pictures show.
            if let video = post?.playableVideo { return [.home(.openVideo(video, player: home.videoPlayer))] }
            guard let addresses = post?.viewablePictures, pictureContext != nil else { return notePicturesUnavailable(post) }
            stack.push(.picture(PictureViewer(addresses: addresses, index: 0)))
            return []
        case .step(let delta):
            guard case .picture(var viewer) = page.route else { return [] }
            let index = viewer.index + delta
            guard viewer.addresses.indices.contains(index) else {
                notice = delta > 0 ? tr("已是最后一张", "That is the last picture") : tr("已是第一张", "That is the first picture")
                return []
            }
            viewer.index = index
            page.route = .picture(viewer)
            return []
        }
    }

    /// Why `v` shows nothing: no pictures, or pictures off.
    private mutating func notePicturesUnavailable(_ post: Post?) -> [Effect] {
        if post?.viewablePictures == nil {
            notice = tr("这条微博没有图片", "This post has no pictures")
        } else {
            notice = pictures.mode == .off ? tr("图片未开启：配置文件里 set pictures off", "Pictures are off: set pictures off in the config")
                : tr("图片未开启：需要 256 色终端，且未设 NO_COLOR", "Pictures are off: they need a 256-colour terminal without NO_COLOR")
        }
        return []
    }

    /// The post page on top's post, whatever row is selected.
    var currentPostPage: Post? {
        guard case .post(let id) = page.route else { return nil }
        return home.postDetails[id]?.post
    }

    /// Where pictures may be drawn now; nil when they are off (the
    /// terminal has fewer than 256 colours, `NO_COLOR`, colours turned off,
    /// `set pictures off`).
    public var pictureContext: PictureContext? {
        guard info.picturesDrawable, colorsEnabled, pictures.mode != .off else { return nil }
        return PictureContext(board: pictures.board, pageHeight: layout.content.height)
    }
}
