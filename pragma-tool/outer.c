/* pragma-tool/outer.c - the scalars declared outside a region that it
 * writes, in the isl model (build.c): each split into its webs (value-based
 * flow among its references), each web privatised to the most loops it
 * can be private to, and the webs that must live in memory promoted to a
 * one-element array (pp_scalar_array()).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <isl/flow.h>
#include <isl/space.h>

#include "internal.h"

/* ---- scalars declared outside the region (pp_scalar.outer) ------------- */

/* Return the map [S[i] -> R[]] -> S[i] of reference "a". */
static isl_map *bld_tagger(const pp_region *r, const pp_access *a)
{
    isl_set *dom = r->stmts[a->stmt].domain;
    isl_space *sp = isl_space_set_from_params(isl_space_params(isl_set_get_space(dom)));
    isl_set *tag = isl_set_universe(isl_space_set_tuple_name(sp, isl_dim_set, a->id));
    return isl_map_domain_map(isl_map_from_domain_and_range(isl_set_copy(dom), tag));
}

/* The value-based flow among references "acc[0..n)" of one scalar (their
 * relations a->rel; every write a must-source): the dependences, tagged,
 * in "*dep" (may be NULL) and the read instances with no source in the
 * region in "*nosrc".  Return 0 or -1. */
static int bld_scalar_flow(bld *b, const int *acc, int n, isl_union_map **dep, isl_union_map **nosrc)
{
    pp_region *r = b->r;
    isl_union_map *tr = isl_union_map_empty(isl_space_params(isl_map_get_space(r->accesses[acc[0]].rel)));
    isl_union_map *tw = isl_union_map_copy(tr), *ts = isl_union_map_copy(tr);
    isl_union_access_info *ai;
    isl_union_flow *f;
    int i;
    for (i = 0; i < n; i++) {
        const pp_access *a = &r->accesses[acc[i]];
        isl_map *tag = bld_tagger(r, a);
        isl_map *rel = isl_map_apply_range(isl_map_copy(tag), isl_map_copy(a->rel));
        ts = isl_union_map_add_map(ts, isl_map_apply_range(tag, isl_map_copy(r->stmts[a->stmt].schedule)));
        if (a->write)
            tw = isl_union_map_add_map(tw, isl_map_copy(rel));
        if (!a->write || a->read)
            tr = isl_union_map_add_map(tr, isl_map_copy(rel));
        isl_map_free(rel);
    }
    ai = isl_union_access_info_from_sink(tr);
    ai = isl_union_access_info_set_must_source(ai, tw);
    ai = isl_union_access_info_set_schedule_map(ai, ts);
    f = isl_union_access_info_compute_flow(ai);
    if (dep)
        *dep = isl_union_flow_get_must_dependence(f);
    *nosrc = isl_union_flow_get_may_no_source(f);
    isl_union_flow_free(f);
    return *nosrc && (!dep || *dep) ? 0 : -1;
}

/* Rebuild the relations of the references to local "l". */
static void bld_local_rels(bld *b, int l)
{
    pp_region *r = b->r;
    int i;
    for (i = 0; i < r->naccesses; i++) {
        pp_access *a = &r->accesses[i];
        if (a->array >= 0 || a->local != l)
            continue;
        isl_map_free(a->rel);
        a->rel = bld_access(b, a, r->stmts[a->stmt].domain, r->stmts[a->stmt].depth);
        if (!a->rel)
            b->failed = 1;
    }
}

/* Return the most loops that local "l" (one web, references "acc[0..n)",
 * every read with a source in the region) can be private to: every read
 * reads a value written in the same iteration of the loops its references
 * share; 0 when only the whole region is.  When "same" knows them (see
 * bld_same_iterations), that is the most loops around the web in whose
 * iterations each of its flow dependences (the last write before each
 * read, the scalar not privatised) stays: a read whose last write lies in
 * an earlier iteration of loop d has none before it in its own, and a read
 * with a write before it in its own iteration has its last write there
 * too.  Else each number of loops is tried, from the most, with the flow
 * of the web privatised to them. */
