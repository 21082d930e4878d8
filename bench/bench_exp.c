/* bbmm-bench's experiments (bench.c says what the driver does): the
 * programs it measures, the result tables, and experiments a-j, each of
 * which gets its runs from the cache (bench_get) and fills one table. */
#include "bench.h"

/* The programs measured: their sizes per tier and the experiments they
 * take part in. */
static const bench_prog bench_progs[] = {
    {"pp-floyd", KIND_PP, 2, 3, ITER_N, 1, "manual-floyd", EXP_ABCDE | EXP('g') | EXP('h') | EXP('j'),
     {{192, 0}, {2048, 0}, {8192, 0}, {16384, 0}}, {1024, 0}},
    {"pp-heat2d", KIND_PP, 2, 2, ITER_T, 1, "manual-heat2d", EXP_ABCDE | EXP('g') | EXP('h') | EXP('j'),
     {{256, 10}, {2048, 50}, {8192, 100}, {12288, 100}}, {2048, 50}},
    {"pp-jacobi2d", KIND_PP, 2, 2, ITER_T, 0, NULL, EXP_ABCDE | EXP('g'),
     {{256, 10}, {2048, 50}, {8192, 100}, {12288, 100}}, {2048, 50}},
    {"pp-fdtd2d", KIND_PP, 2, 2, ITER_T, 0, NULL, EXP_ABCDE | EXP('g'),
     {{256, 5}, {2048, 20}, {8192, 50}, {10240, 100}}, {2048, 20}},
    {"pp-heat3d", KIND_PP, 3, 3, ITER_T, 0, NULL, EXP_ABCDE | EXP('g'),
     {{32, 4}, {128, 10}, {512, 20}, {512, 50}}, {128, 10}},
    {"pp-adi", KIND_PP, 2, 2, ITER_T, 0, NULL, EXP_ABCDE | EXP('g'),
     {{64, 2}, {1024, 5}, {4096, 10}, {8192, 10}}, {1024, 5}},
    {"pp-lu", KIND_PP, 0, 0, ITER_NONE, 0, NULL, EXP_ABCDE, {{0, 0}, {0, 0}, {0, 0}, {0, 0}}, {0, 0}},
    {"pp-mvt", KIND_PP, 2, 2, ITER_NONE, 0, NULL, EXP_ABCDE | EXP('g'),
     {{512, 0}, {4096, 0}, {16384, 0}, {20480, 0}}, {4096, 0}},
    {"pp-gemm", KIND_PP, 2, 3, ITER_NONE, 0, NULL, EXP_ABCDE | EXP('f'),
     {{128, 0}, {512, 0}, {1024, 0}, {2048, 0}}, {512, 0}},
    {"pp-matmul", KIND_PP, 2, 3, ITER_NONE, 0, NULL, EXP_ABCDE | EXP('f'),
     {{128, 0}, {1024, 0}, {8192, 0}, {16384, 0}}, {1024, 0}},
    {"pp-blackscholes", KIND_PP, 1, 1, ITER_NONE, 0, "manual-blackscholes",
     EXP_ABCDE | EXP('f') | EXP('g') | EXP('h') | EXP('j'),
     {{200000, 0}, {4000000, 0}, {67108864, 0}, {134217728, 0}}, {4000000, 0}},
    {"floyd", KIND_API, 2, 3, ITER_N, 0, NULL, EXP_ABCDE, {{128, 0}, {1024, 0}, {1024, 0}, {1024, 0}}, {1024, 0}},
    {"jacobi", KIND_API, 2, 2, ITER_T, 0, NULL, EXP_ABCDE, {{256, 10}, {1024, 50}, {2048, 100}, {2048, 100}},
     {2048, 100}},
    {"blackscholes", KIND_API, 1, 1, ITER_NONE, 0, NULL, EXP_ABCDE,
     {{200000, 0}, {4000000, 0}, {4000000, 0}, {16000000, 0}}, {16000000, 0}},
};
#define BENCH_NPROGS (sizeof(bench_progs) / sizeof(bench_progs[0]))

/* ------------------------------------------------------------------ */
/* Result tables                                                        */

/* Add column "name" printed with "fmt" (NULL: JSON and figures only);
 * returns its index. */
static int bt_col_add(bench_table *t, const char *name, const char *fmt)
{
    bt_col *c = &t->col[t->ncol];
    if (t->ncol == BT_MAXCOL)
        return BT_MAXCOL - 1;
    snprintf(c->name, sizeof(c->name), "%s", name);
    c->fmt = fmt ? fmt : "%.4g";
    c->hidden = !fmt;
    return t->ncol++;
}

/* A new table from "spec" (also kept in b->tab). */
static bench_table *bt_new(bench *b, const bt_spec *spec)
{
    bench_table *t = (bench_table *)bench_alloc(sizeof(*t));
    int j;
    t->id = spec->id;
    t->title = spec->title;
    t->figure = spec->figure;
    t->what = spec->what;
    t->target = spec->target;
    for (j = 0; j < BT_SPEC_COLS && spec->cols[j][0]; j++)
        bt_col_add(t, spec->cols[j][0], spec->cols[j][1]);
    b->tab[t->id - 'a'] = t;
    return t;
}

