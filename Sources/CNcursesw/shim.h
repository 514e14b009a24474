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
 * Swift emits these inline functions, and the `static` state they touch,
 * into every object file that calls them (one per Swift file in a debug
 * build), so each calling file would get its own copy of the flags. Hence
 * one rule: only WeiboTerminal/TerminalSignals.swift calls the functions
 * below that touch this state; everything else goes through it.
 * Every variable has an initialiser: a tentative definition is not emitted.
 * ---------------------------------------------------------------------- */

static volatile sig_atomic_t weibo_quit_signal_seen = 0;
static int weibo_wake_fds[2] = { -1, -1 };
static struct sigaction weibo_previous_winch = { 0 };
static volatile sig_atomic_t weibo_winch_chained = 0;
static struct termios weibo_saved_termios = { 0 };
static volatile sig_atomic_t weibo_termios_saved = 0;
/// Set while curses owns the screen: only then does a crash write resets.
static volatile sig_atomic_t weibo_screen_active_flag = 0;
static int weibo_alt_stack_done = 0;

/// Wakes the poll in the input loop (self-pipe), keeping errno intact.
static inline void weibo_wake(void) {
    int saved = errno;
    if (weibo_wake_fds[1] >= 0) {
        char b = 1;
        ssize_t r = write(weibo_wake_fds[1], &b, 1);
        (void)r;
    }
    errno = saved;
}

static inline void weibo_on_quit_signal(int sig) {
    weibo_quit_signal_seen = sig;
    weibo_wake();
}

/// Installs SIGTERM/SIGINT/SIGHUP → flag + self-pipe. Done before newterm, so
/// ncurses (which only catches signals still at SIG_DFL) leaves them to us.
static inline int weibo_install_quit_handlers(void) {
    if (weibo_wake_fds[0] < 0) {
        if (pipe2(weibo_wake_fds, O_NONBLOCK | O_CLOEXEC) != 0) {
            weibo_wake_fds[0] = weibo_wake_fds[1] = -1;
        }
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = weibo_on_quit_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    int rc = 0;
    rc |= sigaction(SIGTERM, &sa, NULL);
    rc |= sigaction(SIGINT, &sa, NULL);
    rc |= sigaction(SIGHUP, &sa, NULL);
    return rc;
}

static inline int weibo_quit_signal(void) { return weibo_quit_signal_seen; }
static inline int weibo_wake_fd(void) { return weibo_wake_fds[0]; }

static inline void weibo_drain_wake_fd(void) {
    if (weibo_wake_fds[0] < 0) return;
    char buf[64];
    while (read(weibo_wake_fds[0], buf, sizeof buf) > 0) {}
}

/// ncurses turns SIGWINCH into KEY_RESIZE with its own handler, which must
/// stay: this one calls it first, then wakes our poll so a resize that lands
/// between two polls is never left waiting for the next key.
static inline void weibo_on_winch(int sig, siginfo_t *info, void *ctx) {
    if (weibo_previous_winch.sa_flags & SA_SIGINFO) {
        if (weibo_previous_winch.sa_sigaction) weibo_previous_winch.sa_sigaction(sig, info, ctx);
    } else if (weibo_previous_winch.sa_handler != SIG_DFL && weibo_previous_winch.sa_handler != SIG_IGN) {
        weibo_previous_winch.sa_handler(sig);
    }
    weibo_wake();
}

static inline void weibo_chain_winch(void) {
    if (weibo_winch_chained) return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = weibo_on_winch;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART | SA_SIGINFO;
    if (sigaction(SIGWINCH, &sa, &weibo_previous_winch) == 0) weibo_winch_chained = 1;
}

static inline void weibo_unchain_winch(void) {
    if (!weibo_winch_chained) return;
    sigaction(SIGWINCH, &weibo_previous_winch, NULL);
    weibo_winch_chained = 0;
}

static inline void weibo_save_termios(int fd) {
    if (tcgetattr(fd, &weibo_saved_termios) == 0) weibo_termios_saved = 1;
}

/// Async-signal-safe: puts the tty back the way it was before curses.
static inline void weibo_restore_termios(int fd) {
    if (weibo_termios_saved) tcsetattr(fd, TCSANOW, &weibo_saved_termios);
}

static inline void weibo_set_screen_active(int on) { weibo_screen_active_flag = on; }
static inline int weibo_screen_active(void) { return weibo_screen_active_flag; }

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

static inline void weibo_setup_alt_stack(void) {
    if (weibo_alt_stack_done) return;
    size_t size = 64 * 1024;
    void *mem = malloc(size);
    if (!mem) return;
    stack_t ss;
    ss.ss_sp = mem;
    ss.ss_size = size;
    ss.ss_flags = 0;
    if (sigaltstack(&ss, NULL) == 0) weibo_alt_stack_done = 1;
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

/// Bytes that can be read from `fd` right now (FIONREAD), or -1.
static inline int weibo_bytes_available(int fd) {
    int n = 0;
    if (ioctl(fd, FIONREAD, &n) != 0) return -1;
    return n;
}
