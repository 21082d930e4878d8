/* bbmm/setup.h - a context's settings: the table of bbmm/settings.h read.
 *
 * A setting comes from its bbmm_context_desc field, else the environment
 * (its own variable, or a key of BBMM_TUNE), else its default; a value
 * that is not one the table allows is BBMM_ERR_SETTING with a message
 * naming the variable as the user wrote it ("BBMM_TUNE fuse=maybe: ...").
 * bbmm_context_create reads them once (bbmmi_settings_read) into a
 * bbmmi_settings that the method and the thin layer both consult; the
 * host mode of generated regions (bbmm_host_mode, bbmm/pick.h) is read
 * once per process.
 *
 * Nothing here touches OpenCL: it is part of the face, beside the table,
 * and its bodies are compiled once, into libbbmm (BBMM_METHOD_BODIES,
 * lib/method.c).
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_RUNTIME_H
#error "bbmm/setup.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_SETUP_H)
#define BBMM_SETUP_H

#include <stdint.h>

#include "settings.h"

BBMM_EXTERN_C_BEGIN

/* Settings after the descriptor, the environment and the defaults. */
typedef struct bbmmi_settings {
    char *platform; /* "" when not set; heap copies, any length */
    char *devices;
    uint64_t mem_limit;
    bbmm_alloc_scheme alloc;
    int alloc_auto; /* BBMM_ALLOC not given: a nest whose boxes keep changing may
                       switch to whole arrays (grid.h's bbmmi_run_whole) */
    int reuse;
    bbmm_coherency coherency;
    bbmm_dist dist;
    bbmm_onoff staging;
    int lookahead; /* runs enqueued ahead of the devices at most */
    bbmm_spread spread;
    /* the limits of BBMM_SPREAD=auto (0: rule off); resolved from the
     * devices by their start (bbmm/start.h) when not set */
    uint64_t spread_items;
    uint64_t spread_ns;
    int spread_items_set, spread_ns_set;
    int early; /* BBMM_EARLY: early flow-out in runs on several devices: 1 on, 0 off,
                  2 auto (tiles whose device takes flows for the run) */
    int fuse;  /* BBMM_FUSE: allocation and transfer fusion of a tile's small boxes */
    int replay; /* BBMM_REPLAY: runs replay the launches of the nest's last run (bbmm/replay.h) */
    int overlap; /* BBMM_OVERLAP: copies into a device during a run on its side queue */
    int start_all;       /* BBMM_START=all */
    int prestart;        /* BBMM_TUNE prestart: on (bbmm_prestart opens the devices early) */
    uint64_t start_work; /* BBMM_START_WORK; resolved by the first start (bbmm/start.h) when not set */
    int start_work_set;
    int coarsen;     /* BBMM_COARSEN: points per work-item of coarsened kernels; 0 auto */
    int pipeline;    /* BBMM_PIPELINE: chunks per device of a run (grid.h); 0 auto */
    int check;       /* BBMM_CHECK: the modes in effect (BBMM_CHECK_*_MODE bits) */
    int check_asked; /* the modes asked for, implemented or not */
    size_t wg[3][3]; /* BBMM_WORKGROUP: [nd - 1] the shape of nd-D bands (outermost first); 0: none */
    char *stats;
    /* each command's device time is read (two profiling queries, 1.5 us
     * each on NVIDIA's OpenCL): BBMM_STATS or BBMM_TRACE given, or
     * bbmm_context_desc.device_times */
    int device_times;
    char *kernel_dump; /* BBMM_KERNEL_DUMP: "" or a directory */
    char *trace;       /* BBMM_TRACE: "" or a file */
    int ranks_off;        /* BBMM_RANKS=off: one rank even under an MPI launcher */
    int rank_devices_all; /* BBMM_RANK_DEVICES=all: every rank of a node takes every device */
    int gather_all;       /* BBMM_GATHER=all: write-outs reach every rank, not rank 0 only */
    int rank_sync;        /* BBMM_RANK_ASYNC=off: exchanges wait (no progress thread) */
    int rank_recv_wait;   /* BBMM_RANK_ASYNC=send: messages leave asynchronously, the host waits
                             for those it receives (not for its devices) */
    int rank_shm;         /* BBMM_RANK_SHM: waiting exchanges between ranks of one node through
                             shared memory: 0 auto (messages of 4 MiB or more), 1 on (all), 2 off */
    uint64_t rank_shm_threads; /* BBMM_RANK_SHM_THREADS: copying threads each side (0: from the
                                  CPUs this rank may run on) */
    uint64_t rank_timeout_s;   /* BBMM_RANK_TIMEOUT: seconds an agreement of the ranks waits for
                                  all of them (0: forever) */
    int rank_timeout_set;      /* ... set by the user: past it the agreement fails; by default
                                  it only says once on stderr who is where, and waits on */
} bbmmi_settings;