/* The index of column "name" of "t", or -1. */
int bt_col_find(const bench_table *t, const char *name)
{
    int i;
    for (i = 0; i < t->ncol; i++)
        if (!strcmp(t->col[i].name, name))
            return i;
    return -1;
}

/* Add a row "label", "setting" to "t". */
static bt_row *bt_row_add(bench_table *t, const char *label, const char *setting)
{
    bt_row *r;
    int i;
    bench_grow(&t->row, &t->cap, t->nrow + 1, sizeof(*t->row));
    r = &t->row[t->nrow++];
    memset(r, 0, sizeof(*r));
    snprintf(r->label, sizeof(r->label), "%s", label);
    snprintf(r->setting, sizeof(r->setting), "%s", setting);
    for (i = 0; i < BT_MAXCOL; i++)
        r->v[i] = NAN;
    r->target = -1;
    return r;
}

/* Note that "row" reads run "run"; 1 when the run succeeded. */
static int bt_use(bt_row *row, const bench_run *run)
{
    if (row->nrun < BT_MAXRUNS)
        row->run[row->nrun++] = run;
    return !run->failed;
}

/* Fold target check "met" into "row". */
static void bt_target(bt_row *row, int met)
{
    row->target = row->target == 0 ? 0 : met;
}

/* Append a note line to "t". */
__attribute__((format(printf, 2, 3))) static void bt_note(bench_table *t, const char *fmt, ...)
{
    size_t len = strlen(t->notes);
    va_list ap;
    if (len + 2 >= sizeof(t->notes))
        return;
    va_start(ap, fmt);
    vsnprintf(t->notes + len, sizeof(t->notes) - len - 1, fmt, ap);
    va_end(ap);
    bench_cat(t->notes, sizeof(t->notes), "\n");
}

/* Note in "t" that "p" (its baseline when "manual") is not built. */
static void bt_skip(bench_table *t, const bench *b, const bench_prog *p, int manual)
{
    bt_note(t, "skipped %s: not built (%s/%s/%s)", manual ? p->manual : p->name, b->bin,
            manual ? "bench/manual" : "samples", manual ? p->manual : p->name);
}

/* The result of the runs of "row": the worst of FAILED, MISMATCH,
 * unverified, no fit, verified ("-" without runs). */
const char *bt_result(const bt_row *row)
{
    static const char *const words[] = {"-", "verified", "no fit", "unverified", "MISMATCH", "FAILED"};
    int i, worst = 0, w;
    for (i = 0; i < row->nrun; i++) {
        const bench_run *r = row->run[i];
        w = r->nofit ? 2 : r->failed ? 5 : r->verified == 1 ? 1 : r->verified == 0 ? 4 : 3;
        worst = w > worst ? w : worst;
    }
    return words[worst];
}

/* Print value "v" of column "c" into "buf". */
static void bt_value(const bt_col *c, double v, char *buf, size_t size)
{
    if (isnan(v))
        snprintf(buf, size, "-");
    else
        snprintf(buf, size, c->fmt, v);
}

/* Print "t" to stdout. */
void bt_print(const bench_table *t)
{
    int w[BT_MAXCOL], wl = 6, ws = 7, i, j, met = 0, missed = 0;
    char buf[64];
    for (i = 0; i < t->nrow; i++) {
        wl = (int)strlen(t->row[i].label) > wl ? (int)strlen(t->row[i].label) : wl;
        ws = (int)strlen(t->row[i].setting) > ws ? (int)strlen(t->row[i].setting) : ws;
    }
    for (j = 0; j < t->ncol; j++) {
        w[j] = (int)strlen(t->col[j].name);
        for (i = 0; i < t->nrow; i++) {
            bt_value(&t->col[j], t->row[i].v[j], buf, sizeof(buf));
            w[j] = (int)strlen(buf) > w[j] ? (int)strlen(buf) : w[j];
        }
    }
    printf("\n(%c) %s - %s\n", t->id, t->title, t->figure);
    printf("    measured: %s\n", t->what);
    printf("    target (DESIGN.md §6): %s\n\n", t->target ? t->target : "none; reported as measured");
    printf("%-*s  %-*s", wl, "sample", ws, "setting");
    for (j = 0; j < t->ncol; j++)
        if (!t->col[j].hidden)
            printf("  %*s", w[j], t->col[j].name);
    printf("  %-10s %s\n", "result", t->target ? "target" : "");
    for (i = 0; i < t->nrow; i++) {
        const bt_row *r = &t->row[i];
        printf("%-*s  %-*s", wl, r->label, ws, r->setting);
        for (j = 0; j < t->ncol; j++) {
            if (t->col[j].hidden)
                continue;
            bt_value(&t->col[j], r->v[j], buf, sizeof(buf));
            printf("  %*s", w[j], buf);
        }
        printf("  %-10s %s\n", bt_result(r), r->target == 1 ? "met" : r->target == 0 ? "MISSED" : "");
        met += r->target == 1;
        missed += r->target == 0;
    }
    if (!t->nrow)
        printf("(no rows)\n");
    if (t->target && met + missed)
        printf("target met in %d of %d rows where it applies%s\n", met, met + missed,
               missed ? " (a missed target is reported, not a failure)" : "");
    else if (t->target)
        printf("target: no row here where it applies\n");
    if (t->notes[0])
        printf("%s", t->notes);
    fflush(stdout);
}

