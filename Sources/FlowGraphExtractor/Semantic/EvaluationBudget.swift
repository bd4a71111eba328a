/// How much value-flow evaluation the code of each file may cause (issue 17: bounded time).
///
/// The depth and alternative limits of ``NavigationAnalyzer`` bound one evaluation, not how many a
/// file starts: every navigating call is folded with the calls around it and every helper it
/// reaches, so one block of a thousand navigating calls costs the square of it, far more than
/// parsing it. Each file may take ``stepsPerByte`` steps per byte of its text (at least
/// ``minimumSteps``), a step being one statement or expression evaluated on behalf of a site in
/// it, and one more for each navigation operation a statement adds to what its block does (helpers
/// each calling the next from many places multiply them); parsing is linear in bytes, so no file
/// costs more than a fixed multiple of parsing it.
/// A file that runs out is evaluated no further, and where it stopped becomes a diagnostic.
struct EvaluationBudget {
    /// Steps a byte of a file buys. The example apps take at most 0.03 per byte (134 steps for the
    /// busiest file), the extractor's test fixtures 0.17 (16 steps in 94 bytes).
    static let stepsPerByte = 4
    /// Steps even the smallest file may take.
    static let minimumSteps = 10_000

    private let allowances: [Int]
    private var spent: [Int]
    /// The file steps are charged to, while a site of it is evaluated.
    private var charged: Int?

    /// A budget for files of `sizes` bytes, by file index.
    init(fileSizes sizes: [Int]) {
        allowances = sizes.map { max(Self.minimumSteps, $0 * Self.stepsPerByte) }
        spent = Array(repeating: 0, count: sizes.count)
    }

    /// Whether the file being charged has run out (never while nothing is charged).
    var isSpent: Bool { charged.map { spent[$0] >= allowances[$0] } ?? false }

    /// Whether `fileIndex` has run out.
    func isSpent(_ fileIndex: Int) -> Bool { spent[fileIndex] >= allowances[fileIndex] }

    /// The steps `fileIndex` may take.
    func allowance(_ fileIndex: Int) -> Int { allowances[fileIndex] }

    /// Charges the next steps to `fileIndex` (or to nothing), returning the file charged before.
    mutating func charge(_ fileIndex: Int?) -> Int? {
        defer { charged = fileIndex }
        return charged
    }

    /// Takes one step; `false` once the file charged has run out.
    mutating func step() -> Bool {
        step(count: 1)
    }

    /// Takes `count` steps at once (at most what is left); `false` once the file charged has run out.
    mutating func step(count: Int) -> Bool {
        guard let file = charged else { return true }
        guard spent[file] < allowances[file] else { return false }
        spent[file] = min(allowances[file], spent[file] + count)
        return true
    }
}
