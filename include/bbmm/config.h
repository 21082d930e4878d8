/* bbmm/config.h - compile-time configuration of bbmm.h.
 *
 * Define any of these before including bbmm.h to override them; they are
 * checked for consistency below.
 *
 *   BBMM_MAX_DIMS      largest number of array dimensions a box may have
 *                      (1..8, default 8)
 *   BBMM_MALLOC(n)     allocator used by the header's list operations
 *   BBMM_REALLOC(p,n)  (default malloc/realloc/free; define all three or none)
 *   BBMM_FREE(p)
 *   BBMM_API           storage class of header functions (default static inline)
 */
#ifndef BBMM_CONFIG_H
#define BBMM_CONFIG_H

#include <stddef.h>
#include <stdint.h>

#ifndef BBMM_MAX_DIMS
#define BBMM_MAX_DIMS 8
#endif
#if BBMM_MAX_DIMS < 1 || BBMM_MAX_DIMS > 8
#error "BBMM_MAX_DIMS must be between 1 and 8"
#endif

#if defined(BBMM_MALLOC) || defined(BBMM_REALLOC) || defined(BBMM_FREE)
#if !defined(BBMM_MALLOC) || !defined(BBMM_REALLOC) || !defined(BBMM_FREE)
#error "define all of BBMM_MALLOC, BBMM_REALLOC and BBMM_FREE, or none"
#endif
#else
#include <stdlib.h>
#define BBMM_MALLOC(n) malloc(n)
#define BBMM_REALLOC(p, n) realloc((p), (n))
#define BBMM_FREE(p) free(p)
#endif

/* A header function's rare path, kept out of line so that its common
 * path inlines: "BBMMI_COLD void f(...)" (static; unused in most units). */
#if defined(__GNUC__)
#define BBMMI_COLD static __attribute__((unused, noinline, cold))
#else
#define BBMMI_COLD static inline
#endif

#ifndef BBMM_API
#define BBMM_API static inline
#endif

/* The method's functions that run once per run or per context, not per
 * tile or box (grid.h's bbmmi_run_begin, life.h), are written in the headers like the rest
 * but compiled once, into libbbmm: lib/method.c defines
 * BBMM_METHOD_BODIES before it includes bbmm.h; other units see their
 * declarations only.  Inlined into every unit that runs a nest, they took
 * the compiler's inlining budget there, and the small box functions of the
 * tile loop became calls (bbmm_bb_empty, which returns a box: 1.4 % more
 * host instructions a run of generated heat-2d). */

/* The method's entry points that generated code calls (bbmm_run,
 * registration, data scopes, updates: BBMM_ONCE in runtime.h and tile.h)
 * are compiled once too, into libbbmm, with everything below them: the
 * tile loop, the manager, coherence.  A unit that includes bbmm.h sees
 * their declarations and the headers' text, but compiles none of it:
 * every function only they call stays an unused static inline.  Inlined
 * into every unit, they made each file that runs a nest take 2.4 s and
 * 130 KB of object code (generated jacobi-1d, gcc -O2).  Define
 * BBMM_METHOD_INLINE before including bbmm.h to have them static inline
 * in the unit instead (the whole method in one unit, as libbbmm has it). */
#if defined(BBMM_METHOD_BODIES)
#define BBMM_ONCE /* libbbmm's one external definition */
#define BBMM_ONCE_BODIES 1
#elif defined(BBMM_METHOD_INLINE)
#define BBMM_ONCE static inline
#define BBMM_ONCE_BODIES 1
#else
#define BBMM_ONCE /* a declaration: libbbmm defines it */
#endif

#ifdef __cplusplus
#define BBMM_EXTERN_C_BEGIN extern "C" {
#define BBMM_EXTERN_C_END }
#else
#define BBMM_EXTERN_C_BEGIN
#define BBMM_EXTERN_C_END
#endif

/* Multiply "a" by "b" into "*r"; return nonzero when the product overflows. */
BBMM_API int bbmm_mul_overflow_u64(uint64_t a, uint64_t b, uint64_t *r)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_mul_overflow(a, b, r);
#else
    if (a != 0 && b > UINT64_MAX / a)
        return 1;
    *r = a * b;
    return 0;
#endif
}

/* Add "a" and "b" into "*r"; return nonzero when the sum overflows. */
BBMM_API int bbmm_add_overflow_u64(uint64_t a, uint64_t b, uint64_t *r)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_add_overflow(a, b, r);
#else
    if (b > UINT64_MAX - a)
        return 1;
    *r = a + b;
    return 0;
#endif
}

/* The same for signed 64-bit "a" and "b": sum, difference, product. */
BBMM_API int bbmm_add_overflow_i64(int64_t a, int64_t b, int64_t *r)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_add_overflow(a, b, r);
#else
    if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b))
        return 1;
    *r = a + b;
    return 0;
#endif
}

BBMM_API int bbmm_sub_overflow_i64(int64_t a, int64_t b, int64_t *r)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_sub_overflow(a, b, r);
#else
    if ((b < 0 && a > INT64_MAX + b) || (b > 0 && a < INT64_MIN + b))
        return 1;
    *r = a - b;
    return 0;
#endif
}

BBMM_API int bbmm_mul_overflow_i64(int64_t a, int64_t b, int64_t *r)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_mul_overflow(a, b, r);
#else
    if (a && b &&
        ((a > 0 && b > 0 && a > INT64_MAX / b) || (a < 0 && b < 0 && a < INT64_MAX / b) ||
         (a > 0 && b < 0 && b < INT64_MIN / a) || (a < 0 && b > 0 && a < INT64_MIN / b)))
        return 1;
    *r = a * b;
    return 0;
#endif
}

#endif
