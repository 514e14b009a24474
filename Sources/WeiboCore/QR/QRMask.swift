/// The eight data masks (ISO/IEC 18004 Table 10) and the penalty rules
/// (7.8.3) by which the encoder picks the one that leaves the symbol
/// easiest to read: no long runs or blocks of one colour, nothing that looks
/// like a finder, about as much dark as light.
struct QRMask: Sendable, Equatable {
    static let all = (0..<8).map(QRMask.init)

    let number: Int

    /// Whether the mask flips the module at column `x`, row `y`.
    func flips(x: Int, y: Int) -> Bool {
        switch number {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (y / 2 + x / 3) % 2 == 0
        case 5: (x * y) % 2 + (x * y) % 3 == 0
        case 6: ((x * y) % 2 + (x * y) % 3) % 2 == 0
        default: ((x + y) % 2 + (x * y) % 3) % 2 == 0
        }
    }

    /// The penalty of a finished symbol, `size` modules a side row by row:
    /// the sum of the four rules.
    static func penalty(_ dark: [Bool], size: Int) -> Int {
        var total = 0
        var runs = [Int](repeating: 0, count: size)
        for i in 0..<size {
            // Row i, then column i, as run lengths. Recorded without a
            // branch on the modules' colours (a length is written at every
            // step, kept only where the colour changes): masked data is
            // random, and the branch mispredicted half the time (a third of
            // the encoder's time at version 10).
            for (start, step) in [(i * size, 1), (i, size)] {
                var count = 0, length = 1
                for k in 1..<size {
                    let changed = dark[start + k * step] != dark[start + (k - 1) * step]
                    runs[count] = length
                    count += changed ? 1 : 0
                    length = changed ? 1 : length + 1
                }
                runs[count] = length
                total += linePenalty(runs: runs[..<(count + 1)], firstDark: dark[start])
            }
        }
        // Rule 2: 3 for each 2×2 block of one colour (blocks may overlap):
        // none or all four dark.
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let i = y * size + x
                let darkCount = (dark[i] ? 1 : 0) + (dark[i + 1] ? 1 : 0) + (dark[i + size] ? 1 : 0) + (dark[i + size + 1] ? 1 : 0)
                total += darkCount % 4 == 0 ? 3 : 0
            }
        }
        // Rule 4: 10 for each full 5 % the dark share strays from half.
        var darkCount = 0
        for module in dark where module { darkCount += 1 }
        let cells = size * size
        total += 10 * (abs(darkCount * 20 - cells * 10) / cells)
        return total
    }

    /// Rules 1 and 3 along one row or column of modules.
    static func linePenalty(_ line: [Bool]) -> Int {
        guard let first = line.first else { return 0 }
        var runs: [Int] = [0]
        var colour = first
        for module in line {
            if module != colour {
                runs.append(0)
                colour = module
            }
            runs[runs.count - 1] += 1
        }
        return linePenalty(runs: runs[...], firstDark: first)
    }

    /// Rules 1 and 3 along a line given as the lengths of its runs of one
    /// colour, which alternate from `firstDark`. Rule 1: a run of five or
    /// more modules costs 3, and 1 for each module past five. Rule 3: dark,
    /// light, dark, light, dark runs in the ratio 1:1:3:1:1 with light four
    /// times the unit on either side (the edge counts as light: the quiet
    /// zone) cost 40 each.
    static func linePenalty(runs: ArraySlice<Int>, firstDark: Bool) -> Int {
        var total = 0
        for length in runs where length >= 5 { total += 3 + length - 5 }
        var start = firstDark ? 0 : 1
        while start + 4 < runs.count {
            let unit = runs[start]
            // The long middle run first: it rules out nearly every start.
            if runs[start + 2] == 3 * unit, runs[start + 1] == unit, runs[start + 3] == unit, runs[start + 4] == unit {
                let before = start == 0 ? Int.max : runs[start - 1]
                let after = start + 5 == runs.count ? Int.max : runs[start + 5]
                if before >= 4 * unit || after >= 4 * unit { total += 40 }
            }
            start += 2
        }
        return total
    }
}
