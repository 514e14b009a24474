import WeiboCore
import WeiboStore

/// What a start does with the place the last run left (`ResumeFile`): the
/// actions that put it back after the first screen, the same for the
/// snapshot's frame and for the store's.
struct ResumeStart {
    let found: ResumeFile.Found
    let fresh: Bool
    let dataDirectory: String?

    /// The point to restore; none under `--fresh`.
    var point: ResumePoint? {
        guard !fresh, case .point(let point) = found else { return nil }
        return point
    }

    /// What the shell starts believing is on disk: under `--fresh`, the
    /// point found, so that where this run ends replaces it.
    var saved: ResumePoint? {
        guard fresh, case .point(let point) = found else { return nil }
        return point
    }

    /// After the first screen's actions: the place catalogue when a page of
    /// 发现 needs it (mapped from the data folder: no frame shows a place
    /// page without its name), then the place; or the note on a file that
    /// was not one.
    var actions: [Action] {
        if case .ignored(let note) = found, !fresh { return [.app(.notify(note))] }
        guard let point else { return [] }
        let places = point.placeQuery != nil || point.stacks.count > Tab.discover.rawValue && point.stacks[Tab.discover.rawValue].count > 1
        return (places ? [.discover(.placesLoaded(PlaceCatalogLoader.shared(cachedIn: dataDirectory)))] : []) + [.resume(.restore(point))]
    }
}
