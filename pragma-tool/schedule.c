/* pragma-tool/schedule.c - loop transformations by isl's scheduler.
 *
 * When the region as written leaves some statement inside loops without a
 * parallel loop around it (it would run in one work-item), ask isl's
 * scheduler for a new order, the way PPCG does: the memory-based
 * dependences of the region (flow, anti and output, on every array) are
 * the validity, coincidence and proximity constraints, and the outer band
 * members are made coincident where possible.  The result is a schedule
 * tree with distribution, interchange and skewing; isl's AST generator
 * turns it into loops (each band member "atomic", so that every statement
 * appears once), and this file turns that AST into the region's tree: new
 * loops over new iterators, each statement a copy of the user's statement
 * with its iterators replaced by their expressions in the new ones.
 *
 * The rest of the tool does not trust the scheduler: it builds and
 * analyses the new tree as if the user had written it (parallel loops are
 * found again from the dependences of the new order), and front.c keeps
 * the new tree only when it leaves fewer statements without a parallel
 * loop; else the user's tree comes back unchanged.
 *
 * Regions it leaves alone: a parallel(...) clause (the user chose the
 * loops), region-local scalars or scalars declared outside the region
 * that the region writes (their scope is tied to the loops as written),
 * conditions on data (their statement and the may-writes below it must
 * stay together), loops whose iterators have different or unsigned C
 * types (the new iterators take that one type, and every expression isl
 * builds over them stays within the values the user's iterators take).
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <isl/constraint.h>
#include <isl/map.h>
#include <isl/space.h>
#include <isl/options.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/val.h>

#include "codegen.h"
#include "internal.h"

#define SCH_MAX_DEPTH 62
/* constants this close to the bounds of int come from type bounds */
#define SCH_TYPE_EDGE ((1LL << 31) - 1024)

/* What the new tree replaced: enough to put the user's tree back. */
struct pp_sched_undo {
    pp_node *root;
    int nstmts, naccesses;  /* statement pieces (split) add statements and references */
    pp_stmt *stmts;
    pp_access *accesses;
    pp_node **node;   /* per statement */
    int *depth;
    pp_node ***loops;
    pp_expr **expr;   /* per reference */
};

typedef struct sch {
    pp_model *m;
    pp_region *r;
    isl_ctx *ctx;
    const char *type;            /* the C type of the new iterators: the widest of the
                                    user's (each statement's own iterators are converted
                                    back to theirs) */
    pp_ctype ctype;
    pp_loc loc;                  /* where the new loops are said to be */
    int nloops;                  /* real loops on the stack */
    pp_node *loops[SCH_MAX_DEPTH];
    int level_set[SCH_MAX_DEPTH];       /* per schedule dimension (name c<d>): bound */
    pp_node *level_loop[SCH_MAX_DEPTH]; /* its loop, or NULL */
    pp_expr *level_value[SCH_MAX_DEPTH]; /* without loop: its value */
    char *names[SCH_MAX_DEPTH];
    int *seen;                   /* per statement: times the AST runs it */
    pp_node **user_loops;        /* the user's loops of the statement being copied */
    const struct pp_sched_undo *old; /* the statements and loops before the new order */
    int *amap;                   /* while a piece's copy is made: per reference of the
                                    user's statement, the copy's reference */
    int failed;
} sch;

int pp_node_any(const pp_node *n, int (*pred)(const pp_node *n, const void *arg), const void *arg)
{
    int i;
    if (!n)
        return 0;
    if (pred(n, arg))
        return 1;
    switch (n->kind) {
    case PP_NODE_FOR:
        return pp_node_any(n->u.loop.body, pred, arg);
    case PP_NODE_IF:
        return pp_node_any(n->u.cond.then_node, pred, arg) || pp_node_any(n->u.cond.else_node, pred, arg);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (pp_node_any(n->u.block.v[i], pred, arg))
                return 1;
        return 0;
    default:
        return 0;
    }
}

void pp_node_exprs(pp_node *n, void (*fn)(pp_expr *e, void *arg), void *arg)
{
    int i;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        fn(n->u.loop.init, arg);
        fn(n->u.loop.cond, arg);
        pp_node_exprs(n->u.loop.body, fn, arg);
        return;
    case PP_NODE_IF:
        fn(n->u.cond.cond, arg);
        pp_node_exprs(n->u.cond.then_node, fn, arg);
        pp_node_exprs(n->u.cond.else_node, fn, arg);
        return;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            pp_node_exprs(n->u.block.v[i], fn, arg);
        return;
    case PP_NODE_ASSIGN:
        fn(n->u.assign.lhs, arg);
        fn(n->u.assign.rhs, arg);
        return;
    case PP_NODE_DECL:
        fn(n->u.decl.init, arg);
        return;
    case PP_NODE_CALL:
        fn(n->u.call.expr, arg);
        return;
    }
}

/* A node the scheduler may not move: a declaration, a host statement, a
 * condition on data. */
static int sch_fixed_node(const pp_node *n, const void *arg)
{
    (void)arg;
    return n->kind == PP_NODE_DECL || (n->kind == PP_NODE_IF && n->u.cond.stmt >= 0) ||
           (n->kind == PP_NODE_ASSIGN && n->u.assign.stmt < 0);
}

int pp_tree_fixed(const pp_node *n)
{
    return pp_node_any(n, sch_fixed_node, NULL);
}

int pp_sched_locals(const pp_region *r)
{
    int l, n = 0;
    for (l = 0; l < r->nlocals; l++)
        n += !r->locals[l].expanded && !r->locals[l].dead;
    return n;
}

/* Return in "*type" the loop below "n" of the widest C type (NULL when
 * none yet); return -1 when one is not a signed integer type of int's
 * rank or more. */
static int sch_loop_type(const pp_node *n, const pp_node **type)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        if (!n->u.loop.type || pp_ctype_is_unsigned(n->u.loop.ctype) || !pp_ctype_is_int(n->u.loop.ctype) ||
            n->u.loop.ctype < PP_CT_INT)
            return -1;
        if (!*type || (*type)->u.loop.ctype < n->u.loop.ctype)
            *type = n;
        return sch_loop_type(n->u.loop.body, type);
    case PP_NODE_IF:
        return sch_loop_type(n->u.cond.then_node, type) || sch_loop_type(n->u.cond.else_node, type) ? -1 : 0;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (sch_loop_type(n->u.block.v[i], type))
                return -1;
        return 0;
    default:
        return 0;
    }
}

/* A sweep's serial loops count as host loops; in a chain, the serial
 * loop is a host loop and a statement in one of its parallel loops has a
 * band of one. */
void pp_sched_shape(const pp_region *r, const pp_stmt *s, int *band, int *host)
{
    const pp_nest *n = &r->nests[s->nest];
    *host = n->nhost + n->sweep;
    if (n->chain)
        *band = s->depth > n->nhost + 1 && s->loops[n->nhost + 1]->u.loop.parallel;
    else
        *band = n->nband - n->sweep;
}

int pp_sched_unparallel(const pp_region *r)
{
    int i, n = 0, band, host;
    for (i = 0; i < r->nstmts; i++) {
        const pp_stmt *s = &r->stmts[i];
        if (s->nest < 0)
            continue;
        pp_sched_shape(r, s, &band, &host);
        if (!band && s->depth > host)
            n++;
    }
    return n;
}

