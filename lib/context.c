/* lib/context.c - context life cycle, settings, errors, statistics output. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "internal.h"

/* Runs enqueued ahead of the devices: default and largest setting. */
#define CTX_LOOKAHEAD 8
#define CTX_LOOKAHEAD_MAX 4096
/* BBMM_RANK_TIMEOUT: default and largest setting, seconds */
#define CTX_RANK_TIMEOUT 60
#define CTX_RANK_TIMEOUT_MAX 1000000000

/* This thread's most recent error message and the context it belongs to
 * (the context is only compared, never followed: it may be gone). */
static __thread const bbmm_context *ctx_tls_owner;
static __thread char ctx_tls_msg[BBMMI_ERRMSG_LEN];

bbmm_status bbmmi_error_set(bbmm_context *ctx, bbmm_status st, const char *msg)
{
    if (!ctx)
        return st;
    if (msg != ctx_tls_msg)
        snprintf(ctx_tls_msg, sizeof(ctx_tls_msg), "%s", msg);
    ctx_tls_owner = ctx;
    pthread_mutex_lock(&ctx->err_mu);
    snprintf(ctx->errmsg, sizeof(ctx->errmsg), "%s", ctx_tls_msg);
    pthread_mutex_unlock(&ctx->err_mu);
    return st;
}

bbmm_status bbmmi_error(bbmm_context *ctx, bbmm_status st, const char *fmt, ...)
{
    char msg[BBMMI_ERRMSG_LEN];
    va_list ap;
    if (!ctx)
        return st;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    return bbmmi_error_set(ctx, st, msg);
}

void bbmmi_error_forget(void)
{
    ctx_tls_owner = NULL;
    ctx_tls_msg[0] = '\0';
}

void bbmmi_error_take(const bbmm_context *ctx, char *buf, size_t len)
{
    if (len)
        snprintf(buf, len, "%s", ctx && ctx_tls_owner == ctx ? ctx_tls_msg : "");
}

/* ---- the exit gate (bbmm_exit_prepare) -------------------------------- */

/* Process-wide by nature: ending the process concerns every context.
 * "inside" counts the threads inside a gated call; "depth" is this
 * thread's nesting (runtime threads start at 1 and are never counted). */
static pthread_mutex_t ctx_gate_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ctx_gate_cv = PTHREAD_COND_INITIALIZER;
static int ctx_gate_inside;
static int ctx_gate_stopping;
static pthread_t ctx_gate_stopper;
static __thread int ctx_gate_depth;

/* Wait forever: the process is ending under this thread (lock held). */
static void ctx_gate_park(void)
{
    for (;;)
        pthread_cond_wait(&ctx_gate_cv, &ctx_gate_mu);
}

void bbmmi_enter(void)
{
    if (ctx_gate_depth++)
        return;
    pthread_mutex_lock(&ctx_gate_mu);
    if (ctx_gate_stopping && !pthread_equal(ctx_gate_stopper, pthread_self()))
        ctx_gate_park();
    ctx_gate_inside++;
    pthread_mutex_unlock(&ctx_gate_mu);
}

void bbmmi_leave(void)
{
    if (--ctx_gate_depth)
        return;
    pthread_mutex_lock(&ctx_gate_mu);
    if (--ctx_gate_inside == 0)
        pthread_cond_broadcast(&ctx_gate_cv);
    pthread_mutex_unlock(&ctx_gate_mu);
}

void bbmmi_gate_inner(void)
{
    ctx_gate_depth = 1;
}

int bbmmi_stopping(void)
{
    return __atomic_load_n(&ctx_gate_stopping, __ATOMIC_ACQUIRE);
}

bbmm_status bbmm_exit_prepare(unsigned timeout_ms)
{
    struct timespec until;
    int mine = ctx_gate_depth > 0, timed_out = 0;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += (time_t)(timeout_ms / 1000);
    until.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&ctx_gate_mu);
    if (ctx_gate_stopping && pthread_equal(ctx_gate_stopper, pthread_self())) {
        pthread_mutex_unlock(&ctx_gate_mu);
        return BBMM_ERR_BUSY;
    }
    if (ctx_gate_stopping)
        ctx_gate_park();
    __atomic_store_n(&ctx_gate_stopping, 1, __ATOMIC_RELEASE);
    ctx_gate_stopper = pthread_self();
    while (ctx_gate_inside > mine && !timed_out)
        timed_out = pthread_cond_timedwait(&ctx_gate_cv, &ctx_gate_mu, &until) != 0 && ctx_gate_inside > mine;
    pthread_mutex_unlock(&ctx_gate_mu);
    return timed_out ? BBMM_ERR_BUSY : BBMM_OK;
}

void bbmmi_lock(bbmm_context *ctx)
{
    pthread_mutex_lock(&ctx->lock);
}

void bbmmi_unlock(bbmm_context *ctx)
{
    pthread_mutex_unlock(&ctx->lock);
}

const void *bbmmi_thread_token(void)
{
    static __thread char token;
    return &token;
}

uint64_t bbmmi_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

char *bbmm_error_message(bbmm_context *ctx, char *buf, size_t len)
{
    if (!buf || !len)
        return buf;
    if (!ctx) {
        snprintf(buf, len, "no context");
        return buf;
    }
    bbmmi_error_take(ctx, buf, len);
    if (buf[0])
        return buf;
    bbmmi_enter();
    pthread_mutex_lock(&ctx->err_mu);
    snprintf(buf, len, "%s", ctx->errmsg);
    pthread_mutex_unlock(&ctx->err_mu);
    bbmmi_leave();
    return buf;
}

/* Parse the byte count "s" ("123", "64K", "256M", "2G", "1T") into "*out";
 * return 0, or -1 when it is malformed, zero or overflows. */
