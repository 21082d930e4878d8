/* pp_meter - BBMM_SPREAD=auto's kernel meter when no device times are read
 * (no BBMM_STATS, no BBMM_TRACE, or BBMM_STATS with BBMM_TUNE
 * device_times=off): the queues do not profile, and the meter
 * times a few launches from the host (bbmm/run.h's bbmmi_metered picks
 * them, lib/exec.c times them).
 *
 * A region of T relaxation steps over small arrays, run on four PoCL
 * devices with BBMM_SPREAD_US=1 (every kernel measured longer than the
 * limit): the nest recurs, so its first runs measure on one device; once
 * the meter holds a measured launch, the later runs use every device.
 * Without a working meter every run stays on device 0.  Results compared
 * bit for bit with the same loops compiled plainly; the test sets the
 * environment (tests/CMakeLists.txt).  Prints "ok" and the counts; exit
 * status 1 with the reason otherwise. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbmm.h>

enum { N = 4096, T = 24 };

static void relax(long n, long steps, double *A, double *B)
{
    long t, i;
#pragma bbmm array(A[n], B[n]) name(meter_relax)
    for (t = 0; t < steps; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = A[i] + 0.25 * (A[i - 1] - 2.0 * A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = B[i] + 0.25 * (B[i - 1] - 2.0 * B[i] + B[i + 1]);
    }
}

static void relax_seq(long n, long steps, double *A, double *B)
{
    long t, i;
    for (t = 0; t < steps; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = A[i] + 0.25 * (A[i - 1] - 2.0 * A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = B[i] + 0.25 * (B[i - 1] - 2.0 * B[i] + B[i + 1]);
    }
}

static int fail(const char *why)
{
    fprintf(stderr, "pp_meter: %s\n", why);
    return 1;
}

int main(void)
{
    static double A[N], B[N], A2[N], B2[N];
    bbmm_context *ctx;
    bbmm_stats total, d1;
    int i;
    for (i = 0; i < N; i++) {
        A[i] = A2[i] = (double)((i * 7919) % 1009) / 1009.0;
        B[i] = B2[i] = (double)((i * 104729) % 997) / 997.0;
    }
    relax(N, T, A, B);
    relax_seq(N, T, A2, B2);
    if (memcmp(A, A2, sizeof(A)) || memcmp(B, B2, sizeof(B)))
        return fail("results differ from the sequential loops");
    ctx = bbmm_default_context_made();
    if (!ctx || bbmm_stats_get(ctx, -1, &total) != BBMM_OK || bbmm_stats_get(ctx, 1, &d1) != BBMM_OK)
        return fail("no context or no statistics");
    printf("%llu of %llu runs on one device; device 1 ran %llu kernel(s); kernel time read %llu ns\n",
           (unsigned long long)total.runs_narrowed, (unsigned long long)total.runs,
           (unsigned long long)d1.kernels, (unsigned long long)total.kernel_ns);
    if (total.kernel_ns || bbmm_setting_device_times(ctx))
        return fail("device times were read: the queues profile");
    if (!total.runs_narrowed)
        return fail("no run measured on one device first");
    if (total.runs_narrowed == total.runs || !d1.kernels)
        return fail("every run stayed on one device: the meter measured nothing");
    printf("ok\n");
    return 0;
}
