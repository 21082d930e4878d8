/* bbmm/guard.h - BBMM_CHECK=scopes: the run-time checker of data scopes.
 *
 * While a data scope keeps an array on the devices and a device holds
 * values of it newer than the host (between regions, until update host or
 * the scope's end), the manager (bbmm/scope.h, bbmmi_scope_guard) asks
 * for its host pages to be protected with mprotect(PROT_NONE): only
 * the pages lying wholly inside the array, since the partial first and
 * last pages may hold other data; accesses there are not caught.  Every
 * runtime call that touches host arrays lifts the protection first
 * (bbmmi_scope_unguard) and sets it again, after waiting for every
 * enqueued command, when it returns to the program.
 *
 * A host access to a protected page raises SIGSEGV; the handler installed
 * here (once, chaining to the handler before it) finds the array by the
 * faulting address, writes a message naming it with write(2) only, and
 * ends the process with _exit(BBMMI_CHECK_EXIT): the checking mode's
 * documented stop.  A fault outside every protected range goes to the
 * previous handler: it is restored and the access runs again.
 *
 * The table of guarded ranges is process-wide (mprotect is): at most
 * BBMMI_GUARDS arrays at a time; an array beyond that is not guarded.
 *
 * Nothing here touches OpenCL or the manager's state; the handler and the
 * table are process-wide, so the bodies are compiled once, into libbbmm
 * (BBMM_METHOD_BODIES, lib/method.c).
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_RUNTIME_H
#error "bbmm/guard.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_GUARD_H)
#define BBMM_GUARD_H

#include <stddef.h>
#include <stdint.h>

BBMM_EXTERN_C_BEGIN

/* Guard ("on" nonzero) or unguard the host array at "host" of "bytes"
 * bytes, "elem" bytes an element, called "name": its whole pages are
 * protected, or their protection lifted.  Nothing happens when it is
 * already so, or when it holds no whole page. */
void bbmmi_check_guard(const void *host, uint64_t bytes, size_t elem, const char *name, int on);

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define BBMMI_GUARDS 256
#define BBMMI_CHECK_EXIT 70

/* One guarded array: its protected pages [lo, lo + len), the array's
 * first byte, element size and name; "on": the pages are protected. */
typedef struct {
    char *lo;
    size_t len;
    const char *host;
    size_t elem;
    char name[BBMMI_NAME_LEN];
    volatile sig_atomic_t on;
} bbmmi_guard_entry;

static bbmmi_guard_entry bbmmi_guard_table[BBMMI_GUARDS];
static pthread_mutex_t bbmmi_guard_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t bbmmi_guard_once = PTHREAD_ONCE_INIT;
static struct sigaction bbmmi_guard_prev;

/* Append the C string "s" to "buf" at "*at" (at most "cap" bytes). */
static void bbmmi_guard_put(char *buf, size_t *at, size_t cap, const char *s)
{
    while (*s && *at < cap)
        buf[(*at)++] = *s++;
}

