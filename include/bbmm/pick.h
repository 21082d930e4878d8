/* bbmm/pick.h - where a region of bbmm-pp runs: on the devices, or on the
 * host as the user wrote it (BBMM_TUNE host).
 *
 * A user who annotates a code expects it never to get slower.  A small
 * region (PolyBench's atax, a few milliseconds of host work) can lose more
 * to the devices' start-up, its transfers and its launches than it gains,
 * and a region without a parallel loop runs as single work-items.  So
 * before each run of a region the generated code asks bbmm_pp_pick() and
 * runs either its device version or the region as written (compiled by
 * the user's compiler: exact by construction).
 *
 * The choice (host=auto, the default) compares two estimates, from what
 * bbmm-pp emits for the region (bbmm_cost: statement instances, the part
 * of them in nests without a parallel loop, nest runs, bytes) and what the
 * runtime has measured:
 *
 *   host    work x (ns per instance: measured on this region's earlier
 *           host runs, else on any region's, else 1 ns)
 *   device  what this region's earlier device runs took (start-up
 *           excluded), scaled by its work; else a model of the devices:
 *           bytes in and out at a transfer rate, parallel work at a
 *           device rate, serial work at one work-item's rate, a launch
 *           cost per nest run and a fixed cost per region run (the first
 *           run also builds its programs); GPU figures, or CPU-device
 *           figures once the devices are known to be CPUs
 *
 * While no device has been started, the device side also pays the
 * start-up (creating the context: 0.25-0.5 s on NVIDIA's driver; little
 * once bbmm_prestart's thread has opened OpenCL beside the program).  That is
 * a rent-or-buy choice, made as such: host runs that the devices would
 * have run faster add what they lost to a rent; once the rent reaches the
 * start-up, the devices start.  A program's one small region stays on the
 * host; a loop of small regions starts the devices after it has lost as
 * much as they cost, never more than twice the best choice.
 *
 * A region measured on the devices but never on the host, whose host
 * estimate comes within BBMM_PICK_PROBE of its device time, runs once on
 * the host to measure it (the time per statement instance it borrows from
 * other regions can be far off).
 *
 * While a data scope is open on started devices, the side the scopes'
 * arrays do not live on also pays for moving the region's arrays: at first
 * the host (its run brings them back first and the devices read them again
 * after); once the choices that charge decided have lost one move's worth
 * against the uncharged estimates, the arrays' side changes
 * (bbmm_pick_scope_rent).  A scope opened before any device started, as
 * bbmm-pp's automatic scopes are, holds nothing there.  Above these
 * choices, the outermost data scope times whole rounds of its regions
 * (split per region, all on the devices, all on the host) and keeps the
 * fastest ("Rounds" below).
 * A region whose work is unknown (a bound bbmm-pp could not count) is
 * chosen by its measured times alone.  While no device has started it runs
 * on the host, and its runs' time counts towards the rent as if the devices
 * would take none (it might be the biggest region of the program): once the
 * rent reaches the start-up the devices start.  On started devices its
 * first run is on the devices, its next on the host, then it runs where its
 * last runs there were faster.
 * Regions stay on the devices (auto) when an MPI
 * launcher started the process (every rank must choose alike).  host=never keeps every region
 * on the devices (the tests do), host=always runs every region as written.
 * bbmm_stats counts the host runs (runs_host, host_ns); bbmm-pp --explain
 * names the figures a region's choice uses.
 */
#ifndef BBMM_PICK_H
#define BBMM_PICK_H

#include <stdint.h>
#include <string.h>

#include "../bbmm.h"

BBMM_EXTERN_C_BEGIN

/* A region's estimate, from bbmm-pp (its --explain names the terms). */
typedef struct bbmm_cost {
    double work;      /* statement instances; < 0: unknown */
    double serial;    /* of them, in nests without a parallel loop (one work-item runs them) */
    double runs;      /* nest runs: kernel launches at least */
    double bytes_in;  /* bytes of the arrays the region reads or writes */
    double bytes_out; /* bytes of the arrays it writes */
    double sweep;     /* of "work", in sweeps (one work-group runs the nest) */
    double rows;      /* bytes the devices' path copies on the host through tables of
                       * pointers to rows: gathered into blocks, scattered back */
} bbmm_cost;

/* Runs of one region with work within a factor of 4 of each other share
 * a size class (work 4^k .. 4^(k+1) - 1): NPB MG's rprj3, interp and
 * resid run on every grid level, 8x the work of the next, and a level's
 * time scaled from another's misleads (a small level's is mostly fixed
 * cost).  Each class keeps its last host and device run. */
#define BBMM_PICK_CLASSES 32

