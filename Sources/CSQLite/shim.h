#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro cast of -1 that Swift cannot import.
static inline sqlite3_destructor_type weibo_sqlite_transient(void) {
    return (sqlite3_destructor_type)-1;
}
