/* pragma-tool/chain.c - what decides whether a serial loop's body runs
 * as one chain inside one work-group (pp_nest.chain; analysis.c runs it
 * in ana_split; kernel.c, cg_chain; docs/codegen.md "Chains"): parts the
 * first item runs and parallel loops the items share, and the scalars the
 * parts name.
 */
#include <string.h>

#include "internal.h"

/* ---- chains: a serial loop's parts inside one work-group ----------- */

/* Nonzero when expression "e" names "name" otherwise than as the
 * iterator of a loop around it. */
static int ch_expr_names(const pp_expr *e, const char *name)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ID && e->sym != PP_SYM_ITER && e->text && !strcmp(e->text, name))
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (ch_expr_names(e->args[i], name))
            return 1;
    return 0;
}

/* Nonzero when a node of "n" outside "skip" names "name" otherwise than
 * as a loop's iterator (the value a loop over it leaves behind). */
static int ch_names_outside(const pp_node *n, const pp_node *skip, const char *name)
{
    int i;
    if (!n || n == skip)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return ch_expr_names(n->u.loop.init, name) || ch_expr_names(n->u.loop.cond, name) ||
               ch_names_outside(n->u.loop.body, skip, name);
    case PP_NODE_IF:
        return ch_expr_names(n->u.cond.cond, name) || ch_names_outside(n->u.cond.then_node, skip, name) ||
               ch_names_outside(n->u.cond.else_node, skip, name);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (ch_names_outside(n->u.block.v[i], skip, name))
                return 1;
        return 0;
    case PP_NODE_ASSIGN:
        return ch_expr_names(n->u.assign.lhs, name) || ch_expr_names(n->u.assign.rhs, name);
    case PP_NODE_DECL:
        return ch_expr_names(n->u.decl.init, name);
    case PP_NODE_CALL:
        return ch_expr_names(n->u.call.expr, name);
    }
    return 0;
}

/* Whether part "c" of a chain's body (the serial loop at "depth") is a
 * parallel loop the work-group's items can share: a parallel loop of
 * statements with no parallel loop of statements below it, whose bounds
 * move with the serial loop (as a sweep's: a triangle's rows, each step
 * short; a loop over a whole dimension in every step may need the whole
 * device), alike in every item, each point a bounded amount of work. */
static int ch_loop(const pp_model *m, const pp_region *r, const pp_node *c, int depth)
{
    long long w;
    if (c->kind != PP_NODE_FOR || !c->u.loop.parallel || !pp_has_stmt(r, c) ||
        pp_has_parallel(r, c->u.loop.body) || !pp_expr_uniform(c->u.loop.init) || !pp_expr_uniform(c->u.loop.cond))
        return 0;
    if (!pp_expr_names_iter(c->u.loop.init, depth) && !pp_expr_names_iter(c->u.loop.cond, depth))
        return 0;
    w = pp_point_work(m, c->u.loop.body);
    return w >= 0 && w <= PP_SWEEP_WORK;
}

/* Whether part "c" of a chain's body is serial: a serial piece (a
 * declaration with initializer too), or a block of them (ana_serial_run's,
 * from an earlier analysis of the same tree), declarations without
 * initializer among them. */
static int ch_serial(const pp_region *r, const pp_node *c)
{
    int i, k = 0;
    if (c->kind != PP_NODE_BLOCK)
        return pp_serial_piece(r, c);
    for (i = 0; i < c->u.block.n; i++) {
        const pp_node *v = c->u.block.v[i];
        if (v->kind == PP_NODE_DECL && v->u.decl.stmt < 0)
            continue;
        if (!ch_serial(r, v))
            return 0;
        k++;
    }
    return k > 0;
}

/* Nonzero when "n" is a declaration without initializer: in a chain's
 * body no part of its own (the kernel declares it where it stands). */
static int ch_bare_decl(const pp_node *n)
{
    return n->kind == PP_NODE_DECL && n->u.decl.stmt < 0;
}

/* Nonzero when expression "e" takes the address of local "l". */
static int ch_expr_addr_of(const pp_expr *e, int l)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ADDR && e->args[0]->sym == PP_SYM_LOCAL && e->args[0]->index == l)
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (ch_expr_addr_of(e->args[i], l))
            return 1;
    return 0;
}

/* Return nonzero when node "n" itself writes region-local scalar
 * *(const int *)arg. */
