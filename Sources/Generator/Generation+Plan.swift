import Render
import SpecModel
import Wording

/// Planning the writes into the output folders, and the reports of --check and --dry-run.
extension Generation {
    /// Every folder is planned before any is changed, so a problem in one leaves all of them as they were.
    static func plan(_ request: GenerationRequest, summary: String, into result: inout GenerationResult) {
        var plans: [FolderPlan] = []
        var problems: [OutputFinding] = []
        for output in request.outputs {
            if let problem = output.problem {
                problems.append(problem)
                continue
            }
            for folder in folders(of: output, files: result.files.filter { $0.kind == output.kind }) {
                let plan = WritePlan(files: folder.files, existing: folder.existing)
                problems += plan.invalidNames.map { .outsideFolder(name: $0, folder: folder.path) }
                problems += plan.blocked.map { .notGenerated(folder.path + "/" + $0) }
                plans.append(FolderPlan(path: folder.path, plan: plan))
            }
        }
        guard problems.isEmpty else {
            result.messages += problems.map { .error("error: " + Finding.output($0).words) }
            result.messages.append(.error("\(counted(problems.count, "error")); nothing was written"))
            result.succeeded = false
            return
        }
        if !request.quiet {
            for folder in plans {
                for name in folder.plan.foreign {
                    result.messages.append(
                        .error("warning: " + Finding.output(.leftAsIs(folder.path + "/" + name)).words))
                }
            }
        }
        switch request.mode {
        case .check: check(plans, request: request, summary: summary, into: &result)
        case .dryRun: dryRun(plans, summary: summary, into: &result)
        case .write:
            result.plans = plans
            if !request.quiet {
                result.afterWriting = [.output(summary)] + plans.map { .output("\($0.path): \($0.plan.summary())") }
            }
        }
    }

    /// The folders an output's files go to: the output folder itself, and in the `modules` layout each module's
    /// folder under `Sources/` — those the run writes, and those an earlier run wrote (their files of gen's go).
    private static func folders(of output: OutputFolderState, files: [RenderedFile])
        -> [(path: String, files: [RenderedFile], existing: [String: String])] {
        var byModule: [String: [RenderedFile]] = [:]
        for file in files { if let module = file.module { byModule[module, default: []].append(file) } }
        let modules = Set(byModule.keys).union(output.modules.keys).sorted()
        return [(output.path, files.filter { $0.module == nil }, output.existing)]
            + modules.map { (output.path + "/Sources/" + $0, byModule[$0] ?? [], output.modules[$0] ?? [:]) }
    }

    private static func check(_ plans: [FolderPlan], request: GenerationRequest, summary: String,
                              into result: inout GenerationResult) {
        let stale = plans.filter { !$0.plan.isUpToDate }
        guard stale.isEmpty else {
            for folder in stale {
                result.messages += folder.plan.report(folder: folder.path).map(Message.output)
                let plan = folder.plan
                let stale = OutputFinding.outOfDate(folder: folder.path, added: plan.added.count,
                                                    changed: plan.changed.count, removed: plan.removed.count)
                result.messages.append(.error("error: " + Finding.output(stale).words))
            }
            result.succeeded = false
            return
        }
        if !request.quiet {
            result.messages.append(.output(summary))
            result.messages += plans.map {
                .output("\(counted($0.plan.unchanged.count, "file")) in \($0.path): up to date")
            }
        }
    }

    private static func dryRun(_ plans: [FolderPlan], summary: String, into result: inout GenerationResult) {
        for folder in plans {
            result.messages += folder.plan.added.map { .output("would add \(folder.path)/\($0.fileName)") }
            result.messages += folder.plan.changed.map { .output("would change \(folder.path)/\($0.file.fileName)") }
            result.messages += folder.plan.removed.map { .output("would remove \(folder.path)/\($0.name)") }
        }
        result.messages.append(.output(summary))
        result.messages += plans.map {
            .output("\($0.path) (dry run, nothing written): \($0.plan.summary(dryRun: true))")
        }
    }
}
