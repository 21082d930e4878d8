/* tests/check.h - CHECK(cond, fmt, ...) for the runtime's test programs:
 * counts the check, and when "cond" is false counts a failure and prints
 * "file:line: check failed: cond: " and the message on one line of
 * stderr.  Safe from several threads (the counters are atomic, the line
 * is written under stderr's lock).  A program may define CHECK_WHO(f)
 * before including this file to start each such line with more
 * ("rank 1: "). */
#ifndef BBMM_TESTS_CHECK_H
#define BBMM_TESTS_CHECK_H

#include <stdatomic.h>
#include <stdio.h>

/* One pair of counters per file; a program of several files defines
 * CHECK_SHARED before it includes this file in each of them, and one of
 * them defines the pair ("atomic_int failures, checks;"). */
#ifdef CHECK_SHARED
extern atomic_int failures; /* checks that failed */
extern atomic_int checks;   /* checks made */
#else
static atomic_int failures; /* checks that failed */
static atomic_int checks;   /* checks made */
#endif

#ifndef CHECK_WHO
#define CHECK_WHO(f) ((void)(f))
#endif

#define CHECK(cond, ...)                                                                                              \
    do {                                                                                                              \
        int check_ok_ = (cond) != 0;                                                                                  \
        atomic_fetch_add(&checks, 1);                                                                                 \
        if (!check_ok_) {                                                                                             \
            atomic_fetch_add(&failures, 1);                                                                           \
            flockfile(stderr);                                                                                        \
            CHECK_WHO(stderr);                                                                                        \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);                                  \
            fprintf(stderr, __VA_ARGS__);                                                                             \
            fputc('\n', stderr);                                                                                      \
            funlockfile(stderr);                                                                                      \
        }                                                                                                             \
    } while (0)

#endif