static int ch_writes_local(const pp_node *n, const void *arg)
{
    int l = *(const int *)arg;
    switch (n->kind) {
    case PP_NODE_ASSIGN:
        return (n->u.assign.lhs->kind == PP_EXPR_ID && n->u.assign.lhs->sym == PP_SYM_LOCAL &&
                n->u.assign.lhs->index == l) ||
               ch_expr_addr_of(n->u.assign.rhs, l);
    case PP_NODE_DECL:
        return n->u.decl.local == l && n->u.decl.init;
    case PP_NODE_CALL:
        return ch_expr_addr_of(n->u.call.expr, l);
    default:
        return 0;
    }
}

/* The parts of chain loop "l"'s body naming region-local scalar "k"
 * (consecutive serial pieces are one part, as ana_serial_run makes them
 * one nest; declarations without initializer are none): how many, and
 * whether a parallel one writes it ("*par_writes"). */
static int ch_naming(const pp_node *l, int k, int *par_writes)
{
    const pp_node *body = l->u.loop.body, *const *v = &body;
    int n = 1, i, p = 0, last = -1, parts = 0;
    while (body->kind == PP_NODE_BLOCK && body->u.block.n == 1)
        body = body->u.block.v[0];
    if (body->kind == PP_NODE_BLOCK) {
        v = (const pp_node *const *)body->u.block.v;
        n = body->u.block.n;
    }
    *par_writes = 0;
    for (i = 0; i < n; i++) {
        int par = v[i]->kind == PP_NODE_FOR && v[i]->u.loop.parallel;
        if (ch_bare_decl(v[i]))
            continue;
        p += i > 0 && (par || (v[i - 1]->kind == PP_NODE_FOR && v[i - 1]->u.loop.parallel));
        if (!pp_node_any(v[i], pp_names_local, &k))
            continue;
        parts += p != last;
        last = p;
        if (par && pp_node_any(v[i], ch_writes_local, &k))
            *par_writes = 1;
    }
    return parts;
}

int pp_chain_shared(const pp_nest *n, int k)
{
    int w;
    return n->chain && ch_naming(n->band[0], k, &w) > 1;
}

/* Whether serial loop "l", which holds a parallel loop, can run with its
 * whole body inside one work-group (pp_nest.chain) instead of on the
 * host around a launch per part and iteration (durbin's k: its sums and
 * scalars by one work-item, two short parallel loops over i).  Its body
 * is a chain of parts, each either a serial piece (pp_serial_piece: run
 * by the first item) or a parallel loop of one dimension (ch_loop:
 * its points dealt out), and declarations; at least one of each, since a
 * step that one item serializes anyway loses nothing to one work-group,
 * where one that is all parallel may need the whole device.  Every item
 * meets every barrier: the bounds of "l" are alike in every item and the
 * parts are not under conditions.  A scalar of the region named by one
 * part is each item's own; one named by several (alpha = ... by the first
 * item, read by the parallel loops after it) lives in the work-group's
 * local memory: it must be declared in the body of "l" (each step's own)
 * and written by no parallel part (promoted scalars are in device memory
 * anyway).  The iterator of "l" is named nowhere else in the region: the
 * kernel, not the host, runs the loop. */
int pp_chain(const pp_model *m, const pp_region *r, const pp_node *l)
{
    const pp_node *body = l->u.loop.body, *one[1];
    pp_node *const *v = (pp_node *const *)one;
    int n = 1, i, k, serial = 0, par = 0, w;
    if (r->ntile || r->nworkgroup || r->nparallel || l->u.loop.parallel || !pp_expr_uniform(l->u.loop.init) ||
        !pp_expr_uniform(l->u.loop.cond) || !pp_has_stmt(r, l) || !body)
        return 0;
    while (body && body->kind == PP_NODE_BLOCK && body->u.block.n == 1)
        body = body->u.block.v[0];
    if (!body)
        return 0;
    if (body->kind == PP_NODE_BLOCK) {
        v = body->u.block.v;
        n = body->u.block.n;
    } else {
        one[0] = body;
    }
    for (i = 0; i < n; i++) {
        if (ch_bare_decl(v[i]))
            continue;
        if (ch_serial(r, v[i]))
            serial++;
        else if (ch_loop(m, r, v[i], l->u.loop.depth))
            par++;
        else
            return 0;
    }
    if (!serial || !par || ch_names_outside(r->root, l, l->u.loop.iter))
        return 0;
    for (k = 0; k < r->nlocals; k++)
        if (ch_naming(l, k, &w) > 1 && (w || r->locals[k].outer || r->locals[k].depth != l->u.loop.depth + 1))
            return 0;
    return 1;
}