int pp_sched_width(const pp_region *r)
{
    int i, n = 0, band, host;
    for (i = 0; i < r->nstmts; i++) {
        const pp_stmt *s = &r->stmts[i];
        if (s->nest < 0)
            continue;
        pp_sched_shape(r, s, &band, &host);
        n += band;
    }
    return n;
}

/* Return nonzero when a statement of "r" lies in a nest whose kernel band
 * holds fewer of the loops inside the nest's host loops than it could
 * (PP_MAX_BAND): gemm as written, where only i is in the band because j
 * sits inside the serial k loop, gives one work-item per row. */
static int sch_narrow(const pp_region *r)
{
    int i;
    for (i = 0; i < r->nstmts; i++) {
        const pp_stmt *s = &r->stmts[i];
        int band, host;
        if (s->nest < 0)
            continue;
        pp_sched_shape(r, s, &band, &host);
        if (band > 0 && band < PP_MAX_BAND && s->depth - host > band)
            return 1;
    }
    return 0;
}

/* Return nonzero when region "r" (built and analysed) is one the
 * scheduler may transform and would gain from it. */
static int sch_wanted(const pp_region *r, const pp_node **type, int mode)
{
    *type = NULL;
    /* a region whose parameters the tool assumes no 64-bit value wraps
     * for (build.c: bld_assumptions): isl's new loops would hold the
     * assumption in their bounds, where the run-time check no longer
     * finds it */
    if (r->assumed || r->nparallel || pp_sched_locals(r) || pp_tree_fixed(r->root))
        return 0;
    /* tile(...) and workgroup(...) sizes were written for the loops as
     * written: widening keeps them (and the user's order) */
    if (!(mode & (PP_SCHED_SPLIT | PP_SCHED_INWARD | PP_SCHED_FUSE)) && !pp_sched_unparallel(r) &&
        (!sch_narrow(r) || r->ntile || r->nworkgroup))
        return 0;
    if ((mode & (PP_SCHED_SPLIT | PP_SCHED_INWARD)) && (r->ntile || r->nworkgroup))
        return 0;
    if ((mode & PP_SCHED_INWARD) && !pp_sched_host_depth(r))
        return 0;
    if ((mode & PP_SCHED_FUSE) && (r->ntile || r->nworkgroup || pp_sched_fuse_groups(r, NULL) < 1))
        return 0;
    return !sch_loop_type(r->root, type) && *type;
}

int pp_sched_wanted(const pp_region *r, int mode)
{
    const pp_node *type;
    return sch_wanted(r, &type, mode);
}

int pp_sched_host_depth(const pp_region *r)
{
    int i, n = 0;
    for (i = 0; i < r->nstmts; i++) {
        const pp_stmt *s = &r->stmts[i];
        int band, host;
        if (s->nest < 0)
            continue;
        pp_sched_shape(r, s, &band, &host);
        if (host > n)
            n = host;
    }
    return n;
}

int pp_sched_host_sum(const pp_region *r)
{
    int i, n = 0;
    for (i = 0; i < r->nstmts; i++) {
        const pp_stmt *s = &r->stmts[i];
        int band, host;
        if (s->nest < 0)
            continue;
        pp_sched_shape(r, s, &band, &host);
        n += host;
    }
    return n;
}

/* ---- isl AST expressions to the region's expressions ----------------- */

/* Return a monotonic time in seconds. */
static double pp_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static pp_expr *sch_new_expr(sch *s, pp_expr_kind kind, int nargs)
{
    pp_expr *e = pp_expr_new(s->m->arena, kind, nargs, s->loc);
    if (!e)
        s->failed = 1;
    return e;
}

/* Return "e" in parentheses unless it is a name or a constant. */
static pp_expr *sch_paren(sch *s, pp_expr *e)
{
    pp_expr *p;
    if (!e || e->kind == PP_EXPR_ID || e->kind == PP_EXPR_INT || e->kind == PP_EXPR_PAREN)
        return e;
    p = sch_new_expr(s, PP_EXPR_PAREN, 1);
    if (p)
        p->args[0] = e;
    return p;
}

static pp_expr *sch_binary(sch *s, const char *op, pp_expr *x, pp_expr *y)
{
    pp_expr *e;
    if (!x || !y)
        return NULL;
    e = sch_new_expr(s, PP_EXPR_BINARY, 2);
    if (!e)
        return NULL;
    e->op = op;
    e->args[0] = sch_paren(s, x);
    e->args[1] = sch_paren(s, y);
    return e->args[0] && e->args[1] ? e : NULL;
}

static pp_expr *sch_cond(sch *s, pp_expr *c, pp_expr *x, pp_expr *y)
{
    pp_expr *e;
    if (!c || !x || !y)
        return NULL;
    e = sch_new_expr(s, PP_EXPR_COND, 3);
    if (!e)
        return NULL;
    e->args[0] = sch_paren(s, c);
    e->args[1] = sch_paren(s, x);
    e->args[2] = sch_paren(s, y);
    return e->args[0] && e->args[1] && e->args[2] ? e : NULL;
}

static pp_expr *sch_int(sch *s, long long v)
{
    pp_expr *e;
    if (v < 0) {
        e = sch_new_expr(s, PP_EXPR_UNARY, 1);
        if (!e)
            return NULL;
        e->op = "-";
        e->args[0] = sch_int(s, -v);
        return e->args[0] ? e : NULL;
    }
    e = sch_new_expr(s, PP_EXPR_INT, 0);
    if (!e)
        return NULL;
    e->value = v;
    e->text = pp_printf(s->m->arena, "%lld", v);
    if (!e->text)
        s->failed = 1;
    return e->text ? e : NULL;
}

static pp_expr *sch_expr(sch *s, __isl_keep isl_ast_expr *x);

/* Return operand "i" of "x" converted. */
static pp_expr *sch_arg(sch *s, __isl_keep isl_ast_expr *x, int i)
{
    isl_ast_expr *a = isl_ast_expr_op_get_arg(x, i);
    pp_expr *e = a ? sch_expr(s, a) : NULL;
    isl_ast_expr_free(a);
    return e;
}

/* Return a copy of "e" (expressions built here only: no references). */
static pp_expr *sch_dup(sch *s, const pp_expr *e)
{
    pp_expr *c;
    int i;
    if (!e)
        return NULL;
    c = sch_new_expr(s, e->kind, e->nargs);
    if (!c)
        return NULL;
    memcpy(c, e, offsetof(pp_expr, nargs));
    for (i = 0; i < e->nargs; i++)
        if (!(c->args[i] = sch_dup(s, e->args[i])))
            return NULL;
    return c;
}

/* Return the C form of floor(a / b) for a positive constant b:
 * a >= 0 ? a / b : -((b - 1 - a) / b). */