typedef struct bbmm_pick_class {
    double host_ns, host_work; /* 0: none */
    double dev_ns, dev_work;
    int probed;                /* measured once on the host (BBMM_PICK_PROBE) */
    int dev_runs;              /* device runs (counted up to BBMM_PICK_MEASURED) */
} bbmm_pick_class;

/* What one region has measured: static in the generated code, zero at
 * first; read and written under bbmm_pick_lock(). */
typedef struct bbmm_pick {
    double host_ns, host_work; /* its last host run: wall time, work (-1: unknown; 0: none) */
    double dev_ns, dev_work;   /* its last device run: wall time less start-up, work */
    int built;                 /* it ran on the devices: its programs are built */
    /* settled on the host (atomic: read without the lock): its last runs
     * in a row that the host won outright (even had the devices been
     * started) while none was, and the most work of them */
    int settled;
    uint64_t settled_work;
    int probed; /* it ran once on the host to measure it (BBMM_PICK_PROBE) */
    uint64_t dev_runs; /* its device runs */
    uint64_t round_seen; /* the last round of a data scope (bbmm_pick_state's round_id) it ran in */
    bbmm_pick_class cls[BBMM_PICK_CLASSES]; /* the same per size class */
} bbmm_pick;

/* The size class of "work" (>= 0). */
BBMM_API int bbmm_pick_class_of(double work)
{
    int k = 0;
    while (work >= 4.0 && k < BBMM_PICK_CLASSES - 1) {
        work /= 4.0;
        k++;
    }
    return k;
}

/* After this many such runs in a row a region's later runs of no more
 * work skip the estimate while no device has started (bbmm_pp_pick): a
 * region run costs then two clock reads and two atomic additions. NPB
 * SP's class W makes 3 million runs of about 250 statement instances. */
#define BBMM_PICK_SETTLED 8

/* A region measured on the devices but never on the host, whose host
 * estimate (another region's time per statement instance) is within this
 * factor of its device time, runs once on the host to measure it: how
 * long a statement instance takes differs from region to region (NPB BT's
 * 5x5 block updates against a stencil's) more than the devices' measured
 * time from the host's, and a region left on the devices on a wrong guess
 * never learns otherwise.  The probe costs one host run of at most this
 * factor of the devices' time, by the estimate. */
#define BBMM_PICK_PROBE 4.0

/* A device run is enqueued and returns; inside a data scope its arrays
 * stay on the devices, so nothing at its end waits for its kernels and
 * copies, and the clock that ends when the region's code returns measures
 * the enqueueing only.  The wait then falls on whatever waits next: the
 * next host run's update of the scope's arrays, which took the devices'
 * time as its own.  NPB BT at class A on an H200 so measured its device
 * runs cheap and its host runs dear, and with host=auto kept moving
 * 150 GB between them (56 s; GPU only 7.5 s).  So inside a data scope on
 * started devices a region's device run is measured (its devices idle
 * before it starts and waited for when it ends) for the first
 * BBMM_PICK_MEASURED runs of each size class and one run in
 * BBMM_PICK_SAMPLE after that; the others are not timed (they keep their
 * overlap with the host), and a host run starts on idle devices.
 * Waiting takes no failure: the next call that drains reports it. */
#define BBMM_PICK_MEASURED 2
#define BBMM_PICK_SAMPLE 8

/* One run's choice and the clocks that measure it. */
typedef struct bbmm_pick_run {
    int host;         /* 1: run the region as written */
    int settled;      /* chosen without the estimate (a settled region) */
    int rent;         /* a host run of unknown work while no device runs: its time is rent */
    int measure;      /* a device run whose time is recorded */
    int settle;       /* the devices were idle when it started (and a device run waits at its end) */
    double work;      /* the run's estimated work */
    uint64_t t0;      /* when the run started (ns) */
    uint64_t startup; /* the default context's start-up time then (ns) */
} bbmm_pick_run;

/* The device model (see above).  GPU figures: one H200 with NVIDIA's
 * OpenCL (docs/runtime.md, "Host or devices"); CPU devices: PoCL. */
typedef struct bbmm_pick_model {
    double inst_per_ns;        /* parallel statement instances per ns */
    double serial_inst_per_ns; /* one work-item's */
    double sweep_inst_per_ns;  /* one work-group's (a sweep's) */
    double bytes_per_ns;       /* host <-> device */
    double launch_ns;          /* per nest run */
    double region_ns;          /* per region run */
    double build_ns;           /* a region's first run: its programs */
    double startup_ns;         /* making the context, when no device runs */
    double rows_bytes_per_ns;  /* the host's copies of rows through their pointers */
} bbmm_pick_model;

/* The model of the default context's devices: CPU figures when it has
 * started devices and none is a GPU; GPU figures otherwise (the default
 * platform is the first with GPUs).  "*started": it has devices. */