static int ctx_parse_bytes(const char *s, uint64_t *out)
{
    char *end;
    unsigned long long v;
    uint64_t mul = 1;
    if (!s || !isdigit((unsigned char)*s))
        return -1;
    errno = 0;
    v = strtoull(s, &end, 10);
    if (errno)
        return -1;
    switch (toupper((unsigned char)*end)) {
    case 'T': mul <<= 10; /* fall through */
    case 'G': mul <<= 10; /* fall through */
    case 'M': mul <<= 10; /* fall through */
    case 'K': mul <<= 10; end++;
        if (toupper((unsigned char)*end) == 'I')
            end++;
        if (toupper((unsigned char)*end) == 'B')
            end++;
        break;
    case 'B': end++; break;
    default: break;
    }
    if (*end || v == 0 || bbmm_mul_overflow_u64(v, mul, out))
        return -1;
    return 0;
}

/* What the environment says of each setting of the table (bbmm/settings.h):
 * its text (NULL: nothing) and the name messages quote ("BBMM_FUSE", or
 * "BBMM_TUNE fuse" when BBMM_TUNE gave it). */
typedef struct ctx_env_view {
    const char *text[BBMM_SETTING_COUNT];
    char label[BBMM_SETTING_COUNT][40];
    char *tune; /* a copy of BBMM_TUNE, cut into its values */
} ctx_env_view;

#define CTX_SETTING_VAR(id, var, key, values, doc) var,
#define CTX_SETTING_KEY(id, var, key, values, doc) key,
static const char *const ctx_setting_var[] = {BBMM_SETTINGS(CTX_SETTING_VAR)};
static const char *const ctx_setting_key[] = {BBMM_SETTINGS(CTX_SETTING_KEY)};
#undef CTX_SETTING_VAR
#undef CTX_SETTING_KEY

/* The tune-tier setting whose key is the "len" characters at "k"; -1 when
 * none. */
static int ctx_tune_key(const char *k, size_t len)
{
    int i;
    for (i = 0; i < BBMM_SETTING_COUNT; i++)
        if (ctx_setting_key[i] && strlen(ctx_setting_key[i]) == len && !strncmp(ctx_setting_key[i], k, len))
            return i;
    return -1;
}

/* Cut the copy of BBMM_TUNE in "e" into the values of its keys: items
 * key=value separated by commas, an item without "=" continuing the value
 * before it. */
static bbmm_status ctx_tune_parse(bbmm_context *ctx, ctx_env_view *e, const char *all)
{
    char *p = e->tune, *val = NULL;
    int cur = -1;
    while (*p) {
        size_t n = strcspn(p, ","), k = strcspn(p, "=");
        if (k < n) { /* key=value: the value before it ends at the comma */
            int id = ctx_tune_key(p, k);
            if (id < 0) {
                char keys[512] = "";
                int i;
                for (i = 0; i < BBMM_SETTING_COUNT; i++)
                    if (ctx_setting_key[i])
                        snprintf(keys + strlen(keys), sizeof(keys) - strlen(keys), "%s%s", keys[0] ? ", " : "",
                                 ctx_setting_key[i]);
                return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_TUNE=%s: unknown key \"%.*s\": expected %s",
                                   all, (int)k, p, keys);
            }
            if (e->text[id])
                return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_TUNE=%s: key \"%s\" given twice", all,
                                   ctx_setting_key[id]);
            if (val && p > e->tune)
                p[-1] = '\0';
            if (k + 1 == n)
                return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_TUNE=%s: key \"%s\" has no value", all,
                                   ctx_setting_key[id]);
            cur = id;
            val = p + k + 1;
            e->text[id] = val;
            snprintf(e->label[id], sizeof(e->label[id]), "BBMM_TUNE %s", ctx_setting_key[id]);
        } else if (cur < 0) {
            return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_TUNE=%s: expected key=value items, e.g. fuse=off", all);
        }
        p += n + (p[n] == ',');
    }
    return BBMM_OK;
}

/* Read the environment into "e" (nothing when "d" ignores it). */
static bbmm_status ctx_env_open(bbmm_context *ctx, const bbmm_context_desc *d, ctx_env_view *e)
{
    const char *tune;
    bbmm_status st;
    int i;
    memset(e, 0, sizeof(*e));
    if (d->ignore_environment)
        return BBMM_OK;
    tune = getenv("BBMM_TUNE");
    if (tune && *tune) {
        if (!(e->tune = strdup(tune)))
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "BBMM_TUNE: out of host memory for its value");
        if ((st = ctx_tune_parse(ctx, e, tune)) != BBMM_OK)
            return st;
    }
    for (i = 0; i < BBMM_SETTING_COUNT; i++) {
        const char *v;
        if (e->text[i])
            continue;
        v = getenv(ctx_setting_var[i]); /* a tune key's former variable too */
        e->text[i] = v && *v ? v : NULL;
        snprintf(e->label[i], sizeof(e->label[i]), "%s", ctx_setting_var[i]);
    }
    return BBMM_OK;
}

static void ctx_env_close(ctx_env_view *e)
{
    free(e->tune);
    e->tune = NULL;
}

/* Map "value" of setting "name" to the index of the matching word in the
 * NULL-terminated "words" plus 1 (0 is "default"); -1 when none matches. */
static int ctx_pick(const char *value, const char *const *words)
{
    int i;
    for (i = 0; words[i]; i++)
        if (!strcasecmp(value, words[i]))
            return i + 1;
    return -1;
}

/* Resolve the enumerated setting "id" (descriptor value "given", 0 for
 * default) to "*out"; "dflt" when neither the descriptor nor the environment
 * says.  Record an error listing the words when the value is unknown. */
static bbmm_status ctx_enum_setting(bbmm_context *ctx, const ctx_env_view *e, bbmm_setting_id id, int given,
                                    const char *const *words, int dflt, int *out)
{
    const char *v = e->text[id], *name = e->label[id];
    int k;
    if (given) {
        *out = given;
        return BBMM_OK;
    }
    if (!v) {
        *out = dflt;
        return BBMM_OK;
    }
    k = ctx_pick(v, words);
    if (k < 0) {
        char list[256] = "";
        int i;
        for (i = 0; words[i]; i++) {
            strncat(list, i ? ", " : "", sizeof(list) - strlen(list) - 1);
            strncat(list, words[i], sizeof(list) - strlen(list) - 1);
        }
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "%s=%s: expected one of %s", name, v, list);
    }
    *out = k;
    return BBMM_OK;
}

