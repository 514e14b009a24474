#ifndef WEIBO_CCURL_SHIM_H
#define WEIBO_CCURL_SHIM_H

// libcurl, loaded with dlopen after the first frame instead of linked.
//
// Why: Debian's libcurl brings 32 shared libraries (OpenSSL, nghttp2,
// Kerberos, LDAP…); loading them at start cost 8 ms, more than the whole
// first frame, for a library only an account needs. So the binary links
// none of them: this header gives curl's types and constants (from
// libcurl4-openssl-dev), and `weibo_curl_load` finds the functions in
// libcurl.so.4 when the first request is made.
//
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call through a pointer: the typed wrappers below make those calls.

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_timeout)(CURLM *, long *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLMcode (*multi_cleanup)(CURLM *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    curl_version_info_data *(*version_info)(CURLversion);
} weibo_curl_api;

/// Loads libcurl and every function above. Returns 0, or -1 with the
/// reason (dlerror's words) in `error`.
static inline int weibo_curl_load(weibo_curl_api *api, char *error, size_t size) {
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    void *lib = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && lib == NULL; i++) {
        lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (lib == NULL) {
        const char *why = dlerror();
        snprintf(error, size, "%s", why ? why : "libcurl.so.4 not found");
        return -1;
    }
#define WEIBO_CURL_SYM(field, name) \
    *(void **)(&api->field) = dlsym(lib, name); \
    if (api->field == NULL) { snprintf(error, size, "libcurl has no %s", name); return -1; }
    WEIBO_CURL_SYM(global_init, "curl_global_init")
    WEIBO_CURL_SYM(easy_init, "curl_easy_init")
    WEIBO_CURL_SYM(easy_setopt, "curl_easy_setopt")
    WEIBO_CURL_SYM(easy_getinfo, "curl_easy_getinfo")
    WEIBO_CURL_SYM(easy_cleanup, "curl_easy_cleanup")
    WEIBO_CURL_SYM(easy_strerror, "curl_easy_strerror")
    WEIBO_CURL_SYM(multi_init, "curl_multi_init")
    WEIBO_CURL_SYM(multi_add_handle, "curl_multi_add_handle")
    WEIBO_CURL_SYM(multi_remove_handle, "curl_multi_remove_handle")
    WEIBO_CURL_SYM(multi_perform, "curl_multi_perform")
    WEIBO_CURL_SYM(multi_poll, "curl_multi_poll")
    WEIBO_CURL_SYM(multi_timeout, "curl_multi_timeout")
    WEIBO_CURL_SYM(multi_info_read, "curl_multi_info_read")
    WEIBO_CURL_SYM(multi_cleanup, "curl_multi_cleanup")
    WEIBO_CURL_SYM(slist_append, "curl_slist_append")
    WEIBO_CURL_SYM(slist_free_all, "curl_slist_free_all")
    WEIBO_CURL_SYM(version_info, "curl_version_info")
#undef WEIBO_CURL_SYM
    if (api->global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(error, size, "curl_global_init failed");
        return -1;
    }
    return 0;
}

static inline CURLcode weibo_curl_setopt_long(const weibo_curl_api *api, CURL *h, CURLoption o, long v) {
    return api->easy_setopt(h, o, v);
}
static inline CURLcode weibo_curl_setopt_string(const weibo_curl_api *api, CURL *h, CURLoption o, const char *v) {
    return api->easy_setopt(h, o, v);
}
static inline CURLcode weibo_curl_setopt_pointer(const weibo_curl_api *api, CURL *h, CURLoption o, void *v) {
    return api->easy_setopt(h, o, v);
}
static inline CURLcode weibo_curl_setopt_large(const weibo_curl_api *api, CURL *h, CURLoption o, curl_off_t v) {
    return api->easy_setopt(h, o, v);
}
typedef size_t (*weibo_curl_write_callback)(char *, size_t, size_t, void *);
static inline CURLcode weibo_curl_setopt_write(const weibo_curl_api *api, CURL *h, weibo_curl_write_callback f) {
    return api->easy_setopt(h, CURLOPT_WRITEFUNCTION, f);
}
static inline CURLcode weibo_curl_setopt_header(const weibo_curl_api *api, CURL *h, weibo_curl_write_callback f) {
    return api->easy_setopt(h, CURLOPT_HEADERFUNCTION, f);
}
static inline long weibo_curl_response_code(const weibo_curl_api *api, CURL *h) {
    long code = 0;
    api->easy_getinfo(h, CURLINFO_RESPONSE_CODE, &code);
    return code;
}
static inline void *weibo_curl_private(const weibo_curl_api *api, CURL *h) {
    void *p = NULL;
    api->easy_getinfo(h, CURLINFO_PRIVATE, &p);
    return p;
}
/// The easy handle and result of a finished transfer (CURLMsg's union).
static inline CURLcode weibo_curl_message_result(const CURLMsg *m) { return m->data.result; }

#endif