/* ------------------------------------------------------------------ */
/* Experiments                                                          */

/* The next program after "p" (NULL: before the first) that takes part in
 * the experiment of "t", is selected and is built; those not built are
 * noted in "t". */
static const bench_prog *bench_next(const bench *b, bench_table *t, const bench_prog *p)
{
    for (p = p ? p + 1 : bench_progs; p < bench_progs + BENCH_NPROGS; p++) {
        if (!(p->exps & EXP(t->id)) || !bench_selected(b, p))
            continue;
        if (bench_has(b, p, 0))
            return p;
        bt_skip(t, b, p, 0);
    }
    return NULL;
}

/* A new row of "t" for configuration "c": the program and its size. */
static bt_row *bench_row(bench_table *t, const bench_cfg *c)
{
    char sz[64];
    bench_size_label(c->n, c->t, sz, sizeof(sz));
    return bt_row_add(t, c->prog->name, sz);
}

/* The run of "p" at the ablation size on all devices with BBMM_ALLOC
 * "alloc", block coherency when "block", reuse off when "noreuse", at
 * least "reps" times. */
static const bench_run *bench_variant(bench *b, const bench_prog *p, int reps, int alloc, int block, int noreuse)
{
    bench_cfg c;
    bench_base(b, p, 1, &c);
    c.alloc = alloc;
    c.block = block;
    c.noreuse = noreuse;
    return bench_get(b, &c, reps);
}

/* A new table from "spec" for an ablation (b-f), noting its sizes. */
static bench_table *bt_new_ablation(bench *b, const bt_spec *spec)
{
    bench_table *t = bt_new(b, spec);
    if (b->o.tier > TIER_SMALL)
        bt_note(t, "sizes: at most the small ones (these settings move whole blocks or arrays per tile).");
    return t;
}

/* The same as "a" over "b" (NAN when "b" is 0). */
static double bench_ratio(double a, double b)
{
    return b != 0 ? a / b : NAN;
}

static const bt_spec spec_a = {
    'a', "Manager overhead", "paper Table IV, column F (< 0.1 %)",
    "time inside the manager (statistics total manager_ns) / (seconds x devices);\n"
    "    all devices, median of the repetitions; pp-* after a warm-up run",
    "<= 0.05 % of the run time",
    {{"devices", "%.0f"}, {"seconds", "%.4f"}, {"manager ms", "%.2f"}, {"overhead %", "%.4f"}}};
enum { A_DEV, A_SEC, A_MGR, A_PCT };

/* (a) The manager's time as a share of the run time. */
void exp_overhead(bench *b)
{
    bench_table *t = bt_new(b, &spec_a);
    const bench_prog *p = NULL;
    while ((p = bench_next(b, t, p))) {
        const bench_run *r;
        bench_cfg c;
        bt_row *row;
        bench_base(b, p, 0, &c);
        r = bench_get(b, &c, b->o.reps);
        row = bench_row(t, &c);
        if (!bt_use(row, r))
            continue;
        row->v[A_DEV] = bench_first(b, r)->st.devices;
        row->v[A_SEC] = r->sec;
        row->v[A_MGR] = r->manager * 1e3;
        row->v[A_PCT] = 100.0 * r->manager / (r->sec * row->v[A_DEV]);
        bt_target(row, row->v[A_PCT] <= 0.05);
    }
    bt_note(t, "API samples (floyd, jacobi, blackscholes): seconds include context creation and kernel builds.");
}

static const bt_spec spec_b = {
    'b', "Allocation per device", "paper Fig. 10b (up to 75 % less than convex on 4 GPUs)",
    "the largest per-device alloc_peak under BBMM_ALLOC=disjoint, convex, whole\n"
    "    (whole = every array whole on each device = 100 % of the arrays)",
    "floyd on 4 devices >= 74 % below convex",
    {{"devices", "%.0f"}, {"disjoint MB", "%.3f"}, {"convex MB", "%.3f"}, {"whole MB", "%.3f"},
     {"% below convex", "%.1f"}, {"disjoint % of arrays", "%.1f"}, {"convex % of arrays", "%.1f"}}};
enum { B_DEV, B_MB, B_BELOW = B_MB + 3, B_PCT };

/* (b) The largest per-device allocation under each scheme. */
void exp_alloc(bench *b)
{
    bench_table *t = bt_new_ablation(b, &spec_b);
    const bench_prog *p = NULL;
    while ((p = bench_next(b, t, p))) {
        const bench_run *r[3];
        double pk[3];
        bt_row *row = NULL;
        int s, ok = 1;
        for (s = ALLOC_DISJOINT; s <= ALLOC_WHOLE; s++) {
            r[s] = bench_variant(b, p, 1, s, 0, 0);
            row = row ? row : bench_row(t, &r[s]->cfg);
            ok &= bt_use(row, r[s]);
        }
        if (!ok)
            continue;
        for (s = 0; s < 3; s++)
            pk[s] = (double)bench_first(b, r[s])->peak_max;
        for (s = 0; s < 3; s++) {
            row->v[B_MB + s] = pk[s] / 1e6;
            row->v[B_PCT + s] = s < 2 ? 100.0 * bench_ratio(pk[s], pk[2]) : NAN;
        }
        row->v[B_DEV] = bench_first(b, r[0])->st.devices;
        row->v[B_BELOW] = 100.0 * (1.0 - bench_ratio(pk[0], pk[1]));
        if (strstr(p->name, "floyd") && row->v[B_DEV] == 4)
            bt_target(row, row->v[B_BELOW] >= 74.0);
    }
    if (b->maxdev != 4)
        bt_note(t, "the floyd target is for 4 devices; this run used %d", b->maxdev);
}

