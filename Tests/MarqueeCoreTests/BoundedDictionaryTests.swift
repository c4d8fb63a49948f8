import MarqueeCore
import Testing

/// The memory behind the server's caches: bounded, the oldest entry dropped first.
@Suite struct BoundedDictionaryTests {
    @Test func aFullDictionaryDropsTheOldestEntryFirst() {
        var pages = BoundedDictionary<Int, String>(capacity: 2)
        pages[1] = "Heat"
        pages[2] = "Ran"
        pages[1] = "Heat (1995)"
        #expect(pages[1] == "Heat (1995)" && pages.count == 2, "a key set again is replaced, not counted twice")
        pages[3] = "Ikiru"
        #expect(pages[1] == nil && pages[2] == "Ran" && pages[3] == "Ikiru", "setting a key again did not make it newer")
        pages[4] = "Yojimbo"
        #expect(pages[2] == nil && pages.count == 2)
        pages[3] = nil
        #expect(pages[3] == "Ikiru", "entries leave only by age")
        pages.removeAll()
        #expect(pages.count == 0 && pages[4] == nil)
        pages[5] = "Seven Samurai"
        #expect(pages[5] == "Seven Samurai")
    }

    @Test func aDictionaryOfNoCapacityKeepsNothing() {
        var pages = BoundedDictionary<Int, String>(capacity: 0)
        pages[1] = "Heat"
        #expect(pages[1] == nil && pages.count == 0)
    }

    @Test func aMillionKeysNeverHoldMoreThanTheCapacity() {
        var pages = BoundedDictionary<Int, Int>(capacity: 1_000)
        for key in 0..<1_000_000 { pages[key] = key }
        #expect(pages.count == 1_000)
        #expect(pages[999_000] == 999_000 && pages[998_999] == nil)
    }
}
