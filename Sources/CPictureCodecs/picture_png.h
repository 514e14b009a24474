// libpng: read from memory, errors caught with setjmp here (see shim.h).
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *bytes;
    size_t length;
    size_t offset;
    int truncated;
    weibo_picture_sink *sink;
} weibo_png_source;

static void weibo_png_read(png_structp png, png_bytep out, size_t count) {
    weibo_png_source *source = (weibo_png_source *)png_get_io_ptr(png);
    if (source->length - source->offset < count) {
        source->truncated = 1;
        png_error(png, "the file ends early");
    }
    memcpy(out, source->bytes + source->offset, count);
    source->offset += count;
}

static void weibo_png_error(png_structp png, png_const_charp message) {
    weibo_png_source *source = (weibo_png_source *)png_get_error_ptr(png);
    snprintf(source->sink->message, sizeof source->sink->message, "%s", message);
    png_longjmp(png, 1);
}

static void weibo_png_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

/// Width and height from the header only. Returns a WEIBO_PICTURE_ code.
static inline int weibo_png_size(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height,
                                 weibo_picture_sink *sink) {
    weibo_png_source source = {bytes, length, 0, 0, sink};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, weibo_png_error, weibo_png_warning);
    if (png == NULL) return WEIBO_PICTURE_CORRUPT;
    png_infop info = png_create_info_struct(png);
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return source.truncated ? WEIBO_PICTURE_TRUNCATED : WEIBO_PICTURE_CORRUPT;
    }
    png_set_read_fn(png, &source, weibo_png_read);
    // libpng's own limit is 1,000,000 per side; the caller applies its own.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return WEIBO_PICTURE_OK;
}

/// Decodes every row as RGBA into the sink. Interlaced files come pass by
/// pass (Adam7 positions in x0/xstep and y), never as a whole image.
static inline int weibo_png_decode(const uint8_t *bytes, size_t length, weibo_picture_sink *sink) {
    weibo_png_source source = {bytes, length, 0, 0, sink};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, weibo_png_error, weibo_png_warning);
    if (png == NULL) return WEIBO_PICTURE_CORRUPT;
    png_infop info = png_create_info_struct(png);
    // volatile: assigned after setjmp and read after the longjmp.
    png_bytep volatile row = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_read_struct(&png, &info, NULL);
        return source.truncated ? WEIBO_PICTURE_TRUNCATED : WEIBO_PICTURE_CORRUPT;
    }
    png_set_read_fn(png, &source, weibo_png_read);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(png, sink->memory_limit);
    png_read_info(png, info);
    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    int color = png_get_color_type(png, info);
    png_set_strip_16(png);
    png_set_packing(png);
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && png_get_bit_depth(png, info) < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        snprintf(sink->message, sizeof sink->message, "unexpected PNG row layout");
        png_destroy_read_struct(&png, &info, NULL);
        return WEIBO_PICTURE_UNSUPPORTED;
    }
    if (sink->begin(sink->context, width, height) != 0) {
        png_destroy_read_struct(&png, &info, NULL);
        return WEIBO_PICTURE_STOPPED;
    }
    row = (png_bytep)malloc((size_t)width * 4);
    if (row == NULL) png_error(png, "out of memory for one row");
    for (int pass = 0; pass < (interlaced ? 7 : 1); pass++) {
        uint32_t rows = interlaced ? PNG_PASS_ROWS(height, pass) : height;
        uint32_t cols = interlaced ? PNG_PASS_COLS(width, pass) : width;
        // libpng skips the passes that hold no pixel.
        if (rows == 0 || cols == 0) continue;
        for (uint32_t r = 0; r < rows; r++) {
            png_read_row(png, row, NULL);
            uint32_t y = interlaced ? PNG_ROW_FROM_PASS_ROW(r, pass) : r;
            uint32_t x0 = interlaced ? PNG_PASS_START_COL(pass) : 0;
            uint32_t xstep = interlaced ? (1u << PNG_PASS_COL_SHIFT(pass)) : 1;
            sink->row(sink->context, y, x0, xstep, row, cols);
        }
    }
    free(row);
    row = NULL;
    png_destroy_read_struct(&png, &info, NULL);
    return WEIBO_PICTURE_OK;
}