/* Resolve every setting of "d" and the environment into "*s" (its strings
 * are heap copies: bbmmi_settings_free).  On BBMM_ERR_SETTING or
 * BBMM_ERR_NOMEM "err" (BBMMI_ERRMSG_LEN bytes; may be NULL) gets the
 * message, naming the variable as the user wrote it; nothing here calls
 * the thin layer, which records the message on its context. */
bbmm_status bbmmi_settings_read(const bbmm_context_desc *d, bbmmi_settings *s, char *err);
/* Free the string settings of "s". */
void bbmmi_settings_free(bbmmi_settings *s);
/* Say once per process, on stderr, which checking modes "s" asked for
 * that this build does not implement. */
void bbmmi_settings_notice(const bbmmi_settings *s);
/* The environment's text of setting "id" (its variable, or its BBMM_TUNE
 * key) into "buf": 1 when given, 0 when not, -1 when BBMM_TUNE is
 * malformed. */
int bbmmi_env_text(bbmm_setting_id id, char *buf, size_t len);
/* The host mode of generated regions (BBMM_TUNE host): 0 auto, 1 never,
 * 2 always, -1 a value that is none of those; read once per process. */
int bbmmi_host_setting(void);

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */
#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Runs enqueued ahead of the devices: default and largest setting. */
#define BBMMI_SET_LOOKAHEAD 8
#define BBMMI_SET_LOOKAHEAD_MAX 4096
/* BBMM_RANK_TIMEOUT: default and largest setting, seconds */
#define BBMMI_SET_RANK_TIMEOUT 60
#define BBMMI_SET_RANK_TIMEOUT_MAX 1000000000

/* Write the message (printf-style) into "err" (BBMMI_ERRMSG_LEN bytes;
 * NULL: none) and return "st". */
