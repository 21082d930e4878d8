/* pragma-tool/host.c - the back end's host C of a region: per nest its
 * argument struct and its tile-box function (paper Fig. 6, with the span
 * function and the early flow-out calls), and the code replacing the
 * region: register the arrays, run the host loops and each nest's tile
 * loop (paper Fig. 9, the nest descriptor filled in), the iterators' final
 * values, the fallback to the host as written (struct members that
 * overlap, expansions that do not fit), write back and unregister.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/val.h>

#include "codegen.h"
#include "diag.h"

/* ---- per nest: argument struct, box function ------------------------ */

/* Append the fields of the argument struct of nest "n" (params, host
 * iterators as long long; read-only scalars in their type). */
void cg_args_struct(pp_str *b, const pp_region *r, const pp_nest *n, int ri, int k)
{
    int i;
    pp_str_add(b, "typedef struct ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_args {\n");
    if (!r->nparams && !n->nhost && !n->nscalars) /* a struct has a member */
        pp_str_add(b, "    long long bbmm_unused_;\n");
    for (i = 0; i < r->nparams + n->nhost; i++) /* one line */
        pp_str_addf(b, "%s%s%s", i ? ", " : "    long long ",
                    i < r->nparams ? r->params[i].name : n->host[i - r->nparams]->u.loop.iter,
                    i + 1 < r->nparams + n->nhost ? "" : ";\n");
    for (i = 0; i < n->nscalars; i++)
        pp_str_addf(b, "    %s %s;\n", r->scalars[n->scalars[i]].type, r->scalars[n->scalars[i]].name);
    pp_str_add(b, "} ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_args;\n\n");
}

/* Append to "c" the C expression of "aff" (a subscript) without the term
 * of input dimension "skip": constant, parameters and host iterators (the
 * first "nhost" input dimensions, named by "n"'s host loops).  Returns -1
 * when it involves other input dimensions, integer divisions or
 * non-integer coefficients. */
static int cg_offset_c(pp_str *c, __isl_keep isl_aff *aff, const pp_nest *n, int skip)
{
    int k, nin = (int)isl_aff_dim(aff, isl_dim_in), npar = (int)isl_aff_dim(aff, isl_dim_param);
    isl_val *v;
    int one;
    if (isl_aff_dim(aff, isl_dim_div) > 0)
        return -1;
    v = isl_aff_get_denominator_val(aff);
    one = isl_val_is_one(v) == isl_bool_true;
    isl_val_free(v);
    if (!one)
        return -1;
    v = isl_aff_get_constant_val(aff);
    pp_str_addf(c, "(%ldLL", isl_val_get_num_si(v));
    isl_val_free(v);
    for (k = 0; k < nin + npar; k++) {
        enum isl_dim_type t = k < nin ? isl_dim_in : isl_dim_param;
        int pos = k < nin ? k : k - nin;
        long coef;
        if (k == skip)
            continue;
        v = isl_aff_get_coefficient_val(aff, t, pos);
        coef = isl_val_get_num_si(v);
        isl_val_free(v);
        if (!coef)
            continue;
        if (k < nin && k >= n->nhost)
            return -1;
        pp_str_addf(c, " + %ldLL * %s", coef,
                    k < nin ? n->host[k]->u.loop.iter : isl_aff_get_dim_name(aff, isl_dim_param, pos));
    }
    pp_str_add(c, ")");
    return 0;
}

/* Keep the function of a piece of a pw_multi_aff in "*user" (an
 * isl_multi_aff **). */
static isl_stat cg_first_piece(__isl_take isl_set *dom, __isl_take isl_multi_aff *ma, void *user)
{
    isl_multi_aff **out = user;
    isl_set_free(dom);
    isl_multi_aff_free(*out);
    *out = ma;
    return isl_stat_ok;
}

/* Append, after a flow-out box of slot "slot" computed into bbmm_b, the
 * iterations of the tile that write into it (early flow-out,
 * bbmm_spec_early): for each write of the slot, the tile narrowed in each
 * band dimension that a subscript gives as that iterator plus an offset
 * of parameters and host iterators; a write whose subscripts say nothing
 * about a band dimension keeps the tile's whole extent there (a superset
 * is always correct). */
static void cg_early_calls(pp_str *b, const pp_region *r, const pp_nest *n, int slot)
{
    pp_str map = {0}; /* the (tile dimension, box dimension, offset) triples */
    int i, j, d, o, nmap;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            isl_pw_multi_aff *pma;
            isl_multi_aff *ma;
            isl_map *hull;
            if (!a->write || a->array != n->arrays[slot].array)
                continue;
            /* the subscripts as one affine function on the statement's
             * domain (the affine hull drops its inequalities) */
            hull = isl_map_from_basic_map(isl_map_affine_hull(isl_map_copy(a->rel)));
            if (isl_map_is_single_valued(hull) == isl_bool_true) {
                pma = isl_pw_multi_aff_from_map(hull);
            } else {
                isl_map_free(hull);
                pma = NULL;
            }
            ma = NULL;
            if (pma && isl_pw_multi_aff_n_piece(pma) == 1)
                isl_pw_multi_aff_foreach_piece(pma, cg_first_piece, &ma);
            isl_pw_multi_aff_free(pma);
            pp_str_add(b, "        bbmm_s = bbmm_pp_early(bbmm_s, bbmm_sp, bbmm_t, &bbmm_b, ");
            if (!ma) {
                pp_str_add(b, "0, NULL);\n");
                continue;
            }
            pp_str_free(&map);
            memset(&map, 0, sizeof(map));
            nmap = 0;
            for (o = 0; o < (int)isl_multi_aff_dim(ma, isl_dim_out); o++) {
                isl_aff *aff = isl_multi_aff_get_aff(ma, o);
                for (d = 0; d < n->nband; d++) {
                    int in = n->nhost + d;
                    isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_in, in);
                    int one = isl_val_is_one(c) == isl_bool_true;
                    pp_str off = {0};
                    isl_val_free(c);
                    if (one && !cg_offset_c(&off, aff, n, in))
                        pp_str_addf(&map, "%s%d, %d, %s", nmap++ ? ", " : "", d, o, pp_str_get(&off));
                    pp_str_free(&off);
                }
                isl_aff_free(aff);
            }
            isl_multi_aff_free(ma);
            if (nmap)
                pp_str_addf(b, "%d, (const int64_t[]){%s});\n", nmap, pp_str_get(&map));
            else
                pp_str_add(b, "0, NULL);\n");
            b->oom |= map.oom;
        }
    }
    pp_str_free(&map);
}

/* Append the calls of the box function for boxes "l" of slot "slot"
 * through "fn" ("access", "flowout", "writeout", "span"), each box one
 * call on its bounds (bbmm_pp_box_at), a line per dimension; after a
 * flow-out box (not a late one), the iterations of nest "n" (of "r") that
 * write it. */
static void cg_box_calls(pp_str *b, const pp_box_list *l, int slot, const char *fn, const pp_region *r,
                         const pp_nest *n)
{
    int i, d;
    for (i = 0; i < l->n; i++) {
        const pp_box *x = &l->v[i];
        int early = !strcmp(fn, "flowout") && !(x->flags & PP_BOX_LATE);
        size_t width = 0;
        pp_str call = {0};
        if (!strcmp(fn, "access") && i < PP_KMAX_REFS)
            pp_str_addf(&call, "bbmm_spec_access_id(bbmm_sp, %d, %d, ", slot, i);
        else if (!strcmp(fn, "access"))
            pp_str_addf(&call, "bbmm_spec_access(bbmm_sp, %d, ", slot);
        else if (!strcmp(fn, "flowout") && (x->flags & PP_BOX_LATE))
            pp_str_addf(&call, "bbmm_spec_flowout_late(bbmm_sp, %d, ", slot);
        else
            pp_str_addf(&call, "bbmm_spec_%s(bbmm_sp, %d, ", fn, slot);
        pp_str_addf(&call, "bbmm_pp_box_at(&bbmm_b, %d, (const int64_t[]){", x->ndim);
        for (d = 0; d < x->ndim; d++)
            width += strlen(x->lo[d]) + strlen(x->hi[d]) + 4;
        /* short bounds on the call's line, long ones a dimension a line */
        for (d = 0; d < x->ndim; d++)
            pp_str_addf(&call, "%s%s, %s%s", width <= 60 ? (d ? " " : "") : "\n            ", x->lo[d], x->hi[d],
                        d + 1 < x->ndim ? "," : "})");
        if (!x->ndim)
            pp_str_add(&call, "0})");
        if (!strcmp(fn, "access"))
            pp_str_addf(&call, ", %uu", x->flags);
        pp_str_add(&call, ");\n");
        /* the guard, and the call on its line when all of it is short */
        pp_str_add(b, "    if (bbmm_s == BBMM_OK");
        if (strcmp(x->guard, "1")) /* not every tile */
            pp_str_addf(b, " && (%s)", x->guard);
        pp_str_add(b, ")");
        if (early)
            pp_str_add(b, " {\n        bbmm_s = ");
        else if (width > 60 || strlen(x->guard) + call.len > 110)
            pp_str_add(b, "\n        bbmm_s = ");
        else
            pp_str_add(b, " bbmm_s = ");
        pp_str_add(b, pp_str_get(&call));
        b->oom |= call.oom;
        pp_str_free(&call);
        if (early) {
            cg_early_calls(b, r, n, slot);
            pp_str_add(b, "    }\n");
        }
    }
}