static pp_expr *sch_floord(sch *s, pp_expr *a, pp_expr *b)
{
    pp_expr *a2 = sch_dup(s, a), *b2 = sch_dup(s, b), *b3 = sch_dup(s, b), *neg;
    pp_expr *c = sch_binary(s, ">=", a, sch_int(s, 0));
    pp_expr *pos = sch_binary(s, "/", sch_dup(s, a), b);
    pp_expr *num = sch_binary(s, "-", sch_binary(s, "-", b2, sch_int(s, 1)), a2);
    neg = sch_new_expr(s, PP_EXPR_UNARY, 1);
    if (!neg)
        return NULL;
    neg->op = "-";
    neg->args[0] = sch_paren(s, sch_binary(s, "/", num, b3));
    return neg->args[0] ? sch_cond(s, c, pos, neg) : NULL;
}

/* Return the name of new iterator at AST depth "d" or the value it takes. */
static pp_expr *sch_iter(sch *s, int d)
{
    pp_expr *e;
    if (!s->level_loop[d])
        return sch_dup(s, s->level_value[d]);
    e = sch_new_expr(s, PP_EXPR_ID, 0);
    if (!e)
        return NULL;
    e->text = s->level_loop[d]->u.loop.iter;
    e->sym = PP_SYM_ITER;
    e->index = s->level_loop[d]->u.loop.depth;
    return e;
}

static pp_expr *sch_id(sch *s, __isl_keep isl_ast_expr *x)
{
    isl_id *id = isl_ast_expr_get_id(x);
    const char *name = isl_id_get_name(id);
    pp_expr *e = NULL;
    int i;
    for (i = 0; name && i < SCH_MAX_DEPTH; i++)
        if (s->level_set[i] && !strcmp(name, s->names[i])) {
            isl_id_free(id);
            return sch_iter(s, i);
        }
    for (i = 0; name && i < s->r->nparams; i++)
        if (!strcmp(name, s->r->params[i].name)) {
            e = sch_new_expr(s, PP_EXPR_ID, 0);
            if (e) {
                e->text = s->r->params[i].name;
                e->sym = PP_SYM_PARAM;
                e->index = i;
            }
            if (e && pp_ctype_is_unsigned(s->r->params[i].ctype)) {
                /* isl's "n - 1" is exact, C's on an unsigned n is not */
                pp_expr *cast = sch_new_expr(s, PP_EXPR_CAST, 1);
                if (cast) {
                    cast->text = pp_strdup(s->m->arena, "long long");
                    cast->ctype = PP_CT_LLONG;
                    cast->args[0] = e;
                }
                e = cast;
            }
            break;
        }
    if (!e)
        s->failed = 1;
    isl_id_free(id);
    return e;
}

static const char *sch_binop(enum isl_ast_expr_op_type t)
{
    switch (t) {
    case isl_ast_expr_op_and:
    case isl_ast_expr_op_and_then:
        return "&&";
    case isl_ast_expr_op_or:
    case isl_ast_expr_op_or_else:
        return "||";
    case isl_ast_expr_op_add:
        return "+";
    case isl_ast_expr_op_sub:
        return "-";
    case isl_ast_expr_op_mul:
        return "*";
    case isl_ast_expr_op_div:
    case isl_ast_expr_op_pdiv_q:
        return "/";
    case isl_ast_expr_op_pdiv_r:
    case isl_ast_expr_op_zdiv_r:
        return "%";
    case isl_ast_expr_op_eq:
        return "==";
    case isl_ast_expr_op_le:
        return "<=";
    case isl_ast_expr_op_lt:
        return "<";
    case isl_ast_expr_op_ge:
        return ">=";
    case isl_ast_expr_op_gt:
        return ">";
    default:
        return NULL;
    }
}

/* Return isl AST expression "x" as an expression of the region. */
static pp_expr *sch_expr(sch *s, __isl_keep isl_ast_expr *x)
{
    enum isl_ast_expr_op_type t;
    const char *op;
    pp_expr *e;
    int i, n;
    switch (isl_ast_expr_get_type(x)) {
    case isl_ast_expr_id:
        return sch_id(s, x);
    case isl_ast_expr_int: {
        isl_val *v = isl_ast_expr_get_val(x);
        long long k = 0;
        if (!v || !isl_val_is_int(v))
            s->failed = 1;
        else
            k = isl_val_get_num_si(v);
        isl_val_free(v);
        /* a value at the edge of the iterators' type comes from the
         * context's type bounds: a loop whose statements' bounds have no
         * convex hull starts at INT_MIN (2^31 empty iterations per
         * work-item); the user's order is kept instead */
        if (k <= -SCH_TYPE_EDGE || k >= SCH_TYPE_EDGE)
            s->failed = 1;
        return s->failed ? NULL : sch_int(s, k);
    }
    case isl_ast_expr_op:
        break;
    default:
        s->failed = 1;
        return NULL;
    }
    t = isl_ast_expr_op_get_type(x);
    n = (int)isl_ast_expr_op_get_n_arg(x);
    if ((op = sch_binop(t)) && n == 2)
        return sch_binary(s, op, sch_arg(s, x, 0), sch_arg(s, x, 1));
    switch (t) {
    case isl_ast_expr_op_minus:
        e = sch_new_expr(s, PP_EXPR_UNARY, 1);
        if (!e)
            return NULL;
        e->op = "-";
        e->args[0] = sch_paren(s, sch_arg(s, x, 0));
        return e->args[0] ? e : NULL;
    case isl_ast_expr_op_min:
    case isl_ast_expr_op_max:
        e = sch_arg(s, x, 0);
        for (i = 1; i < n && e; i++) {
            pp_expr *y = sch_arg(s, x, i);
            pp_expr *c = sch_binary(s, t == isl_ast_expr_op_min ? "<=" : ">=", e, y);
            e = sch_cond(s, c, sch_dup(s, e), sch_dup(s, y));
        }
        return e;
    case isl_ast_expr_op_fdiv_q:
        return sch_floord(s, sch_arg(s, x, 0), sch_arg(s, x, 1));
    case isl_ast_expr_op_cond:
    case isl_ast_expr_op_select:
        return sch_cond(s, sch_arg(s, x, 0), sch_arg(s, x, 1), sch_arg(s, x, 2));
    default:
        s->failed = 1;
        return NULL;
    }
}

/* ---- the new tree ---------------------------------------------------- */

static pp_node *sch_new_node(sch *s, pp_node_kind kind)
{
    pp_node *n = pp_alloc(s->m->arena, sizeof(*n));
    if (!n) {
        s->failed = 1;
        return NULL;
    }
    memset(n, 0, sizeof(*n));
    n->kind = kind;
    n->loc = s->loc;
    n->end = s->loc;
    n->nest = -1;
    return n;
}

/* Return a copy of statement expression "e" with the user's iterators
 * replaced by their values in the new loops ("call": S_k(v0, v1, ...));
 * the references the copy holds become the region's references. */
