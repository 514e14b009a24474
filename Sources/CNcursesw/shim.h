/// The wide-character API (get_wch, cchar_t, setcchar, mvadd_wch) is only
/// declared with these defines, and SwiftPM drops pkg-config's cflags.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#undef lines
#undef columns

extern int wcwidth(wchar_t c);

/* ------------------------------------------------------------------------
 * Globals and macros that Swift cannot see (Swift 6 refuses to read mutable
 * C globals; function-like macros never import).
 * ---------------------------------------------------------------------- */

static inline WINDOW *weibo_stdscr(void) { return stdscr; }
static inline int weibo_colors(void) { return COLORS; }
static inline int weibo_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *weibo_stdout(void) { return stdout; }
static inline FILE *weibo_stdin(void) { return stdin; }
static inline int weibo_errno(void) { return errno; }

static inline attr_t weibo_a_normal(void) { return A_NORMAL; }
static inline attr_t weibo_a_bold(void) { return A_BOLD; }
static inline attr_t weibo_a_underline(void) { return A_UNDERLINE; }
static inline attr_t weibo_a_reverse(void) { return A_REVERSE; }
static inline attr_t weibo_a_dim(void) { return A_DIM; }

static inline mmask_t weibo_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t weibo_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t weibo_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t weibo_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t weibo_button5_pressed(void) { return BUTTON5_PRESSED; }

/// What setcchar stores, without its checks (the caller has measured the
/// scalars already): attributes with the pair's bits, up to CCHARW_MAX
/// scalars, and the extended pair. One call per drawn cell, so it matters.
static inline cchar_t weibo_cchar(const wchar_t *chars, int count, attr_t attrs, int pair) {
    cchar_t c;
    memset(&c, 0, sizeof c);
    c.attr = (attrs & ~A_COLOR) | COLOR_PAIR(pair > 255 ? 255 : pair);
    for (int i = 0; i < count && i < CCHARW_MAX; i++) c.chars[i] = chars[i];
#if NCURSES_EXT_COLORS
    c.ext_color = pair;
#endif
    return c;
}

static inline int weibo_key_f(int n) { return KEY_F(n); }
static inline int weibo_key_f0(void) { return KEY_F0; }

/// tigetstr answers NULL (absent) or (char *)-1 (not a string capability).
static inline int weibo_has_string_cap(const char *name) {
    char *s = tigetstr(name);
    return s != NULL && s != (char *)-1 && s[0] != '\0';
}

/// Checks TERM against terminfo without letting ncurses print or exit:
/// 1 = usable, 0 = unknown terminal, -1 = no terminfo database, -2 = known
/// but it cannot address the cursor (e.g. TERM=dumb).
static inline int weibo_probe_terminal(const char *term, int fd) {
    int err = 0;
    if (setupterm(term, fd, &err) != OK) {
        return err == -1 ? -1 : 0;
    }
    int usable = weibo_has_string_cap("cup");
    TERMINAL *t = set_curterm(NULL);
    if (t) del_curterm(t);
    return usable ? 1 : -2;
}

/* ------------------------------------------------------------------------
 * Signal plumbing. Handlers may only touch sig_atomic_t flags and call
 * async-signal-safe functions (write, tcsetattr, sigaction, raise).
 *
 * No state lives in this header: Swift emits these inline functions into
 * every object file that calls them (one per Swift file in debug builds, and
 * into other modules under cross-module optimisation in release), so a
 * `static` variable here would exist several times over and a flag set by a
 * handler would not be the flag the loop reads. The one `weibo_signal_state`
 * is allocated by WeiboTerminal (TerminalSignals.swift) and passed in; the
 * handlers themselves are Swift `@convention(c)` closures that pass it.
 * ---------------------------------------------------------------------- */

struct weibo_signal_state {
    volatile sig_atomic_t quit_signal;
    int wake_fds[2];
    struct sigaction previous_winch;
    volatile sig_atomic_t winch_chained;
    struct termios saved_termios;
    volatile sig_atomic_t termios_saved;
    /// Set while curses owns the screen: only then does a crash write resets.
    volatile sig_atomic_t screen_active;
    int alt_stack_done;
};

static inline void weibo_signal_state_init(struct weibo_signal_state *st) {
    memset(st, 0, sizeof *st);
    st->wake_fds[0] = st->wake_fds[1] = -1;
}

/// Wakes the poll in the input loop (self-pipe), keeping errno intact.
static inline void weibo_wake(struct weibo_signal_state *st) {
    int saved = errno;
    if (st->wake_fds[1] >= 0) {
        char b = 1;
        ssize_t r = write(st->wake_fds[1], &b, 1);
        (void)r;
    }
    errno = saved;
}

static inline void weibo_on_quit_signal(struct weibo_signal_state *st, int sig) {
    st->quit_signal = sig;
    weibo_wake(st);
}