/* Append "v" to "buf" at "*at" in base "base" (10 or 16). */
static void bbmmi_guard_put_num(char *buf, size_t *at, size_t cap, uintptr_t v, unsigned base)
{
    char d[32];
    int n = 0;
    do {
        d[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    if (base == 16)
        bbmmi_guard_put(buf, at, cap, "0x");
    while (n > 0 && *at < cap)
        buf[(*at)++] = d[--n];
}

/* Write the report of an access to "addr" in guarded array "g" to
 * standard error (async-signal-safe). */
static void bbmmi_guard_report(const bbmmi_guard_entry *g, const char *addr)
{
    char buf[512];
    size_t at = 0;
    ssize_t w;
    bbmmi_guard_put(buf, &at, sizeof(buf), "bbmm: BBMM_CHECK=scopes: array ");
    bbmmi_guard_put(buf, &at, sizeof(buf), g->name);
    bbmmi_guard_put(buf, &at, sizeof(buf), ": host access at ");
    bbmmi_guard_put_num(buf, &at, sizeof(buf), (uintptr_t)addr, 16);
    bbmmi_guard_put(buf, &at, sizeof(buf), " (element ");
    bbmmi_guard_put_num(buf, &at, sizeof(buf), (uintptr_t)(addr - g->host) / g->elem, 10);
    bbmmi_guard_put(buf, &at, sizeof(buf), ") inside a data scope without '#pragma bbmm update host(");
    bbmmi_guard_put(buf, &at, sizeof(buf), g->name);
    bbmmi_guard_put(buf, &at, sizeof(buf), ")': the devices hold newer values\n");
    w = write(2, buf, at);
    (void)w;
}

/* The guard holding "addr" among the protected ones; NULL when none. */
static const bbmmi_guard_entry *bbmmi_guard_find(const char *addr)
{
    int i;
    for (i = 0; i < BBMMI_GUARDS; i++) {
        const bbmmi_guard_entry *g = &bbmmi_guard_table[i];
        if (g->on && addr >= g->lo && addr < g->lo + g->len)
            return g;
    }
    return NULL;
}

/* Nonzero when "addr" lies in the pages of a guard whose protection was
 * lifted between the fault and now: the access runs again and succeeds. */
static int bbmmi_guard_lifted(const char *addr)
{
    int i;
    for (i = 0; i < BBMMI_GUARDS; i++) {
        const bbmmi_guard_entry *g = &bbmmi_guard_table[i];
        if (g->host && addr >= g->lo && addr < g->lo + g->len)
            return 1;
    }
    return 0;
}

/* The SIGSEGV handler: "sig", "info" (the faulting address) and "uc" as
 * sigaction gives them. */
static void bbmmi_guard_handler(int sig, siginfo_t *info, void *uc)
{
    const bbmmi_guard_entry *g = bbmmi_guard_find((const char *)info->si_addr);
    (void)sig;
    (void)uc;
    if (g) {
        bbmmi_guard_report(g, (const char *)info->si_addr);
        _exit(BBMMI_CHECK_EXIT);
    }
    if (!bbmmi_guard_lifted((const char *)info->si_addr))
        sigaction(SIGSEGV, &bbmmi_guard_prev, NULL);
}

/* Install bbmmi_guard_handler for SIGSEGV, keeping the previous one.  A
 * sanitizer that keeps SIGSEGV to itself (ASan or TSan with
 * allow_user_segv_handler=0) ignores the request and says so only when
 * asked: then the accesses still stop the program, as the sanitizer's
 * SEGV report, without the array's name; say so once. */
static void bbmmi_guard_install(void)
{
    struct sigaction sa, now;
    memset(&sa, 0, sizeof(sa));
    memset(&now, 0, sizeof(now));
    sa.sa_sigaction = bbmmi_guard_handler;
    sa.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGSEGV, &sa, &bbmmi_guard_prev) || sigaction(SIGSEGV, NULL, &now) ||
        !(now.sa_flags & SA_SIGINFO) || now.sa_sigaction != bbmmi_guard_handler)
        fprintf(stderr, "bbmm: BBMM_CHECK=scopes: another SIGSEGV handler keeps its place (a sanitizer's, e.g. "
                        "with allow_user_segv_handler=0): a host access to a kept array stops the program as a "
                        "segmentation fault, without the array's name\n");
}

/* The slot of the guard of "host"; with "take", a free slot when there is
 * none; -1 when neither (bbmmi_guard_mu held). */
static int bbmmi_guard_slot(const char *host, int take)
{
    int i, free_at = -1;
    for (i = 0; i < BBMMI_GUARDS; i++) {
        if (bbmmi_guard_table[i].host == host)
            return i;
        if (!bbmmi_guard_table[i].host && free_at < 0)
            free_at = i;
    }
    return take ? free_at : -1;
}

/* Protect the whole pages of guard "g" (bbmmi_guard_mu held); 0 when mprotect
 * refuses (the array stays unguarded). */
static int bbmmi_guard_protect(bbmmi_guard_entry *g)
{
    g->on = 1;
    if (!mprotect(g->lo, g->len, PROT_NONE))
        return 1;
    g->on = 0;
    return 0;
}

/* Lift the protection of guard "g" and free its slot (bbmmi_guard_mu held). */
static void bbmmi_guard_release(bbmmi_guard_entry *g)
{
    if (g->on) {
            mprotect(g->lo, g->len, PROT_READ | PROT_WRITE);
        g->on = 0;
    }
    g->host = NULL;
}

/* Guard ("on" nonzero) or unguard the host array at "host" of "bytes"
 * bytes, "elem" bytes an element, called "name": its whole pages are
 * protected, or their protection lifted.  Nothing happens when it is
 * already so, or when it holds no whole page. */
void bbmmi_check_guard(const void *host, uint64_t bytes, size_t elem, const char *name, int on)
{
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t lo = ((uintptr_t)host + page - 1) / page * page;
    uintptr_t hi = ((uintptr_t)host + (uintptr_t)bytes) / page * page;
    int i;
    if (!host || hi <= lo || !elem)
        return;
    if (on)
        pthread_once(&bbmmi_guard_once, bbmmi_guard_install);
    pthread_mutex_lock(&bbmmi_guard_mu);
    i = bbmmi_guard_slot((const char *)host, on);
    if (i >= 0 && !on)
        bbmmi_guard_release(&bbmmi_guard_table[i]);
    if (i >= 0 && on && !bbmmi_guard_table[i].on) {
        bbmmi_guard_table[i].lo = (char *)lo;
        bbmmi_guard_table[i].len = (size_t)(hi - lo);
        bbmmi_guard_table[i].host = (const char *)host;
        bbmmi_guard_table[i].elem = elem;
        snprintf(bbmmi_guard_table[i].name, sizeof(bbmmi_guard_table[i].name), "%s", name);
        if (!bbmmi_guard_protect(&bbmmi_guard_table[i]))
            bbmmi_guard_table[i].host = NULL;
    }
    pthread_mutex_unlock(&bbmmi_guard_mu);
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
