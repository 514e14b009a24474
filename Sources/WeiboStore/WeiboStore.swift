public enum WeiboStoreModule {}
