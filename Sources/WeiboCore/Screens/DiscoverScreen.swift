/// 发现: the search field and the provinces.
struct DiscoverScreen: Screen {
    func title(in state: AppState) -> String { Tab.discover.title }
    func rowCount(in state: AppState) -> Int { 0 }
    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] { [] }
    func emptyMessage(in state: AppState) -> String? { "正在加载…" }
}

/// The children of a province or city.
struct PlaceListScreen: Screen {
    let code: Int
    func title(in state: AppState) -> String { String(code) }
    func rowCount(in state: AppState) -> Int { 0 }
    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] { [] }
}

/// One place's page.
struct PlaceScreen: Screen {
    let code: Int
    func title(in state: AppState) -> String { String(code) }
    func rowCount(in state: AppState) -> Int { 0 }
    func rowLines(_ row: Int, in state: AppState, width: Int) -> [Line] { [] }
}