/* Return nonzero when nest "n" has allocation spans. */
static int cg_has_spans(const pp_nest *n)
{
    int i;
    for (i = 0; i < n->narrays; i++)
        if (n->arrays[i].span.n)
            return 1;
    return 0;
}

/* Return nonzero when C text "text" names "name" (as a whole word). */
static int cg_names(const char *text, const char *name)
{
    size_t len = strlen(name);
    const char *at;
    for (at = strstr(text, name); at; at = strstr(at + 1, name)) {
        char before = at > text ? at[-1] : ' ', after = at[len];
        if (!(isalnum((unsigned char)before) || before == '_') && !(isalnum((unsigned char)after) || after == '_'))
            return 1;
    }
    return 0;
}

/* Append function bbmm_rR_nK_"what"(user, tile, spec) of nest "k" with
 * body "body": before it, as constants, the parameters, host iterators
 * and tile bounds that the body names (and the boxes it fills). */
static void cg_box_fn_out(pp_str *b, const pp_region *r, int ri, int k, const char *what, const char *body)
{
    const pp_nest *n = &r->nests[k];
    int i, user = 0, tile = 0;
    pp_str_add(b, "static bbmm_status ");
    cg_prefix(b, ri, k);
    pp_str_addf(b, "_%s(void *bbmm_user, const bbmm_box *bbmm_t, bbmm_tile_spec *bbmm_sp)\n{\n", what);
    for (i = 0; i < r->nparams; i++)
        user |= cg_names(body, r->params[i].name);
    for (i = 0; i < n->nhost; i++)
        user |= cg_names(body, n->host[i]->u.loop.iter);
    if (user) {
        pp_str_add(b, "    const ");
        cg_prefix(b, ri, k);
        pp_str_add(b, "_args *bbmm_u = (const ");
        cg_prefix(b, ri, k);
        pp_str_add(b, "_args *)bbmm_user;\n");
    } else if (!cg_names(body, "bbmm_user")) {
        pp_str_add(b, "    (void)bbmm_user; /* no parameter or host iterator in its boxes */\n");
    }
    pp_str_add(b, "    bbmm_status bbmm_s = BBMM_OK;\n");
    if (cg_names(body, "bbmm_b"))
        pp_str_add(b, cg_names(body, "bbmm_e") ? "    bbmm_box bbmm_b, bbmm_e;\n" : "    bbmm_box bbmm_b;\n");
    for (i = 0; i < r->nparams; i++)
        if (cg_names(body, r->params[i].name))
            pp_str_addf(b, "    const long long %s = bbmm_u->%s;\n", r->params[i].name, r->params[i].name);
    for (i = 0; i < n->nhost; i++)
        if (cg_names(body, n->host[i]->u.loop.iter))
            pp_str_addf(b, "    const long long %s = bbmm_u->%s;\n", n->host[i]->u.loop.iter, n->host[i]->u.loop.iter);
    for (i = 0; i < n->nband; i++) { /* the tile's bounds it names, on one line */
        char lo[16], hi[16];
        int ulo, uhi;
        snprintf(lo, sizeof(lo), "tlo%d", i);
        snprintf(hi, sizeof(hi), "thi%d", i);
        ulo = cg_names(body, lo);
        uhi = cg_names(body, hi);
        if (ulo)
            pp_str_addf(b, "%s tlo%d = bbmm_t->lo[%d]", tile++ ? "," : "    const long long", i, i);
        if (uhi)
            pp_str_addf(b, "%s thi%d = bbmm_t->hi[%d]", tile++ ? "," : "    const long long", i, i);
    }
    if (tile)
        pp_str_add(b, ";\n");
    if (!tile && !cg_names(body, "bbmm_t"))
        pp_str_add(b, "    (void)bbmm_t; /* no tile bound in its boxes */\n");
    if (!cg_names(body, "bbmm_sp"))
        pp_str_add(b, "    (void)bbmm_sp; /* no box */\n");
    pp_str_add(b, body);
    pp_str_add(b, "    return bbmm_s;\n}\n\n");
}

/* Append the tile-box function of nest "k" of region "r" (paper Fig. 6),
 * preceded by its span function when it has spans (evaluated on the
 * tile's cell, see model.h).  Each names only the constants its boxes
 * use, and isl's conditions are printed with "a && b" parenthesized
 * inside "||" (print.c), so they compile without warnings. */
void cg_box_fn(pp_str *b, const pp_region *r, int ri, int k)
{
    const pp_nest *n = &r->nests[k];
    pp_str body = {0};
    int i;
    if (cg_has_spans(n)) {
        pp_str_add(b, "/* Allocation spans: what the tile's cell touches over every serial iteration. */\n");
        for (i = 0; i < n->narrays; i++)
            cg_box_calls(&body, &n->arrays[i].span, i, "span", r, n);
        cg_box_fn_out(b, r, ri, k, "spans", pp_str_get(&body));
        b->oom |= body.oom;
        pp_str_free(&body);
        memset(&body, 0, sizeof(body));
    }
    pp_str_add(b, "/* The boxes of one tile (bbmm_t) in the current serial iteration. */\n");
    for (i = 0; i < n->narrays; i++) {
        cg_box_calls(&body, &n->arrays[i].init, i, "access", r, n);
        cg_box_calls(&body, &n->arrays[i].flowout, i, "flowout", r, n);
        cg_box_calls(&body, &n->arrays[i].writeout, i, "writeout", r, n);
    }
    if (cg_has_spans(n)) {
        pp_str_add(&body, "    if (bbmm_s == BBMM_OK) bbmm_s = ");
        cg_prefix(&body, ri, k);
        pp_str_add(&body, "_spans(bbmm_user, bbmm_spec_cell(bbmm_sp), bbmm_sp);\n");
    }
    cg_box_fn_out(b, r, ri, k, "boxes", pp_str_get(&body));
    b->oom |= body.oom;
    pp_str_free(&body);
}

/* ---- the host side of a region -------------------------------------- */

/* Append, at "level", the run of nest "n" described in bbmm_n: bbmm_run,
 * the paper's tile loop (Fig. 9: per tile, its boxes, placement, launch
 * and coherency), written out at the top of include/bbmm/tile.h. */
static void cg_tile_loop(pp_str *b, const pp_nest *n, int level)
{
    cg_indent(b, level);
    pp_str_addf(b, "bbmm_pp_check(bbmm_ctx, bbmm_run(bbmm_ctx, &bbmm_n), \"nest %s\");\n", n->name);
}

/* Whether "n", the body of a nest's innermost band loop, holds a loop: a
 * point of the band then touches as many elements as the loop runs
 * (gemm's k), else a bounded number (blackscholes: bbmm_nest.stream). */
static int cg_has_loop(const pp_node *n)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return 1;
    case PP_NODE_IF:
        return cg_has_loop(n->u.cond.then_node) || cg_has_loop(n->u.cond.else_node);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (cg_has_loop(n->u.block.v[i]))
                return 1;
        return 0;
    default:
        return 0;
    }
}

/* Append, at file scope, bbmm_rR_nK_nest: the parts of nest "k"'s
 * descriptor that every run shares (names, kernel, box function, shape of
 * the work-groups, coarsening).  A run copies it and adds what changes. */
