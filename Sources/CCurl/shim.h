#ifndef WEIBO_CCURL_SHIM_H
#define WEIBO_CCURL_SHIM_H

// libcurl, loaded with dlopen after the first frame instead of linked.
//
// Why: Debian's libcurl brings 32 shared libraries (OpenSSL, nghttp2,
// Kerberos, LDAP…); loading them at start cost 8 ms, more than the whole
// first frame, for a library only an account needs. So the binary links
// none of them, and `weibo_curl_load` finds the functions in libcurl.so.4
// when the first request is made.
//
// Why no <curl/curl.h>: it comes with libcurl's -dev package, which a fresh
// machine lacks (it has the run-time libcurl4), and `swift run weibo-tui`
// must build there with nothing installed first. So the few types and
// constants used are declared here. The numbers are curl's ABI, which curl
// keeps stable across the whole of libcurl.so.4: an option's number is its
// argument type's base plus its index, an info's its type's bit plus its
// index (scripts/check-shim-abi compares them with curl's header).
//
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call through a pointer: the typed wrappers below make those calls.

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/// Handles are opaque: curl's own header makes both `void`.
typedef void CURL;
typedef void CURLM;
/// 64 bits on every system curl builds for (a `long` on 64-bit Linux).
typedef int64_t curl_off_t;
typedef int curl_socket_t;

/// Only the results the code sorts (HTTPClient's Curl.failure).
typedef enum {
    CURLE_OK = 0,
    CURLE_COULDNT_RESOLVE_PROXY = 5,
    CURLE_COULDNT_RESOLVE_HOST = 6,
    CURLE_COULDNT_CONNECT = 7,
    CURLE_PARTIAL_FILE = 18,
    CURLE_WRITE_ERROR = 23,
    CURLE_OPERATION_TIMEDOUT = 28,
    CURLE_SSL_CONNECT_ERROR = 35,
    CURLE_GOT_NOTHING = 52,
    CURLE_SEND_ERROR = 55,
    CURLE_RECV_ERROR = 56,
    CURLE_SSL_CERTPROBLEM = 58,
    CURLE_SSL_CIPHER = 59,
    CURLE_PEER_FAILED_VERIFICATION = 60,
    CURLE_FILESIZE_EXCEEDED = 63,
    CURLE_SSL_CACERT_BADFILE = 77,
    CURLE_SSL_ISSUER_ERROR = 83,
    CURLE_SSL_PINNEDPUBKEYNOTMATCH = 90,
} CURLcode;

/// curl's bases for an option's argument: long, pointer, function, curl_off_t.
#define WEIBO_CURLOPT_LONG 0
#define WEIBO_CURLOPT_POINTER 10000
#define WEIBO_CURLOPT_FUNCTION 20000
#define WEIBO_CURLOPT_OFF_T 30000

typedef enum {
    CURLOPT_WRITEDATA = WEIBO_CURLOPT_POINTER + 1,
    CURLOPT_URL = WEIBO_CURLOPT_POINTER + 2,
    CURLOPT_USERAGENT = WEIBO_CURLOPT_POINTER + 18,
    CURLOPT_COOKIE = WEIBO_CURLOPT_POINTER + 22,
    CURLOPT_HTTPHEADER = WEIBO_CURLOPT_POINTER + 23,
    CURLOPT_HEADERDATA = WEIBO_CURLOPT_POINTER + 29,
    CURLOPT_POST = WEIBO_CURLOPT_LONG + 47,
    CURLOPT_FOLLOWLOCATION = WEIBO_CURLOPT_LONG + 52,
    CURLOPT_FRESH_CONNECT = WEIBO_CURLOPT_LONG + 74,
    CURLOPT_FORBID_REUSE = WEIBO_CURLOPT_LONG + 75,
    CURLOPT_NOSIGNAL = WEIBO_CURLOPT_LONG + 99,
    CURLOPT_ACCEPT_ENCODING = WEIBO_CURLOPT_POINTER + 102,
    CURLOPT_PRIVATE = WEIBO_CURLOPT_POINTER + 103,
    CURLOPT_TIMEOUT_MS = WEIBO_CURLOPT_LONG + 155,
    CURLOPT_CONNECTTIMEOUT_MS = WEIBO_CURLOPT_LONG + 156,
    CURLOPT_COPYPOSTFIELDS = WEIBO_CURLOPT_POINTER + 165,
    /// Since curl 7.85.0: the oldest libcurl this binary works with.
    CURLOPT_PROTOCOLS_STR = WEIBO_CURLOPT_POINTER + 318,
    CURLOPT_WRITEFUNCTION = WEIBO_CURLOPT_FUNCTION + 11,
    CURLOPT_HEADERFUNCTION = WEIBO_CURLOPT_FUNCTION + 79,
    CURLOPT_MAXFILESIZE_LARGE = WEIBO_CURLOPT_OFF_T + 117,
    CURLOPT_POSTFIELDSIZE_LARGE = WEIBO_CURLOPT_OFF_T + 120,
} CURLoption;

/// curl's bits for what an info is: a string, a long.
#define WEIBO_CURLINFO_STRING 0x100000
#define WEIBO_CURLINFO_LONG 0x200000

typedef enum {
    CURLINFO_RESPONSE_CODE = WEIBO_CURLINFO_LONG + 2,
    /// curl hands back the pointer given as CURLOPT_PRIVATE, as a string info.
    CURLINFO_PRIVATE = WEIBO_CURLINFO_STRING + 21,
    CURLINFO_REDIRECT_URL = WEIBO_CURLINFO_STRING + 31,
} CURLINFO;

typedef enum {
    CURLM_OK = 0,
} CURLMcode;

typedef enum {
    CURLMSG_NONE = 0,
    CURLMSG_DONE = 1,
} CURLMSG;

/// What curl_multi_info_read returns: for CURLMSG_DONE, `data.result`.
typedef struct {
    CURLMSG msg;
    CURL *easy_handle;
    union {
        void *whatever;
        CURLcode result;
    } data;
} CURLMsg;

struct curl_waitfd {
    curl_socket_t fd;
    short events;
    short revents;
};

struct curl_slist {
    char *data;
    struct curl_slist *next;
};

/// CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32, as curl's own default.
#define WEIBO_CURL_GLOBAL_DEFAULT 3L

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
} weibo_curl_api;

/// Loads libcurl and every function above. Returns 0, or -1 with the
/// reason (dlerror's words) in `error`.
static inline int weibo_curl_load(weibo_curl_api *api, char *error, size_t size) {
    // libcurl4 (OpenSSL) or libcurl3-gnutls: both give the same ABI.
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
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
#undef WEIBO_CURL_SYM
    if (api->global_init(WEIBO_CURL_GLOBAL_DEFAULT) != CURLE_OK) {
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
/// A string info (CURLINFO_REDIRECT_URL): NULL when curl has none; owned by
/// the handle, valid until its next transfer.
static inline const char *weibo_curl_info_string(const weibo_curl_api *api, CURL *h, CURLINFO i) {
    const char *s = NULL;
    api->easy_getinfo(h, i, &s);
    return s;
}
static inline void *weibo_curl_private(const weibo_curl_api *api, CURL *h) {
    void *p = NULL;
    api->easy_getinfo(h, CURLINFO_PRIVATE, &p);
    return p;
}
/// The easy handle and result of a finished transfer (CURLMsg's union).
static inline CURLcode weibo_curl_message_result(const CURLMsg *m) { return m->data.result; }

#endif
