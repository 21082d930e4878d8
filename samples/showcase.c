/* bbmm-showcase - what `make run` shows.
 *
 *   bbmm-showcase [--quick]
 *
 * Lists the OpenCL devices BBMM picks (BBMM_PLATFORM / BBMM_DEVICES /
 * POCL_DEVICES decide), then runs each sample program beside this one —
 * the hand-written ones (floyd, jacobi, blackscholes) and those bbmm-pp
 * generated from a #pragma region (pp-*) — at a modest size three times — with the disjoint boxes of the paper and with
 * the convex-box and whole-array allocation schemes — and prints one line
 * per sample: devices, time, the largest per-device allocation under each
 * scheme, bytes moved, the manager's overhead and whether the result was
 * bitwise equal to the sequential program.  Exit status 1 if any sample
 * failed or mismatched.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bbmm.h>

typedef struct show_sample {
    const char *prog;
    const char *args[3];
    const char *quick[3];
    const char *label;
    int generated; /* built by bbmm-pp from a #pragma region */
} show_sample;

static const show_sample samples[] = {
    {"floyd", {"512"}, {"128"}, "N=512", 0},
    {"jacobi", {"1024", "100"}, {"256", "20"}, "N=1024 T=100", 0},
    {"blackscholes", {"4000000"}, {"400000"}, "4M options", 0},
    {"pp-floyd", {"384"}, {"96"}, "N=384", 1},
    {"pp-jacobi2d", {"1024", "50"}, {"256", "10"}, "N=1024 T=50", 1},
    {"pp-heat2d", {"1024", "50"}, {"256", "10"}, "N=1024 T=50", 1},
    {"pp-fdtd2d", {"1024", "20"}, {"256", "5"}, "N=1024 T=20", 1},
    {"pp-adi", {"256", "5"}, {"64", "2"}, "N=256 T=5", 1},
    {"pp-lu", {""}, {""}, "N=256", 1},
    {"pp-mvt", {"2048"}, {"512"}, "N=2048", 1},
    {"pp-gemm", {"512"}, {"128"}, "N=512", 1},
};

typedef struct show_result {
    int ok;
    int devices;
    double seconds;
    unsigned long long peak, h2d, d2h, d2d, manager_ns;
    int verified;
} show_result;

/* The number after the first "\"key\":" in "from", or 0. */
static unsigned long long show_json_num(const char *from, const char *key)
{
    char pat[64];
    const char *p;
    snprintf(pat, sizeof(pat), "\"%s\":", key);
    p = from ? strstr(from, pat) : NULL;
    return p ? strtoull(p + strlen(pat), NULL, 10) : 0;
}

/* The sum of every "bytes" in the object "\"dir\":{...}" of "from". */
static unsigned long long show_json_bytes(const char *from, const char *dir)
{
    char pat[32];
    const char *p, *end;
    unsigned long long sum = 0;
    snprintf(pat, sizeof(pat), "\"%s\":{", dir);
    p = strstr(from, pat);
    end = p ? strstr(p, "}}") : NULL;
    while (p && end && (p = strstr(p + 1, "\"bytes\":")) && p < end)
        sum += strtoull(p + 8, NULL, 10);
    return sum;
}

/* Fill "r" from the statistics JSON file "path" and the bbmm-time line in
 * "out" (the generated samples); 0 when either is missing. */
static int show_parse_json(const char *path, const char *out, show_result *r)
{
    char json[65536];
    const char *p, *total;
    size_t n;
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    n = fread(json, 1, sizeof(json) - 1, f);
    fclose(f);
    remove(path);
    json[n] = '\0';
    total = strstr(json, "\"total\":");
    p = strstr(out, "bbmm-time ");
    if (!total || !p || sscanf(p, "bbmm-time seconds=%lf verified=%d", &r->seconds, &r->verified) != 2)
        return 0;
    for (p = json; (p = strstr(p, "\"alloc_peak\":")) && p < total; p++)
        if (strtoull(p + 13, NULL, 10) > r->peak)
            r->peak = strtoull(p + 13, NULL, 10);
    for (p = json; (p = strstr(p, "\"name\":")) && p < total; p++)
        r->devices++;
    r->h2d = show_json_bytes(total, "h2d");
    r->d2h = show_json_bytes(total, "d2h");
    r->d2d = show_json_bytes(total, "d2d");
    r->manager_ns = show_json_num(total, "manager_ns");
    return 1;
}

/* Parse the bbmm-summary line in "out" into "r"; 0 when there is none. */
static int show_parse(const char *out, show_result *r)
{
    const char *p = strstr(out, "bbmm-summary ");
    if (!p)
        return 0;
    return sscanf(p,
                  "bbmm-summary name=%*s devices=%d seconds=%lf alloc_peak_max=%llu alloc_peak_total=%*u "
                  "h2d=%llu d2h=%llu d2d=%llu manager_ns=%llu kernel_ns=%*u verified=%d",
                  &r->devices, &r->seconds, &r->peak, &r->h2d, &r->d2h, &r->d2d, &r->manager_ns,
                  &r->verified) == 8;
}

