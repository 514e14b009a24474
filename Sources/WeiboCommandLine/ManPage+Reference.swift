import WeiboCore
import WeiboStore

/// The man page's reference sections, the ones Unix tools carry: KEYS,
/// CONFIGURATION, ENVIRONMENT, FILES, EXIT STATUS. Each is written from
/// the table the code itself reads (the keymap, the config parser's
/// names, the environment table, the store's file names), so the page
/// cannot document a key, a setting or a file the program does not have.
extension ManPage {
    /// DESCRIPTION's paragraphs after the summary: how the output is kept
    /// safe, and what the two kinds of account can and cannot do, said
    /// plainly, since that decides which to use.
    static let description: [String] = [
        """
        After a command's -- every word is the command's. What is printed to a terminal goes \
        through the same sanitiser as the screen (no escape sequence from a post reaches it); \
        --json output escapes control and bidi characters as \\uXXXX, so it is exact and safe.
        """,
        """
        It starts on a bundled sample (made-up people, posts and messages), so everything can be \
        tried offline. Logged in, it works on the account's own cache in the data folder, offline \
        first: a background sync brings what is new, and what you write goes out through an outbox.
        """,
        """
        An Open API account (login --token - with the token on stdin, or login --app-key KEY \
        --app-secret - with the app secret on stdin) uses the Weibo Open \
        API v2 with your app's key. An app Weibo has not reviewed sees on Home only the posts of \
        people who also authorised it, and posting needs a link under the app's safe domain (error \
        10017); the API offers no direct messages and no likes list.
        """,
        """
        A web session (login --qr, scanned with the Weibo phone app; or \
        login --cookie - with a Cookie header on stdin) is you, signed in to Weibo's own mobile web \
        interface (m.weibo.cn, and weibo.com when it refuses): your real Home, mentions, comments, \
        likes, direct messages, people, hot searches and Me, and posting, commenting, reposting, \
        liking, following and direct messages. It goes through that interface with your own session, and Weibo may change the interface at any time.
        """,
    ]

    static func referenceSections() -> String {
        keysSection() + configurationSection() + environmentSection() + filesSection() + exitStatusSection()
            + ".SH SEE ALSO\n\\fBtmux\\fR(1), \\fBxdg\\-open\\fR(1); README.md and docs/ in the source.\n"
    }

    /// `.TP` with a bold term and its text.
    static func item(_ term: String, _ text: String, value: String = "") -> String {
        ".TP\n\\fB\(escape(term))\\fR" + (value.isEmpty ? "" : " \\fI\(escape(value))\\fR") + "\n\(escape(text))\n"
    }

    /// Items one under the other with no blank line between (`.PD 0`),
    /// as long lists of short entries read best; the spacing back after.
    static func compact(_ items: [String]) -> String {
        ".PD 0\n" + items.joined() + ".PD\n"
    }

    /// `j ↓ Ctrl-N` (the help's form) as `j, ↓, Ctrl-N`.
    static func keyList(_ keys: String) -> String {
        keys.split(separator: " ").joined(separator: ", ")
    }

    static func keysSection() -> String {
        var out = ".SH KEYS\n"
        out += escape("""
            Each context has its own keys; ? shows those that apply where you are, and Me › About lists \
            them all. The config file can change any of them (see CONFIGURATION). Besides these, Ctrl-Z \
            suspends to the shell; in the editor and chats @ offers people to mention by name or pinyin; \
            the mouse works on the tab bar, the nav bar and rows, and the wheel scrolls.
            """) + "\n.PP\n" + escape("""
            Every text field and the editor edit as readline does: Ctrl-A and Ctrl-E (in the editor, \
            Home and End: its Ctrl-E is the emoticons) to the start and end of the line, Ctrl-B and \
            Ctrl-F a character, Alt-B and Alt-F a word, Ctrl-U and Ctrl-K delete to the start and end \
            of the line (in the editor, of the line as drawn; at a line's end Ctrl-K joins the next), \
            Ctrl-W and Alt-Backspace the word before the cursor, Alt-D the word after it. A word is a \
            run of letters and digits, so a run of Chinese characters is one word. In the editor, \
            Ctrl-X then Ctrl-E opens the text in $VISUAL (else $EDITOR, else vi) and takes back what \
            it saved; if it fails the text stays as it was and the editor says why.
            """) + "\n"
        for section in Keymap.standard.helpSections() {
            out += ".SS \(escape(section.context.title)) (\(escape(section.context.rawValue)))\n"
            out += compact(section.entries.map { item(keyList($0.keys), $0.summary) })
        }
        return out
    }

