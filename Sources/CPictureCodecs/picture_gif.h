// giflib: the first frame only, line by line (never DGifSlurp, which
// keeps every frame of an animation in memory). giflib returns codes.
//
// Loaded with dlopen at the first GIF (libgif.so.7), not linked: its -dev
// package, with <gif_lib.h>, is not on a fresh machine, and `swift run`
// must build there. So the types below are giflib 5's, declared here with
// only the fields and functions used (scripts/check-shim-abi compares the
// layout with <gif_lib.h> where that header is installed).

typedef unsigned char GifByteType;
typedef unsigned char GifPixelType;
typedef int GifWord;

typedef struct {
    GifByteType Red, Green, Blue;
} GifColorType;

typedef struct {
    int ColorCount;
    int BitsPerPixel;
    bool SortFlag;
    GifColorType *Colors;
} ColorMapObject;

typedef struct {
    GifWord Left, Top, Width, Height;
    bool Interlace;
    ColorMapObject *ColorMap;
} GifImageDesc;

/// giflib's file: the fields up to `Private` are its layout (the library
/// allocates it; this code only reads).
typedef struct {
    GifWord SWidth, SHeight;
    GifWord SColorResolution;
    GifWord SBackGroundColor;
    GifByteType AspectByte;
    ColorMapObject *SColorMap;
    int ImageCount;
    GifImageDesc Image;
    void *SavedImages;
    int ExtensionBlockCount;
    void *ExtensionBlocks;
    int Error;
    void *UserData;
    void *Private;
} GifFileType;

typedef enum {
    UNDEFINED_RECORD_TYPE,
    SCREEN_DESC_RECORD_TYPE,
    IMAGE_DESC_RECORD_TYPE,
    EXTENSION_RECORD_TYPE,
    TERMINATE_RECORD_TYPE
} GifRecordType;

enum {
    GIF_ERROR = 0,
    GIF_OK = 1,
    GRAPHICS_EXT_FUNC_CODE = 0xf9,
    NO_TRANSPARENT_COLOR = -1,
    D_GIF_ERR_READ_FAILED = 102,
    D_GIF_ERR_EOF_TOO_SOON = 113,
};

typedef int (*weibo_gif_input)(GifFileType *, GifByteType *, int);

/// The giflib functions used, found by name in the loaded library.
typedef struct {
    GifFileType *(*open)(void *user, weibo_gif_input read, int *error);
    int (*close)(GifFileType *gif, int *error);
    int (*record_type)(GifFileType *gif, GifRecordType *type);
    int (*extension)(GifFileType *gif, int *code, GifByteType **data);
    int (*extension_next)(GifFileType *gif, GifByteType **data);
    int (*image_desc)(GifFileType *gif);
    int (*line)(GifFileType *gif, GifPixelType *line, int length);
    const char *(*error_string)(int error);
} weibo_gif_api;

/// Loads giflib from `soname`, NULL for libgif.so.7 (Debian's libgif7; the
/// name is a C string here so that scripts/package finds it in the binary).
/// 0, or -1 with dlerror's words.
static inline int weibo_gif_load(weibo_gif_api *api, const char *soname, char *error, size_t size) {
    if (soname == NULL) soname = "libgif.so.7";
    void *lib = weibo_codec_open(soname, error, size);
    if (lib == NULL) return -1;
    WEIBO_CODEC_SYM(open, "DGifOpen")
    WEIBO_CODEC_SYM(close, "DGifCloseFile")
    WEIBO_CODEC_SYM(record_type, "DGifGetRecordType")
    WEIBO_CODEC_SYM(extension, "DGifGetExtension")
    WEIBO_CODEC_SYM(extension_next, "DGifGetExtensionNext")
    WEIBO_CODEC_SYM(image_desc, "DGifGetImageDesc")
    WEIBO_CODEC_SYM(line, "DGifGetLine")
    WEIBO_CODEC_SYM(error_string, "GifErrorString")
    return 0;
}

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

static inline int weibo_gif_code(const weibo_gif_api *api, int error, weibo_picture_sink *sink) {
    const char *text = api->error_string(error);
    snprintf(sink->message, sizeof sink->message, "%s", text ? text : "GIF error");
    return error == D_GIF_ERR_READ_FAILED || error == D_GIF_ERR_EOF_TOO_SOON ? WEIBO_PICTURE_TRUNCATED
                                                                              : WEIBO_PICTURE_CORRUPT;
}

