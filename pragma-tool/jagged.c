/* pragma-tool/jagged.c - tables of pointers to rows.
 *
 * NPB's MG builds "double ***u" level by level: u[k] is a table of
 * pointers, u[k][j] a row of its own malloc().  The runtime moves boxes of
 * arrays whose elements lie in one block, so on the devices' path the
 * generated code gathers such an array into one block first and registers
 * that:
 *   - the elements the region may access are the union of the ranges of
 *     its accesses (the analysis' relations); where, for some values of
 *     the parameters, a subscript may be negative (a row is read from its
 *     pointer on), the region runs as written for those values
 *     ("negative");
 *   - the block has, in each dimension, the largest subscript the region
 *     may use plus one (0 when it uses none);
 *   - "gather": for each row the region may access (a point of the
 *     accessed elements' projection on every subscript but the last), the
 *     elements from its first to its last accessed one are copied into
 *     the block (pp.h, bbmm_pp_row_in, which also records the row's bytes
 *     for the check that no row the region writes shares memory with
 *     another row or array, bbmm_pp_rows_alias); the copy reads only
 *     memory of rows the program itself reads or writes there;
 *   - "scatter", after the region: the same for the elements it may
 *     write, from the block back into the rows.
 * The loops over the rows are isl's AST of the projection, printed here.
 * The block is a copy for one run of the region: no data scope keeps it
 * (bbmm_array_transient).  On the host's path nothing is gathered: the
 * region runs as written, on the rows.
 *
 * A pointer whose first extent nothing gives ("double *x", "double
 * (*u)[m]": pp_array inferred) takes the same first extent, the largest
 * first subscript plus one, and the same "negative" condition; it is
 * registered where it points, as an array.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <isl/ast_build.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "internal.h"

/* isl operations for the loops over the rows of one set: past it, the
 * loops are made piece by piece (jg_rows). */
#define JG_MAX_OPS 200000ul

typedef struct jg {
    pp_model *m;
    pp_region *r;
    const pp_array *a;
    int ai;
    int back;               /* printing the scatter */
    const char *who;        /* the array's number in the rows' check (bbmm_pp_row_in), or
                               -1 where its table is that of a->snapshot_of */
    isl_pw_aff *lo, *hi;    /* of a row: its first and last element */
    int ntext;
    char *text[64];         /* the statements at the AST's leaves */
    int failed;
    unsigned long max_ops;  /* the region's budget */
} jg;

/* The elements of array "a" that relation "rel" (S_k[i] -> A[x]) reaches,
 * added to "*out". */
static isl_stat jg_collect(__isl_take isl_map *rel, void *user)
{
    void **u = user;
    const pp_array *a = u[0];
    isl_set **out = u[1];
    const char *name = isl_map_get_tuple_name(rel, isl_dim_out);
    if (name && !strcmp(name, a->name)) {
        isl_set *x = isl_map_range(rel);
        *out = *out ? isl_set_union(*out, x) : x;
        return *out ? isl_stat_ok : isl_stat_error;
    }
    isl_map_free(rel);
    return isl_stat_ok;
}

/* The elements of "a" the relations "acc" reach, within the region's
 * context (NULL on error; empty when none). */
static isl_set *jg_elements(pp_region *r, const pp_array *a, __isl_keep isl_union_map *acc)
{
    isl_set *out = NULL;
    void *u[2] = {(void *)a, &out};
    if (isl_union_map_foreach_map(acc, jg_collect, u) < 0) {
        isl_set_free(out);
        return NULL;
    }
    if (!out) {
        isl_space *sp = isl_space_set_alloc(isl_set_get_ctx(r->context), 0, (unsigned)a->ndim);
        out = isl_set_empty(isl_space_set_tuple_name(sp, isl_dim_set, a->name));
    }
    out = isl_set_intersect_params(out, isl_set_copy(r->context));
    return isl_set_coalesce(out);
}

/* The statement at a leaf of the loops over the rows: copy row x of the
 * elements lo .. hi (a domain of the AST, "build"). */
