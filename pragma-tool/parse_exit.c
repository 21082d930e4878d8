/* pragma-tool/parse_exit.c - the value a region's for loop leaves in its
 * iterator, for reads of it after the loop (C's value: the first value
 * that fails the condition, with the loop's own step and type).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parser.h"

/* Nonzero when expression "e" names "name". */
static int par_expr_names(const pp_expr *e, const char *name)
{
    int i;
    if (e->kind == PP_EXPR_ID && e->text && !strcmp(e->text, name))
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (par_expr_names(e->args[i], name))
            return 1;
    return 0;
}

/* "(x op y)" at token "t" ("x", "y" taken), or NULL (out of memory). */
static pp_expr *par_paren_op(parser *p, const pp_token *t, const char *op, pp_expr *x, pp_expr *y)
{
    pp_expr *e = x && y ? par_made(p, PP_EXPR_BINARY, t, 2, op) : NULL, *w = e ? par_made(p, PP_EXPR_PAREN, t, 1, NULL) : NULL;
    if (!w)
        return NULL;
    e->args[0] = x;
    e->args[1] = y;
    w->args[0] = e;
    return w;
}

/* The value a loop from "a" by a constant step of "k" (> 1; "down": -k)
 * leaves when it runs at least once to bound "e" ("adj" 0: "<" or ">",
 * else "<=" or ">="): a + q * k (a - q * k down) with q = (e - a + k - 1)
 * / k (q = (a - e + k - 1) / k down), or (e - a) / k + 1 ((a - e) / k + 1
 * down) for an inclusive bound; "e" is taken, "a" copied.  NULL when out
 * of memory (p->oom). */
static pp_expr *par_known_stepped(parser *p, const pp_token *it, const pp_expr *a, pp_expr *e, long long k, int adj,
                                  int down)
{
    char num[32], km1[32];
    pp_expr *a1 = par_copy_expr(p, a), *d, *q;
    snprintf(num, sizeof(num), "%lld", k);
    snprintf(km1, sizeof(km1), "%lld", k - 1);
    d = down ? par_paren_op(p, it, "-", a1, e) : par_paren_op(p, it, "-", e, a1); /* positive where it runs */
    if (!adj)
        d = par_paren_op(p, it, "+", d, par_made(p, PP_EXPR_INT, it, 0, km1));
    q = par_paren_op(p, it, "/", d, par_made(p, PP_EXPR_INT, it, 0, num));
    if (adj)
        q = par_paren_op(p, it, "+", q, par_made(p, PP_EXPR_INT, it, 0, "1"));
    q = par_paren_op(p, it, "*", q, par_made(p, PP_EXPR_INT, it, 0, num));
    return par_paren_op(p, it, down ? "-" : "+", par_copy_expr(p, a), q);
}

/* Comparison "c" of loop "n"'s iterator with an expression E that reads
 * neither the iterator nor data, either side: its operator as "i op E"
 * into *op and E into *e; 0 when "c" is none. */
static int par_exit_cmp(const pp_node *n, const pp_expr *c, const char **op, const pp_expr **e)
{
    int left;
    while (c->kind == PP_EXPR_PAREN)
        c = c->args[0];
    if (c->kind != PP_EXPR_BINARY || c->nargs != 2)
        return 0;
    left = c->args[0]->kind == PP_EXPR_ID && c->args[0]->sym == PP_SYM_ITER && !strcmp(c->args[0]->text, n->u.loop.iter);
    if (!left && !(c->args[1]->kind == PP_EXPR_ID && c->args[1]->sym == PP_SYM_ITER &&
                   !strcmp(c->args[1]->text, n->u.loop.iter)))
        return 0;
    *e = c->args[left ? 1 : 0];
    *op = c->op;
    if (!left) /* E op i: i op' E */
        *op = !strcmp(*op, "<") ? ">" : !strcmp(*op, "<=") ? ">=" : !strcmp(*op, ">") ? "<" : !strcmp(*op, ">=") ? "<=" : *op;
    return strcmp(*op, "<") == 0 || strcmp(*op, "<=") == 0 || strcmp(*op, ">") == 0 || strcmp(*op, ">=") == 0 ||
                   strcmp(*op, "!=") == 0
               ? !par_reads_data(*e) && !par_expr_names(*e, n->u.loop.iter)
               : 0;
}