static pp_expr *sch_subst(sch *s, const pp_expr *e, __isl_keep isl_ast_expr *call)
{
    pp_expr *c;
    int i;
    if (!e)
        return NULL;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_ITER) {
        isl_ast_expr *a = isl_ast_expr_op_get_arg(call, e->index + 1);
        const pp_node *l = s->user_loops[e->index];
        c = a ? sch_paren(s, sch_expr(s, a)) : NULL;
        isl_ast_expr_free(a);
        if (c && c->kind != PP_EXPR_PAREN)
            c->loc = e->loc;
        if (c && l->u.loop.ctype != s->ctype) {
            pp_expr *x = sch_new_expr(s, PP_EXPR_CAST, 1);
            if (x) {
                x->text = l->u.loop.type;
                x->args[0] = c;
                x->loc = e->loc;
            }
            c = sch_paren(s, x);
        }
        if (!c)
            s->failed = 1;
        return c;
    }
    c = pp_alloc(s->m->arena, sizeof(*c));
    if (!c) {
        s->failed = 1;
        return NULL;
    }
    *c = *e;
    if (e->nargs && !(c->args = pp_alloc(s->m->arena, sizeof(pp_expr *) * (size_t)e->nargs))) {
        s->failed = 1;
        return NULL;
    }
    for (i = 0; i < e->nargs; i++)
        if (!(c->args[i] = sch_subst(s, e->args[i], call)))
            return NULL;
    if (e->kind == PP_EXPR_ACCESS && e->access >= 0) {
        if (s->amap)
            c->access = s->amap[e->access];
        s->r->accesses[c->access].expr = c;
    }
    return c;
}

/* Add to the region a copy of the user's statement "k" with copies of its
 * references, for one more piece of its domain (a split statement appears
 * once per piece in the new order); return its index, -1 when out of
 * memory.  s->amap then maps the user's references to the copy's. */
static int sch_clone(sch *s, int k)
{
    pp_region *r = s->r;
    const pp_stmt *o = &r->stmts[k];
    int i, n = o->naccesses, nk = r->nstmts, na = r->naccesses;
    pp_stmt *stmts = pp_alloc(s->m->arena, sizeof(pp_stmt) * (size_t)(nk + 1));
    pp_access *acc = pp_alloc(s->m->arena, sizeof(pp_access) * (size_t)(na + n + 1));
    pp_stmt *c;
    if (!stmts || !acc)
        return -1;
    memcpy(stmts, r->stmts, sizeof(pp_stmt) * (size_t)nk);
    memcpy(acc, r->accesses, sizeof(pp_access) * (size_t)na);
    c = &stmts[nk];
    *c = *o;
    c->name = pp_printf(s->m->arena, "S%d", nk);
    c->accesses = pp_alloc(s->m->arena, sizeof(int) * (size_t)(n ? n : 1));
    c->domain = NULL;
    c->schedule = NULL;
    c->nest = -1;
    if (!c->name || !c->accesses)
        return -1;
    for (i = 0; i < n; i++) {
        pp_access *a = &acc[na + i];
        *a = r->accesses[o->accesses[i]];
        a->stmt = nk;
        a->rel = NULL;
        a->box = -1;
        if (!(a->id = pp_printf(s->m->arena, "R%d", na + i)))
            return -1;
        c->accesses[i] = na + i;
        s->amap[o->accesses[i]] = na + i;
    }
    r->stmts = stmts;
    r->accesses = acc;
    r->nstmts = nk + 1;
    r->naccesses = na + n;
    return nk;
}

/* Return the statement that user node "u" runs, with its loops now those
 * on the stack.  Its name is the user's statement's ("S3"), or that with
 * a piece number ("S3_1") when the statement was split: the first piece
 * met is the user's statement, each further one a copy (sch_clone). */
static pp_node *sch_user(sch *s, __isl_keep isl_ast_node *u)
{
    isl_ast_expr *call = isl_ast_node_user_get_expr(u);
    isl_ast_expr *head = call ? isl_ast_expr_op_get_arg(call, 0) : NULL;
    isl_id *id = head ? isl_ast_expr_get_id(head) : NULL;
    const char *name = id ? isl_id_get_name(id) : NULL;
    pp_region *r = s->r;
    pp_node *n = NULL, *o;
    pp_stmt *st;
    size_t len = name ? strcspn(name, "_") : 0;
    int k = name && name[0] == 'S' ? atoi(name + 1) : -1, i, nk = k;
    isl_id_free(id);
    isl_ast_expr_free(head);
    if (k < 0 || k >= s->old->nstmts || strlen(r->stmts[k].name) != len || strncmp(r->stmts[k].name, name, len) ||
        (s->seen[k]++ && (nk = sch_clone(s, k)) < 0)) {
        s->failed = 1;
        isl_ast_expr_free(call);
        return NULL;
    }
    o = s->old->node[k];
    s->user_loops = s->old->loops[k];
    st = &r->stmts[nk];
    n = sch_new_node(s, o->kind);
    if (n) {
        *n = *o;
        n->nest = -1;
        if (o->kind == PP_NODE_ASSIGN) {
            n->u.assign.stmt = nk;
            n->u.assign.lhs = sch_subst(s, o->u.assign.lhs, call);
            n->u.assign.rhs = sch_subst(s, o->u.assign.rhs, call);
        } else {
            n->u.call.stmt = nk;
            n->u.call.expr = sch_subst(s, o->u.call.expr, call);
        }
    }
    isl_ast_expr_free(call);
    if (nk != k)
        for (i = 0; i < s->old->naccesses; i++)
            s->amap[i] = i;
    if (!n || s->failed)
        return NULL;
    st->node = n;
    st->depth = s->nloops;
    st->loops = NULL;
    if (s->nloops && !(st->loops = pp_alloc(s->m->arena, sizeof(pp_node *) * (size_t)s->nloops))) {
        s->failed = 1;
        return NULL;
    }
    for (i = 0; i < s->nloops; i++)
        st->loops[i] = s->loops[i];
    return n;
}

static pp_node *sch_node(sch *s, __isl_keep isl_ast_node *a);

/* Return the position of the first statement below "n" (what a message
 * about a new loop points at), or "loc" when there is none. */
static pp_loc sch_first_loc(const pp_node *n, pp_loc loc)
{
    int i;
    if (!n)
        return loc;
    switch (n->kind) {
    case PP_NODE_FOR:
        return sch_first_loc(n->u.loop.body, loc);
    case PP_NODE_IF:
        return sch_first_loc(n->u.cond.then_node, loc);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (n->u.block.v[i])
                return sch_first_loc(n->u.block.v[i], loc);
        return loc;
    default:
        return n->loc;
    }
}

/* Return the loop of AST "for" node "a"; a loop that runs once (isl's
 * degenerate loop) is no loop: its iterator stands for its value. */
