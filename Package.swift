// swift-tools-version:6.0
import PackageDescription

/// One executable, four libraries and three system-library shims.
/// No outside packages: ncursesw and SQLite come from Debian through pkg-config.
let package = Package(
    name: "weibo-tui",
    products: [
        .executable(name: "weibo-tui", targets: ["weibo-tui"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        /// Declares glibc's `wcwidth`, which `import Glibc` does not expose; used by
        /// the tests that check the width table against the C library.
        .systemLibrary(name: "CWcwidth"),
        .target(name: "WeiboCore"),
        .target(name: "WeiboStore", dependencies: ["WeiboCore", "CSQLite"]),
        .target(name: "WeiboTerminal", dependencies: ["WeiboCore", "CNcursesw"]),
        /// The app shell: the main loop and the effect runner, over the
        /// store and terminal protocols it defines.
        .target(name: "WeiboApp", dependencies: ["WeiboCore", "WeiboStore", "WeiboTerminal"]),
        .executableTarget(
            name: "weibo-tui",
            dependencies: ["WeiboCore", "WeiboStore", "WeiboTerminal", "WeiboApp"]
        ),
        .testTarget(name: "WeiboCoreTests", dependencies: ["WeiboCore", "CWcwidth"]),
        .testTarget(name: "WeiboStoreTests", dependencies: ["WeiboStore", "WeiboCore"]),
        .testTarget(name: "WeiboAppTests", dependencies: ["WeiboApp", "WeiboStore", "WeiboCore"]),
    ]
)