/* Coherency bytes of "st": flow-out and flow-in in every direction. */
static uint64_t bench_coh_bytes(const bbmm_stats *st)
{
    return st->h2d[BBMM_PURPOSE_FLOWOUT].bytes + st->h2d[BBMM_PURPOSE_FLOWIN].bytes +
           st->d2h[BBMM_PURPOSE_FLOWOUT].bytes + st->d2h[BBMM_PURPOSE_FLOWIN].bytes +
           st->d2d[BBMM_PURPOSE_FLOWOUT].bytes + st->d2d[BBMM_PURPOSE_FLOWIN].bytes;
}

static const bt_spec spec_c = {
    'c', "Coherency bytes, exact vs block", "paper §11.2.7 (8x less than block on floyd)",
    "flow-out + flow-in bytes (all directions) and host<->device bytes (h2d + d2h)\n"
    "    under BBMM_COHERENCY=exact and block, all devices",
    "floyd: block / exact >= 8",
    {{"coh exact MB", "%.3f"}, {"coh block MB", "%.3f"}, {"coh block/exact", "%.2f"},
     {"h2d+d2h exact MB", "%.3f"}, {"h2d+d2h block MB", "%.3f"}, {"block/exact", "%.2f"}}};
enum { C_COH, C_COH_RATIO = 2, C_MOVED, C_MOVED_RATIO = 5 };

/* (c) Coherency volume, exact boxes vs whole blocks. */
void exp_coherency(bench *b)
{
    bench_table *t = bt_new_ablation(b, &spec_c);
    const bench_prog *p = NULL;
    while ((p = bench_next(b, t, p))) {
        const bench_run *r[2] = {bench_variant(b, p, 1, ALLOC_DISJOINT, 0, 0),
                                 bench_variant(b, p, 1, ALLOC_DISJOINT, 1, 0)};
        bt_row *row = bench_row(t, &r[0]->cfg);
        int s, ok = bt_use(row, r[0]) & bt_use(row, r[1]);
        for (s = 0; ok && s < 2; s++) {
            const bench_exec *e = bench_first(b, r[s]);
            row->v[C_COH + s] = bench_mb(bench_coh_bytes(&e->st.total));
            row->v[C_MOVED + s] = bench_mb(e->h2d + e->d2h);
        }
        row->v[C_COH_RATIO] = bench_ratio(row->v[C_COH + 1], row->v[C_COH]);
        row->v[C_MOVED_RATIO] = bench_ratio(row->v[C_MOVED + 1], row->v[C_MOVED]);
        if (ok && strstr(p->name, "floyd"))
            bt_target(row, row->v[C_COH_RATIO] >= 8.0);
    }
    bt_note(t, "'-' in a ratio: no coherency traffic under exact (nothing flows between tiles).");
}

static const bt_spec spec_d = {
    'd', "Inter-tile reuse", "paper Fig. 10d (mean speed-up 5.4x)",
    "median time and bytes moved (h2d + d2h + d2d) with BBMM_REUSE=off and on, all devices", NULL,
    {{"time on s", "%.4f"}, {"time off s", "%.4f"}, {"time off/on", "%.2f"}, {"bytes on MB", "%.3f"},
     {"bytes off MB", "%.3f"}, {"bytes off/on", "%.2f"}}};
enum { D_TIME, D_TIME_RATIO = 2, D_BYTES, D_BYTES_RATIO = 5 };

/* (d) Inter-tile reuse: time and bytes with reuse off over on. */
void exp_reuse(bench *b)
{
    bench_table *t = bt_new_ablation(b, &spec_d);
    const bench_prog *p = NULL;
    while ((p = bench_next(b, t, p))) {
        const bench_run *r[2] = {bench_variant(b, p, b->o.reps, ALLOC_DISJOINT, 0, 0),
                                 bench_variant(b, p, b->o.reps, ALLOC_DISJOINT, 0, 1)};
        bt_row *row = bench_row(t, &r[0]->cfg);
        int s, ok = bt_use(row, r[0]) & bt_use(row, r[1]);
        for (s = 0; ok && s < 2; s++) {
            const bench_exec *e = bench_first(b, r[s]);
            row->v[D_TIME + s] = r[s]->sec;
            row->v[D_BYTES + s] = bench_mb(e->h2d + e->d2h + e->d2d);
        }
        row->v[D_TIME_RATIO] = bench_ratio(row->v[D_TIME + 1], row->v[D_TIME]);
        row->v[D_BYTES_RATIO] = bench_ratio(row->v[D_BYTES + 1], row->v[D_BYTES]);
    }
}

