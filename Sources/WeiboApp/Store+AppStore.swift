import WeiboCore
import WeiboStore

extension Store: AppStore {
    public func currentCounts() -> StoreCounts {
        currentCounts(localUserID: (try? localUser().id) ?? "")
    }

    public func placeSearch() -> PlaceSearch {
        PlaceCatalogLoader.shared(cachedIn: dataDirectory)
    }

    public func setOpenDraft(_ id: Int64?) throws {
        try setSetting(Store.openDraftSetting, id.map(String.init))
    }
}
