import Synchronization

/// A call held on its way, for tests of what happens meanwhile: the fake that makes the call
/// waits in ``pass()`` until the test calls ``release()``; the test waits in ``arrival()`` until
/// the call is held.
public final class HeldCall: Sendable {
    private struct State {
        var arrived = false
        var released = false
        var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
        var held: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// A hold nobody has reached yet.
    public init() {}

    /// Waits here until ``release()``, telling ``arrival()`` first.
    public func pass() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let (waiters, goOn) = state.withLock { state -> ([CheckedContinuation<Void, Never>], Bool) in
                state.arrived = true
                let waiters = state.arrivalWaiters
                state.arrivalWaiters = []
                if !state.released { state.held.append(continuation) }
                return (waiters, state.released)
            }
            for waiter in waiters { waiter.resume() }
            if goOn { continuation.resume() }
        }
    }

    /// Returns once a call is held.
    public func arrival() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let arrived = state.withLock { state in
                if !state.arrived { state.arrivalWaiters.append(continuation) }
                return state.arrived
            }
            if arrived { continuation.resume() }
        }
    }

    /// Lets the held call (and any later one) go on.
    public func release() {
        let held = state.withLock { state in
            state.released = true
            defer { state.held = [] }
            return state.held
        }
        for continuation in held { continuation.resume() }
    }
}