/* "x ? y : z" at token "t" (taken), parenthesized; NULL when out of memory. */
static pp_expr *par_paren_cond(parser *p, const pp_token *t, pp_expr *x, pp_expr *y, pp_expr *z)
{
    pp_expr *e = x && y && z ? par_made(p, PP_EXPR_COND, t, 3, NULL) : NULL, *w = e ? par_made(p, PP_EXPR_PAREN, t, 1, NULL) : NULL;
    if (!w)
        return NULL;
    e->args[0] = x;
    e->args[1] = y;
    e->args[2] = z;
    w->args[0] = e;
    return w;
}

/* The value loop "n" (from "a", step 1 or -1: "down") leaves in its
 * iterator when its condition is a conjunction "c" ("i < n && i != k"):
 * the first value where a conjunct fails.  A bound ("i < E", "i <= E"; "i
 * > E", "i >= E" down) stops it where the loop alone would; the loop stops
 * at the nearest of them; an "i != E" then stops it at E where E lies from
 * "a" up to that stop (down: from "a" down).  Other conjuncts, or none of
 * the bounds: NULL (no known value). */
static pp_expr *par_known_conj(parser *p, const pp_node *n, const pp_token *it, const pp_expr *c)
{
    const pp_expr *v[8], *e, *a = n->u.loop.init;
    const char *op;
    int nv = 0, top = 0, i, down = n->u.loop.step < 0;
    const pp_expr *stack[8];
    pp_expr *m = NULL;
    stack[top++] = c;
    while (top) { /* the conjuncts, left to right */
        const pp_expr *x = stack[--top];
        while (x->kind == PP_EXPR_PAREN)
            x = x->args[0];
        if (x->kind == PP_EXPR_BINARY && !strcmp(x->op, "&&")) {
            if (top + 2 > 8)
                return NULL;
            stack[top++] = x->args[1];
            stack[top++] = x->args[0];
        } else if (nv < 8) {
            v[nv++] = x;
        } else {
            return NULL;
        }
    }
    for (i = 0; i < nv; i++) { /* the bounds: the nearest stop */
        pp_expr *b;
        int incl;
        if (!par_exit_cmp(n, v[i], &op, &e))
            return NULL;
        if (!strcmp(op, "!="))
            continue;
        if (down ? op[0] != '>' : op[0] != '<')
            return NULL; /* the loop runs on, or not at all: no bound */
        incl = op[1] == '=';
        b = par_copy_expr(p, e);
        if (incl)
            b = par_paren_op(p, it, down ? "-" : "+", b, par_made(p, PP_EXPR_INT, it, 0, "1"));
        /* a op E ? E (+-1) : a */
        b = par_paren_cond(p, it, par_paren_op(p, it, op, par_copy_expr(p, a), par_copy_expr(p, e)), b,
                           par_copy_expr(p, a));
        if (!b)
            return NULL;
        m = !m ? b
               : par_paren_cond(p, it, par_paren_op(p, it, down ? ">" : "<", par_copy_expr(p, m), par_copy_expr(p, b)),
                                par_copy_expr(p, m), b);
        if (!m)
            return NULL;
    }
    if (!m)
        return NULL; /* only "!=": C's loop would overflow where none stops it */
    for (i = 0; i < nv; i++) { /* each "i != E" between a and the stop */
        pp_expr *in;
        if (!par_exit_cmp(n, v[i], &op, &e) || strcmp(op, "!="))
            continue;
        in = par_paren_op(p, it, "&&", par_paren_op(p, it, down ? "<=" : ">=", par_copy_expr(p, e), par_copy_expr(p, a)),
                          par_paren_op(p, it, down ? ">" : "<", par_copy_expr(p, e), par_copy_expr(p, m)));
        m = par_paren_cond(p, it, in, par_copy_expr(p, e), m);
        if (!m)
            return NULL;
    }
    return m;
}

