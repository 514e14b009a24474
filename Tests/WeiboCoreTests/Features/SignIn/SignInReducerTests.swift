import Foundation
import Testing
@testable import WeiboCore

/// 我 › 登录: the page's state follows the child's events; leaving the
/// page stops the child; a saved account ends the shell's loop.
@Suite struct SignInReducerTests {
    static let address = "https://passport.weibo.cn/signin/qrcode/scan?qr=ABCDEFGHIJKLMNOPQRSTUVWX&sinacnlogin"

    func onProfile(account: String? = nil) -> TestStore {
        var s = AppState(info: AppInfo(dataDirectory: "/tmp/d", account: account, accountKind: account == nil ? nil : .web),
                         size: Size(width: 80, height: 24))
        s.selectedTab = .profile
        return TestStore(s)
    }

    /// The last row of 我 says what the Weibo app says: 登录 signed out, 切换账号 signed in.
    @Test func theRowIsLastAndOpensThePage() {
        let rows = ProfileScreen.rows(in: onProfile().state)
        #expect(rows.last == .signIn)
        #expect(ProfileScreen.Row.signIn.title(in: onProfile().state) == "登录")
        #expect(ProfileScreen.Row.signIn.title(in: onProfile(account: "测试用户").state) == "切换账号")
        var store = onProfile()
        let row = ProfileRows.index(of: .signIn, in: store.state)
        store.send(.navigation(.activateRow(row)), effects: [.signIn(.start)]) {
            $0.page.selection = row
            $0.stack.push(.signIn)
            $0.signIn = SignInState()
        }
        #expect(store.state.layout.navBar.height == 0, "the page has every row")
    }

    @Test func eventsMoveThePageOnAndASavedAccountEndsTheLoop() {
        var store = onProfile()
        store.send(.signIn(.open), effects: [.signIn(.start)]) {
            $0.stack.push(.signIn)
            $0.signIn = SignInState()
        }
        store.send(.signIn(.event(.code(Self.address)))) {
            $0.signIn?.code = Self.address
            $0.signIn?.phase = .code(.waiting)
        }
        store.send(.signIn(.event(.progress(.scanned)))) { $0.signIn?.phase = .code(.scanned) }
        store.send(.signIn(.event(.progress(.expired)))) { $0.signIn?.phase = .code(.expired) }
        store.send(.signIn(.event(.code(Self.address + "2")))) {
            $0.signIn?.code = Self.address + "2"
            $0.signIn?.phase = .code(.waiting)
        }
        #expect(!store.state.leavesForAnotherAccount)
        store.send(.signIn(.event(.signedIn(name: "测试用户")))) {
            $0.signIn?.phase = .signedIn("测试用户")
            $0.signIn?.switchDue = true
        }
        #expect(store.state.leavesForAnotherAccount)
        // Once over, the child's end changes nothing.
        store.send(.signIn(.ended(failure: nil)))
    }

    @Test func aFailureIsSaidAndAnEndWithoutWordsToo() {
        var store = onProfile()
        store.send(.signIn(.open), effects: [.signIn(.start)]) {
            $0.stack.push(.signIn)
            $0.signIn = SignInState()
        }
        store.send(.signIn(.ended(failure: "cannot connect"))) { $0.signIn?.phase = .failed("cannot connect") }
        store.send(.navigation(.back), effects: [.signIn(.cancel)]) {
            $0.stack.pop()
            $0.signIn = nil
        }
        store.send(.signIn(.open), effects: [.signIn(.start)]) {
            $0.stack.push(.signIn)
            $0.signIn = SignInState()
        }
        store.send(.signIn(.event(.failed("signed out")))) { $0.signIn?.phase = .failed("signed out") }
    }

    /// Back, or 我 tapped again: the child is stopped, and what it still
    /// said arrives to a page that is gone and changes nothing.
    @Test func leavingThePageCancelsAndLateEventsAreDropped() {
        var store = onProfile()
        store.send(.signIn(.open), effects: [.signIn(.start)]) {
            $0.stack.push(.signIn)
            $0.signIn = SignInState()
        }
        store.send(.tabBar(.select(.profile)), effects: [.signIn(.cancel)]) {
            $0.stack.popToRoot()
            $0.signIn = nil
        }
        store.send(.signIn(.event(.code(Self.address))))
        store.send(.signIn(.ended(failure: "killed")))
        // Another tab keeps the page, and its child, running.
        store.send(.signIn(.open), effects: [.signIn(.start)]) {
            $0.stack.push(.signIn)
            $0.signIn = SignInState()
        }
        store.send(.tabBar(.select(.home))) { $0.selectedTab = .home }
        #expect(store.state.signIn != nil)
    }

    @Test func eventLinesReadBackAndCarryNoControlCharacters() {
        let events: [SignInEvent] = [.code(Self.address), .progress(.scanned), .signedIn(name: "测试\n用户"), .failed("no\tway")]
        for event in events {
            #expect(!event.line.contains("\n") && event.line.split(separator: "\t").count == 2, "\(event)")
        }
        #expect(SignInEvent(line: SignInEvent.code(Self.address).line) == .code(Self.address))
        #expect(SignInEvent(line: "state\tscanned") == .progress(.scanned))
        #expect(SignInEvent(line: "signed-in\t测试 用户") == .signedIn(name: "测试 用户"))
        #expect(SignInEvent(line: "state\tdancing") == nil)
        #expect(SignInEvent(line: "no event here") == nil)
        #expect(SignInEvent(line: "code\t") == nil)
    }

    /// The page at 80×24 draws the passport's 41-module code whole, with
    /// its quiet zone, and zbar reads it back off the canvas.
    @Test(.enabled(if: ZbarReader.isAvailable, ZbarReader.missing))
    func thePageAt80x24ScansBack() throws {
        let address = "https://passport.weibo.cn/signin/qrcode/scan?qr=ZmFrZS1xci0xLTY1YWFiYzQxNTFjMA==&sinainternalbrowser=topnav&showiframe=0"
        var store = onProfile()
        store.send(.signIn(.open), effects: [.signIn(.start)]) {
            $0.stack.push(.signIn)
            $0.signIn = SignInState()
        }
        store.send(.signIn(.event(.code(address)))) {
            $0.signIn?.code = address
            $0.signIn?.phase = .code(.waiting)
        }
        Snapshot.assert(ScreenView.render(store.state), named: "sign-in-80x24")
        var wide = store.state
        wide.size = Size(width: 60, height: 40)
        Snapshot.assert(ScreenView.render(wide), named: "sign-in-60x40")
        let canvas = ScreenView.render(store.state).canvas
        let rows = (0..<canvas.size.height).map { canvas.rowText($0) }
        #expect(rows.joined().contains("请用微博手机客户端扫描二维码"))
        // Only the code's cells count: the words beside it are light ground.
        let image = ZbarReader.pbm(width: canvas.size.width, height: 2 * canvas.size.height, scale: 4) { x, y in
            let cell = canvas[x, y / 2]
            guard cell.style.paint != nil else { return false }
            return y % 2 == 0 ? ["▀", "█"].contains(cell.text) : ["▄", "█"].contains(cell.text)
        }
        #expect(String(decoding: try ZbarReader.read(image), as: UTF8.self) == address)
    }
}
