import FlowGraph
import FlowGraphExtractor
import Testing

/// UIKit containers that host one step at a time and, when the step says it is done (a closure it
/// calls, its delegate, a publisher it completes), host the next step a chooser of guarded early
/// returns picks: each step is replaced by the one after it.
struct StepContainerShapesTests {
    func check(_ marked: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        EdgeExpectation.check(marked, expected, sourceLocation: sourceLocation)
    }

    /// A closure handed to the step through a narrowing cast: steps that do not conform never
    /// call it, a step whose guard is a flag that is always `false` is skipped, and a helper
    /// returning one of two controllers makes both the next step.
    @Test func aStepCallingBackItsClosureIsReplacedByTheNextStepThePlannerPicks() {
        check("""
            protocol Finishing: AnyObject {
                var onFinish: (() -> Void)? { get set }
            }
            struct Features {
                static let shared = Features()
                var asksForAvatar: Bool { false }
            }
            final class SignUpForm {
                var nickname: String?
                var birthday: Date?
                var avatar: Data?
                var acceptedTerms = false
            }
            final class OnboardingPlanner {
                let usesCamera: Bool
                init(usesCamera: Bool) { self.usesCamera = usesCamera }
                func screen(for form: SignUpForm) -> UIViewController {
                    if form.nickname == nil { return NicknameStepController() }
                    if form.birthday == nil { return BirthdayStepController() }
                    if form.avatar == nil && Features.shared.asksForAvatar { return AvatarStepController() }
                    if !form.acceptedTerms { return termsStep() }
                    return WelcomeDoneController()
                }
                private func termsStep() -> UIViewController {
                    if usesCamera { return ScanTermsController() } else { return ReadTermsController() }
                }
            }
            final class OnboardingHostController: UIViewController {
                private let form = SignUpForm()
                private let planner = OnboardingPlanner(usesCamera: false)
                private var current: UIViewController?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    1️⃣showNextStep()
                }
                private func showNextStep() {
                    2️⃣install(planner.screen(for: form))
                }
                private func install(_ step: UIViewController) {
                    current?.removeFromParent()
                    3️⃣addChild(step)
                    view.addSubview(step.view)
                    step.didMove(toParent: self)
                    current = step
                    if let finishing = step as? Finishing {
                        finishing.onFinish = { [weak self] in 4️⃣self?.showNextStep() }
                    }
                }
            }
            final class NicknameStepController: UIViewController, Finishing { var onFinish: (() -> Void)? }
            final class BirthdayStepController: UIViewController, Finishing { var onFinish: (() -> Void)? }
            final class AvatarStepController: UIViewController, Finishing { var onFinish: (() -> Void)? }
            final class ScanTermsController: UIViewController, Finishing { var onFinish: (() -> Void)? }
            final class ReadTermsController: UIViewController {}
            final class WelcomeDoneController: UIViewController {}
            """, [
                "OnboardingHostController -child-> NicknameStepController @1️⃣",
                "OnboardingHostController -child-> BirthdayStepController @2️⃣",
                "OnboardingHostController -child-> AvatarStepController @4️⃣",
                "OnboardingHostController -child-> ScanTermsController @4️⃣",
                "OnboardingHostController -child-> ReadTermsController @4️⃣",
                "OnboardingHostController -child-> WelcomeDoneController @4️⃣",
                "NicknameStepController -replace-> BirthdayStepController @3️⃣",
                "BirthdayStepController -replace-> ScanTermsController @3️⃣",
                "BirthdayStepController -replace-> ReadTermsController @3️⃣",
                "ScanTermsController -replace-> WelcomeDoneController @3️⃣",
            ])
    }

    /// The container as each step's delegate: the delegate method hosts what the sequencer
    /// returns through a local, in the navigation controller the container embeds.
    @Test func aStepTellingItsDelegateContainerItIsDoneIsReplacedByTheNextStep() {
        check("""
            protocol QuizStepDelegate: AnyObject {
                func stepDidComplete(_ step: UIViewController)
            }
            class QuizStepController: UIViewController {
                weak var delegate: QuizStepDelegate?
            }
            final class QuestionOneController: QuizStepController {}
            final class QuestionTwoController: QuizStepController {}
            final class ScoreController: QuizStepController {}
            final class QuizSession { var answered = 0 }
            final class QuizSequencer {
                func following(_ session: QuizSession) -> QuizStepController {
                    if session.answered == 0 { return QuestionOneController() }
                    if session.answered == 1 { return QuestionTwoController() }
                    return ScoreController()
                }
            }
            final class QuizContainerController: UIViewController, QuizStepDelegate {
                let session = QuizSession()
                let sequencer = QuizSequencer()
                func pageStack() -> UINavigationController? {
                    return children.first as? UINavigationController
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    1️⃣place(step: sequencer.following(session))
                }
                func place(step: QuizStepController) {
                    step.delegate = self
                    2️⃣pageStack()?.viewControllers = [step]
                }
                func stepDidComplete(_ step: UIViewController) {
                    session.answered += 1
                    let upcoming = sequencer.following(session)
                    3️⃣place(step: upcoming)
                }
            }
            """, [
                "QuizContainerController -child-> QuestionOneController @1️⃣",
                "QuizContainerController -child-> QuestionTwoController @3️⃣",
                "QuizContainerController -child-> ScoreController @3️⃣",
                "QuestionOneController -replace-> QuestionTwoController @2️⃣",
                "QuestionTwoController -replace-> ScoreController @2️⃣",
            ])
    }

    /// A publisher the step completes, subscribed to through an optional cast: the container's
    /// subscription hosts the next step, a `guard`'s early return being a step too.
    @Test func aStepCompletingItsPublisherIsReplacedByTheNextStep() {
        check("""
            protocol Completing { var completion: PassthroughSubject<Void, Never> { get } }
            final class ImportDraft { var file: URL?; var checked = false }
            final class ImportSteps {
                func nextPage(after draft: ImportDraft) -> UIViewController {
                    guard draft.file != nil else { return SourcePageController() }
                    if !draft.checked { return CheckPageController() }
                    return FinishPageController()
                }
            }
            final class ImportWizardController: UIViewController {
                private let draft = ImportDraft()
                private let steps = ImportSteps()
                private var bag: Set<AnyCancellable> = []
                private func embedded() -> UINavigationController? { children.first as? UINavigationController }
                func advance() {
                    1️⃣mount(steps.nextPage(after: draft))
                }
                private func mount(_ page: UIViewController) {
                    2️⃣embedded()?.viewControllers = [page]
                    (page as? Completing)?.completion.sink(receiveCompletion: { [weak self] _ in
                        self?.advance()
                    }, receiveValue: { _ in }).store(in: &bag)
                }
            }
            final class SourcePageController: UIViewController, Completing { let completion = PassthroughSubject<Void, Never>() }
            final class CheckPageController: UIViewController, Completing { let completion = PassthroughSubject<Void, Never>() }
            final class FinishPageController: UIViewController {}
            """, [
                "ImportWizardController -child-> SourcePageController @1️⃣",
                "ImportWizardController -child-> CheckPageController @1️⃣",
                "ImportWizardController -child-> FinishPageController @1️⃣",
                "SourcePageController -replace-> CheckPageController @2️⃣",
                "CheckPageController -replace-> FinishPageController @2️⃣",
            ])
    }
}
