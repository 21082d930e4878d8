/* pp_host - where bbmm-pp's regions run (BBMM_TUNE host, bbmm/pick.h):
 * on the devices or on the host as written, results compared bit for bit
 * with the same loops compiled plainly.  Run on several PoCL devices.
 *
 *   pp_host small   host=auto: a region of a few thousand statement
 *                   instances runs on the host; no context is made
 *   pp_host always  host=always: a large region runs on the host too
 *   pp_host never   host=never: the small region runs on the devices
 *   pp_host rent    host=auto: a region the devices would run faster than
 *                   the host (by the model) but not by enough to pay the
 *                   start-up once runs on the host until what the host
 *                   runs lost reaches the start-up, then the devices start
 *   pp_host settled host=auto: the small region 100 times (after 8 host
 *                   wins it is settled: later runs skip the estimate),
 *                   every run counted in runs_host, no context; then the
 *                   region with 377M instances a call, more work than it
 *                   settled with, is estimated again: the devices start
 *                   as in "rent"
 *   pp_host scoped  host=auto: small regions in a host loop inside a data
 *                   scope opened before any device started run on the
 *                   host, and start none (the scope holds nothing on a
 *                   device: bbmm-pp's automatic scopes pinned NPB SP's
 *                   small regions to the devices), nor open OpenCL (the
 *                   statistics find no device: NPB BT class S spent 90 ms
 *                   of its 0.14 s loading PoCL for a scope)
 *   pp_host scoped-started  the same after the devices started: the host
 *                   side pays for the arrays' moves out of and into the
 *                   scope, and still wins for regions this small; the
 *                   scope's arrays come back to the host and go again
 *   pp_host probe   host=auto, devices started: a region measured on the
 *                   devices only, whose host estimate is within
 *                   BBMM_PICK_PROBE of its device time, runs once on the
 *                   host to measure it; one further off does not
 *   pp_host scope-measure  host=auto, devices started, a data scope open:
 *                   a device run is timed to its end (devices idle before,
 *                   waited for after) for the first two runs of a size
 *                   class and one in BBMM_PICK_SAMPLE after, the others
 *                   leave the region's device time alone; a host run
 *                   starts on idle devices
 *   pp_host scope-rounds  host=auto, devices started, data scopes open:
 *                   regions in rounds whose costs the test makes by the
 *                   clock; a scope split region by region (moves between
 *                   the sides, outside the runs' clocks) settles on the devices when all there is
 *                   faster; a devices' trial that runs past its limit stops
 *                   and the host's wins (bbmm/pick.h, "Rounds")
 *   pp_host unknown host=auto, no device started: a region of unknown work
 *                   (the pick sees work -1) runs on the host, each run
 *                   25 ms by the clock, until those runs took as long as
 *                   the devices' start-up (the rent); only then the devices
 * The test sets BBMM_HOST.  Prints "ok" and the counts; exit status 1
 * with the reason otherwise. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bbmm.h>

/* Time steps of the region that rents: 2 x 2^20 x RENT_T statement
 * instances a call.  Its first call, before anything is measured, must
 * stay on the host: the host's estimate (1 ns an instance) less the GPU
 * model's (its build, copies, kernels and launches: 26 ms + 0.125 ms a
 * step) is under the start-up (350 ms) below 190 steps.  Its measured host
 * time must then beat the model by enough to pay the start-up within the
 * test's 40 calls, on hosts of any speed CI gets: at 40 steps a host that
 * took 0.69 ms a step beat the model by nothing and never paid rent; at
 * 180 steps that host pays 75 ms a call (the devices start at the 5th),
 * one twice as fast 13 ms (the 27th). */
#define RENT_T 180

/* T steps of relaxation towards the neighbours' mean, the two arrays
 * taking turns. */