BBMM_API bbmm_pick_model bbmm_pick_model_kind(bbmm_context *ctx, int *started, int *cpu) /* "*cpu": CPU figures */
{
    /* (a sweep: a GPU's work-group runs it as wide as a launch would,
     * seidel-2d 2.8x the host on an H100; PoCL runs a work-group on one
     * core, as one work-item) */
    /* (rows: NPB MG at class A on the GPU machine gathered and scattered
     * 16.5 GB of 2 KB rows in 5.9 s of its 6.7 s, 2.8 bytes/ns) */
    static const bbmm_pick_model gpu_m = {20.0, 0.01, 20.0, 8.0, 10e3, 2e6, 20e6, 350e6, 2.5};
    static const bbmm_pick_model cpu_m = {0.5, 0.2, 0.2, 5.0, 20e3, 1e6, 100e6, 150e6, 2.5};
    bbmm_device_info info;
    int n = ctx ? bbmm_device_count(ctx) : 0;
    *started = n > 0;
    *cpu = n > 0 && bbmm_device_get_info(ctx, 0, &info) == BBMM_OK && !info.is_gpu;
    return *cpu ? cpu_m : gpu_m;
}
BBMM_API bbmm_pick_model bbmm_pick_model_of(bbmm_context *ctx, int *started)
{
    int cpu;
    return bbmm_pick_model_kind(ctx, started, &cpu);
}

/* The estimated device time of a run of "cost" (start-up excluded). */
BBMM_API double bbmm_pick_device_ns(const bbmm_pick_model *m, const bbmm_cost *c, int built)
{
    double par = c->work > c->serial + c->sweep ? c->work - c->serial - c->sweep : 0;
    return (c->bytes_in + c->bytes_out) / m->bytes_per_ns + c->rows / m->rows_bytes_per_ns + par / m->inst_per_ns +
           c->serial / m->serial_inst_per_ns + c->sweep / m->sweep_inst_per_ns + c->runs * m->launch_ns +
           m->region_ns + (built ? 0 : m->build_ns);
}

/* The number of the outermost data scope open on "ctx" (bbmmi_scope's
 * "number", from 1), else 0; "*started": "ctx" has started devices (only
 * then may the scopes keep arrays on them: a scope opened before any
 * device started, as bbmm-pp's automatic scopes are, holds nothing on a
 * device until one starts); "*repeats" (when not NULL): that scope's
 * bbmm_data_repeats (0: unknown). */
BBMM_API uint64_t bbmm_pick_scope_of(bbmm_context *ctx, int *started, double *repeats)
{
    const bbmmi_scope *s;
    uint64_t number = 0;
    *started = 0;
    if (repeats)
        *repeats = 0;
    if (!ctx)
        return 0;
    bbmmi_enter(); /* inside the exit gate before the context is touched */
    *started = bbmm_device_count(ctx) > 0;
    bbmmi_lock(ctx);
    for (s = bbmm_mgr(ctx)->scopes; s; s = s->outer) {
        number = s->number;
        if (repeats)
            *repeats = s->repeats;
    }
    bbmmi_unlock(ctx);
    bbmmi_leave();
    return number;
}

/* Nonzero when a data scope of "ctx" is open and "ctx" has started
 * devices (bbmm_pick_scope_of). */
BBMM_API int bbmm_pick_scope_open(bbmm_context *ctx)
{
    int started;
    if (!ctx)
        return 0;
    bbmmi_enter(); /* (no device: no lock of the context; a run on the host as written asks at every run) */
    started = bbmm_device_count(ctx) > 0;
    bbmmi_leave();
    return started && bbmm_pick_scope_of(ctx, &started, NULL) != 0 && started;
}

/* The estimated device time of a run of "cost" inside a data scope on
 * started devices that keep its arrays: its kernels and launches, and a
 * launch's cost for the region (a replayed run enqueues and returns; the
 * scope moves nothing, but a table of pointers to rows is still gathered
 * and scattered on the host); programs built. */
BBMM_API double bbmm_pick_scoped_ns(const bbmm_pick_model *m, const bbmm_cost *c)
{
    double par = c->work > c->serial + c->sweep ? c->work - c->serial - c->sweep : 0;
    return c->rows / m->rows_bytes_per_ns + par / m->inst_per_ns + c->serial / m->serial_inst_per_ns +
           c->sweep / m->sweep_inst_per_ns + (c->runs + 1) * m->launch_ns;
}

/* Inside data scopes on started devices, choice "r" was made with the
 * move of the region's arrays ("move" ns) charged to the side they do not
 * live on; "host" and "dev" are the estimates without it.  When the charge
 * decided it, what that cost (the difference of the estimates) is rent;
 * once the rent passes one move, the arrays' side changes and this run
 * goes where the estimates say: a ski rental, so that a program whose
 * every region is a little faster on the host does not stay on the
 * devices because each region alone would have to bring the arrays back
 * (NPB BT and LU at class W: 1.4x sequential with their time loops in one
 * automatic scope).  Each change doubles the rent the next one needs, so
 * that regions pulling both ways (NPB SP: big ones faster on the devices,
 * thousands of small ones on the host) settle on one side after a few
 * changes instead of moving the arrays back and forth.  Called under
 * bbmm_pick_lock(). */
