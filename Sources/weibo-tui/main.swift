print("weibo-tui")