/// The logical screen's size, which the first frame is drawn into.
static inline int weibo_gif_size(const weibo_gif_api *api, const uint8_t *bytes, size_t length, uint32_t *width,
                                 uint32_t *height, weibo_picture_sink *sink) {
    weibo_gif_source source = {bytes, length, 0};
    int error = 0;
    GifFileType *gif = api->open(&source, weibo_gif_read, &error);
    if (gif == NULL) return weibo_gif_code(api, error, sink);
    *width = (uint32_t)gif->SWidth;
    *height = (uint32_t)gif->SHeight;
    api->close(gif, &error);
    return WEIBO_PICTURE_OK;
}

static inline int weibo_gif_fail(const weibo_gif_api *api, GifFileType *gif, GifByteType *line, uint8_t *rgba,
                                 weibo_picture_sink *sink) {
    int code = weibo_gif_code(api, gif->Error, sink);
    int ignored = 0;
    free(line);
    free(rgba);
    api->close(gif, &ignored);
    return code;
}

/// The first frame on the logical screen: pixels outside the frame, and
/// the transparent colour, come as alpha 0.
static inline int weibo_gif_decode(const weibo_gif_api *api, const uint8_t *bytes, size_t length, weibo_picture_sink *sink) {
    weibo_gif_source source = {bytes, length, 0};
    int error = 0;
    GifFileType *gif = api->open(&source, weibo_gif_read, &error);
    if (gif == NULL) return weibo_gif_code(api, error, sink);
    uint32_t width = (uint32_t)gif->SWidth, height = (uint32_t)gif->SHeight;
    int transparent = NO_TRANSPARENT_COLOR;
    GifRecordType type;
    do {
        if (api->record_type(gif, &type) == GIF_ERROR) return weibo_gif_fail(api, gif, NULL, NULL, sink);
        if (type == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *data;
            if (api->extension(gif, &code, &data) == GIF_ERROR) return weibo_gif_fail(api, gif, NULL, NULL, sink);
            while (data != NULL) {
                // The graphic control block: 4 bytes, the first one's low
                // bit saying whether the fourth is the transparent index
                // (what giflib's DGifExtensionToGCB reads, without it).
                if (code == GRAPHICS_EXT_FUNC_CODE && data[0] == 4) {
                    transparent = (data[1] & 0x01) ? data[4] : NO_TRANSPARENT_COLOR;
                }
                code = 0;
                if (api->extension_next(gif, &data) == GIF_ERROR) return weibo_gif_fail(api, gif, NULL, NULL, sink);
            }
        } else if (type == TERMINATE_RECORD_TYPE) {
            snprintf(sink->message, sizeof sink->message, "the GIF has no frame");
            api->close(gif, &error);
            return WEIBO_PICTURE_CORRUPT;
        }
    } while (type != IMAGE_DESC_RECORD_TYPE);
    if (api->image_desc(gif) == GIF_ERROR) return weibo_gif_fail(api, gif, NULL, NULL, sink);
    GifImageDesc frame = gif->Image;
    ColorMapObject *colors = frame.ColorMap ? frame.ColorMap : gif->SColorMap;
    if (colors == NULL || frame.Width <= 0 || frame.Height <= 0 || frame.Left < 0 || frame.Top < 0) {
        snprintf(sink->message, sizeof sink->message, "the GIF's first frame has no colours or no size");
        api->close(gif, &error);
        return WEIBO_PICTURE_CORRUPT;
    }
    if (sink->begin(sink->context, width, height) != 0) {
        api->close(gif, &error);
        return WEIBO_PICTURE_STOPPED;
    }
    GifByteType *line = (GifByteType *)malloc((size_t)frame.Width);
    uint8_t *rgba = (uint8_t *)calloc((size_t)width, 4);
    if (line == NULL || rgba == NULL) {
        snprintf(sink->message, sizeof sink->message, "out of memory for one row");
        free(line);
        free(rgba);
        api->close(gif, &error);
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
            if (api->line(gif, line, frame.Width) == GIF_ERROR) return weibo_gif_fail(api, gif, line, rgba, sink);
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
    api->close(gif, &error);
    return WEIBO_PICTURE_OK;
}