static inline void bbmm_pick_scope_rent(bbmm_pick_state *g, bbmm_pick_run *r, double host, double dev,
                                        double move)
{
    int free_host = host <= dev;
    if (free_host == r->host)
        return; /* the charge did not decide */
    g->scope_rent_ns += free_host ? dev - host : host - dev;
    if (g->scope_rent_ns < move * (double)(1u << (g->scope_flips < 16 ? g->scope_flips : 16)))
        return;
    g->scope_host = free_host;
    g->scope_rent_ns = 0;
    g->scope_flips++;
    r->host = free_host;
}

/* Rounds.  Inside a data scope the regions' choices are not independent:
 * a region run on the host brings the scope's arrays back from the
 * devices, and the next one run there reads them again; and each run of a
 * region on the devices costs there, when the scope keeps its arrays, only
 * its launches.  The choice per region (with bbmm_pick_scope_rent) weighs
 * each region alone: NPB BT at class A on an H200 ran 56 s with
 * host=auto, moving 117 GB, split between the sides, and SP 29 s on the
 * host alone, where the GPU alone takes 7.5 s for either (the host 84 and
 * 25).  A scope's regions usually run in rounds, one per step of the loop
 * the scope wraps; so the outermost data scope times whole rounds, from a
 * run of the region (and size class) that began its first round to the
 * next, with the devices idle at each end and their start-up (context,
 * builds, pinning) left out:
 *
 *   step 1, 2   a round chosen per region, to warm (not while no device
 *               has started: the host needs none), then to time; its
 *               runs' estimates on either side add up (the devices' as in
 *               a scope that keeps the arrays there: bbmm_pick_scoped_ns,
 *               or as measured)
 *   step 8      while no device has started: rounds chosen per region
 *               (on the host) whose time beyond the devices' estimate
 *               adds up to a rent; once it passes their start-up and the
 *               builds of the round's regions not built yet (the model's
 *               figures), step 3; at once when the rounds the scope still
 *               expects (bbmm_data_repeats: bbmm-pp's trip count of the
 *               loop it wraps) would lose BBMM_ROUND_AHEAD times that
 *   step 3, 4   if the devices' estimates add up to less than that round,
 *               a round with every region on the devices, to move the
 *               arrays there (and start and build), then one to time
 *   step 5, 6   if the host's add up to less than 1/BBMM_ROUND_MARGIN of
 *               the best round so far, the same on the host
 *
 * and then the scope's regions run on the side (or split) whose timed
 * round was fastest, among those with as many region runs as the split
 * round, until the scope ends.  A trial round that runs past the split
 * round's time (BBMM_ROUND_WARM times it to warm) stops there: its regions
 * go back to the per-region choice for the rest of the round, and that
 * side has lost.  So a losing trial costs at most about BBMM_ROUND_WARM +
 * 1 split rounds, and the devices' start-up, which the rent paid for
 * before.  Rounds are those of the thread that began the scope's first
 * round; runs of other threads choose per region.  A scope whose first
 * region never runs again chooses per region. */
#define BBMM_ROUND_SPLIT 0
#define BBMM_ROUND_DEVICES 1
#define BBMM_ROUND_HOST 2
#define BBMM_ROUND_RENT 8
#define BBMM_ROUND_DONE 9
#define BBMM_ROUND_WARM 4.0
#define BBMM_ROUND_MARGIN 1.1
#define BBMM_ROUND_AHEAD 2.0

/* The rounds' trial ends: the fastest timed round's policy from now on. */
static inline void bbmm_pick_round_settle(bbmm_pick_state *g)
{
    int best = BBMM_ROUND_SPLIT, x;
    for (x = BBMM_ROUND_DEVICES; x <= BBMM_ROUND_HOST; x++)
        if (g->round_ns[x] > 0 && g->round_nruns[x] == g->round_nruns[BBMM_ROUND_SPLIT] &&
            g->round_ns[x] < g->round_ns[best])
            best = x;
    g->round_policy = best;
    g->round_step = BBMM_ROUND_DONE;
    g->scope_host = best == BBMM_ROUND_HOST;
    g->scopes_chosen[best]++;
    __atomic_store_n(&g->rounds_pending, 0, __ATOMIC_RELAXED);
}

/* A round of the trial ended at "now" with the start-up at "startup"
 * (the devices idle); "started": they have started; "threshold": their
 * start-up and builds, by the model.  The next step. */