static pp_node *sch_for(sch *s, __isl_keep isl_ast_node *a)
{
    isl_ast_expr *it = isl_ast_node_for_get_iterator(a);
    isl_ast_expr *init = isl_ast_node_for_get_init(a);
    isl_id *id = it ? isl_ast_expr_get_id(it) : NULL;
    isl_ast_node *body = isl_ast_node_for_get_body(a);
    const char *name = id ? isl_id_get_name(id) : NULL;
    pp_node *n = NULL;
    int d;
    isl_ast_expr_free(it);
    for (d = 0; name && d < SCH_MAX_DEPTH; d++)
        if (!strcmp(name, s->names[d]))
            break;
    if (!name || !init || !body || d >= SCH_MAX_DEPTH || s->level_set[d] || s->nloops >= SCH_MAX_DEPTH)
        goto fail;
    s->level_value[d] = sch_expr(s, init);
    if (!s->level_value[d])
        goto fail;
    if (isl_ast_node_for_is_degenerate(a) == isl_bool_true) {
        s->level_loop[d] = NULL;
        s->level_set[d] = 1;
        n = sch_node(s, body);
        s->level_set[d] = 0;
    } else {
        isl_ast_expr *cond = isl_ast_node_for_get_cond(a), *inc = isl_ast_node_for_get_inc(a);
        isl_val *step = inc ? isl_ast_expr_get_val(inc) : NULL;
        n = sch_new_node(s, PP_NODE_FOR);
        if (n && step && isl_val_is_int(step)) {
            n->u.loop.iter = s->names[d];
            n->u.loop.type = (char *)s->type;
            n->u.loop.ctype = s->ctype;
            n->u.loop.depth = s->nloops;
            n->u.loop.declared = 1;
            n->u.loop.generated = 1;
            n->u.loop.init = s->level_value[d];
            n->u.loop.step = isl_val_get_num_si(step);
            n->u.loop.role = PP_LOOP_HOST;
            s->level_loop[d] = n;
            s->level_set[d] = 1;
            s->loops[s->nloops++] = n;
            n->u.loop.cond = cond ? sch_expr(s, cond) : NULL;
            n->u.loop.body = n->u.loop.cond ? sch_node(s, body) : NULL;
            s->level_set[d] = 0;
            s->nloops--;
            if (!n->u.loop.cond || !n->u.loop.body || !n->u.loop.step)
                n = NULL;
            else
                n->loc = n->end = sch_first_loc(n->u.loop.body, n->loc);
        } else {
            n = NULL;
        }
        isl_val_free(step);
        isl_ast_expr_free(cond);
        isl_ast_expr_free(inc);
    }
    isl_id_free(id);
    isl_ast_expr_free(init);
    isl_ast_node_free(body);
    if (!n)
        s->failed = 1;
    return n;
fail:
    isl_id_free(id);
    isl_ast_expr_free(init);
    isl_ast_node_free(body);
    s->failed = 1;
    return NULL;
}

/* Return AST node "a" as a node of the region's tree. */
static pp_node *sch_node(sch *s, __isl_keep isl_ast_node *a)
{
    pp_node *n = NULL;
    if (s->failed)
        return NULL;
    switch (isl_ast_node_get_type(a)) {
    case isl_ast_node_for:
        return sch_for(s, a);
    case isl_ast_node_user:
        return sch_user(s, a);
    case isl_ast_node_if: {
        isl_ast_expr *c = isl_ast_node_if_get_cond(a);
        isl_ast_node *t = isl_ast_node_if_get_then_node(a);
        isl_ast_node *e = isl_ast_node_if_has_else_node(a) == isl_bool_true ? isl_ast_node_if_get_else_node(a)
                                                                            : NULL;
        n = sch_new_node(s, PP_NODE_IF);
        if (n && c && t) {
            n->u.cond.stmt = -1;
            n->u.cond.cond = sch_expr(s, c);
            n->u.cond.then_node = sch_node(s, t);
            n->u.cond.else_node = e ? sch_node(s, e) : NULL;
            n->loc = n->end = sch_first_loc(n->u.cond.then_node, n->loc);
        }
        isl_ast_expr_free(c);
        isl_ast_node_free(t);
        isl_ast_node_free(e);
        break;
    }
    case isl_ast_node_block: {
        isl_ast_node_list *l = isl_ast_node_block_get_children(a);
        int i, k = l ? (int)isl_ast_node_list_n_ast_node(l) : 0;
        n = sch_new_node(s, PP_NODE_BLOCK);
        if (n && l && (n->u.block.v = pp_alloc(s->m->arena, sizeof(pp_node *) * (size_t)(k ? k : 1)))) {
            n->u.block.n = k;
            for (i = 0; i < k && !s->failed; i++) {
                isl_ast_node *c = isl_ast_node_list_get_at(l, i);
                n->u.block.v[i] = sch_node(s, c);
                isl_ast_node_free(c);
            }
        } else {
            s->failed = 1;
        }
        isl_ast_node_list_free(l);
        break;
    }
    case isl_ast_node_mark: {
        isl_ast_node *c = isl_ast_node_mark_get_node(a);
        n = c ? sch_node(s, c) : NULL;
        isl_ast_node_free(c);
        break;
    }
    default:
        s->failed = 1;
        return NULL;
    }
    return s->failed ? NULL : n;
}

/* ---- the scheduler --------------------------------------------------- */

/* Make every member of every band "atomic" (each statement once). */
__isl_give isl_schedule_node *pp_sched_atomic(__isl_take isl_schedule_node *node, void *user)
{
    int i, n;
    (void)user;
    if (isl_schedule_node_get_type(node) != isl_schedule_node_band)
        return node;
    n = (int)isl_schedule_node_band_n_member(node);
    for (i = 0; i < n; i++)
        node = isl_schedule_node_band_member_set_ast_loop_type(node, i, isl_ast_loop_atomic);
    return node;
}

/* Return nonzero when "name" is used by region "r" (a parameter, array,
 * read-only scalar or function name). */
int pp_name_taken(const pp_model *m, const pp_region *r, const char *name)
{
    int i;
    for (i = 0; i < r->nparams; i++)
        if (!strcmp(r->params[i].name, name) || !strcmp(r->params[i].c_expr, name))
            return 1;
    for (i = 0; i < r->narrays; i++)
        if (!strcmp(r->arrays[i].name, name))
            return 1;
    for (i = 0; i < r->nscalars; i++)
        if (!strcmp(r->scalars[i].name, name))
            return 1;
    for (i = 0; i < m->nfuncs; i++)
        if (!strcmp(m->funcs[i].name, name))
            return 1;
    return 0;
}

/* Add to "*upa" the outermost iterator of the instances of "set". */
static isl_stat sch_outer_iter(__isl_take isl_set *set, void *user)
{
    isl_union_pw_aff **upa = (isl_union_pw_aff **)user;
    isl_aff *a = isl_aff_var_on_domain(isl_local_space_from_space(isl_set_get_space(set)), isl_dim_set, 0);
    *upa = isl_union_pw_aff_add_pw_aff(*upa, isl_pw_aff_intersect_domain(isl_pw_aff_from_aff(a), set));
    return *upa ? isl_stat_ok : isl_stat_error;
}

/* A permutable band with a member that carries dependences becomes a
 * wavefront (as Pluto does): its first member is replaced by the sum of
 * all of them, which carries every dependence the band carries (each has
 * a non-negative distance in every member and a positive one in some),
 * so that the other members run in parallel at each value of the sum. */
static __isl_give isl_schedule_node *sch_wavefront(__isl_take isl_schedule_node *node, void *user)
{
    isl_multi_union_pw_aff *mupa;
    isl_union_pw_aff *sum;
    isl_size n;
    int i, carried = 0;
    (void)user;
    if (isl_schedule_node_get_type(node) != isl_schedule_node_band)
        return node;
    n = isl_schedule_node_band_n_member(node);
    if (n < 2 || isl_schedule_node_band_get_permutable(node) != isl_bool_true)
        return node;
    for (i = 0; i < n; i++)
        carried |= isl_schedule_node_band_member_get_coincident(node, i) != isl_bool_true;
    if (!carried)
        return node;
    mupa = isl_schedule_node_band_get_partial_schedule(node);
    sum = isl_multi_union_pw_aff_get_union_pw_aff(mupa, 0);
    for (i = 1; i < n; i++)
        sum = isl_union_pw_aff_add(sum, isl_multi_union_pw_aff_get_union_pw_aff(mupa, i));
    mupa = isl_multi_union_pw_aff_set_union_pw_aff(mupa, 0, sum);
    node = isl_schedule_node_delete(node);
    node = isl_schedule_node_insert_partial_schedule(node, mupa);
    return isl_schedule_node_band_set_permutable(node, 1);
}

