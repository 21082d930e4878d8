/* bbmm-bench's files (bench.c says what the driver does): the figures of
 * the result tables, drawn by gnuplot, and every table, configuration and
 * run as JSON (--json). */
#include "bench.h"

/* ------------------------------------------------------------------ */
/* Figures                                                              */

/* Write "s" quoted for gnuplot (single quotes, none inside) to "f". */
static void gp_quote(FILE *f, const char *s)
{
    fputc('\'', f);
    for (; *s; s++)
        fputc(*s == '\'' ? '"' : *s, f);
    fputc('\'', f);
}

/* Open "DIR/name.ext" for writing into "path"; NULL on error. */
static FILE *gp_open(const bench *b, const char *name, const char *ext, char *path, size_t size)
{
    FILE *f = bench_str(path, size, "%s/%s.%s", b->o.png_dir, name, ext) ? fopen(path, "w") : NULL;
    if (!f)
        fprintf(stderr, "bbmm-bench: cannot write %s\n", path);
    return f;
}

/* Start the gnuplot script "f" for figure "name" ("title", "ylabel"). */
static void gp_head(const bench *b, FILE *f, const char *name, const char *title, const char *xlabel,
                    const char *ylabel)
{
    fprintf(f, "set terminal %s size 1100,560 noenhanced\nset output '%s/%s.png'\n", b->term, b->o.png_dir, name);
    fprintf(f, "set datafile missing '?'\nset grid ytics\nset key outside right top\nset title ");
    gp_quote(f, title);
    fprintf(f, "\nset ylabel ");
    gp_quote(f, ylabel);
    fprintf(f, "\nset xlabel ");
    gp_quote(f, xlabel);
    fprintf(f, "\n");
}

/* Run the gnuplot script "gp" for figure "name". */
static void gp_run(bench *b, const char *gp, const char *name)
{
    const char *argv[3];
    runner_out o;
    argv[0] = b->gnuplot;
    argv[1] = gp;
    argv[2] = NULL;
    runner_exec(argv, NULL, 120, RUNNER_MERGE_STDERR, &o);
    if (o.status || strstr(o.text, "rror")) {
        fprintf(stderr, "bbmm-bench: gnuplot failed on %s:\n", gp);
        bench_tail(o.text);
    } else {
        bench_cat(b->figures, sizeof(b->figures), " %s.png", name);
    }
    runner_out_free(&o);
}

/* Write value "v" for gnuplot ('?' when missing). */
static void gp_value(FILE *f, double v)
{
    if (isnan(v) || isinf(v))
        fprintf(f, " ?");
    else
        fprintf(f, " %.6g", v);
}

/* Draw the columns named "cols" ("ncols") of "t" as clustered bars, one
 * cluster per row, into figure "name"; a dashed line at "target" unless
 * NAN. */
static void gp_bars(bench *b, const bench_table *t, const char *name, const char *title, const char *ylabel,
                    const char *const *cols, int ncols, double target)
{
    char dat[BENCH_PATH + 16], gp[BENCH_PATH + 16], label[96];
    int idx[BT_MAXCOL], n = 0, i, j;
    FILE *f;
    for (j = 0; j < ncols; j++)
        if ((idx[n] = bt_col_find(t, cols[j])) >= 0)
            n++;
    if (!n || !t->nrow || !(f = gp_open(b, name, "dat", dat, sizeof(dat))))
        return;
    for (i = 0; i < t->nrow; i++) {
        bench_str(label, sizeof(label), "%s%s%s", t->row[i].label, t->id == 'b' || t->id == 'h' ? "" : " ",
                  t->id == 'b' || t->id == 'h' ? "" : t->row[i].setting);
        fprintf(f, "\"%s\"", label);
        for (j = 0; j < n; j++)
            gp_value(f, t->row[i].v[idx[j]]);
        fprintf(f, "\n");
    }
    fclose(f);
    if (!(f = gp_open(b, name, "gp", gp, sizeof(gp))))
        return;
    gp_head(b, f, name, title, "", ylabel);
    fprintf(f, "set style data histograms\nset style histogram clustered gap 1\nset style fill solid 0.8 border -1\n"
               "set xtics rotate by -30 scale 0\nset yrange [0:*]\nplot ");
    for (j = 0; j < n; j++) {
        fprintf(f, "%s'%s' using %d%s title ", j ? ", " : "", dat, j + 2, j ? "" : ":xtic(1)");
        gp_quote(f, t->col[idx[j]].name);
    }
    if (!isnan(target))
        fprintf(f, ", %g with lines dt 2 lw 2 lc rgb 'black' title 'target %g'", target, target);
    fprintf(f, "\n");
    fclose(f);
    gp_run(b, gp, name);
}