static inline void bbmm_pick_round_next(bbmm_pick_state *g, uint64_t now, uint64_t startup, int started,
                                        double threshold)
{
    double t = (double)(now - g->round_t0) - (double)(startup - g->round_startup), best;
    int step = g->round_step;
    g->round_index++;
    if (t < 1)
        t = 1;
    if (step >= 3 && step <= 6)
        g->rounds_tried++;
    if (g->round_lost && (step == 3 || step == 5))
        step++; /* its warm round lost: no timed round */
    if (step == BBMM_ROUND_RENT && started)
        step = 2; /* a region started the devices: decide as on started ones */
    switch (step) {
    case 2:
    case BBMM_ROUND_RENT:
        g->round_ns[BBMM_ROUND_SPLIT] = t;
        /* a rent round's runs of settled regions are not counted: the timed round's count */
        g->round_nruns[BBMM_ROUND_SPLIT] =
            g->round_step == BBMM_ROUND_RENT ? g->round_nruns[BBMM_ROUND_RENT] : g->round_runs;
        if (!started) { /* what the host rounds lose to the devices (as estimated on the timed one) is rent */
            double loss = t > g->round_dev_est ? t - g->round_dev_est : 0,
                   ahead = g->round_repeats - (double)g->round_index; /* rounds still to come, by the hint */
            g->round_rent_ns += loss;
            g->round_step = g->round_rent_ns >= threshold || (ahead > 0 && ahead * loss >= BBMM_ROUND_AHEAD * threshold)
                                ? 3
                                : BBMM_ROUND_RENT;
            if (step == 2)
                g->round_nruns[BBMM_ROUND_RENT] = g->round_runs;
        } else if (g->round_dev_est < t)
            g->round_step = 3;
        else if (g->round_host_est * BBMM_ROUND_MARGIN < t)
            g->round_step = 5;
        else
            bbmm_pick_round_settle(g);
        break;
    case 4:
    case 6:
        g->round_ns[step / 2 - 1] = g->round_lost ? 0 : t;
        g->round_nruns[step / 2 - 1] = g->round_runs;
        best = g->round_ns[BBMM_ROUND_SPLIT];
        if (g->round_ns[BBMM_ROUND_DEVICES] > 0 && g->round_ns[BBMM_ROUND_DEVICES] < best)
            best = g->round_ns[BBMM_ROUND_DEVICES];
        if (step == 4 && g->round_host_est * BBMM_ROUND_MARGIN < best)
            g->round_step = 5;
        else
            bbmm_pick_round_settle(g);
        break;
    default: /* 0, 1, 3, 5: the next round is timed (on the host alone at once: no warm round) */
        g->round_step = step == 0 && !started ? 2 : step + 1;
    }
    if (g->round_step != BBMM_ROUND_DONE)
        g->round_policy = g->round_step == 5 || g->round_step == 6   ? BBMM_ROUND_HOST
                          : g->round_step == 3 || g->round_step == 4 ? BBMM_ROUND_DEVICES
                                                                     : BBMM_ROUND_SPLIT;
    if (g->round_step == 2) /* its runs' estimates add up */
        g->round_dev_est = g->round_host_est = g->round_builds_ns = 0;
    /* while the rounds pay rent, runs of regions settled on the host other
     * than the round's first are not counted (bbmm_pp_pick) */
    if (g->round_step != BBMM_ROUND_DONE)
        __atomic_store_n(&g->rounds_pending, g->round_step == BBMM_ROUND_RENT ? 2 : 1, __ATOMIC_RELAXED);
    g->round_lost = 0;
    g->round_runs = 0;
    g->round_id++;
    g->round_t0 = now;
    g->round_startup = startup;
}

/* The policy of this run of region "p" (of work "work") inside data scope
 * "scope" of "ctx" ("started": its devices have): BBMM_ROUND_SPLIT
 * (choose per region), _DEVICES or _HOST.  "*timed": this run's estimates
 * add to the round (bbmm_pick_round_add).  Takes bbmm_pick_lock() itself
 * (and waits for the devices, when a round ends, outside it). */