static __isl_give isl_ast_node *jg_leaf(__isl_take isl_ast_node *node, __isl_keep isl_ast_build *build, void *user)
{
    jg *g = user;
    const pp_array *a = g->a;
    isl_map *s = isl_map_from_union_map(isl_ast_build_get_schedule(build));
    isl_pw_multi_aff *at = isl_pw_multi_aff_from_map(isl_map_reverse(s));
    isl_pw_aff *lo = isl_pw_aff_pullback_pw_multi_aff(isl_pw_aff_copy(g->lo), isl_pw_multi_aff_copy(at));
    isl_pw_aff *hi = isl_pw_aff_pullback_pw_multi_aff(isl_pw_aff_copy(g->hi), isl_pw_multi_aff_copy(at));
    pp_str row = {0}, flat = {0}, t = {0};
    isl_ast_expr *e;
    int d, n = a->ndim;
    for (d = 0; d < n - 1; d++) {
        e = isl_ast_build_expr_from_pw_aff(build, isl_pw_multi_aff_get_pw_aff(at, d));
        if (!e)
            g->failed = 1;
        pp_str_add(&row, "[");
        pp_print_ast_expr(&row, e);
        pp_str_add(&row, "]");
        if (d) { /* ((x0) * e1 + (x1)) * e2 + ... */
            pp_str w = {0};
            pp_str_addf(&w, "(%s) * bbmm_je_%s[%d] + ", pp_str_get(&flat), a->name, d);
            pp_str_free(&flat);
            flat = w;
        }
        pp_str_add(&flat, "(");
        pp_print_ast_expr(&flat, e);
        pp_str_add(&flat, ")");
        isl_ast_expr_free(e);
    }
    e = isl_ast_build_expr_from_pw_aff(build, lo);
    pp_str_add(&t, "bbmm_lo = ");
    pp_print_ast_expr(&t, e);
    isl_ast_expr_free(e);
    e = isl_ast_build_expr_from_pw_aff(build, hi);
    pp_str_add(&t, ", bbmm_hi = ");
    pp_print_ast_expr(&t, e);
    isl_ast_expr_free(e);
    pp_str_add(&t, ";\n");
    if (g->back)
        pp_str_addf(&t, "bbmm_pp_row_out(&(%s)%s[bbmm_lo], &%s[(%s) * bbmm_je_%s[%d] + bbmm_lo], bbmm_hi - bbmm_lo + 1, "
                        "sizeof(%s));\n",
                    pp_array_c(a), pp_str_get(&row), a->block, pp_str_get(&flat), a->name, n - 1, a->elem_type);
    else
        pp_str_addf(&t, "bbmm_pp_row_in(&bbmm_rows, %s, &(%s)%s[bbmm_lo], &%s[(%s) * bbmm_je_%s[%d] + bbmm_lo], "
                        "bbmm_hi - bbmm_lo + 1, sizeof(%s), %d);\n",
                    g->who, pp_array_c(a), pp_str_get(&row), a->block, pp_str_get(&flat), a->name, n - 1,
                    a->elem_type, a->written != 0);
    if (row.oom || flat.oom || t.oom || g->ntext == (int)(sizeof(g->text) / sizeof(g->text[0])))
        g->failed = 1;
    else
        node = isl_ast_node_set_annotation(node, isl_id_alloc(isl_ast_node_get_ctx(node), "bbmm_row",
                                                              (void *)(intptr_t)g->ntext));
    if (!g->failed)
        g->text[g->ntext++] = pp_str_to_arena(&t, g->m->arena);
    pp_str_free(&row);
    pp_str_free(&flat);
    pp_str_free(&t);
    isl_pw_multi_aff_free(at);
    return node;
}

static void jg_indent(pp_str *b, int level)
{
    int i;
    for (i = 0; i < level; i++)
        pp_str_add(b, "    ");
}