static int bld_private_depth(bld *b, int l, const int *acc, int n, const int *same)
{
    pp_region *r = b->r;
    const pp_stmt *s0 = &r->stmts[r->accesses[acc[0]].stmt];
    int c = s0->depth, i, d, known = 1;
    for (i = 1; i < n; i++) {
        const pp_stmt *s = &r->stmts[r->accesses[acc[i]].stmt];
        int k = 0;
        while (k < c && k < s->depth && s->loops[k] == s0->loops[k])
            k++;
        c = k;
    }
    for (i = 0; i < n; i++)
        known &= same[acc[i]] >= 0;
    for (i = 0; i < n && known; i++)
        if (same[acc[i]] < c)
            c = same[acc[i]];
    if (known)
        return c;
    for (d = c; d > 0; d--) {
        isl_union_map *nosrc = NULL;
        int empty;
        r->locals[l].depth = d;
        bld_local_rels(b, l);
        if (b->failed || bld_scalar_flow(b, acc, n, NULL, &nosrc)) {
            isl_union_map_free(nosrc);
            b->failed = 1;
            return 0;
        }
        empty = isl_union_map_is_empty(nosrc) == isl_bool_true;
        isl_union_map_free(nosrc);
        if (empty)
            return d;
    }
    return 0;
}

/* Return nonzero when a statement both writes and reads one of the
 * references "acc[0..n)" (of one scalar): "q = q + x" or "q += x".  The
 * read and the write then share their statement's instance, which isl's
 * dependence analysis cannot order: it makes the dependences of the read
 * possible ones, not definite, and bld_same_iterations, which reads the
 * definite ones, does not apply. */
static int bld_coscheduled(const pp_region *r, const int *acc, int n)
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            const pp_access *w = &r->accesses[acc[i]], *x = &r->accesses[acc[j]];
            if (w->write && x->stmt == w->stmt && (!x->write || x->read))
                return 1;
        }
    return 0;
}

typedef struct bld_webs {
    bld *b;
    int *up;   /* union-find over the region's references */
    int *same; /* per reference: the outer loops its dependences keep */
} bld_webs;

/* Record at both references of one tagged flow dependence (S[i] ->
 * S'[j]) of a scalar (every write a definite source, none in the statement
 * of a read: bld_coscheduled) how many of the loops its statements share
 * it keeps: i and j equal on them.  Each read instance with a source in
 * the region then has one dependence, from the last write before it. */
static isl_stat bld_same_iterations(__isl_take isl_map *map, void *user)
{
    bld_webs *w = user;
    pp_region *r = w->b->r;
    int src = pp_tag_index(isl_space_domain(isl_map_get_space(map)));
    int sink = pp_tag_index(isl_space_range(isl_map_get_space(map)));
    const pp_stmt *s, *t;
    isl_map *dep;
    int k = 0, c = 0;
    if (src < 0 || sink < 0 || src >= r->naccesses || sink >= r->naccesses) {
        isl_map_free(map);
        return isl_stat_error;
    }
    s = &r->stmts[r->accesses[src].stmt];
    t = &r->stmts[r->accesses[sink].stmt];
    while (c < s->depth && c < t->depth && s->loops[c] == t->loops[c])
        c++;
    dep = isl_map_domain_factor_domain(isl_map_range_factor_domain(map));
    for (k = 0; k < c && dep; k++) {
        isl_map *lt = isl_map_order_lt(isl_map_copy(dep), isl_dim_in, (unsigned)k, isl_dim_out, (unsigned)k);
        isl_map *gt = isl_map_order_gt(isl_map_copy(dep), isl_dim_in, (unsigned)k, isl_dim_out, (unsigned)k);
        isl_bool kept = isl_map_is_empty(lt);
        if (kept == isl_bool_true)
            kept = isl_map_is_empty(gt);
        isl_map_free(lt);
        isl_map_free(gt);
        if (kept < 0)
            dep = isl_map_free(dep);
        if (kept != isl_bool_true)
            break;
        dep = isl_map_equate(dep, isl_dim_in, (unsigned)k, isl_dim_out, (unsigned)k);
    }
    isl_map_free(dep);
    if (!dep && k < c)
        return isl_stat_error;
    if (k < w->same[src])
        w->same[src] = k;
    if (k < w->same[sink])
        w->same[sink] = k;
    return isl_stat_ok;
}

static int bld_root(int *up, int x)
{
    while (up[x] != x)
        x = up[x] = up[up[x]];
    return x;
}

/* Join the two references of one tagged flow dependence. */
static isl_stat bld_join(__isl_take isl_map *map, void *user)
{
    bld_webs *w = user;
    int src = pp_tag_index(isl_space_domain(isl_map_get_space(map)));
    int sink = pp_tag_index(isl_space_range(isl_map_get_space(map)));
    isl_map_free(map);
    if (src < 0 || sink < 0 || src >= w->b->r->naccesses || sink >= w->b->r->naccesses)
        return isl_stat_error;
    w->up[bld_root(w->up, src)] = bld_root(w->up, sink);
    return isl_stat_ok;
}

