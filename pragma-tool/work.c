/* pragma-tool/work.c - a region's figures for the choice between the
 * host and the devices (bbmm/pick.h): its work, the work of its serial
 * nests and sweeps, and how often its nests run, as C expressions over
 * the program's parameters (model.h's r->work, r->work_serial,
 * r->work_sweep, r->runs); and the text of a set, which boxes.c's bounds
 * are keyed by.
 */
#include <stdlib.h>
#include <string.h>

#include <isl/ast_build.h>

#include "internal.h"

/* Return the text of "set" (malloc'ed), or NULL.  It is printed without
 * the operation limit (its operations still count, and the next one past
 * the limit fails as before): isl's printer does not expect to be stopped
 * half-way. */
char *pp_set_text(__isl_keep isl_set *set)
{
    isl_ctx *ctx;
    unsigned long max;
    char *s;
    if (!set)
        return NULL;
    ctx = isl_set_get_ctx(set);
    max = pp_isl_unlimit(ctx);
    s = isl_set_to_str(set);
    isl_ctx_set_max_operations(ctx, max);
    return s;
}

/* The extent of dimension "d" of "dom" over the parameters of "ctx":
 * largest less smallest value plus one, 0 where "dom" is empty; NULL when
 * unbounded. */
static isl_pw_aff *wk_extent(__isl_keep isl_set *dom, int d, __isl_keep isl_set *ctx)
{
    isl_pw_aff *hi = isl_set_dim_max(isl_set_copy(dom), d);
    isl_pw_aff *lo = isl_set_dim_min(isl_set_copy(dom), d);
    isl_pw_aff *ext;
    if (!hi || !lo || isl_pw_aff_involves_nan(hi) || isl_pw_aff_involves_nan(lo)) {
        isl_pw_aff_free(hi);
        isl_pw_aff_free(lo);
        return NULL;
    }
    ext = isl_pw_aff_add(isl_pw_aff_sub(hi, lo),
                         isl_pw_aff_val_on_domain(isl_set_copy(ctx), isl_val_one(isl_set_get_ctx(ctx))));
    return isl_pw_aff_union_max(ext, isl_pw_aff_val_on_domain(isl_set_copy(ctx),
                                                               isl_val_zero(isl_set_get_ctx(ctx))));
}

/* r->work (model.h): the sum over the statements the devices run of the
 * product of their domain's extents (a bounding box: an upper bound for
 * triangular nests, exact for rectangular ones).  It decides how many
 * devices start (BBMM_START) and, with r->work_serial (the statements of
 * nests without a parallel loop: one work-item runs them), r->work_sweep
 * (those of sweeps: one work-group runs them) and r->runs
 * (per nest, the product of the extents of its host loops: how often it
 * runs), whether the region runs on the host (bbmm/pick.h), so a rough
 * figure serves; -1 when a bound is unknown.  Statements with the same
 * domain (the same text, their names aside: those of one loop body) have
 * the same extents, computed once. */
int pp_region_work(pp_model *m, pp_region *r)
{
    pp_str w, sw, rw, ww;
    isl_ast_build *build = isl_ast_build_from_context(isl_set_copy(r->context));
    char **key = calloc((size_t)r->nstmts + 1, sizeof(char *)), ***exts = NULL;
    int i, d, n = 0, ns = 0, nr = 0, nw = 0, rc = 0;
    memset(&w, 0, sizeof(w));
    memset(&ww, 0, sizeof(ww));
    memset(&sw, 0, sizeof(sw));
    memset(&rw, 0, sizeof(rw));
    exts = pp_alloc(m->arena, sizeof(char **) * (size_t)(r->nstmts + 1));
    rc = !key || !exts;
    if (exts)
        memset(exts, 0, sizeof(char **) * (size_t)(r->nstmts + 1));
    for (i = 0; i < r->nstmts && !rc; i++) {
        const pp_stmt *s = &r->stmts[i];
        const pp_nest *nest = s->nest >= 0 ? &r->nests[s->nest] : NULL;
        int serial = nest && !nest->nband && s->depth > nest->nhost, first = 1, k, same = -1, band, host;
        if (nest && nest->chain) { /* the first item runs all but the parallel loops' statements */
            pp_sched_shape(r, s, &band, &host);
            serial = !band;
        }
        isl_set *ctx = NULL, *dom = NULL;
        int nd;
        if (!nest || !s->domain)
            continue;
        for (k = 0; k < i; k++) /* a nest's runs: counted at its first statement */
            if (r->stmts[k].nest == s->nest && r->stmts[k].domain)
                first = 0;
        dom = isl_set_reset_tuple_id(isl_set_copy(s->domain));
        key[i] = pp_set_text(dom);
        isl_set_free(dom);
        dom = NULL;
        for (k = 0; k < i && key[i] && same < 0; k++)
            if (key[k] && exts[k] && !strcmp(key[k], key[i]))
                same = k;
        nd = (int)isl_set_dim(s->domain, isl_dim_set);
        exts[i] = pp_alloc(m->arena, sizeof(char *) * (size_t)(nd + 1));
        if (!exts[i]) {
            rc = 1;
            continue;
        }
        if (same < 0) {
            dom = isl_set_from_basic_set(isl_set_simple_hull(isl_set_copy(s->domain)));
            ctx = isl_set_align_params(isl_set_copy(r->context), isl_set_get_space(dom));
            ctx = isl_set_params(ctx);
        }
        pp_str_add(&w, n++ ? " + " : "");
        pp_str_add(&w, "1.0");
        if (serial)
            pp_str_add(&sw, ns++ ? " + 1.0" : "1.0");
        else if (nest->sweep)
            pp_str_add(&ww, nw++ ? " + 1.0" : "1.0");
        if (first)
            pp_str_add(&rw, nr++ ? " + 1.0" : "1.0");
        for (d = 0; d < nd && !rc; d++) {
            isl_pw_aff *ext = same >= 0 ? NULL : wk_extent(dom, d, ctx);
            char *c = same >= 0 ? exts[same][d] : ext ? pp_pw_aff_to_c(m->arena, build, ext) : NULL;
            exts[i][d] = c;
            if (!c) {
                rc = 1;
                continue;
            }
            pp_str_addf(&w, " * (double)(%s)", c);
            if (serial)
                pp_str_addf(&sw, " * (double)(%s)", c);
            else if (nest->sweep)
                pp_str_addf(&ww, " * (double)(%s)", c);
            if (first && d < nest->nhost)
                pp_str_addf(&rw, " * (double)(%s)", c);
        }
        isl_set_free(dom);
        isl_set_free(ctx);
    }
    for (i = 0; key && i < r->nstmts; i++)
        free(key[i]);
    free(key);
    isl_ast_build_free(build);
    rc |= w.oom || sw.oom || rw.oom || ww.oom;
    r->work = pp_strdup(m->arena, rc ? "-1.0" : n ? pp_str_get(&w) : "0.0");
    r->work_serial = pp_strdup(m->arena, rc || !ns ? "0.0" : pp_str_get(&sw));
    r->work_sweep = pp_strdup(m->arena, rc || !nw ? "0.0" : pp_str_get(&ww));
    r->runs = pp_strdup(m->arena, rc || !nr ? "0.0" : pp_str_get(&rw));
    pp_str_free(&w);
    pp_str_free(&sw);
    pp_str_free(&rw);
    pp_str_free(&ww);
    return r->work && r->work_serial && r->work_sweep && r->runs ? 0 : -1;
}