void cg_nest_template(cg *g, pp_str *b, const pp_region *r, int ri, int k)
{
    const pp_nest *n = &r->nests[k];
    const char *file = n->root && n->root->loc.file ? n->root->loc.file : g->path;
    const char *base = file ? strrchr(file, '/') : NULL;
    int line = n->root && n->root->loc.line > 0 ? n->root->loc.line : r->pragma.line;
    int i, wg = 0;
    pp_str_add(b, "static const bbmm_nest ");
    cg_prefix(b, ri, k);
    pp_str_addf(b, "_nest = {\n    .name = \"%s\", .where = \"", n->name);
    cg_escaped(b, base ? base + 1 : file ? file : "?"); /* for messages: where the nest is */
    pp_str_addf(b, ":%d\",\n    .source = ", line);
    cg_prefix(b, ri, k);
    pp_str_add(b, "_src, .kernel = \"");
    cg_prefix(b, ri, k);
    pp_str_addf(b, "\",\n    .narrays = %d, .nscalars = %d,\n", n->narrays,
                r->nparams + n->nhost + n->nscalars);
    for (i = 0; i < n->nband; i++)
        wg |= n->workgroup[i] != 0;
    if (wg) {
        pp_str_add(b, "    .workgroup = {");
        for (i = 0; i < n->nband; i++)
            pp_str_addf(b, "%s%lld", i ? ", " : "", n->workgroup[i]);
        pp_str_add(b, n->nband ? "}," : "},\n");
    }
    if (n->sweep) /* one work-group runs the serial loops too (cg_sweep) */
        pp_str_add(b, "    .sweep = 1,\n");
    else if (n->nband) /* the kernel is coarsened (cg_kernel) */
        pp_str_addf(b, "%s.coarsen = %s,\n", wg ? " " : "    ",
                    pp_writes_guarded(n->band[n->nband - 1]->u.loop.body) ? "BBMM_COARSEN_RUNS" : "BBMM_COARSEN_STRIDED");
    if (n->nhost) /* in serial loops: it runs again and again */
        pp_str_add(b, "    .recurs = 1,");
    if (n->nband && !n->sweep && !cg_has_loop(n->band[n->nband - 1]->u.loop.body))
        pp_str_add(b, n->nhost ? " .stream = 1,\n" : "    .stream = 1,\n");
    else if (n->nhost)
        pp_str_add(b, "\n");
    pp_str_add(b, "    .boxes = ");
    cg_prefix(b, ri, k);
    pp_str_add(b, "_boxes,\n};\n\n");
}

/* Append "bbmm_pp_box(N, (const int64_t[]){lo, hi, ...})" of the bounds
 * "lo" and "hi" of "nd" dimensions. */
static void cg_box_value(pp_str *b, int nd, char *const *lo, char *const *hi)
{
    int i;
    pp_str_addf(b, "bbmm_pp_box(%d, (const int64_t[]){", nd);
    for (i = 0; i < nd; i++)
        pp_str_addf(b, "%s%s, %s", i ? ", " : "", lo[i], hi[i]);
    pp_str_add(b, "})");
}

/* Append the run of nest "k": its argument struct from the current
 * values, its descriptor (bbmm_rR_nK_nest and what changes from run to
 * run) and its tile loop. */
static void cg_nest_run(cg *g, pp_str *b, const pp_region *r, int ri, int k, int level)
{
    const pp_nest *n = &r->nests[k];
    int i, own, na = r->nparams + n->nhost + n->nscalars;
    (void)g;
    cg_indent(b, level);
    pp_str_add(b, "if (");
    pp_str_add(b, n->space_guard ? n->space_guard : "1");
    pp_str_add(b, ") {\n");
    cg_indent(b, level + 1);
    cg_prefix(b, ri, k);
    pp_str_add(b, "_args bbmm_u = {");
    for (i = 0; i < r->nparams; i++)
        pp_str_addf(b, "%s.%s = (long long)(%s)", i ? ", " : "", r->params[i].name, r->params[i].name);
    for (i = 0; i < n->nhost; i++)
        pp_str_addf(b, "%s.%s = (long long)(%s)", r->nparams + i ? ", " : "", n->host[i]->u.loop.iter,
                    n->host[i]->u.loop.iter);
    for (i = 0; i < n->nscalars; i++) {
        const char *s = r->scalars[n->scalars[i]].name;
        pp_str_addf(b, "%s.%s = %s", r->nparams + n->nhost + i ? ", " : "", s, s);
    }
    pp_str_add(b, na ? "};\n" : "0};\n");
    cg_indent(b, level + 1);
    pp_str_addf(b, "bbmm_kernel_arg bbmm_karg[%d] = {", na + 1);
    for (i = 0; i < na; i++) {
        const char *s = i < r->nparams                ? r->params[i].name
                        : i < r->nparams + n->nhost ? n->host[i - r->nparams]->u.loop.iter
                                                      : r->scalars[n->scalars[i - r->nparams - n->nhost]].name;
        pp_str_addf(b, "%s{sizeof(bbmm_u.%s), &bbmm_u.%s}", i ? ", " : "", s, s);
    }
    pp_str_add(b, na ? "};\n" : "{0, 0}};\n");
    for (i = 0; i < n->narrays && n->arrays[i].array == i; i++)
        ;
    own = i < n->narrays;
    if (own) { /* its slots are not the region's first arrays in order */
        cg_indent(b, level + 1);
        pp_str_addf(b, "bbmm_array bbmm_slot[%d] = {", n->narrays);
        for (i = 0; i < n->narrays; i++)
            pp_str_addf(b, "%sbbmm_a[%d]", i ? ", " : "", n->arrays[i].array);
        pp_str_add(b, "};\n");
    }
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_nest bbmm_n = bbmm_pp_nest(&");
    cg_prefix(b, ri, k);
    pp_str_addf(b, "_nest, %s, bbmm_karg, &bbmm_u);\n", own ? "bbmm_slot" : "bbmm_a");
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_n.space = ");
    if (n->nband) {
        cg_box_value(b, n->nband, n->space_lo, n->space_hi);
        pp_str_add(b, ";\n");
        cg_indent(b, level + 1);
        pp_str_add(b, "bbmm_n.cover = ");
        cg_box_value(b, n->nband, n->cover_lo, n->cover_hi);
    } else {
        pp_str_add(b, "bbmm_pp_box(1, (const int64_t[]){0, 0})");
    }
    pp_str_add(b, ";\n");
    for (i = 0; i < n->nband; i++)
        if (n->tile[i]) {
            cg_indent(b, level + 1);
            pp_str_addf(b, "bbmm_n.tile[%d] = %s;\n", i, n->tile[i]);
        }
    cg_tile_loop(b, n, level + 1);
    cg_indent(b, level);
    pp_str_add(b, "}\n");
}

/* Append the host code of node "n": host loops and ifs as C, nests as
 * tile loops. */
static void cg_host(cg *g, pp_str *b, const pp_region *r, int ri, const pp_node *n, int level)
{
    int i;
    if (n->nest >= 0) {
        cg_nest_run(g, b, r, ri, n->nest, level);
        return;
    }
    switch (n->kind) {
    case PP_NODE_FOR:
        cg_indent(b, level);
        cg_for_head(g, b, r, n, 0);
        pp_str_add(b, " {\n");
        cg_host(g, b, r, ri, n->u.loop.body, level + 1);
        cg_indent(b, level);
        pp_str_add(b, "}\n");
        break;
    case PP_NODE_IF:
        cg_indent(b, level);
        pp_str_add(b, "if (");
        cg_expr(g, b, r, n->u.cond.cond, 0);
        pp_str_add(b, ") {\n");
        cg_host(g, b, r, ri, n->u.cond.then_node, level + 1);
        cg_indent(b, level);
        pp_str_add(b, "}\n");
        if (n->u.cond.else_node) {
            cg_indent(b, level);
            pp_str_add(b, "else {\n");
            cg_host(g, b, r, ri, n->u.cond.else_node, level + 1);
            cg_indent(b, level);
            pp_str_add(b, "}\n");
        }
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            cg_host(g, b, r, ri, n->u.block.v[i], level);
        break;
    case PP_NODE_ASSIGN:
        if (n->u.assign.stmt < 0) {
            /* A host-evaluated scalar (model.h, pp_scalar). */
            cg_indent(b, level);
            cg_expr(g, b, r, n->u.assign.lhs, 0);
            pp_str_addf(b, " %s ", n->u.assign.op);
            cg_expr(g, b, r, n->u.assign.rhs, 0);
            pp_str_add(b, ";\n");
            break;
        }
        /* fall through */
    default:
        pp_warning(g->diag, n->loc, "statement outside every parallel nest: region left as sequential code");
        g->failed = 1;
        break;
    }
}

/* Return nonzero when "n" holds a loop whose iterator the user declared
 * outside the region; with "live", one the user's code may read after the
 * region (not pp_node loop.dead_after). */
static int cg_has_outer_iter(const pp_node *n, int live)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return (!n->u.loop.declared && !(live && n->u.loop.dead_after)) || cg_has_outer_iter(n->u.loop.body, live);
    case PP_NODE_IF:
        return n->u.cond.stmt < 0 &&
               (cg_has_outer_iter(n->u.cond.then_node, live) || cg_has_outer_iter(n->u.cond.else_node, live));
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (cg_has_outer_iter(n->u.block.v[i], live))
                return 1;
        return 0;
    default:
        return 0;
    }
}