/* Mark in "*user" (an int per reference) the references of the tagged maps. */
static isl_stat bld_mark_refs(__isl_take isl_map *map, void *user)
{
    int *mark = user, k = pp_tag_index(isl_space_domain(isl_map_get_space(map)));
    isl_map_free(map);
    if (k >= 0)
        mark[k] = 1;
    return isl_stat_ok;
}

/* Return nonzero when "e" holds "&x" with x the expression "x". */
static int bld_addr_of(const pp_expr *e, const pp_expr *x)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ADDR && e->args[0] == x)
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (bld_addr_of(e->args[i], x))
            return 1;
    return 0;
}

/* Return nonzero when a reference to local "l" is an argument "&x" of a
 * call. */
static int bld_by_address(const pp_region *r, int l)
{
    int i;
    for (i = 0; i < r->naccesses; i++) {
        const pp_access *a = &r->accesses[i];
        const pp_node *n = r->stmts[a->stmt].node;
        if (a->array >= 0 || a->local != l)
            continue;
        if (n->kind == PP_NODE_CALL && bld_addr_of(n->u.call.expr, a->expr))
            return 1;
        if (n->kind == PP_NODE_ASSIGN && bld_addr_of(n->u.assign.rhs, a->expr))
            return 1;
        if (n->kind == PP_NODE_DECL && bld_addr_of(n->u.decl.init, a->expr))
            return 1;
    }
    return 0;
}

int pp_scalar_array(pp_model *m, pp_region *r, const pp_scalar *v)
{
    pp_array x;
    int k, cap = r->narrays;
    for (k = 0; k < r->narrays; k++)
        if (r->arrays[k].scalar && !strcmp(r->arrays[k].name, v->name))
            return k;
    memset(&x, 0, sizeof(x));
    x.name = v->name;
    x.elem_type = v->type;
    x.elem_ctype = v->ctype;
    x.ndim = 1;
    x.extent = pp_alloc(m->arena, sizeof(char *));
    x.scalar = 1;
    x.decl = v->loc;
    if (!x.extent || !(x.extent[0] = pp_strdup(m->arena, "1")) ||
        pp_vec_push(m->arena, &r->arrays, &r->narrays, &cap, sizeof(x), &x))
        return -1;
    return r->narrays - 1;
}

/* Turn the references to local "l" (a web of a scalar declared outside
 * the region) into references to element 0 of the one-element array
 * standing for its variable, added when new; "rels": rebuild their
 * relations.  Return 0 or -1 (out of memory). */
int bld_promote(bld *b, int l, int rels)
{
    pp_region *r = b->r;
    pp_scalar *v = &r->locals[l];
    int k = pp_scalar_array(b->m, r, v), i;
    if (k < 0)
        return -1;
    v->promoted = 1;
    for (i = 0; i < r->naccesses; i++) {
        pp_access *a = &r->accesses[i];
        pp_expr *e = a->expr, *z;
        if (a->array >= 0 || a->local != l)
            continue;
        z = pp_alloc(b->m->arena, sizeof(*z));
        e->args = pp_alloc(b->m->arena, sizeof(pp_expr *));
        if (!z || !e->args)
            return -1;
        memset(z, 0, sizeof(*z));
        z->kind = PP_EXPR_INT;
        z->loc = e->loc;
        z->text = pp_strdup(b->m->arena, "0");
        z->ctype = PP_CT_INT;
        z->index = -1;
        z->access = -1;
        if (!z->text)
            return -1;
        e->kind = PP_EXPR_ACCESS;
        e->index = k;
        e->nargs = 1;
        e->args[0] = z;
        a->array = k;
        a->local = -1;
        if (a->write)
            r->arrays[k].written = 1;
        if (!a->write || a->read)
            r->arrays[k].read = 1;
        if (rels) {
            isl_map_free(a->rel);
            a->rel = bld_access(b, a, r->stmts[a->stmt].domain, r->stmts[a->stmt].depth);
            if (!a->rel)
                b->failed = 1;
        }
    }
    return 0;
}

/* Model the scalars declared outside the region that it writes (locals
 * with "outer", at depth 0 so far): split each into its webs (the writes
 * and the reads their values reach: one local each, its own storage),
 * privatise each web to the loops it can be private to, and promote the
 * webs that must live in memory (pp_scalar). */