/* Append the C text of AST "node" (loops over the rows) at "level". */
static void jg_print(jg *g, pp_str *b, __isl_keep isl_ast_node *node, int level)
{
    switch (isl_ast_node_get_type(node)) {
    case isl_ast_node_for: {
        isl_ast_expr *it = isl_ast_node_for_get_iterator(node), *init = isl_ast_node_for_get_init(node);
        isl_ast_node *body = isl_ast_node_for_get_body(node);
        jg_indent(b, level);
        if (isl_ast_node_for_is_degenerate(node) == isl_bool_true) {
            pp_str_add(b, "{\n");
            jg_indent(b, level + 1);
            pp_str_add(b, "const int64_t ");
            pp_print_ast_expr(b, it);
            pp_str_add(b, " = ");
            pp_print_ast_expr(b, init);
            pp_str_add(b, ";\n");
        } else {
            isl_ast_expr *cond = isl_ast_node_for_get_cond(node), *inc = isl_ast_node_for_get_inc(node);
            pp_str_add(b, "for (int64_t ");
            pp_print_ast_expr(b, it);
            pp_str_add(b, " = ");
            pp_print_ast_expr(b, init);
            pp_str_add(b, "; ");
            pp_print_ast_expr(b, cond);
            pp_str_add(b, "; ");
            pp_print_ast_expr(b, it);
            pp_str_add(b, " += ");
            pp_print_ast_expr(b, inc);
            pp_str_add(b, ") {\n");
            isl_ast_expr_free(cond);
            isl_ast_expr_free(inc);
        }
        jg_print(g, b, body, level + 1);
        jg_indent(b, level);
        pp_str_add(b, "}\n");
        isl_ast_expr_free(it);
        isl_ast_expr_free(init);
        isl_ast_node_free(body);
        break;
    }
    case isl_ast_node_if: {
        isl_ast_expr *c = isl_ast_node_if_get_cond(node);
        isl_ast_node *t = isl_ast_node_if_get_then_node(node);
        jg_indent(b, level);
        pp_str_add(b, "if (");
        pp_print_ast_expr(b, c);
        pp_str_add(b, ") {\n");
        jg_print(g, b, t, level + 1);
        jg_indent(b, level);
        pp_str_add(b, "}\n");
        if (isl_ast_node_if_has_else_node(node) == isl_bool_true) {
            isl_ast_node *e = isl_ast_node_if_get_else_node(node);
            jg_indent(b, level);
            pp_str_add(b, "else {\n");
            jg_print(g, b, e, level + 1);
            jg_indent(b, level);
            pp_str_add(b, "}\n");
            isl_ast_node_free(e);
        }
        isl_ast_expr_free(c);
        isl_ast_node_free(t);
        break;
    }
    case isl_ast_node_block: {
        isl_ast_node_list *l = isl_ast_node_block_get_children(node);
        int i, n = l ? (int)isl_ast_node_list_n_ast_node(l) : 0;
        for (i = 0; i < n; i++) {
            isl_ast_node *c = isl_ast_node_list_get_at(l, i);
            jg_print(g, b, c, level);
            isl_ast_node_free(c);
        }
        if (!l)
            g->failed = 1;
        isl_ast_node_list_free(l);
        break;
    }
    case isl_ast_node_mark: {
        isl_ast_node *c = isl_ast_node_mark_get_node(node);
        jg_print(g, b, c, level);
        isl_ast_node_free(c);
        break;
    }
    case isl_ast_node_user: {
        isl_id *id = isl_ast_node_get_annotation(node);
        intptr_t k = id ? (intptr_t)isl_id_get_user(id) : -1;
        const char *t, *nl;
        isl_id_free(id);
        if (k < 0 || k >= g->ntext) {
            g->failed = 1;
            break;
        }
        jg_indent(b, level);
        pp_str_add(b, "{\n");
        for (t = g->text[k]; *t; t = nl + 1) {
            nl = strchr(t, '\n');
            jg_indent(b, level + 1);
            if (!strncmp(t, "bbmm_lo", 7))
                pp_str_add(b, "const int64_t ");
            pp_str_addn(b, t, (size_t)(nl - t + 1));
        }
        jg_indent(b, level);
        pp_str_add(b, "}\n");
        break;
    }
    default:
        g->failed = 1;
        break;
    }
}

/* The C loops that copy, row by row, the elements "x" of "g->a" between
 * its rows and its block (NULL on error). */
