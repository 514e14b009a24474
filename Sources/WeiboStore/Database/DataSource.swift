import WeiboCore

/// Where the store-backed commands read and write: the bundled sample (the
/// default, no network ever) or the logged-in Weibo account's own cache.
public enum DataSource {
    case sample
    case account(Account)

    /// The account saved in `dataDirectory`, unless `sampleOnly` (`--sample`)
    /// or nobody is logged in.
    public static func active(dataDirectory: String, sampleOnly: Bool) throws -> DataSource {
        guard !sampleOnly, let account = try AccountFile.read(dataDirectory: dataDirectory) else { return .sample }
        return .account(account)
    }

    /// The store's file in the data folder.
    public var storeFileName: String {
        switch self {
        case .sample: DataDirectory.databaseFileName
        case .account(let account): account.storeFileName
        }
    }

    public func openStore(dataDirectory: String) throws -> Store {
        switch self {
        case .sample: try Store.open(dataDirectory: dataDirectory)
        case .account(let account): try Store.openAccount(dataDirectory: dataDirectory, account: account)
        }
    }
}
