import Synchronization
import Testing
@testable import MarqueeWeb

/// What the server works out once per address (its `Route`, its search parameters).
@Suite struct StringMemoTests {
    @Test func anAddressIsWorkedOutOnceAndALongOneEveryTime() {
        let calls = Mutex(0)
        let memo = StringMemo<Route?>(capacity: 2) { address in
            calls.withLock { $0 += 1 }
            return Route(returnPath: address)
        }
        #expect(memo("/search?q=batman") == .search(query: "batman"))
        #expect(memo("/search?q=batman") == .search(query: "batman"))
        #expect(memo("//elsewhere.example") == nil)
        #expect(memo("//elsewhere.example") == nil, "an answer of nil is kept too")
        #expect(calls.withLock { $0 } == 2)
        let long = "/search?q=" + String(repeating: "a", count: StringMemo<Route?>.maximumBytes)
        _ = memo(long)
        _ = memo(long)
        #expect(calls.withLock { $0 } == 4, "an address past \(StringMemo<Route?>.maximumBytes) bytes is never kept")
    }

    @Test func searchParametersReadTheSameThroughTheMemo() {
        let pages = StringMemo { SearchParameters(query: $0) }
        for query in ["q=bat+begin&page=3", "q=x&typed=1", "q=a&q=b", "page=%ZZ", ""] {
            let direct = SearchParameters(query: query), memoized = pages(query), again = pages(query)
            #expect(direct.q == memoized.q && direct.pageNumber == memoized.pageNumber && direct.isSubmitted == memoized.isSubmitted)
            #expect(again.q == memoized.q && again.pageNumber == memoized.pageNumber)
        }
    }
}
