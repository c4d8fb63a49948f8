import Dispatch

/// Runs `operation` to its end and waits for it on this thread: libFuzzer calls its targets
/// synchronously, and some of what they test is `async`.
func waitFor<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
    let box = Box<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.value = await operation()
        done.signal()
    }
    done.wait()
    return box.value!
}

/// The result, written by the task before it signals and read after the wait.
private final class Box<Value>: @unchecked Sendable {
    var value: Value?
}