    static func configurationSection() -> String {
        var out = ".SH CONFIGURATION\n"
        out += escape("""
            Key bindings, colours and settings are read from $XDG_CONFIG_HOME/weibo-tui/config, else \
            ~/.config/weibo-tui/config, or the file given with --config; there is none to begin with. \
            One statement a line, words separated by blanks; # starts a comment. A wrong line is left \
            out and the rest applies: the app starts, prints each problem to stderr as \
            weibo-tui: FILE:LINE: reason, and says on its first screen how many there are. \
            config check prints the same and exits 1 if there is one; config show prints every \
            binding and colour in force as lines that can be pasted back.
            """) + "\n.PP\n.nf\n"
        out += escape("""
            bind posts x like              # x likes the selected post too
            bind global ^N next-tab        # Ctrl-N: next tab
            bind posts l none              # l no longer likes
            color selection black yellow bold
            set language en
            """) + "\n.fi\n"
        let aliases = ConfigReference.contextAliases.map { "\($0.alias) for \($0.context)" }.joined(separator: ", ")
        out += item("bind", """
            Binds KEY to ACTION in CONTEXT, in front of the keys ACTION already has there; KEY leaves \
            whatever it did in that context. ACTION none unbinds KEY, so it falls through to the next \
            context (the page's own context is looked at first, then global). Other context names: \
            \(aliases). Keys are written x, G, #, ^N or Ctrl-N, Enter, Esc, Tab, Shift-Tab, Space, \
            Backspace, Delete, Up, Down, Left, Right, Home, End, PgUp, PgDn, F1 to F12. A key that types \
            text cannot be bound where a text field has the keyboard (always, search, chat, editor).
            """, value: "CONTEXT KEY ACTION")
        out += item("color", """
            Sets a colour role. Roles: \(ConfigReference.colorRoles.joined(separator: ", ")). \
            Colours: \(ConfigReference.colorNames.joined(separator: ", ")) (the terminal's own), or a \
            number 0 to 255 (the nearest of eight on an 8-colour terminal). Attributes: \
            \(ConfigReference.attributes.joined(separator: ", ")). For selection and bar, FG is the text \
            on them and BG the row. NO_COLOR, or colour off under Me › Settings, turns them off.
            """, value: "ROLE FG BG [ATTR...]")
        out += item("set", "One of the settings below.", value: "NAME VALUE")
        out += ".SS Settings\n"
        for setting in ConfigSetting.all { out += item(setting.name, setting.summary, value: setting.value) }
        out += ".SS Contexts\n"
        out += compact(ConfigReference.contexts().map { item($0.name, "\($0.applies); titled \($0.title) in ?.") })
        out += ".SS Actions\n"
        out += compact(ConfigReference.actions().map { item($0.name, "\($0.summary) (bound in \($0.contexts.joined(separator: ", ")))") })
        return out
    }

    static func environmentSection() -> String {
        var out = ".SH ENVIRONMENT\n"
        for variable in EnvironmentVariable.all {
            let names = variable.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
            out += ".TP\n\(names)" + (variable.value.isEmpty ? "" : "=\\fI\(escape(variable.value))\\fR") + "\n\(escape(variable.summary))\n"
        }
        return out
    }

    /// The data folder's files, by the names the store gives them.
    static var dataFiles: [(name: String, what: String)] {
        [
            (DataDirectory.databaseFileName, """
                The sample's store (SQLite, WAL), with its \(DataDirectory.databaseFileName)-wal and -shm \
                beside it; the first run fills it with the bundled sample.
                """),
            (AccountFile.fileName, """
                The account logged in: its uid and name, and its token or web session (each site's \
                cookies, renewed as Weibo's replies set them, and which of its routes rest until when). \
                Mode 0600, never followed through a symbolic link; logout deletes it. Secrets are never printed.
                """),
            (AccountFile.lockFileName, """
                Held (flock) while a process merges what a web session learnt (a renewed cookie, a \
                route that refused) into account.json, so two processes never lose each other's.
                """),
            ("account-UID.sqlite", """
                An account's cache: the same kind of store, holding only what was fetched for it, so \
                accounts and the sample never mix. logout keeps it.
                """),
            (OutboxLock.path(ofStore: "account-UID.sqlite"), """
                Held (flock) by the one process sending the account's outbox; another waits for it, \
                then leaves the outbox to the first. Each item is recorded as being sent before its \
                request leaves, so one cut off by a kill is looked for on Weibo before any resend.
                """),
            (PictureCache.folderName + "/", """
                An account's downloaded pictures, checked by decoding before they are kept; at most \
                set picture_cache_mb (64 MiB by default), the least recently used out first.
                """),
            (LaunchSnapshot.fileName, "What the first screen showed at the last clean exit, drawn at once by the next start; only a cache."),
            (ResumeFile.fileName, """
                Where the sample was left: the tab, each tab's pages and rows, the search fields \
                (an account's is place-account-UID.json). Written a second after each move and on the \
                way out; one that cannot be read is ignored with a note. --fresh and set resume off pass it by.
                """),
            (PlaceCatalogCache.fileNamePattern, """
                The place catalogue, inflated by the first place search of a build and mapped by the next \
                ones; only a cache.
                """),
        ]
    }

    static func filesSection() -> String {
        var out = ".SH FILES\n"
        out += item("$XDG_DATA_HOME/weibo-tui", """
            The data folder (else ~/.local/share/weibo-tui, or --data-dir), created 0700. The store and \
            its side files are 0600; a symbolic link, a FIFO or a folder at their names is refused, \
            never followed.
            """)
        out += ".RS\n"
        for file in dataFiles { out += item(file.name, file.what) }
        out += ".RE\n"
        out += item("$XDG_CONFIG_HOME/weibo-tui/config", "The config file (else ~/.config/weibo-tui/config, or --config); see CONFIGURATION.")
        return out
    }

    static func exitStatusSection() -> String {
        ".SH EXIT STATUS\n" + item("0", "Done.")
            + item("1", """
                Refused or nothing found: a post over its account's limit (2000 on the sample and a web session, \
                140 on an Open API account; a comment over 140) or over 16 KB, text that is not UTF-8, no place \
                matched, a damaged store, a network error, something left unsent in the outbox.
                """)
            + item("2", "A usage error (one line and a pointer to the help), or a terminal the app cannot use.")
            + item("\(SyncExitStatus.rateLimited)", "sync only: Weibo is limiting requests; try again much later.")
            + item("\(SyncExitStatus.checkingClient)",
                   "sync only: Weibo is checking this client (HTTP 432 or 418, a captcha page); try again much later, "
                   + "and open m.weibo.cn in a browser if it persists.")
            + item("\(SyncExitStatus.partly)",
                   "sync only: some lists came and were saved, and some failed on their own (an unexpected reply); "
                   + "a line on stderr names each, whose cache is left as it was.")
    }
}
