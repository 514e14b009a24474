import Testing
import WeiboCore
@testable import WeiboStore

/// The sample's 关注 and 粉丝 (v18, filed as opened lists by v19): each of its people has both lists
/// offline, each the other's mirror, and the user's 已关注 / 互相关注 marks
/// agree with its own lists.
@Suite("The sample's follows", .english)
struct SampleFollowsTests {
    @Test("every person's lists are there, 粉丝 mirroring 关注, and the user's marks agree")
    func listsAgree() throws {
        try withTemporaryDirectory { dir in
            let store = try Store.open(dataDirectory: dir)
            defer { store.close() }
            let sample = try SampleData.bundled()
            for person in sample.users {
                let following = try #require(try store.peopleList(of: person.id, fans: false), "\(person.name)")
                let fans = try #require(try store.peopleList(of: person.id, fans: true), "\(person.name)")
                #expect(following.people.map(\.id) == person.follows ?? [], "\(person.name)")
                #expect(!fans.progress.more && !following.progress.more, "nothing more on Weibo to ask for")
                for fan in fans.people {
                    #expect(try store.peopleList(of: fan.id, fans: false)?.people.contains { $0.id == person.id } == true, "\(fan.name) follows \(person.name)")
                }
            }
            let me = try store.localUser()
            let mine = try #require(try store.peopleList(of: me.id, fans: false)).people.map(\.id)
            let myFans = try #require(try store.peopleList(of: me.id, fans: true)).people.map(\.id)
            #expect(!mine.isEmpty && !myFans.isEmpty)
            for person in sample.users where person.id != me.id {
                let user = try #require(try store.user(id: person.id))
                #expect((user.following == true) == mine.contains(person.id), "\(person.name)")
                #expect((user.followsMe == true) == myFans.contains(person.id), "\(person.name)")
            }
        }
    }
}
