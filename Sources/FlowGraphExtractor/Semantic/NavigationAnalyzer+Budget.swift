import FlowGraph
import SwiftSyntax

/// Evaluation charged to the file it is done for (see ``EvaluationBudget``).
extension NavigationAnalyzer {
    /// Runs `evaluate` for `site`, in the file `fileIndex`, charging its steps to that file; once
    /// the file has run out, returns `spent` without evaluating. The first time a file runs out, a
    /// diagnostic names it and the line of the site where evaluation stopped.
    func metered<Result>(_ fileIndex: Int, at site: some SyntaxProtocol, otherwise spent: Result, _ evaluate: () -> Result) -> Result {
        guard !budget.isSpent(fileIndex) else { return spent }
        let previous = budget.charge(fileIndex)
        let result = evaluate()
        _ = budget.charge(previous)
        if budget.isSpent(fileIndex) {
            let (path, line) = location(fileIndex, site)
            let allowed = budget.allowance(fileIndex)
            diagnose(.lint, severity: .warning, code: "evaluation-budget",
                     message: "'\(path)' costs too much to analyse: evaluation stopped at line \(line) after \(allowed) steps, its budget "
                        + "(\(EvaluationBudget.stepsPerByte) per byte of the file, at least \(EvaluationBudget.minimumSteps)); "
                        + "navigation from there on in the file may be missed",
                     fileIndex: fileIndex, line: line)
        }
        return result
    }

    /// ``metered(_:at:otherwise:_:)`` for evaluation that folds what it finds into edges itself.
    func metered(_ fileIndex: Int, at site: some SyntaxProtocol, _ evaluate: () -> Void) {
        metered(fileIndex, at: site, otherwise: (), evaluate)
    }
}
