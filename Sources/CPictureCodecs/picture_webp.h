// libwebp: its own scaled decode (an area filter) straight to the target
// size, so only the small result is allocated; libwebp returns codes.
//
// Loaded with dlopen at the first WebP (libwebp.so.7), not linked: its -dev
// package, with <webp/decode.h>, is not on a fresh machine. So the types
// below are libwebp's decoder ABI 2.9, declared here (scripts/check-shim-abi
// compares them with the header where it is installed). libwebp checks the
// ABI's major number the caller passes, and refuses a mismatch rather than
// misread a structure.

enum { WEIBO_WEBP_DECODER_ABI = 0x0209 };

typedef enum {
    VP8_STATUS_OK = 0,
    VP8_STATUS_OUT_OF_MEMORY,
    VP8_STATUS_INVALID_PARAM,
    VP8_STATUS_BITSTREAM_ERROR,
    VP8_STATUS_UNSUPPORTED_FEATURE,
    VP8_STATUS_SUSPENDED,
    VP8_STATUS_USER_ABORT,
    VP8_STATUS_NOT_ENOUGH_DATA
} VP8StatusCode;

/// Only the colour space used; the field holds any of libwebp's.
typedef enum { MODE_RGBA = 1 } WEBP_CSP_MODE;

typedef struct {
    int width, height;
    int has_alpha;
    int has_animation;
    /// 0 mixed or unknown, 1 lossy, 2 lossless.
    int format;
    uint32_t pad[5];
} WebPBitstreamFeatures;

typedef struct {
    uint8_t *rgba;
    int stride;
    size_t size;
} WebPRGBABuffer;

/// Declared for its size only: it shares a union with the RGBA view.
typedef struct {
    uint8_t *y, *u, *v, *a;
    int y_stride, u_stride, v_stride, a_stride;
    size_t y_size, u_size, v_size, a_size;
} WebPYUVABuffer;

typedef struct {
    WEBP_CSP_MODE colorspace;
    int width, height;
    int is_external_memory;
    union {
        WebPRGBABuffer RGBA;
        WebPYUVABuffer YUVA;
    } u;
    uint32_t pad[4];
    uint8_t *private_memory;
} WebPDecBuffer;

typedef struct {
    int bypass_filtering;
    int no_fancy_upsampling;
    int use_cropping;
    int crop_left, crop_top, crop_width, crop_height;
    int use_scaling;
    int scaled_width, scaled_height;
    int use_threads;
    int dithering_strength;
    int flip;
    int alpha_dithering_strength;
    uint32_t pad[5];
} WebPDecoderOptions;

typedef struct {
    WebPBitstreamFeatures input;
    WebPDecBuffer output;
    WebPDecoderOptions options;
} WebPDecoderConfig;

/// The libwebp functions used. The first two are what the header's inline
/// WebPGetFeatures and WebPInitDecoderConfig call, with the ABI number.
typedef struct {
    VP8StatusCode (*get_features)(const uint8_t *bytes, size_t length, WebPBitstreamFeatures *features, int abi);
    int (*init_config)(WebPDecoderConfig *config, int abi);
    VP8StatusCode (*decode)(const uint8_t *bytes, size_t length, WebPDecoderConfig *config);
    void (*free_buffer)(WebPDecBuffer *buffer);
} weibo_webp_api;

/// Loads libwebp from `soname`, NULL for libwebp.so.7 (Debian's libwebp7;
/// a C string for scripts/package, as giflib's). 0, or -1 with dlerror's words.
static inline int weibo_webp_load(weibo_webp_api *api, const char *soname, char *error, size_t size) {
    if (soname == NULL) soname = "libwebp.so.7";
    void *lib = weibo_codec_open(soname, error, size);
    if (lib == NULL) return -1;
    WEIBO_CODEC_SYM(get_features, "WebPGetFeaturesInternal")
    WEIBO_CODEC_SYM(init_config, "WebPInitDecoderConfigInternal")
    WEIBO_CODEC_SYM(decode, "WebPDecode")
    WEIBO_CODEC_SYM(free_buffer, "WebPFreeDecBuffer")
    return 0;
}

static inline int weibo_webp_code(VP8StatusCode status, weibo_picture_sink *sink) {
    switch (status) {
    case VP8_STATUS_OK: return WEIBO_PICTURE_OK;
    case VP8_STATUS_NOT_ENOUGH_DATA:
        snprintf(sink->message, sizeof sink->message, "the file ends early");
        return WEIBO_PICTURE_TRUNCATED;
    case VP8_STATUS_UNSUPPORTED_FEATURE:
        snprintf(sink->message, sizeof sink->message, "a WebP feature libwebp cannot decode (animation?)");
        return WEIBO_PICTURE_UNSUPPORTED;
    case VP8_STATUS_OUT_OF_MEMORY:
        snprintf(sink->message, sizeof sink->message, "libwebp ran out of memory");
        return WEIBO_PICTURE_TOO_LARGE;
    default:
        snprintf(sink->message, sizeof sink->message, "libwebp status %d", (int)status);
        return WEIBO_PICTURE_CORRUPT;
    }
}

/// Size, and whether the file is lossless (whose decoder keeps the whole
/// image: the caller bounds those more tightly) or animated.
static inline int weibo_webp_size(const weibo_webp_api *api, const uint8_t *bytes, size_t length, uint32_t *width,
                                  uint32_t *height, int *lossless, int *animated, weibo_picture_sink *sink) {
    WebPBitstreamFeatures features;
    VP8StatusCode status = api->get_features(bytes, length, &features, WEIBO_WEBP_DECODER_ABI);
    if (status != VP8_STATUS_OK) return weibo_webp_code(status, sink);
    *width = (uint32_t)features.width;
    *height = (uint32_t)features.height;
    *lossless = features.format == 2;
    *animated = features.has_animation;
    return WEIBO_PICTURE_OK;
}

/// Decodes scaled to exactly width x height into the sink's rows.
static inline int weibo_webp_decode(const weibo_webp_api *api, const uint8_t *bytes, size_t length, uint32_t width,
                                    uint32_t height, weibo_picture_sink *sink) {
    WebPDecoderConfig config;
    if (!api->init_config(&config, WEIBO_WEBP_DECODER_ABI)) return WEIBO_PICTURE_UNSUPPORTED;
    config.options.use_scaling = 1;
    config.options.scaled_width = (int)width;
    config.options.scaled_height = (int)height;
    config.output.colorspace = MODE_RGBA;
    if (sink->begin(sink->context, width, height) != 0) return WEIBO_PICTURE_STOPPED;
    int code = weibo_webp_code(api->decode(bytes, length, &config), sink);
    if (code == WEIBO_PICTURE_OK) {
        const WebPRGBABuffer *out = &config.output.u.RGBA;
        for (uint32_t y = 0; y < height; y++) sink->row(sink->context, y, 0, 1, out->rgba + (size_t)y * out->stride, width);
    }
    api->free_buffer(&config.output);
    return code;
}