/* ---- index-set splitting --------------------------------------------- */

#define SCH_MAX_CUTS 3    /* hyperplanes per statement */
#define SCH_MAX_PIECES 27 /* pieces per statement */

/* The hyperplanes that split one statement's domain. */
typedef struct sch_cuts {
    isl_set *dom;
    isl_aff *cut[SCH_MAX_CUTS];
    int n;
} sch_cuts;

/* Add to "c" the affine equalities of "set" (the instances of its
 * statement at one end of a dependence) that do not hold on the whole
 * domain: floyd-warshall's row k (i = k) and column k (j = k), which each
 * iteration of k writes and every other instance of it reads. */
static void sch_cuts_add(sch_cuts *c, __isl_take isl_set *set)
{
    isl_basic_set *hull = isl_set_affine_hull(isl_set_remove_divs(set));
    isl_constraint_list *l = hull ? isl_basic_set_get_constraint_list(hull) : NULL;
    isl_size n = l ? isl_constraint_list_size(l) : 0, dim = isl_set_dim(c->dom, isl_dim_set);
    int i, j;
    for (i = 0; i < n && c->n < SCH_MAX_CUTS; i++) {
        isl_constraint *k = isl_constraint_list_get_at(l, i);
        isl_aff *a = isl_constraint_is_equality(k) == isl_bool_true ? isl_constraint_get_aff(k) : NULL;
        isl_bool dup = isl_bool_false, whole;
        isl_constraint_free(k);
        if (!a || isl_aff_dim(a, isl_dim_div) != 0 ||
            isl_aff_involves_dims(a, isl_dim_in, 0, (unsigned)dim) != isl_bool_true) {
            isl_aff_free(a);
            continue;
        }
        for (j = 0; j < c->n && !dup; j++) {
            isl_aff *neg = isl_aff_neg(isl_aff_copy(a));
            dup = isl_aff_plain_is_equal(a, c->cut[j]) == isl_bool_true ||
                  isl_aff_plain_is_equal(neg, c->cut[j]) == isl_bool_true;
            isl_aff_free(neg);
        }
        if (dup) {
            whole = isl_bool_true;
        } else {
            isl_set *zero = isl_set_from_basic_set(isl_aff_zero_basic_set(isl_aff_copy(a)));
            whole = isl_set_is_subset(c->dom, zero);
            isl_set_free(zero);
        }
        if (whole == isl_bool_false)
            c->cut[c->n++] = a;
        else
            isl_aff_free(a);
    }
    isl_constraint_list_free(l);
    isl_basic_set_free(hull);
}

/* Add to "*rename" the pieces of "c"'s domain that its hyperplanes cut
 * (each side of each, and the hyperplane itself), each as a statement of
 * its own: S3[i] -> S3_<p>[i] on the piece.  Return the number of pieces,
 * -1 on an error. */
static int sch_pieces(sch_cuts *c, const char *name, isl_union_map **rename)
{
    isl_set *piece[SCH_MAX_PIECES], *next[SCH_MAX_PIECES];
    int np = 1, i, j, t;
    piece[0] = isl_set_copy(c->dom);
    for (j = 0; j < c->n && np * 3 <= SCH_MAX_PIECES; j++) {
        int nn = 0;
        for (i = 0; i < np; i++) {
            for (t = 0; t < 3; t++) {
                isl_aff *a = isl_aff_copy(c->cut[j]);
                isl_basic_set *side = t == 0 ? isl_aff_neg_basic_set(a)
                                      : t == 1 ? isl_aff_zero_basic_set(a)
                                               : isl_aff_neg_basic_set(isl_aff_neg(a));
                isl_set *p = isl_set_intersect(isl_set_copy(piece[i]), isl_set_from_basic_set(side));
                isl_bool empty = isl_set_is_empty(p);
                if (empty == isl_bool_false)
                    next[nn++] = p;
                else
                    isl_set_free(p);
            }
            isl_set_free(piece[i]);
        }
        for (i = 0; i < nn; i++)
            piece[i] = next[i];
        np = nn;
    }
    for (i = 0; i < np; i++) {
        char buf[64];
        isl_map *m = isl_map_identity(isl_space_map_from_set(isl_set_get_space(piece[i])));
        m = isl_map_intersect_domain(m, piece[i]);
        if (np > 1) {
            snprintf(buf, sizeof(buf), "%s_%d", name, i);
            m = isl_map_set_tuple_name(m, isl_dim_out, buf);
        }
        *rename = isl_union_map_add_map(*rename, m);
    }
    return *rename ? np : -1;
}

/* Index-set splitting (as Pluto does): where a dependence starts or ends
 * on a hyperplane of a statement's domain, the statement becomes one
 * statement per side of it and one on it, so that the scheduler can run
 * the instances on the hyperplane apart from the rest.  floyd-warshall's
 * update, as written a wavefront per k, becomes nine pieces per k, each
 * parallel in all its loops.  Return the map from the region's statement
 * instances to the pieces' (statements without such hyperplanes keep
 * their name), or NULL when no statement is cut. */
static __isl_give isl_union_map *sch_split(pp_region *r, __isl_keep isl_union_map *dep)
{
    isl_union_map *rename = isl_union_map_empty(isl_set_get_space(r->context));
    isl_map_list *deps = isl_union_map_get_map_list(dep);
    isl_size nd = deps ? isl_map_list_size(deps) : 0;
    int i, j, cut = 0;
    for (i = 0; i < r->nstmts && rename; i++) {
        sch_cuts c;
        isl_space *sp;
        memset(&c, 0, sizeof(c));
        if (!r->stmts[i].domain)
            continue;
        c.dom = isl_set_copy(r->stmts[i].domain);
        sp = isl_set_get_space(c.dom);
        for (j = 0; j < nd; j++) {
            isl_map *m = isl_map_list_get_at(deps, j);
            isl_space *ms = isl_map_get_space(m);
            isl_space *in = isl_space_domain(isl_space_copy(ms)), *out = isl_space_range(ms);
            int src = isl_space_is_equal(in, sp) == isl_bool_true, sink = isl_space_is_equal(out, sp) == isl_bool_true;
            isl_basic_map_list *bl = src || sink ? isl_map_get_basic_map_list(m) : NULL;
            isl_size nb = bl ? isl_basic_map_list_size(bl) : 0;
            int b;
            /* each disjunct alone: floyd-warshall's flow from row k is one
             * disjunct of a dependence whose other disjunct fills the domain */
            for (b = 0; b < nb; b++) {
                isl_basic_map *bm = isl_basic_map_list_get_at(bl, b);
                if (src)
                    sch_cuts_add(&c, isl_set_from_basic_set(isl_basic_map_domain(isl_basic_map_copy(bm))));
                if (sink)
                    sch_cuts_add(&c, isl_set_from_basic_set(isl_basic_map_range(isl_basic_map_copy(bm))));
                isl_basic_map_free(bm);
            }
            isl_basic_map_list_free(bl);
            isl_space_free(in);
            isl_space_free(out);
            isl_map_free(m);
        }
        isl_space_free(sp);
        cut |= c.n > 0;
        if (getenv("BBMM_PP_SCHED_DEBUG"))
            for (j = 0; j < c.n; j++) {
                char *t = isl_aff_to_str(c.cut[j]);
                fprintf(stderr, "split %s: %s\n", r->stmts[i].name, t ? t : "?");
                free(t);
            }
        if (sch_pieces(&c, r->stmts[i].name, &rename) < 0)
            rename = isl_union_map_free(rename);
        for (j = 0; j < c.n; j++)
            isl_aff_free(c.cut[j]);
        isl_set_free(c.dom);
    }
    isl_map_list_free(deps);
    if (!cut)
        return isl_union_map_free(rename);
    return rename;
}

