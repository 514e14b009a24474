#ifndef WEIBO_DATA_H
#define WEIBO_DATA_H

/// One file compiled into the binary: its name (a path under Resources/,
/// or "places.wtp", the packed catalogue) and its bytes, which are static
/// data of the executable and live as long as it runs: from `bytes` up
/// to, not including, `end`.
typedef struct {
    const char *name;
    const unsigned char *bytes;
    const unsigned char *end;
} WeiboDataFile;

/// How many files are embedded (Generated/files.c, by scripts/embed-resources).
int weibo_data_file_count(void);

/// The embedded file at `index`, in name order; 0 <= index < the count.
WeiboDataFile weibo_data_file(int index);

#endif
