import Testing
@testable import WeiboStore
