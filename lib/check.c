/* lib/check.c - BBMM_CHECK=scopes: the run-time checker of data scopes.
 *
 * While a data scope keeps an array on the devices and a device holds
 * values of it newer than the host (between regions, until update host or
 * the scope's end), the manager (bbmm/scope.h, bbmmi_scope_guard) asks
 * for its host pages to be protected here with mprotect(PROT_NONE): only
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
 * BBMMI_GUARDS arrays at a time; an array beyond that is not guarded. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

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
} check_guard;

static check_guard check_guards[BBMMI_GUARDS];
static pthread_mutex_t check_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t check_once = PTHREAD_ONCE_INIT;
static struct sigaction check_prev;
static uint64_t check_calls;

/* Append the C string "s" to "buf" at "*at" (at most "cap" bytes). */
static void check_put(char *buf, size_t *at, size_t cap, const char *s)
{
    while (*s && *at < cap)
        buf[(*at)++] = *s++;
}

/* Append "v" to "buf" at "*at" in base "base" (10 or 16). */
static void check_put_num(char *buf, size_t *at, size_t cap, uintptr_t v, unsigned base)
{
    char d[32];
    int n = 0;
    do {
        d[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    if (base == 16)
        check_put(buf, at, cap, "0x");
    while (n > 0 && *at < cap)
        buf[(*at)++] = d[--n];
}

/* Write the report of an access to "addr" in guarded array "g" to
 * standard error (async-signal-safe). */
static void check_report(const check_guard *g, const char *addr)
{
    char buf[512];
    size_t at = 0;
    ssize_t w;
    check_put(buf, &at, sizeof(buf), "bbmm: BBMM_CHECK=scopes: array ");
    check_put(buf, &at, sizeof(buf), g->name);
    check_put(buf, &at, sizeof(buf), ": host access at ");
    check_put_num(buf, &at, sizeof(buf), (uintptr_t)addr, 16);
    check_put(buf, &at, sizeof(buf), " (element ");
    check_put_num(buf, &at, sizeof(buf), (uintptr_t)(addr - g->host) / g->elem, 10);
    check_put(buf, &at, sizeof(buf), ") inside a data scope without '#pragma bbmm update host(");
    check_put(buf, &at, sizeof(buf), g->name);
    check_put(buf, &at, sizeof(buf), ")': the devices hold newer values\n");
    w = write(2, buf, at);
    (void)w;
}

/* The guard holding "addr" among the protected ones; NULL when none. */
static const check_guard *check_find(const char *addr)
{
    int i;
    for (i = 0; i < BBMMI_GUARDS; i++)
        if (check_guards[i].on && addr >= check_guards[i].lo && addr < check_guards[i].lo + check_guards[i].len)
            return &check_guards[i];
    return NULL;
}

/* Nonzero when "addr" lies in the pages of a guard whose protection was
 * lifted between the fault and now: the access runs again and succeeds. */
static int check_lifted(const char *addr)
{
    int i;
    for (i = 0; i < BBMMI_GUARDS; i++)
        if (check_guards[i].host && addr >= check_guards[i].lo && addr < check_guards[i].lo + check_guards[i].len)
            return 1;
    return 0;
}

/* The SIGSEGV handler: "sig", "info" (the faulting address) and "uc" as
 * sigaction gives them. */
static void check_handler(int sig, siginfo_t *info, void *uc)
{
    const check_guard *g = check_find((const char *)info->si_addr);
    (void)sig;
    (void)uc;
    if (g) {
        check_report(g, (const char *)info->si_addr);
        _exit(BBMMI_CHECK_EXIT);
    }
    if (!check_lifted((const char *)info->si_addr))
        sigaction(SIGSEGV, &check_prev, NULL);
}

/* Install check_handler for SIGSEGV, keeping the previous one.  A
 * sanitizer that keeps SIGSEGV to itself (ASan or TSan with
 * allow_user_segv_handler=0) ignores the request and says so only when
 * asked: then the accesses still stop the program, as the sanitizer's
 * SEGV report, without the array's name; say so once. */
static void check_install(void)
{
    struct sigaction sa, now;
    memset(&sa, 0, sizeof(sa));
    memset(&now, 0, sizeof(now));
    sa.sa_sigaction = check_handler;
    sa.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGSEGV, &sa, &check_prev) || sigaction(SIGSEGV, NULL, &now) ||
        !(now.sa_flags & SA_SIGINFO) || now.sa_sigaction != check_handler)
        fprintf(stderr, "bbmm: BBMM_CHECK=scopes: another SIGSEGV handler keeps its place (a sanitizer's, e.g. "
                        "with allow_user_segv_handler=0): a host access to a kept array stops the program as a "
                        "segmentation fault, without the array's name\n");
}

/* The slot of the guard of "host"; with "take", a free slot when there is
 * none; -1 when neither (check_mu held). */
static int check_slot(const char *host, int take)
{
    int i, free_at = -1;
    for (i = 0; i < BBMMI_GUARDS; i++) {
        if (check_guards[i].host == host)
            return i;
        if (!check_guards[i].host && free_at < 0)
            free_at = i;
    }
    return take ? free_at : -1;
}

/* Protect the whole pages of guard "g" (check_mu held); 0 when mprotect
 * refuses (the array stays unguarded). */
static int check_protect(check_guard *g)
{
    g->on = 1;
    check_calls++;
    if (!mprotect(g->lo, g->len, PROT_NONE))
        return 1;
    g->on = 0;
    return 0;
}

/* Lift the protection of guard "g" and free its slot (check_mu held). */
static void check_release(check_guard *g)
{
    if (g->on) {
        check_calls++;
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
        pthread_once(&check_once, check_install);
    pthread_mutex_lock(&check_mu);
    i = check_slot((const char *)host, on);
    if (i >= 0 && !on)
        check_release(&check_guards[i]);
    if (i >= 0 && on && !check_guards[i].on) {
        check_guards[i].lo = (char *)lo;
        check_guards[i].len = (size_t)(hi - lo);
        check_guards[i].host = (const char *)host;
        check_guards[i].elem = elem;
        snprintf(check_guards[i].name, sizeof(check_guards[i].name), "%s", name);
        if (!check_protect(&check_guards[i]))
            check_guards[i].host = NULL;
    }
    pthread_mutex_unlock(&check_mu);
}

/* The mprotect calls made so far (protecting and lifting). */
uint64_t bbmmi_check_calls(void)
{
    uint64_t n;
    pthread_mutex_lock(&check_mu);
    n = check_calls;
    pthread_mutex_unlock(&check_mu);
    return n;
}