static bbmm_status bbmmi_set_error(char *err, bbmm_status st, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static bbmm_status bbmmi_set_error(char *err, bbmm_status st, const char *fmt, ...)
{
    va_list ap;
    if (!err)
        return st;
    va_start(ap, fmt);
    vsnprintf(err, BBMMI_ERRMSG_LEN, fmt, ap);
    va_end(ap);
    return st;
}

/* Parse the byte count "s" ("123", "64K", "256M", "2G", "1T") into "*out";
 * return 0, or -1 when it is malformed, zero or overflows. */
static int bbmmi_set_parse_bytes(const char *s, uint64_t *out)
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
typedef struct bbmmi_env_view {
    const char *text[BBMM_SETTING_COUNT];
    char label[BBMM_SETTING_COUNT][40];
    char *tune; /* a copy of BBMM_TUNE, cut into its values */
} bbmmi_env_view;

#define BBMMI_SET_VAR(id, var, key, values, doc) var,
#define BBMMI_SET_KEY(id, var, key, values, doc) key,
static const char *const bbmmi_set_var[] = {BBMM_SETTINGS(BBMMI_SET_VAR)};
static const char *const bbmmi_set_key[] = {BBMM_SETTINGS(BBMMI_SET_KEY)};
#undef BBMMI_SET_VAR
#undef BBMMI_SET_KEY

/* The tune-tier setting whose key is the "len" characters at "k"; -1 when
 * none. */
static int bbmmi_set_tune_key(const char *k, size_t len)
{
    int i;
    for (i = 0; i < BBMM_SETTING_COUNT; i++)
        if (bbmmi_set_key[i] && strlen(bbmmi_set_key[i]) == len && !strncmp(bbmmi_set_key[i], k, len))
            return i;
    return -1;
}

/* Cut the copy of BBMM_TUNE in "e" into the values of its keys: items
 * key=value separated by commas, an item without "=" continuing the value
 * before it. */
static bbmm_status bbmmi_set_tune_parse(char *err, bbmmi_env_view *e, const char *all)
{
    char *p = e->tune, *val = NULL;
    int cur = -1;
    while (*p) {
        size_t n = strcspn(p, ","), k = strcspn(p, "=");
        if (k < n) { /* key=value: the value before it ends at the comma */
            int id = bbmmi_set_tune_key(p, k);
            if (id < 0) {
                char keys[512] = "";
                int i;
                for (i = 0; i < BBMM_SETTING_COUNT; i++)
                    if (bbmmi_set_key[i])
                        snprintf(keys + strlen(keys), sizeof(keys) - strlen(keys), "%s%s", keys[0] ? ", " : "",
                                 bbmmi_set_key[i]);
                return bbmmi_set_error(err, BBMM_ERR_SETTING, "BBMM_TUNE=%s: unknown key \"%.*s\": expected %s",
                                   all, (int)k, p, keys);
            }
            if (e->text[id])
                return bbmmi_set_error(err, BBMM_ERR_SETTING, "BBMM_TUNE=%s: key \"%s\" given twice", all,
                                   bbmmi_set_key[id]);
            if (val && p > e->tune)
                p[-1] = '\0';
            if (k + 1 == n)
                return bbmmi_set_error(err, BBMM_ERR_SETTING, "BBMM_TUNE=%s: key \"%s\" has no value", all,
                                   bbmmi_set_key[id]);
            cur = id;
            val = p + k + 1;
            e->text[id] = val;
            snprintf(e->label[id], sizeof(e->label[id]), "BBMM_TUNE %s", bbmmi_set_key[id]);
        } else if (cur < 0) {
            return bbmmi_set_error(err, BBMM_ERR_SETTING, "BBMM_TUNE=%s: expected key=value items, e.g. fuse=off", all);
        }
        p += n + (p[n] == ',');
    }
    return BBMM_OK;
}

/* Read the environment into "e" (nothing when "d" ignores it). */
static bbmm_status bbmmi_set_env_open(char *err, const bbmm_context_desc *d, bbmmi_env_view *e)
{
    const char *tune;
    bbmm_status st;
    int i;
    memset(e, 0, sizeof(*e));
    if (d->ignore_environment)
        return BBMM_OK;
    tune = getenv("BBMM_TUNE");
    if (tune && *tune) {
        size_t n = strlen(tune) + 1;
        if (!(e->tune = (char *)malloc(n)))
            return bbmmi_set_error(err, BBMM_ERR_NOMEM, "BBMM_TUNE: out of host memory for its value");
        memcpy(e->tune, tune, n);
        if ((st = bbmmi_set_tune_parse(err, e, tune)) != BBMM_OK)
            return st;
    }
    for (i = 0; i < BBMM_SETTING_COUNT; i++) {
        const char *v;
        if (e->text[i])
            continue;
        v = getenv(bbmmi_set_var[i]); /* a tune key's former variable too */
        e->text[i] = v && *v ? v : NULL;
        snprintf(e->label[i], sizeof(e->label[i]), "%s", bbmmi_set_var[i]);
    }
    return BBMM_OK;
}

static void bbmmi_set_env_close(bbmmi_env_view *e)
{
    free(e->tune);
    e->tune = NULL;
}

/* Map "value" of setting "name" to the index of the matching word in the
 * NULL-terminated "words" plus 1 (0 is "default"); -1 when none matches. */
static int bbmmi_set_pick(const char *value, const char *const *words)
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
static bbmm_status bbmmi_set_enum(char *err, const bbmmi_env_view *e, bbmm_setting_id id, int given,
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
    k = bbmmi_set_pick(v, words);
    if (k < 0) {
        char list[256] = "";
        int i;
        for (i = 0; words[i]; i++) {
            strncat(list, i ? ", " : "", sizeof(list) - strlen(list) - 1);
            strncat(list, words[i], sizeof(list) - strlen(list) - 1);
        }
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "%s=%s: expected one of %s", name, v, list);
    }
    *out = k;
    return BBMM_OK;
}

