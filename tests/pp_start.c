/* pp_start - which devices the default context starts (BBMM_START),
 * through regions compiled by bbmm-pp, results compared bit for bit with
 * the same loops run sequentially.  Run on several PoCL devices.
 *
 *   pp_start grow    BBMM_START_WORK=1000 (set by the test): a region of
 *                    1,000 statement instances starts one device; a region
 *                    of 100,000 does not start more while host code holds
 *                    an array registered, nor while it holds pinned host
 *                    memory (each a declined start), then starts every
 *                    device; a small region after it keeps them all
 *   pp_start all     BBMM_START=all: the small region starts every device
 *   pp_start cpu     no BBMM_START_WORK: with CPU devices only the small
 *                    region starts every device
 *   pp_start scope   BBMM_START_WORK=1000: a region in a host loop, whose
 *                    automatic data scope opens before the region says
 *                    its work: a small one starts one device, a large one
 *                    (a new scope, no array held) all of them
 *   pp_start fail    BBMM_START_WORK=1000: the large region's start fails
 *                    to open the devices (BBMM_FAULT_START), the region
 *                    runs on the device it had, the same work does not
 *                    try again; when even that device fails to open, the
 *                    context has none and says so on every call, until a
 *                    region starts them all again
 * Prints "ok" and the counts; exit status 1 with the reason otherwise.
 * Runs use every started device (BBMM_SPREAD=all unless set). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbmm.h>

/* T steps of relaxation towards the neighbours' mean, the two arrays
 * taking turns: a host loop around two nests. */
