#include <wchar.h>
#include <locale.h>

/// glibc declares wcwidth only under _XOPEN_SOURCE; declare it plainly for Swift.
extern int wcwidth(wchar_t c);
