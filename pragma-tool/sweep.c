/* pragma-tool/sweep.c - what decides whether a wavefront's serial loop
 * can run inside one work-group (analysis.c, ana_sweep; docs/codegen.md
 * "Sweeps"): loop bounds every work-item computes alike, and the work a
 * point of the band does, counted from loops of constant bounds.
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

/* Nonzero when expression "e" reads only constants, parameters, read-only
 * scalars and iterators: a loop bound every work-item of a launch
 * computes alike. */
int pp_expr_uniform(const pp_expr *e)
{
    int i;
    if (!e)
        return 1;
    if (e->kind == PP_EXPR_ACCESS || e->kind == PP_EXPR_ADDR || e->kind == PP_EXPR_CALL ||
        (e->kind == PP_EXPR_ID && e->sym == PP_SYM_LOCAL))
        return 0;
    for (i = 0; i < e->nargs; i++)
        if (!pp_expr_uniform(e->args[i]))
            return 0;
    return 1;
}

/* Nonzero when expression "e" names the iterator of the loop at "depth". */
int pp_expr_names_iter(const pp_expr *e, int depth)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_ITER && e->index == depth)
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (pp_expr_names_iter(e->args[i], depth))
            return 1;
    return 0;
}

/* Nonzero when function "f" of the user's file, or one it calls, holds a
 * loop (the word for, while or do in its OpenCL C text). */
static int sw_func_loops(const pp_model *m, int f)
{
    static const char *const words[] = {"for", "while", "do"};
    const char *t = m->funcs[f].cl_text;
    int i;
    for (; t && *t; t++) {
        if (!isalpha((unsigned char)*t) || (t > m->funcs[f].cl_text && (isalnum((unsigned char)t[-1]) || t[-1] == '_')))
            continue;
        for (i = 0; i < 3; i++) {
            size_t n = strlen(words[i]);
            if (!strncmp(t, words[i], n) && !isalnum((unsigned char)t[n]) && t[n] != '_')
                return 1;
        }
    }
    for (i = 0; i < m->funcs[f].ncallees; i++)
        if (sw_func_loops(m, m->funcs[f].callees[i]))
            return 1;
    return 0;
}

/* Nonzero when expression "e" calls a function of the user's file that
 * holds a loop (which may run any number of times). */
static int sw_calls_loop(const pp_model *m, const pp_expr *e)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_CALL && e->index >= 0 && e->index < m->nfuncs && sw_func_loops(m, e->index))
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (sw_calls_loop(m, e->args[i]))
            return 1;
    return 0;
}

/* The value of constant expression "e" into *v (integers, + - * and
 * parentheses); 0 when it is not one. */
static int sw_eval(const pp_expr *e, long long *v)
{
    long long x, y;
    if (!e)
        return 0;
    switch (e->kind) {
    case PP_EXPR_INT:
        *v = e->value;
        return 1;
    case PP_EXPR_PAREN:
    case PP_EXPR_CAST:
        return sw_eval(e->args[0], v);
    case PP_EXPR_UNARY:
        if (!sw_eval(e->args[0], &x) || (strcmp(e->op, "-") && strcmp(e->op, "+")) || x < -(1LL << 40) ||
            x > (1LL << 40))
            return 0;
        *v = strcmp(e->op, "-") ? x : -x;
        return 1;
    case PP_EXPR_BINARY:
        if (!sw_eval(e->args[0], &x) || !sw_eval(e->args[1], &y) || x < -(1LL << 20) || x > (1LL << 20) ||
            y < -(1LL << 20) || y > (1LL << 20))
            return 0;
        if (!strcmp(e->op, "+"))
            *v = x + y;
        else if (!strcmp(e->op, "-"))
            *v = x - y;
        else if (!strcmp(e->op, "*"))
            *v = x * y;
        else
            return 0;
        return 1;
    default:
        return 0;
    }
}

/* The iterations of loop "l", when its bounds are constants in the form
 * "i = a; i < b" (<=, or > and >= counting down); -1 otherwise. */
static long long sw_trips(const pp_node *l)
{
    const pp_expr *c = l->u.loop.cond;
    long long first, bound, step = l->u.loop.step, last;
    if (!sw_eval(l->u.loop.init, &first) || !c || c->kind != PP_EXPR_BINARY || c->nargs != 2 ||
        c->args[0]->kind != PP_EXPR_ID || c->args[0]->sym != PP_SYM_ITER || c->args[0]->index != l->u.loop.depth ||
        !sw_eval(c->args[1], &bound))
        return -1;
    if (step > 0 && (!strcmp(c->op, "<") || !strcmp(c->op, "<=")))
        last = !strcmp(c->op, "<") ? bound - 1 : bound;
    else if (step < 0 && (!strcmp(c->op, ">") || !strcmp(c->op, ">=")))
        last = !strcmp(c->op, ">") ? bound + 1 : bound;
    else
        return -1;
    if ((step > 0 && last < first) || (step < 0 && last > first))
        return 0;
    return (step > 0 ? last - first : first - last) / (step > 0 ? step : -step) + 1;
}

/* The statements a point of a band with body "n" runs: loops of constant
 * bounds (NPB LU's 5x5 block loops) times their bodies, no call to a
 * function of the user's file that holds a loop; -1 when that is not
 * known, or past 2^20. */
long long pp_point_work(const pp_model *m, const pp_node *n)
{
    long long w = 0, x, y;
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        x = sw_trips(n);
        y = pp_point_work(m, n->u.loop.body);
        return x < 0 || y < 0 || (y && x > (1LL << 20) / y) ? -1 : x * y;
    case PP_NODE_IF:
        if (sw_calls_loop(m, n->u.cond.cond))
            return -1;
        x = pp_point_work(m, n->u.cond.then_node);
        y = pp_point_work(m, n->u.cond.else_node);
        return x < 0 || y < 0 || x + y > (1LL << 20) ? -1 : x + y;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++) {
            x = pp_point_work(m, n->u.block.v[i]);
            if (x < 0 || w + x > (1LL << 20))
                return -1;
            w += x;
        }
        return w;
    case PP_NODE_ASSIGN:
        return sw_calls_loop(m, n->u.assign.lhs) || sw_calls_loop(m, n->u.assign.rhs) ? -1 : 1;
    case PP_NODE_DECL:
        return sw_calls_loop(m, n->u.decl.init) ? -1 : 1;
    case PP_NODE_CALL:
        return sw_calls_loop(m, n->u.call.expr) ? -1 : 1;
    default:
        return 0;
    }
}