static void relax(long n, long T, double *A, double *B)
{
    long t, i;
#pragma bbmm array(A[n], B[n]) name(start_relax)
    for (t = 0; t < T; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = A[i] + 0.25 * (A[i - 1] - 2.0 * A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = B[i] + 0.25 * (B[i - 1] - 2.0 * B[i] + B[i + 1]);
    }
}

static void relax_seq(long n, long T, double *A, double *B)
{
    long t, i;
    for (t = 0; t < T; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = A[i] + 0.25 * (A[i - 1] - 2.0 * A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = B[i] + 0.25 * (B[i - 1] - 2.0 * B[i] + B[i + 1]);
    }
}

/* One relaxation step per call of the region, in a host loop: bbmm-pp
 * keeps A and B on the devices across the calls (an automatic data
 * scope, opened before the loop). */
static void steps(long n, long reps, double *A, double *B)
{
    long r, i;
    for (r = 0; r < reps; r++) {
#pragma bbmm array(A[n], B[n]) name(start_scoped)
        for (i = 1; i < n - 1; i++)
            B[i] = A[i] + 0.25 * (A[i - 1] - 2.0 * A[i] + A[i + 1]);
        A[r % (n - 2) + 1] = B[r % (n - 2) + 1] * 0.5;
    }
}

static void steps_seq(long n, long reps, double *A, double *B)
{
    long r, i;
    for (r = 0; r < reps; r++) {
        for (i = 1; i < n - 1; i++)
            B[i] = A[i] + 0.25 * (A[i - 1] - 2.0 * A[i] + A[i + 1]);
        A[r % (n - 2) + 1] = B[r % (n - 2) + 1] * 0.5;
    }
}

static int failed(const char *what)
{
    fprintf(stderr, "pp_start: %s\n", what);
    return 1;
}

/* Run "par" (a function holding regions) at size n for T steps and
 * compare with "seq", the same loops run sequentially; 0 when bit-exact. */
static int run_pair(void (*par)(long, long, double *, double *), void (*seq)(long, long, double *, double *), long n,
                    long T)
{
    double *a = malloc((size_t)n * sizeof(double)), *b = malloc((size_t)n * sizeof(double));
    double *ra = malloc((size_t)n * sizeof(double)), *rb = malloc((size_t)n * sizeof(double));
    long i;
    int bad;
    if (!a || !b || !ra || !rb)
        return failed("out of memory");
    for (i = 0; i < n; i++) {
        a[i] = ra[i] = (double)((i * 37) % 101) / 7.0;
        b[i] = rb[i] = a[i];
    }
    par(n, T, a, b);
    seq(n, T, ra, rb);
    bad = memcmp(a, ra, (size_t)n * sizeof(double)) || memcmp(b, rb, (size_t)n * sizeof(double));
    free(a);
    free(b);
    free(ra);
    free(rb);
    return bad ? failed("the region's result differs from the sequential loops") : 0;
}

static int run(long n, long T)
{
    return run_pair(relax, relax_seq, n, T);
}

static int run_steps(long n, long reps)
{
    return run_pair(steps, steps_seq, n, reps);
}

static bbmm_context *context(void)
{
    char err[512];
    bbmm_context *ctx = NULL;
    if (bbmm_default_context(&ctx, err, sizeof(err)) != BBMM_OK) {
        fprintf(stderr, "pp_start: %s\n", err);
        exit(1);
    }
    return ctx;
}

static bbmm_stats totals(bbmm_context *ctx)
{
    bbmm_stats s;
    if (bbmm_stats_get(ctx, -1, &s) != BBMM_OK)
        exit(failed("bbmm_stats_get failed"));
    return s;
}

/* The steps of "grow" (see the top); "avail" the devices selected. */
static int grow(void)
{
    bbmm_context *ctx;
    bbmm_stats s;
    bbmm_array held;
    int64_t ext = 64;
    float keep[64];
    void *pinned = NULL;
    int avail = 0;
    uint64_t k0, work = 0;
    /* 2 x 500 instances x 1 step: below 2 x BBMM_START_WORK */
    if (run(502, 1))
        return 1;
    ctx = context();
    bbmm_setting_start(ctx, &work, &avail);
    s = totals(ctx);
    printf("small region: %d of %d device(s) started (work per start %llu, estimate %g)\n", bbmm_device_count(ctx),
           avail, (unsigned long long)work, s.start_work_seen);
    if (avail < 2)
        return failed("needs at least two devices");
    if (bbmm_device_count(ctx) != 1 || s.devices_started != 1 || (int)s.devices_available != avail ||
        s.start_work_seen != 1000.0)
        return failed("the small region should have started one device");
    k0 = s.kernels;
    if (k0 == 0)
        return failed("the small region launched no kernel");
    /* an array registered by host code: the context is not idle */
    if (bbmm_array_register(ctx, keep, sizeof(float), 1, &ext, "keep", &held) != BBMM_OK)
        return failed("bbmm_array_register failed");
    if (run(100002, 2))
        return 1;
    s = totals(ctx);
    if (bbmm_device_count(ctx) != 1 || s.starts_declined != 1 || s.starts_later != 0)
        return failed("a start with an array registered should have been declined");
    if (bbmm_array_unregister(ctx, held) != BBMM_OK)
        return failed("bbmm_array_unregister failed");
    /* pinned host memory lives in the OpenCL context: not idle either */
    if (bbmm_host_alloc(ctx, 4096, &pinned) != BBMM_OK)
        return failed("bbmm_host_alloc failed");
    if (run(100002, 2))
        return 1;
    s = totals(ctx);
    if (bbmm_device_count(ctx) != 1 || s.starts_declined != 2)
        return failed("a start with pinned host memory should have been declined");
    if (bbmm_host_free(ctx, pinned) != BBMM_OK)
        return failed("bbmm_host_free failed");
    k0 = s.kernels;
    /* idle: every device starts, the statistics so far stay */
    if (run(100002, 2))
        return 1;
    s = totals(ctx);
    printf("large region: %d of %d device(s) started, %llu later, %llu declined; kernels %llu before, %llu after\n",
           bbmm_device_count(ctx), avail, (unsigned long long)s.starts_later, (unsigned long long)s.starts_declined,
           (unsigned long long)k0, (unsigned long long)s.kernels);
    if (bbmm_device_count(ctx) != avail || s.starts_later != (uint64_t)(avail - 1) || s.start_work_seen < 12000.0)
        return failed("the large region should have started every device");
    if (s.kernels <= k0)
        return failed("the statistics of the runs before the start were lost");
    {
        bbmm_stats d1;
        if (bbmm_stats_get(ctx, avail - 1, &d1) != BBMM_OK || d1.kernels == 0)
            return failed("the last device started ran no kernel");
    }
    /* a smaller region afterwards keeps every device */
    if (run(502, 3))
        return 1;
    if (bbmm_device_count(ctx) != avail)
        return failed("a small region after the start stopped devices");
    return 0;
}

/* The steps of "scope" (see the top). */
static int scope(void)
{
    bbmm_context *ctx;
    bbmm_stats s;
    int avail = 0;
    /* the scope makes the context and starts nothing; the region's 500
     * instances start one device */
    if (run_steps(502, 3))
        return 1;
    ctx = context();
    bbmm_setting_start(ctx, NULL, &avail);
    s = totals(ctx);
    printf("small scoped region: %d of %d device(s) started, %llu later\n", bbmm_device_count(ctx), avail,
           (unsigned long long)s.starts_later);
    if (avail < 2)
        return failed("needs at least two devices");
    if (bbmm_device_count(ctx) != 1 || s.devices_started != 1 || s.starts_later != 0 || s.kernels == 0)
        return failed("the small region in a data scope should have started one device and run on it");
    /* a new scope, no array held yet: its first region starts them all */
    if (run_steps(100002, 2))
        return 1;
    s = totals(ctx);
    printf("large scoped region: %d of %d device(s) started, %llu later, %llu declined\n", bbmm_device_count(ctx),
           avail, (unsigned long long)s.starts_later, (unsigned long long)s.starts_declined);
    if (bbmm_device_count(ctx) != avail || s.starts_later != (uint64_t)(avail - 1) || s.starts_declined != 0)
        return failed("the large region should have started every device at the start of its scope");
    return 0;
}

/* The steps of "fail" (see the top). */
static int fail(void)
{
    char err[512] = "";
    bbmm_context *ctx, *again = NULL;
    bbmm_stats s;
    bbmm_array held;
    int64_t ext = 64;
    float keep[64];
    void *pinned = NULL;
    int avail = 0;
    uint64_t tries;
    bbmm_status st;
    if (run(502, 1))
        return 1;
    ctx = context();
    bbmm_setting_start(ctx, NULL, &avail);
    if (avail < 2 || bbmm_device_count(ctx) != 1)
        return failed("needs at least two devices, one started by the small region");
    /* the new devices fail to open: back to the one it had, no error */
    bbmm_test_fail_nth(ctx, BBMM_FAULT_START, 1);
    if (run(100002, 2))
        return 1;
    s = totals(ctx);
    if (bbmm_device_count(ctx) != 1 || s.starts_failed != 1 || s.starts_later != 0 || s.devices_started != 1)
        return failed("a failed start should have kept the device the context had");
    /* the same work does not try again */
    if (run(100002, 2))
        return 1;
    tries = bbmm_test_fail_nth(ctx, BBMM_FAULT_START, BBMM_FAULT_EVERY);
    if (tries != 2)
        return failed("the failed start should have opened devices twice (the start, the way back), once");
    /* larger work tries; nothing opens: no device, a status, no exit */
    st = bbmm_default_context_for(1e7, &again, err, sizeof(err));
    printf("start failing both ways: %s: %s\n", bbmm_status_text(st), err);
    if (st == BBMM_OK || again != ctx || bbmm_device_count(ctx) != 0 || !strstr(err, "clCreateContext"))
        return failed("a start whose devices all fail to open should fail with the call named");
    s = totals(ctx);
    if (s.starts_failed != 2 || s.devices_started != 0)
        return failed("the second failed start is not counted");
    st = bbmm_array_register(ctx, keep, sizeof(float), 1, &ext, "keep", &held);
    bbmm_error_message(ctx, err, sizeof(err));
    printf("register without a device: %s: %s\n", bbmm_status_text(st), err);
    if (st != BBMM_ERR_NO_DEVICE)
        return failed("registering an array on a context with no device did not fail with BBMM_ERR_NO_DEVICE");
    /* a data scope holds host pointers only: it opens */
    if (bbmm_data_begin(ctx, 0, NULL) != BBMM_OK || bbmm_data_end(ctx) != BBMM_OK)
        return failed("a data scope on a context with no device did not open and close");
    st = bbmm_host_alloc(ctx, 4096, &pinned);
    if (st != BBMM_ERR_NO_DEVICE || pinned)
        return failed("pinned memory on a context with no device did not fail with BBMM_ERR_NO_DEVICE");
    if (bbmm_finish(ctx) != BBMM_OK)
        return failed("bbmm_finish on a context with no device failed");
    /* still failing: unknown work tries too, and fails */
    if (bbmm_default_context(&again, err, sizeof(err)) == BBMM_OK || bbmm_device_count(ctx) != 0)
        return failed("a context with no device should try to start again, and fail while opening fails");
    /* opening works again: the next region starts every device */
    bbmm_test_fail_nth(ctx, BBMM_FAULT_START, 0);
    if (run(100002, 2))
        return 1;
    s = totals(ctx);
    printf("after the failures: %d of %d device(s) started, %llu failed start(s), %llu later\n",
           bbmm_device_count(ctx), avail, (unsigned long long)s.starts_failed, (unsigned long long)s.starts_later);
    if (bbmm_device_count(ctx) != avail || s.starts_failed != 3 || s.starts_later != (uint64_t)(avail - 1))
        return failed("the region after the failures should have started every device");
    /* a context left with no device is destroyed cleanly; the next region
     * makes a new one */
    bbmm_test_fail_nth(ctx, BBMM_FAULT_START, BBMM_FAULT_EVERY);
    if (bbmm_default_context_destroy() != BBMM_OK)
        return failed("destroying the default context failed");
    if (run(502, 1))
        return 1;
    ctx = context();
    bbmm_test_fail_nth(ctx, BBMM_FAULT_START, BBMM_FAULT_EVERY);
    if (bbmm_default_context_for(1e9, &again, err, sizeof(err)) == BBMM_OK || bbmm_device_count(ctx) != 0)
        return failed("the start should have failed both ways again");
    if (bbmm_default_context_destroy() != BBMM_OK)
        return failed("destroying a context with no device failed");
    if (run(100002, 2))
        return 1;
    ctx = context();
    if (bbmm_device_count(ctx) != avail)
        return failed("the new default context should have started every device");
    return 0;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "grow";
    bbmm_context *ctx;
    int avail = 0;
    /* every run on every device started, also on GPUs, where BBMM_SPREAD
     * would keep these small runs on device 0 */
    setenv("BBMM_SPREAD", "all", 0);
    if (!strcmp(mode, "grow")) {
        if (grow())
            return 1;
    } else if (!strcmp(mode, "scope")) {
        if (scope())
            return 1;
    } else if (!strcmp(mode, "fail")) {
        if (fail())
            return 1;
    } else if (!strcmp(mode, "all") || !strcmp(mode, "cpu")) {
        if (run(502, 1))
            return 1;
        ctx = context();
        bbmm_setting_start(ctx, NULL, &avail);
        printf("small region: %d of %d device(s) started\n", bbmm_device_count(ctx), avail);
        if (bbmm_device_count(ctx) != avail || avail < 2)
            return failed("every device should have started");
        if (!strcmp(mode, "all") && bbmm_setting_start(ctx, NULL, NULL) != BBMM_START_ALL)
            return failed("BBMM_START=all not in effect");
    } else {
        fprintf(stderr, "usage: pp_start [grow|all|cpu|scope|fail]\n");
        return 2;
    }
    printf("ok\n");
    return 0;
}
