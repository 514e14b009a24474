import Testing
import WeiboCore

@Suite struct PlaceCatalogParserTests {
    @Test func readsTheGeneratorsFormat() throws {
        let json = """
            {"source":"test","places":[
            {"c":110000,"l":0,"n":"北京市","py":"bei jing shi","x":116.407394,"y":39.904211},
            {"c":110101,"p":110000,"l":2,"n":"东城区","py":"dong cheng qu"}
            ]}

            """
        let places = try PlaceCatalogParser.parse(json)
        #expect(places.count == 2)
        #expect(places[0].name == "北京市")
        #expect(places[0].coordinate == PlaceCoordinate(latitude: 39.904211, longitude: 116.407394))
        #expect(places[0].parentCode == nil)
        #expect(places[1].parentCode == 110000)
        #expect(places[1].level == .district)
        #expect(places[1].pinyin == ["dong", "cheng", "qu"])
        #expect(places[1].initials == "dcq")
        #expect(places[1].coordinate == nil)
    }

    @Test func handlesEscapesUnknownKeysAndWhitespace() throws {
        let json = #"""
             { "version" : [1, 2.5e0, true, false, null, {"a": "b"}],
               "places" : [ { "c" : 1 , "l" : 1 , "n" : "a\"b\\c\u00e9\ud83d\ude00\/" , "py" : "x" , "extra": {"deep": [null]} } ] }
            """#
        let places = try PlaceCatalogParser.parse(json)
        #expect(places.map(\.name) == ["a\"b\\cé😀/"])
    }

    @Test(arguments: [
        "", "[]", "{}", #"{"places":[{"c":1,"l":0,"n":"x"}]}"#, #"{"places":[{"c":1,"l":7,"n":"x","py":"x"}]}"#,
        #"{"places":[{"c":"1","l":0,"n":"x","py":"x"}]}"#, #"{"places":[{"c":1,"l":0,"n":"x","py":"x"}"#,
        #"{"places":[]} x"#, #"{"places":[{"c":1,"l":0,"n":"x,"py":"x"}]}"#, #"{"places":[{"c":1.5,"l":0,"n":"x","py":"x"}]}"#,
        #"{"places":[{"c":1,"l":0,"n":"\q","py":"x"}]}"#, #"{"places":[{"c":1,"l":0,"n":"\u12","py":"x"}]}"#,
    ])
    func rejectsDamagedInputWithAnErrorNotACrash(_ json: String) {
        #expect(throws: PlaceCatalogParser.Failure.self) { try PlaceCatalogParser.parse(json) }
    }
}