/* Draw column "ycol" of "t" against column "xcol", one line per row label,
 * into figure "name" (log x when "logx"); or, when "ycols" has more than
 * one name, one line per column over all rows. */
static void gp_lines(bench *b, const bench_table *t, const char *name, const char *title, const char *xlabel,
                     const char *ylabel, const char *xcol, const char *const *ycols, int ny, int logx, double target)
{
    char dat[BENCH_PATH + 16], gp[BENCH_PATH + 16];
    int x = bt_col_find(t, xcol), y[BT_MAXCOL], i, j;
    FILE *f;
    for (j = 0; j < ny; j++)
        y[j] = bt_col_find(t, ycols[j]);
    if (x < 0 || !t->nrow || !(f = gp_open(b, name, "dat", dat, sizeof(dat))))
        return;
    for (i = 0; i < t->nrow; i++) {
        if (ny == 1 && i && strcmp(t->row[i].label, t->row[i - 1].label))
            fprintf(f, "\n\n");
        gp_value(f, t->row[i].v[x]);
        for (j = 0; j < ny; j++)
            gp_value(f, y[j] >= 0 ? t->row[i].v[y[j]] : NAN);
        fprintf(f, "\n");
    }
    fclose(f);
    if (!(f = gp_open(b, name, "gp", gp, sizeof(gp))))
        return;
    gp_head(b, f, name, title, xlabel, ylabel);
    fprintf(f, "set yrange [0:*]\n%s", logx ? "set logscale x 2\n" : "");
    fprintf(f, "plot ");
    if (ny == 1) {
        const char *prev = NULL;
        for (i = 0, j = 0; i < t->nrow; i++) {
            if (prev && !strcmp(prev, t->row[i].label))
                continue;
            prev = t->row[i].label;
            fprintf(f, "%s'%s' index %d using 1:2 with linespoints lw 2 title ", j ? ", " : "", dat, j);
            gp_quote(f, prev);
            j++;
        }
    } else {
        for (j = 0; j < ny; j++) {
            fprintf(f, "%s'%s' using 1:%d with linespoints lw 2 title ", j ? ", " : "", dat, j + 2);
            gp_quote(f, ycols[j]);
        }
    }
    if (!isnan(target))
        fprintf(f, ", %g with lines dt 2 lw 2 lc rgb 'black' title 'target %g'", target, target);
    fprintf(f, "\n");
    fclose(f);
    gp_run(b, gp, name);
}

/* Find gnuplot and its PNG terminal; 0 when there is none. */
static int gp_find(bench *b)
{
    char gp[BENCH_PATH + 16];
    const char *argv[3];
    runner_out o;
    FILE *f;
    if (!runner_which("gnuplot", b->gnuplot, sizeof(b->gnuplot)))
        return 0;
    if (!(f = gp_open(b, "probe", "gp", gp, sizeof(gp))))
        return 0;
    fprintf(f, "set terminal pngcairo\n");
    fclose(f);
    argv[0] = b->gnuplot;
    argv[1] = gp;
    argv[2] = NULL;
    runner_exec(argv, NULL, 60, RUNNER_MERGE_STDERR, &o);
    b->term = o.status == 0 && !o.text[0] ? "pngcairo" : "png";
    runner_out_free(&o);
    remove(gp);
    return 1;
}

/* The names of the per-device-count columns "fmt" (taking D) for D >= 2
 * into "names", pointed to by "cols"; returns their count. */
static int gp_dev_cols(const bench *b, const char *fmt, char names[][32], const char **cols)
{
    int j, n = 0;
    for (j = 0; j < b->o.ndev; j++)
        if (b->o.devs[j] >= 2) {
            bench_str(names[n], sizeof(names[n]), fmt, b->o.devs[j]);
            cols[n] = names[n];
            n++;
        }
    return n;
}

