import Testing
@testable import WeiboCore

/// The man page's CONFIGURATION is written from ConfigReference and
/// ConfigSetting.all; these check that those tables are the parser's, so
/// the page cannot name a setting, context or action the parser refuses,
/// nor leave one out.
@Suite("config reference")
struct ConfigReferenceTests {
    func parse(_ text: String) -> Config { Config.parse(Array(text.utf8), file: "config") }

    /// A value each setting takes, by the value form the table documents.
    func example(_ setting: ConfigSetting) -> String {
        switch setting.value {
        case "URL": return "https://example.com"
        case "N": return "2"
        default: return String(setting.value.split(separator: "|").first ?? "")
        }
    }

    @Test("every documented setting is taken by the parser, with a value of the documented form")
    func settingsAreTaken() {
        #expect(ConfigSetting.all.count == Set(ConfigSetting.all.map(\.name)).count, "a setting twice")
        for setting in ConfigSetting.all {
            let config = parse("set \(setting.name) \(example(setting))\n")
            #expect(config.problems.isEmpty, "set \(setting.name) \(example(setting)): \(config.problems.map(\.message))")
            #expect(config != Config(), "set \(setting.name) changed nothing")
        }
    }

    @Test("every value a choice setting documents is taken, and only those")
    func choiceValues() {
        for setting in ConfigSetting.all where setting.value.contains("|") {
            for value in setting.value.split(separator: "|") {
                #expect(parse("set \(setting.name) \(value)\n").problems.isEmpty, "\(setting.name) \(value)")
            }
            #expect(!parse("set \(setting.name) nonsense\n").problems.isEmpty)
        }
    }

    @Test("a name not in the table is refused, and the refusal lists the table")
    func undocumentedNamesAreRefused() {
        let message = Language.with(.en) { parse("set colour off\n").problems.map(\.message) }
        #expect(message == ["weibo-tui: config:1: unknown setting 'colour'; the settings are "
                            + ConfigSetting.all.map(\.name).joined(separator: ", ")])
    }

    @Test("a refusal read in Chinese and told in English lists the settings the English way")
    func settingsListFollowsTheTellingLanguage() {
        let problems = parse("set lang zh\n").problems
        #expect(Language.with(.en) { problems.map(\.message) }.first?.hasSuffix(
            ConfigSetting.all.map(\.name).joined(separator: ", ")) == true)
    }

    @Test("the contexts and actions are every context and command, once, with what they do")
    func contextsAndActions() {
        #expect(ConfigReference.contexts().map(\.name) == KeyContext.allCases.map(\.rawValue))
        #expect(ConfigReference.contexts().allSatisfy { !$0.applies.isEmpty && !$0.title.isEmpty })
        #expect(ConfigReference.actions().map(\.name) == Command.allCases.map(\.rawValue))
        #expect(ConfigReference.actions().allSatisfy { !$0.contexts.isEmpty }, "an action bound nowhere")
        for alias in ConfigReference.contextAliases {
            #expect(KeyContext(configName: alias.alias)?.rawValue == alias.context)
        }
    }
}