static char *jg_rows_one(jg *g, __isl_take isl_set *x, unsigned long max_ops)
{
    int n = g->a->ndim, d;
    isl_ctx *ctx = isl_set_get_ctx(x);
    isl_map *rows = isl_map_move_dims(isl_map_from_range(x), isl_dim_in, 0, isl_dim_out, 0, (unsigned)(n - 1));
    isl_set *dom;
    isl_ast_build *build;
    isl_id_list *ids;
    isl_ast_node *tree;
    isl_map *sched;
    isl_pw_multi_aff *pma;
    pp_str b = {0};
    char *s = NULL;
    pp_isl_budget(g->m, max_ops); /* a budget of its own: the region's analysis spent its own */
    rows = isl_map_set_tuple_name(rows, isl_dim_in, "R");
    pma = isl_map_lexmin_pw_multi_aff(isl_map_copy(rows));
    g->lo = isl_pw_aff_coalesce(isl_pw_multi_aff_get_pw_aff(pma, 0));
    isl_pw_multi_aff_free(pma);
    pma = isl_map_lexmax_pw_multi_aff(isl_map_copy(rows));
    g->hi = isl_pw_aff_coalesce(isl_pw_multi_aff_get_pw_aff(pma, 0));
    isl_pw_multi_aff_free(pma);
    dom = isl_set_coalesce(isl_map_domain(rows));
    sched = isl_map_identity(isl_space_map_from_set(isl_set_get_space(dom)));
    sched = isl_map_reset_tuple_id(isl_map_intersect_domain(sched, dom), isl_dim_out);
    build = isl_ast_build_from_context(isl_set_copy(g->r->context));
    ids = isl_id_list_alloc(ctx, n);
    for (d = 0; d < n - 1; d++) {
        char name[32];
        snprintf(name, sizeof(name), "bbmm_r%d", d);
        ids = isl_id_list_add(ids, isl_id_alloc(ctx, name, NULL));
    }
    build = isl_ast_build_set_iterators(build, ids);
    build = isl_ast_build_set_at_each_domain(build, jg_leaf, g);
    g->ntext = 0;
    tree = isl_ast_build_node_from_schedule_map(build, isl_union_map_from_map(sched));
    isl_ast_build_free(build);
    if (tree && !g->failed)
        jg_print(g, &b, tree, g->back ? 2 : 3);
    isl_ast_node_free(tree);
    isl_pw_aff_free(g->lo);
    isl_pw_aff_free(g->hi);
    g->lo = g->hi = NULL;
    if (tree && !g->failed && !b.oom)
        s = pp_str_to_arena(&b, g->m->arena);
    pp_str_free(&b);
    return s;
}

static isl_stat jg_piece(__isl_take isl_basic_set *b, void *user)
{
    isl_set_list **l = user;
    *l = isl_set_list_add(*l, isl_set_from_basic_set(b));
    return *l ? isl_stat_ok : isl_stat_error;
}

static isl_stat jg_div(__isl_take isl_basic_set *b, void *user)
{
    isl_size n = isl_basic_set_dim(b, isl_dim_div);
    isl_basic_set_free(b);
    *(int *)user |= n != 0;
    return isl_stat_ok;
}

/* jg_rows_one() of "x"; when "x" is a union of strided pieces (MG's
 * interp: isl's AST of their rows is past any budget, and isl does not
 * free everything when a budget runs out inside it), or when that is too
 * complex for isl's budget, of each of its pieces in turn: elements in
 * several pieces are copied once per piece, to the same place
 * (bbmm_pp_rows_alias counts them once). */
static char *jg_rows(jg *g, __isl_take isl_set *x)
{
    isl_ctx *ctx = isl_set_get_ctx(x);
    isl_set_list *l;
    pp_str b = {0};
    char *s = NULL;
    int i, n, divs = 0;
    if (isl_set_n_basic_set(x) > 1 && isl_set_foreach_basic_set(x, jg_div, &divs) < 0)
        divs = 1;
    if (!divs) {
        s = jg_rows_one(g, isl_set_copy(x), JG_MAX_OPS);
        if (s || isl_ctx_last_error(ctx) != isl_error_quota) {
            isl_set_free(x);
            return s;
        }
    }
    pp_isl_budget(g->m, g->max_ops);
    isl_ctx_reset_error(ctx);
    g->failed = 0;
    l = isl_set_list_alloc(ctx, 8);
    if (isl_set_foreach_basic_set(x, jg_piece, &l) < 0)
        l = isl_set_list_free(l);
    isl_set_free(x);
    n = l ? (int)isl_set_list_n_set(l) : -1;
    for (i = 0; i < n; i++) {
        char *t = jg_rows_one(g, isl_set_list_get_at(l, i), g->max_ops);
        if (!t) {
            n = -1;
            break;
        }
        pp_str_add(&b, t);
    }
    isl_set_list_free(l);
    if (n >= 0 && !b.oom)
        s = pp_str_to_arena(&b, g->m->arena);
    pp_str_free(&b);
    return s;
}