/* Copy string setting "id" (descriptor "given" first; "" when neither
 * says), whole, into "*dst". */
static bbmm_status bbmmi_set_str(char *err, const bbmmi_env_view *e, bbmm_setting_id id, const char *given,
                                 char **dst)
{
    const char *v = given && *given ? given : e->text[id], *name = e->label[id];
    size_t n = strlen(v ? v : "") + 1;
    *dst = (char *)malloc(n);
    if (!*dst)
        return bbmmi_set_error(err, BBMM_ERR_NOMEM, "%s: out of host memory for its value", name);
    memcpy(*dst, v ? v : "", n);
    return BBMM_OK;
}

void bbmmi_settings_free(bbmmi_settings *s)
{
    free(s->platform);
    free(s->devices);
    free(s->stats);
    free(s->kernel_dump);
    free(s->trace);
    s->platform = s->devices = s->stats = s->kernel_dump = s->trace = NULL;
}

/* The look-ahead window of "d" or BBMM_LOOKAHEAD (runs, 1..4096; default
 * BBMMI_SET_LOOKAHEAD) into "*out". */
static bbmm_status bbmmi_set_lookahead(char *err, const bbmm_context_desc *d, const bbmmi_env_view *e,
                                       int *out)
{
    const char *v = e->text[BBMM_SETTING_LOOKAHEAD];
    char *end = NULL;
    long n;
    *out = d->lookahead > 0 ? d->lookahead : BBMMI_SET_LOOKAHEAD;
    if (d->lookahead < 0 || d->lookahead > BBMMI_SET_LOOKAHEAD_MAX)
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "lookahead %d: expected 1..%d runs", d->lookahead,
                           BBMMI_SET_LOOKAHEAD_MAX);
    if (d->lookahead > 0 || !v || !*v)
        return BBMM_OK;
    errno = 0;
    n = strtol(v, &end, 10);
    if (errno || *end || n < 1 || n > BBMMI_SET_LOOKAHEAD_MAX)
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "%s=%s: expected 1..%d runs", e->label[BBMM_SETTING_LOOKAHEAD],
                           v, BBMMI_SET_LOOKAHEAD_MAX);
    *out = (int)n;
    return BBMM_OK;
}

/* A count setting: "given" when nonzero (then "*set"), else the
 * environment's "id" (a decimal count, 0 allowed), else unset. */
static bbmm_status bbmmi_set_count(char *err, const bbmmi_env_view *e, bbmm_setting_id id, uint64_t given,
                                   uint64_t max, uint64_t *out, int *set)
{
    const char *v = e->text[id], *name = e->label[id];
    char *end = NULL;
    unsigned long long n;
    *out = given;
    *set = given != 0;
    if (given > max)
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "%s %llu: expected at most %llu", name,
                           (unsigned long long)given, (unsigned long long)max);
    if (given || !v || !*v)
        return BBMM_OK;
    errno = 0;
    n = isdigit((unsigned char)*v) ? strtoull(v, &end, 10) : 0;
    if (!isdigit((unsigned char)*v) || errno || *end || n > max)
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "%s=%s: expected a count from 0 to %llu", name, v,
                           (unsigned long long)max);
    *out = n;
    *set = 1;
    return BBMM_OK;
}

/* The work-group shapes of "d" or BBMM_WORKGROUP ("auto", or shapes such as
 * "256,8x32": at most one per number of dimensions, 1..3 sizes each, every
 * size and their product from 1 to 65536) into "wg". */
static bbmm_status bbmmi_set_workgroup(char *err, const bbmm_context_desc *d, const bbmmi_env_view *e,
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
    return bbmmi_set_error(err, BBMM_ERR_SETTING,
                       "%s=%s: expected auto or work-group shapes such as 256,8x32,2x4x32 (outermost "
                       "dimension first, one per number of dimensions, at most 65536 work-items)",
                       given ? "BBMM_WORKGROUP" : e->label[BBMM_SETTING_WORKGROUP], v);
}

/* Setting "id" of the environment, "auto" or a count from 1 to 64, into
 * "*out" (0: auto or not given). */
