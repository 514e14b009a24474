#ifndef WEIBO_PICTURE_CODECS_SHIM_H
#define WEIBO_PICTURE_CODECS_SHIM_H

// libpng, libjpeg-turbo, giflib and libwebp behind one small C interface
// that Swift can call safely (WeiboPicture). libpng and libjpeg are linked
// (their -dev packages are on every machine this builds on); giflib and
// libwebp are loaded with dlopen at their first picture, so that neither
// their headers nor their .so links are needed to build, and a system
// without them still runs the app (their pictures say what to install).
//
// Why C wrappers: libpng and libjpeg report errors with longjmp, which must
// never cross a Swift frame. Each decode function below calls setjmp itself
// and returns a code; the only Swift code run meanwhile is the row callback,
// called between library calls, never from inside one.
//
// Every decoder hands 8-bit RGBA rows to `row` as they come (interlaced
// images in pass order: pixel i of a call is at x = x0 + i * xstep), so
// no whole-image buffer is made here (see docs/PICTURES.md for the bound).

#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum {
    WEIBO_PICTURE_OK = 0,
    WEIBO_PICTURE_CORRUPT = 1,
    WEIBO_PICTURE_TRUNCATED = 2,
    WEIBO_PICTURE_UNSUPPORTED = 3,
    WEIBO_PICTURE_TOO_LARGE = 4,
    /// The caller's `begin` refused: it sets its own reason.
    WEIBO_PICTURE_STOPPED = 5,
};

/// Called once the decoded size is known, before any row. Nonzero stops.
typedef int (*weibo_picture_begin_fn)(void *context, uint32_t width, uint32_t height);
/// One row (or one interlace pass's part of it) of `count` RGBA pixels.
typedef void (*weibo_picture_row_fn)(void *context, uint32_t y, uint32_t x0, uint32_t xstep,
                                     const uint8_t *rgba, uint32_t count);

typedef struct {
    void *context;
    weibo_picture_begin_fn begin;
    weibo_picture_row_fn row;
    /// Most bytes the codec may allocate for itself (libjpeg's whole-image
    /// buffers for progressive files, libpng's chunks).
    size_t memory_limit;
    char message[200];
} weibo_picture_sink;

/// dlopen of a codec by its soname. The handle is never closed: the
/// functions found in it stay in use for the life of the process.
static inline void *weibo_codec_open(const char *soname, char *error, size_t size) {
    void *lib = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        const char *why = dlerror();
        snprintf(error, size, "%s", why ? why : soname);
    }
    return lib;
}

/// Finds `name` in `lib` for the api's `field`, or says which is missing.
#define WEIBO_CODEC_SYM(field, name) \
    *(void **)(&api->field) = dlsym(lib, name); \
    if (api->field == NULL) { snprintf(error, size, "%s has no %s", soname, name); return -1; }

#include "picture_png.h"
#include "picture_jpeg.h"
#include "picture_gif.h"
#include "picture_webp.h"

#endif