int pp_sched_splittable(pp_region *r)
{
    isl_union_map *dep = isl_union_map_empty(isl_set_get_space(r->context)), *rename;
    int i, cut;
    for (i = 0; i < r->ndeps; i++)
        dep = isl_union_map_add_map(dep, isl_map_copy(r->deps[i].rel));
    rename = sch_split(r, dep);
    cut = rename != NULL;
    isl_union_map_free(rename);
    isl_union_map_free(dep);
    isl_ctx_reset_error(isl_set_get_ctx(r->context));
    return cut;
}

/* Return the schedule isl's scheduler computes for "r", or NULL.  With
 * PP_SCHED_KEEP_OUTER in "mode" (every statement inside the region's
 * outermost loop), that loop stays outermost and serial, and the scheduler
 * orders only the instances of one of its iterations (the dependences
 * between iterations are kept by the loop itself): seidel-2d's time loop
 * then stays, and each step becomes a wavefront of its own.  With
 * PP_SCHED_SPLIT, statements are split first (sch_split); NULL when none
 * is. */
static isl_schedule *sch_compute(pp_region *r, isl_ctx *ctx, int mode)
{
    isl_union_map *dep = isl_union_map_empty(isl_set_get_space(r->context));
    isl_union_set *domain = isl_union_set_copy(r->domain);
    isl_schedule_constraints *sc;
    isl_schedule *sched;
    int i, outer = isl_options_get_schedule_outer_coincidence(ctx), keep_outer = mode & PP_SCHED_KEEP_OUTER;
    int maxco = isl_options_get_schedule_maximize_coincidence(ctx);
    for (i = 0; i < r->ndeps; i++)
        dep = isl_union_map_add_map(dep, keep_outer ? isl_map_equate(isl_map_copy(r->deps[i].rel), isl_dim_in, 0,
                                                                     isl_dim_out, 0)
                                                    : isl_map_copy(r->deps[i].rel));
    if (mode & PP_SCHED_SPLIT) {
        isl_union_map *rename = sch_split(r, dep);
        if (!rename) {
            isl_union_map_free(dep);
            isl_union_set_free(domain);
            return NULL;
        }
        domain = isl_union_set_apply(domain, isl_union_map_copy(rename));
        dep = isl_union_map_apply_domain(dep, isl_union_map_copy(rename));
        dep = isl_union_map_apply_range(dep, rename);
    }
    /* Strides and % guards put existentially quantified variables into the
     * dependences, and the scheduler's Farkas step on those can run for
     * minutes: use their rational hull instead (more pairs, so still a
     * valid constraint), then merge what can be merged. */
    dep = isl_union_map_coalesce(isl_union_map_remove_divs(dep));
    sc = isl_schedule_constraints_on_domain(isl_union_set_copy(domain));
    sc = isl_schedule_constraints_set_context(sc, isl_set_copy(r->context));
    sc = isl_schedule_constraints_set_validity(sc, isl_union_map_copy(dep));
    sc = isl_schedule_constraints_set_coincidence(sc, isl_union_map_copy(dep));
    sc = isl_schedule_constraints_set_proximity(sc, dep);
    isl_options_set_schedule_outer_coincidence(ctx, 1);
    /* pieces are made to run apart: do not fuse them into bands that are
     * not parallel all through */
    isl_options_set_schedule_maximize_coincidence(ctx, (mode & PP_SCHED_SPLIT) != 0);
    sched = isl_schedule_constraints_compute_schedule(sc);
    isl_options_set_schedule_maximize_coincidence(ctx, maxco);
    isl_options_set_schedule_outer_coincidence(ctx, outer);
    if (keep_outer && sched) {
        isl_union_pw_aff *upa;
        sched = isl_schedule_map_schedule_node_bottom_up(sched, &sch_wavefront, NULL);
        upa = isl_union_pw_aff_empty(isl_set_get_space(r->context));
        if (isl_union_set_foreach_set(domain, &sch_outer_iter, &upa) < 0)
            upa = isl_union_pw_aff_free(upa);
        sched = upa ? isl_schedule_insert_partial_schedule(sched, isl_multi_union_pw_aff_from_union_pw_aff(upa))
                    : isl_schedule_free(sched);
    }
    isl_union_set_free(domain);
    return isl_schedule_map_schedule_node_bottom_up(sched, &pp_sched_atomic, NULL);
}

/* Return the schedule isl's scheduler computes for "r", or NULL when it
 * fails or takes more than "seconds": it runs in a child process (isl's
 * operation limit is checked too rarely inside the scheduler to bound
 * its time), which sends the schedule back as text. */
static isl_schedule *sch_compute_bounded(pp_region *r, isl_ctx *ctx, double seconds, int mode)
{
    pp_str text = {0};
    isl_schedule *sched = NULL;
    int fd[2], status, done = 0;
    double left = seconds;
    pid_t pid;
    if (pipe(fd))
        return NULL;
    fflush(NULL);
    pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return NULL;
    }
    if (pid == 0) {
        isl_schedule *x;
        char *t;
        size_t n, off = 0;
        close(fd[0]);
        isl_ctx_set_max_operations(ctx, 0);
        x = sch_compute(r, ctx, mode);
        t = x ? isl_schedule_to_str(x) : NULL;
        n = t ? strlen(t) : 0;
        while (off < n) {
            ssize_t w = write(fd[1], t + off, n - off);
            if (w <= 0)
                _exit(1);
            off += (size_t)w;
        }
        _exit(t ? 0 : 1);
    }
    close(fd[1]);
    while (!done && left > 0) {
        struct pollfd p = {fd[0], POLLIN, 0};
        double t0 = pp_now();
        int k = poll(&p, 1, (int)(left * 1000.0) + 1);
        left -= pp_now() - t0;
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            break;
        {
            char buf[4096];
            ssize_t n = read(fd[0], buf, sizeof(buf));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                done = 1;
            else
                pp_str_addn(&text, buf, (size_t)n);
        }
    }
    close(fd[0]);
    if (!done)
        kill(pid, SIGKILL);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (done && WIFEXITED(status) && WEXITSTATUS(status) == 0 && text.len)
        sched = isl_schedule_read_from_str(ctx, pp_str_get(&text));
    pp_str_free(&text);
    if (!sched)
        isl_ctx_reset_error(ctx);
    return sched;
}