/* Copy string setting "id" (descriptor "given" first; "" when neither
 * says), whole, into "*dst". */
static bbmm_status ctx_str_setting(bbmm_context *ctx, const ctx_env_view *e, bbmm_setting_id id, const char *given,
                                   char **dst)
{
    const char *v = given && *given ? given : e->text[id], *name = e->label[id];
    size_t n = strlen(v ? v : "") + 1;
    *dst = (char *)malloc(n);
    if (!*dst)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "%s: out of host memory for its value", name);
    memcpy(*dst, v ? v : "", n);
    return BBMM_OK;
}

/* Free the string settings of "s". */
static void ctx_settings_free(bbmmi_settings *s)
{
    free(s->platform);
    free(s->devices);
    free(s->stats);
    free(s->kernel_dump);
    free(s->trace);
    s->platform = s->devices = s->stats = s->kernel_dump = s->trace = NULL;
}

/* The look-ahead window of "d" or BBMM_LOOKAHEAD (runs, 1..4096; default
 * CTX_LOOKAHEAD) into "*out". */
static bbmm_status ctx_lookahead(bbmm_context *ctx, const bbmm_context_desc *d, const ctx_env_view *e,
                                 int *out)
{
    const char *v = e->text[BBMM_SETTING_LOOKAHEAD];
    char *end = NULL;
    long n;
    *out = d->lookahead > 0 ? d->lookahead : CTX_LOOKAHEAD;
    if (d->lookahead < 0 || d->lookahead > CTX_LOOKAHEAD_MAX)
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "lookahead %d: expected 1..%d runs", d->lookahead,
                           CTX_LOOKAHEAD_MAX);
    if (d->lookahead > 0 || !v || !*v)
        return BBMM_OK;
    errno = 0;
    n = strtol(v, &end, 10);
    if (errno || *end || n < 1 || n > CTX_LOOKAHEAD_MAX)
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "%s=%s: expected 1..%d runs", e->label[BBMM_SETTING_LOOKAHEAD],
                           v, CTX_LOOKAHEAD_MAX);
    *out = (int)n;
    return BBMM_OK;
}

/* A count setting: "given" when nonzero (then "*set"), else the
 * environment's "id" (a decimal count, 0 allowed), else unset. */
static bbmm_status ctx_count_setting(bbmm_context *ctx, const ctx_env_view *e, bbmm_setting_id id, uint64_t given,
                                     uint64_t max, uint64_t *out, int *set)
{
    const char *v = e->text[id], *name = e->label[id];
    char *end = NULL;
    unsigned long long n;
    *out = given;
    *set = given != 0;
    if (given > max)
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "%s %llu: expected at most %llu", name,
                           (unsigned long long)given, (unsigned long long)max);
    if (given || !v || !*v)
        return BBMM_OK;
    errno = 0;
    n = isdigit((unsigned char)*v) ? strtoull(v, &end, 10) : 0;
    if (!isdigit((unsigned char)*v) || errno || *end || n > max)
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "%s=%s: expected a count from 0 to %llu", name, v,
                           (unsigned long long)max);
    *out = n;
    *set = 1;
    return BBMM_OK;
}

/* The work-group shapes of "d" or BBMM_WORKGROUP ("auto", or shapes such as
 * "256,8x32": at most one per number of dimensions, 1..3 sizes each, every
 * size and their product from 1 to 65536) into "wg". */
static bbmm_status ctx_workgroup(bbmm_context *ctx, const bbmm_context_desc *d, const ctx_env_view *e,
                                 size_t wg[3][3])
{
    int given = d->workgroup && *d->workgroup;
    const char *v = given ? d->workgroup : e->text[BBMM_SETTING_WORKGROUP];
    const char *p = v;
    memset(wg, 0, 9 * sizeof(size_t));
    if (!v || !*v || !strcmp(v, "auto"))
        return BBMM_OK;
    while (*p) {
        size_t shape[3], prod = 1;
        int n = 0, i;
        for (;;) {
            char *end = NULL;
            unsigned long x;
            errno = 0;
            x = isdigit((unsigned char)*p) ? strtoul(p, &end, 10) : 0;
            if (!isdigit((unsigned char)*p) || errno || x < 1 || x > 65536 || n == 3)
                goto bad;
            shape[n++] = x;
            prod *= x;
            p = end;
            if (*p != 'x')
                break;
            p++;
        }
        if (prod > 65536 || wg[n - 1][0])
            goto bad;
        for (i = 0; i < n; i++)
            wg[n - 1][i] = shape[i];
        if (*p == ',')
            p++;
        else if (*p)
            goto bad;
        else
            break;
    }
    return BBMM_OK;
bad:
    return bbmmi_error(ctx, BBMM_ERR_SETTING,
                       "%s=%s: expected auto or work-group shapes such as 256,8x32,2x4x32 (outermost "
                       "dimension first, one per number of dimensions, at most 65536 work-items)",
                       given ? "BBMM_WORKGROUP" : e->label[BBMM_SETTING_WORKGROUP], v);
}

/* Setting "id" of the environment, "auto" or a count from 1 to 64, into
 * "*out" (0: auto or not given). */
static bbmm_status ctx_auto_count(bbmm_context *ctx, const ctx_env_view *e, bbmm_setting_id id, int *out)
{
    const char *v = e->text[id];
    char *end = NULL;
    long n;
    *out = 0;
    if (!v || !*v || !strcmp(v, "auto"))
        return BBMM_OK;
    errno = 0;
    n = isdigit((unsigned char)*v) ? strtol(v, &end, 10) : 0;
    if (!isdigit((unsigned char)*v) || errno || *end || n < 1 || n > 64)
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "%s=%s: expected auto or a count from 1 to 64", e->label[id], v);
    *out = (int)n;
    return BBMM_OK;
}

