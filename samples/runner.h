/* samples/runner.h - run a sample program as a child process and read what
 * it reports; shared by bbmm-showcase (samples/showcase.c) and bbmm-bench
 * (bench/bench.c).
 *
 *   runner_exec(argv, env, timeout, flags, &out)   fork, execve, capture
 *   runner_stats_read(path, &stats)   the file a child writes with
 *                                     BBMM_STATS=json:PATH (lib/stats.c)
 *   runner_field(text, tag, key, ...)  one key=value of a summary line
 *   runner_result_line(text, &s, &v)  seconds and verified of any of them
 *   runner_devices(f, title, &info)   the devices a default context picks
 *
 * The summary lines the programs print (BBMM_SUMMARY=1 for the samples):
 *
 *   bbmm-time seconds=S verified=V                  samples/pp_twin.c
 *   bbmm-summary name=N devices=D seconds=S ...     samples/report.h
 *   bbmm-manual name=N variant=V ... seconds=S ...  bench/manual/
 *
 * verified is 1 (bitwise equal to the sequential program), 0 (mismatch) or
 * -1 (not checked).
 *
 * The child's environment is the parent's with the entries of "env"
 * applied: "NAME=VALUE" sets, a bare "NAME" removes.  It is built before
 * fork, and the child only calls execve, so a parent with threads (an
 * OpenCL platform keeps some) is safe.
 */
#ifndef BBMM_SAMPLES_RUNNER_H
#define BBMM_SAMPLES_RUNNER_H

#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <bbmm.h>

#include "report.h"

extern char **environ;

/* Most output kept of one child (the rest is read and dropped). */
#define RUNNER_TEXT_MAX ((size_t)4 << 20)
/* Devices whose statistics are kept one by one. */
#define RUNNER_MAX_DEVICES 16

/* runner_exec flags. */
#define RUNNER_MERGE_STDERR 1 /* capture the child's stderr with its stdout */

/* Exit statuses runner_exec makes up. */
#define RUNNER_NOT_STARTED 127 /* could not fork or exec */
#define RUNNER_TIMED_OUT 124   /* killed at the time limit */

typedef struct runner_out {
    int status;  /* exit status; 128 + signal when a signal ended it */
    double wall; /* seconds from start to exit */
    char *text;  /* what it printed, NUL-terminated (never NULL after runner_exec) */
    size_t len;
} runner_out;

/* The statistics JSON of one run: "total" and each device. */
typedef struct runner_stats {
    int devices;                        /* all of them, even beyond RUNNER_MAX_DEVICES */
    uint64_t peak_max;                  /* the largest per-device alloc_peak */
    bbmm_stats dev[RUNNER_MAX_DEVICES]; /* the first RUNNER_MAX_DEVICES devices */
    bbmm_stats total;                   /* alloc_peak is the sum of the device peaks */
} runner_stats;

/* Free what "o" holds. */
static inline void runner_out_free(runner_out *o)
{
    free(o->text);
    o->text = NULL;
    o->len = 0;
}

/* Whether environment entry "entry" ("NAME=VALUE") is named by "spec"
 * ("NAME" or "NAME=..."). */
static inline int runner_env_names(const char *entry, const char *spec)
{
    size_t n = strcspn(spec, "=");
    return !strncmp(entry, spec, n) && entry[n] == '=';
}

/* A new NULL-terminated environment: environ with "env" applied; NULL when
 * out of memory.  Free the array only (the strings are borrowed). */
static inline char **runner_env_build(const char *const *env)
{
    size_t n = 0, k = 0, m = 0, i, j;
    char **out;
    while (environ[n])
        n++;
    while (env && env[m])
        m++;
    out = (char **)malloc((n + m + 1) * sizeof(*out));
    if (!out)
        return NULL;
    for (i = 0; i < n; i++) {
        for (j = 0; j < m && !runner_env_names(environ[i], env[j]); j++)
            ;
        if (j == m)
            out[k++] = environ[i];
    }
    for (j = 0; j < m; j++)
        if (strchr(env[j], '='))
            out[k++] = (char *)env[j];
    out[k] = NULL;
    return out;
}

/* Append "n" bytes at "buf" to "o" (up to RUNNER_TEXT_MAX); 0 when out of
 * memory. */
static inline int runner_append(runner_out *o, const char *buf, size_t n)
{
    char *t;
    if (o->len + n > RUNNER_TEXT_MAX)
        n = RUNNER_TEXT_MAX - o->len;
    if (!n)
        return 1;
    t = (char *)realloc(o->text, o->len + n + 1);
    if (!t)
        return 0;
    memcpy(t + o->len, buf, n);
    o->text = t;
    o->len += n;
    o->text[o->len] = '\0';
    return 1;
}

/* Read "fd" into "o" until end of file or "deadline" (sample_now() time,
 * 0 for none); 0 when the deadline passed first. */