/* The iterators declared outside the region, of the loops of a region's
 * source tree, by name: the code giving them C's values after the region
 * keeps a flag per name (bbmm_iv_set[k]: its final value is found). */
typedef struct cg_ivars {
    const char *name[64];
    pp_ctype type[64]; /* its loops' iterator type */
    int n, over; /* over: more names than fit */
    int temps;   /* temporaries made so far (their names' numbers) */
} cg_ivars;

/* Index of iterator "name" in "v", added when new; -1 past its room. */
static int cg_ivar(cg_ivars *v, const char *name)
{
    int i;
    for (i = 0; i < v->n; i++)
        if (!strcmp(v->name[i], name))
            return i;
    if (v->n == (int)(sizeof(v->name) / sizeof(v->name[0]))) {
        v->over = 1;
        return -1;
    }
    v->name[v->n] = name;
    return v->n++;
}

/* Add the outer-declared iterators of the loops of "n" to "v". */
static void cg_ivars_of(cg_ivars *v, const pp_node *n)
{
    int i;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        if (!n->u.loop.declared && (i = cg_ivar(v, n->u.loop.iter)) >= 0)
            v->type[i] = n->u.loop.ctype;
        cg_ivars_of(v, n->u.loop.body);
        break;
    case PP_NODE_IF:
        if (n->u.cond.stmt < 0) {
            cg_ivars_of(v, n->u.cond.then_node);
            cg_ivars_of(v, n->u.cond.else_node);
        }
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            cg_ivars_of(v, n->u.block.v[i]);
        break;
    default:
        break;
    }
}

/* Append the C condition "every outer-declared iterator of the loops of
 * "n" (and of loop "self" when not NULL) has its final value". */
static void cg_ivars_all_set(pp_str *b, cg_ivars *v, const pp_node *n, const char *self)
{
    cg_ivars sub;
    int i, first = 1;
    memset(&sub, 0, sizeof(sub));
    if (self)
        (void)cg_ivar(&sub, self);
    cg_ivars_of(&sub, n);
    for (i = 0; i < sub.n; i++) {
        pp_str_addf(b, "%sbbmm_iv_set[%d]", first ? "" : " && ", cg_ivar(v, sub.name[i]));
        first = 0;
    }
    if (first)
        pp_str_add(b, "1");
}

static void cg_iter_search(cg *g, pp_str *b, const pp_region *r, cg_ivars *v, const pp_node *n, int level);

/* Append the code for loop "n", reached now (the loops and conditions
 * around it hold their values at the latest iteration that reaches it and
 * was not searched yet): unless every iterator it and the loops inside it
 * set is found already, its header runs its iterations without the body;
 * the value past its end (its start when it runs none) is its iterator's,
 * when not found before (bbmm_iv_v<k>, given to the variable at the end);
 * the loops inside are searched from its last iteration backwards until
 * each of their iterators was found (C leaves in an iterator what the
 * last execution of a loop over it left, which need not be in the last
 * iteration of the loops around: "if (i == 0) for (j ...)", an LU's inner
 * loops that are empty when k is last).  The user's variables are only
 * written here, never read before the region wrote them. */
