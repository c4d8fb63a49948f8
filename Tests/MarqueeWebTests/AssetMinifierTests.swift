import Testing
@testable import MarqueeWeb

@Suite struct AssetMinifierTests {
    @Test func cssLosesCommentsAndSpacesButKeepsStringsAndDescendantSelectors() {
        let source = """
        /* The heart. */
        .heart[aria-pressed="true"] svg ,  .x :focus {
          color : var(--accent);   /* pressed */
          font-family: system-ui, "Segoe UI";
        }
        .back-link::before { content: "‹ "; }
        @media (min-width: 600px) { .grid { gap: 1rem 2rem; } }
        """
        #expect(AssetMinifier.css(source) == #".heart[aria-pressed="true"] svg,.x :focus{color :var(--accent);font-family:system-ui,"Segoe UI";}.back-link::before{content:"‹ ";}@media (min-width:600px){.grid{gap:1rem 2rem;}}"#)
    }

    @Test func javaScriptKeepsItsLinesAndLosesCommentsIndentationAndSpacesBesidePunctuation() {
        let source = """
        // Hearts.
        const a = 1
          /* a block
             comment */
          if (a === 1) { go(a, "b") } // trailing
        
        const b = a + +a - -a / 2
        """
        #expect(AssetMinifier.javaScript(source) == "const a=1\nif(a===1){go(a,\"b\")}\nconst b=a + +a - -a / 2\n")
    }

    @Test func javaScriptJoinsLinesOnlyWhereNoStatementCanEnd() {
        let source = """
        const f = () => {
          const x = [
            1,
            2
          ];
          return x
        }
        let y = f()
        (y)
        """
        #expect(AssetMinifier.javaScript(source) == "const f=()=>{const x=[1,2\n];return x}\nlet y=f()\n(y)\n")
    }

    @Test func javaScriptKeepsStringsTemplatesAndRegularExpressionsAsTheyAre() {
        let source = #"""
        const s = "a = b, // not a comment" + 'it\'s { x }';
        const t = `/search?q=${ encode(`${ q }`) } & { y }`;
        const title = label.replace(/^Favorite \/ [a/b] /g, " ");
        """#
        #expect(AssetMinifier.javaScript(source) == #"""
        const s="a = b, // not a comment" + 'it\'s { x }';const t=`/search?q=${ encode(`${ q }`) } & { y }`;const title=label.replace(/^Favorite \/ [a/b] /g," ");

        """#)
    }
}
