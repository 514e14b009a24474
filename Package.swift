// swift-tools-version:6.0
import PackageDescription

/// Two executables (the app and its developer tools), eleven libraries and
/// five system-library shims.
/// No outside packages: ncursesw, SQLite, libpng and libjpeg come from
/// Debian's -dev packages, which a fresh machine has; libcurl, giflib and
/// libwebp, whose -dev packages it lacks, are declared in their shims and
/// loaded at run time. Not through pkg-config: its `-L` of the system
/// folder would put the shared libraries ahead of the .a files that
/// scripts/build-release links in.
let package = Package(
    name: "weibo-tui",
    products: [
        .executable(name: "weibo-tui", targets: ["weibo-tui"]),
        .executable(name: "weibo-tui-dev", targets: ["weibo-tui-dev"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        /// libcurl's types and constants, declared in the shim itself (no
        /// -dev package): the library is loaded with dlopen when an account
        /// first needs the network (see Sources/CCurl/shim.h).
        .systemLibrary(name: "CCurl"),
        /// Declares glibc's `wcwidth`, which `import Glibc` does not expose; used by
        /// the tests that check the width table against the C library.
        .systemLibrary(name: "CWcwidth"),
        /// libpng (with zlib) and libjpeg-turbo linked, giflib and libwebp
        /// declared in the shim and loaded with dlopen at their first picture
        /// (no -dev package for those two), with C wrappers that keep
        /// libpng's and libjpeg's longjmp out of Swift.
        .systemLibrary(
            name: "CPictureCodecs",
            providers: [.apt(["libpng-dev", "zlib1g-dev", "libjpeg62-turbo-dev"])]
        ),
        .target(name: "WeiboCore"),
        /// Files compiled into the binary (the packed place catalogue,
        /// deflated; the sample, its pictures, the pinyin table as they are):
        /// the assembler's `.incbin` of Generated/places.wtp.z and of
        /// Resources/, both written or listed by scripts/embed-resources;
        /// zlib (libpng's own) inflates the catalogue.
        .target(
            name: "WeiboData",
            exclude: ["Generated/places.wtp.z"],
            cSettings: [.headerSearchPath("Generated"), .headerSearchPath("../../Resources")],
            linkerSettings: [.linkedLibrary("z")]
        ),
        .target(name: "WeiboStore", dependencies: ["WeiboCore", "WeiboData", "CSQLite"]),
        /// The Weibo Open API v2 as values: requests to send, replies decoded
        /// onto the app's model, errors typed. No network here: whoever
        /// sends the bytes (the app's HTTP edge) hands them to these functions.
        .target(name: "WeiboAPI", dependencies: ["WeiboCore"]),
        /// HTTP requests over libcurl, without blocking the caller's thread.
        .target(name: "WeiboHTTP", dependencies: ["CCurl"]),
        /// Pictures' bytes to small RGB bitmaps, hostile files refused
        /// within a fixed memory bound (docs/PICTURES.md).
        .target(name: "WeiboPicture", dependencies: ["CPictureCodecs"]),
        .target(name: "WeiboTerminal", dependencies: ["WeiboCore", "CNcursesw"]),
        /// The app shell: the main loop and the effect runner, over the
        /// store and terminal protocols it defines.
        /// Between Weibo and an account's store: one backend per kind of
        /// account, each synced list declared once, the outbox's sender and
        /// the picture downloads. The command line's `sync` and `post` run it.
        .target(name: "WeiboSync", dependencies: ["WeiboCore", "WeiboStore", "WeiboAPI", "WeiboHTTP", "WeiboPicture"]),
        .target(name: "WeiboApp", dependencies: ["WeiboCore", "WeiboStore", "WeiboTerminal", "WeiboPicture", "WeiboSync"]),
        /// Every command other than the app itself: one table of commands
        /// and options behind --help, help COMMAND, completions and the man
        /// page, and each command's contract as a testable function.
        .target(name: "WeiboCommandLine", dependencies: ["WeiboCore", "WeiboStore", "WeiboSync", "WeiboAPI", "WeiboHTTP", "WeiboPicture"]),
        .executableTarget(
            name: "weibo-tui",
            dependencies: ["WeiboCore", "WeiboStore", "WeiboTerminal", "WeiboApp", "WeiboCommandLine"]
        ),
        /// Benchmarks, seeding and packing for scripts/: kept out of the
        /// user's binary and its --help.
        .executableTarget(
            name: "weibo-tui-dev",
            dependencies: ["WeiboCore", "WeiboStore", "WeiboCommandLine"]
        ),
        /// The snapshot files are read by path (SnapshotSupport), not as
        /// resources; excluded so SwiftPM does not warn about them.
        .testTarget(name: "WeiboCoreTests", dependencies: ["WeiboCore", "CWcwidth"], exclude: ["__Snapshots__"]),
        .testTarget(name: "WeiboStoreTests", dependencies: ["WeiboStore", "WeiboCore", "WeiboData", "WeiboPicture"]),
        /// WebFixtures are read by path (the mobile web's replies), and served
        /// by the tests' fake server too; excluded so SwiftPM does not warn.
        .testTarget(name: "WeiboAPITests", dependencies: ["WeiboAPI", "WeiboCore"], exclude: ["WebFixtures"]),
        .testTarget(name: "WeiboHTTPTests", dependencies: ["WeiboHTTP"]),
        .testTarget(name: "WeiboPictureTests", dependencies: ["WeiboPicture"], exclude: ["Fixtures"]),
        .testTarget(name: "WeiboTerminalTests", dependencies: ["WeiboTerminal", "WeiboCore", "CNcursesw"]),
        .testTarget(name: "WeiboAppTests", dependencies: ["WeiboApp", "WeiboStore", "WeiboCore", "WeiboPicture"]),
        .testTarget(name: "WeiboCommandLineTests", dependencies: ["WeiboCommandLine", "WeiboSync", "WeiboStore", "WeiboCore", "WeiboAPI", "WeiboHTTP", "WeiboPicture"]),
    ]
)
