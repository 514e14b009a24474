// giflib: the first frame only, line by line (never DGifSlurp, which
// keeps every frame of an animation in memory). giflib returns codes.
#include <gif_lib.h>

typedef struct {
    const uint8_t *bytes;
    size_t length;
    size_t offset;
} weibo_gif_source;

static int weibo_gif_read(GifFileType *gif, GifByteType *out, int count) {
    weibo_gif_source *source = (weibo_gif_source *)gif->UserData;
    size_t left = source->length - source->offset;
    size_t n = (size_t)count < left ? (size_t)count : left;
    memcpy(out, source->bytes + source->offset, n);
    source->offset += n;
    return (int)n;
}

static inline int weibo_gif_code(int error, weibo_picture_sink *sink) {
    const char *text = GifErrorString(error);
    snprintf(sink->message, sizeof sink->message, "%s", text ? text : "GIF error");
    return error == D_GIF_ERR_READ_FAILED || error == D_GIF_ERR_EOF_TOO_SOON ? WEIBO_PICTURE_TRUNCATED
                                                                              : WEIBO_PICTURE_CORRUPT;
}

/// The logical screen's size, which the first frame is drawn into.
static inline int weibo_gif_size(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height,
                                 weibo_picture_sink *sink) {
    weibo_gif_source source = {bytes, length, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&source, weibo_gif_read, &error);
    if (gif == NULL) return weibo_gif_code(error, sink);
    *width = (uint32_t)gif->SWidth;
    *height = (uint32_t)gif->SHeight;
    DGifCloseFile(gif, &error);
    return WEIBO_PICTURE_OK;
}

static inline int weibo_gif_fail(GifFileType *gif, GifByteType *line, uint8_t *rgba, weibo_picture_sink *sink) {
    int code = weibo_gif_code(gif->Error, sink);
    int ignored = 0;
    free(line);
    free(rgba);
    DGifCloseFile(gif, &ignored);
    return code;
}

/// The first frame on the logical screen: pixels outside the frame, and
/// the transparent colour, come as alpha 0.
static inline int weibo_gif_decode(const uint8_t *bytes, size_t length, weibo_picture_sink *sink) {
    weibo_gif_source source = {bytes, length, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&source, weibo_gif_read, &error);
    if (gif == NULL) return weibo_gif_code(error, sink);
    uint32_t width = (uint32_t)gif->SWidth, height = (uint32_t)gif->SHeight;
    int transparent = NO_TRANSPARENT_COLOR;
    GifRecordType type;
    do {
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) return weibo_gif_fail(gif, NULL, NULL, sink);
        if (type == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *data;
            if (DGifGetExtension(gif, &code, &data) == GIF_ERROR) return weibo_gif_fail(gif, NULL, NULL, sink);
            while (data != NULL) {
                if (code == GRAPHICS_EXT_FUNC_CODE && data[0] == 4) {
                    GraphicsControlBlock control;
                    DGifExtensionToGCB(data[0], data + 1, &control);
                    transparent = control.TransparentColor;
                }
                code = 0;
                if (DGifGetExtensionNext(gif, &data) == GIF_ERROR) return weibo_gif_fail(gif, NULL, NULL, sink);
            }
        } else if (type == TERMINATE_RECORD_TYPE) {
            snprintf(sink->message, sizeof sink->message, "the GIF has no frame");
            DGifCloseFile(gif, &error);
            return WEIBO_PICTURE_CORRUPT;
        }
    } while (type != IMAGE_DESC_RECORD_TYPE);
    if (DGifGetImageDesc(gif) == GIF_ERROR) return weibo_gif_fail(gif, NULL, NULL, sink);
    GifImageDesc frame = gif->Image;
    ColorMapObject *colors = frame.ColorMap ? frame.ColorMap : gif->SColorMap;
    if (colors == NULL || frame.Width <= 0 || frame.Height <= 0 || frame.Left < 0 || frame.Top < 0) {
        snprintf(sink->message, sizeof sink->message, "the GIF's first frame has no colours or no size");
        DGifCloseFile(gif, &error);
        return WEIBO_PICTURE_CORRUPT;
    }
    if (sink->begin(sink->context, width, height) != 0) {
        DGifCloseFile(gif, &error);
        return WEIBO_PICTURE_STOPPED;
    }
    GifByteType *line = (GifByteType *)malloc((size_t)frame.Width);
    uint8_t *rgba = (uint8_t *)calloc((size_t)width, 4);
    if (line == NULL || rgba == NULL) {
        snprintf(sink->message, sizeof sink->message, "out of memory for one row");
        free(line);
        free(rgba);
        DGifCloseFile(gif, &error);
        return WEIBO_PICTURE_TOO_LARGE;
    }
    // Rows outside the frame: transparent (alpha 0 from calloc).
    for (uint32_t y = 0; y < height; y++) {
        if ((int)y < frame.Top || (int)y >= frame.Top + frame.Height) sink->row(sink->context, y, 0, 1, rgba, width);
    }
    static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
    int passes = frame.Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame.Interlace ? starts[pass] : 0, step = frame.Interlace ? steps[pass] : 1;
        for (int r = start; r < frame.Height; r += step) {
            if (DGifGetLine(gif, line, frame.Width) == GIF_ERROR) return weibo_gif_fail(gif, line, rgba, sink);
            int y = frame.Top + r;
            if ((uint32_t)y >= height) continue;
            memset(rgba, 0, (size_t)width * 4);
            for (int i = 0; i < frame.Width && (uint32_t)(frame.Left + i) < width; i++) {
                int index = line[i];
                uint8_t *p = rgba + (size_t)(frame.Left + i) * 4;
                if (index == transparent || index >= colors->ColorCount) continue;
                p[0] = colors->Colors[index].Red;
                p[1] = colors->Colors[index].Green;
                p[2] = colors->Colors[index].Blue;
                p[3] = 255;
            }
            sink->row(sink->context, (uint32_t)y, 0, 1, rgba, width);
        }
    }
    free(line);
    free(rgba);
    DGifCloseFile(gif, &error);
    return WEIBO_PICTURE_OK;
}