/* Run "path" with "args" and BBMM_ALLOC="alloc", BBMM_SUMMARY=1 (and, for
 * a generated sample, BBMM_STATS=json:...); collect its output into "r". */
static void show_run(const char *path, const char *const *args, const char *alloc, int generated,
                     show_result *r)
{
    char out[65536], json[256];
    const char *argv[5];
    size_t n = 0;
    ssize_t got;
    int fd[2], status, i;
    pid_t pid;
    memset(r, 0, sizeof(*r));
    if (pipe(fd))
        return;
    snprintf(json, sizeof(json), "%s/bbmm-showcase-%ld.json", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
             (long)getpid());
    argv[0] = path;
    for (i = 0; i < 3 && args[i] && args[i][0]; i++)
        argv[i + 1] = args[i];
    argv[i + 1] = NULL;
    fflush(NULL);
    pid = fork();
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        setenv("BBMM_ALLOC", alloc, 1);
        setenv("BBMM_SUMMARY", "1", 1);
        if (generated) {
            char v[300];
            snprintf(v, sizeof(v), "json:%s", json);
            setenv("BBMM_STATS", v, 1);
        } else {
            unsetenv("BBMM_STATS");
        }
        execv(path, (char *const *)argv);
        _exit(127);
    }
    close(fd[1]);
    while (pid > 0 && n < sizeof(out) - 1 && (got = read(fd[0], out + n, sizeof(out) - 1 - n)) > 0)
        n += (size_t)got;
    out[n] = '\0';
    close(fd[0]);
    if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0)
        r->ok = generated ? show_parse_json(json, out, r) : show_parse(out, r);
}

/* Print the devices of a default context; 0 when there are none. */
static int show_devices(void)
{
    bbmm_context *ctx;
    bbmm_device_info info;
    char err[1024];
    int d;
    if (bbmm_context_create(NULL, &ctx, err, sizeof(err)) != BBMM_OK) {
        fprintf(stderr, "bbmm-showcase: %s\n", err);
        return 0;
    }
    printf("BBMM showcase on %d device(s):\n", bbmm_device_count(ctx));
    for (d = 0; d < bbmm_device_count(ctx); d++) {
        bbmm_device_get_info(ctx, d, &info);
        printf("  device %d: %s (%s), %llu MiB\n", d, info.name, info.platform,
               (unsigned long long)(info.global_mem >> 20));
    }
    bbmm_context_destroy(ctx);
    return 1;
}

/* Bytes as MB with two decimals. */
static double show_mb(unsigned long long b)
{
    return (double)b / 1e6;
}

int main(int argc, char **argv)
{
    static const char *const schemes[3] = {"disjoint", "convex", "whole"};
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    char dir[4096], path[4200];
    const char *slash = strrchr(argv[0], '/');
    size_t i;
    int s, bad = 0;
    snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - argv[0]) : 1, slash ? argv[0] : ".");
    if (!show_devices())
        return 1;
    printf("\n%-13s %-13s %3s %8s | %-31s | %9s %10s | %s\n", "sample", "size", "dev", "time s",
           "alloc/device MB: disjoint convex whole", "moved MB", "overhead %", "result");
    for (i = 0; i < sizeof(samples) / sizeof(samples[0]); i++) {
        const show_sample *sm = &samples[i];
        show_result r[3];
        snprintf(path, sizeof(path), "%s/%s", dir, sm->prog);
        if (access(path, X_OK))
            continue;
        for (s = 0; s < 3; s++)
            show_run(path, quick ? sm->quick : sm->args, schemes[s], sm->generated, &r[s]);
        if (!r[0].ok || !r[1].ok || !r[2].ok || !r[0].verified || !r[1].verified || !r[2].verified) {
            printf("%-13s %-13s FAILED (run %s with BBMM_STATS=1 to see why)\n", sm->prog, sm->label, path);
            bad = 1;
            continue;
        }
        printf("%-13s %-13s %3d %8.3f | %10.2f %6.2f %6.2f (%3.0f%% less) | %9.2f %10.4f | verified\n",
               sm->prog, quick ? "(quick)" : sm->label, r[0].devices, r[0].seconds, show_mb(r[0].peak),
               show_mb(r[1].peak), show_mb(r[2].peak), 100.0 * (1.0 - (double)r[0].peak / (double)r[1].peak),
               show_mb(r[0].h2d + r[0].d2h + r[0].d2d),
               100.0 * (double)r[0].manager_ns / (r[0].seconds * 1e9 * r[0].devices));
    }
    printf("\nalloc/device: the largest per-device allocation peak; every result compared bit for bit with\n"
           "the sequential program; pp-* samples were generated by bbmm-pp from a #pragma region (their time\n"
           "includes start-up).  Details of any run: BBMM_STATS=1 %s/<sample> ...\n", dir);
    return bad;
}