static bbmm_status bbmmi_set_auto_count(char *err, const bbmmi_env_view *e, bbmm_setting_id id, int *out)
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
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "%s=%s: expected auto or a count from 1 to 64", e->label[id], v);
    *out = (int)n;
    return BBMM_OK;
}

/* BBMM_COARSEN of "d" or the environment ("auto" or 1..64) into "*out"
 * (0: auto). */
static bbmm_status bbmmi_set_coarsen(char *err, const bbmm_context_desc *d, const bbmmi_env_view *e, int *out)
{
    if (d->coarsen < 0 || d->coarsen > 64)
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "BBMM_COARSEN %d: expected 1 to 64 (0: auto)", d->coarsen);
    *out = d->coarsen;
    return d->coarsen ? BBMM_OK : bbmmi_set_auto_count(err, e, BBMM_SETTING_COARSEN, out);
}

/* The checking modes of BBMM_CHECK, in the order of their
 * BBMM_CHECK_*_MODE bits, and those this build implements. */
static const char *const bbmmi_set_check_names[] = {"bounds", "scopes", NULL};
#define BBMMI_SET_CHECK_IMPLEMENTED (BBMM_CHECK_BOUNDS_MODE | BBMM_CHECK_SCOPES_MODE)

/* The mode bit of the word of "len" characters at "w" ("none": 0) into
 * "*bit"; -1 when it names no mode. */
static int bbmmi_set_check_word(const char *w, size_t len, int *bit)
{
    int i;
    *bit = 0;
    if (len == 4 && !strncasecmp(w, "none", 4))
        return 0;
    for (i = 0; bbmmi_set_check_names[i]; i++)
        if (strlen(bbmmi_set_check_names[i]) == len && !strncasecmp(w, bbmmi_set_check_names[i], len)) {
            *bit = 1 << i;
            return 0;
        }
    return -1;
}

/* BBMM_CHECK of "d" or the environment (a comma-separated list of modes,
 * blanks around the words allowed) into s->check_asked, and the modes of
 * it this build implements into s->check. */
static bbmm_status bbmmi_set_check(char *err, const bbmm_context_desc *d, const bbmmi_env_view *e,
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
        if (e > a && bbmmi_set_check_word(p + a, e - a, &bit) < 0)
            return bbmmi_set_error(err, BBMM_ERR_SETTING,
                               "BBMM_CHECK=%s: unknown mode \"%.*s\": expected a comma-separated list of "
                               "bounds, scopes (or none)", v, (int)(e - a), p + a);
        s->check_asked |= e > a ? bit : 0;
        p += n + (p[n] == ',');
    }
    s->check = s->check_asked & BBMMI_SET_CHECK_IMPLEMENTED;
    return BBMM_OK;
}

/* Say once per process, on stderr, that BBMM_CHECK asked "s" for modes
 * this build does not implement (the library prints nothing else but the
 * statistics): a user who asked for a check must not believe it ran. */
void bbmmi_settings_notice(const bbmmi_settings *s)
{
    static int said;
    int missing = s->check_asked & ~s->check, i;
    if (!missing || __atomic_exchange_n(&said, 1, __ATOMIC_ACQ_REL))
        return;
    for (i = 0; bbmmi_set_check_names[i]; i++)
        if (missing & (1 << i))
            fprintf(stderr,
                    "bbmm: BBMM_CHECK=%s: this build does not implement the %s checking mode; it is "
                    "ignored\n",
                    bbmmi_set_check_names[i], bbmmi_set_check_names[i]);
}

static const char *const bbmmi_set_host_words[] = {"auto", "never", "always", NULL};
static const char *const bbmmi_set_times_words[] = {"auto", "on", "off", NULL};

