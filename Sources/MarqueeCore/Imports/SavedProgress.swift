import Foundation

/// A job's progress as it goes: saved every 2% (and at its end), so its page shows it after a
/// reload, from any server, and a job that stops moving is known to be cut off.
actor SavedProgress {
    private var job: ImportJob
    private let jobs: any ImportJobStore
    private let now: @Sendable () -> Date

    init(job: ImportJob, jobs: any ImportJobStore, now: @escaping @Sendable () -> Date) {
        self.job = job
        self.jobs = jobs
        self.now = now
    }

    /// `done` of `total` steps are done; saved at every 2%. A save that fails is tried at the next.
    func update(done: Int, of total: Int) async {
        job.total = total
        guard done < total, done.isMultiple(of: max(1, total / 50)) else { return }
        job.done = done
        job.updatedAt = now()
        try? await jobs.save(job)
    }

    /// Ends the job as `change` says (ready, written, failed), and saves it.
    func finish(_ change: @Sendable (inout ImportJob) -> Void) async {
        change(&job)
        job.done = job.total
        job.updatedAt = now()
        try? await jobs.save(job)
    }
}
