#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro cast of -1 that Swift cannot import.
static inline sqlite3_destructor_type weibo_sqlite_transient(void) {
    return (sqlite3_destructor_type)-1;
}

/// sqlite3_db_config is variadic, which Swift cannot call.
/// Turns the checkpoint that the last connection runs on close on or off.
static inline int weibo_sqlite_checkpoint_on_close(sqlite3 *db, int on) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, on ? 0 : 1, (int *)0);
}
