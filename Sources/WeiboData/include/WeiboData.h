#ifndef WEIBO_DATA_H
#define WEIBO_DATA_H

#include <stddef.h>
#include <stdint.h>

/// One file compiled into the binary: its name (a path under Resources/,
/// or "places.wtp.z", the packed catalogue, deflated) and its bytes, which are static
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

/// A deflated file ("NAME.z": its inflated length, 4 bytes little-endian,
/// then a zlib stream): the length it inflates to, 0 if it is not one.
size_t weibo_data_inflated_length(const unsigned char *packed, size_t packed_length);

/// Inflates a deflated file into `out`, which holds exactly the length its
/// header gives; 0 on success, -1 if the stream is damaged or of another length.
int weibo_data_inflate(const unsigned char *packed, size_t packed_length, unsigned char *out, size_t out_length);

/// A 64-bit fingerprint of `length` bytes: not cryptographic, a check that
/// a file written earlier (the inflated catalogue's cache) is whole.
uint64_t weibo_data_fingerprint(const unsigned char *bytes, size_t length);

#endif
