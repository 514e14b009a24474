/* The start-up floor for scripts/bench-terminal: the least a C ncurses
 * program does to put one line on the screen — locale, initscr, one line,
 * refresh, endwin. Built by the script with `cc -O2 floor.c -lncursesw`. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    mvaddstr(0, 0, "floor: first line");
    refresh();
    endwin();
    return 0;
}
