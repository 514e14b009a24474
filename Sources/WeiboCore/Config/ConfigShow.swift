/// `weibo-tui config show`: the bindings and colours in force, written as
/// config lines, so any of them can be pasted back into the file.
extension Config {
    public func effectiveText() -> String {
        let keymap = keymap()
        var lines = [tr("# weibo-tui：正在生效的按键和颜色（先是内置的，然后是配置文件的）",
                        "# weibo-tui: the key bindings and colours in force (built in, then the config file's)")]
        for context in KeyContext.allCases {
            lines.append("")
            lines.append("# \(context.rawValue): \(context.title)")
            for binding in keymap.tables[context] ?? [] {
                for key in binding.keys {
                    lines.append("bind \(context.rawValue) \(key.configName) \(binding.command.rawValue)")
                }
            }
        }
        lines.append("")
        lines.append(tr("# 256 色终端上的颜色；8 色终端取八色中最接近的",
                        "# colours on a 256-colour terminal; one with 8 takes the nearest of the eight"))
        for role in ColorRole.allCases {
            let (set, configured) = colors.colors(role, .full256)
            let words = ["color", role.name, set.foreground.name, set.background.name] + set.attributes.names
            lines.append(words.joined(separator: " ") + (configured ? "" : tr("  # 内置", "  # built in")))
        }
        let settings = [language.map { "set language \($0.rawValue)" },
                        apiBase.map { "set api_base \($0)" }, remindBase.map { "set remind_base \($0)" },
                        webBase.map { "set web_base \($0)" }, passportBase.map { "set passport_base \($0)" },
                        desktopBase.map { "set desktop_base \($0)" }, userAgent.map { "set user_agent \($0)" },
                        pictures.map { "set pictures \($0.rawValue)" },
                        pictureCacheMB.map { "set picture_cache_mb \($0)" },
                        refreshMinutesSetting.map { "set refresh_minutes \($0)" },
                        resume.map { "set resume \($0 ? "on" : "off")" },
                        videoPlayer.map { "set video_player " + $0.joined(separator: " ") }].compactMap { $0 }
        if !settings.isEmpty {
            lines.append("")
            lines += settings
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