static const bt_spec spec_e = {
    'e', "Split-access cost", "paper Fig. 10c (stencils ~1.0; forced worst case 1.3)",
    "median kernel time (statistics kernel_ns) under BBMM_ALLOC=disjoint (several boxes\n"
    "    per array: split access form) over convex (one box: offset form); only samples\n"
    "    where disjoint allocates more buffers than convex",
    NULL,
    {{"buffers disjoint", "%.0f"}, {"buffers convex", "%.0f"}, {"kernel ms disjoint", "%.2f"},
     {"kernel ms convex", "%.2f"}, {"disjoint/convex", "%.3f"}}};
enum { E_BUFFERS, E_KERNEL = 2, E_RATIO = 4 };

/* (e) Kernel time when accesses span several boxes (disjoint) against one
 * convex box per array. */
void exp_split(bench *b)
{
    bench_table *t = bt_new_ablation(b, &spec_e);
    const bench_prog *p = NULL;
    char same[1024] = "";
    while ((p = bench_next(b, t, p))) {
        const bench_run *r[2] = {bench_variant(b, p, 1, ALLOC_DISJOINT, 0, 0),
                                 bench_variant(b, p, 1, ALLOC_CONVEX, 0, 0)};
        bt_row *row;
        int s;
        if (!r[0]->failed && !r[1]->failed &&
            bench_first(b, r[0])->st.total.allocations <= bench_first(b, r[1])->st.total.allocations) {
            bench_cat(same, sizeof(same), "%s%s", same[0] ? ", " : "", p->name);
            continue;
        }
        row = bench_row(t, &r[0]->cfg);
        for (s = 0; s < 2; s++) {
            r[s] = bench_variant(b, p, b->o.reps, s, 0, 0);
            if (!bt_use(row, r[s]))
                continue;
            row->v[E_BUFFERS + s] = (double)bench_first(b, r[s])->st.total.allocations;
            row->v[E_KERNEL + s] = r[s]->kernel * 1e3;
        }
        row->v[E_RATIO] = bench_ratio(row->v[E_KERNEL], row->v[E_KERNEL + 1]);
    }
    if (same[0])
        bt_note(t, "no split (disjoint allocates no more buffers than convex): %s", same);
}

static const bt_spec spec_f = {
    'f', "Box-in/box-out under a device budget", "paper Fig. 10e (ideal up to 5x)",
    "BBMM_DEVICE_MEM_LIMIT = footprint / k, footprint = the largest per-device alloc_peak\n"
    "    without a limit (k = data / budget); throughput relative to the unlimited run",
    "matmul and blackscholes >= 0.9x at k = 5",
    {{"k", "%.0f"}, {"limit MB", "%.3f"}, {"seconds", "%.4f"}, {"rel throughput", "%.3f"}, {"evictions", "%.0f"},
     {"box-in MB", "%.3f"}, {"box-out MB", "%.3f"}}};
enum { F_K, F_LIMIT, F_SEC, F_REL, F_EVICT, F_BOXIN, F_BOXOUT };

/* (f) Throughput under a per-device budget of footprint / k. */
void exp_boxinout(bench *b)
{
    bench_table *t = bt_new_ablation(b, &spec_f);
    const bench_prog *p = NULL;
    int k;
    while ((p = bench_next(b, t, p))) {
        const bench_run *base = bench_variant(b, p, b->o.reps, ALLOC_DISJOINT, 0, 0);
        bench_cfg c = base->cfg;
        for (k = 0; k <= 5; k++) {
            const bench_run *r;
            const bench_exec *e;
            bt_row *row;
            c.budget_k = k;
            r = bench_get(b, &c, b->o.reps);
            row = bench_row(t, &c);
            bench_cat(row->setting, sizeof(row->setting), k ? " k=%d" : " no limit", k);
            if (!bt_use(row, r) || base->failed)
                continue;
            e = bench_first(b, r);
            row->v[F_K] = k;
            row->v[F_LIMIT] = k ? bench_mb(r->limit) : NAN;
            row->v[F_SEC] = r->sec;
            row->v[F_REL] = base->sec / r->sec;
            row->v[F_EVICT] = (double)e->st.total.evictions;
            row->v[F_BOXIN] = bench_mb(e->st.total.h2d[BBMM_PURPOSE_BOXIN].bytes);
            row->v[F_BOXOUT] = bench_mb(e->st.total.d2h[BBMM_PURPOSE_BOXOUT].bytes);
            if (k == 5 && (strstr(p->name, "matmul") || strstr(p->name, "blackscholes")))
                bt_target(row, row->v[F_REL] >= 0.9);
        }
    }
}

/* The size of "p" scaled from "n" for "d" devices (data x d). */
static long bench_scaled(const bench_prog *p, long n, int d)
{
    return lround((double)n * pow((double)d, 1.0 / p->dims));
}

/* Serial iterations of "p" at "n", "t". */
static double bench_iters(const bench_prog *p, long n, long t)
{
    return p->iter == ITER_N ? (double)n : p->iter == ITER_T ? (double)t : 1.0;
}