static void cg_iter_loop(cg *g, pp_str *b, const pp_region *r, cg_ivars *v, const pp_node *n, int level)
{
    const char *it = n->u.loop.iter, *ty = pp_ctype_c(n->u.loop.ctype);
    int k = v->temps++, self = n->u.loop.declared ? -1 : cg_ivar(v, it), body = cg_has_outer_iter(n->u.loop.body, 0);
    cg_indent(b, level);
    pp_str_add(b, "if (!(");
    cg_ivars_all_set(b, v, n->u.loop.body, n->u.loop.declared ? NULL : it);
    pp_str_add(b, ")) {\n");
    cg_indent(b, level + 1);
    if (n->u.loop.declared)
        pp_str_addf(b, "%s ", ty);
    pp_str_addf(b, "%s = ", it);
    cg_expr(g, b, r, n->u.loop.init, 0);
    pp_str_add(b, ";\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "if (");
    cg_expr(g, b, r, n->u.loop.cond, 0);
    pp_str_add(b, ") {\n");
    if (body) {
        cg_indent(b, level + 2);
        pp_str_addf(b, "const %s bbmm_iv_first%d = %s;\n", ty, k, it);
    }
    cg_indent(b, level + 2);
    pp_str_addf(b, "do\n%*s%s += %lld;\n", 4 * (level + 3), "", it, n->u.loop.step);
    cg_indent(b, level + 2);
    pp_str_add(b, "while (");
    cg_expr(g, b, r, n->u.loop.cond, 0);
    pp_str_add(b, ");\n");
    if (self >= 0) {
        cg_indent(b, level + 2);
        pp_str_addf(b, "if (!bbmm_iv_set[%d])\n", self);
        cg_indent(b, level + 3);
        pp_str_addf(b, "bbmm_iv_v%d = %s, bbmm_iv_set[%d] = 1;\n", self, it, self);
    }
    if (body) {
        cg_indent(b, level + 2);
        pp_str_add(b, "for (;;) { /* its iterations from the last */\n");
        cg_indent(b, level + 3);
        pp_str_addf(b, "%s -= %lld;\n", it, n->u.loop.step);
        cg_iter_search(g, b, r, v, n->u.loop.body, level + 3);
        cg_indent(b, level + 3);
        pp_str_addf(b, "if (%s == bbmm_iv_first%d || (", it, k);
        cg_ivars_all_set(b, v, n->u.loop.body, NULL);
        pp_str_add(b, "))\n");
        cg_indent(b, level + 4);
        pp_str_add(b, "break;\n");
        cg_indent(b, level + 2);
        pp_str_add(b, "}\n");
    }
    cg_indent(b, level + 1);
    pp_str_add(b, "}");
    if (self >= 0) {
        pp_str_addf(b, " else if (!bbmm_iv_set[%d]) {\n", self);
        cg_indent(b, level + 2);
        pp_str_addf(b, "bbmm_iv_v%d = %s, bbmm_iv_set[%d] = 1;\n", self, it, self);
        cg_indent(b, level + 1);
        pp_str_add(b, "}");
    }
    pp_str_add(b, "\n");
    cg_indent(b, level);
    pp_str_add(b, "}\n");
}

/* Append the search of "n", reached now: a block's statements from its
 * last (within one iteration the last loop over an iterator sets it), a
 * condition's taken branch, a loop as cg_iter_loop says. */
static void cg_iter_search(cg *g, pp_str *b, const pp_region *r, cg_ivars *v, const pp_node *n, int level)
{
    int i;
    if (!cg_has_outer_iter(n, 0))
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        cg_iter_loop(g, b, r, v, n, level);
        break;
    case PP_NODE_IF:
        cg_indent(b, level);
        pp_str_add(b, "if (");
        cg_expr(g, b, r, n->u.cond.cond, 0);
        pp_str_add(b, ") {\n");
        cg_iter_search(g, b, r, v, n->u.cond.then_node, level + 1);
        cg_indent(b, level);
        pp_str_add(b, "}");
        if (cg_has_outer_iter(n->u.cond.else_node, 0)) {
            pp_str_add(b, " else {\n");
            cg_iter_search(g, b, r, v, n->u.cond.else_node, level + 1);
            cg_indent(b, level);
            pp_str_add(b, "}");
        }
        pp_str_add(b, "\n");
        break;
    case PP_NODE_BLOCK:
        for (i = n->u.block.n - 1; i >= 0; i--)
            cg_iter_search(g, b, r, v, n->u.block.v[i], level);
        break;
    default:
        break;
    }
}

/* Append, for the loops of "n" whose iterators the user declared outside
 * the region (at indentation "level"), the code that gives those
 * iterators the values C's loops leave in them: kernels run the
 * iterations, not the user's variables.  Nonzero when there are more such
 * iterators than it keeps flags for (the region then runs as written). */
static int cg_iter_values(cg *g, pp_str *b, const pp_region *r, const pp_node *n, int level)
{
    cg_ivars v;
    int i;
    memset(&v, 0, sizeof(v));
    cg_ivars_of(&v, n);
    if (v.over)
        return 1;
    cg_indent(b, level);
    pp_str_addf(b, "{\n");
    cg_indent(b, level + 1);
    pp_str_addf(b, "unsigned char bbmm_iv_set[%d] = {0}; /* ", v.n);
    for (i = 0; i < v.n; i++)
        pp_str_addf(b, "%s%s", i ? ", " : "", v.name[i]);
    pp_str_add(b, ": found */\n");
    for (i = 0; i < v.n; i++) {
        cg_indent(b, level + 1);
        pp_str_addf(b, "%s bbmm_iv_v%d = 0;\n", pp_ctype_c(v.type[i]), i);
    }
    cg_iter_search(g, b, r, &v, n, level + 1);
    for (i = 0; i < v.n; i++) {
        cg_indent(b, level + 1);
        pp_str_addf(b, "if (bbmm_iv_set[%d])\n", i);
        cg_indent(b, level + 2);
        pp_str_addf(b, "%s = bbmm_iv_v%d;\n", v.name[i], i);
    }
    cg_indent(b, level);
    pp_str_add(b, "}\n");
    return 0;
}

/* Append "(void)&f;" for every user function the expressions "e" call: its
 * calls now run in kernels, and a static function the host no longer
 * calls must not make -Wunused-function fail the build. */
static void cg_mark_expr_funcs(cg *g, pp_str *b, const pp_expr *e)
{
    int i;
    if (!e)
        return;
    if (e->kind == PP_EXPR_CALL && e->index >= 0)
        pp_str_addf(b, "    (void)&%s;\n", g->m->funcs[e->index].name);
    for (i = 0; i < e->nargs; i++)
        cg_mark_expr_funcs(g, b, e->args[i]);
}

/* Append "(void)&f;" for the user functions the statements of "r" call. */
static void cg_mark_funcs(cg *g, pp_str *b, const pp_region *r)
{
    int i;
    for (i = 0; i < r->nstmts; i++) {
        const pp_node *n = r->stmts[i].node;
        if (n->kind == PP_NODE_ASSIGN)
            cg_mark_expr_funcs(g, b, n->u.assign.rhs);
        else if (n->kind == PP_NODE_DECL)
            cg_mark_expr_funcs(g, b, n->u.decl.init);
        else if (n->kind == PP_NODE_IF)
            cg_mark_expr_funcs(g, b, n->u.cond.cond);
        else if (n->kind == PP_NODE_CALL)
            cg_mark_expr_funcs(g, b, n->u.call.expr);
    }
}

/* Append the allocation of expansion "a" (expand.c): its extents in
 * bbmm_xe_<name>, its elements at <name> (NULL where the region runs on
 * the host: a region run thousands of times, NPB LU's blts, would
 * otherwise allocate and free its copies on every run for nothing). */
static void cg_expansion_alloc(pp_str *b, const pp_array *a)
{
    int d;
    pp_str_addf(b, "    int64_t bbmm_xe_%s[%d];\n", a->name, a->ndim);
    for (d = 0; d < a->ndim; d++)
        pp_str_addf(b, "    bbmm_xe_%s[%d] = (int64_t)(%s);\n", a->name, d, a->extent[d]);
    /* none on the host's path: it runs the region as written */
    pp_str_addf(b, "    %s *%s = bbmm_pr.host ? NULL : (%s *)bbmm_pp_xalloc(bbmm_xe_%s, %d, sizeof(%s), &bbmm_room);\n",
                a->elem_type, a->name, a->elem_type, a->name, a->ndim, a->elem_type);
}

/* Append, for region "r" run on the host as written while a data scope
 * may keep its arrays, the calls that bring them to the host first
 * ("to_host") or make the devices drop their copies after: the host's
 * values win.  After it, only the arrays it writes: those it only reads
 * hold the values the devices hold (an update of the host keeps a table's
 * block, bbmm/rowblock.h); but where it writes through a table, every
 * array, since the rows it wrote may lie in any of them.  A region left as
 * "sequential" code has no gather to find its tables' rows (the host path
 * of a region has: bbmm_pp_rows_sync, bbmm_pp_rows_host): for them, all
 * the thread's kept memory. */
void cg_host_sync(pp_str *b, const pp_region *r, int to_host, int sequential)
{
    int i, rows_written = 0, all = 0;
    for (i = 0; i < r->narrays; i++)
        rows_written |= r->arrays[i].jagged && r->arrays[i].written;
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->expansion_of || a->in_region) /* an array declared in the region: not there yet */
            continue;
        if (!to_host && !a->written && !a->expanded_to && !rows_written) /* (an expanded one: written as written) */
            continue;
        if (a->jagged && sequential && all++)
            continue; /* (once for all of them) */
        if (a->jagged && sequential) { /* its rows may lie anywhere: in an array a data scope keeps
                                          (rows[i] = D[i]), in another table's kept block (bbmm/rowblock.h);
                                          no gather finds them (the host path's does): all of them */
            pp_str_addf(b, " bbmm_pp_sync(%d, (const void *)1, UINT64_MAX, \"region %s left as sequential code\");",
                        to_host, r->name);
            continue;
        }
        if (a->jagged) { /* its rows: never registered, but a data scope may keep the table's block: an
                            update of the table is one of all its rows (bbmm/rowblock.h) */
            pp_str_addf(b, " bbmm_pp_sync(%d, (const void *)(%s), 1, \"region %s on the host\");", to_host,
                        pp_array_c(a), r->name);
            continue;
        }
        int d;
        /* every kept array sharing its bytes ("A" and a pointer "A + 3"
         * another region registered) */
        pp_str_addf(b, " bbmm_pp_sync(%d, %s%s, ", to_host, a->scalar ? "&" : "", pp_array_c(a));
        if (a->scalar)
            pp_str_addf(b, "sizeof(%s)", pp_array_c(a));
        else {
            pp_str_add(b, "bbmm_pp_xbytes((const int64_t[]){");
            for (d = 0; d < a->ndim; d++)
                pp_str_addf(b, "%s%s", d ? ", " : "", a->extent[d]);
            pp_str_addf(b, "}, %d, sizeof(%s))", a->ndim, a->elem_type);
        }
        pp_str_addf(b, ", \"region %s on the host\");", r->name);
    }
}

/* Nonzero when region "r" has expanded arrays (expand.c). */
static int cg_expands(const pp_region *r)
{
    int i;
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            return 1;
    return 0;
}

/* Nonzero when region "r" uses a struct member as an array, reads an
 * array element where it starts (pp_param.element), or reaches an array
 * through a pointer beside another array (pp_array.pointer): arrays the
 * analysis takes as distinct that may share memory. */
static int cg_has_members(const pp_region *r)
{
    int i, ptr = 0, other = 0;
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->c_expr)
            return 1;
        if (a->expansion_of || a->jagged)
            continue;
        if (a->pointer)
            ptr = 1;
        other += !a->scalar;
    }
    if (ptr && other >= 2)
        return 1;
    for (i = 0; i < r->nparams; i++)
        if (r->params[i].element)
            return 1;
    return 0;
}

/* Append "bbmm_alias", nonzero when a struct member that region "r" uses
 * as an array overlaps another of its arrays in memory ("p->v" and "q->v"
 * with p == q), or an element it reads where it starts (its parameters
 * "grid_points[0]") overlaps an array it writes: the analysis took them as
 * distinct, so the region then runs on the host as written. */
