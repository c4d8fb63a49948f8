import MarqueeCore
import Mustache

// Templates read view state through `MustacheParent` rather than reflection: a `Mirror` per
// lookup, walking up the context stack, cost about 1 ms per result row (docs/PERFORMANCE.md).
// Each conformance lists the type's fields; a field missing here is a blank in the page, which
// the route tests catch.

/// Lets templates read a result row's fields by name.
extension MovieRowViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "releaseDate": releaseDate
        case "releaseDateISO": releaseDateISO
        case "overview": overview
        case "posterURL": posterURL
        case "posterAlt": posterAlt
        case "posterWidth": posterWidth
        case "posterHeight": posterHeight
        case "detailsURL": detailsURL
        case "favorite": favorite
        case "rank": rank
        case "rating": rating
        default: nil
        }
    }
}

/// Lets templates read a heart button's fields by name.
extension FavoriteButtonViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "movieID": movieID
        case "isPressed": isPressed
        case "label": label
        case "nextValue": nextValue
        default: nil
        }
    }
}

/// Lets templates read a popular card's fields by name.
extension MovieCardViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "releaseDate": releaseDate
        case "releaseDateISO": releaseDateISO
        case "posterURL": posterURL
        case "posterAlt": posterAlt
        case "detailsURL": detailsURL
        case "favorite": favorite
        default: nil
        }
    }
}

/// Lets templates read the search results' fields by name.
extension SearchResultsViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "summary": summary
        case "rows": rows
        case "nextPageURL": nextPageURL
        case "nextFragmentURL": nextFragmentURL
        case "isEndOfResults": isEndOfResults
        case "inlineMessage": inlineMessage
        case "offlineBanner": offlineBanner
        default: nil
        }
    }
}

/// Lets templates read the Discover screen's fields by name.
extension DiscoverViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "segments": segments
        case "title": title
        case "cards": cards
        case "rows": rows
        case "nextPageURL": nextPageURL
        case "nextFragmentURL": nextFragmentURL
        case "isEndOfResults": isEndOfResults
        case "sourceNote": sourceNote
        case "offlineBanner": offlineBanner
        case "inlineMessage": inlineMessage
        case "isPopular": isPopular
        default: nil
        }
    }
}

/// Lets templates read a favorite row's fields by name.
extension FavoriteRowViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "row": row
        case "favoritedAt": favoritedAt
        default: nil
        }
    }
}

/// Lets templates read the search screen's fields by name.
extension SearchViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "query": query
        case "suggestions": suggestions
        case "results": results
        case "alert": alert
        default: nil
        }
    }
}

/// Lets templates read a suggestion's fields by name.
extension SuggestionViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "elementID": elementID
        case "text": text
        default: nil
        }
    }
}

/// Lets templates read a Discover segment's fields by name.
extension SegmentViewState: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "elementID": elementID
        case "title": title
        case "href": href
        case "isSelected": isSelected
        default: nil
        }
    }
}
