/* pragma-tool/util.h - small helpers of the pragma tool: an arena for the
 * AST and strings, and a growable string.  No global state.
 */
#ifndef PP_UTIL_H
#define PP_UTIL_H

#include <stdarg.h>
#include <stddef.h>

/* A bump allocator: everything allocated from it is freed at once. */
typedef struct pp_arena pp_arena;

/* Return a new arena, or NULL when out of memory. */
pp_arena *pp_arena_new(void);
/* Free "a" and everything allocated from it; NULL is allowed. */
void pp_arena_free(pp_arena *a);
/* Return "n" zeroed bytes from "a", or NULL when out of memory. */
void *pp_alloc(pp_arena *a, size_t n);
/* Return a copy of the "n" bytes at "s" plus a NUL, or NULL. */
char *pp_strndup(pp_arena *a, const char *s, size_t n);
/* Return a copy of "s", or NULL. */
char *pp_strdup(pp_arena *a, const char *s);
/* Return a printf-formatted string from "a", or NULL. */
char *pp_printf(pp_arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A growable NUL-terminated string on the heap. */
typedef struct pp_str {
    char *s;
    size_t len, cap;
    int oom;   /* an append failed; s holds what fitted */
} pp_str;

/* Append "n" bytes of "s" to "b". */
void pp_str_addn(pp_str *b, const char *s, size_t n);
/* Append "s" to "b". */
void pp_str_add(pp_str *b, const char *s);
/* Append printf output to "b". */
void pp_str_addf(pp_str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Append printf output to "b" (va_list form). */
void pp_str_vaddf(pp_str *b, const char *fmt, va_list ap);
/* Return the text of "b" ("" when empty); valid until the next append. */
const char *pp_str_get(const pp_str *b);
/* Free the text of "b" and reset it. */
void pp_str_free(pp_str *b);
/* Move the text of "b" into "a" (NULL when out of memory) and reset "b". */
char *pp_str_to_arena(pp_str *b, pp_arena *a);

/* Append "x" to the growable array "*v" (storage in "a") of "*n" elements
 * of "size" bytes with capacity "*cap"; return 0, or -1 when out of memory.
 * The array may move; old storage stays in the arena until it is freed. */
int pp_vec_push(pp_arena *a, void *v, int *n, int *cap, size_t size, const void *x);

#endif
