import Testing
@testable import WeiboCore

/// The compose popup, its editors, pickers and dialogs drawn in English
/// (`--lang en`): the same fixture as the Chinese snapshots, so the two
/// read side by side. Content (names, posts, places) stays Chinese.
@Suite struct EnglishComposeSnapshotTests {
    /// The keys that type `text` into the open editor or picker.
    func typing(_ text: String) -> [Action] { text.map { .compose(.key(.char($0))) } }

    @Test(arguments: [(80, 24), (40, 12), (20, 8)])
    func composePopupBothPages(width: Int, height: Int) {
        Snapshot.assert(Fixture.english(width, height, [.compose(.openPopup)]), named: "compose-English-\(width)x\(height)")
        Snapshot.assert(Fixture.english(width, height, PopupItems.open(.more)),
                        named: "compose-more-English-\(width)x\(height)")
    }

    @Test("every popup label is whole in English: the grid gives way to the list where three do not fit")
    func composeLabelsAreWhole() {
        for (width, height) in [(80, 24), (46, 12), (40, 12), (36, 12), (24, 10)] {
            for page in ComposeItem.pages.indices {
                let text = Fixture.english(width, height, [.compose(.openPopup)] + (page == 1 ? PopupItems.choose(.more) : [])).canvas.text
                for item in ComposeItem.pages[page] {
                    let title = Language.with(.en) { item.title }
                    #expect(text.contains(title), "\(title) whole at \(width)x\(height):\n\(text)")
                }
            }
        }
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func editors(width: Int, height: Int) {
        let post: [Action] = PopupItems.open(.text) + typing("Rainy day in 重庆 [哈哈]")
        Snapshot.assert(Fixture.english(width, height, post), named: "editor-English-\(width)x\(height)")
        let comment: [Action] = [.compose(.openDraft(ComposeDraft(mode: .comment(postID: 2))))] + typing("Looks great!")
        Snapshot.assert(Fixture.english(width, height, comment), named: "editor-comment-English-\(width)x\(height)")
        let long: [Action] = PopupItems.open(.longPost) + typing("A weekend in Changsha")
            + [.compose(.key(.enter))] + typing("Day one: 臭豆腐 on 坡子街, then the river at night.")
        Snapshot.assert(Fixture.english(width, height, long), named: "editor-long-English-\(width)x\(height)")
        let emptyTitle: [Action] = PopupItems.open(.longPost)
        Snapshot.assert(Fixture.english(width, height, emptyTitle), named: "editor-long-empty-English-\(width)x\(height)")
    }

    @Test func pickersAndDialogs() {
        Snapshot.assert(Fixture.english(80, 24, PopupItems.open(.checkIn) + typing("chang"), places: true),
                        named: "checkin-English-80x24")
        Snapshot.assert(Fixture.english(80, 24, PopupItems.open(.review) + [.compose(.dialogCommand(.left))]),
                        named: "rating-English-80x24")
        Snapshot.assert(Fixture.english(80, 24, PopupItems.open(.photo)), named: "photo-English-80x24")
        // The camera item says why it asks for a file instead.
        Snapshot.assert(Fixture.english(80, 24, PopupItems.open(.camera)),
                        named: "camera-English-80x24")
        let draft = ComposeDraft(mode: .post(.text), text: "周末去长沙，先吃臭豆腐 then the river")
        Snapshot.assert(Fixture.english(80, 24, [.compose(.offerDraft(draft))]), named: "resume-draft-English-80x24")
        Snapshot.assert(Fixture.english(80, 24, PopupItems.open(.text) + typing("Half a thought")
                                        + [.compose(.leaveEditor)]), named: "save-draft-English-80x24")
    }
}