/* BBMM_COARSEN of "d" or the environment ("auto" or 1..64) into "*out"
 * (0: auto). */
static bbmm_status ctx_coarsen(bbmm_context *ctx, const bbmm_context_desc *d, const ctx_env_view *e, int *out)
{
    if (d->coarsen < 0 || d->coarsen > 64)
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_COARSEN %d: expected 1 to 64 (0: auto)", d->coarsen);
    *out = d->coarsen;
    return d->coarsen ? BBMM_OK : ctx_auto_count(ctx, e, BBMM_SETTING_COARSEN, out);
}

/* The checking modes of BBMM_CHECK, in the order of their
 * BBMM_CHECK_*_MODE bits, and those this build implements. */
static const char *const ctx_check_names[] = {"bounds", "scopes", NULL};
#define CTX_CHECK_IMPLEMENTED (BBMM_CHECK_BOUNDS_MODE | BBMM_CHECK_SCOPES_MODE)

/* The mode bit of the word of "len" characters at "w" ("none": 0) into
 * "*bit"; -1 when it names no mode. */
static int ctx_check_word(const char *w, size_t len, int *bit)
{
    int i;
    *bit = 0;
    if (len == 4 && !strncasecmp(w, "none", 4))
        return 0;
    for (i = 0; ctx_check_names[i]; i++)
        if (strlen(ctx_check_names[i]) == len && !strncasecmp(w, ctx_check_names[i], len)) {
            *bit = 1 << i;
            return 0;
        }
    return -1;
}

/* BBMM_CHECK of "d" or the environment (a comma-separated list of modes,
 * blanks around the words allowed) into s->check_asked, and the modes of
 * it this build implements into s->check. */
static bbmm_status ctx_check(bbmm_context *ctx, const bbmm_context_desc *d, const ctx_env_view *e,
                             bbmmi_settings *s)
{
    const char *v = d->check && *d->check ? d->check : e->text[BBMM_SETTING_CHECK];
    const char *p = v;
    s->check = s->check_asked = 0;
    while (p && *p) {
        size_t n = strcspn(p, ","), a = 0, e = n;
        int bit;
        while (a < e && isspace((unsigned char)p[a]))
            a++;
        while (e > a && isspace((unsigned char)p[e - 1]))
            e--;
        if (e > a && ctx_check_word(p + a, e - a, &bit) < 0)
            return bbmmi_error(ctx, BBMM_ERR_SETTING,
                               "BBMM_CHECK=%s: unknown mode \"%.*s\": expected a comma-separated list of "
                               "bounds, scopes (or none)", v, (int)(e - a), p + a);
        s->check_asked |= e > a ? bit : 0;
        p += n + (p[n] == ',');
    }
    s->check = s->check_asked & CTX_CHECK_IMPLEMENTED;
    return BBMM_OK;
}

/* Say once per process, on stderr, that BBMM_CHECK asked "s" for modes
 * this build does not implement (the library prints nothing else but the
 * statistics): a user who asked for a check must not believe it ran. */
static void ctx_check_notice(const bbmmi_settings *s)
{
    static int said;
    int missing = s->check_asked & ~s->check, i;
    if (!missing || __atomic_exchange_n(&said, 1, __ATOMIC_ACQ_REL))
        return;
    for (i = 0; ctx_check_names[i]; i++)
        if (missing & (1 << i))
            fprintf(stderr,
                    "bbmm: BBMM_CHECK=%s: this build does not implement the %s checking mode; it is "
                    "ignored\n",
                    ctx_check_names[i], ctx_check_names[i]);
}

static const char *const ctx_host_words[] = {"auto", "never", "always", NULL};

/* Resolve every setting of "d" and the environment view "e" into
 * ctx->settings. */