/* The first reference to array "ai" of "r" (where a message points). */
static pp_loc jg_where(const pp_region *r, int ai)
{
    int i;
    for (i = 0; i < r->naccesses; i++)
        if (r->accesses[i].array == ai)
            return r->accesses[i].expr->loc;
    return r->arrays[ai].decl;
}

/* Describe jagged array "ai" of "r": extents, gather, scatter.  0, or -1
 * after an error. */
static int jg_array(pp_model *m, pp_region *r, int ai, pp_diag *diag)
{
    pp_array *a = &r->arrays[ai];
    isl_union_map *all = isl_union_map_union(isl_union_map_copy(r->reads), isl_union_map_copy(r->writes));
    isl_set *x = jg_elements(r, a, all), *w = jg_elements(r, a, r->writes);
    isl_ast_build *build = isl_ast_build_from_context(isl_set_copy(r->context));
    jg g;
    int d, rc = 0, errors = diag->errors;
    isl_union_map_free(all);
    memset(&g, 0, sizeof(g));
    g.m = m;
    g.r = r;
    g.a = a;
    g.ai = ai;
    g.max_ops = isl_ctx_get_max_operations(m->ctx);
    g.who = pp_printf(m->arena, "%d", ai + 1);
    for (d = 0; a->snapshot_of && d < r->narrays; d++)
        if (r->arrays[d].jagged && !strcmp(r->arrays[d].name, a->snapshot_of))
            g.who = pp_printf(m->arena, "(const void *)(%s) == (const void *)(%s) ? -1 : %d", pp_array_c(a),
                              pp_array_c(&r->arrays[d]), ai + 1);
    a->who = g.who;
    pp_isl_budget(m, g.max_ops);
    if (!x || !w || !build || !g.who)
        rc = -1;
    if (!rc) { /* parameters for which a subscript may be negative: the region runs as written */
        isl_set *neg = isl_set_empty(isl_set_get_space(r->context)), *pos = isl_set_copy(x);
        for (d = 0; d < (a->inferred ? 1 : a->ndim); d++) {
            isl_set *v = isl_set_upper_bound_si(isl_set_copy(x), isl_dim_set, (unsigned)d, -1);
            neg = isl_set_union(neg, isl_set_params(v));
            pos = isl_set_lower_bound_si(pos, isl_dim_set, (unsigned)d, 0);
        }
        neg = isl_set_coalesce(isl_set_intersect(neg, isl_set_copy(r->context)));
        switch (isl_set_is_empty(neg)) {
        case isl_bool_false:
            if (!(a->negative = pp_set_to_c(m->arena, build, isl_set_copy(neg))))
                rc = -1;
            break;
        case isl_bool_true:
            break;
        default:
            rc = -1;
        }
        isl_set_free(neg);
        isl_set_free(x);
        x = isl_set_coalesce(pos);
        w = isl_set_intersect(w, isl_set_copy(x));
    }
    for (d = 0; d < (a->inferred ? 1 : a->ndim) && !rc; d++) {
        isl_pw_aff *hi = isl_set_dim_max(isl_set_copy(x), d);
        hi = isl_pw_aff_union_max(hi, isl_pw_aff_val_on_domain(isl_set_copy(r->context),
                                                               isl_val_int_from_si(m->ctx, -1)));
        hi = isl_pw_aff_add(hi, isl_pw_aff_val_on_domain(isl_set_copy(r->context), isl_val_one(m->ctx)));
        if (!(a->extent[d] = pp_pw_aff_to_c(m->arena, build, hi)))
            rc = -1;
    }
    isl_ast_build_free(build);
    if (a->inferred) { /* a pointer: registered where it points, no copy */
        if (!rc && a->negative) { /* where a subscript may be negative the host runs it as written */
            r->assumed = r->assumed ? pp_printf(m->arena, "(%s) && !(%s)", r->assumed, a->negative)
                                    : pp_printf(m->arena, "!(%s)", a->negative);
            r->assumed_text = r->assumed_text ? pp_printf(m->arena, "%s, and not %s", r->assumed_text, a->negative)
                                              : pp_printf(m->arena, "not %s", a->negative);
            r->below = 1;
            a->negative = NULL;
            rc = !r->assumed || !r->assumed_text ? -1 : 0;
        }
    } else {
        a->block = rc ? NULL : pp_printf(m->arena, "bbmm_j_%s", a->name);
        if (!rc && !(a->gather = jg_rows(&g, isl_set_copy(x))))
            rc = -1;
        g.back = 1;
        if (!rc && a->written && !(a->scatter = jg_rows(&g, isl_set_copy(w))))
            rc = -1;
        if (!rc && !a->block)
            rc = -1;
    }
    isl_set_free(x);
    isl_set_free(w);
    pp_isl_budget(m, g.max_ops);
    if (rc && diag->errors == errors)
        pp_isl_error(m->ctx, diag, jg_where(r, ai));
    return rc;
}

