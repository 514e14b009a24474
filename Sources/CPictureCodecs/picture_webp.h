// libwebp: its own scaled decode (an area filter) straight to the target
// size, so only the small result is allocated; libwebp returns codes.
#include <webp/decode.h>

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
static inline int weibo_webp_size(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height,
                                  int *lossless, int *animated, weibo_picture_sink *sink) {
    WebPBitstreamFeatures features;
    VP8StatusCode status = WebPGetFeatures(bytes, length, &features);
    if (status != VP8_STATUS_OK) return weibo_webp_code(status, sink);
    *width = (uint32_t)features.width;
    *height = (uint32_t)features.height;
    *lossless = features.format == 2;
    *animated = features.has_animation;
    return WEIBO_PICTURE_OK;
}

/// Decodes scaled to exactly width x height into the sink's rows.
static inline int weibo_webp_decode(const uint8_t *bytes, size_t length, uint32_t width, uint32_t height,
                                    weibo_picture_sink *sink) {
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) return WEIBO_PICTURE_UNSUPPORTED;
    config.options.use_scaling = 1;
    config.options.scaled_width = (int)width;
    config.options.scaled_height = (int)height;
    config.output.colorspace = MODE_RGBA;
    if (sink->begin(sink->context, width, height) != 0) return WEIBO_PICTURE_STOPPED;
    int code = weibo_webp_code(WebPDecode(bytes, length, &config), sink);
    if (code == WEIBO_PICTURE_OK) {
        const WebPRGBABuffer *out = &config.output.u.RGBA;
        for (uint32_t y = 0; y < height; y++) sink->row(sink->context, y, 0, 1, out->rgba + (size_t)y * out->stride, width);
    }
    WebPFreeDecBuffer(&config.output);
    return code;
}