static bbmm_status ctx_settings_from(bbmm_context *ctx, const bbmm_context_desc *d, const ctx_env_view *e)
{
    static const char *const alloc_words[] = {"disjoint", "convex", "whole", NULL};
    static const char *const onoff_words[] = {"on", "off", NULL};
    static const char *const coh_words[] = {"exact", "block", NULL};
    static const char *const dist_words[] = {"block", "cyclic", "dynamic", NULL};
    static const char *const staging_words[] = {"on", "off", "auto", NULL};
    static const char *const early_words[] = {"on", "off", "auto", "trial", NULL};
    static const char *const spread_words[] = {"auto", "all", NULL};
    bbmmi_settings *s = &ctx->settings;
    uint64_t us;
    const char *limit = e->text[BBMM_SETTING_DEVICE_MEM_LIMIT];
    int v;
    bbmm_status st;
    if ((st = ctx_str_setting(ctx, e, BBMM_SETTING_PLATFORM, d->platform, &s->platform)) ||
        (st = ctx_str_setting(ctx, e, BBMM_SETTING_DEVICES, d->devices, &s->devices)) ||
        (st = ctx_str_setting(ctx, e, BBMM_SETTING_STATS, d->stats, &s->stats)) ||
        (st = ctx_str_setting(ctx, e, BBMM_SETTING_KERNEL_DUMP, d->kernel_dump, &s->kernel_dump)) ||
        (st = ctx_str_setting(ctx, e, BBMM_SETTING_TRACE, d->trace, &s->trace)))
        return st;
    s->mem_limit = d->device_mem_limit;
    if (!s->mem_limit && limit && ctx_parse_bytes(limit, &s->mem_limit))
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "%s=%s: expected a positive byte count such as 256M",
                           e->label[BBMM_SETTING_DEVICE_MEM_LIMIT], limit);
    if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_ALLOC, d->alloc, alloc_words, BBMM_ALLOC_DISJOINT, &v)))
        return st;
    s->alloc = (bbmm_alloc_scheme)v;
    s->alloc_auto = !d->alloc && !e->text[BBMM_SETTING_ALLOC];
    if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_REUSE, d->reuse, onoff_words, BBMM_SETTING_ON, &v)))
        return st;
    s->reuse = v == BBMM_SETTING_ON;
    if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_COHERENCY, d->coherency, coh_words, BBMM_COHERENCY_EXACT, &v)))
        return st;
    s->coherency = (bbmm_coherency)v;
    if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_DIST, d->dist, dist_words, BBMM_DIST_BLOCK, &v)))
        return st;
    s->dist = (bbmm_dist)v;
    if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_STAGING, d->staging, staging_words, 0, &v)))
        return st;
    s->staging = v == 3 ? BBMM_SETTING_DEFAULT : (bbmm_onoff)v;
    if ((st = ctx_lookahead(ctx, d, e, &s->lookahead)))
        return st;
    if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_SPREAD, d->spread, spread_words, BBMM_SPREAD_AUTO, &v)))
        return st;
    s->spread = (bbmm_spread)v;
    if ((st = ctx_count_setting(ctx, e, BBMM_SETTING_SPREAD_ITEMS, d->spread_items, UINT64_MAX, &s->spread_items,
                                &s->spread_items_set)) ||
        (st = ctx_count_setting(ctx, e, BBMM_SETTING_SPREAD_US, d->spread_us, UINT64_MAX / 1000, &us,
                                &s->spread_ns_set)))
        return st;
    s->spread_ns = us * 1000;
    if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_EARLY, d->early, early_words, 3, &v)))
        return st;
    s->early = v == BBMM_SETTING_ON ? 1 : v == BBMM_SETTING_OFF ? 0 : v == 4 ? 3 : 2;
    if ((st = ctx_workgroup(ctx, d, e, s->wg)) || (st = ctx_coarsen(ctx, d, e, &s->coarsen)) ||
        (st = ctx_auto_count(ctx, e, BBMM_SETTING_PIPELINE, &s->pipeline)) ||
        (st = ctx_check(ctx, d, e, s)))
        return st;
    {
        static const char *const ranks_words[] = {"auto", "off", NULL};
        static const char *const async_words[] = {"send", "on", "off", NULL};
        static const char *const rdev_words[] = {"share", "all", NULL};
        static const char *const gather_words[] = {"root", "all", NULL};
        static const char *const shm_words[] = {"auto", "on", "off", NULL};
        int shm_set, timeout_set;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_FUSE, d->fuse, onoff_words, BBMM_SETTING_ON, &v)))
            return st;
        s->fuse = v == BBMM_SETTING_ON;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_REPLAY, d->replay, onoff_words, BBMM_SETTING_ON, &v)))
            return st;
        s->replay = v == BBMM_SETTING_ON;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_OVERLAP, d->overlap, onoff_words, BBMM_SETTING_ON, &v)))
            return st;
        s->overlap = v == BBMM_SETTING_ON;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_START, d->start, spread_words, BBMM_START_AUTO, &v)) ||
            (st = ctx_count_setting(ctx, e, BBMM_SETTING_START_WORK, d->start_work, UINT64_MAX, &s->start_work,
                                    &s->start_work_set)))
            return st;
        s->start_all = v == BBMM_START_ALL;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_PRESTART, 0, onoff_words, BBMM_SETTING_OFF, &v)))
            return st;
        s->prestart = v == BBMM_SETTING_ON;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_RANKS, 0, ranks_words, 0, &v)))
            return st;
        s->ranks_off = v == 2;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_RANK_DEVICES, 0, rdev_words, 0, &v)))
            return st;
        s->rank_devices_all = v == 2;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_GATHER, 0, gather_words, 0, &v)))
            return st;
        s->gather_all = v == 2;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_RANK_ASYNC, 0, async_words, 1, &v)))
            return st;
        s->rank_sync = v == 3;
        s->rank_recv_wait = v == 1;
        if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_RANK_SHM, 0, shm_words, 1, &v)))
            return st;
        s->rank_shm = v - 1;
        if ((st = ctx_count_setting(ctx, e, BBMM_SETTING_RANK_SHM_THREADS, 0, 64, &s->rank_shm_threads, &shm_set)))
            return st;
        if ((st = ctx_count_setting(ctx, e, BBMM_SETTING_RANK_TIMEOUT, 0, CTX_RANK_TIMEOUT_MAX, &s->rank_timeout_s,
                                    &timeout_set)))
            return st;
        s->rank_timeout_set = timeout_set;
        if (!timeout_set)
            s->rank_timeout_s = CTX_RANK_TIMEOUT;
    }
    if ((st = ctx_enum_setting(ctx, e, BBMM_SETTING_HOST, 0, ctx_host_words, 1, &v))) /* bbmm_host_mode's */
        return st;
    if (s->stats[0] && strcmp(s->stats, "0") && strcmp(s->stats, "1") && strncmp(s->stats, "json:", 5))
        return bbmmi_error(ctx, BBMM_ERR_SETTING, "%s=%s: expected 1 or json:PATH", e->label[BBMM_SETTING_STATS],
                           s->stats);
    s->device_times = d->device_times || (s->stats[0] && strcmp(s->stats, "0")) || s->trace[0];
    return BBMM_OK;
}

