import Glibc
import Testing
import WeiboCore
@testable import WeiboStore

/// The inflated place catalogue kept in the data folder and mapped by the
/// next process (issue 34: `cities search` inflated it every time).
@Suite struct PlaceCatalogCacheTests {
    private var packed: UnsafeBufferPointer<UInt8> { EmbeddedResources.file("places.wtp.z")! }
    private var name: String { PlaceCatalogCache.fileName(packed: packed)! }

    private func kept(_ dir: String) -> [String] {
        guard let directory = opendir(dir) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }

    @Test("the first load keeps the inflated catalogue; the next maps it instead of inflating")
    func keptThenMapped() throws {
        try withTemporaryDirectory { dir in
            let inflated = EmbeddedResources.places
            let first = PlaceCatalogLoader.bytes(cachedIn: dir)
            #expect(first.baseAddress == inflated.baseAddress)
            #expect(kept(dir) == [name])
            #expect(fileSize(dir + "/" + name) == inflated.count + 8)
            let second = PlaceCatalogLoader.bytes(cachedIn: dir)
            #expect(second.baseAddress != inflated.baseAddress)
            #expect(second.elementsEqual(inflated))
            let search = PlaceSearch(directory: PlaceDirectory(catalog: try PackedCatalog(bytes: second)))
            #expect(search.search("changsha", limit: 1).matches.first?.place.name == "长沙市")
        }
    }

    @Test("a damaged, short or linked copy is not mapped but inflated again and rewritten; other builds' copies go")
    func damagedCopies() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/" + name
            _ = PlaceCatalogLoader.bytes(cachedIn: dir)
            // One byte changed in the middle.
            let fd = open(path, O_RDWR)
            var byte: UInt8 = 0
            _ = pread(fd, &byte, 1, 1_000_000)
            byte ^= 0x5A
            _ = pwrite(fd, &byte, 1, 1_000_000)
            close(fd)
            let other = dir + "/places-deadbeef-12.wtp"
            close(open(other, O_WRONLY | O_CREAT, 0o600))
            #expect(PlaceCatalogLoader.bytes(cachedIn: dir).baseAddress == EmbeddedResources.places.baseAddress)
            #expect(kept(dir) == [name])
            #expect(PlaceCatalogLoader.bytes(cachedIn: dir).baseAddress != EmbeddedResources.places.baseAddress)
            // Cut short.
            #expect(truncate(path, 4096) == 0)
            #expect(PlaceCatalogLoader.bytes(cachedIn: dir).baseAddress == EmbeddedResources.places.baseAddress)
            #expect(fileSize(path) == EmbeddedResources.places.count + 8)
            // A link at the name is neither followed nor replaced by the map.
            unlink(path)
            let target = dir + "/elsewhere"
            _ = PlaceCatalogLoader.bytes(cachedIn: dir)
            #expect(rename(path, target) == 0 && symlink(target, path) == 0)
            #expect(PlaceCatalogLoader.bytes(cachedIn: dir).baseAddress == EmbeddedResources.places.baseAddress)
        }
    }

    @Test("no folder, or a file where the folder should be: nothing is kept, the catalogue still opens")
    func noFolder() throws {
        try withTemporaryDirectory { dir in
            #expect(PlaceCatalogLoader.bytes(cachedIn: dir + "/missing").baseAddress == EmbeddedResources.places.baseAddress)
            #expect(kept(dir) == [])
            close(open(dir + "/file", O_WRONLY | O_CREAT, 0o600))
            #expect(PlaceCatalogLoader.bytes(cachedIn: dir + "/file").baseAddress == EmbeddedResources.places.baseAddress)
            #expect(PlaceCatalogLoader.bytes(cachedIn: nil).count == EmbeddedResources.places.count)
        }
    }
}