/* Add to "t", for each device count D >= 2 of the run, the "n" columns
 * "names" (a format taking D) with "fmts"; their indices into "cols"[j]
 * for the j-th count.  Returns 0 (and notes it) when there is no such D. */
static int bt_cols_per_dev(const bench *b, bench_table *t, const char *const *names, const char *const *fmts,
                           int n, int cols[BENCH_MAX_DEVS][4])
{
    char name[32];
    int j, k;
    for (j = 0; j < b->o.ndev; j++)
        for (k = 0; k < n && b->o.devs[j] >= 2; k++) {
            bench_str(name, sizeof(name), names[k], b->o.devs[j]);
            cols[j][k] = bt_col_add(t, name, fmts[k]);
        }
    if (b->maxdev < 2)
        bt_note(t, "skipped: needs 2 or more devices");
    return b->maxdev >= 2;
}

static const bt_spec spec_g = {
    'g', "Data scaling per serial iteration", "paper Fig. 10a (geomean 0.94 on 2-4 GPUs)",
    "time per serial iteration on 1 device at size S over that on D devices with D x the\n"
    "    data (2-D: n x sqrt(D), 3-D: n x cbrt(D), 1-D: n x D); ideal 1.0; medians, warm-up;\n"
    "    time steps: (t(2T) - t(T)) / T, so the read-in and write-out of the arrays, done once\n"
    "    whatever T, do not count; floyd (n steps): region time / n",
    "1 -> 2 devices >= 0.97",
    {{"n 1 dev", "%.0f"}, {"ms/iter 1 dev", "%.4f"}}};
enum { G_N, G_MS };

/* The milliseconds per serial iteration of configuration "c" into "*ms",
 * its runs noted in "row" of "t"; 0 when a run failed.  A program with time
 * steps runs at T and 2T steps and the difference counts (one-off costs
 * cancel); others: the region's time over its iterations. */
static int bench_ms_per_iter(bench *b, bench_table *t, const bench_cfg *c, bt_row *row, double *ms)
{
    const bench_run *r1 = bench_get(b, c, b->o.reps), *r2;
    bench_cfg c2 = *c;
    if (!bt_use(row, r1))
        return 0;
    if (c->prog->iter != ITER_T || c->t < 1) {
        *ms = 1e3 * r1->sec / bench_iters(c->prog, c->n, c->t);
        return 1;
    }
    c2.t = 2 * c->t;
    r2 = bench_get(b, &c2, b->o.reps);
    if (!bt_use(row, r2))
        return 0;
    *ms = 1e3 * (r2->sec - r1->sec) / (double)c->t;
    if (*ms <= 0)
        bt_note(t, "%s at %d device(s): %ld steps took no longer than %ld (too short to measure)",
                c->prog->name, c->devices, c2.t, c->t);
    return *ms > 0;
}

/* (g) Time per serial iteration, 1 device at size S against D devices at
 * D x the data. */
void exp_scaling(bench *b)
{
    static const char *const names[3] = {"n %d dev", "ms/iter %d dev", "t1/t%d"};
    static const char *const fmts[3] = {"%.0f", "%.4f", "%.3f"};
    bench_table *t = bt_new(b, &spec_g);
    const bench_prog *p = NULL;
    double logsum[BENCH_MAX_DEVS] = {0};
    int cnt[BENCH_MAX_DEVS] = {0}, cols[BENCH_MAX_DEVS][4], j;
    if (!bt_cols_per_dev(b, t, names, fmts, 3, cols))
        return;
    while ((p = bench_next(b, t, p))) {
        bench_cfg c;
        bt_row *row;
        double ms;
        bench_base(b, p, 0, &c);
        c.devices = 1;
        row = bench_row(t, &c);
        if (!bench_ms_per_iter(b, t, &c, row, &ms))
            continue;
        row->v[G_N] = (double)c.n;
        row->v[G_MS] = ms;
        for (j = 0; j < b->o.ndev; j++) {
            bench_cfg d = c;
            double ratio;
            if (b->o.devs[j] < 2)
                continue;
            d.devices = b->o.devs[j];
            d.n = bench_scaled(p, c.n, d.devices);
            if (!bench_ms_per_iter(b, t, &d, row, &ms))
                continue;
            row->v[cols[j][0]] = (double)d.n;
            row->v[cols[j][1]] = ms;
            ratio = row->v[cols[j][2]] = row->v[G_MS] / row->v[cols[j][1]];
            logsum[j] += log(ratio);
            cnt[j]++;
            if (d.devices == 2)
                bt_target(row, ratio >= 0.97);
        }
    }
    for (j = 0; j < b->o.ndev; j++)
        if (cnt[j])
            bt_note(t, "geometric mean t1/t%d over %d samples: %.3f", b->o.devs[j], cnt[j], exp(logsum[j] / cnt[j]));
    bt_note(t, "not here: pp-lu (compiled size), pp-gemm and pp-matmul (work grows faster than data).");
}

