// libcurl, opened at run time (RemoteFetcher): a process that never fetches a remote template
// never loads it, nor the thirty libraries it brings (TLS, Kerberos, LDAP, compression), which
// linked into the executable cost every command about 10 ms of its start.
//
// Only the calls Swift cannot make itself are here: curl_easy_setopt and curl_easy_getinfo are
// variadic, so they are called through a function pointer of their C type. The option and
// information numbers are libcurl's ABI (curl/curl.h: type base + number), stable across
// libcurl 7 and 8; the header itself is not needed to build.
#include <stddef.h>
#include <stdint.h>

enum {
    LAYOUT_SERVE_CURLOPT_WRITEDATA = 10001,
    LAYOUT_SERVE_CURLOPT_URL = 10002,
    LAYOUT_SERVE_CURLOPT_ERRORBUFFER = 10010,
    LAYOUT_SERVE_CURLOPT_WRITEFUNCTION = 20011,
    LAYOUT_SERVE_CURLOPT_USERAGENT = 10018,
    LAYOUT_SERVE_CURLOPT_HTTPHEADER = 10023,
    LAYOUT_SERVE_CURLOPT_NOPROGRESS = 43,
    LAYOUT_SERVE_CURLOPT_FOLLOWLOCATION = 52,
    LAYOUT_SERVE_CURLOPT_XFERINFODATA = 10057,
    LAYOUT_SERVE_CURLOPT_NOSIGNAL = 99,
    LAYOUT_SERVE_CURLOPT_TIMEOUT_MS = 155,
    LAYOUT_SERVE_CURLOPT_PROTOCOLS = 181,
    LAYOUT_SERVE_CURLOPT_XFERINFOFUNCTION = 20219,
    LAYOUT_SERVE_CURLOPT_MAXFILESIZE_LARGE = 30117,
    LAYOUT_SERVE_CURLPROTO_HTTP_HTTPS = 1 | 2,
    LAYOUT_SERVE_CURLINFO_RESPONSE_CODE = 0x200000 + 2,
    LAYOUT_SERVE_CURLINFO_REDIRECT_URL = 0x100000 + 31,
    LAYOUT_SERVE_CURL_ERROR_SIZE = 256,
};

// CURLcode values the fetcher words for users.
enum {
    LAYOUT_SERVE_CURLE_OK = 0,
    LAYOUT_SERVE_CURLE_COULDNT_RESOLVE_PROXY = 5,
    LAYOUT_SERVE_CURLE_COULDNT_RESOLVE_HOST = 6,
    LAYOUT_SERVE_CURLE_COULDNT_CONNECT = 7,
    LAYOUT_SERVE_CURLE_PARTIAL_FILE = 18,
    LAYOUT_SERVE_CURLE_WRITE_ERROR = 23,
    LAYOUT_SERVE_CURLE_OPERATION_TIMEDOUT = 28,
    LAYOUT_SERVE_CURLE_SSL_CONNECT_ERROR = 35,
    LAYOUT_SERVE_CURLE_ABORTED_BY_CALLBACK = 42,
    LAYOUT_SERVE_CURLE_GOT_NOTHING = 52,
    LAYOUT_SERVE_CURLE_SEND_ERROR = 55,
    LAYOUT_SERVE_CURLE_RECV_ERROR = 56,
    LAYOUT_SERVE_CURLE_PEER_FAILED_VERIFICATION = 60,
    LAYOUT_SERVE_CURLE_FILESIZE_EXCEEDED = 63,
    LAYOUT_SERVE_CURLE_SSL_CACERT_BADFILE = 77,
};

typedef int (*layout_serve_curl_setopt_function)(void *handle, int option, ...);
typedef int (*layout_serve_curl_getinfo_function)(void *handle, int info, ...);

static inline int layout_serve_curl_setopt_long(void *setopt, void *handle, int option, long value) {
    return ((layout_serve_curl_setopt_function)setopt)(handle, option, value);
}

static inline int layout_serve_curl_setopt_offset(void *setopt, void *handle, int option, int64_t value) {
    return ((layout_serve_curl_setopt_function)setopt)(handle, option, value);
}

static inline int layout_serve_curl_setopt_pointer(void *setopt, void *handle, int option, const void *value) {
    return ((layout_serve_curl_setopt_function)setopt)(handle, option, value);
}

static inline int layout_serve_curl_getinfo_long(void *getinfo, void *handle, int info, long *value) {
    return ((layout_serve_curl_getinfo_function)getinfo)(handle, info, value);
}

static inline int layout_serve_curl_getinfo_string(void *getinfo, void *handle, int info, const char **value) {
    return ((layout_serve_curl_getinfo_function)getinfo)(handle, info, value);
}