/* Resolve every setting of "d" and the environment view "e" into "s". */
static bbmm_status bbmmi_set_from(char *err, const bbmm_context_desc *d, const bbmmi_env_view *e,
                                           bbmmi_settings *s)
{
    static const char *const alloc_words[] = {"disjoint", "convex", "whole", NULL};
    static const char *const onoff_words[] = {"on", "off", NULL};
    static const char *const coh_words[] = {"exact", "block", NULL};
    static const char *const dist_words[] = {"block", "cyclic", "dynamic", NULL};
    static const char *const staging_words[] = {"on", "off", "auto", NULL};
    static const char *const early_words[] = {"on", "off", "auto", "trial", NULL};
    static const char *const spread_words[] = {"auto", "all", NULL};
    uint64_t us;
    const char *limit = e->text[BBMM_SETTING_DEVICE_MEM_LIMIT];
    int v;
    bbmm_status st;
    if ((st = bbmmi_set_str(err, e, BBMM_SETTING_PLATFORM, d->platform, &s->platform)) ||
        (st = bbmmi_set_str(err, e, BBMM_SETTING_DEVICES, d->devices, &s->devices)) ||
        (st = bbmmi_set_str(err, e, BBMM_SETTING_STATS, d->stats, &s->stats)) ||
        (st = bbmmi_set_str(err, e, BBMM_SETTING_KERNEL_DUMP, d->kernel_dump, &s->kernel_dump)) ||
        (st = bbmmi_set_str(err, e, BBMM_SETTING_TRACE, d->trace, &s->trace)))
        return st;
    s->mem_limit = d->device_mem_limit;
    if (!s->mem_limit && limit && bbmmi_set_parse_bytes(limit, &s->mem_limit))
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "%s=%s: expected a positive byte count such as 256M",
                           e->label[BBMM_SETTING_DEVICE_MEM_LIMIT], limit);
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_ALLOC, d->alloc, alloc_words, BBMM_ALLOC_DISJOINT, &v)))
        return st;
    s->alloc = (bbmm_alloc_scheme)v;
    s->alloc_auto = !d->alloc && !e->text[BBMM_SETTING_ALLOC];
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_REUSE, d->reuse, onoff_words, BBMM_SETTING_ON, &v)))
        return st;
    s->reuse = v == BBMM_SETTING_ON;
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_COHERENCY, d->coherency, coh_words, BBMM_COHERENCY_EXACT, &v)))
        return st;
    s->coherency = (bbmm_coherency)v;
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_DIST, d->dist, dist_words, BBMM_DIST_BLOCK, &v)))
        return st;
    s->dist = (bbmm_dist)v;
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_STAGING, d->staging, staging_words, 0, &v)))
        return st;
    s->staging = v == 3 ? BBMM_SETTING_DEFAULT : (bbmm_onoff)v;
    if ((st = bbmmi_set_lookahead(err, d, e, &s->lookahead)))
        return st;
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_SPREAD, d->spread, spread_words, BBMM_SPREAD_AUTO, &v)))
        return st;
    s->spread = (bbmm_spread)v;
    if ((st = bbmmi_set_count(err, e, BBMM_SETTING_SPREAD_ITEMS, d->spread_items, UINT64_MAX, &s->spread_items,
                                &s->spread_items_set)) ||
        (st = bbmmi_set_count(err, e, BBMM_SETTING_SPREAD_US, d->spread_us, UINT64_MAX / 1000, &us,
                                &s->spread_ns_set)))
        return st;
    s->spread_ns = us * 1000;
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_EARLY, d->early, early_words, 3, &v)))
        return st;
    s->early = v == BBMM_SETTING_ON ? 1 : v == BBMM_SETTING_OFF ? 0 : v == 4 ? 3 : 2;
    if ((st = bbmmi_set_workgroup(err, d, e, s->wg)) || (st = bbmmi_set_coarsen(err, d, e, &s->coarsen)) ||
        (st = bbmmi_set_auto_count(err, e, BBMM_SETTING_PIPELINE, &s->pipeline)) ||
        (st = bbmmi_set_check(err, d, e, s)))
        return st;
    {
        static const char *const ranks_words[] = {"auto", "off", NULL};
        static const char *const async_words[] = {"send", "on", "off", NULL};
        static const char *const rdev_words[] = {"share", "all", NULL};
        static const char *const gather_words[] = {"root", "all", NULL};
        static const char *const shm_words[] = {"auto", "on", "off", NULL};
        int shm_set, timeout_set;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_FUSE, d->fuse, onoff_words, BBMM_SETTING_ON, &v)))
            return st;
        s->fuse = v == BBMM_SETTING_ON;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_REPLAY, d->replay, onoff_words, BBMM_SETTING_ON, &v)))
            return st;
        s->replay = v == BBMM_SETTING_ON;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_OVERLAP, d->overlap, onoff_words, BBMM_SETTING_ON, &v)))
            return st;
        s->overlap = v == BBMM_SETTING_ON;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_START, d->start, spread_words, BBMM_START_AUTO, &v)) ||
            (st = bbmmi_set_count(err, e, BBMM_SETTING_START_WORK, d->start_work, UINT64_MAX, &s->start_work,
                                    &s->start_work_set)))
            return st;
        s->start_all = v == BBMM_START_ALL;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_PRESTART, 0, onoff_words, BBMM_SETTING_OFF, &v)))
            return st;
        s->prestart = v == BBMM_SETTING_ON;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_RANKS, 0, ranks_words, 0, &v)))
            return st;
        s->ranks_off = v == 2;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_RANK_DEVICES, 0, rdev_words, 0, &v)))
            return st;
        s->rank_devices_all = v == 2;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_GATHER, 0, gather_words, 0, &v)))
            return st;
        s->gather_all = v == 2;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_RANK_ASYNC, 0, async_words, 1, &v)))
            return st;
        s->rank_sync = v == 3;
        s->rank_recv_wait = v == 1;
        if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_RANK_SHM, 0, shm_words, 1, &v)))
            return st;
        s->rank_shm = v - 1;
        if ((st = bbmmi_set_count(err, e, BBMM_SETTING_RANK_SHM_THREADS, 0, 64, &s->rank_shm_threads, &shm_set)))
            return st;
        if ((st = bbmmi_set_count(err, e, BBMM_SETTING_RANK_TIMEOUT, 0, BBMMI_SET_RANK_TIMEOUT_MAX, &s->rank_timeout_s,
                                    &timeout_set)))
            return st;
        s->rank_timeout_set = timeout_set;
        if (!timeout_set)
            s->rank_timeout_s = BBMMI_SET_RANK_TIMEOUT;
    }
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_HOST, 0, bbmmi_set_host_words, 1, &v))) /* bbmm_host_mode's */
        return st;
    if (s->stats[0] && strcmp(s->stats, "0") && strcmp(s->stats, "1") && strncmp(s->stats, "json:", 5))
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "%s=%s: expected 1 or json:PATH", e->label[BBMM_SETTING_STATS],
                           s->stats);
    if ((st = bbmmi_set_enum(err, e, BBMM_SETTING_DEVICE_TIMES, d->device_times ? 2 : 0,
                                 bbmmi_set_times_words, 1, &v)))
        return st;
    if (v == 3 && s->trace[0])
        return bbmmi_set_error(err, BBMM_ERR_SETTING, "%s=off: BBMM_TRACE=%s needs the devices' times",
                               e->label[BBMM_SETTING_DEVICE_TIMES], s->trace);
    s->device_times = v == 2 || (v == 1 && ((s->stats[0] && strcmp(s->stats, "0")) || s->trace[0]));
    return BBMM_OK;
}


bbmm_status bbmmi_settings_read(const bbmm_context_desc *d, bbmmi_settings *s, char *err)
{
    bbmmi_env_view e;
    bbmm_status st = bbmmi_set_env_open(err, d, &e);
    if (st == BBMM_OK)
        st = bbmmi_set_from(err, d, &e, s);
    bbmmi_set_env_close(&e);
    return st;
}

int bbmmi_env_text(bbmm_setting_id id, char *buf, size_t len)
{
    bbmm_context_desc d;
    bbmmi_env_view e;
    int set = -1;
    memset(&d, 0, sizeof(d));
    if (bbmmi_set_env_open(NULL, &d, &e) == BBMM_OK) {
        set = e.text[id] != NULL;
        if (len)
            snprintf(buf, len, "%s", set ? e.text[id] : "");
    }
    bbmmi_set_env_close(&e);
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
        m = set < 0 ? -1 : set ? bbmmi_set_pick(v, bbmmi_set_host_words) - 1 : 0;
        if (m < -1)
            m = -1;
        __atomic_store_n(&mode, m, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&mu);
    return m;
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
