import WeiboCore

/// Reads and decodes the pictures on screen.
@MainActor
struct PictureEffects: FeatureEffects {
    let pictures: PictureSource

    func run(_ effect: PictureEffect) throws -> [Action] {
        switch effect {
        case .loadPicture(let key): return [.pictures(.loaded(key, pictures.load(key)))]
        }
    }

    func failure(of effect: PictureEffect) -> String {
        switch effect {
        case .loadPicture: return tr("出错了", "Something went wrong")
        }
    }
}