static void cg_member_alias(pp_str *b, const pp_region *r)
{
    int i, d, k = 0, n = r->narrays + r->nparams;
    pp_str_addf(b, "    const char *bbmm_lo[%d];\n    uint64_t bbmm_sz[%d];\n    unsigned char bbmm_mem[%d];\n", n,
                n, n);
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->expansion_of || a->jagged) /* rows: bbmm_pp_rows_alias */
            continue;
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, "    bbmm_ext[%d] = bbmm_pp_extent((int64_t)(%s));\n", d, a->extent[d]);
        pp_str_addf(b, "    bbmm_lo[%d] = (const char *)(const void *)%s(%s);\n", k, a->scalar ? "&" : "",
                    pp_array_c(a));
        pp_str_addf(b, "    bbmm_sz[%d] = bbmm_pp_xbytes(bbmm_ext, %d, sizeof(%s));\n", k, a->ndim, a->elem_type);
        pp_str_addf(b, "    bbmm_mem[%d] = %d;\n", k++,
                    (a->c_expr != NULL) | (a->written ? 4 : 0) | (a->pointer && !a->scalar ? 8 : 0));
    }
    for (i = 0; i < r->nparams; i++) {
        const pp_param *x = &r->params[i];
        if (!x->element)
            continue;
        pp_str_addf(b, "    bbmm_lo[%d] = (const char *)(const void *)&(%s);\n", k, x->c_expr);
        pp_str_addf(b, "    bbmm_sz[%d] = sizeof(%s);\n", k, x->c_expr);
        pp_str_addf(b, "    bbmm_mem[%d] = 2;\n", k++);
    }
    /* (on the host as written, the overlaps do not matter) */
    pp_str_addf(b, "    int bbmm_alias = !bbmm_pr.host && bbmm_pp_alias(bbmm_lo, bbmm_sz, bbmm_mem, %d);\n", k);
}

/* Append the room of the expansions of region "r" (as much memory as its
 * other arrays take, plus 16 MiB) and their allocation. */
static void cg_expansion_room(pp_str *b, const pp_region *r)
{
    int i, d;
    pp_str_add(b, "    uint64_t bbmm_room = (uint64_t)16 << 20;\n");
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->expansion_of)
            continue;
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, "    bbmm_ext[%d] = bbmm_pp_extent((int64_t)(%s));\n", d, a->extent[d]);
        pp_str_addf(b, "    bbmm_pp_xroom(&bbmm_room, bbmm_ext, %d, sizeof(%s));\n", a->ndim, a->elem_type);
    }
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            cg_expansion_alloc(b, &r->arrays[i]);
}

/* Nonzero when region "r" has tables of pointers to rows (jagged.c). */
static int cg_jagged(const pp_region *r)
{
    int i;
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].jagged)
            return 1;
    return 0;
}

/* Append the message region "r" prints (once per thread) when it runs on
 * the host as written: its struct members overlap other arrays
 * ("bbmm_alias"), rows of its tables of pointers overlap ("bbmm_rows_alias"),
 * or its expanded copies do not fit. */
static void cg_fallback_told(pp_str *b, const pp_region *r)
{
    static const char neg[] = "a subscript of a table of pointers to rows may be negative for these parameters",
                      nomem[] = "there is no memory to gather the rows of its tables of pointers",
                      rows[] = "rows it reaches through a table of pointers share memory with another row or array, "
                               "one of them written (a row it writes, or an array it writes holding a row it reads)",
                      room[] = "the expanded copies of its temporary arrays would take more memory than its other "
                               "arrays";
    const char *flag[6], *why[6], *part[3];
    char assumed[560], alias[400];
    int n = 0, k, np = 0, i, members = 0, pointers = 0, elements = 0;
    size_t at = 0;
    snprintf(assumed, sizeof(assumed), "for these parameters %s", pp_assumed_why(r));
    for (i = 0; i < r->narrays; i++) {
        members |= r->arrays[i].c_expr != NULL;
        pointers |= r->arrays[i].pointer && !r->arrays[i].scalar && !r->arrays[i].jagged;
    }
    for (i = 0; i < r->nparams; i++)
        elements |= r->params[i].element;
    if (members)
        part[np++] = "a struct member it uses as an array overlaps another of its arrays in memory";
    if (pointers)
        part[np++] = "arrays it reaches through pointers share memory with another of its arrays (one of them "
                     "written, or from different first elements)";
    if (elements)
        part[np++] = "an element it reads where it starts overlaps an array it writes";
    alias[0] = '\0';
    for (k = 0; k < np && at < sizeof(alias); k++) {
        int w = snprintf(alias + at, sizeof(alias) - at, "%s%s", !k ? "" : k == np - 1 ? ", or " : ", ", part[k]);
        at += w > 0 ? (size_t)w : 0;
    }
    if (r->assumed) {
        flag[n] = "!bbmm_assumed";
        why[n++] = assumed;
    }
    if (cg_has_members(r)) {
        flag[n] = "bbmm_alias";
        why[n++] = alias;
    }
    if (cg_jagged(r)) {
        flag[n] = "bbmm_rows_neg";
        why[n++] = neg;
        flag[n] = "bbmm_rows.failed";
        why[n++] = nomem;
        flag[n] = "bbmm_rows_alias";
        why[n++] = rows;
    }
    if (cg_expands(r)) {
        flag[n] = NULL;
        why[n++] = room;
    }
    pp_str_add(b, "        if (!bbmm_pr.host && !bbmm_told) {\n            bbmm_told = 1;\n            fprintf(stderr, ");
    for (k = 0; k < n; k++) {
        if (k < n - 1)
            pp_str_addf(b, "%s ? ", flag[k]);
        pp_str_addf(b, "\"bbmm: region %s: %s: it runs on the host as written\\n\"", r->name, why[k]);
        if (k < n - 1)
            pp_str_add(b, " : ");
    }
    pp_str_add(b, ");\n        }\n");
}

/* Append, for region "r" with tables of pointers to rows, their blocks
 * and, unless it runs on the host, their gathered rows and the check that
 * no row it may write shares memory with another ("bbmm_rows_alias"). */
static void cg_jagged_gather(pp_str *b, const pp_region *r)
{
    int i, d;
    pp_str_add(b, "    /* tables of pointers to rows: on the devices' path, the rows the region may access are gathered "
                  "into one block each */\n    bbmm_pp_rows bbmm_rows = {0};\n");
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (!a->jagged)
            continue;
        pp_str_addf(b, "    int64_t bbmm_je_%s[%d] = {", a->name, a->ndim);
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, "%sbbmm_pp_extent((int64_t)(%s))", d ? ", " : "", a->extent[d]);
        pp_str_addf(b, "};\n    %s *%s = NULL;\n", a->elem_type, a->block);
    }
    pp_str_add(b, "    const int bbmm_rows_neg = 0");
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].negative)
            pp_str_addf(b, " || (%s)", r->arrays[i].negative);
    pp_str_add(b, "; /* a subscript of theirs may be negative */\n");
    /* inside a data scope the rows may lie in a kept array: gathered once
     * to find them (on the host's path too), then again once the arrays
     * holding them are up to date on the host */
    pp_str_add(b, "    const int bbmm_scoped = bbmm_pick_scope_open(bbmm_default_context_made());\n"
                  "    const int bbmm_gather = (!bbmm_pr.host && !bbmm_rows_neg) || bbmm_scoped;\n"
                  "    for (int bbmm_pass = 0; bbmm_gather && bbmm_pass <= bbmm_scoped; bbmm_pass++) {\n"
                  "        if (bbmm_pass)\n            bbmm_pp_rows_sync(&bbmm_rows, 1);\n");
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->expansion_of)
            continue;
        if (a->jagged) {
            pp_str_addf(b,
                        "        if (!%s)\n            %s = (%s *)bbmm_pp_rows_block_for(&bbmm_rows, (const void *)(%s), %s, "
                        "bbmm_je_%s, %d, sizeof(%s), !bbmm_pr.host);\n",
                        a->block, a->block, a->elem_type, pp_array_c(a),
                        a->who && !a->unlisted ? a->who : "-1", /* (-1: no scope keeps its block) */
                        a->name, a->ndim, a->elem_type);
            pp_str_addf(b, "        if (%s) { /* %s */\n%s        }\n", a->block, pp_array_c(a), a->gather);
            continue;
        }
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, "        bbmm_ext[%d] = bbmm_pp_extent((int64_t)(%s));\n", d, a->extent[d]);
        pp_str_addf(b,
                    "        bbmm_pp_rows_add(&bbmm_rows, %d, (const void *)%s(%s), NULL, bbmm_pp_xbytes(bbmm_ext, %d, "
                    "sizeof(%s)), %d);\n",
                    i + 1, a->scalar ? "&" : "", pp_array_c(a), a->ndim, a->elem_type, a->written != 0);
    }
    pp_str_add(b, "    }\n    const int bbmm_rows_alias = !bbmm_pr.host && (bbmm_rows_neg || bbmm_pp_rows_alias(&bbmm_rows));\n");
}

