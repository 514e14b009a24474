import Testing
@testable import WeiboAPI

@Suite("Web: post HTML to plain text")
struct WebTextTests {
    @Test("the mobile web's markup reads as the text a person wrote", arguments: [
        ("<a href='/n/山间小路'>@山间小路</a>:好看", "@山间小路:好看"),
        ("<a href=\"https://m.weibo.cn/n/lee\">@lee</a>", "@lee"),
        ("<span class=\"url-icon\"><img alt=[doge] src=\"https://h5.sinaimg.cn/d_doge.png\" style=\"width:1em; height:1em;\" /></span>", "[doge]"),
        ("<span class=\"url-icon\"><img alt=\"[太开心]\" src=\"x.png\"/></span>好", "[太开心]好"),
        ("<img alt='[心]'>", "[心]"),
        ("<img src=\"https://h5.sinaimg.cn/card.png\">图", "图"),
        ("<img alt=\"a photo\" src=\"x\">", ""),
        ("一<br />二<br/>三<br>四<BR>五", "一\n二\n三\n四\n五"),
        ("<a  href=\"https://m.weibo.cn/search?containerid=231522type%3D1%26q%3D%23春天%23\"><span class=\"surl-text\">#春天#</span></a>", "#春天#"),
        ("<a data-url=\"http://t.cn/A6abc\" href=\"https://weibo.cn/sinaurl?u=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1\"><span class='url-icon'><img src='x.png'></span><span class=\"surl-text\">网页链接</span></a>", "https://example.com/a?b=1"),
        ("<a href=\"https://example.org/x?a=1&amp;b=2\">看这里</a>", "https://example.org/x?a=1&b=2"),
        ("<a href=\"/p/1008084882\"><span class=\"surl-text\">北京·三里屯</span></a>", "北京·三里屯"),
        ("<a href=\"https://m.weibo.cn/p/index?containerid=1008\">超话</a>", "超话"),
        ("很长的开头 ...<a href=\"/status/4990000000000001\">全文</a>", "很长的开头 ..."),
        ("&amp; &lt; &gt; &quot; &#39; &apos; &#x4E2D; &#25991; a&nbsp;b", "& < > \" ' ' 中 文 a b"),
        ("&amp;lt; stays the text &lt;", "&lt; stays the text <"),
        ("AT&T &unknown; & alone &#xZZ; &#1114112;", "AT&T &unknown; & alone &#xZZ; &#1114112;"),
        ("bell&#7;&#27;[31m", "bell[31m"),
        ("1<2 and 3 < 4", "1<2 and 3 < 4"),
        ("a <b>bold</b> <i>c</i>", "a bold c"),
        ("cut off <a href='/n/x'>@x", "cut off @x"),
        ("then <span class=\"url-ic", "then"),
        ("<!-- note --><p>para</p>", "para"),
        ("  两边的空格  \u{200B}", "两边的空格"),
        ("一<br /><br /><br /><br />二<br />", "一\n\n二"),
        ("", ""),
    ])
    func table(_ html: String, _ text: String) {
        #expect(WebText.plain(html).text == text, "\(html)")
    }

    @Test("全文 marks the post long; nothing else does")
    func fullText() {
        #expect(WebText.plain("开头 ...<a href=\"/status/1\">全文</a>").hasFullTextLink)
        #expect(WebText.plain("<a href=\"/status/1\"> 全文 </a>").hasFullTextLink)
        #expect(!WebText.plain("看全文再说").hasFullTextLink)
        #expect(!WebText.plain("<a href=\"/status/1\">全文链接</a>").hasFullTextLink)
    }

    @Test("no tag or entity survives a mix of every construct")
    func nothingSurvives() {
        let pieces = [
            "<a href='/n/a'>@a</a>", "<span class=\"url-icon\"><img alt=[x] src=y /></span>", "<br />", "&amp;", "&lt;b&gt;",
            "<a href=\"https://weibo.cn/sinaurl?u=https%3A%2F%2Fe.com\">网页链接</a>", "&#x1F600;", "<span class='surl-text'>t</span>",
        ]
        var html = ""
        for index in 0..<200 { html += pieces[index % pieces.count] + pieces[(index * 7) % pieces.count] }
        let text = WebText.plain(html).text
        #expect(!text.contains("<a") && !text.contains("<span") && !text.contains("<img") && !text.contains("<br"))
        #expect(!text.contains("&amp;") && !text.contains("&#x") && !text.contains("url-icon") && !text.contains("href"))
    }

    @Test("hostile input: a megabyte of tags, of unclosed tags, of ampersands, in linear time")
    func hostile() {
        let clock = ContinuousClock()
        let inputs = [
            String(repeating: "<a href='/n/x'>@x</a><br />", count: 40_000),
            String(repeating: "<a", count: 500_000) + ">",
            String(repeating: "<a", count: 500_000),
            String(repeating: "<", count: 1_000_000),
            String(repeating: "&", count: 1_000_000),
            String(repeating: "&#x1F600", count: 120_000),
            String(repeating: "<img alt=\"[", count: 100_000) + "]\">",
        ]
        for html in inputs {
            let start = clock.now
            let text = WebText.plain(html).text
            let elapsed = clock.now - start
            #expect(elapsed < .seconds(10), "\(html.prefix(20))… took \(elapsed)")
            #expect(!text.contains("<a") && !text.contains("<img"))
        }
        #expect(WebText.plain(String(repeating: "<", count: 1000)).text.count == 1000, "a < before no name is text")
    }
}
