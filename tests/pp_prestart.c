/* pp_prestart - start-up off the critical path (bbmm_prestart, called by
 * the constructor of every generated file), through a region compiled by
 * bbmm-pp, results compared bit for bit with the same loops run
 * sequentially.  Run on four PoCL devices.
 *
 *   pp_prestart adopt    the program prepares its data for 0.3 s, then its
 *                        first region adopts the prestarted context
 *                        (bbmm_stats.prestarted 1, prestart_ns > 0)
 *   pp_prestart off      the same under BBMM_TUNE=prestart=off (set by the
 *                        test): nothing prestarted (prestarted 0,
 *                        prestart_ns 0)
 *   pp_prestart devices  the program sets BBMM_DEVICES=2 before its first
 *                        region: the prestarted context (4 devices) is not
 *                        adopted, the region runs on 2
 *   pp_prestart exit     main returns at once, the prestart thread still
 *                        inside the driver: the exit waits for it and
 *                        releases what it opened (under LeakSanitizer: no
 *                        leak)
 *   pp_prestart fork     the program forks before its first region.  With
 *                        a prestart the child's context fails with
 *                        BBMM_ERR_NO_DEVICE naming the prestart (OpenCL
 *                        does not work in the child) instead of waiting
 *                        forever; under BBMM_TUNE=prestart=off (the test
 *                        sets it for fork_off) the child runs the region.
 *                        The parent runs it after the child in both.
 * Prints "ok"; exit status 1 with the reason otherwise. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <bbmm.h>

#define N 4096
#define T 8

static double A[N], B[N], A0[N], B0[N];

static void relax(long n, long steps, double *a, double *b)
{
    long t, i;
#pragma bbmm array(a[n], b[n]) name(prestart_relax)
    for (t = 0; t < steps; t++) {
        for (i = 1; i < n - 1; i++)
            b[i] = a[i] + 0.25 * (a[i - 1] - 2.0 * a[i] + a[i + 1]);
        for (i = 1; i < n - 1; i++)
            a[i] = b[i] + 0.25 * (b[i - 1] - 2.0 * b[i] + b[i + 1]);
    }
}

static void relax_seq(long n, long steps, double *a, double *b)
{
    long t, i;
    for (t = 0; t < steps; t++) {
        for (i = 1; i < n - 1; i++)
            b[i] = a[i] + 0.25 * (a[i - 1] - 2.0 * a[i] + a[i + 1]);
        for (i = 1; i < n - 1; i++)
            a[i] = b[i] + 0.25 * (b[i - 1] - 2.0 * b[i] + b[i + 1]);
    }
}

static int failed(const char *what)
{
    fprintf(stderr, "pp_prestart: %s\n", what);
    return EXIT_FAILURE;
}

/* The program's own set-up, which the prestart hides. */
static void prepare(void)
{
    struct timespec ts = {0, 300000000L};
    long i;
    nanosleep(&ts, NULL);
    for (i = 0; i < N; i++)
        A[i] = A0[i] = (double)((i * 37) % 101) / 7.0;
    memset(B, 0, sizeof(B));
    memset(B0, 0, sizeof(B0));
}

/* Run the region and compare it with the sequential loops. */
static int run_and_compare(void)
{
    relax(N, T, A, B);
    relax_seq(N, T, A0, B0);
    if (memcmp(A, A0, sizeof(A)) || memcmp(B, B0, sizeof(B)))
        return failed("the region's results differ from the sequential loops'");
    return 0;
}

/* Check the default context's start-up statistics: "adopted" (1: the
 * prestarted context adopted, 0: not), "pre" (1: a prestart thread ran,
 * 0: none), "ndev" devices (0: any). */
static int check_stats(int adopted, int pre, int ndev)
{
    bbmm_context *ctx = bbmm_default_context_made();
    bbmm_stats s;
    if (!ctx || bbmm_stats_get(ctx, -1, &s) != BBMM_OK)
        return failed("no default context, or bbmm_stats_get failed");
    printf("prestarted %llu prestart_ns %llu create_ns %llu devices %d\n", (unsigned long long)s.prestarted,
           (unsigned long long)s.prestart_ns, (unsigned long long)s.create_ns, bbmm_device_count(ctx));
    if ((int)s.prestarted != adopted)
        return failed(adopted ? "the prestarted context was not adopted" : "a prestarted context was adopted");
    if ((s.prestart_ns > 0) != pre)
        return failed(pre ? "no prestart thread ran" : "a prestart thread ran");
    if (ndev && bbmm_device_count(ctx) != ndev)
        return failed("the default context has the wrong number of devices");
    return 0;
}

/* fork: the child's context, then the parent's region. */
static int fork_case(int prestart)
{
    int status = 0;
    pid_t pid;
    prepare();
    fflush(NULL);
    pid = fork();
    if (pid < 0)
        return failed("fork failed");
    if (pid == 0) {
        char err[4096];
        bbmm_context *ctx = NULL;
        bbmm_status st;
        if (!prestart)
            exit(run_and_compare() ? EXIT_FAILURE : 3);
        st = bbmm_default_context(&ctx, err, sizeof(err));
        if (st != BBMM_ERR_NO_DEVICE || !strstr(err, "prestart=off")) {
            fprintf(stderr, "pp_prestart: child: %s: %s\n", bbmm_status_name(st), err);
            exit(EXIT_FAILURE);
        }
        exit(3);
    }
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 3)
        return failed("the child failed");
    if (!prestart) {
        long i;
        for (i = 0; i < N; i++)
            A[i] = A0[i] = (double)((i * 37) % 101) / 7.0;
        memset(B, 0, sizeof(B));
        memset(B0, 0, sizeof(B0));
    }
    return run_and_compare() || check_stats(prestart, prestart, 0);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";
    int rc;
    if (!strcmp(mode, "exit"))
        return 0;
    if (!strcmp(mode, "fork") || !strcmp(mode, "fork_off"))
        rc = fork_case(!strcmp(mode, "fork"));
    else if (!strcmp(mode, "adopt") || !strcmp(mode, "off")) {
        int on = !strcmp(mode, "adopt");
        prepare();
        rc = run_and_compare() || check_stats(on, on, 4);
    } else if (!strcmp(mode, "devices")) {
        prepare();
        setenv("BBMM_DEVICES", "2", 1);
        rc = run_and_compare() || check_stats(0, 1, 2);
    } else
        return failed("usage: pp_prestart adopt|off|devices|exit|fork|fork_off");
    if (rc)
        return EXIT_FAILURE;
    printf("ok\n");
    return 0;
}
