/// Joins runs of printable keys into one `.text` event, so a paste of
/// thousands of characters is one insertion rather than thousands.
public enum InputCoalescing {
    public static func coalesce(_ events: [InputEvent]) -> [InputEvent] {
        var out: [InputEvent] = []
        out.reserveCapacity(events.count)
        var run = ""
        var runLength = 0
        func flush() {
            if runLength == 1, let c = run.first { out.append(.key(.char(c))) }
            else if runLength > 1 { out.append(.key(.text(run))) }
            run = ""
            runLength = 0
        }
        for event in events {
            if case .key(.char(let c)) = event {
                run.append(c)
                runLength += 1
            } else {
                flush()
                out.append(event)
            }
        }
        flush()
        return out
    }
}