int bld_outer_locals(bld *b)
{
    pp_region *r = b->r;
    int n0 = r->nlocals, l, i, cap = r->nlocals, *acc, *up, *nosrc_ref, *same;
    acc = calloc((size_t)r->naccesses + 1, sizeof(int));
    up = calloc((size_t)r->naccesses + 1, sizeof(int));
    nosrc_ref = calloc((size_t)r->naccesses + 1, sizeof(int));
    same = calloc((size_t)r->naccesses + 1, sizeof(int));
    if (!acc || !up || !nosrc_ref || !same) {
        free(acc);
        free(up);
        free(nosrc_ref);
        free(same);
        return -1;
    }
    for (i = 0; i < r->naccesses; i++)
        same[i] = INT_MAX;
    for (l = 0; l < n0 && !b->failed; l++) {
        isl_union_map *dep = NULL, *nosrc = NULL;
        bld_webs w;
        int n = 0, nweb = 0;
        if (!r->locals[l].outer || r->locals[l].promoted)
            continue;
        for (i = 0; i < r->naccesses; i++)
            if (r->accesses[i].array < 0 && r->accesses[i].local == l) {
                acc[n++] = i;
                up[i] = i;
            }
        if (!n)
            continue;
        w.b = b;
        w.up = up;
        w.same = same;
        if (bld_coscheduled(r, acc, n))
            for (i = 0; i < n; i++)
                same[acc[i]] = -1;
        if (bld_scalar_flow(b, acc, n, &dep, &nosrc) || isl_union_map_foreach_map(dep, bld_join, &w) < 0 ||
            (same[acc[0]] >= 0 && isl_union_map_foreach_map(dep, bld_same_iterations, &w) < 0) ||
            isl_union_map_foreach_map(nosrc, bld_mark_refs, nosrc_ref) < 0) {
            isl_union_map_free(dep);
            isl_union_map_free(nosrc);
            b->failed = 1;
            break;
        }
        isl_union_map_free(dep);
        isl_union_map_free(nosrc);
        /* One local per web: the first keeps "l". */
        for (i = 0; i < n; i++) {
            int root = bld_root(up, acc[i]), k, j;
            for (j = 0; j < i && bld_root(up, acc[j]) != root; j++)
                ;
            if (j < i) {
                k = r->accesses[acc[j]].local;
            } else if (!nweb++) {
                k = l;
                r->locals[k].incoming = 0;
            } else {
                pp_scalar copy = r->locals[l];
                copy.loc = r->accesses[acc[i]].expr->loc;
                copy.incoming = 0;
                if (pp_vec_push(b->m->arena, &r->locals, &r->nlocals, &cap, sizeof(copy), &copy)) {
                    b->failed = 1;
                    break;
                }
                k = r->nlocals - 1;
            }
            r->accesses[acc[i]].local = k;
            r->accesses[acc[i]].expr->index = k;
            if (nosrc_ref[acc[i]] && !r->locals[k].incoming) {
                r->locals[k].incoming = 1;
                r->locals[k].loc = r->accesses[acc[i]].expr->loc;
            }
        }
    }
    if (!b->failed && bld_local_names(b))
        b->failed = 1;
    for (l = 0; l < r->nlocals && !b->failed; l++) {
        int n = 0;
        if (!r->locals[l].outer || r->locals[l].incoming) {
            bld_local_rels(b, l);
            continue;
        }
        for (i = 0; i < r->naccesses; i++)
            if (r->accesses[i].array < 0 && r->accesses[i].local == l)
                acc[n++] = i;
        r->locals[l].depth = n ? bld_private_depth(b, l, acc, n, same) : 0;
        bld_local_rels(b, l);
    }
    for (l = 0; l < r->nlocals && !b->failed; l++) {
        pp_scalar *v = &r->locals[l];
        if (!v->outer || v->promoted)
            continue;
        v->addressed = bld_by_address(r, l);
        /* a web read after the region is promoted by front.c unless its
         * expansion (expand.c) can leave its last value in the variable */
        if (v->incoming && !v->addressed && bld_promote(b, l, 1))
            b->failed = 1;
    }
    free(acc);
    free(up);
    free(nosrc_ref);
    free(same);
    return b->failed ? -1 : 0;
}

/* ---- stores nothing reads ------------------------------------------------ */

/* Nonzero when expression "e" calls a function. */
static int dead_calls(const pp_expr *e)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_CALL)
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (dead_calls(e->args[i]))
            return 1;
    return 0;
}

/* Nonzero when local "l" of "r" is a value no one reads: no reference of
 * the region reads it, no call takes its address, and the user's code
 * after the region does not read its variable. */
static int dead_local(const pp_region *r, int l)
{
    const pp_scalar *v = &r->locals[l];
    int i;
    if (v->live_out || v->addressed || v->incoming || v->promoted || v->promote)
        return 0;
    for (i = 0; i < r->naccesses; i++)
        if (r->accesses[i].array < 0 && r->accesses[i].local == l && (!r->accesses[i].write || r->accesses[i].read))
            return 0;
    return 1;
}

