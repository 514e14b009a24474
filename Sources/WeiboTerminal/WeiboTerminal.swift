import WeiboCore
public enum WeiboTerminalModule {}
