/// The wide-character API (get_wch, cchar_t, setcchar, mvadd_wch) is only
/// declared with these defines, and SwiftPM drops pkg-config's cflags.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#undef lines
#undef columns

extern int wcwidth(wchar_t c);