static inline int bbmm_pick_round(bbmm_context *ctx, const bbmm_pick *p, double work, uint64_t scope, double repeats,
                                  int started, const bbmm_pick_model *m, int *timed)
{
    const void *self = bbmmi_thread_token();
    int cls = work >= 0 ? bbmm_pick_class_of(work) : -1, pol, begins, trial;
    uint64_t now = 0, startup = 0;
    bbmm_pick_state *g = bbmm_pick_lock();
    *timed = 0;
    if (g->round_scope != scope) { /* a new scope: its rounds are not known yet */
        g->round_scope = scope;
        __atomic_store_n(&g->round_mark, (const void *)NULL, __ATOMIC_RELAXED); /* (read without the lock) */
        g->round_owner = NULL;
        g->round_step = g->round_lost = 0;
        g->round_policy = BBMM_ROUND_SPLIT;
        g->round_rent_ns = 0;
        g->round_index = 0;
        memset(g->round_ns, 0, sizeof(g->round_ns));
        memset(g->round_nruns, 0, sizeof(g->round_nruns));
    }
    if (!g->round_owner)
        g->round_owner = self; /* its rounds are this thread's */
    g->round_repeats = repeats;
    if (g->round_owner != self || g->round_step == BBMM_ROUND_DONE) {
        pol = g->round_owner == self ? g->round_policy : BBMM_ROUND_SPLIT;
        bbmm_pick_unlock();
        return pol;
    }
    begins = !g->round_mark || (g->round_mark == (const void *)p && g->round_class == cls);
    trial = g->round_step >= 3 && g->round_step <= 6 && !g->round_lost;
    bbmm_pick_unlock();
    if (begins && started)
        bbmmi_retire(ctx, 1); /* the devices idle: the round ends (or begins) with their work */
    if (begins || trial) { /* (the context's lock is not taken under the pick's) */
        now = bbmm_now_ns();
        startup = bbmm_startup_ns(ctx);
    }
    g = bbmm_pick_lock();
    if (g->round_scope != scope || g->round_owner != self) { /* another thread's scope began meanwhile */
        bbmm_pick_unlock();
        return BBMM_ROUND_SPLIT;
    }
    if (begins) {
        __atomic_store_n(&g->round_mark, (const void *)p, __ATOMIC_RELAXED);
        g->round_class = cls;
        bbmm_pick_round_next(g, now, startup, started, m->startup_ns + g->round_builds_ns);
    } else if (trial) { /* a trial round past its limit has lost */
        double limit = g->round_ns[BBMM_ROUND_SPLIT] * (g->round_step % 2 ? BBMM_ROUND_WARM : 1.0);
        if ((double)(now - g->round_t0) - (double)(startup - g->round_startup) > limit) {
            g->round_lost = 1;
            g->round_policy = BBMM_ROUND_SPLIT;
        }
    }
    g->round_runs++;
    *timed = g->round_step == 2;
    pol = g->round_policy;
    bbmm_pick_unlock();
    return pol;
}

/* A run of region "p" adds its estimates to the round being timed: on the
 * devices "dev" (< 0: as in a scope that keeps the arrays there, by
 * model "m"), on the host "host"; a region not built yet adds a build.
 * Called under bbmm_pick_lock(). */
static inline void bbmm_pick_round_add(bbmm_pick_state *g, bbmm_pick *p, const bbmm_pick_model *m,
                                       const bbmm_cost *c, double dev, double host)
{
    g->round_dev_est += dev >= 0 ? dev : bbmm_pick_scoped_ns(m, c);
    g->round_host_est += host;
    if (!p->built && p->round_seen != g->round_id) /* (once a round) */
        g->round_builds_ns += m->build_ns;
    p->round_seen = g->round_id;
}

/* Nonzero when a run of region "p", settled on the host, need not count
 * in a data scope's rounds: none is pending, or they pay rent (timed from
 * one run of the round's first region to the next) and "p" is not that
 * region.  (NPB BT at class S: 20,000 runs of 340 regions in 0.05 s.) */
static inline int bbmm_pick_unrounded(const bbmm_pick *p)
{
    bbmm_pick_state *g = bbmm_pick_global();
    int pending = __atomic_load_n(&g->rounds_pending, __ATOMIC_RELAXED);
    return !pending || (pending == 2 && __atomic_load_n(&g->round_mark, __ATOMIC_RELAXED) != (const void *)p);
}

/* The devices are to start for a region with sweeps whose device
 * estimate came from the GPU figures (none had started: their kind was
 * unknown), against "host" ns on the host.  Start them now, as the
 * region's device path would next; when none is a GPU, the choice is
 * made again with the CPU figures, where a sweep's work-group runs on one
 * core (PoCL on the 16 cores of an H100 machine ran seidel-2d at LARGE
 * 2.6x slower than the host: it now runs on the host, having paid the
 * start-up only).  Other regions keep the choice the GPU figures made
 * until measured: a first run on CPU devices is what measures them.
 * Nonzero: the host.  A start that fails leaves the choice to the device
 * path, which reports it. */
BBMM_API int bbmm_pick_recheck(bbmm_context **ctx, const bbmm_cost *c, int built, double host)
{
    char err[256];
    bbmm_pick_model m;
    int started = 0, cpu = 0;
    if (bbmm_default_context_for(c->work, ctx, err, sizeof(err)) != BBMM_OK)
        return 0;
    m = bbmm_pick_model_kind(*ctx, &started, &cpu);
    return started && cpu && host <= bbmm_pick_device_ns(&m, c, built);
}