static inline int runner_drain(int fd, runner_out *o, double deadline)
{
    char buf[65536];
    struct pollfd p;
    ssize_t got;
    p.fd = fd;
    p.events = POLLIN;
    for (;;) {
        int ms = -1, r;
        if (deadline > 0) {
            double left = deadline - sample_now();
            if (left <= 0)
                return 0;
            ms = (int)(left * 1000.0) + 1;
        }
        r = poll(&p, 1, ms);
        if (r < 0 && errno == EINTR)
            continue;
        if (r == 0)
            continue;
        got = read(fd, buf, sizeof(buf));
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0 || !runner_append(o, buf, (size_t)got))
            return 1;
    }
}

/* Run "argv" (argv[0] a path) with "env" applied to this environment,
 * capturing its stdout (and stderr with RUNNER_MERGE_STDERR in "flags")
 * into "o"; kill it after "timeout" seconds (0: no limit).  Returns the
 * exit status, also in o->status. */
static inline int runner_exec(const char *const *argv, const char *const *env, double timeout, int flags,
                              runner_out *o)
{
    char **envp = runner_env_build(env);
    double t0 = sample_now();
    int fd[2], status = 0, done;
    pid_t pid;
    memset(o, 0, sizeof(*o));
    o->status = RUNNER_NOT_STARTED;
    o->text = (char *)calloc(1, 1);
    if (!envp || !o->text || pipe(fd)) {
        free(envp);
        return o->status;
    }
    fflush(NULL);
    pid = fork();
    if (pid == 0) {
        dup2(fd[1], 1);
        if (flags & RUNNER_MERGE_STDERR)
            dup2(fd[1], 2);
        close(fd[0]);
        close(fd[1]);
        execve(argv[0], (char *const *)argv, envp);
        _exit(RUNNER_NOT_STARTED);
    }
    free(envp);
    close(fd[1]);
    if (pid < 0) {
        close(fd[0]);
        return o->status;
    }
    done = runner_drain(fd[0], o, timeout > 0 ? t0 + timeout : 0);
    if (!done)
        kill(pid, SIGKILL);
    close(fd[0]);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    o->wall = sample_now() - t0;
    if (!done)
        o->status = RUNNER_TIMED_OUT;
    else if (WIFEXITED(status))
        o->status = WEXITSTATUS(status);
    else
        o->status = 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    return o->status;
}

/* Find program "name" (a path, or a name looked up in PATH) into "path";
 * 0 when there is no such executable. */
static inline int runner_which(const char *name, char *path, size_t size)
{
    const char *p = getenv("PATH");
    size_t n;
    if (strchr(name, '/')) {
        snprintf(path, size, "%s", name);
        return !access(path, X_OK);
    }
    while (p && *p) {
        n = strcspn(p, ":");
        snprintf(path, size, "%.*s/%s", (int)n, p, name);
        if (n && !access(path, X_OK))
            return 1;
        p += n + (p[n] == ':');
    }
    return 0;
}

/* The end of the JSON object or array opening at "p" (one past its
 * closing brace), or NULL. */
static inline const char *runner_json_end(const char *p)
{
    int depth = 0, in_str = 0;
    for (; *p; p++) {
        if (in_str) {
            if (*p == '\\' && p[1])
                p++;
            else if (*p == '"')
                in_str = 0;
        } else if (*p == '"') {
            in_str = 1;
        } else if (*p == '{' || *p == '[') {
            depth++;
        } else if ((*p == '}' || *p == ']') && --depth == 0) {
            return p + 1;
        }
    }
    return NULL;
}

/* The value after "\"key\":" in [from, end), or NULL. */
static inline const char *runner_json_find(const char *from, const char *end, const char *key)
{
    char pat[64];
    const char *p;
    snprintf(pat, sizeof(pat), "\"%s\":", key);
    p = from ? strstr(from, pat) : NULL;
    return p && p < end ? p + strlen(pat) : NULL;
}

/* The number after "\"key\":" in [from, end), or 0. */
static inline uint64_t runner_json_u64(const char *from, const char *end, const char *key)
{
    const char *p = runner_json_find(from, end, key);
    return p ? strtoull(p, NULL, 10) : 0;
}

/* Fill transfer counters "c" from the object "\"dir\":{...}" in [from, end). */
static inline void runner_json_xfer(const char *from, const char *end, const char *dir, bbmm_xfer_count *c)
{
    const char *obj = runner_json_find(from, end, dir), *oend = obj ? runner_json_end(obj) : NULL;
    int p;
    for (p = 0; oend && p < BBMM_PURPOSE_COUNT; p++) {
        const char *q = runner_json_find(obj, oend, bbmm_purpose_name((bbmm_purpose)p));
        const char *qend = q ? runner_json_end(q) : NULL;
        if (qend) {
            c[p].bytes = runner_json_u64(q, qend, "bytes");
            c[p].count = runner_json_u64(q, qend, "count");
        }
    }
}