/* Nonzero when statement "i" of "r" only stores into a dead local: an
 * assignment "=" or an initialised declaration whose other references
 * read locals (no array: every array keeps a reference) and call nothing. */
static int dead_stmt(const pp_region *r, int i)
{
    const pp_node *s = r->stmts[i].node;
    int j, l = -1;
    if (!s || (s->kind == PP_NODE_ASSIGN ? strcmp(s->u.assign.op, "=") || s->u.assign.guarded ||
                                               dead_calls(s->u.assign.rhs)
               : s->kind != PP_NODE_DECL || dead_calls(s->u.decl.init)))
        return 0;
    for (j = 0; j < r->stmts[i].naccesses; j++) {
        const pp_access *a = &r->accesses[r->stmts[i].accesses[j]];
        if (a->array >= 0 || (a->write && l >= 0))
            return 0;
        if (a->write)
            l = a->local;
    }
    return l >= 0 && dead_local(r, l) ? l + 1 : 0;
}

/* Renumber the statements the nodes below "n" name ("map": old to new). */
static void dead_renumber(pp_node *n, const int *map)
{
    int i;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        dead_renumber(n->u.loop.body, map);
        break;
    case PP_NODE_IF:
        if (n->u.cond.stmt >= 0)
            n->u.cond.stmt = map[n->u.cond.stmt];
        dead_renumber(n->u.cond.then_node, map);
        dead_renumber(n->u.cond.else_node, map);
        break;
    case PP_NODE_BLOCK: {
        int k = 0;
        /* the statements left out became empty blocks: drop them, so
         * that a loop whose body keeps one loop stays a perfect nest */
        for (i = 0; i < n->u.block.n; i++) {
            pp_node *c = n->u.block.v[i];
            if (c->kind == PP_NODE_BLOCK && !c->u.block.n)
                continue;
            dead_renumber(c, map);
            n->u.block.v[k++] = c;
        }
        n->u.block.n = k;
        break;
    }
    case PP_NODE_ASSIGN:
        if (n->u.assign.stmt >= 0)
            n->u.assign.stmt = map[n->u.assign.stmt];
        break;
    case PP_NODE_DECL:
        if (n->u.decl.stmt >= 0)
            n->u.decl.stmt = map[n->u.decl.stmt];
        break;
    case PP_NODE_CALL:
        n->u.call.stmt = map[n->u.call.stmt];
        break;
    }
}

int pp_dead_stores(pp_model *m, pp_region *r)
{
    int *smap, *amap, i, j, ns = 0, na = 0, n = 0, l;
    smap = malloc(sizeof(int) * (size_t)(r->nstmts + 1));
    amap = malloc(sizeof(int) * (size_t)(r->naccesses + 1));
    if (!smap || !amap) {
        free(smap);
        free(amap);
        return -1;
    }
    for (i = 0; i < r->nstmts; i++) {
        smap[i] = ns++;
        if (!(l = dead_stmt(r, i)))
            continue;
        /* out of the model; the code run as written keeps its text */
        r->locals[l - 1].dead = 1;
        r->stmts[i].node->kind = PP_NODE_BLOCK;
        r->stmts[i].node->u.block.n = 0;
        r->stmts[i].node->u.block.v = NULL;
        isl_set_free(r->stmts[i].domain);
        isl_map_free(r->stmts[i].schedule);
        r->stmts[i].domain = NULL;
        r->stmts[i].schedule = NULL;
        smap[i] = -1;
        ns--;
        n++;
    }
    if (n) {
        for (i = 0; i < r->naccesses; i++) {
            pp_access *a = &r->accesses[i];
            if (smap[a->stmt] < 0) {
                isl_map_free(a->rel);
                amap[i] = -1;
                continue;
            }
            amap[i] = na;
            a->stmt = smap[a->stmt];
            if (a->expr && a->expr->access == i)
                a->expr->access = na;
            /* analysis.c and schedule.c read the index from the name */
            if (!(a->id = pp_printf(m->arena, "R%d", na)))
                n = -1;
            r->accesses[na++] = *a;
        }
        r->naccesses = na;
        for (i = 0; i < r->nstmts; i++) {
            pp_stmt *s = &r->stmts[i];
            if (smap[i] < 0)
                continue;
            for (j = 0; j < s->naccesses; j++)
                s->accesses[j] = amap[s->accesses[j]];
            if (!(s->name = pp_printf(m->arena, "S%d", smap[i])))
                n = -1;
            r->stmts[smap[i]] = *s;
        }
        r->nstmts = ns;
        dead_renumber(r->root, smap);
    }
    free(smap);
    free(amap);
    return n;
}
