import Foundation

extension ImportPlan {
    /// A viewing the owner has already, as the store reads it to leave it out of an import.
    public struct KeptViewing: Sendable, Hashable {
        public let movieID: Int
        public let watchedOn: WatchDate
        public let rating: StarRating?

        public init(movieID: Int, watchedOn: WatchDate, rating: StarRating?) {
            self.movieID = movieID
            self.watchedOn = watchedOn
            self.rating = rating
        }
    }

    /// The plan's viewings the owner does not have yet, each with its film's id (`ids`), given the
    /// owner's visible viewings of those films (`kept`): a film and day viewed n times already
    /// takes only the plan's viewings past the n-th; a rating or mark apart from a viewing
    /// (``PlannedViewing/unlessKnown``) only when no viewing of the film says as much.
    /// - Returns: the viewings to write, in the plan's order, and how many were left out.
    public func viewingsToWrite(ids: [PlannedFilm: Int], kept: [KeptViewing]) -> (write: [(viewing: PlannedViewing, movieID: Int)], alreadyKept: Int) {
        var perDay: [String: Int] = [:], ratings: [Int: Set<Int>] = [:]
        for viewing in kept {
            perDay["\(viewing.movieID) \(viewing.watchedOn)", default: 0] += 1
            ratings[viewing.movieID, default: []].insert(viewing.rating?.halfStars ?? 0)
        }
        var write: [(viewing: PlannedViewing, movieID: Int)] = [], alreadyKept = 0
        for viewing in viewings {
            guard let movieID = ids[viewing.film] else { continue }
            let known: Bool
            if viewing.unlessKnown {
                let given = ratings[movieID] ?? []
                known = viewing.rating.map { given.contains($0.halfStars) } ?? !given.isEmpty
            } else {
                let key = "\(movieID) \(viewing.watchedOn)"
                known = perDay[key, default: 0] > 0
                if known { perDay[key, default: 0] -= 1 }
            }
            if known {
                alreadyKept += 1
                continue
            }
            write.append((viewing, movieID))
            ratings[movieID, default: []].insert(viewing.rating?.halfStars ?? 0)
        }
        return (write, alreadyKept)
    }

    /// The plan with each catalog film replaced by its copy in `pages` (its page's running time
    /// and people) where there is one.
    public func withFilms(_ pages: [Int: TrackedFilm]) -> ImportPlan {
        func full(_ film: PlannedFilm) -> PlannedFilm {
            guard case let .film(tracked) = film, let page = pages[tracked.movie.id] else { return film }
            return .film(page)
        }
        var plan = self
        for index in plan.viewings.indices { plan.viewings[index].film = full(plan.viewings[index].film) }
        for index in plan.watchlist.indices { plan.watchlist[index].film = full(plan.watchlist[index].film) }
        for index in plan.hearts.indices { plan.hearts[index].film = full(plan.hearts[index].film) }
        for list in plan.lists.indices {
            for entry in plan.lists[list].entries.indices { plan.lists[list].entries[entry].film = full(plan.lists[list].entries[entry].film) }
        }
        return plan
    }

    /// Every film the plan names, once each, in the order first named.
    public var films: [PlannedFilm] {
        var seen = Set<PlannedFilm>(), films: [PlannedFilm] = []
        let listed = lists.flatMap { $0.entries.map(\.film) }
        for film in viewings.map(\.film) + watchlist.map(\.film) + hearts.map(\.film) + listed where seen.insert(film).inserted { films.append(film) }
        return films
    }
}
