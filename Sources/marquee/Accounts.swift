import ArgumentParser
import Foundation
import MarqueeApp
import MarqueeCore

/// `marquee accounts`: the accounts of this server's database, for whoever runs it.
struct Accounts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List or delete accounts.",
        subcommands: [List.self, Delete.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the accounts, oldest first.")
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let accounts = try await shared.withServices { try await $0.accountStore.allAccounts() }
            print(json ? AccountsReport.json(accounts) : AccountsReport.table(accounts, in: shared.localizer))
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete an account and everything it owns.")
        @Argument(help: "The account's email.") var email: String
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var shared: SharedOptions

        func run() async throws {
            let localizer = shared.localizer
            let done = try await shared.withServices { try await AccountsReport.delete(email: email, in: $0.accountStore, localizer: localizer) }
            guard let done else {
                FileHandle.standardError.write(Data((localizer(CommandLineText.noAccount, email) + "\n").utf8))
                throw ExitCode(1)
            }
            struct Deleted: Encodable { let deleted: String }
            print(json ? CommandLineJSON.encode(Deleted(deleted: email.trimmingCharacters(in: .whitespaces).lowercased())) : done)
        }
    }
}
