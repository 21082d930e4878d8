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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runner.h"

typedef struct show_sample {
    const char *prog;
    const char *args[3];
    const char *quick[3];
    const char *label;
} show_sample;

static const show_sample samples[] = {
    {"floyd", {"512"}, {"128"}, "N=512"},
    {"jacobi", {"1024", "100"}, {"256", "20"}, "N=1024 T=100"},
    {"blackscholes", {"4000000"}, {"400000"}, "4M options"},
    {"pp-floyd", {"384"}, {"96"}, "N=384"},
    {"pp-jacobi2d", {"1024", "50"}, {"256", "10"}, "N=1024 T=50"},
    {"pp-heat2d", {"1024", "50"}, {"256", "10"}, "N=1024 T=50"},
    {"pp-fdtd2d", {"1024", "20"}, {"256", "5"}, "N=1024 T=20"},
    {"pp-adi", {"256", "5"}, {"64", "2"}, "N=256 T=5"},
    {"pp-lu", {""}, {""}, "N=256"},
    {"pp-mvt", {"2048"}, {"512"}, "N=2048"},
    {"pp-gemm", {"512"}, {"128"}, "N=512"},
    {"pp-heat3d", {"96", "10"}, {"32", "4"}, "N=96 T=10"},
    {"pp-matmul", {"512"}, {"128"}, "N=512"},
    {"pp-blackscholes", {"2000000"}, {"200000"}, "2M options"},
};

typedef struct show_result {
    int ok;
    int devices;
    double seconds;
    unsigned long long peak, h2d, d2h, d2d, manager_ns;
    int verified;
} show_result;

/* Run "path" with "args" and BBMM_ALLOC="alloc", BBMM_SUMMARY=1 and
 * BBMM_STATS=json:...; collect its summary line and statistics into "r". */
static void show_run(const char *path, const char *const *args, const char *alloc, show_result *r)
{
    char json[256], alloc_env[64], stats_env[300];
    const char *argv[5], *env[4];
    runner_out out;
    runner_stats st;
    int i;
    memset(r, 0, sizeof(*r));
    snprintf(json, sizeof(json), "%s/bbmm-showcase-%ld.json", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp",
             (long)getpid());
    snprintf(alloc_env, sizeof(alloc_env), "BBMM_ALLOC=%s", alloc);
    snprintf(stats_env, sizeof(stats_env), "BBMM_STATS=json:%s", json);
    env[0] = alloc_env;
    env[1] = "BBMM_SUMMARY=1";
    env[2] = stats_env;
    env[3] = NULL;
    argv[0] = path;
    for (i = 0; i < 3 && args[i] && args[i][0]; i++)
        argv[i + 1] = args[i];
    argv[i + 1] = NULL;
    remove(json);
    if (runner_exec(argv, env, 0, 0, &out) == 0 && runner_stats_read(json, &st) &&
        runner_result_line(out.text, &r->seconds, &r->verified)) {
        r->ok = 1;
        r->devices = st.devices;
        r->peak = st.peak_max;
        r->h2d = sample_bytes(st.total.h2d);
        r->d2h = sample_bytes(st.total.d2h);
        r->d2d = sample_bytes(st.total.d2d);
        r->manager_ns = st.total.manager_ns;
    }
    remove(json);
    runner_out_free(&out);
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
    if (!runner_devices(stdout, "BBMM showcase", NULL))
        return 1;
    printf("\n%-15s %-13s %3s %8s | %-31s | %9s %10s | %s\n", "sample", "size", "dev", "time s",
           "alloc/device MB: disjoint convex whole", "moved MB", "overhead %", "result");
    for (i = 0; i < sizeof(samples) / sizeof(samples[0]); i++) {
        const show_sample *sm = &samples[i];
        show_result r[3];
        snprintf(path, sizeof(path), "%s/%s", dir, sm->prog);
        if (access(path, X_OK))
            continue;
        for (s = 0; s < 3; s++)
            show_run(path, quick ? sm->quick : sm->args, schemes[s], &r[s]);
        if (!r[0].ok || !r[1].ok || !r[2].ok || !r[0].verified || !r[1].verified || !r[2].verified) {
            printf("%-15s %-13s FAILED (run %s with BBMM_STATS=1 to see why)\n", sm->prog, sm->label, path);
            bad = 1;
            continue;
        }
        printf("%-15s %-13s %3d %8.3f | %10.2f %6.2f %6.2f (%3.0f%% less) | %9.2f %10.4f | verified\n",
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