int bbmm_mpi_launched(void)
{
    /* read once: bbmm_pp_pick asks before every region run, and the
     * launcher sets these before the process starts */
    static const char *const vars[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE", NULL};
    static int known; /* 0: not read yet, 1: no launcher, 2: a launcher */
    int i, v = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (!v) {
        v = 1;
        for (i = 0; vars[i] && v == 1; i++)
            if (getenv(vars[i]))
                v = 2;
        __atomic_store_n(&known, v, __ATOMIC_RELAXED);
    }
    return v == 2;
}

/* Resolve every setting of "d" and the environment into ctx->settings. */
static bbmm_status ctx_settings(bbmm_context *ctx, const bbmm_context_desc *d)
{
    ctx_env_view e;
    bbmm_status st = ctx_env_open(ctx, d, &e);
    if (st == BBMM_OK)
        st = ctx_settings_from(ctx, d, &e);
    ctx_env_close(&e);
    return st;
}

/* Destroy the mutexes and conditions of "ctx". */
static void ctx_destroy_locks(bbmm_context *ctx)
{
    pthread_mutex_destroy(&ctx->lock);
    pthread_mutex_destroy(&ctx->claim_mu);
    pthread_cond_destroy(&ctx->claim_cv);
    pthread_mutex_destroy(&ctx->run_mu);
    pthread_mutex_destroy(&ctx->err_mu);
}

/* Create the mutexes and conditions of "ctx"; nonzero when one cannot be
 * had. */
static int ctx_init_locks(bbmm_context *ctx)
{
    return pthread_mutex_init(&ctx->lock, NULL) || pthread_mutex_init(&ctx->claim_mu, NULL) ||
           pthread_cond_init(&ctx->claim_cv, NULL) || pthread_mutex_init(&ctx->run_mu, NULL) ||
           pthread_mutex_init(&ctx->err_mu, NULL);
}

bbmm_context *bbmmi_context_scratch(void)
{
    bbmm_context_desc zero;
    bbmm_context *ctx = (bbmm_context *)calloc(1, sizeof(*ctx));
    if (!ctx)
        return NULL;
    if (ctx_init_locks(ctx)) {
        free(ctx);
        return NULL;
    }
    memset(&zero, 0, sizeof(zero));
    ctx->prestart_scratch = 1;
    ctx->start_for = BBMM_WORK_UNKNOWN;
    ctx->start_failed_for = -1;
    if (ctx_settings(ctx, &zero) != BBMM_OK || !ctx->settings.prestart) {
        bbmmi_error_forget(); /* the creation that counts reports it */
        bbmmi_context_scratch_free(ctx);
        return NULL;
    }
    return ctx;
}

void bbmmi_context_scratch_free(bbmm_context *ctx)
{
    if (!ctx)
        return;
    bbmmi_cl_shutdown(ctx);
    ctx_destroy_locks(ctx);
    ctx_settings_free(&ctx->settings);
    free(ctx);
}

bbmm_status bbmmi_context_make(const bbmm_context_desc *desc, double work, bbmm_context **out, char *err,
                               size_t errlen)
{
    bbmm_context_desc zero;
    bbmm_context *ctx;
    bbmm_status st;
    uint64_t t0;
    if (err && errlen)
        err[0] = '\0';
    if (!out) {
        if (err && errlen)
            snprintf(err, errlen, "bbmm_context_create: NULL result pointer");
        return BBMM_ERR_INVALID;
    }
    *out = NULL;
    if (!desc) {
        memset(&zero, 0, sizeof(zero));
        desc = &zero;
    }
    ctx = (bbmm_context *)calloc(1, sizeof(*ctx));
    if (!ctx) {
        if (err && errlen)
            snprintf(err, errlen, "bbmm_context_create: out of host memory");
        return BBMM_ERR_NOMEM;
    }
    if (ctx_init_locks(ctx)) {
        free(ctx);
        if (err && errlen)
            snprintf(err, errlen, "bbmm_context_create: cannot create a mutex");
        return BBMM_ERR_NOMEM;
    }
    bbmmi_enter();
    t0 = bbmmi_now_ns();
    st = ctx_settings(ctx, desc);
    if (st == BBMM_OK)
        ctx_check_notice(&ctx->settings);
    ctx->mgr.reuse = ctx->settings.reuse;
    ctx->mgr.check_scopes = (ctx->settings.check & BBMM_CHECK_SCOPES_MODE) != 0;
    ctx->start_for = work;
    ctx->start_failed_for = -1;
    if (st == BBMM_OK)
        st = bbmmi_ranks_open(ctx);
    /* made for later with no device to start now (cli_init would start
     * none: BBMM_START=auto, one rank): OpenCL opens at the first start */
    ctx->cl_later = st == BBMM_OK && work == BBMM_WORK_LATER && !ctx->settings.start_all && !ctx->ranks &&
                    !bbmm_mpi_launched();
    if (st == BBMM_OK && !ctx->cl_later)
        st = bbmmi_cl_init(ctx);
    ctx->ndev_high = ctx->mgr.ndev;
    st = bbmmi_ranks_join(ctx, st); /* a failure on one rank fails every rank's context */
    if (st == BBMM_OK && ctx->settings.trace[0]) {
        char path[4096]; /* several ranks: one file per rank, FILE.RANK */
        if (bbmmi_nranks(ctx) > 1)
            snprintf(path, sizeof(path), "%s.%d", ctx->settings.trace, bbmmi_rank(ctx));
        else
            snprintf(path, sizeof(path), "%s", ctx->settings.trace);
        ctx->trace = fopen(path, "w");
        if (!ctx->trace)
            st = bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_TRACE=%s: cannot write %s: %s", ctx->settings.trace, path,
                             strerror(errno));
        else
            fputs("[\n", ctx->trace);
    }
    ctx->create_ns = bbmmi_now_ns() - t0;
    if (st != BBMM_OK) {
        if (err && errlen)
            bbmmi_error_take(ctx, err, errlen);
        bbmmi_error_forget();
        bbmmi_cl_shutdown(ctx);
        bbmmi_ranks_close(ctx);
        ctx_destroy_locks(ctx);
        ctx_settings_free(&ctx->settings);
        free(ctx);
        bbmmi_leave();
        return st;
    }
    *out = ctx;
    bbmmi_leave();
    return BBMM_OK;
}

bbmm_status bbmm_context_create(const bbmm_context_desc *desc, bbmm_context **out, char *err,
                                size_t errlen)
{
    return bbmmi_context_make(desc, -1, out, err, errlen);
}

/* ---- the context's end and its restarts: the thin layer's steps ---------
 * (the method runs them in order: bbmm/life.h) */

