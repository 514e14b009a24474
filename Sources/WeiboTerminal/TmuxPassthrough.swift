/// tmux's passthrough: a sequence inside `ESC P tmux; … ESC \`, each ESC in
/// it doubled, which tmux hands to the outer terminal unchanged when the
/// pane's `allow-passthrough` is on, and drops without a trace (no title,
/// no text) when it is off, as tmux 3.3a does by default.
enum TmuxPassthrough {
    static func wrap(_ sequence: String) -> String {
        var out = "\u{1B}Ptmux;"
        out.unicodeScalars.reserveCapacity(sequence.unicodeScalars.count + 16)
        for scalar in sequence.unicodeScalars {
            if scalar == "\u{1B}" { out.unicodeScalars.append(scalar) }
            out.unicodeScalars.append(scalar)
        }
        return out + "\u{1B}\\"
    }
}