/* Where region "p" runs now. */
BBMM_API bbmm_pick_run bbmm_pp_pick(bbmm_pick *p, const bbmm_cost *c)
{
    bbmm_pick_run r;
    bbmm_pick_model m;
    int mode = bbmm_host_mode(), started = 0, policy = BBMM_ROUND_SPLIT, timed = 0;
    uint64_t scope = 0;
    double repeats = 0;
    bbmm_context *ctx;
    bbmmi_enter(); /* inside the exit gate: another thread's exit may destroy the context */
    ctx = bbmm_default_context_made();
    r.host = mode == 2;
    r.work = c->work;
    r.startup = 0;
    r.settled = 0;
    r.rent = 0;
    r.measure = 1;
    r.settle = 0;
    if (mode == 0 && c->work >= 0 && __atomic_load_n(&p->settled, __ATOMIC_RELAXED) >= BBMM_PICK_SETTLED &&
        c->work <= (double)__atomic_load_n(&p->settled_work, __ATOMIC_RELAXED) && bbmm_pick_unrounded(p) &&
        (!ctx || bbmm_device_count(ctx) <= 0)) { /* (settled only where no MPI launcher is) */
        r.host = r.settled = 1;
        r.t0 = bbmm_now_ns();
        bbmmi_leave();
        return r;
    }
    if (mode == 0 && bbmm_mpi_launched())
        mode = -1; /* every rank takes the device path */
    if (mode == 0) {
        m = bbmm_pick_model_of(ctx, &started);
        if (!started && bbmm_prestart_ready()) /* opened beside the program: what is left is small */
            m.startup_ns = m.region_ns;
        if ((scope = bbmm_pick_scope_of(ctx, &started, &repeats)) != 0)
            policy = bbmm_pick_round(ctx, p, c->work, scope, repeats, started, &m, &timed);
        if (policy != BBMM_ROUND_SPLIT) { /* the scope's rounds settled (or try) a side for every region */
            r.host = policy == BBMM_ROUND_HOST;
            r.measure = r.host; /* a device run's clock, not waited for, measured its enqueueing */
            mode = -1;
        }
    }
    if (mode == 0 && c->work < 0) { /* unknown work: the clock alone */
        bbmm_pick_state *g = bbmm_pick_lock();
        if (p->dev_work != 0 && p->host_work == 0)
            r.host = 1; /* measured on the devices: now on the host */
        else if (p->dev_work != 0)
            r.host = p->host_ns <= p->dev_ns;
        else if (!started) /* rent until the host runs took as long as the start-up */
            r.host = r.rent = g->rent_ns < m.startup_ns;
        if (timed) /* each side as last measured, else the other side's */
            bbmm_pick_round_add(g, p, &m, c, p->dev_work != 0 ? p->dev_ns : p->host_ns,
                                p->host_work != 0 ? p->host_ns : p->dev_ns);
        bbmm_pick_unlock();
    }
    if (mode == 0 && c->work >= 0) {
        int scoped = scope != 0 && started;
        bbmm_pick_state *g = bbmm_pick_lock();
        bbmm_pick_class *k = &p->cls[bbmm_pick_class_of(c->work)];
        /* each side from its last run of this size class, else its last
         * run of any size, scaled by the work, else the estimate */
        double host = k->host_work > 0   ? k->host_ns * (c->work / k->host_work)
                      : p->host_work > 0 ? p->host_ns * (c->work / p->host_work)
                                         : c->work * (g->host_ns_per_work > 0 ? g->host_ns_per_work : 1.0);
        double dev = k->dev_work > 0   ? k->dev_ns * (c->work / k->dev_work)
                     : p->dev_work > 0 ? p->dev_ns * (c->work / p->dev_work)
                                       : bbmm_pick_device_ns(&m, c, p->built);
        /* in an open scope the side the scopes' arrays do not live on pays
         * for moving them: a host run first brings them back and leaves the
         * devices to read them again (and a device run the reverse, once
         * the host has become their side) */
        double move = scoped ? (c->bytes_in + c->bytes_out) / m.bytes_per_ns : 0;
        if (timed) /* the devices' part as measured, else as in a scope that keeps the arrays */
            bbmm_pick_round_add(g, p, &m, c, k->dev_work > 0 || p->dev_work > 0 ? dev : -1, host);
        if (g->scope_host)
            dev += move;
        else
            host += move;
        if (started && k->dev_work > 0 && k->host_work <= 0 && !k->probed && host <= BBMM_PICK_PROBE * dev) {
            p->probed = k->probed = 1; /* measure it on the host once (per size class) */
            r.host = 1;
        } else if (started || host > dev + m.startup_ns) {
            r.host = host <= dev;
            if (move > 0 && started)
                bbmm_pick_scope_rent(g, &r, host - (g->scope_host ? 0 : move), dev - (g->scope_host ? move : 0),
                                     move);
        }
        else if (host <= dev) /* the host wins even without the start-up */
            r.host = 1;
        else if (g->rent_ns + (host - dev) < m.startup_ns) { /* rent: the devices would be faster */
            g->rent_ns += host - dev;
            r.host = 1;
        }
        if (!started && host <= dev) { /* won outright: one more towards settled */
            uint64_t w = (uint64_t)c->work;
            __atomic_store_n(&p->settled, p->settled + 1, __ATOMIC_RELAXED);
            if (w > p->settled_work)
                __atomic_store_n(&p->settled_work, w, __ATOMIC_RELAXED);
        } else if (p->settled) {
            __atomic_store_n(&p->settled, 0, __ATOMIC_RELAXED);
            __atomic_store_n(&p->settled_work, 0, __ATOMIC_RELAXED);
        }
        if (scoped) { /* see BBMM_PICK_MEASURED */
            r.measure = r.host || k->dev_runs < BBMM_PICK_MEASURED || p->dev_runs % BBMM_PICK_SAMPLE == 0;
            r.settle = r.measure;
        }
        bbmm_pick_unlock();
        if (!r.host && !started && c->sweep > 0 && k->dev_work <= 0 && p->dev_work <= 0)
            r.host = bbmm_pick_recheck(&ctx, c, p->built, host);
    }
    if (r.settle && ctx)
        bbmmi_retire(ctx, 1);
    if (!r.host && ctx)
        r.startup = bbmm_startup_ns(ctx);
    bbmmi_leave();
    r.t0 = bbmm_now_ns();
    return r;
}

