import Glibc
import Testing
@testable import WeiboApp
import WeiboCore
import WeiboStore

/// The shell's loop blocks until something can happen (issue 34): these
/// check what it waits for as values, never by timing it.
@MainActor
@Suite(.serialized) struct LoopWaitTests {
    @Test("with nothing due the loop waits for an event, however long: no periodic wake-up")
    func nothingDueWaitsForever() {
        #expect(LoopWait(now: 5_000).timeoutMs == -1)
        #expect(LoopWait(now: 5_000, backgroundAfterMs: []).timeoutMs == -1)
    }

    @Test("each kind of timed work bounds the wait; the soonest wins; overdue work is at once")
    func soonestDueWins() {
        #expect(LoopWait(now: 1_000, autosaveAt: 1_800).timeoutMs == 800)
        #expect(LoopWait(now: 1_000, idleWorkAt: 1_250, clockTickAt: 60_000).timeoutMs == 250)
        #expect(LoopWait(now: 1_000, backgroundAfterMs: [100, 40]).timeoutMs == 40)
        #expect(LoopWait(now: 1_000, storePollAt: 1_250).timeoutMs == 250)
        #expect(LoopWait(now: 1_000, clockTickAt: 900).timeoutMs == 0)
        #expect(LoopWait(now: 1_000, pictureWanted: true, clockTickAt: 60_000).timeoutMs == 0)
    }

    @Test("the clock ticks on the minute, and only when the screen would change then")
    func clockTickOnTheMinute() {
        let wall: Int64 = 1_700_000_012_345  // 12.345 s into a minute
        let minute: Int64 = 1_700_000_040_000
        #expect(minute % 60_000 == 0 && minute > wall && minute - wall < 60_000)
        #expect(ClockTick.next(after: wall) { _ in true } == minute, "relative minutes on screen: the next minute")
        #expect(ClockTick.next(after: wall) { _ in false } == nil, "nothing reads the clock: no tick at all")
        // "59分钟前" becomes "1小时前" 37 minutes on: the first minute that changes the screen.
        let change = minute / 1000 + 37 * 60
        #expect(ClockTick.next(after: wall) { $0 >= change } == minute + 37 * 60_000)
        #expect(ClockTick.next(after: minute) { _ in true } == minute + 60_000, "on a boundary: the next one")
    }

    @Test("the sample's first screen, its idle work done and its store watched: the loop sleeps until the clock's next visible minute or forever")
    func sampleScreenSleeps() throws {
        try ShellTests.withShell { shell, _, _ in
            let watch = try #require(StoreWatch(databasePath: "/tmp"))
            let watched = Shell(state: shell.state, store: shell.store, terminal: shell.terminal, storeWatch: watch)
            let frame = ScreenView.render(watched.state)
            var tick = ClockTickCache()
            let wall: Int64 = 1_700_000_012_345
            tick.wallClock = { wall }
            let wait = watched.loopWait(now: 10_000, frame: frame, autosaveAt: nil, idleWorkAt: nil, unshown: false, tick: &tick)
            #expect(wait.storePollAt == nil)
            if let at = wait.clockTickAt {
                #expect((at - 10_000 + wall - 2) % 60_000 == 0, "a tick falls on a minute")
            }
            #expect(wait.timeoutMs == -1 || wait.timeoutMs >= 27_000, "no wake-up before the minute")
        }
    }

    @Test("a write by another connection wakes the store's watch; reading and nothing happening do not")
    func storeWatchSeesOtherWrites() throws {
        try TemporaryStore.with { dir, store in
            let watch = try #require(StoreWatch(databasePath: store.databasePath))
            _ = watch.takeChanges()
            _ = store.firstScreen()
            _ = try store.revision()
            #expect(!watch.takeChanges(), "reads make no events")
            let other = try Store.open(dataDirectory: dir)
            defer { other.close() }
            _ = watch.takeChanges()
            _ = try other.publish(Draft(text: "别处写的"))
            #expect(watch.takeChanges(), "another connection's commit")
            #expect(!watch.takeChanges(), "each event is read once")
            // Another file in the folder is not the store.
            _ = system("touch '\(dir)/other-file'")
            #expect(!watch.takeChanges())
        }
    }

