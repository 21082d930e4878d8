/* samples/report.h - the one-line run summary every sample prints when
 * BBMM_SUMMARY=1 is set (bbmm-showcase reads it):
 *
 *   bbmm-summary name=floyd devices=4 seconds=0.1234 alloc_peak_max=10400
 *       alloc_peak_total=41600 h2d=160000 d2h=79600 d2d=0
 *       manager_ns=123456 kernel_ns=987654 verified=1
 *
 * alloc_peak_max is the largest per-device allocation peak; seconds is the
 * wall time of the BBMM run (context creation to the last write-back).
 */
#ifndef BBMM_SAMPLES_REPORT_H
#define BBMM_SAMPLES_REPORT_H

#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bbmm.h>

typedef struct sample_report {
    const char *name;
    int devices;
    double seconds;
    uint64_t peak_max;
    bbmm_stats total;
} sample_report;

/* Wall-clock seconds from a monotonic clock. */
static inline double sample_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Sum the bytes of "c" over all purposes. */
static inline uint64_t sample_bytes(const bbmm_xfer_count *c)
{
    uint64_t s = 0;
    int p;
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        s += c[p].bytes;
    return s;
}

/* Take the statistics of "ctx" into "r" (before the context is destroyed);
 * "seconds" is the run's wall time. */
static inline void sample_report_take(sample_report *r, const char *name, bbmm_context *ctx, double seconds)
{
    bbmm_stats s;
    int d;
    memset(r, 0, sizeof(*r));
    r->name = name;
    r->devices = bbmm_device_count(ctx);
    r->seconds = seconds;
    for (d = 0; d < r->devices; d++)
        if (bbmm_stats_get(ctx, d, &s) == BBMM_OK && s.alloc_peak > r->peak_max)
            r->peak_max = s.alloc_peak;
    bbmm_stats_get(ctx, -1, &r->total);
}

/* Print the summary line of "r" when BBMM_SUMMARY=1. */
static inline void sample_report_print(const sample_report *r, int verified)
{
    const char *on = getenv("BBMM_SUMMARY");
    if (!on || strcmp(on, "1"))
        return;
    printf("bbmm-summary name=%s devices=%d seconds=%.6f alloc_peak_max=%llu alloc_peak_total=%llu "
           "h2d=%llu d2h=%llu d2d=%llu manager_ns=%llu kernel_ns=%llu verified=%d\n",
           r->name, r->devices, r->seconds, (unsigned long long)r->peak_max,
           (unsigned long long)r->total.alloc_peak, (unsigned long long)sample_bytes(r->total.h2d),
           (unsigned long long)sample_bytes(r->total.d2h), (unsigned long long)sample_bytes(r->total.d2d),
           (unsigned long long)r->total.manager_ns, (unsigned long long)r->total.kernel_ns, verified);
}

#endif