/* Append, with "blocks", the free of the blocks of region "r" (jagged.c),
 * and with "rows" that of the records of its rows (inside a data scope,
 * after the devices drop the copies of the arrays holding rows it may
 * have written). */
static void cg_jagged_free(pp_str *b, const pp_region *r, int level, int blocks, int rows)
{
    int i;
    for (i = 0; i < r->narrays; i++)
        if (blocks && r->arrays[i].jagged) { /* (a data scope's stays with it: bbmm/rowblock.h) */
            cg_indent(b, level);
            pp_str_addf(b, "bbmm_pp_rows_block_free(&bbmm_rows, %s, %d);\n", r->arrays[i].block, !rows);
        }
    if (blocks && !rows) { /* on the host as written: the rows current first */
        cg_indent(b, level);
        pp_str_add(b, "bbmm_pp_rows_host(&bbmm_rows);\n");
    }
    if (!rows)
        return;
    cg_indent(b, level);
    pp_str_add(b, "if (bbmm_scoped)\n");
    cg_indent(b, level + 1);
    pp_str_add(b, "bbmm_pp_rows_sync(&bbmm_rows, 0);\n");
    cg_indent(b, level);
    pp_str_add(b, "bbmm_pp_rows_free(&bbmm_rows);\n");
}

/* Append the start of a region that may run on the host as written: when
 * a struct member it uses as an array overlaps another of its arrays
 * (cg_member_alias), or when the expanded copies of its temporary arrays
 * do not fit (cg_expansion_room); "else" then opens the device version. */
static void cg_fallback_begin(cg *g, pp_str *b, const pp_region *r)
{
    int i, other = cg_has_members(r) || cg_expands(r) || cg_jagged(r) || r->assumed;
    if (cg_has_members(r))
        cg_member_alias(b, r);
    if (cg_expands(r))
        cg_expansion_room(b, r);
    if (cg_jagged(r))
        cg_jagged_gather(b, r);
    pp_str_add(b, "    if (bbmm_pr.host");
    if (r->assumed)
        pp_str_add(b, " || !bbmm_assumed");
    if (cg_has_members(r))
        pp_str_add(b, " || bbmm_alias");
    if (cg_jagged(r))
        pp_str_add(b, " || bbmm_rows_alias");
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            pp_str_addf(b, " || !%s", r->arrays[i].name);
    pp_str_add(b, ") { /* on the host as written */\n");
    if (other)
        pp_str_add(b, "        static __thread int bbmm_told; /* once per thread: regions may run in several */\n");
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            pp_str_addf(b, "        free(%s);\n", r->arrays[i].name);
    if (cg_jagged(r))
        cg_jagged_free(b, r, 2, 1, 0);
    if (other)
        cg_fallback_told(b, r);
    /* a data scope open (here or in a caller's file) may keep the arrays */
    pp_str_add(b, "        const int bbmm_kept = bbmm_pick_scope_open(bbmm_default_context_made());\n");
    pp_str_add(b, "        if (bbmm_kept) {");
    cg_host_sync(b, r, 1, 0);
    pp_str_add(b, " }\n");
    cg_line(b, r->pragma.line, g->path);
    cg_sequential(b, g->text, r->begin_offset, r->end_offset);
    pp_str_add(b, "\n    if (bbmm_kept) {");
    cg_host_sync(b, r, 0, 0);
    pp_str_add(b, " }");
    if (cg_jagged(r)) {
        pp_str_add(b, "\n");
        cg_jagged_free(b, r, 1, 0, 1);
    }
    pp_str_add(b, "\n    bbmm_pr.host = 1;\n    bbmm_pp_picked(&bbmm_pick_, &bbmm_pr);\n    } else {\n");
}

/* Append the copy of the final values of the array that "a" expands
 * (from the iteration whose writes are final) and the free of "a". */
static void cg_expansion_final(pp_str *b, const pp_region *r, const pp_array *a)
{
    const pp_array *o = &r->arrays[a->expansion_of - 1];
    int d, k, ne = a->nexp;
    pp_str_addf(b, "    if (%s) { /* %s after the region: the values of its last writes, in %s */\n", a->last_guard,
                pp_array_c(o), a->name);
    pp_str_addf(b, "        int64_t bbmm_w[%d], bbmm_o, bbmm_x;\n", o->ndim);
    for (d = 0; d < o->ndim; d++)
        pp_str_addf(b, "        for (bbmm_w[%d] = (int64_t)(%s); bbmm_w[%d] <= (int64_t)(%s); bbmm_w[%d] += %lld)\n", d,
                    a->wlo[d], d, a->whi[d], d, a->wstep ? a->wstep[d] : 1LL);
    pp_str_add(b, "        {\n            bbmm_x = 0;\n");
    for (k = 0; k < ne; k++)
        pp_str_addf(b, "            bbmm_x = bbmm_x * bbmm_xe_%s[%d] + (int64_t)(%s);\n", a->name, k, a->last[k]);
    pp_str_add(b, "            bbmm_o = 0;\n");
    for (d = 0; d < o->ndim; d++) {
        pp_str_addf(b, "            bbmm_x = bbmm_x * bbmm_xe_%s[%d] + bbmm_w[%d];\n", a->name, ne + d, d);
        pp_str_addf(b, "            bbmm_o = bbmm_o * (int64_t)(%s) + bbmm_w[%d];\n", o->extent[d], d);
    }
    pp_str_addf(b, "            ((%s *)(void *)%s(%s))[bbmm_o] = %s[bbmm_x];\n        }\n    }\n", o->elem_type,
                o->scalar ? "&" : "", pp_array_c(o), a->name);
    pp_str_addf(b, "    free(%s);\n", a->name);
}

/* Append the declaration of expansion "a" (array "ai") as a scratch array:
 * no read of it gets a value from before the region (expand.c), and after
 * it the host reads only the elements of the iteration whose writes are
 * final (cg_expansion_final), so the runtime neither reads it in nor
 * writes back the rest. */
static void cg_expansion_scratch(pp_str *b, const pp_array *a, int ai)
{
    int d, k, ne = a->nexp;
    pp_str_addf(b, "    { /* %s: an expanded temporary, only its last writes read after the region */\n", a->name);
    pp_str_addf(b, "        bbmm_box bbmm_k = bbmm_bb_empty(%d);\n", a->ndim);
    if (a->last_guard) {
        pp_str_addf(b, "        if (%s) {\n", a->last_guard);
        for (k = 0; k < ne; k++)
            pp_str_addf(b, "            bbmm_k.lo[%d] = bbmm_k.hi[%d] = (int64_t)(%s);\n", k, k, a->last[k]);
        for (d = 0; d + ne < a->ndim; d++)
            pp_str_addf(b, "            bbmm_k.lo[%d] = (int64_t)(%s);\n            bbmm_k.hi[%d] = (int64_t)(%s);\n",
                        ne + d, a->wlo[d], ne + d, a->whi[d]);
        pp_str_add(b, "        }\n");
    }
    pp_str_addf(b,
                "        bbmm_pp_check(bbmm_ctx, bbmm_array_scratch(bbmm_ctx, bbmm_a[%d], &bbmm_k), \"array %s\");\n"
                "    }\n",
                ai, a->name);
}

/* Append the declarations of the struct members region "r" reads (its
 * synthetic parameters and read-only scalars with a C expression): each
 * read once, where the region starts, into a constant of its type. */
static void cg_members(pp_str *b, const pp_region *r)
{
    int i;
    for (i = 0; i < r->nparams; i++)
        if (r->params[i].synthetic)
            pp_str_addf(b, "    const %s %s = (%s);\n", r->params[i].c_type, r->params[i].name, r->params[i].c_expr);
    for (i = 0; i < r->nscalars; i++)
        if (r->scalars[i].c_expr)
            pp_str_addf(b, "    const %s %s = (%s);\n", r->scalars[i].type, r->scalars[i].name, r->scalars[i].c_expr);
}

/* Append the bytes of the arrays of region "r" (only those it writes when
 * "written"; only its tables of pointers to rows when "jagged") as a C
 * expression of type double. */
static void cg_bytes(pp_str *b, const pp_region *r, int written, int jagged)
{
    int i, d, n = 0;
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        if (a->expansion_of || (written && !a->written) || (jagged && !a->jagged))
            continue;
        pp_str_addf(b, "%s(double)sizeof(%s)", n++ ? " + " : "", a->elem_type);
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, " * (double)bbmm_pp_extent((int64_t)(%s))", a->extent[d]);
    }
    if (!n)
        pp_str_add(b, "0.0");
}