/* Record the value loop "n" (over "iter" declared outside the region, at
 * token "it") leaves in its iterator, for reads after it in the region:
 * for a step of 1 or -1 and a condition comparing the iterator with an
 * expression E that reads neither it nor data, from initial value a:
 * "i < E": a < E ? E : a; "i <= E": a <= E ? E + 1 : a; "i > E":
 * a > E ? E : a; "i >= E": a >= E ? E - 1 : a (either side); "i != E":
 * E (a signed iterator that starts beyond E would overflow, and there the
 * region runs on the host as written: build.c, bld_assume_no_overflow;
 * an unsigned one has no known values).  A constant step k > 1 stops at
 * the first multiple past the bound: "i < E": a < E ? a + (E - a + k - 1)
 * / k * k : a; "i <= E": a <= E ? a + ((E - a) / k + 1) * k : a, and the
 * same downwards ("i > E", "i >= E", step -k); the quotients divide
 * positive values, where C's "/" is the floor.  A conjunction of such
 * comparisons (step 1 or -1) leaves what par_known_conj says.  Other
 * loops leave no known value, and a read after them is refused. */
void par_known_exit(parser *p, const pp_node *n, const pp_token *it, int local)
{
    const pp_expr *c = n->u.loop.cond, *e, *a = n->u.loop.init;
    pp_expr *cmp, *sel, *ec, *ac, *ev, *known;
    const char *op;
    int adj = 0, ne;
    long long k = n->u.loop.step < 0 ? -n->u.loop.step : n->u.loop.step;
    while (c->kind == PP_EXPR_PAREN)
        c = c->args[0];
    if (!k || k > 1024 || !par_known_type(n->u.loop.type) || par_expr_names(a, n->u.loop.iter))
        return;
    if (c->kind == PP_EXPR_BINARY && !strcmp(c->op, "&&")) {
        if (k != 1 || !(known = par_known_conj(p, n, it, c)))
            return;
    } else {
        if (!par_exit_cmp(n, c, &op, &e))
            return;
        ne = !strcmp(op, "!=");
        if (ne && k != 1)
            return;
        if (n->u.loop.step > 0 && !strcmp(op, "<="))
            adj = 1;
        else if (n->u.loop.step < 0 && !strcmp(op, ">="))
            adj = -1;
        else if (!ne && !(n->u.loop.step > 0 && !strcmp(op, "<")) && !(n->u.loop.step < 0 && !strcmp(op, ">")))
            return;
        cmp = par_new_expr(p, PP_EXPR_BINARY, it, 2);
        sel = par_new_expr(p, PP_EXPR_COND, it, 3);
        if (!cmp || !sel || !(cmp->args[0] = par_copy_expr(p, a)) || !(cmp->args[1] = par_copy_expr(p, e)) ||
            !(ac = par_copy_expr(p, a)) || !(ec = par_copy_expr(p, e)))
            return;
        cmp->op = op;
        ev = ec;
        if (k > 1) {
            ev = par_known_stepped(p, it, a, ec, k, adj, n->u.loop.step < 0);
            if (!ev)
                return;
        } else if (adj) {
            pp_expr *one = par_new_expr(p, PP_EXPR_INT, it, 0), *sum = par_new_expr(p, PP_EXPR_BINARY, it, 2);
            if (!one || !sum || !(one->text = pp_strdup(p->a, "1"))) {
                p->oom = 1;
                return;
            }
            one->value = 1;
            sum->op = adj > 0 ? "+" : "-";
            sum->args[0] = ec;
            sum->args[1] = one;
            ev = sum;
        }
        sel->args[0] = cmp;
        sel->args[1] = ev;
        sel->args[2] = ac;
        known = ne ? ev : sel;
    }
    par_known_write(p, local, local >= 0 ? NULL : n->u.loop.iter, n->u.loop.type, known, it);
    {
        par_known *kn = par_known_find(p->pr, local, local >= 0 ? NULL : n->u.loop.iter);
        if (kn && kn->value) {
            kn->exit = 1;
            if (local >= 0)
                par_unloop(p, local);
        }
    }
}
