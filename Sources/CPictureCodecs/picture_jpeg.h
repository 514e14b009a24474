// libjpeg-turbo: errors caught with setjmp here (see shim.h); decoded at
// scale_num/8 so a big photo is never expanded at full size.
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int truncated;
    /// Refused for want of memory: over `memory_limit` (libjpeg has no
    /// backing store here, so it stops rather than spill to disk).
    int too_large;
    weibo_picture_sink *sink;
} weibo_jpeg_error;

static void weibo_jpeg_fail(j_common_ptr info) {
    weibo_jpeg_error *error = (weibo_jpeg_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(error->sink->message, sizeof error->sink->message, "%s", text);
    int code = info->err->msg_code;
    error->too_large = code == JERR_NO_BACKING_STORE || code == JERR_OUT_OF_MEMORY;
    longjmp(error->jump, 1);
}

/// Warnings are kept quiet; running out of data is remembered, because
/// libjpeg then pads the picture with grey and calls it done.
static void weibo_jpeg_message(j_common_ptr info, int level) {
    weibo_jpeg_error *error = (weibo_jpeg_error *)info->err;
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) error->truncated = 1;
}

static inline void weibo_jpeg_prepare(struct jpeg_decompress_struct *info, weibo_jpeg_error *error,
                                      weibo_picture_sink *sink) {
    info->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = weibo_jpeg_fail;
    error->manager.emit_message = weibo_jpeg_message;
    error->truncated = 0;
    error->too_large = 0;
    error->sink = sink;
}

static inline int weibo_jpeg_size(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height,
                                  weibo_picture_sink *sink) {
    struct jpeg_decompress_struct info;
    weibo_jpeg_error error;
    weibo_jpeg_prepare(&info, &error, sink);
    if (setjmp(error.jump)) {
        // A header cut short ends in libjpeg's fake end marker, then an error.
        jpeg_destroy_decompress(&info);
        return error.truncated ? WEIBO_PICTURE_TRUNCATED : WEIBO_PICTURE_CORRUPT;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    int truncated = error.truncated;
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return truncated ? WEIBO_PICTURE_TRUNCATED : WEIBO_PICTURE_OK;
}

/// Decodes at scale_num/8 of the full size (1...8), as RGBA rows.
static inline int weibo_jpeg_decode(const uint8_t *bytes, size_t length, unsigned scale_num,
                                    weibo_picture_sink *sink) {
    struct jpeg_decompress_struct info;
    weibo_jpeg_error error;
    weibo_jpeg_prepare(&info, &error, sink);
    JSAMPLE *volatile row = NULL;
    if (setjmp(error.jump)) {
        free(row);
        jpeg_destroy_decompress(&info);
        if (error.too_large) return WEIBO_PICTURE_TOO_LARGE;
        return error.truncated ? WEIBO_PICTURE_TRUNCATED : WEIBO_PICTURE_CORRUPT;
    }
    jpeg_create_decompress(&info);
    info.mem->max_memory_to_use = (long)sink->memory_limit;
    jpeg_mem_src(&info, bytes, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    // Adobe's CMYK files store the inks inverted: R = C * K / 255 below.
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.scale_num = scale_num;
    info.scale_denom = 8;
    jpeg_calc_output_dimensions(&info);
    if (sink->begin(sink->context, info.output_width, info.output_height) != 0) {
        jpeg_destroy_decompress(&info);
        return WEIBO_PICTURE_STOPPED;
    }
    jpeg_start_decompress(&info);
    row = (JSAMPLE *)malloc((size_t)info.output_width * 4);
    if (row == NULL) ERREXIT(&info, JERR_OUT_OF_MEMORY);
    while (info.output_scanline < info.output_height) {
        uint32_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        if (cmyk) {
            for (uint32_t x = 0; x < info.output_width; x++) {
                JSAMPLE *p = row + x * 4;
                unsigned k = p[3];
                p[0] = (JSAMPLE)(p[0] * k / 255);
                p[1] = (JSAMPLE)(p[1] * k / 255);
                p[2] = (JSAMPLE)(p[2] * k / 255);
                p[3] = 255;
            }
        }
        sink->row(sink->context, y, 0, 1, row, info.output_width);
    }
    int truncated = error.truncated;
    if (!truncated) jpeg_finish_decompress(&info);
    free(row);
    row = NULL;
    jpeg_destroy_decompress(&info);
    return error.truncated ? WEIBO_PICTURE_TRUNCATED : WEIBO_PICTURE_OK;
}
