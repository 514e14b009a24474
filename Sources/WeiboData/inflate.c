#include <string.h>
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

uint64_t weibo_data_fingerprint(const unsigned char *bytes, size_t length) {
    // Four independent lanes of multiply-xor over 8-byte words, so the
    // multiplications overlap: a few tenths of a millisecond for the
    // catalogue, where a checksum with one chain would take a millisecond.
    const uint64_t prime = 0x100000001b3ULL;
    uint64_t lane[4] = {0x9e3779b97f4a7c15ULL, 0xc2b2ae3d27d4eb4fULL, 0x165667b19e3779f9ULL, 0x27d4eb2f165667c5ULL};
    size_t i = 0;
    for (; i + 32 <= length; i += 32) {
        for (int k = 0; k < 4; k++) {
            uint64_t word;
            memcpy(&word, bytes + i + 8 * k, 8);
            lane[k] = (lane[k] ^ word) * prime;
            lane[k] ^= lane[k] >> 29;
        }
    }
    uint64_t hash = length;
    for (; i < length; i++) hash = (hash ^ bytes[i]) * prime;
    for (int k = 0; k < 4; k++) hash = (hash ^ lane[k]) * prime, hash ^= hash >> 31;
    return hash;
}