/* Append the choice between the devices and the host as written
 * (bbmm/pick.h) for a run of region "r": its estimate and bbmm_pr. */
static void cg_pick(pp_str *b, const pp_region *r)
{
    const char *work = r->work ? r->work : "-1.0", *runs = r->runs ? r->runs : "0.0";
    int i;
    if (r->assumed) /* build.c: bld_assumptions */
        pp_str_addf(b, "    const int bbmm_assumed = %s; /* else %s */\n", r->assumed, pp_assumed_why(r));
    pp_str_addf(b, "    static bbmm_pick bbmm_pick_;\n    const bbmm_cost bbmm_cost_ = {\n        .work = %s%s,",
                r->assumed ? "!bbmm_assumed ? 0.0 : " : "", work);
    if (r->work_serial && strcmp(r->work_serial, "0.0"))
        pp_str_addf(b, "\n        .serial = %s,", r->work_serial);
    if (r->work_sweep && strcmp(r->work_sweep, "0.0"))
        pp_str_addf(b, "\n        .sweep = %s,", r->work_sweep);
    pp_str_addf(b, "%s.runs = %s,\n        .bytes_in = ", strlen(work) + strlen(runs) < 120 ? " " : "\n        ", runs);
    cg_bytes(b, r, 0, 0);
    pp_str_add(b, ",\n        .bytes_out = ");
    cg_bytes(b, r, 1, 0);
    for (i = 0; i < r->narrays && !r->arrays[i].jagged; i++)
        ;
    if (i < r->narrays) { /* the host's copies of their rows on the devices' path: in, and back */
        pp_str_add(b, ",\n        .rows = ");
        cg_bytes(b, r, 0, 1);
        pp_str_add(b, " + ");
        cg_bytes(b, r, 1, 1);
    }
    pp_str_add(b, "};\n    bbmm_pick_run bbmm_pr = bbmm_pp_pick(&bbmm_pick_, &bbmm_cost_);\n");
}

/* Append the code replacing region "ri": register the arrays, run the host
 * loops and nests, write back and unregister. */
void cg_region(cg *g, pp_str *b, const pp_region *r, int ri)
{
    static const char ext[] = "    int64_t bbmm_ext[8];\n";
    size_t at;
    int i, d;
    pp_str_addf(b, "{ /* bbmm region %s: generated by bbmm-pp */\n", r->name);
    pp_str_addf(b, "    bbmm_array bbmm_a[%d];\n", r->narrays > 0 ? r->narrays : 1);
    at = b->len;
    pp_str_add(b, ext); /* taken out below where nothing uses it */
    for (i = 0; i < r->narrays; i++) { /* one object for the iterations that declare their own */
        const pp_array *a = &r->arrays[i];
        if (!a->in_region)
            continue;
        pp_str_addf(b, "    %s %s", a->elem_type, a->name);
        for (d = 0; d < a->ndim; d++)
            pp_str_addf(b, "[(%s) > 0 ? (%s) : 1]", a->extent[d], a->extent[d]);
        pp_str_addf(b, "; /* declared inside the region, line %d */\n", a->decl.line);
    }
    cg_members(b, r);
    cg_pick(b, r);
    cg_fallback_begin(g, b, r);
    /* the statement instances it runs: the devices that work pays for start
     * (BBMM_START) */
    pp_str_add(b, "    bbmm_context *bbmm_ctx = bbmm_pp_context_for(bbmm_cost_.work);\n");
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        pp_str_addf(b, "    bbmm_pp_check(bbmm_ctx, bbmm_array_register(bbmm_ctx, (void *)%s(%s), sizeof(%s), %d, ",
                    a->scalar ? "&" : "", a->jagged ? a->block : pp_array_c(a), a->elem_type, a->ndim);
        if (a->ndim < 1)
            pp_str_add(b, "bbmm_ext");
        if (a->jagged) /* its block's, which a data scope may have grown */
            pp_str_addf(b, "bbmm_je_%s", a->name);
        for (d = 0; d < a->ndim && !a->jagged; d++) /* the extents */
            pp_str_addf(b, "%sbbmm_pp_extent((int64_t)(%s))%s", d ? ", " : "(const int64_t[]){", a->extent[d],
                        d + 1 < a->ndim ? "" : "}");
        pp_str_addf(b, ", \"%s\", &bbmm_a[%d]), \"array %s\");\n", pp_array_c(a), i, pp_array_c(a));
        if (a->unlisted || a->scalar || a->expansion_of) /* not for "#pragma bbmm data" alone to keep */
            pp_str_addf(b, "    bbmm_pp_check(bbmm_ctx, bbmm_array_unlisted(bbmm_ctx, bbmm_a[%d]), \"array %s\");\n", i,
                        pp_array_c(a));
        if (a->jagged) /* its block is a copy for this run, or a data scope's */
            pp_str_addf(b,
                        "    bbmm_pp_check(bbmm_ctx, bbmm_pp_rows_transient(bbmm_ctx, &bbmm_rows, %s, bbmm_a[%d]), "
                        "\"array %s\");\n",
                        a->block, i, pp_array_c(a));
    }
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of)
            cg_expansion_scratch(b, &r->arrays[i], i);
    if (r->narrays > 1) { /* also two names a data scope found kept as one array */
        pp_str_addf(b, "    bbmm_pp_check(bbmm_ctx, bbmm_pp_disjoint(bbmm_ctx, bbmm_a, %d, (const char *const[]){", r->narrays);
        for (i = 0; i < r->narrays; i++)
            pp_str_addf(b, "%s\"%s\"", i ? ", " : "", pp_array_c(&r->arrays[i]));
        pp_str_add(b, "}, \"");
        for (i = 0; i < r->narrays; i++) /* which it only reads: those may be one memory */
            pp_str_add(b, r->arrays[i].written ? "w" : "r");
        pp_str_add(b, "\"), \"arrays\");\n");
    } else {
        pp_str_add(b, "    bbmm_pp_check(bbmm_ctx, bbmm_arrays_check_disjoint(bbmm_ctx), \"arrays\");\n");
    }
    for (i = 0; i < r->nlocals; i++)
        if (r->locals[i].outer && (!r->locals[i].promoted || r->locals[i].expanded) && cg_first_named(r, i))
            pp_str_addf(b, "    (void)&%s; /* private to the devices' work-items, dead after the region */\n",
                        r->locals[i].name);
    cg_mark_funcs(g, b, r);
    cg_host(g, b, r, ri, r->root, 1);
    if (cg_has_outer_iter(r->source, 1)) { /* none when the code after the region reads none */
        pp_str_add(b, "    /* the values the region's loops leave in their iterators, as in C */\n");
        if (cg_iter_values(g, b, r, r->source, 1)) {
            pp_warning(g->diag, r->pragma, "more than 64 loop iterators declared outside the region: region left as "
                                        "sequential code");
            g->failed = 1;
        }
    }
    for (i = 0; i < r->narrays; i++)
        pp_str_addf(b, "    bbmm_pp_check(bbmm_ctx, bbmm_array_unregister(bbmm_ctx, bbmm_a[%d]), \"array %s\");\n",
                    i, pp_array_c(&r->arrays[i]));
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].scatter)
            pp_str_addf(b, "    if (bbmm_pp_rows_own(&bbmm_rows, %s)) { /* %s: the rows the region may write, back from its block */\n%s    }\n",
                        r->arrays[i].block, pp_array_c(&r->arrays[i]), r->arrays[i].scatter);
    if (cg_jagged(r))
        cg_jagged_free(b, r, 1, 1, 1);
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].expansion_of && r->arrays[i].last_guard)
            cg_expansion_final(b, r, &r->arrays[i]);
        else if (r->arrays[i].expansion_of)
            pp_str_addf(b, "    free(%s);\n", r->arrays[i].name);
    pp_str_add(b, "    bbmm_pp_picked(&bbmm_pick_, &bbmm_pr);\n    }\n}\n");
    if (!b->oom && !strstr(b->s + at + sizeof(ext) - 1, "bbmm_ext")) { /* the extents went inline */
        memmove(b->s + at, b->s + at + sizeof(ext) - 1, b->len - at - (sizeof(ext) - 1) + 1);
        b->len -= sizeof(ext) - 1;
    }
}