bbmm_status bbmmi_context_quiesce(bbmm_context *ctx)
{
    bbmm_status st;
    bbmmi_ranks_quiesce(ctx); /* every message out and in before anything goes */
    bbmmi_exec_shutdown(ctx);
    /* every rank destroys its context here: a rank that runs a region
     * instead hears of it (and this one of that) */
    st = bbmmi_rank_agree_at(ctx, BBMM_OK, BBMMI_AT_DESTROY, NULL, NULL, 0, NULL);
    if (st == BBMM_OK && ctx->settings.stats[0] && strcmp(ctx->settings.stats, "0"))
        bbmmi_rank_totals(ctx); /* a collective: every rank is here */
    return st;
}

const char *bbmmi_stats_to(const bbmm_context *ctx)
{
    return ctx->settings.stats;
}

bbmm_status bbmmi_trace_end(bbmm_context *ctx, bbmm_status st)
{
    if (ctx->trace) {
        /* an empty object ends the list the commands left open with a comma */
        fputs("{}]\n", ctx->trace);
        if (fclose(ctx->trace) && st == BBMM_OK)
            st = bbmmi_error(ctx, BBMM_ERR_SETTING, "BBMM_TRACE=%s: cannot write it", ctx->settings.trace);
        ctx->trace = NULL;
    }
    return st;
}

void bbmmi_context_free(bbmm_context *ctx)
{
    bbmmi_programs_release(ctx);
    bbmmi_hostmem_release_all(ctx);
    bbmmi_cl_shutdown(ctx);
    bbmmi_ranks_close(ctx);
    ctx_destroy_locks(ctx);
    ctx_settings_free(&ctx->settings);
    if (ctx_tls_owner == ctx)
        bbmmi_error_forget();
    free(ctx);
}

int bbmmi_env_text(bbmm_setting_id id, char *buf, size_t len)
{
    bbmm_context_desc d;
    ctx_env_view e;
    int set = -1;
    memset(&d, 0, sizeof(d));
    if (ctx_env_open(NULL, &d, &e) == BBMM_OK) {
        set = e.text[id] != NULL;
        if (len)
            snprintf(buf, len, "%s", set ? e.text[id] : "");
    }
    ctx_env_close(&e);
    return set;
}

int bbmmi_host_setting(void)
{
    static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
    static int mode = -2; /* written once, atomically, under "mu" */
    int m = __atomic_load_n(&mode, __ATOMIC_ACQUIRE); /* asked before every region run */
    if (m != -2)
        return m;
    pthread_mutex_lock(&mu);
    m = __atomic_load_n(&mode, __ATOMIC_ACQUIRE);
    if (m == -2) {
        char v[64];
        int set = bbmmi_env_text(BBMM_SETTING_HOST, v, sizeof(v));
        m = set < 0 ? -1 : set ? ctx_pick(v, ctx_host_words) - 1 : 0;
        if (m < -1)
            m = -1;
        __atomic_store_n(&mode, m, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&mu);
    return m;
}

int bbmmi_context_holds(const bbmm_context *ctx)
{
    /* a data scope holds host pointers; what it keeps is registered */
    return ctx->hostmem || ctx->hold || ctx->async || bbmmi_nranks(ctx) > 1;
}

int bbmmi_start_wanted(const bbmm_context *ctx, double work)
{
    return work != BBMM_WORK_LATER &&
           (ctx->mgr.ndev < 1 || (!ctx->settings.start_all && work >= 0 && work > ctx->start_for &&
                                  work > ctx->start_failed_for && ctx->mgr.ndev < ctx->ndev_avail));
}

int bbmmi_start_target(bbmm_context *ctx, double work, bbmm_status *st)
{
    double was = ctx->start_for;
    int n = ctx->mgr.ndev, d, gpu = 0;
    uint64_t t0;
    *st = BBMM_OK;
    if (ctx->cl_later) { /* OpenCL not opened yet: find the devices (none starts) */
        pthread_mutex_lock(&ctx->lock);
        t0 = bbmmi_now_ns();
        ctx->start_for = BBMM_WORK_LATER;
        *st = bbmmi_cl_init(ctx);
        if (*st == BBMM_OK)
            ctx->cl_later = 0;
        else
            bbmmi_cl_shutdown(ctx);
        ctx->start_for = *st == BBMM_OK ? ctx->start_for : was;
        ctx->create_ns += bbmmi_now_ns() - t0;
        pthread_mutex_unlock(&ctx->lock);
        if (*st != BBMM_OK)
            return 0;
        n = ctx->mgr.ndev;
    }
    for (d = 0; d < n; d++)
        gpu |= ctx->dev[d].is_gpu;
    if (n >= ctx->ndev_avail)
        return 0;
    if (n < 1) /* the settings' start_work was resolved by the first start */
        return bbmmi_start_count(work, ctx->settings.start_all || bbmmi_nranks(ctx) > 1
                                           ? 0 : (double)ctx->settings.start_work, ctx->ndev_avail);
    return bbmmi_start_later(work, bbmmi_start_per(ctx, gpu), ctx->ndev_avail, n);
}

bbmm_status bbmmi_start_declined(bbmm_context *ctx)
{
    ctx->starts_declined++;
    return ctx->mgr.ndev < 1 ? bbmmi_error(ctx, BBMM_ERR_NO_DEVICE, "the context has no device, and host code "
                                                                   "holds arrays or memory of it: destroy it to "
                                                                   "start anew")
                             : BBMM_OK;
}

bbmm_status bbmmi_context_restart(bbmm_context *ctx, double work, int k)
{
    bbmm_stats *keep = NULL;
    double was = ctx->start_for;
    uint64_t t0;
    int n = ctx->mgr.ndev, d;
    bbmm_status st;
    if (n > 0 && !(keep = (bbmm_stats *)malloc((size_t)n * sizeof(*keep))))
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "starting more devices: out of host memory");
    t0 = bbmmi_now_ns();
    for (d = 0; d < n; d++)
        keep[d] = ctx->mgr.store[d].stats;
    bbmmi_exec_shutdown(ctx);
    bbmmi_programs_release(ctx);
    bbmmi_cl_shutdown(ctx);
    ctx->start_for = work;
    ctx->start_n = k;
    st = bbmmi_cl_init(ctx);
    if (st != BBMM_OK) {
        ctx->starts_failed++;
        if (work > ctx->start_failed_for)
            ctx->start_failed_for = work;
        bbmmi_cl_shutdown(ctx);
        ctx->start_for = was;
        if (n > 0) { /* back to the devices it had */
            ctx->start_n = n;
            if (bbmmi_cl_init(ctx) == BBMM_OK)
                st = BBMM_OK;
            else
                bbmmi_cl_shutdown(ctx);
        }
    }
    for (d = 0; d < n && d < ctx->mgr.ndev; d++)
        ctx->mgr.store[d].stats = keep[d];
    free(keep);
    if (ctx->mgr.ndev > ctx->ndev_high) { /* devices never started before */
        if (ctx->ndev_high > 0) /* not the first start of a context made for later (BBMM_WORK_LATER) */
            ctx->starts_later += (uint64_t)(ctx->mgr.ndev - ctx->ndev_high);
        ctx->ndev_high = ctx->mgr.ndev;
    }
    ctx->create_ns += bbmmi_now_ns() - t0;
    return st;
}

