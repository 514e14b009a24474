import Glibc

/// The locale's variables that choose the interface language, as the
/// process got them (`Language.ofLocale` reads them).
public enum LocaleEnvironment {
    public static func fromProcess() -> [String: String] {
        var found: [String: String] = [:]
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }
}
