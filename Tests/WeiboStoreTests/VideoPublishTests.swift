import Glibc
import Testing
import WeiboCore
@testable import WeiboStore

/// 照片/视频 takes a video file: the post it makes on the sample is a video
/// (`v` plays the file), never a picture that fails to decode.
@Suite("A video posted here")
struct VideoPublishTests {
    func file(_ dir: String, _ name: String, _ bytes: [UInt8]) -> String {
        let path = dir + "/" + name
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return path
    }

    @Test("an MP4 (by its bytes, whatever its name) is the post's video; a PNG stays its picture")
    func videoByContent() throws {
        try withTemporaryDirectory { dir in
            let store = try openTestStore(dir)
            let mp4 = file(dir, "snow.dat", [0, 0, 0, 0x18] + Array("ftypmp42".utf8) + [0, 0, 0, 0] + Array("isommp42".utf8))
            let post = try store.publish(Draft(kind: .photo, text: "下雪了", mediaPath: mp4))
            #expect(post.video == PostVideo(stream: mp4) && post.mediaPath == mp4)
            #expect(post.pictureAddresses.isEmpty && post.attachmentLabel == "▶ snow.dat")
            #expect(try store.post(id: post.id)?.video == PostVideo(stream: mp4))

            let png = file(dir, "cat.mp4", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])
            let photo = try store.publish(Draft(kind: .photo, text: "猫", mediaPath: png))
            #expect(photo.video == nil && photo.pictureAddresses == [png])
            let gone = try store.publish(Draft(kind: .photo, text: "不在了", mediaPath: dir + "/missing.mp4"))
            #expect(gone.video == nil, "a file that cannot be read is taken as it was")
        }
    }
}