static const bt_spec spec_h = {
    'h', "Generated vs hand-written OpenCL", "paper Fig. 10f (>= 0.88x)",
    "median seconds of pp-<name> (BBMM_PINNED=1: arrays in pinned host memory, as the\n"
    "    hand-written versions use) and bench/manual/manual-<name> on D devices; speed-up =\n"
    "    manual --whole (1 device, whole arrays) / generated on D; outputs compared (memcmp)",
    "manual/generated >= 0.97 on 2 devices; speed-up >= 1.8 on 2 devices (floyd, heat2d)",
    {{"whole s 1 dev", "%.4f"}}};
enum { H_WHOLE };

/* The runs of "p"'s baseline like "c" ("variant", on "devices"). */
static const bench_run *bench_baseline(bench *b, const bench_cfg *c, int variant, int devices)
{
    bench_cfg m = *c;
    m.variant = variant;
    m.devices = devices;
    m.pinned = 0;
    return bench_get(b, &m, b->o.reps);
}

/* (h) Generated code against hand-written OpenCL on D devices and against
 * one device with whole arrays. */
void exp_manual(bench *b)
{
    static const char *const names[4] = {"gen s %d dev", "manual s %d dev", "manual/gen %d dev", "speed-up %d dev"};
    static const char *const fmts[4] = {"%.4f", "%.4f", "%.3f", "%.2f"};
    bench_table *t = bt_new(b, &spec_h);
    const bench_prog *p = NULL;
    int cols[BENCH_MAX_DEVS][4], j, any = 0;
    if (!bt_cols_per_dev(b, t, names, fmts, 4, cols))
        return;
    while ((p = bench_next(b, t, p))) {
        const bench_run *rw;
        bench_cfg c;
        bt_row *row;
        if (!bench_has(b, p, 1)) {
            bt_skip(t, b, p, 1);
            continue;
        }
        any = 1;
        bench_base(b, p, 0, &c);
        c.pinned = 1;
        row = bench_row(t, &c);
        rw = bench_baseline(b, &c, VAR_WHOLE, 1);
        if (bt_use(row, rw))
            row->v[H_WHOLE] = rw->sec;
        for (j = 0; j < b->o.ndev; j++) {
            const bench_run *rg, *rm;
            double *v = row->v;
            if (b->o.devs[j] < 2)
                continue;
            c.devices = b->o.devs[j];
            rg = bench_get(b, &c, b->o.reps);
            rm = bench_baseline(b, &c, VAR_MANUAL, c.devices);
            if (bt_use(row, rg))
                v[cols[j][0]] = rg->sec;
            if (bt_use(row, rm))
                v[cols[j][1]] = rm->sec;
            v[cols[j][2]] = v[cols[j][1]] / v[cols[j][0]];
            v[cols[j][3]] = v[H_WHOLE] / v[cols[j][0]];
            if (c.devices == 2 && !isnan(v[cols[j][2]]))
                bt_target(row, v[cols[j][2]] >= 0.97);
            if (c.devices == 2 && p->heavy && !isnan(v[cols[j][3]]))
                bt_target(row, v[cols[j][3]] >= 1.8);
        }
    }
    if (any)
        bt_note(t, "generated runs use BBMM_PINNED=1 (bbmm_host_alloc arrays) like the hand-written ones.");
}

static const bt_spec spec_j = {
    'j', "Kernel time, generated vs hand-written", "DESIGN.md section 6 (issue: kernels at hand-written speed)",
    "median kernel time per device (statistics kernel_ns; the hand-written programs'\n"
    "    profiled kernels) of pp-<name> (BBMM_PINNED=1) and bench/manual/manual-<name> on D\n"
    "    devices (1 device: manual --whole); on 2 or more devices also pp-<name> under\n"
    "    BBMM_ALLOC=whole (one box per array: no split access)",
    "generated / hand-written <= 1.05 on every D; disjoint / whole <= 1.05 on 2 devices",
    {{NULL, NULL}}};

/* (j) Kernel time of the generated code against the hand-written kernels,
 * per device, and BBMM_ALLOC=disjoint against whole. */
void exp_kernels(bench *b)
{
    bench_table *t = bt_new(b, &spec_j);
    const bench_prog *p = NULL;
    int cols[BENCH_MAX_DEVS][5], j, any = 0;
    for (j = 0; j < b->o.ndev; j++) {
        static const char *const names[5] = {"gen ms/dev %d", "manual ms/dev %d", "gen/manual %d",
                                             "whole ms/dev %d", "disjoint/whole %d"};
        static const char *const fmts[5] = {"%.2f", "%.2f", "%.3f", "%.2f", "%.3f"};
        char name[32];
        int k;
        for (k = 0; k < (b->o.devs[j] >= 2 ? 5 : 3); k++) {
            bench_str(name, sizeof(name), names[k], b->o.devs[j]);
            cols[j][k] = bt_col_add(t, name, fmts[k]);
        }
    }
    while ((p = bench_next(b, t, p))) {
        bench_cfg c;
        bt_row *row;
        if (!bench_has(b, p, 1)) {
            bt_skip(t, b, p, 1);
            continue;
        }
        any = 1;
        bench_base(b, p, 0, &c);
        c.pinned = 1;
        row = bench_row(t, &c);
        for (j = 0; j < b->o.ndev; j++) {
            const bench_run *rg, *rm, *rw;
            double *v = row->v, d = b->o.devs[j];
            c.devices = b->o.devs[j];
            c.alloc = ALLOC_DISJOINT;
            rg = bench_get(b, &c, b->o.reps);
            rm = bench_baseline(b, &c, c.devices == 1 ? VAR_WHOLE : VAR_MANUAL, c.devices);
            if (bt_use(row, rg))
                v[cols[j][0]] = rg->kernel * 1e3 / d;
            if (bt_use(row, rm))
                v[cols[j][1]] = rm->kernel * 1e3 / d;
            v[cols[j][2]] = bench_ratio(v[cols[j][0]], v[cols[j][1]]);
            if (!isnan(v[cols[j][2]]))
                bt_target(row, v[cols[j][2]] <= 1.05);
            if (c.devices < 2)
                continue;
            c.alloc = ALLOC_WHOLE;
            rw = bench_get(b, &c, b->o.reps);
            if (bt_use(row, rw))
                v[cols[j][3]] = rw->kernel * 1e3 / d;
            v[cols[j][4]] = bench_ratio(v[cols[j][0]], v[cols[j][3]]);
            if (c.devices == 2 && !isnan(v[cols[j][4]]))
                bt_target(row, v[cols[j][4]] <= 1.05);
        }
    }
    if (any)
        bt_note(t, "per device = the sum over the devices / D; the hand-written programs pin their arrays.");
}

