import Foundation

/// Maps an array on all cores, keeping the order, on threads with a large stack.
///
/// SwiftParser and every syntax visitor recurse once per level of nesting; GCD's worker threads
/// (512 KiB on macOS) overflow on files that the byte scan still lets through, so each worker is
/// a thread of its own with ``stackSize`` reserved (address space only: pages are committed as
/// they are touched). Nested maps start threads of their own.
enum ParallelMap {
    /// The stack reserved for each worker thread.
    static let stackSize = 256 << 20

    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard !items.isEmpty else { return [] }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        let next = Counter()
        let workers = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        withoutActuallyEscaping(transform) { transform in
            // The threads reach `transform` only through `work`, emptied before this block ends,
            // so it does not outlive the call (the threads themselves may).
            let work = Work(transform)
            let done = DispatchGroup()
            for _ in 0..<workers {
                done.enter()
                let thread = Thread {
                    while let index = next.take(below: items.count) { slots[index] = work.apply(items[index]) }
                    done.leave()
                }
                thread.stackSize = stackSize
                thread.start()
            }
            done.wait()
            work.transform = nil
        }
        return results.map { $0! }
    }

    /// Runs `body` on a thread with ``stackSize`` of stack and waits for its result.
    static func onLargeStack<R: Sendable>(_ body: @Sendable () -> R) -> R {
        map([()]) { _ in body() }[0]
    }

    private final class Work<T, R>: @unchecked Sendable {
        var transform: ((T) -> R)?
        init(_ transform: @escaping (T) -> R) { self.transform = transform }
        func apply(_ item: T) -> R { transform!(item) }
    }

    /// Hands out indices, each once.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
