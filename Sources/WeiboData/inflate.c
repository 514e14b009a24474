#include <zlib.h>

#include "WeiboData.h"

size_t weibo_data_inflated_length(const unsigned char *packed, size_t packed_length) {
    // A zlib stream's two header bytes: deflate (method 8), and a check
    // that makes them a multiple of 31. Anything else is not a deflated
    // file, whatever its first four bytes would say its length is.
    if (packed_length < 6 || (packed[4] & 0x0f) != 8 || ((packed[4] << 8) | packed[5]) % 31 != 0) return 0;
    return (size_t)packed[0] | (size_t)packed[1] << 8 | (size_t)packed[2] << 16 | (size_t)packed[3] << 24;
}

int weibo_data_inflate(const unsigned char *packed, size_t packed_length, unsigned char *out, size_t out_length) {
    if (out_length == 0 || weibo_data_inflated_length(packed, packed_length) != out_length) return -1;
    uLongf written = (uLongf)out_length;
    if (uncompress(out, &written, packed + 4, (uLong)(packed_length - 4)) != Z_OK) return -1;
    return written == out_length ? 0 : -1;
}