static const bt_spec spec_i = {
    'i', "Transfer bandwidth by box shape", "paper Fig. 4",
    "bench/transfer_bench: strided boxes by row size, bandwidth / pinned contiguous in the\n"
    "    same direction, per transfer path; 'user arrays' = the better of pageable direct\n"
    "    and staged (N threads), the paths an ordinary array takes",
    "user arrays >= 0.90 of pinned for rows >= 256 B",
    {{"row bytes", NULL}, {"user arrays h2d", "%.2f"}, {"user arrays d2h", "%.2f"}}};
enum { I_ROW, I_USER, I_PATHS = 3 };
enum { TB_PAGEABLE, TB_STAGED1, TB_STAGEDN, TB_PINNED, TB_PATHS };

/* Parse one row of transfer_bench's table at "line" into "row": per path
 * h2d and d2h GB/s and ratio from column I_PATHS on; 0 when it is not one. */
static int bench_transfer_row(const char *line, bt_row *row)
{
    long long rb;
    int n, p;
    if (sscanf(line, "%lld%n", &rb, &n) != 1)
        return 0;
    row->v[I_ROW] = (double)rb;
    line += n;
    for (p = 0; p < TB_PATHS; p++) {
        double *v = &row->v[I_PATHS + 4 * p];
        if (sscanf(line, " | %lf / %lf (%lf/%lf)%n", &v[0], &v[1], &v[2], &v[3], &n) != 4)
            return 0;
        line += n;
    }
    bench_str(row->setting, sizeof(row->setting), "%lld B rows", rb);
    return 1;
}

/* (i) bench/transfer_bench: bandwidth by box shape. */
void exp_transfer(bench *b)
{
    static const char *const path_names[TB_PATHS] = {"pageable", "staged 1", "staged N", "pinned"};
    static const char *const what[4] = {"%s h2d GB/s", "%s d2h GB/s", "%s h2d", "%s d2h"};
    bench_table *t = bt_new(b, &spec_i);
    char path[BENCH_PATH], name[32];
    const char *argv[3], *line;
    runner_out o;
    int p, k;
    for (p = 0; p < TB_PATHS; p++)
        for (k = 0; k < 4; k++) {
            bench_str(name, sizeof(name), what[k], path_names[p]);
            bt_col_add(t, name, NULL);
        }
    if (!bench_prog_path(b, "bench/transfer_bench", path, sizeof(path))) {
        bt_note(t, "skipped: %s/bench/transfer_bench not built", b->bin);
        return;
    }
    argv[0] = path;
    argv[1] = b->o.quick ? "--quick" : NULL;
    argv[2] = NULL;
    fprintf(stderr, "[%4d %7.1fs] transfer_bench%s ...", b->nexec + 1, sample_now() - b->t0,
            b->o.quick ? " --quick" : "");
    runner_exec(argv, NULL, b->o.timeout, RUNNER_MERGE_STDERR, &o);
    fprintf(stderr, " %.2f s%s\n", o.wall, o.status ? " FAILED" : "");
    if (o.status) {
        bench_tail(o.text);
        b->failures++;
        bt_note(t, "transfer_bench FAILED (exit status %d)", o.status);
    }
    printf("\n(i) bench/transfer_bench%s says:\n%s", b->o.quick ? " --quick" : "", o.text);
    for (line = o.text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        bt_row *r = bt_row_add(t, "transfer", "");
        if (!bench_transfer_row(line, r)) {
            t->nrow--;
            continue;
        }
        for (k = 0; k < 2; k++)
            r->v[I_USER + k] = fmax(r->v[I_PATHS + 4 * TB_PAGEABLE + 2 + k], r->v[I_PATHS + 4 * TB_STAGEDN + 2 + k]);
        if (r->v[I_ROW] >= 256)
            bt_target(r, r->v[I_USER] >= 0.9 && r->v[I_USER + 1] >= 0.9);
    }
    runner_out_free(&o);
}