/* Take the path bbmm_pp_pick takes, once, before main (the constructor of
 * every generated file, bbmm/pp.h): its first run otherwise finds its code
 * and the settings' cold, behind a program that flushed the caches before
 * its timer (PolyBench): 100-160 us on a 1 ms region on the host, which
 * made jacobi-1d at LARGE 0.68x the CPU on the GPU machine.  It reads the
 * host mode (BBMM_HOST, BBMM_TUNE host=) there: a generated program's mode
 * is the environment's when it starts.  It decides and records nothing. */
BBMM_API void bbmm_pp_pick_warm(void)
{
    bbmm_context *ctx;
    int started;
    (void)bbmm_host_mode();
    (void)bbmm_mpi_launched();
    bbmmi_enter();
    ctx = bbmm_default_context_made();
    (void)bbmm_pick_model_of(ctx, &started);
    (void)bbmm_pick_scope_of(ctx, &started, NULL);
    (void)bbmm_prestart_ready();
    (void)bbmm_pick_lock();
    bbmm_pick_unlock();
    bbmmi_leave();
    (void)bbmm_now_ns();
}

/* Record run "r" of region "p", just ended. */
BBMM_API void bbmm_pp_picked(bbmm_pick *p, const bbmm_pick_run *r)
{
    uint64_t t = bbmm_now_ns() - r->t0, s = 0;
    bbmm_pick_state *g;
    bbmm_pick_class *k;
    if (r->settled) { /* its estimate is not refined: counted only */
        g = bbmm_pick_global();
        __atomic_fetch_add(&g->runs_host, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&g->host_ns, t, __ATOMIC_RELAXED);
        return;
    }
    if (!r->host) {
        bbmm_context *ctx;
        bbmmi_enter();
        ctx = bbmm_default_context_made();
        if (r->settle && ctx) { /* its kernels and copies, done */
            bbmmi_retire(ctx, 1);
            t = bbmm_now_ns() - r->t0;
        }
        s = bbmm_startup_ns(ctx) - r->startup;
        bbmmi_leave();
        t = t > s ? t - s : 0;
    }
    g = bbmm_pick_lock();
    k = r->work >= 0 ? &p->cls[bbmm_pick_class_of(r->work)] : NULL;
    if (r->host) {
        __atomic_fetch_add(&g->runs_host, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&g->host_ns, t, __ATOMIC_RELAXED);
        p->host_ns = (double)t;
        p->host_work = r->work;
        if (k) {
            k->host_ns = (double)t;
            k->host_work = r->work;
        }
        if (r->work > 0)
            g->host_ns_per_work = (double)t / r->work;
        if (r->rent)
            g->rent_ns += (double)t;
    } else {
        g->runs_device++;
        p->dev_runs++;
        if (k && k->dev_runs < BBMM_PICK_MEASURED)
            k->dev_runs++;
        if (r->measure) {
            p->dev_ns = (double)t;
            p->dev_work = r->work;
            if (k) {
                k->dev_ns = (double)t;
                k->dev_work = r->work;
            }
        }
        p->built = 1;
    }
    bbmm_pick_unlock();
}

BBMM_EXTERN_C_END

#endif