static void relax(long n, long T, double *A, double *B)
{
    long t, i;
#pragma bbmm array(A[n], B[n]) name(host_relax)
    for (t = 0; t < T; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = A[i] + 0.25 * (A[i - 1] - 2.0 * A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = B[i] + 0.25 * (B[i - 1] - 2.0 * B[i] + B[i + 1]);
    }
}

/* One step per region, in a host loop inside a data scope that keeps A
 * and B on the devices. */
static void relax_loop(long n, long T, double *A, double *B)
{
    long t, i;
#pragma bbmm data(A, B)
    for (t = 0; t < T; t++) {
#pragma bbmm array(A[n], B[n]) name(host_step)
        for (i = 1; i < n - 1; i++)
            B[i] = A[i] + 0.25 * (A[i - 1] - 2.0 * A[i] + A[i + 1]);
#pragma bbmm array(A[n], B[n]) name(host_step2)
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

static void fill(double *a, long n, unsigned seed)
{
    long i;
    for (i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (double)(seed >> 8) / 16777216.0;
    }
}

/* Run "kind" (0 relax, 1 relax_loop) at n, T on fresh arrays and compare
 * with the sequential loops; 0 when equal. */
static int run_once(int kind, long n, long T)
{
    double *A = malloc((size_t)n * sizeof(double)), *B = malloc((size_t)n * sizeof(double));
    double *A2 = malloc((size_t)n * sizeof(double)), *B2 = malloc((size_t)n * sizeof(double));
    int bad = 1;
    if (A && B && A2 && B2) {
        fill(A, n, 1u);
        fill(B, n, 2u);
        memcpy(A2, A, (size_t)n * sizeof(double));
        memcpy(B2, B, (size_t)n * sizeof(double));
        if (kind)
            relax_loop(n, T, A, B);
        else
            relax(n, T, A, B);
        relax_seq(n, T, A2, B2);
        bad = memcmp(A, A2, (size_t)n * sizeof(double)) || memcmp(B, B2, (size_t)n * sizeof(double));
        if (bad)
            fprintf(stderr, "pp_host: results differ from the sequential loops (n %ld, T %ld)\n", n, T);
    }
    free(A);
    free(B);
    free(A2);
    free(B2);
    return bad;
}

/* The process-wide counts of bbmm/pick.h. */
static bbmm_pick_state counts(void)
{
    bbmm_pick_state s = *bbmm_pick_lock();
    bbmm_pick_unlock();
    return s;
}

/* The next data scope's rounds taken as settled on the choice region by
 * region (white box: bbmm/pick.h, "Rounds"), so that a test of that
 * choice inside a scope sees it alone; the rounds time whole rounds by the
 * clock, which a slow machine (sanitizers) may lengthen into a trial
 * (their tests: scope-rounds, scope-rounds-start). */
static void rounds_off_next(void)
{
    bbmm_pick_state *g = bbmm_pick_lock();
    g->round_scope = __atomic_load_n(&g->scopes_begun, __ATOMIC_RELAXED) + 1;
    g->round_owner = bbmmi_thread_token();
    g->round_step = BBMM_ROUND_DONE;
    g->round_policy = BBMM_ROUND_SPLIT;
    bbmm_pick_unlock();
}

/* Wait "us" microseconds by the clock, busy (a region's run, a move). */
static void spin_us(double us)
{
    uint64_t end = bbmm_now_ns() + (uint64_t)(us * 1e3);
    while (bbmm_now_ns() < end)
        ;
}

static int fail(const char *why)
{
    fprintf(stderr, "pp_host: %s\n", why);
    return 1;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";
    bbmm_pick_state s;
    int i;
    if (!strcmp(mode, "small") || !strcmp(mode, "always") || !strcmp(mode, "never")) {
        long n = strcmp(mode, "always") ? 1000 : 1L << 20, T = strcmp(mode, "always") ? 2 : 20;
        if (run_once(0, n, T))
            return 1;
        s = counts();
        if (!strcmp(mode, "never")) {
            bbmm_context *ctx = bbmm_default_context_made();
            bbmm_stats st;
            if (s.runs_host || s.runs_device != 1 || !ctx)
                return fail("host=never: the region did not run on the devices");
            if (bbmm_stats_get(ctx, -1, &st) != BBMM_OK || !st.runs || st.runs_host)
                return fail("host=never: the statistics show no device run, or a host run");
        } else if (s.runs_host != 1 || s.runs_device || bbmm_default_context_made()) {
            return fail("the region did not run on the host, or a context was made");
        }
        printf("ok: %s: %llu host run(s), %llu device run(s)\n", mode, (unsigned long long)s.runs_host,
               (unsigned long long)s.runs_device);
        return 0;
    }
    if (!strcmp(mode, "settled")) {
        unsigned long long first_dev = 0;
        for (i = 0; i < 100; i++)
            if (run_once(0, 1000, 2))
                return 1;
        s = counts();
        if (s.runs_host != 100 || s.runs_device || !s.host_ns || bbmm_default_context_made())
            return fail("settled: 100 small runs not all counted on the host, or a context was made");
        for (i = 1; i <= 40 && !first_dev; i++) {
            if (run_once(0, 1L << 20, RENT_T))
                return 1;
            if (counts().runs_device)
                first_dev = (unsigned long long)i;
        }
        if (!first_dev)
            return fail("settled: a region settled on the host with small work never started the devices for "
                        "large work");
        printf("ok: settled: 100 small host runs, then the devices started at large call %llu\n", first_dev);
        return 0;
    }
    if (!strcmp(mode, "rent")) {
        /* 377M statement instances a call (RENT_T): the GPU model's
         * estimate is a few times below the host's, not by the start-up */
        unsigned long long first_dev = 0;
        for (i = 1; i <= 40 && !first_dev; i++) {
            if (run_once(0, 1L << 20, RENT_T))
                return 1;
            if (counts().runs_device)
                first_dev = (unsigned long long)i;
        }
        s = counts();
        if (!first_dev || !bbmm_default_context_made())
            return fail("rent: the devices never started");
        if (s.runs_host < 1)
            return fail("rent: the devices started at once, without host runs first");
        printf("ok: rent: devices started at call %llu after %llu host run(s)\n", first_dev,
               (unsigned long long)s.runs_host);
        return 0;
    }
    if (!strcmp(mode, "scoped") || !strcmp(mode, "scoped-started")) {
        int started = !strcmp(mode, "scoped-started");
        bbmm_context *ctx = started ? bbmm_pp_context() : NULL; /* starts the devices */
        if (started && bbmm_device_count(ctx) <= 0)
            return fail("scoped-started: no device started");
        rounds_off_next();
        if (run_once(1, 1000, 4))
            return 1;
        s = counts();
        ctx = bbmm_default_context_made();
        if (s.runs_host != 8 || s.runs_device)
            return fail("scoped: the small regions in the data scope did not all run on the host");
        if (!started && ctx && bbmm_device_count(ctx) > 0)
            return fail("scoped: a device started for regions that ran on the host");
        if (!started && ctx) { /* the scope made the context: OpenCL is not opened until a device starts */
            bbmm_stats st;
            if (bbmm_stats_get(ctx, -1, &st) != BBMM_OK || st.devices_available)
                return fail("scoped: the data scope opened OpenCL (devices found) though every region ran on "
                            "the host");
        }
        printf("ok: %s: %llu host run(s), %d device(s) started\n", mode, (unsigned long long)s.runs_host,
               ctx ? bbmm_device_count(ctx) : 0);
        return 0;
    }
    if (!strcmp(mode, "rows")) {
        /* a table of pointers to rows (NPB MG's grids): the devices' path
         * gathers and scatters its rows on the host (bbmm_cost.rows), which
         * the model charges to the devices.  The same estimate without it
         * loses on the host and adds to the rent; with it the host wins
         * outright (figures set by hand: the estimate's arithmetic) */
        static bbmm_pick plain, jag;
        bbmm_cost c;
        bbmm_pick_run r;
        double rent0;
        memset(&c, 0, sizeof(c));
        c.work = 4e8; /* 0.4 s on the host at the default 1 ns per instance */
        c.runs = 1;
        c.bytes_in = c.bytes_out = 0.8e9; /* 0.2 s both ways at the GPU model's 8 bytes/ns */
        rent0 = counts().rent_ns;
        r = bbmm_pp_pick(&plain, &c);
        if (!r.host || counts().rent_ns <= rent0)
            return fail("rows: a region the model runs faster on the devices did not pay rent on the host");
        rent0 = counts().rent_ns;
        c.rows = c.bytes_in + c.bytes_out; /* 0.64 s of row copies at 2.5 bytes/ns */
        r = bbmm_pp_pick(&jag, &c);
        if (!r.host || counts().rent_ns != rent0 || jag.settled != 1)
            return fail("rows: a region whose rows' copies make the devices slower did not win outright on the host");
        if (bbmm_default_context_made())
            return fail("rows: a context was made");
        printf("ok: rows: without the rows' copies the devices win by the model (rent), with them the host\n");
        return 0;
    }
    if (!strcmp(mode, "probe")) {
        /* with the devices started, a region measured on them but never on
         * the host: a host estimate within BBMM_PICK_PROBE of its device
         * time makes it run once on the host to measure it; one beyond
         * does not (figures set by hand: the estimate's arithmetic) */
        static bbmm_pick far, near;
        bbmm_cost c;
        bbmm_pick_run r;
        bbmm_context *ctx = bbmm_pp_context(); /* starts the devices */
        if (bbmm_device_count(ctx) <= 0)
            return fail("probe: no device started");
        bbmm_pick_class *fk, *nk;
        memset(&c, 0, sizeof(c));
        c.work = 2e6; /* 2 ms on the host at the default 1 ns per instance (nothing measured yet) */
        fk = &far.cls[bbmm_pick_class_of(c.work)];
        nk = &near.cls[bbmm_pick_class_of(c.work)];
        far.dev_work = near.dev_work = fk->dev_work = nk->dev_work = c.work;
        far.built = near.built = 1;
        far.dev_ns = fk->dev_ns = 0.4e6; /* 5x faster than the host's estimate: no probe */
        r = bbmm_pp_pick(&far, &c);
        if (r.host || far.probed)
            return fail("probe: a region 5x faster on the devices by the estimate ran on the host");
        bbmm_pp_picked(&far, &r);
        near.dev_ns = nk->dev_ns = 1e6; /* 2x: probe once */
        r = bbmm_pp_pick(&near, &c);
        if (!r.host || !near.probed)
            return fail("probe: a region 2x faster on the devices by the estimate was not measured on the host");
        bbmm_pp_picked(&near, &r);
        if (near.host_work != c.work || nk->host_work != c.work)
            return fail("probe: the host run was not recorded");
        near.host_ns = nk->host_ns = 4e6; /* as measured: 4x slower than the devices: back there, not probed again */
        r = bbmm_pp_pick(&near, &c);
        if (r.host)
            return fail("probe: the region stayed on the host after the host measured slower");
        bbmm_pp_picked(&near, &r);
        {   /* unknown work: the devices, the host, then the faster by the clock */
            static bbmm_pick unknown;
            int k;
            c.work = -1.0;
            for (k = 0; k < 4; k++) {
                r = bbmm_pp_pick(&unknown, &c);
                if (r.host != (k == 1 || k == 3)) {
                    fprintf(stderr, "pp_host: probe: unknown work, run %d %s\n", k,
                            r.host ? "on the host" : "on the devices");
                    return 1;
                }
                bbmm_pp_picked(&unknown, &r);
                /* as measured: the host slower after run 1, faster after run 2 */
                unknown.host_ns = k < 2 ? 5e6 : 1e6;
                unknown.dev_ns = 2e6;
            }
        }
        {   /* one region of two sizes (NPB MG's levels): each from its own
             * size class, not from the other's time scaled by the work */
            static bbmm_pick lv;
            bbmm_pick_class *small = &lv.cls[bbmm_pick_class_of(1e3)], *big = &lv.cls[bbmm_pick_class_of(1e8)];
            if (small == big)
                return fail("probe: 1e3 and 1e8 share a size class");
            lv.built = 1;
            small->dev_work = small->host_work = 1e3;
            small->dev_ns = 1e6; /* fixed cost: the host wins */
            small->host_ns = 2e3;
            big->dev_work = big->host_work = 1e8;
            big->dev_ns = 1e6; /* the devices win */
            big->host_ns = 1e8;
            lv.dev_work = lv.host_work = 1e8; /* the last run: the big one */
            lv.dev_ns = 1e6;
            lv.host_ns = 1e8;
            c.work = 0.9e3; /* the class of 1e3: 4^4 .. 4^5 - 1 */
            r = bbmm_pp_pick(&lv, &c);
            if (!r.host)
                return fail("probe: a small level went to the devices on the big level's time scaled down");
            c.work = 1.2e8;
            r = bbmm_pp_pick(&lv, &c);
            if (r.host)
                return fail("probe: a big level went to the host on its own class's times");
        }
        printf("ok: probe: the near region measured once on the host, the far one not; unknown work by the clock; "
               "sizes by class\n");
        return 0;
    }
    if (!strcmp(mode, "unknown")) {
        static bbmm_pick unk;
        bbmm_cost c;
        bbmm_pick_run r;
        int started;
        double startup = bbmm_pick_model_of(NULL, &started).startup_ns, took = 0;
        struct timespec ts = {0, 25000000};
        memset(&c, 0, sizeof(c));
        c.work = -1.0;
        for (i = 0; i < 100; i++) {
            r = bbmm_pp_pick(&unk, &c);
            if (!r.host)
                break;
            nanosleep(&ts, NULL); /* the region's host run */
            bbmm_pp_picked(&unk, &r);
            /* as the rent counts it: from the choice to the record (at
             * least 25 ms; more on a loaded machine, where a nominal 25 ms
             * a run fell short of the rent that started the devices) */
            took += (double)(bbmm_now_ns() - r.t0);
            if (bbmm_default_context_made())
                return fail("unknown: a context was made while the region ran on the host");
        }
        if (i == 0)
            return fail("unknown: the first run of a region of unknown work went to the devices before any started");
        if (i == 100)
            return fail("unknown: the devices never started");
        if (took < startup)
            return fail("unknown: the devices started before the host runs took as long as the start-up");
        printf("ok: unknown: %d host run(s) of 25 ms or more (%.0f ms), then the devices (start-up %.0f ms)\n", i,
               took / 1e6, startup / 1e6);
        return 0;
    }
    if (!strcmp(mode, "scope-rent")) {
        /* in a data scope on started devices, regions that are faster on
         * the host but would each have to bring the scope's arrays back:
         * the devices, until what that cost passes one move of the arrays,
         * then the host; then a region much faster on the devices goes
         * there once its losses on the host pass two moves (each change
         * doubles the next one's rent; figures set by hand: the
         * estimate's arithmetic) */
        static bbmm_pick slow, fast;
        static double keep[64];
        bbmm_cost c;
        bbmm_pick_run r;
        bbmm_pick_class *sk, *fk;
        bbmm_pick_state *g;
        int started, host_at = -1, back_at = -1;
        bbmm_context *ctx = bbmm_pp_context(); /* starts the devices */
        double move, rate = bbmm_pick_model_of(ctx, &started).bytes_per_ns;
        if (bbmm_device_count(ctx) <= 0 || !started)
            return fail("scope-rent: no device started");
        rounds_off_next();
        if (bbmm_data_begin(ctx, 1, (void *const[]){keep}) != BBMM_OK || !bbmm_pick_scope_open(ctx))
            return fail("scope-rent: no data scope open on the devices");
        memset(&c, 0, sizeof(c));
        c.work = 1e4;
        c.bytes_in = c.bytes_out = 4e6;
        move = (c.bytes_in + c.bytes_out) / rate;
        sk = &slow.cls[bbmm_pick_class_of(c.work)];
        fk = &fast.cls[bbmm_pick_class_of(c.work)];
        slow.built = fast.built = 1;
        slow.dev_work = slow.host_work = sk->dev_work = sk->host_work = c.work;
        slow.dev_ns = sk->dev_ns = 30e3; /* 30 us on the devices, 10 on the host: 20 lost a run */
        slow.host_ns = sk->host_ns = 10e3;
        fast.dev_work = fast.host_work = fk->dev_work = fk->host_work = c.work;
        fast.dev_ns = fk->dev_ns = 5e3; /* 5 us on the devices, 105 on the host: 100 lost a run */
        fast.host_ns = fk->host_ns = 105e3;
        g = bbmm_pick_lock();
        g->scope_host = 0;
        g->scope_rent_ns = 0;
        g->scope_flips = 0;
        bbmm_pick_unlock();
        for (i = 0; i < 100000 && host_at < 0; i++) {
            r = bbmm_pp_pick(&slow, &c);
            if (r.host)
                host_at = i;
        }
        /* run i loses 20 us until the 20 us losses reach the move */
        if (host_at != (int)ceil(move / 20e3) - 1)
            return fail("scope-rent: the regions faster on the host did not go there after one move's losses");
        r = bbmm_pp_pick(&slow, &c);
        if (!r.host)
            return fail("scope-rent: after the change the region faster on the host went back to the devices");
        for (i = 0; i < 100000 && back_at < 0; i++) {
            r = bbmm_pp_pick(&fast, &c);
            if (!r.host)
                back_at = i;
        }
        /* the second change needs twice the rent */
        if (back_at != (int)ceil(2 * move / 100e3) - 1)
            return fail("scope-rent: a region much faster on the devices did not go back after two moves' losses");
        if (bbmm_data_end(ctx) != BBMM_OK)
            return fail("scope-rent: bbmm_data_end failed");
        printf("ok: scope-rent: a move of %.0f us; the host after %d runs losing 20 us, the devices again after %d "
               "losing 100 us (two moves)\n",
               move / 1e3, host_at + 1, back_at + 1);
        return 0;
    }
    if (!strcmp(mode, "scope-measure")) {
        /* in a data scope on started devices a device run is timed with
         * the devices idle at its start and waited for at its end for the
         * first BBMM_PICK_MEASURED runs of its size class and one in
         * BBMM_PICK_SAMPLE after them; the others keep their time out of
         * the region's figures; a host run starts on idle devices
         * (figures set by hand so that the devices win) */
        static bbmm_pick fast;
        static double keep[64];
        bbmm_cost c;
        bbmm_pick_run r;
        bbmm_pick_class *k;
        bbmm_pick_state *g;
        bbmm_context *ctx = bbmm_pp_context(); /* starts the devices */
        int measured = 0, settled = 0;
        if (bbmm_device_count(ctx) <= 0)
            return fail("scope-measure: no device started");
        memset(&c, 0, sizeof(c));
        c.work = 1e4;
        k = &fast.cls[bbmm_pick_class_of(c.work)];
        fast.built = 1;
        fast.dev_work = fast.host_work = k->dev_work = k->host_work = c.work;
        fast.host_ns = k->host_ns = 1e9; /* 1 s on the host against 1 us */
        g = bbmm_pick_lock();
        g->scope_host = 0;
        g->scope_rent_ns = 0;
        g->scope_flips = 0;
        bbmm_pick_unlock();
        r = bbmm_pp_pick(&fast, &c); /* no scope open: timed as before, without waiting */
        if (r.host || !r.measure || r.settle)
            return fail("scope-measure: outside a scope a device run was not timed as before");
        bbmm_pp_picked(&fast, &r);
        rounds_off_next();
        if (bbmm_data_begin(ctx, 1, (void *const[]){keep}) != BBMM_OK || !bbmm_pick_scope_open(ctx))
            return fail("scope-measure: no data scope open on the devices");
        k->dev_runs = 0;
        fast.dev_runs = 1;
        for (i = 0; i < 2 + 3 * BBMM_PICK_SAMPLE; i++) {
            fast.dev_ns = k->dev_ns = 1000.25; /* no run measures a fraction of a ns */
            r = bbmm_pp_pick(&fast, &c);
            if (r.host)
                return fail("scope-measure: the region much faster on the devices ran on the host");
            if (r.measure != r.settle)
                return fail("scope-measure: a device run timed without waiting, or waited for untimed");
            measured += r.measure;
            settled += r.settle;
            bbmm_pp_picked(&fast, &r);
            if ((k->dev_ns != 1000.25) != r.measure)
                return fail("scope-measure: an untimed run changed the region's device time, or a timed one did "
                            "not");
        }
        /* runs 2..: the class's first two, then every run whose count of
         * device runs before it is a multiple of the sample */
        if (measured != 2 + 3 || fast.dev_runs != 3 + 3 * BBMM_PICK_SAMPLE)
            return fail("scope-measure: not the first two runs and one in BBMM_PICK_SAMPLE timed");
        fast.host_ns = k->host_ns = 1e3; /* now 1 us on the host against 1 ms */
        fast.dev_ns = k->dev_ns = 1e6;
        r = bbmm_pp_pick(&fast, &c);
        if (!r.host || !r.settle)
            return fail("scope-measure: the host run did not start on idle devices");
        bbmm_pp_picked(&fast, &r);
        if (bbmm_data_end(ctx) != BBMM_OK)
            return fail("scope-measure: bbmm_data_end failed");
        printf("ok: scope-measure: %d of %d device runs in the scope timed to their end\n", measured,
               2 + 3 * BBMM_PICK_SAMPLE);
        return 0;
    }
    if (!strcmp(mode, "scope-rounds")) {
        /* in a data scope on started devices, three regions run in rounds
         * whose costs the test makes by the clock (busy waits): each run
         * the time of its side, and a move of the arrays (3 ms) whenever a
         * run's side differs from the last run's, left out of the run's
         * own clock (where the region by region choice does not see it).  Region by region A is
         * faster on the devices, B and C on the host: split, a round takes
         * two moves.  Case 1: all on the devices takes 360 us, all on the
         * host 400: the rounds go to the devices.  Case 2 (a new scope):
         * B takes 20 ms on the devices after a device run: the devices'
         * trial passes its limit and stops, the host's wins.  A case whose
         * rounds a loaded machine stretched is run again, twice at most. */
        static bbmm_pick reg[2][3];
        static double keep[64];
        static const double host_us[3] = {200, 150, 50}, dev_us[3] = {100, 200, 60};
        bbmm_context *ctx = bbmm_pp_context(); /* starts the devices */
        bbmm_cost c;
        bbmm_stats st;
        int cs, j, attempt, prev = -1, tail_host = 0, tail_dev = 0;
        if (bbmm_device_count(ctx) <= 0)
            return fail("scope-rounds: no device started");
        memset(&c, 0, sizeof(c));
        c.work = 1e4;
        for (cs = 0; cs < 2; cs++)
            for (attempt = 0;; attempt++) { /* rounds timed by the clock: a loaded machine may stretch one */
                const char *bad = NULL;
                bbmm_pick_state *g;
                memset(reg[cs], 0, sizeof(reg[cs]));
                for (j = 0; j < 3; j++) { /* measured before, on both sides */
                    bbmm_pick *p = &reg[cs][j];
                    bbmm_pick_class *k = &p->cls[bbmm_pick_class_of(c.work)];
                    p->built = 1;
                    p->dev_work = p->host_work = k->dev_work = k->host_work = c.work;
                    p->dev_ns = k->dev_ns = dev_us[j] * 1e3;
                    p->host_ns = k->host_ns = host_us[j] * 1e3;
                    k->dev_runs = BBMM_PICK_MEASURED;
                }
                if (bbmm_data_begin(ctx, 1, (void *const[]){keep}) != BBMM_OK || !bbmm_pick_scope_open(ctx))
                    return fail("scope-rounds: no data scope open on the devices");
                tail_host = tail_dev = 0;
                prev = -1;
                for (i = 0; i < 20; i++)
                    for (j = 0; j < 3; j++) {
                        bbmm_pick_run r = bbmm_pp_pick(&reg[cs][j], &c);
                        double us = r.host ? host_us[j] : cs == 1 && j == 1 && prev == 0 ? 20000 : dev_us[j];
                        if (prev >= 0 && prev != r.host) { /* the move, outside the run's clock */
                            uint64_t t0 = r.t0;
                            spin_us(3000);
                            r.t0 += bbmm_now_ns() - t0;
                        }
                        spin_us(us);
                        bbmm_pp_picked(&reg[cs][j], &r);
                        prev = r.host;
                        if (getenv("PP_HOST_TRACE"))
                            fprintf(stderr, "%d%c%s", j, r.host ? 'h' : 'd', j == 2 ? "\n" : " ");
                        if (i >= 15) {
                            tail_host += r.host;
                            tail_dev += !r.host;
                        }
                    }
                g = bbmm_pick_lock();
                printf("scope-rounds case %d: rounds split %.0f us, devices %.0f, host %.0f; %d host and %d device "
                       "runs in the last 5 rounds\n",
                       cs + 1, g->round_ns[0] / 1e3, g->round_ns[1] / 1e3, g->round_ns[2] / 1e3, tail_host, tail_dev);
                j = g->round_step == BBMM_ROUND_DONE ? g->round_policy : -1;
                if (cs == 1 && g->round_ns[BBMM_ROUND_DEVICES] != 0)
                    bad = "scope-rounds: the devices' trial did not lose";
                bbmm_pick_unlock();
                if (!bad && j != (cs ? BBMM_ROUND_HOST : BBMM_ROUND_DEVICES))
                    bad = cs ? "scope-rounds: the rounds did not settle on the host"
                             : "scope-rounds: the rounds did not settle on the devices";
                if (!bad && (cs ? tail_dev : tail_host))
                    bad = "scope-rounds: a settled scope's region ran on the other side";
                if (bbmm_data_end(ctx) != BBMM_OK)
                    return fail("scope-rounds: bbmm_data_end failed");
                if (!bad)
                    break;
                if (attempt == 2)
                    return fail(bad);
                printf("scope-rounds case %d: %s (a round stretched by a loaded machine?): again\n", cs + 1, bad);
            }
        if (bbmm_stats_get(ctx, -1, &st) != BBMM_OK || st.scopes_devices < 1 || st.scopes_host < 1 ||
            st.rounds_tried < 3)
            return fail("scope-rounds: the statistics do not count the scopes' choices and trials");
        printf("ok: scope-rounds: %llu trial rounds; one scope on the devices, one on the host\n",
               (unsigned long long)st.rounds_tried);
        return 0;
    }
    if (!strcmp(mode, "scope-rounds-start")) {
        /* a data scope opened before any device started (the devices start
         * for 100 statement instances or more, as with GPUs), three regions
         * in rounds of 6 ms on the host by the clock, each region alone
         * faster there than the devices' model with its build and fixed
         * costs: no device starts while what the rounds lose to the
         * devices' estimate inside a scope is under their start-up and
         * builds; then a round runs on the devices (this test starts them
         * as the generated code does; their runs take 100 us by the clock)
         * and the scope settles there.  With a number after the mode, the
         * scope is told it repeats that often (bbmm_data_repeats): when the
         * rounds still to come would lose twice the start-up and builds
         * by the first timed round's loss, the devices start after that
         * round (round 1), with no rent paid; else as without. */
        static bbmm_pick reg[3];
        static double keep[64];
        bbmm_context *ctx = bbmm_pp_context_later();
        bbmm_pick_model m;
        bbmm_cost c;
        bbmm_stats st;
        int j, started, first_dev = -1, tail_host = 0;
        double threshold, rent = 0, repeats = argc > 2 ? atof(argv[2]) : 0, loss = 0, left = 0;
        int ahead;
        memset(&c, 0, sizeof(c));
        c.work = 1e4;
        c.runs = 1;
        if (bbmm_data_begin(ctx, 1, (void *const[]){keep}) != BBMM_OK)
            return fail("scope-rounds-start: bbmm_data_begin failed");
        if (repeats > 0 && bbmm_data_repeats(ctx, repeats) != BBMM_OK)
            return fail("scope-rounds-start: bbmm_data_repeats failed");
        if (bbmm_device_count(ctx) > 0)
            return fail("scope-rounds-start: the scope started a device");
        m = bbmm_pick_model_of(NULL, &started); /* no device known: the GPU figures */
        threshold = m.startup_ns + 3 * m.build_ns;
        for (i = 0; i < 400 && (first_dev < 0 || i < first_dev + 10); i++)
            for (j = 0; j < 3; j++) {
                bbmm_pick_run r = bbmm_pp_pick(&reg[j], &c);
                if (!r.host && first_dev < 0) {
                    bbmm_pick_state *g = bbmm_pick_lock();
                    rent = g->round_rent_ns; /* what the host rounds lost, by the clock */
                    loss = g->round_ns[BBMM_ROUND_SPLIT] - g->round_dev_est; /* the last host round's */
                    left = g->round_repeats - (double)g->round_index; /* the rounds it expected then */
                    bbmm_pick_unlock();
                    if (bbmm_device_count(ctx) > 0)
                        return fail("scope-rounds-start: a device started before the rounds' trial");
                    first_dev = i;
                    bbmm_pp_context_for(c.work); /* the devices' path starts them */
                    r.startup = bbmm_startup_ns(ctx);
                }
                spin_us(r.host ? 2000 : 100);
                bbmm_pp_picked(&reg[j], &r);
                if (first_dev >= 0 && i >= first_dev + 5)
                    tail_host += r.host;
            }
        printf("scope-rounds-start: the devices' first run in round %d with a rent of %.0f ms (start-up and "
               "builds %.0f ms; about %.0f rounds of 5.9 ms on an idle machine)\n",
               first_dev, rent / 1e6, threshold / 1e6, threshold / 5.9e6);
        if (first_dev < 0)
            return fail("scope-rounds-start: the devices never ran");
        /* with the hint, by the first timed round: 6 ms or more (more on a
         * loaded machine), less the devices' estimate */
        ahead = repeats > 0 && (repeats - 2) * 5.9e6 >= BBMM_ROUND_AHEAD * threshold;
        if (repeats > 0)
            printf("scope-rounds-start: %.0f repeats said; %s expected\n", repeats,
                   ahead ? "the devices after the first timed round" : "the rent paid first");
        if (ahead && (first_dev != 1 || (repeats - 2) * loss < BBMM_ROUND_AHEAD * threshold))
            return fail("scope-rounds-start: the devices did not start after the first timed round, although the "
                        "rounds said to come would lose more than twice their start-up");
        /* a round on the host takes 6 ms or more (more on a loaded machine):
         * the rent passes the threshold within one round of it; or, with a
         * hint, a round slowed by the machine's load lost enough that the
         * rounds still expected would lose twice the start-up (the rule
         * itself, by the round the scope measured: not a rent paid first) */
        if (!ahead && !(repeats > 0 && left > 0 && left * loss >= BBMM_ROUND_AHEAD * threshold) &&
            (rent < threshold || first_dev < 2 || rent > threshold + 0.5 * threshold))
            return fail("scope-rounds-start: the devices ran before the rounds' rent passed their start-up, or "
                        "long after");
        if (bbmm_device_count(ctx) <= 0)
            return fail("scope-rounds-start: no device started");
        if (tail_host)
            return fail("scope-rounds-start: the scope did not settle on the devices");
        if (bbmm_data_end(ctx) != BBMM_OK)
            return fail("scope-rounds-start: bbmm_data_end failed");
        if (bbmm_stats_get(ctx, -1, &st) != BBMM_OK || st.scopes_devices != 1)
            return fail("scope-rounds-start: the statistics do not count the scope on the devices");
        printf("ok: scope-rounds-start: host rounds until round %d, then the devices\n", first_dev);
        return 0;
    }
    fprintf(stderr, "usage: pp_host small|always|never|settled|rent|scoped|scoped-started|probe|unknown|scope-rent|"
                    "scope-measure|scope-rounds|scope-rounds-start\n");
    return 2;
}