/* Return the AST of "sched" with iterators named "s->names". */
static isl_ast_node *sch_ast(sch *s, __isl_keep isl_schedule *sched)
{
    isl_ast_build *b = isl_ast_build_from_context(isl_set_copy(s->r->context));
    isl_id_list *ids = isl_id_list_alloc(s->ctx, SCH_MAX_DEPTH);
    isl_ast_node *tree;
    int i;
    for (i = 0; i < SCH_MAX_DEPTH; i++)
        ids = isl_id_list_add(ids, isl_id_alloc(s->ctx, s->names[i], NULL));
    b = isl_ast_build_set_iterators(b, ids);
    tree = isl_ast_build_node_from_schedule(b, isl_schedule_copy(sched));
    isl_ast_build_free(b);
    return tree;
}

void pp_sched_undo(pp_region *r, struct pp_sched_undo *u)
{
    int i;
    if (!u)
        return;
    /* the copies of split statements, and their references, go */
    for (i = u->nstmts; i < r->nstmts; i++) {
        isl_set_free(r->stmts[i].domain);
        isl_map_free(r->stmts[i].schedule);
    }
    for (i = u->naccesses; i < r->naccesses; i++)
        isl_map_free(r->accesses[i].rel);
    /* the arrays they were added to hold what the region owns now */
    if (u->stmts != r->stmts)
        memcpy(u->stmts, r->stmts, sizeof(pp_stmt) * (size_t)u->nstmts);
    if (u->accesses != r->accesses)
        memcpy(u->accesses, r->accesses, sizeof(pp_access) * (size_t)u->naccesses);
    r->nstmts = u->nstmts;
    r->stmts = u->stmts;
    r->naccesses = u->naccesses;
    r->accesses = u->accesses;
    r->root = u->root;
    for (i = 0; i < r->nstmts; i++) {
        r->stmts[i].node = u->node[i];
        r->stmts[i].depth = u->depth[i];
        r->stmts[i].loops = u->loops[i];
    }
    for (i = 0; i < r->naccesses; i++)
        r->accesses[i].expr = u->expr[i];
}

/* Return what "r" holds now, to put back with pp_sched_undo(). */
static struct pp_sched_undo *sch_save(pp_model *m, pp_region *r)
{
    struct pp_sched_undo *u = pp_alloc(m->arena, sizeof(*u));
    int i;
    if (!u)
        return NULL;
    u->root = r->root;
    u->nstmts = r->nstmts;
    u->stmts = r->stmts;
    u->naccesses = r->naccesses;
    u->accesses = r->accesses;
    u->node = pp_alloc(m->arena, sizeof(pp_node *) * (size_t)(r->nstmts + 1));
    u->depth = pp_alloc(m->arena, sizeof(int) * (size_t)(r->nstmts + 1));
    u->loops = pp_alloc(m->arena, sizeof(pp_node **) * (size_t)(r->nstmts + 1));
    u->expr = pp_alloc(m->arena, sizeof(pp_expr *) * (size_t)(r->naccesses + 1));
    if (!u->node || !u->depth || !u->loops || !u->expr)
        return NULL;
    for (i = 0; i < r->nstmts; i++) {
        u->node[i] = r->stmts[i].node;
        u->depth[i] = r->stmts[i].depth;
        u->loops[i] = r->stmts[i].loops;
    }
    for (i = 0; i < r->naccesses; i++)
        u->expr[i] = r->accesses[i].expr;
    return u;
}

int pp_sched_outer_kept(const pp_region *r)
{
    const pp_node *n = r->root;
    while (n && n->kind == PP_NODE_BLOCK && n->u.block.n == 1)
        n = n->u.block.v[0];
    return n && n->kind == PP_NODE_FOR;
}

int pp_sched_region(pp_model *m, pp_region *r, double seconds, int mode, struct pp_sched_undo **undo)
{
    const pp_node *type;
    isl_schedule *sched;
    isl_ast_node *tree;
    struct pp_sched_undo *u;
    pp_node *root;
    sch s;
    int i, k;
    *undo = NULL;
    if (!sch_wanted(r, &type, mode))
        return 0;
    memset(&s, 0, sizeof(s));
    s.m = m;
    s.r = r;
    s.ctx = m->ctx;
    s.type = type->u.loop.type;
    s.ctype = type->u.loop.ctype;
    s.loc = r->root->loc;
    for (i = 0; i < SCH_MAX_DEPTH; i++) {
        for (k = 0; k < 100; k++) {
            s.names[i] = k ? pp_printf(m->arena, "c%d_%d", i, k) : pp_printf(m->arena, "c%d", i);
            if (!s.names[i] || !pp_name_taken(m, r, s.names[i]))
                break;
        }
        if (!s.names[i])
            return -1;
    }
    if ((mode & PP_SCHED_KEEP_OUTER) && !pp_sched_outer_kept(r))
        return 0;
    /* the operation limit afresh for reading the schedule back and
     * making its AST: the analysis before it may have used most of it
     * (NPB LU's blts, 130 references to tmat) */
    pp_isl_budget(m, isl_ctx_get_max_operations(m->ctx));
    sched = (mode & PP_SCHED_FUSE) ? pp_sched_fuse(r, m->ctx) : sch_compute_bounded(r, m->ctx, seconds, mode);
    if (!sched) {
        isl_ctx_reset_error(m->ctx);
        return 0;
    }
    if (getenv("BBMM_PP_SCHED_DEBUG")) {
        isl_printer *p = isl_printer_to_file(m->ctx, stderr);
        p = isl_printer_set_yaml_style(p, ISL_YAML_STYLE_BLOCK);
        p = isl_printer_print_schedule(p, sched);
        isl_printer_free(p);
    }
    tree = sch_ast(&s, sched);
    isl_schedule_free(sched);
    if (!tree) {
        isl_ctx_reset_error(m->ctx);
        return 0;
    }
    if (getenv("BBMM_PP_SCHED_DEBUG")) {
        char *t = isl_ast_node_to_C_str(tree);
        fprintf(stderr, "%s\n", t ? t : "?");
        free(t);
    }
    u = sch_save(m, r);
    s.seen = calloc((size_t)r->nstmts + 1, sizeof(int));
    s.amap = pp_alloc(m->arena, sizeof(int) * (size_t)(r->naccesses + 1));
    if (!u || !s.seen || !s.amap) {
        free(s.seen);
        isl_ast_node_free(tree);
        return -1;
    }
    s.old = u;
    for (i = 0; i < r->naccesses; i++)
        s.amap[i] = i;
    root = sch_node(&s, tree);
    isl_ast_node_free(tree);
    for (i = 0; i < u->nstmts && !s.failed; i++)
        if (s.seen[i] < 1 || (s.seen[i] > 1 && !(mode & PP_SCHED_SPLIT)))
            s.failed = 1;
    free(s.seen);
    if (s.failed || !root) {
        pp_sched_undo(r, u);
        isl_ctx_reset_error(m->ctx);
        return 0;
    }
    r->root = root;
    *undo = u;
    return 1;
}
