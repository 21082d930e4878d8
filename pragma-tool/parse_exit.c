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

/* The value loop "n" (from "a", constant step "k" up, or down: -k)
 * leaves in its iterator when its condition is a conjunction "c" ("i < n
 * && i != k"): the first value where a conjunct fails.  A bound ("i < E",
 * "i <= E"; "i > E", "i >= E" down) stops it where the loop alone would
 * (par_known_stepped for k > 1); the loop stops at the nearest of them;
 * with k = 1, an "i != E" then stops it at E where E lies from "a" up to
 * that stop (down: from "a" down).  A comparison the other way ("i >= E"
 * up: it holds from the start on or never) stops it at "a" where it fails
 * there.  Other conjuncts, "!=" with k > 1, or none of the bounds: NULL
 * (no known value). */
static pp_expr *par_known_conj(parser *p, const pp_node *n, const pp_token *it, const pp_expr *c, long long k)
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
        if (!strcmp(op, "!=")) {
            if (k != 1)
                return NULL; /* the step may pass E */
            continue;
        }
        if (down ? op[0] != '>' : op[0] != '<')
            continue; /* holds from the start on, or never: below */
        incl = op[1] == '=';
        b = par_copy_expr(p, e);
        if (k > 1)
            b = par_known_stepped(p, it, a, b, k, incl, down);
        else if (incl)
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
    for (i = 0; i < nv; i++) { /* the other way: "a" where it fails at the start */
        if (!par_exit_cmp(n, v[i], &op, &e) || !strcmp(op, "!=") || (down ? op[0] != '<' : op[0] != '>'))
            continue;
        m = par_paren_cond(p, it, par_paren_op(p, it, op, par_copy_expr(p, a), par_copy_expr(p, e)), m,
                           par_copy_expr(p, a));
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
        if (!(known = par_known_conj(p, n, it, c, k)))
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
        if (kn && kn->value)
            kn->exit = 1; /* reads of a region scalar stay refused where it no longer holds (par_name_expr) */
    }
}

/* Nonzero when "e" names a loop iterator. */
static int par_names_iter(const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_ITER)
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (par_names_iter(e->args[i]))
            return 1;
    return 0;
}

/* A copy of "e" with iterator "name" replaced by "by" (taken, shared by
 * every use); NULL when out of memory (p->oom). */
static pp_expr *par_subst_iter(parser *p, const pp_expr *e, const char *name, pp_expr *by)
{
    pp_expr *c;
    int i;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_ITER && e->text && !strcmp(e->text, name))
        return by;
    if (!(c = par_copy_expr(p, e)))
        return NULL;
    for (i = 0; i < e->nargs; i++)
        if (!(c->args[i] = par_subst_iter(p, e->args[i], name, by)))
            return NULL;
    return c;
}

/* "(type)(x)" at token "t" ("x" taken), for the iterator type "type" of
 * a loop; NULL when out of memory. */
static pp_expr *par_as_iter(parser *p, const pp_token *t, const char *type, pp_expr *x)
{
    pp_expr *cast = x ? par_made(p, PP_EXPR_CAST, t, 1, NULL) : NULL, *paren = cast ? par_made(p, PP_EXPR_PAREN, t, 1, NULL) : NULL;
    if (!paren)
        return NULL;
    paren->args[0] = x;
    cast->text = (char *)type;
    cast->args[0] = paren;
    return cast;
}

/* Nonzero when write "k", not a loop's, of a region scalar that a loop
 * ran over earlier is kept past the loop it is in (par_known_lift): its
 * memory holds it when that loop ran, and what the earlier loop left
 * (kept nowhere) otherwise.  A write of any other scalar is not: its
 * memory holds the right value either way. */
static int par_lifts_write(parser *p, const par_known *k)
{
    int v;
    if (k->local < 0)
        return 0;
    for (v = p->pr->nlvars - 1; v >= 0; v--)
        if (p->pr->lvars[v].local == k->local)
            return p->pr->lvars[v].looped;
    return 0;
}

/* Loop "n" over "it" (region scalar "local", or -1: declared outside the
 * region, or by the loop) has ended, and what it leaves in its iterator
 * is recorded (par_known_exit).  A value that a loop in its body left in
 * its own iterator, where that loop was the body's last write of it (at
 * the body's level: not under an if), is what that iterator holds after
 * this loop too, evaluated at this loop's last iteration (its own
 * iterator there: its exit value less the step), provided this loop ran
 * at least once; if it did not, the iterator kept its value from before,
 * which kernels do not see.  So the value is kept, with the condition
 * that this loop runs (its condition at its initial value: on the
 * parameters only), which the region assumes where the value is read
 * (par_known_use: r->ran; elsewhere the host runs the region as written).
 * Values that name this loop's iterator when its exit value is not known,
 * or under a loop whose condition names another loop's iterator, are not
 * kept: reads of them stay refused. */
void par_known_lift(parser *p, const pp_node *n, const pp_token *it, int local)
{
    par_region *pr = p->pr;
    const char *iter = n->u.loop.iter, *type = n->u.loop.type;
    const par_known *ki = par_known_find(pr, local, local >= 0 ? NULL : iter);
    pp_expr *runs = NULL, *last = NULL;
    int level = pr->nctl, id, i;
    if (level < 0 || level >= PAR_MAX_NEST || p->oom || !par_known_type(type))
        return;
    id = pr->ctl[level].id; /* the ended loop's */
    for (i = 0; i < pr->nknown; i++) {
        par_known *k = &pr->known[i];
        pp_expr *v;
        if (k->level != level + 1 || k->path != id || k->looping || (k->exit ? !k->value : !par_lifts_write(p, k)))
            continue;
        if (!runs && (par_reads_data(n->u.loop.cond) ||
                      !(runs = par_subst_iter(p, n->u.loop.cond, iter,
                                              par_as_iter(p, it, type, par_copy_expr(p, n->u.loop.init)))) ||
                      par_names_iter(runs)))
            return;
        v = k->value;
        if (v && par_expr_names(v, iter)) {
            if (!last && ki && ki->value && ki->level == level && (!level || ki->path == pr->ctl[level - 1].id)) {
                char step[32];
                snprintf(step, sizeof(step), "%lld", n->u.loop.step < 0 ? -n->u.loop.step : n->u.loop.step);
                last = par_as_iter(p, it, type,
                                   par_paren_op(p, it, n->u.loop.step < 0 ? "+" : "-", par_copy_expr(p, ki->value),
                                                par_made(p, PP_EXPR_INT, it, 0, step)));
            }
            if (!last || !(v = par_subst_iter(p, v, iter, last)))
                continue;
        }
        if (k->ran) {
            pp_expr *both = par_paren_op(p, it, "&&", runs, k->ran);
            if (!both)
                return;
            k->ran = both;
        } else {
            k->ran = runs;
        }
        k->ran_used = 0;
        k->value = v;
        k->level = level;
        k->path = level ? pr->ctl[level - 1].id : 0;
    }
}