/* Draw every figure whose table exists. */
void bench_figures(bench *b)
{
    static const char *const b_cols[] = {"disjoint % of arrays", "convex % of arrays"};
    static const char *const d_cols[] = {"time off/on", "bytes off/on"};
    static const char *const e_cols[] = {"disjoint/convex"};
    static const char *const f_cols[] = {"rel throughput"};
    static const char *const i_cols[] = {"pageable h2d", "pageable d2h", "staged N h2d", "staged N d2h",
                                         "pinned h2d",   "pinned d2h",   "staged 1 h2d", "staged 1 d2h"};
    const char *cols[BENCH_MAX_DEVS];
    char names[BENCH_MAX_DEVS][32];
    int n;
    if (mkdir(b->o.png_dir, 0777) && errno != EEXIST) {
        fprintf(stderr, "bbmm-bench: cannot create %s: %s\n", b->o.png_dir, strerror(errno));
        return;
    }
    if (!gp_find(b)) {
        printf("\nfigures: gnuplot not found (Debian: apt-get install gnuplot-nox); no PNG figures drawn.\n");
        return;
    }
    n = gp_dev_cols(b, "t1/t%d", names, cols);
    if (b->tab['g' - 'a'])
        gp_bars(b, b->tab['g' - 'a'], "fig10a-data-scaling", "Data scaling per serial iteration (Fig. 10a)",
                "t1 / tD (ideal 1)", cols, n, 0.97);
    if (b->tab['b' - 'a'])
        gp_bars(b, b->tab['b' - 'a'], "fig10b-allocation", "Largest per-device allocation (Fig. 10b)",
                "% of the arrays", b_cols, 2, NAN);
    if (b->tab['e' - 'a'])
        gp_bars(b, b->tab['e' - 'a'], "fig10c-split", "Split access: kernel time disjoint / convex (Fig. 10c)",
                "kernel time ratio", e_cols, 1, NAN);
    if (b->tab['d' - 'a'])
        gp_bars(b, b->tab['d' - 'a'], "fig10d-reuse", "Inter-tile reuse: off / on (Fig. 10d)", "ratio", d_cols, 2,
                NAN);
    if (b->tab['f' - 'a'])
        gp_lines(b, b->tab['f' - 'a'], "fig10e-box-in-out", "Box-in/box-out: throughput under a budget (Fig. 10e)",
                 "k = data / device budget", "throughput / unlimited", "k", f_cols, 1, 0, 0.9);
    n = gp_dev_cols(b, "manual/gen %d dev", names, cols);
    if (b->tab['h' - 'a'])
        gp_bars(b, b->tab['h' - 'a'], "fig10f-manual", "Generated vs hand-written OpenCL (Fig. 10f)",
                "t manual / t generated", cols, n, 0.97);
    n = gp_dev_cols(b, "speed-up %d dev", names, cols);
    if (b->tab['h' - 'a'])
        gp_bars(b, b->tab['h' - 'a'], "fig10f-speedup", "Generated on D devices vs hand-written on 1 device, whole arrays",
                "t whole / t generated", cols, n, 1.8);
    if (b->tab['i' - 'a'])
        gp_lines(b, b->tab['i' - 'a'], "fig4-transfer", "Box transfer bandwidth by row size (Fig. 4)",
                 "row bytes", "bandwidth / pinned contiguous", "row bytes", i_cols, 8, 1, 0.9);
}

/* ------------------------------------------------------------------ */
/* JSON                                                                 */

/* Write "s" as a JSON string to "f". */
static void js_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(f, "\\u%04x", (unsigned char)*s);
        else
            fputc(*s, f);
    }
    fputc('"', f);
}

/* Write "v" as a JSON number (null when not finite) to "f". */
static void js_num(FILE *f, double v)
{
    if (isnan(v) || isinf(v))
        fprintf(f, "null");
    else
        fprintf(f, "%.10g", v);
}