/* The relations of "acc" (S_k[i] -> A[x]) into array "name", their range
 * renamed "bbmm_same", added to "u[1]". */
static isl_stat jg_pick(__isl_take isl_map *rel, void *user)
{
    void **u = user;
    isl_union_map **out = u[1];
    const char *name = isl_map_get_tuple_name(rel, isl_dim_out);
    if (!name || strcmp(name, (const char *)u[0])) {
        isl_map_free(rel);
        return isl_stat_ok;
    }
    *out = isl_union_map_add_map(*out, isl_map_set_tuple_name(rel, isl_dim_out, "bbmm_same"));
    return *out ? isl_stat_ok : isl_stat_error;
}

static isl_union_map *jg_pick_all(__isl_keep isl_union_map *acc, const char *name)
{
    isl_union_map *out = isl_union_map_empty(isl_union_map_get_space(acc));
    void *u[2] = {(void *)name, &out};
    if (isl_union_map_foreach_map(acc, jg_pick, u) < 0)
        return isl_union_map_free(out);
    return out;
}

/* Whether, in the order as written (r->schedule), no statement instance
 * reads an element of "rd" at subscripts where an earlier instance wrote
 * one of "wr": then, were the two one array, every read would see the
 * element as it was before the region.  (An instance reads before it
 * writes.) */
static isl_bool jg_snapshot_safe(pp_region *r, const pp_array *wr, const pp_array *rd)
{
    isl_union_map *w = jg_pick_all(r->writes, wr->name), *x = jg_pick_all(r->reads, rd->name), *later;
    isl_bool none;
    w = isl_union_map_apply_range(w, isl_union_map_reverse(x)); /* writer -> reader of the same subscripts */
    later = isl_union_map_lex_lt_union_map(isl_union_map_copy(r->schedule), isl_union_map_copy(r->schedule));
    w = isl_union_map_intersect_params(isl_union_map_intersect(w, later), isl_set_copy(r->context));
    none = isl_union_map_is_empty(w);
    isl_union_map_free(w);
    return none;
}

void pp_jagged_snapshots(pp_model *m, pp_region *r)
{
    unsigned long max = isl_ctx_get_max_operations(m->ctx);
    int i, k;
    if (r->too_complex || r->transformed || !r->reads || !r->writes || !r->schedule)
        return;
    for (i = 0; i < r->narrays; i++) {
        pp_array *a = &r->arrays[i];
        a->snapshot_of = NULL;
        if (!a->jagged || a->written)
            continue;
        for (k = 0; k < r->narrays && !a->snapshot_of; k++) {
            const pp_array *w = &r->arrays[k];
            if (k == i || !w->jagged || !w->written || w->ndim != a->ndim || strcmp(w->elem_type, a->elem_type))
                continue;
            pp_isl_budget(m, max);
            if (jg_snapshot_safe(r, w, a) == isl_bool_true)
                a->snapshot_of = w->name;
        }
    }
    pp_isl_budget(m, max);
}

int pp_jagged_region(pp_model *m, pp_region *r, pp_diag *d)
{
    int i;
    if (r->too_complex || !r->reads || !r->writes)
        return 0;
    for (i = 0; i < r->narrays; i++)
        if ((r->arrays[i].jagged || r->arrays[i].inferred) && jg_array(m, r, i, d))
            return -1;
    return 0;
}