/* Fill "s" from the statistics object opening at "obj"; 0 when malformed. */
static inline int runner_json_stats(const char *obj, bbmm_stats *s)
{
    const char *end = obj && *obj == '{' ? runner_json_end(obj) : NULL;
    memset(s, 0, sizeof(*s));
    if (!end)
        return 0;
    s->alloc_bytes = runner_json_u64(obj, end, "alloc_bytes");
    s->alloc_peak = runner_json_u64(obj, end, "alloc_peak");
    s->allocations = runner_json_u64(obj, end, "allocations");
    s->frees = runner_json_u64(obj, end, "frees");
    s->evictions = runner_json_u64(obj, end, "evictions");
    s->kernels = runner_json_u64(obj, end, "kernels");
    s->kernel_ns = runner_json_u64(obj, end, "kernel_ns");
    s->transfer_ns = runner_json_u64(obj, end, "transfer_ns");
    s->manager_ns = runner_json_u64(obj, end, "manager_ns");
    runner_json_xfer(obj, end, "h2d", s->h2d);
    runner_json_xfer(obj, end, "d2h", s->d2h);
    runner_json_xfer(obj, end, "d2d", s->d2d);
    return 1;
}

/* The whole file "path" as a NUL-terminated string, or NULL. */
static inline char *runner_slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL, *t;
    size_t n = 0, got;
    if (!f)
        return NULL;
    do {
        t = (char *)realloc(buf, n + 65536 + 1);
        if (!t) {
            free(buf);
            fclose(f);
            return NULL;
        }
        buf = t;
        got = fread(buf + n, 1, 65536, f);
        n += got;
    } while (got == 65536);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

/* Read the statistics JSON file "path" (lib/stats.c) into "s"; 0 when it
 * is missing or malformed. */
static inline int runner_stats_read(const char *path, runner_stats *s)
{
    char *json = runner_slurp(path);
    const char *p, *total;
    int ok;
    memset(s, 0, sizeof(*s));
    if (!json)
        return 0;
    total = runner_json_find(json, json + strlen(json), "total");
    ok = total && runner_json_stats(total, &s->total);
    for (p = json; ok && (p = runner_json_find(p, total, "stats")); s->devices++) {
        bbmm_stats one;
        if (!runner_json_stats(p, &one)) {
            ok = 0;
            break;
        }
        if (s->devices < RUNNER_MAX_DEVICES)
            s->dev[s->devices] = one;
        if (one.alloc_peak > s->peak_max)
            s->peak_max = one.alloc_peak;
    }
    free(json);
    return ok && s->devices > 0;
}

/* Copy the value of "key" on the first line of "text" that starts with
 * "tag" (e.g. "bbmm-time") into "val"; 0 when there is none. */
static inline int runner_field(const char *text, const char *tag, const char *key, char *val, size_t size)
{
    size_t tl = strlen(tag), kl = strlen(key);
    const char *line, *p, *eol;
    for (line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (strncmp(line, tag, tl) || line[tl] != ' ')
            continue;
        eol = line + strcspn(line, "\n");
        for (p = line + tl; p < eol; p += strcspn(p, " \n")) {
            p += strspn(p, " ");
            if (!strncmp(p, key, kl) && p[kl] == '=') {
                size_t n = strcspn(p + kl + 1, " \n");
                snprintf(val, size, "%.*s", (int)n, p + kl + 1);
                return 1;
            }
        }
        return 0;
    }
    return 0;
}

/* The number "key" of the "tag" line of "text" into "v"; 0 when absent. */
static inline int runner_field_num(const char *text, const char *tag, const char *key, double *v)
{
    char val[64], *end;
    if (!runner_field(text, tag, key, val, sizeof(val)))
        return 0;
    *v = strtod(val, &end);
    return end != val && !*end;
}

/* The seconds and verified of the bbmm-time, bbmm-summary or bbmm-manual
 * line of "text"; 0 when there is none. */
static inline int runner_result_line(const char *text, double *seconds, int *verified)
{
    static const char *const tags[] = {"bbmm-time", "bbmm-summary", "bbmm-manual"};
    double v;
    size_t i;
    for (i = 0; i < sizeof(tags) / sizeof(tags[0]); i++)
        if (runner_field_num(text, tags[i], "seconds", seconds) && runner_field_num(text, tags[i], "verified", &v)) {
            *verified = (int)v;
            return 1;
        }
    return 0;
}

/* Print "title" and the devices of a default context to "f" and return
 * their count (0 when there are none); the first one's description goes
 * to "first" unless NULL. */
static inline int runner_devices(FILE *f, const char *title, bbmm_device_info *first)
{
    bbmm_context *ctx;
    bbmm_device_info info;
    char err[1024];
    int d, n;
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK) {
        fprintf(stderr, "%s: %s\n", title, err);
        return 0;
    }
    n = bbmm_device_count(ctx);
    fprintf(f, "%s on %d device(s):\n", title, n);
    for (d = 0; d < n; d++) {
        bbmm_device_get_info(ctx, d, &info);
        if (d == 0 && first)
            *first = info;
        fprintf(f, "  device %d: %s (%s), %llu MiB\n", d, info.name, info.platform,
                (unsigned long long)(info.global_mem >> 20));
    }
    bbmm_context_destroy(ctx);
    return n;
}

#endif