/* Write "s" as a JSON object of its counters to "f". */
static void js_stats(FILE *f, const bbmm_stats *s)
{
    const bbmm_xfer_count *dir[3];
    static const char *const dirs[3] = {"h2d", "d2h", "d2d"};
    int d, p;
    dir[0] = s->h2d;
    dir[1] = s->d2h;
    dir[2] = s->d2d;
    fprintf(f, "{\"alloc_peak\":%llu,\"allocations\":%llu,\"evictions\":%llu,\"kernels\":%llu,\"kernel_ns\":%llu,"
               "\"transfer_ns\":%llu,\"manager_ns\":%llu",
            (unsigned long long)s->alloc_peak, (unsigned long long)s->allocations,
            (unsigned long long)s->evictions, (unsigned long long)s->kernels, (unsigned long long)s->kernel_ns,
            (unsigned long long)s->transfer_ns, (unsigned long long)s->manager_ns);
    for (d = 0; d < 3; d++) {
        fprintf(f, ",\"%s\":{", dirs[d]);
        for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
            fprintf(f, "%s\"%s\":%llu", p ? "," : "", bbmm_purpose_name((bbmm_purpose)p),
                    (unsigned long long)dir[d][p].bytes);
        fprintf(f, "}");
    }
    fprintf(f, "}");
}

/* Write ,"key":v (a number) to "f". */
static void js_field_num(FILE *f, const char *key, double v)
{
    fprintf(f, ",\"%s\":", key);
    js_num(f, v);
}

/* Write ,"key":"s" (a string, null when NULL) to "f". */
static void js_field_str(FILE *f, const char *key, const char *s)
{
    fprintf(f, ",\"%s\":", key);
    if (s)
        js_str(f, s);
    else
        fprintf(f, "null");
}

/* Write execution "e" (number "i") as a JSON object to "f". */
static void js_exec(FILE *f, const bench_exec *e, int i)
{
    int d;
    fprintf(f, "{\"index\":%d", i);
    js_field_str(f, "command", e->cmd);
    fprintf(f, ",\"ok\":%s,\"exit_status\":%d,\"no_fit\":%s", e->ok ? "true" : "false", e->status,
            e->nofit ? "true" : "false");
    js_field_num(f, "wall_s", e->wall);
    js_field_num(f, "seconds", e->seconds);
    js_field_num(f, "kernel_s", e->kernel_s);
    js_field_num(f, "manager_s", e->manager_s);
    fprintf(f, ",\"verified_by_program\":%d,\"alloc_peak_max\":%llu,\"h2d\":%llu,\"d2h\":%llu,\"d2d\":%llu",
            e->verified, (unsigned long long)e->peak_max, (unsigned long long)e->h2d, (unsigned long long)e->d2h,
            (unsigned long long)e->d2d);
    if (e->has_stats) {
        fprintf(f, ",\"devices\":%d,\"total\":", e->st.devices);
        js_stats(f, &e->st.total);
        fprintf(f, ",\"per_device\":[");
        for (d = 0; d < e->st.devices && d < RUNNER_MAX_DEVICES; d++) {
            fprintf(f, "%s", d ? "," : "");
            js_stats(f, &e->st.dev[d]);
        }
        fprintf(f, "]");
    }
    fprintf(f, "}");
}

/* Write configuration "r" as a JSON object to "f". */
static void js_run(FILE *f, const bench_run *r)
{
    static const char *const var[] = {"sample", "manual", "manual-whole"};
    static const char *const alloc[] = {"disjoint", "convex", "whole"};
    const bench_cfg *c = &r->cfg;
    int i;
    fprintf(f, "{\"key\":");
    js_str(f, r->key);
    js_field_str(f, "program", c->variant == VAR_SAMPLE ? c->prog->name : c->prog->manual);
    fprintf(f, ",\"variant\":\"%s\",\"n\":%ld,\"t\":%ld,\"devices\":%d,\"alloc\":\"%s\",\"coherency\":\"%s\","
               "\"reuse\":\"%s\",\"budget_k\":%d,\"mem_limit\":%llu,\"pinned\":%s",
            var[c->variant], c->n, c->t, c->devices, alloc[c->alloc], c->block ? "block" : "exact",
            c->noreuse ? "off" : "on", c->budget_k, (unsigned long long)r->limit, c->pinned ? "true" : "false");
    fprintf(f, ",\"failed\":%s,\"no_fit\":%s,\"verified\":%d", r->failed ? "true" : "false",
            r->nofit ? "true" : "false", r->verified);
    js_field_str(f, "verified_by", r->how);
    js_field_num(f, "seconds_median", r->sec);
    js_field_num(f, "kernel_s_median", r->kernel);
    js_field_num(f, "manager_s_median", r->manager);
    fprintf(f, ",\"runs\":[");
    for (i = 0; i < r->reps; i++)
        fprintf(f, "%s%d", i ? "," : "", r->exec[i]);
    fprintf(f, "]}");
}