/// Installs SIGTERM/SIGINT/SIGHUP → `handler` (which calls
/// weibo_on_quit_signal). Done before newterm, so ncurses (which only
/// catches signals still at SIG_DFL) leaves them to us.
static inline int weibo_install_quit_handlers(struct weibo_signal_state *st, void (*handler)(int)) {
    if (st->wake_fds[0] < 0) {
        if (pipe2(st->wake_fds, O_NONBLOCK | O_CLOEXEC) != 0) {
            st->wake_fds[0] = st->wake_fds[1] = -1;
        }
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    int rc = 0;
    rc |= sigaction(SIGTERM, &sa, NULL);
    rc |= sigaction(SIGINT, &sa, NULL);
    rc |= sigaction(SIGHUP, &sa, NULL);
    return rc;
}

static inline void weibo_drain_wake_fd(struct weibo_signal_state *st) {
    if (st->wake_fds[0] < 0) return;
    char buf[64];
    while (read(st->wake_fds[0], buf, sizeof buf) > 0) {}
}

/// ncurses has its own SIGWINCH handler, which must keep running: ours
/// calls it first, then wakes our poll so a resize that lands between two
/// polls is never left waiting for the next key.
static inline void weibo_on_winch(struct weibo_signal_state *st, int sig, siginfo_t *info, void *ctx) {
    if (st->previous_winch.sa_flags & SA_SIGINFO) {
        if (st->previous_winch.sa_sigaction) st->previous_winch.sa_sigaction(sig, info, ctx);
    } else if (st->previous_winch.sa_handler != SIG_DFL && st->previous_winch.sa_handler != SIG_IGN) {
        st->previous_winch.sa_handler(sig);
    }
    weibo_wake(st);
}

static inline void weibo_chain_winch(struct weibo_signal_state *st, void (*handler)(int, siginfo_t *, void *)) {
    if (st->winch_chained) return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART | SA_SIGINFO;
    if (sigaction(SIGWINCH, &sa, &st->previous_winch) == 0) st->winch_chained = 1;
}

static inline void weibo_unchain_winch(struct weibo_signal_state *st) {
    if (!st->winch_chained) return;
    sigaction(SIGWINCH, &st->previous_winch, NULL);
    st->winch_chained = 0;
}

static inline void weibo_save_termios(struct weibo_signal_state *st, int fd) {
    if (tcgetattr(fd, &st->saved_termios) == 0) st->termios_saved = 1;
}

/// Async-signal-safe: puts the tty back the way it was before curses.
static inline void weibo_restore_termios(struct weibo_signal_state *st, int fd) {
    if (st->termios_saved) tcsetattr(fd, TCSANOW, &st->saved_termios);
}

static inline void weibo_setup_alt_stack(struct weibo_signal_state *st) {
    if (st->alt_stack_done) return;
    size_t size = 64 * 1024;
    void *mem = malloc(size);
    if (!mem) return;
    stack_t ss;
    ss.ss_sp = mem;
    ss.ss_size = size;
    ss.ss_flags = 0;
    if (sigaltstack(&ss, NULL) == 0) st->alt_stack_done = 1;
}

/// Installs `handler` for a fatal signal on the alternate stack (so a stack
/// overflow can still restore the terminal).
static inline int weibo_install_fatal_handler(int sig, void (*handler)(int)) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_ONSTACK;
    return sigaction(sig, &sa, NULL);
}

/// Restores the default action of `sig` and raises it again (from a handler).
static inline void weibo_reraise_default(int sig) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
}

/// The tty's size from the kernel (TIOCGWINSZ); 0 on success.
static inline int weibo_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/// One cell's size in pixels from the kernel (TIOCGWINSZ's ws_xpixel and
/// ws_ypixel over the cells); 0 on success, -1 when the terminal does not
/// fill them in (many leave them 0).
static inline int weibo_cell_pixels(int fd, int *width, int *height) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0
        || ws.ws_xpixel == 0 || ws.ws_ypixel == 0) return -1;
    *width = ws.ws_xpixel / ws.ws_col;
    *height = ws.ws_ypixel / ws.ws_row;
    return (*width > 0 && *height > 0) ? 0 : -1;
}

/// Bytes that can be read from `fd` right now (FIONREAD), or -1.
static inline int weibo_bytes_available(int fd) {
    int n = 0;
    if (ioctl(fd, FIONREAD, &n) != 0) return -1;
    return n;
}

/// Writes all of `s` to `fd`, past short writes and EINTR.
static inline void weibo_write_all(int fd, const char *s) {
    size_t left = strlen(s);
    while (left > 0) {
        ssize_t n = write(fd, s, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        s += n;
        left -= (size_t)n;
    }
}

static inline int weibo_put_byte_fd1(int c) {
    unsigned char b = (unsigned char)c;
    return write(1, &b, 1) == 1 ? c : EOF;
}

/// Sends the terminfo string capability `name` straight to fd 1 (padding
/// and all, through tputs), bypassing curses's output buffer: for after
/// `endwin`, when nothing else will flush it.
static inline void weibo_put_cap_now(const char *name) {
    char *s = tigetstr(name);
    if (s != NULL && s != (char *)-1 && s[0] != '\0') tputs(s, 1, weibo_put_byte_fd1);
}

/// Whether the terminal reports the mouse in the X10 encoding (kmous is
/// `ESC [ M`), the one whose coordinates stop at 223.
static inline int weibo_mouse_is_x10(void) {
    char *s = tigetstr("kmous");
    return s != NULL && s != (char *)-1 && strcmp(s, "\033[M") == 0;
}

/// Stops the process group as Ctrl-Z in a cooked terminal would
/// (SIGTSTP, default action), for a job-control shell to resume with `fg`.
/// Returns once continued, or at once if the group is orphaned (no shell
/// could resume it, so the kernel discards the stop).
static inline void weibo_stop_self(void) {
    struct sigaction dfl, old;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGTSTP, &dfl, &old);
    sigset_t set, previous;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, &previous);
    kill(0, SIGTSTP);
    sigprocmask(SIG_SETMASK, &previous, NULL);
    sigaction(SIGTSTP, &old, NULL);
}