    @Test("inotify events are read for the store's names, a lost queue counts as a change")
    func eventParsing() {
        func event(_ mask: Int32, _ name: String) -> [UInt8] {
            var padded = Array(name.utf8) + [0]
            while padded.count % 16 != 0 { padded.append(0) }
            func word(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24)] }
            return word(1) + word(UInt32(mask)) + word(0) + word(UInt32(padded.count)) + padded
        }
        let names: Set<String> = ["weibo.sqlite", "weibo.sqlite-wal"]
        #expect(StoreWatch.events(event(IN_MODIFY, "weibo.sqlite-wal")[...], concern: names))
        #expect(!StoreWatch.events((event(IN_MODIFY, "weibo.sqlite-shm") + event(IN_CREATE, "x"))[...], concern: names))
        #expect(StoreWatch.events((event(IN_CREATE, "x") + event(IN_MODIFY, "weibo.sqlite"))[...], concern: names))
        #expect(StoreWatch.events(event(IN_Q_OVERFLOW, "")[...], concern: names))
    }

    @Test("a j that brings pictures into view is one frame with them, when decoding fits in the frame's budget")
    func oneFramePerKey() throws {
        try TemporaryStore.with { dir, store in
            let state = FirstScreen.startingState(dataDirectory: dir, size: Size(width: 80, height: 24), isUTF8: true,
                                                  colorsEnabled: true, picturesDrawable: true)
            let terminal = ScriptedTerminal(Array(repeating: [.key(.char("j"))], count: 12) + [[.key(.char("q"))]])
            let shell = Shell(state: state, store: store, terminal: terminal)
            shell.send(store.firstScreen().actions)
            // A budget no decode reaches, however loaded the machine: this checks
            // the coalescing, not the speed.
            shell.frameBudgetMs = 600_000
            shell.run()
            #expect(terminal.framesPerBatch.count == 13)
            #expect(terminal.framesPerBatch.dropLast().filter { $0 == 1 }.count >= 6, "most j move the selection")
            #expect(terminal.framesPerBatch.allSatisfy { $0 <= 1 }, "frames per key: \(terminal.framesPerBatch)")
            let decoded = shell.state.pictures.board
            #expect(terminal.frames.last.map { $0.canvas.pictures.allSatisfy { !decoded.needs($0) } } == true,
                    "the last frame has its pictures")
            #expect(terminal.frames.contains { !$0.canvas.pictures.isEmpty }, "pictures came into view")
        }
    }
}

/// A terminal whose input is a script: each batch arrives when the loop
/// blocks (never while it only looks, with no wait, between decodes).
@MainActor
final class ScriptedTerminal: AppTerminal {
    private var script: [[InputEvent]]
    var frames: [Frame] = []
    /// How many frames had been shown when each batch was handed over.
    private var shownBefore: [Int] = []

    init(_ script: [[InputEvent]]) { self.script = script }

    /// Frames shown after each batch, before the loop blocked again.
    var framesPerBatch: [Int] { zip(shownBefore, shownBefore.dropFirst() + [frames.count]).map { $1 - $0 } }

    func nextEvents(timeoutMs: Int32, watching: [Int32]) -> [InputEvent] {
        guard timeoutMs != 0, !script.isEmpty else { return [] }
        shownBefore.append(frames.count)
        return script.removeFirst()
    }

    func show(_ frame: Frame) { frames.append(frame) }
    func redrawAll() {}
    func setColorsEnabled(_ on: Bool) {}
    func copyToClipboard(_ text: String) -> Bool { false }
}