/* Write table "t" as a JSON object to "f". */
static void js_table(FILE *f, const bench_table *t)
{
    int i, j;
    fprintf(f, "{\"id\":\"%c\"", t->id);
    js_field_str(f, "title", t->title);
    js_field_str(f, "figure", t->figure);
    js_field_str(f, "measures", t->what);
    js_field_str(f, "target", t->target);
    js_field_str(f, "notes", t->notes);
    fprintf(f, ",\"columns\":[");
    for (j = 0; j < t->ncol; j++) {
        fprintf(f, "%s", j ? "," : "");
        js_str(f, t->col[j].name);
    }
    fprintf(f, "],\"rows\":[");
    for (i = 0; i < t->nrow; i++) {
        const bt_row *r = &t->row[i];
        fprintf(f, "%s\n  {\"sample\":", i ? "," : "");
        js_str(f, r->label);
        js_field_str(f, "setting", r->setting);
        fprintf(f, ",\"values\":{");
        for (j = 0; j < t->ncol; j++) {
            js_str(f, t->col[j].name);
            fputc(':', f);
            js_num(f, r->v[j]);
            fprintf(f, "%s", j + 1 < t->ncol ? "," : "");
        }
        fprintf(f, "},\"result\":\"%s\",\"target_met\":%s}", bt_result(r),
                r->target == 1 ? "true" : r->target == 0 ? "false" : "null");
    }
    fprintf(f, "]}");
}

/* Write every table, configuration and run to --json; 0 on error. */
int bench_json(const bench *b, int mismatches, int unverified)
{
    FILE *f = fopen(b->o.json, "w");
    int i, j, first = 1, bad;
    if (!f) {
        fprintf(stderr, "bbmm-bench: cannot write %s: %s\n", b->o.json, strerror(errno));
        return 0;
    }
    fprintf(f, "{\"bbmm_bench\":1,\n\"mode\":{\"quick\":%s,\"sizes\":\"%s\",\"reps\":%d,\"devices\":[",
            b->o.quick ? "true" : "false", tier_names[b->o.tier], b->o.reps);
    for (j = 0; j < b->o.ndev; j++)
        fprintf(f, "%s%d", j ? "," : "", b->o.devs[j]);
    fprintf(f, "],\"bin\":");
    js_str(f, b->bin);
    fprintf(f, ",\"warmup\":true,\"pinned_generated_in_h\":true},\n\"machine\":{\"devices\":%d,\"device0\":",
            b->avail);
    js_str(f, b->dev0.name);
    fprintf(f, ",\"platform\":");
    js_str(f, b->dev0.platform);
    fprintf(f, ",\"gpu\":%s},\n\"elapsed_s\":", b->dev0.is_gpu ? "true" : "false");
    js_num(f, sample_now() - b->t0);
    fprintf(f, ",\"failures\":%d,\"mismatches\":%d,\"unverified\":%d,\n\"tables\":[", b->failures, mismatches,
            unverified);
    for (i = 0; i <= EXP_LAST - 'a'; i++) {
        if (!b->tab[i])
            continue;
        fprintf(f, "%s\n", first ? "" : ",");
        js_table(f, b->tab[i]);
        first = 0;
    }
    fprintf(f, "],\n\"configs\":[");
    for (i = 0; i < b->nrun; i++) {
        fprintf(f, "%s\n", i ? "," : "");
        js_run(f, b->runs[i]);
    }
    fprintf(f, "],\n\"runs\":[");
    for (i = 0; i < b->nexec; i++) {
        fprintf(f, "%s\n", i ? "," : "");
        js_exec(f, b->execs[i], i);
    }
    fprintf(f, "]}\n");
    bad = ferror(f);
    if (fclose(f) || bad) {
        fprintf(stderr, "bbmm-bench: write to %s failed\n", b->o.json);
        return 0;
    }
    return 1;
}