bbmm_status bbmm_finish(bbmm_context *ctx)
{
    bbmm_status st;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_enter();
    st = bbmmi_drain(ctx);
    bbmmi_leave();
    return st;
}

int bbmm_device_count(const bbmm_context *ctx)
{
    return ctx ? ctx->mgr.ndev : 0;
}

bbmm_status bbmm_device_get_info(bbmm_context *ctx, int dev, bbmm_device_info *info)
{
    const bbmmi_device *d;
    if (!ctx || !info)
        return BBMM_ERR_INVALID;
    if (dev < 0 || dev >= ctx->mgr.ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, ctx->mgr.ndev);
    d = &ctx->dev[dev];
    memset(info, 0, sizeof(*info));
    snprintf(info->name, sizeof(info->name), "%s", d->name);
    snprintf(info->platform, sizeof(info->platform), "%s", ctx->platform_name);
    info->is_gpu = d->is_gpu;
    info->global_mem = d->global_mem;
    info->mem_limit = ctx->mgr.store[dev].mem_limit;
    info->staging = d->staging;
    return BBMM_OK;
}

bbmm_alloc_scheme bbmm_setting_alloc(const bbmm_context *ctx) { return ctx->settings.alloc; }
int bbmm_setting_alloc_merge(const bbmm_context *ctx) { return ctx->settings.alloc_auto; }
int bbmm_setting_reuse(const bbmm_context *ctx) { return ctx->settings.reuse; }
int bbmm_setting_fuse(const bbmm_context *ctx) { return ctx->settings.fuse; }
int bbmm_setting_replay(const bbmm_context *ctx) { return ctx->settings.replay; }
int bbmm_setting_overlap(const bbmm_context *ctx) { return ctx->settings.overlap; }
bbmm_coherency bbmm_setting_coherency(const bbmm_context *ctx) { return ctx->settings.coherency; }
bbmm_dist bbmm_setting_dist(const bbmm_context *ctx) { return ctx->settings.dist; }
int bbmm_setting_early(const bbmm_context *ctx) { return ctx->settings.early; }

int bbmm_setting_check(const bbmm_context *ctx, int *asked)
{
    if (asked)
        *asked = ctx ? ctx->settings.check_asked : 0;
    return ctx ? ctx->settings.check : 0;
}

int bbmm_setting_coarsen(const bbmm_context *ctx, int dev)
{
    if (!ctx || dev < 0 || dev >= ctx->mgr.ndev)
        return 1;
    return ctx->settings.coarsen ? ctx->settings.coarsen : ctx->dev[dev].is_gpu ? 4 : 1;
}

int bbmm_setting_workgroup(const bbmm_context *ctx, int nd, size_t shape[3])
{
    int i;
    if (!ctx || nd < 1 || nd > 3 || !ctx->settings.wg[nd - 1][0])
        return 0;
    for (i = 0; i < 3; i++)
        shape[i] = ctx->settings.wg[nd - 1][i];
    return 1;
}

bbmm_status bbmm_set_spread(bbmm_context *ctx, bbmm_spread spread)
{
    if (!ctx)
        return BBMM_ERR_INVALID;
    if (spread != BBMM_SPREAD_AUTO && spread != BBMM_SPREAD_ALL)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_set_spread: %d is not a bbmm_spread", (int)spread);
    bbmmi_lock(ctx);
    ctx->settings.spread = spread;
    bbmmi_unlock(ctx);
    return BBMM_OK;
}

bbmm_status bbmm_set_early(bbmm_context *ctx, int early)
{
    if (!ctx)
        return BBMM_ERR_INVALID;
    if (early < 0 || early > 3)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "bbmm_set_early: %d is not 0 (off), 1 (on), 2 (auto) or 3 (trial)",
                           early);
    bbmmi_lock(ctx);
    ctx->settings.early = early;
    bbmmi_unlock(ctx);
    return BBMM_OK;
}

bbmm_start bbmm_setting_start(const bbmm_context *ctx, uint64_t *work, int *available)
{
    if (work)
        *work = ctx->settings.start_all ? 0 : ctx->settings.start_work;
    if (available)
        *available = ctx->ndev_avail;
    return ctx->settings.start_all ? BBMM_START_ALL : BBMM_START_AUTO;
}

bbmm_spread bbmm_setting_spread(const bbmm_context *ctx, uint64_t *items, uint64_t *us)
{
    if (items)
        *items = ctx->settings.spread_items;
    if (us)
        *us = ctx->settings.spread_ns / 1000;
    return ctx->settings.spread;
}
