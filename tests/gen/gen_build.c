/* bbmm-gen's program model, built at random (gen.c says what the
 * generator does): expressions, subscripts in bounds by construction,
 * statements, loop nests, the special nests (temp-array, serial middle
 * loop, pivot update), the arrays and the region; and the repair of a
 * statement the interpreter (gen_eval.c) found undefined. */
#include "gen.h"

/* ---- building expressions ---- */
static expr *lit_int(gen *g, long long v)
{
    expr *e = enew(g, K_LIT);
    e->ty = TY_INT;
    e->v.ty = TY_INT;
    e->v.i = v;
    snprintf(e->lit, sizeof e->lit, v < 0 ? "(%lld)" : "%lld", v);
    return e;
}

static expr *lit_text(gen *g, const char *text, enum ty t)
{
    expr *e = enew(g, K_LIT);
    e->ty = t;
    e->v.ty = t;
    snprintf(e->lit, sizeof e->lit, "%s", text);
    if (t == TY_FLOAT)
        e->v.d = strtof(text[0] == '(' ? text + 1 : text, NULL);
    else if (ty_fp(t))
        e->v.d = strtod(text[0] == '(' ? text + 1 : text, NULL);
    else
        e->v.i = strtoll(text[0] == '(' ? text + 1 : text, NULL, 10);
    return e;
}

static expr *bin(int op, expr *a, expr *b, gen *g)
{
    expr *e = enew(g, K_BIN);
    e->op = op;
    e->a = a;
    e->b = b;
    int cmp = op == '<' || op == '>' || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE || op == OP_AND ||
              op == OP_OR;
    e->ty = cmp ? TY_INT : arith_ty(a->ty, b->ty);
    return e;
}

static expr *iter(gen *g, int it)
{
    expr *e = enew(g, K_ITER);
    e->idx = it;
    e->ty = it == IT_T && g->tfloat ? TY_FLOAT : TY_INT;
    return e;
}

static expr *param(gen *g, int p)
{
    expr *e = enew(g, K_PARAM);
    e->idx = p;
    e->ty = TY_INT;
    return e;
}

static expr *cast(gen *g, enum ty t, expr *a)
{
    expr *e = enew(g, K_CAST);
    e->ty = t;
    e->a = a;
    return e;
}

static expr *call(gen *g, int f, expr *a, expr *b)
{
    expr *e = enew(g, K_CALL);
    e->idx = f;
    e->nargs = math_fns[f].nargs;
    e->ty = math_fns[f].ty;
    e->a = a;
    e->b = b;
    return e;
}

static expr *tern(gen *g, expr *c, expr *a, expr *b)
{
    expr *e = enew(g, K_TERN);
    e->a = c;
    e->b = a;
    e->c = b;
    e->ty = arith_ty(a->ty, b->ty);
    return e;
}

/* "x + c" written the way people write it ("x - 1", "x", "x + 2"). */
static expr *plus_const(gen *g, expr *x, int c)
{
    if (c == 0)
        return x;
    return c > 0 ? bin('+', x, lit_int(g, c), g) : bin('-', x, lit_int(g, -c), g);
}

/* An iterator, sometimes behind a value-preserving cast. */
static expr *sub_iter(gen *g, int it)
{
    static const enum ty casts[] = {TY_INT, TY_LONG, TY_UNS, TY_SHORT};
    expr *x = iter(g, it);
    if (want(g, F_CASTSUB, 6))
        x = cast(g, casts[rnd(g, 4)], x);
    return x;
}

/* A subscript for a dimension of extent "E" whose value stays in bounds
 * for every value of the live iterators; "pref" is a bit mask of iterators
 * to prefer (those not yet used by the access). */
static expr *gen_sub(gen *g, int E, int pref, int *usedit, int lhs)
{
    int cand[NIT], nc = 0;
    for (int it = IT_T; it < NIT; it++) {
        itenv *v = &g->it[it];
        if (!v->live || (it == IT_T && g->tfloat))
            continue;
        if (v->hi - v->lo + 1 <= E && v->lo >= 0)
            cand[nc++] = it;
    }
    int r = rnd(g, 100);
    if (nc && (r < 80 || lhs)) {
        int it = cand[rnd(g, nc)];
        for (int tries = 0; tries < (lhs ? 12 : 3) && !(pref & (1 << it)); tries++)
            it = cand[rnd(g, nc)];
        if (lhs && !(pref & (1 << it)) && rnd(g, 4))
            return lit_int(g, rnd(g, E));
        itenv *v = &g->it[it];
        int cmin = -v->lo, cmax = E - 1 - v->hi;
        *usedit |= 1 << it;
        int form = rnd(g, 100);
        if (form < 8 && g->param[P_N] - cmin - v->lo >= 0 && !g->disabled[F_SUBREV]) {
            /* n - c - it: values n-c-hi .. n-c-lo in [0, E-1] */
            int P = g->param[P_N];
            int clo = P - (E - 1) - v->lo, chi = P - v->hi;
            if (clo <= chi) {
                int c = rnd_in(g, clo, chi);
                use(g, F_SUBREV);
                use(g, F_PARAM);
                return bin('-', plus_const(g, param(g, P_N), -c), iter(g, it), g);
            }
        }
        if (form < 14 && 2 * v->hi - v->lo <= E - 1 && !g->disabled[F_SUBSCALE]) {
            int c = rnd_in(g, -2 * v->lo, E - 1 - 2 * v->hi);
            use(g, F_SUBSCALE);
            return plus_const(g, bin('*', lit_int(g, 2), iter(g, it), g), c);
        }
        if (form < (lhs ? 16 : 20) && nc > 1 && !g->disabled[F_SUBSUM]) {
            int jt = cand[rnd(g, nc)];
            itenv *w = &g->it[jt];
            if (jt != it && v->hi + w->hi - v->lo - w->lo <= E - 1) {
                int c = rnd_in(g, -(v->lo + w->lo), E - 1 - v->hi - w->hi);
                *usedit |= 1 << jt;
                use(g, F_SUBSUM);
                return plus_const(g, bin('+', iter(g, it), iter(g, jt), g), c);
            }
        }
        int c;
        if (rnd(g, 100) < 55)
            c = 0;
        else
            c = rnd_in(g, cmin > -2 ? cmin : -2, cmax < 2 ? cmax : 2);
        if (c < cmin || c > cmax)
            c = rnd_in(g, cmin, cmax);
        if (c)
            use(g, F_STENCIL);
        return plus_const(g, sub_iter(g, it), c);
    }
    return lit_int(g, rnd(g, E));
}

static int pick_array(gen *g, int writable)
{
    int c[MAXARR], n = 0;
    for (int i = 0; i < g->narr; i++) {
        array *a = &g->arr[i];
        if (a->ndim == 0 || a->isidx || (writable && a->noread))
            continue;
        if (a->ty == TY_LDOUBLE && g->refuse != R_LDOUBLE)
            continue;
        if (g->parmode && g->targets && (writable ? !(g->targets & 1 << i) : (g->targets & 1 << i) != 0))
            continue;
        c[n++] = i;
    }
    return c[rnd(g, n)];
}

/* How many dimensions of array "ai" some live iterator can index. */
static int fitting_dims(gen *g, int ai)
{
    array *a = &g->arr[ai];
    int n = 0, used = 0;
    for (int d = 0; d < a->ndim; d++)
        for (int it = IT_I; it < NIT; it++) {
            itenv *v = &g->it[it];
            if (v->live && !(used & 1 << it) && v->hi - v->lo + 1 <= a->ext[d]) {
                used |= 1 << it;
                n++;
                break;
            }
        }
    return n;
}

/* An array to write: the best of a few tries at indexing it with the live
 * iterators (writes with constant subscripts leave no parallel loop). */
static int pick_target(gen *g)
{
    int best = pick_array(g, 1), score = fitting_dims(g, best);
    for (int i = 0; i < 4; i++) {
        int c = pick_array(g, 1), sc = fitting_dims(g, c);
        if (sc > score)
            best = c, score = sc;
    }
    return best;
}

static expr *access_lr(gen *g, int ai, int lhs)
{
    array *a = &g->arr[ai];
    expr *e = enew(g, K_ACC);
    e->idx = ai;
    e->ty = a->ty;
    int usedit = g->tfloat ? 1 << IT_T : 0;
    if (lhs && !g->disabled[F_TIME] && rnd(g, 100) < 85)
        usedit |= 1 << IT_T;
    for (int d = 0; d < a->ndim; d++) {
        if (lhs && g->parmode) {
            itenv *v = &g->it[IT_I + d < NIT ? IT_I + d : IT_I];
            if (IT_I + d < NIT && v->live && v->lo >= 0 && v->hi < a->ext[d])
                e->sub[d] = sub_iter(g, IT_I + d);
            else
                e->sub[d] = lit_int(g, 0);
            continue;
        }
        e->sub[d] = gen_sub(g, a->ext[d], ~usedit, &usedit, lhs);
    }
    return e;
}

static expr *access(gen *g, int ai)
{
    return access_lr(g, ai, 0);
}

static int nlive(gen *g, int *its)
{
    int n = 0;
    for (int it = 0; it < NIT; it++)
        if (g->it[it].live)
            its[n++] = it;
    return n;
}

static expr *gen_lit(gen *g)
{
    static const char *ints[] = {"2", "3", "5", "7", "(-3)", "1", "10", "(-1)"};
    static const char *uns[] = {"5u", "3u", "3000000000u", "17u", "4294967295u"};
    static const char *dbl[] = {"0.5", "0.25", "1.5", "2.0", "(-0.75)", "0.1", "3.0", "0.2"};
    static const char *flt[] = {"0.5f", "1.25f", "(-2.0f)", "0.1f", "3.0f"};
    int r = rnd(g, 100);
    if (r < 30)
        return lit_text(g, ints[rnd(g, 8)], TY_INT);
    if (r < 40 && want(g, F_UNSCONST, 100))
        return lit_text(g, uns[rnd(g, 5)], TY_UNS);
    if (r < 75)
        return lit_text(g, dbl[rnd(g, 8)], TY_DOUBLE);
    return lit_text(g, flt[rnd(g, 5)], TY_FLOAT);
}

static expr *gen_expr(gen *g, int depth);

static expr *gen_leaf(gen *g)
{
    int its[NIT], ni = nlive(g, its);
    for (;;) {
        int r = rnd(g, 100);
        if (r < 50 && g->outer >= 0 && want(g, F_OUTERREAD, 20)) {
            /* the scalar declared outside the region that it writes: read
             * before its write (its value from before the region or an
             * earlier iteration) or after it */
            expr *e = enew(g, K_ACC);
            e->idx = g->outer;
            e->ty = g->arr[g->outer].ty;
            return e;
        }
        if (r < 50)
            return access(g, pick_array(g, 0));
        if (r < 62)
            return gen_lit(g);
        if (r < 77 && ni && want(g, F_ITERARITH, 100)) {
            int it = its[rnd(g, ni)];
            if (it == IT_T && g->tfloat)
                use(g, F_FTIME);
            if (want(g, F_UNSITER, 25)) {
                static const char *k[] = {"3u", "2u", "7u", "1u"};
                static const int ops[] = {'*', '-', '+', '-'};
                return bin(ops[rnd(g, 4)], iter(g, it), lit_text(g, k[rnd(g, 4)], TY_UNS), g);
            }
            return iter(g, it);
        }
        if (r < 82 && want(g, F_PARAM, 100))
            return param(g, rnd(g, 2));
        if (r < 95) {
            int c[MAXSCAL], n = 0;
            for (int i = 0; i < g->nscal; i++)
                if (g->scal_live[i])
                    c[n++] = i;
            if (n) {
                expr *e = enew(g, K_SCAL);
                e->idx = c[rnd(g, n)];
                e->ty = g->scal_ty[e->idx];
                return e;
            }
        }
    }
}

/* A condition affine in the iterators and parameters. */
static expr *gen_atom(gen *g)
{
    int its[NIT], ni = nlive(g, its);
    static const int ops[] = {'<', '>', OP_LE, OP_GE, OP_EQ, OP_NE};
    if (!ni)
        return bin('<', param(g, P_N), lit_int(g, g->param[P_N] + rnd_in(g, -2, 2)), g);
    int it = its[rnd(g, ni)];
    itenv *v = &g->it[it];
    int r = rnd(g, 100);
    expr *x = iter(g, it);
    if (it == IT_T && g->tfloat)
        return bin(ops[rnd(g, 4)], x, lit_int(g, rnd_in(g, v->lo, v->hi)), g);
    if (r < 20 && want(g, F_MODGUARD, 100)) {
        int m = rnd_in(g, 2, 4);
        return bin(rnd(g, 4) ? OP_EQ : OP_NE, bin('%', x, lit_int(g, m), g), lit_int(g, rnd(g, m)), g);
    }
    if (r < 32 && want(g, F_DIVGUARD, 100)) {
        int d = rnd_in(g, 2, 3);
        expr *s = x;
        if (ni > 1 && rnd(g, 2)) {
            int jt = its[rnd(g, ni)];
            if (jt != it && !(jt == IT_T && g->tfloat))
                s = bin('+', x, iter(g, jt), g);
        }
        return bin(ops[rnd(g, 6)], bin('/', s, lit_int(g, d), g), lit_int(g, rnd_in(g, v->lo / d, v->hi / d + 1)), g);
    }
    if (r < 50 && ni > 1) {
        int jt = its[rnd(g, ni)];
        if (jt != it && !(jt == IT_T && g->tfloat)) {
            if (rnd(g, 2) && want(g, F_PARAM, 100))
                return bin(ops[rnd(g, 4)], bin('+', x, iter(g, jt), g),
                           plus_const(g, param(g, P_N), -rnd(g, 5)), g);
            return bin(ops[rnd(g, 6)], x, iter(g, jt), g);
        }
    }
    return bin(ops[rnd(g, 6)], x, lit_int(g, rnd_in(g, v->lo - 1, v->hi + 1)), g);
}

static expr *gen_cond(gen *g, int depth)
{
    if (depth > 0 && want(g, F_LOGIC, 30)) {
        int r = rnd(g, 3);
        if (r == 2 && want(g, F_NOTCOND, 100)) {
            expr *e = enew(g, K_NOT);
            e->a = gen_cond(g, depth - 1);
            e->ty = TY_INT;
            return e;
        }
        return bin(r ? OP_AND : OP_OR, gen_cond(g, depth - 1), gen_cond(g, depth - 1), g);
    }
    return gen_atom(g);
}

/* A guard "it > c" (or <, >=, <=) that narrows the interval of "it" while
 * the guarded code is generated; "*saved" restores it.  NULL if no live
 * iterator has room. */
static expr *gen_narrowing(gen *g, int *which, itenv *saved)
{
    int its[NIT], ni = nlive(g, its), c[NIT], nc = 0;
    for (int i = 0; i < ni; i++)
        if (g->it[its[i]].hi > g->it[its[i]].lo && !(its[i] == IT_T && g->tfloat))
            c[nc++] = its[i];
    if (!nc)
        return NULL;
    int it = c[rnd(g, nc)];
    itenv *v = &g->it[it];
    *which = it;
    *saved = *v;
    if (rnd(g, 2)) {
        int th = rnd_in(g, v->lo, v->hi - 1 < v->lo + 2 ? v->hi - 1 : v->lo + 2);
        int ge = rnd(g, 2);
        expr *e = bin(ge ? OP_GE : '>', iter(g, it), lit_int(g, ge ? th + 1 : th), g);
        v->lo = th + 1;
        return e;
    }
    int th = rnd_in(g, v->lo + 1 > v->hi - 2 ? v->lo + 1 : v->hi - 2, v->hi);
    int le = rnd(g, 2);
    expr *e = bin(le ? OP_LE : '<', iter(g, it), lit_int(g, le ? th - 1 : th), g);
    v->hi = th - 1;
    return e;
}

static expr *gen_tern(gen *g, int depth)
{
    int r = rnd(g, 100);
    if (r < 40 && want(g, F_SHORTC, 100)) {
        int it;
        itenv saved;
        expr *guard = gen_narrowing(g, &it, &saved);
        if (guard) {
            static const char *th[] = {"0.0", "0", "10", "(-5)"};
            int k = rnd(g, 4);
            expr *rd = access(g, pick_array(g, 0));
            expr *cond = bin(OP_AND, guard, bin(rnd(g, 2) ? '>' : '<', rd, lit_text(g, th[k], k ? TY_INT : TY_DOUBLE), g), g);
            expr *a = gen_expr(g, depth - 1);
            g->it[it] = saved;
            return tern(g, cond, a, gen_expr(g, depth - 1));
        }
    }
    if (r < 70 && want(g, F_DATATERN, 100)) {
        expr *cond = bin(rnd(g, 2) ? '>' : '<', access(g, pick_array(g, 0)), gen_leaf(g), g);
        return tern(g, cond, gen_expr(g, depth - 1), gen_expr(g, depth - 1));
    }
    use(g, F_TERN);
    return tern(g, gen_cond(g, 1), gen_expr(g, depth - 1), gen_expr(g, depth - 1));
}

/* Argument "a" of math function "f": as generated, or converted to the
 * parameter's type when the implicit conversion is a disabled feature. */
static expr *math_arg(gen *g, int f, expr *a)
{
    if (!ty_fp(a->ty)) {
        if (g->disabled[F_MATHINT])
            return cast(g, math_fns[f].ty, a);
        use(g, F_MATHINT);
    } else if (a->ty == TY_FLOAT && math_fns[f].ty == TY_DOUBLE) {
        if (g->disabled[F_MATHFLOAT])
            return cast(g, TY_DOUBLE, a);
        use(g, F_MATHFLOAT);
    }
    return a;
}

static expr *gen_call(gen *g, int depth)
{
    static const int dfns[] = {M_SQRT, M_FABS, M_FLOOR, M_CEIL, M_FMIN, M_FMAX};
    static const int ffns[] = {M_SQRTF, M_FABSF};
    use(g, F_MATH);
    int f = want(g, F_FLOATFN, 4) ? ffns[rnd(g, 2)] : dfns[rnd(g, 6)];
    expr *a = gen_expr(g, depth - 1), *b = NULL;
    if ((f == M_SQRT || f == M_SQRTF) && (ty_fp(a->ty) || rnd(g, 2))) {
        int fa = f == M_SQRT || g->disabled[F_FLOATFN] ? M_FABS : M_FABSF;
        a = call(g, fa, math_arg(g, fa, a), NULL);
    }
    if (math_fns[f].nargs == 2)
        b = gen_expr(g, depth - 1);
    expr *args[2] = {math_arg(g, f, a), b ? math_arg(g, f, b) : NULL};
    if (b && args[0]->ty != args[1]->ty) {
        if (g->disabled[F_FMINMIX]) {
            args[0] = cast(g, math_fns[f].ty, args[0]);
            args[1] = cast(g, math_fns[f].ty, args[1]);
        } else
            use(g, F_FMINMIX);
    }
    return call(g, f, args[0], args[1]);
}

static expr *gen_expr(gen *g, int depth)
{
    if (depth <= 0 || rnd(g, 100) < 25)
        return gen_leaf(g);
    int r = rnd(g, 100);
    if (r < 45) {
        static const int ops[] = {'+', '-', '*', '+', '-'};
        return bin(ops[rnd(g, 5)], gen_expr(g, depth - 1), gen_expr(g, depth - 1), g);
    }
    if (r < 53) {
        expr *a = gen_expr(g, depth - 1);
        if (!ty_fp(a->ty) && want(g, F_INTDIV, 100)) {
            int c = rnd_in(g, 2, 9);
            if (promote(a->ty) == TY_UNS && rnd(g, 2)) {
                char t[16];
                snprintf(t, sizeof t, "%du", c);
                return bin(rnd(g, 2) ? '/' : '%', a, lit_text(g, t, TY_UNS), g);
            }
            return bin(rnd(g, 2) ? '/' : '%', a, lit_int(g, c), g);
        }
        if (ty_fp(a->ty) && want(g, F_FPDIV, 100)) {
            if (rnd(g, 2))
                return bin('/', a, lit_text(g, rnd(g, 2) ? "4.0" : "3.0", TY_DOUBLE), g);
            expr *d = call(g, M_FABS, math_arg(g, M_FABS, gen_expr(g, depth - 1)), NULL);
            return bin('/', a, bin('+', d, lit_text(g, "1.0", TY_DOUBLE), g), g);
        }
        return a;
    }
    if (r < 63 && want(g, F_CAST, 100)) {
        static const enum ty ts[] = {TY_DOUBLE, TY_FLOAT, TY_INT, TY_UCHAR, TY_LONG, TY_SHORT, TY_UNS};
        return cast(g, ts[rnd(g, 7)], gen_expr(g, depth - 1));
    }
    if (r < 76 && !g->disabled[F_MATH])
        return gen_call(g, depth);
    if (r < 86 && depth >= 1)
        return gen_tern(g, depth);
    if (r < 91 && want(g, F_NEG, 100)) {
        expr *e = enew(g, K_NEG);
        e->a = gen_expr(g, depth - 1);
        e->ty = promote(e->a->ty);
        return e;
    }
    if (r < 95 && want(g, F_CMPVAL, 100)) {
        static const int ops[] = {'<', '>', OP_LE, OP_GE, OP_EQ, OP_NE};
        return bin(ops[rnd(g, 6)], gen_expr(g, depth - 1), gen_expr(g, depth - 1), g);
    }
    return gen_leaf(g);
}

/* The reducer that keeps values stored into type "t" bounded: "e" % 1000
 * for integers, a clamp with fmin/fmax for floating values. */
static expr *reduce(gen *g, expr *e, enum ty t)
{
    use(g, F_REDUCE);
    if (!ty_fp(e->ty)) {
        if (promote(e->ty) == TY_UNS)
            return bin('%', e, lit_text(g, "1000u", TY_UNS), g);
        return bin('%', e, lit_int(g, 1000), g);
    }
    const char *lo = ty_fp(t) ? "(-1e4)" : (t == TY_UNS || t == TY_UCHAR) ? "0.0" : "(-100.0)";
    const char *hi = ty_fp(t) ? "1e4" : "100.0";
    if (e->ty != TY_DOUBLE && (g->disabled[F_MATHFLOAT] || g->disabled[F_FMINMIX] || rnd(g, 2)))
        e = cast(g, TY_DOUBLE, e);
    else if (e->ty == TY_FLOAT)
        use(g, F_MATHFLOAT);
    expr *x = call(g, M_FMAX, e, lit_text(g, lo, TY_DOUBLE));
    return call(g, M_FMIN, x, lit_text(g, hi, TY_DOUBLE));
}

/* ---- statements ---- */
static int gen_depth(gen *g)
{
    return rnd_in(g, 1, 3);
}

static stmt *gen_refuse(gen *g);

static stmt *gen_assign(gen *g)
{
    stmt *s = snew(g, S_ASSIGN);
    int ai = pick_target(g);
    s->lhs = access_lr(g, ai, 1);
    s->aop = '=';
    if (want(g, F_COMPOUND, 15)) {
        static const int ops[] = {'+', '-', '+', '*'};
        s->aop = ops[rnd(g, 4)];
        if (s->aop == '*' && !want(g, F_MULASSIGN, 100))
            s->aop = '+';
    }
    if (want(g, F_INPLACE, 25)) {
        expr *self = enew(g, K_ACC);
        *self = *s->lhs;
        array *a = &g->arr[ai];
        for (int d = 0; d < a->ndim; d++)
            if (!g->parmode && rnd(g, 3) == 0) {
                int u = 0;
                self->sub[d] = gen_sub(g, a->ext[d], ~0, &u, 0);
            }
        static const int ops[] = {'+', '-', '*'};
        s->rhs = bin(ops[rnd(g, 3)], self, gen_expr(g, gen_depth(g) - 1), g);
    } else
        s->rhs = gen_expr(g, gen_depth(g));
    g->written[ai] = 1;
    return s;
}

static stmt *gen_simple(gen *g)
{
    if (g->refuse_pending && rnd(g, 3) == 0)
        return gen_refuse(g);
    return gen_assign(g);
}

static stmt *gen_if(gen *g)
{
    stmt *s = snew(g, S_IF);
    int it;
    itenv saved;
    if (want(g, F_NARROW, 40) && (s->cond = gen_narrowing(g, &it, &saved))) {
        if (want(g, F_LOGIC, 30))
            s->cond = bin(OP_AND, s->cond, gen_atom(g), g);
        s->then = gen_simple(g);
        g->it[it] = saved;
    } else if (want(g, F_DATAIF, 15)) {
        static const char *th[] = {"0.0", "0", "10", "(-5)"};
        int k = rnd(g, 4);
        s->cond = bin(rnd(g, 2) ? '>' : '<', access(g, pick_array(g, 0)), lit_text(g, th[k], k ? TY_INT : TY_DOUBLE), g);
        if (want(g, F_LOGIC, 30))
            s->cond = bin(rnd(g, 2) ? OP_AND : OP_OR, gen_atom(g), s->cond, g);
        s->then = gen_simple(g);
    } else {
        s->cond = gen_cond(g, 2);
        s->then = gen_simple(g);
    }
    if (want(g, F_ELSE, 30))
        s->els = gen_simple(g);
    return s;
}

/* Appends one or more statements to "b" (a declaration adds the
 * statements that use it). */
static void gen_stmts(gen *g, stmt **b, int *n)
{
    int r = rnd(g, 100);
    if (*n < MAXBODY - 2 && g->nscal < MAXSCAL && r < 15 && want(g, F_LOCAL, 100)) {
        static const enum ty ts[] = {TY_DOUBLE, TY_FLOAT, TY_INT, TY_LONG, TY_UNS, TY_DOUBLE};
        stmt *d = snew(g, S_DECL);
        d->scal = g->nscal++;
        d->sty = ts[rnd(g, 6)];
        g->scal_ty[d->scal] = d->sty;
        d->rhs = gen_expr(g, gen_depth(g));
        /* feature outer-temp: the temporary is declared at the top of the
         * function (PolyBench's ludcmp "w"): written before it is read in
         * each iteration, dead after the region; bbmm-pp privatises it and
         * may expand it into one element per iteration */
        g->scal_outer[d->scal] = want(g, F_OUTERTEMP, 30);
        if (g->scal_outer[d->scal]) {
            d->k = S_ASSIGN;
            d->lhs = enew(g, K_SCAL);
            d->lhs->idx = d->scal;
            d->lhs->ty = d->sty;
            d->aop = '=';
        }
        b[(*n)++] = d;
        g->scal_live[d->scal] = 1;
        if (rnd(g, 3) == 0) {
            stmt *u = snew(g, S_ASSIGN);
            u->lhs = enew(g, K_SCAL);
            u->lhs->idx = d->scal;
            u->lhs->ty = d->sty;
            u->aop = rnd(g, 2) ? '+' : '*';
            u->rhs = gen_expr(g, 1);
            b[(*n)++] = u;
        }
        b[(*n)++] = rnd(g, 4) ? gen_assign(g) : gen_if(g);
        return;
    }
    if (r < 35 && want(g, F_GUARD, 100)) {
        b[(*n)++] = gen_if(g);
        return;
    }
    b[(*n)++] = gen_simple(g);
}

static expr *bound_text(gen *g, int v)
{
    if (want(g, F_PARAM, 30)) {
        int p = rnd(g, 2);
        return plus_const(g, param(g, p), v - g->param[p]);
    }
    return lit_int(g, v);
}

/* A loop bound: iterator "it" plus "c", or the value "c" (it < 0),
 * sometimes written with a parameter. */
static expr *affine_bound(gen *g, int it, int c)
{
    return it >= 0 ? plus_const(g, iter(g, it), c) : bound_text(g, c);
}

static stmt *gen_nest(gen *g, int level, int depth);

/* The body of a loop at "level" of a nest "depth" deep. */
static void gen_body(gen *g, stmt *s, int level, int depth)
{
    int mark = g->nscal;
    int live[MAXSCAL];
    memcpy(live, g->scal_live, sizeof live);
    if (level < depth) {
        if (want(g, F_IMPERFECT, 20))
            gen_stmts(g, s->body, &s->nbody);
        s->body[s->nbody++] = gen_nest(g, level + 1, depth);
        if (s->nbody < MAXBODY - 3 && want(g, F_SIBLING, 12))
            s->body[s->nbody++] = gen_nest(g, level + 1, depth);
        if (s->nbody < MAXBODY - 3 && want(g, F_IMPERFECT, 20))
            gen_stmts(g, s->body, &s->nbody);
    } else {
        int k = rnd_in(g, 1, 3);
        for (int i = 0; i < k && s->nbody < MAXBODY - 3; i++)
            gen_stmts(g, s->body, &s->nbody);
        if (g->refuse_pending)
            s->body[s->nbody++] = gen_refuse(g);
    }
    memcpy(g->scal_live, live, sizeof live);
    (void)mark;
}

/* The loop over iterator "IT_I + level" with its interval, bounds and step. */
static stmt *gen_nest(gen *g, int level, int depth)
{
    stmt *s = snew(g, S_FOR);
    int it = IT_I + level;
    s->it = it;
    array *a = &g->arr[g->home];
    int E = level < a->ndim ? a->ext[level] : g->arr[pick_array(g, 0)].ext[0];
    int lo = rnd(g, 3), hi = E - 1 - rnd(g, 3);
    if (hi < lo)
        hi = lo;
    int outer = -1;
    for (int o = it - 1; o >= IT_I; o--)
        if (g->it[o].live) {
            outer = o;
            break;
        }
    int back = want(g, F_NEGSTEP, 15);
    int step = want(g, F_STEP, 8) ? rnd_in(g, 2, 3) : 1;
    s->step = back ? -step : step;
    int tri = outer >= 0 && want(g, F_TRI, 20) ? 1 + rnd(g, 2) : 0;
    itenv *ov = outer >= 0 ? &g->it[outer] : NULL;
    int c = rnd(g, 2);
    if (tri == 1 && ov->lo + c > hi)
        tri = 0;
    if (tri == 2 && ov->hi + c - 1 < lo)
        tri = 0;
    if (tri == 2 && ov->hi + c - 1 > hi)
        tri = 0;
    /* first value "fi + fc", last value "la + lc" (fi/la: an iterator or -1) */
    int fi = -1, fc = lo, la = -1, lc = hi;
    if (tri == 1) {
        lo = ov->lo + c;
        fi = outer;
        fc = c;
    } else if (tri == 2) {
        hi = ov->hi + c - 1;
        la = outer;
        lc = c - 1;
    }
    int strict = !want(g, F_LE, 40);
    if (!back) {
        s->init = affine_bound(g, fi, fc);
        s->cmp = strict ? '<' : OP_LE;
        s->bound = affine_bound(g, la, strict ? lc + 1 : lc);
    } else {
        s->init = affine_bound(g, la, lc);
        s->cmp = strict ? '>' : OP_GE;
        s->bound = affine_bound(g, fi, strict ? fc - 1 : fc);
    }
    s->preinc = want(g, F_PREINC, 10);
    s->decl = want(g, F_FORDECL, 8);
    g->it[it].live = 1;
    g->it[it].lo = lo;
    g->it[it].hi = hi;
    gen_body(g, s, level, depth);
    g->it[it].live = 0;
    return s;
}

/* Nonzero when "e" reads a loop iterator. */
static int names_iter(const expr *e)
{
    if (!e)
        return 0;
    if (e->k == K_ITER)
        return 1;
    for (int d = 0; d < 3; d++)
        if (names_iter(e->sub[d]))
            return 1;
    return names_iter(e->a) || names_iter(e->b) || names_iter(e->c);
}

/* A statement bbmm-pp must refuse (the kind chosen in "g->refuse"). */
static stmt *gen_refuse(gen *g)
{
    stmt *s = snew(g, S_ASSIGN);
    int its[NIT], ni = nlive(g, its);
    g->refuse_pending = 0;
    s->aop = '=';
    switch (g->refuse) {
    case R_OUTER_SCALAR:
        s->lhs = enew(g, K_ACC);
        s->lhs->idx = g->outer;
        s->lhs->ty = g->arr[g->outer].ty;
        s->aop = rnd(g, 2) ? '+' : '=';
        s->rhs = gen_expr(g, 2);
        break;
    case R_LDOUBLE:
        for (int i = 0; i < g->narr; i++)
            if (g->arr[i].ty == TY_LDOUBLE) {
                s->lhs = access(g, i);
                break;
            }
        s->rhs = gen_expr(g, 2);
        break;
    case R_NONAFFINE: {
        int ai = pick_array(g, 1);
        array *a = &g->arr[ai];
        expr *acc = access(g, ai);
        int d = rnd(g, a->ndim);
        int it = ni ? its[rnd(g, ni)] : IT_I;
        int jt = ni ? its[rnd(g, ni)] : IT_I;
        if (it == IT_T && g->tfloat)
            it = IT_I;
        if (jt == IT_T && g->tfloat)
            jt = IT_I;
        acc->sub[d] = bin('%', bin('*', iter(g, it), iter(g, jt), g), lit_int(g, a->ext[d]), g);
        if (rnd(g, 2)) {
            s->lhs = acc;
            s->rhs = gen_expr(g, 2);
        } else {
            s->lhs = access(g, pick_array(g, 1));
            s->rhs = bin('+', acc, gen_expr(g, 1), g);
        }
        break;
    }
    default: {
        int ai = pick_array(g, 1);
        array *a = &g->arr[ai];
        expr *acc = access(g, ai);
        int d = rnd(g, a->ndim);
        expr *ix = access(g, g->idxarr);
        /* an element of the index array at a subscript without an
         * iterator is read once where the region starts (an element of
         * data the region does not write: accepted); one that moves with a
         * loop is data in a subscript */
        for (int tries = 0; tries < 8 && ni && !names_iter(ix); tries++)
            ix = access(g, g->idxarr);
        acc->sub[d] = ix;
        if (rnd(g, 2)) {
            s->lhs = acc;
            s->rhs = gen_expr(g, 2);
        } else {
            s->lhs = access(g, pick_array(g, 1));
            s->rhs = bin('+', acc, gen_expr(g, 1), g);
        }
        break;
    }
    }
    if (s->lhs->k == K_ACC)
        g->written[s->lhs->idx] = 1;
    return s;
}

/* ---- the whole program ---- */
void gen_arrays(gen *g)
{
    static const enum ty fts[] = {TY_DOUBLE, TY_FLOAT, TY_DOUBLE};
    static const enum ty its[] = {TY_INT, TY_UNS, TY_LONG, TY_SHORT, TY_CHAR, TY_UCHAR, TY_INT};
    int n = rnd_in(g, 2, 5);
    int base = rnd_in(g, 6, 36);
    int base3 = rnd_in(g, 5, 12);
    g->narr = 0;
    for (int i = 0; i < n; i++) {
        array *a = &g->arr[g->narr++];
        memset(a, 0, sizeof *a);
        snprintf(a->name, sizeof a->name, "%c", 'A' + i);
        int fp = rnd(g, 100) < 60;
        if (fp && g->disabled[F_FPTYPES])
            fp = 0;
        if (!fp && g->disabled[F_INTTYPES])
            fp = 1;
        a->ty = fp ? fts[rnd(g, 3)] : its[rnd(g, 7)];
        use(g, fp ? F_FPTYPES : F_INTTYPES);
        int r = rnd(g, 100);
        a->ndim = r < 35 ? 1 : (r < 85 || !want(g, F_DIM3, 100)) ? 2 : 3;
        for (int d = 0; d < a->ndim; d++) {
            int b = a->ndim == 3 ? base3 : base;
            a->ext[d] = rnd(g, 3) ? b + rnd_in(g, -2, 4) : rnd_in(g, 5, a->ndim == 3 ? 12 : 40);
            if (a->ext[d] < 5)
                a->ext[d] = 5;
            a->p[d] = rnd_in(g, 1, 50);
        }
        a->c = rnd(g, 101);
        a->big = a->ty == TY_UNS && want(g, F_BIGUNS, 50);
    }
    if (g->refuse == R_LDOUBLE)
        g->arr[rnd(g, g->narr)].ty = TY_LDOUBLE;
    g->outer = -1;
    g->idxarr = -1;
    if (g->refuse == R_OUTER_SCALAR) {
        array *a = &g->arr[g->narr];
        memset(a, 0, sizeof *a);
        g->outer = g->narr++;
        snprintf(a->name, sizeof a->name, "acc");
        a->ty = rnd(g, 3) ? TY_DOUBLE : TY_INT;
        a->ndim = 0;
        a->noread = 1;
    }
    if (g->refuse == R_DATASUB) {
        int emin = 1000;
        for (int i = 0; i < g->narr; i++)
            for (int d = 0; d < g->arr[i].ndim; d++)
                if (g->arr[i].ext[d] < emin)
                    emin = g->arr[i].ext[d];
        array *a = &g->arr[g->narr];
        memset(a, 0, sizeof *a);
        g->idxarr = g->narr++;
        snprintf(a->name, sizeof a->name, "IDX");
        a->ty = TY_INT;
        a->ndim = 1;
        a->ext[0] = rnd_in(g, 30, 45);
        a->p[0] = rnd_in(g, 1, 13);
        a->c = rnd(g, 20);
        a->isidx = 1;
        a->big = emin;
    }
    g->tmparr = -1;
    if (g->narr < MAXARR && want(g, F_TEMP, 25)) {
        array *a = &g->arr[g->narr];
        memset(a, 0, sizeof *a);
        g->tmparr = g->narr++;
        snprintf(a->name, sizeof a->name, "T");
        a->ty = rnd(g, 3) ? TY_DOUBLE : TY_INT;
        a->ndim = 1;
        a->ext[0] = rnd_in(g, 8, 40);
        a->p[0] = rnd_in(g, 1, 50);
        a->c = rnd(g, 101);
    }
    for (int i = 0; i < g->narr; i++) {
        array *a = &g->arr[i];
        long long n = 1;
        for (int d = 0; d < a->ndim; d++)
            n *= a->ext[d];
        a->data = calloc((size_t)n, sizeof *a->data);
        if (!a->data) {
            fputs("bbmm-gen: out of memory\n", stderr);
            exit(2);
        }
    }
}

/* The loop "for (it = 0; it < n; it++)", its iterator live over 0 .. n - 1. */
static stmt *up_loop(gen *g, int it, int n)
{
    stmt *f = snew(g, S_FOR);
    f->it = it;
    f->init = lit_int(g, 0);
    f->cmp = '<';
    f->bound = lit_int(g, n);
    f->step = 1;
    g->it[it].live = 1;
    g->it[it].lo = 0;
    g->it[it].hi = n - 1;
    return f;
}

/* A loop whose iterations fill a temporary row and then read it
 * (feature temp-array, bbmm-pp's array expansion):
 *   for (i ...) { for (j = lo1 ..) T[j] = ...; for (j = lo2 ..) H[i][j] = ... T[j + c] ...; }
 * The ranges are random, so a read may also get a value of an earlier i
 * (or of before the region): then the row must not be expanded.  NULL
 * when no 2-D array can take the results. */
static stmt *gen_temp(gen *g)
{
    array *t = &g->arr[g->tmparr];
    int h = -1, c = 0;
    for (int i = 0; i < g->narr; i++)
        if (i != g->tmparr && g->arr[i].ndim == 2 && !g->arr[i].isidx && !g->arr[i].noread &&
            (g->arr[i].ty != TY_LDOUBLE || g->refuse == R_LDOUBLE) && (h < 0 || rnd(g, 2)))
            h = i;
    if (h < 0)
        return NULL;
    array *ha = &g->arr[h];
    int E1 = ha->ext[1] < t->ext[0] - 1 ? ha->ext[1] : t->ext[0] - 1;
    g->targets = 1 << g->tmparr | 1 << h;
    stmt *o = up_loop(g, IT_I, ha->ext[0]);
    for (int k = 0; k < 2; k++) {
        stmt *f = snew(g, S_FOR), *w = snew(g, S_ASSIGN);
        int lo = k ? 1 + rnd(g, 2) : rnd(g, 2), hi = k ? E1 - 1 - rnd(g, 2) : t->ext[0] - 1 - rnd(g, 2);
        if (hi < lo)
            hi = lo;
        f->it = IT_J;
        f->init = lit_int(g, lo);
        f->cmp = '<';
        f->bound = lit_int(g, hi + 1);
        f->step = 1;
        g->it[IT_J].live = 1;
        g->it[IT_J].lo = lo;
        g->it[IT_J].hi = hi;
        w->aop = '=';
        if (!k) {
            w->lhs = enew(g, K_ACC);
            w->lhs->idx = g->tmparr;
            w->lhs->ty = t->ty;
            w->lhs->sub[0] = sub_iter(g, IT_J);
            w->rhs = gen_expr(g, gen_depth(g));
        } else {
            expr *r1 = enew(g, K_ACC), *r2 = enew(g, K_ACC);
            w->lhs = enew(g, K_ACC);
            w->lhs->idx = h;
            w->lhs->ty = ha->ty;
            w->lhs->sub[0] = iter(g, IT_I);
            w->lhs->sub[1] = sub_iter(g, IT_J);
            r1->idx = r2->idx = g->tmparr;
            r1->ty = r2->ty = t->ty;
            c = rnd_in(g, -1, 1);
            r1->sub[0] = plus_const(g, iter(g, IT_J), c);
            r2->sub[0] = iter(g, IT_J);
            w->rhs = bin('+', r1, bin('*', r2, gen_expr(g, 1), g), g);
            if (ha->ty < TY_FLOAT)
                w->rhs = reduce(g, w->rhs, ha->ty);
        }
        f->body[f->nbody++] = w;
        o->body[o->nbody++] = f;
        g->it[IT_J].live = 0;
    }
    g->written[g->tmparr] = g->written[h] = 1;
    g->it[IT_I].live = 0;
    g->targets = 0;
    use(g, F_TEMP);
    return o;
}

/* A product in PolyBench's gemm order (feature serial-middle-loop: the
 * serial k loop sits between the parallel i and j, so only i is a kernel
 * band as written and bbmm-pp asks isl's scheduler for (i, j)):
 *   for (i ..) { [for (j ..) H[i][j] = H[i][j] * s;] for (k ..) for (j ..) H[i][j] += X[i][k] * Y[k][j]; }
 * with j sometimes triangular (j <= i).  NULL when there are not three
 * distinct 2-D arrays, one writable. */
static stmt *gen_midk(gen *g)
{
    int h = -1, x = -1, y = -1;
    for (int i = 0; i < g->narr; i++) {
        const array *a = &g->arr[i];
        if (a->ndim != 2 || a->isidx || a->noread || i == g->tmparr ||
            (a->ty == TY_LDOUBLE && g->refuse != R_LDOUBLE))
            continue;
        if (h < 0)
            h = i;
        else if (x < 0)
            x = i;
        else if (y < 0)
            y = i;
    }
    if (h < 0 || x < 0 || y < 0)
        return NULL;
    array *ha = &g->arr[h], *xa = &g->arr[x], *ya = &g->arr[y];
    int NI = ha->ext[0] < xa->ext[0] ? ha->ext[0] : xa->ext[0];
    int NK = xa->ext[1] < ya->ext[0] ? xa->ext[1] : ya->ext[0];
    int NJ = ha->ext[1] < ya->ext[1] ? ha->ext[1] : ya->ext[1];
    int tri = NJ >= NI && want(g, F_TRI, 30);
    g->targets = 1 << h;
    stmt *o = up_loop(g, IT_I, NI), *w = snew(g, S_ASSIGN);
    for (int pass = rnd(g, 2); pass < 2; pass++) {
        stmt *jl = up_loop(g, IT_J, tri ? NI : NJ), *a = pass ? w : snew(g, S_ASSIGN);
        if (tri) {
            jl->cmp = OP_LE;
            jl->bound = iter(g, IT_I);
        }
        a->lhs = enew(g, K_ACC);
        a->lhs->idx = h;
        a->lhs->ty = ha->ty;
        a->lhs->sub[0] = iter(g, IT_I);
        a->lhs->sub[1] = sub_iter(g, IT_J);
        if (!pass) {
            a->aop = '*';
            a->rhs = lit_text(g, ty_fp(ha->ty) ? "0.5" : "3", ty_fp(ha->ty) ? TY_DOUBLE : TY_INT);
            if (!ty_fp(ha->ty))
                a->aop = '+';
            jl->body[jl->nbody++] = a;
            o->body[o->nbody++] = jl;
        } else {
            expr *r1 = enew(g, K_ACC), *r2 = enew(g, K_ACC);
            stmt *kl = up_loop(g, IT_K, NK);
            r1->idx = x;
            r1->ty = xa->ty;
            r1->sub[0] = iter(g, IT_I);
            r1->sub[1] = iter(g, IT_K);
            r2->idx = y;
            r2->ty = ya->ty;
            r2->sub[0] = iter(g, IT_K);
            r2->sub[1] = sub_iter(g, IT_J);
            a->aop = '+';
            a->rhs = bin('*', r1, r2, g);
            if (!ty_fp(ha->ty) || !ty_fp(a->rhs->ty))
                a->rhs = reduce(g, a->rhs, ha->ty);
            jl->body[jl->nbody++] = a;
            kl->body[kl->nbody++] = jl;
            o->body[o->nbody++] = kl;
            g->it[IT_K].live = 0;
        }
        g->it[IT_J].live = 0;
    }
    g->written[h] = 1;
    g->it[IT_I].live = 0;
    g->targets = 0;
    use(g, F_MIDK);
    return o;
}

/* An element of 2-D array "h" at [iterator a][iterator b]. */
static expr *acc2(gen *g, int h, int a, int b)
{
    expr *e = enew(g, K_ACC);
    e->idx = h;
    e->ty = g->arr[h].ty;
    e->sub[0] = iter(g, a);
    e->sub[1] = iter(g, b);
    return e;
}

/* An in-place update by a pivot row and column (feature pivot-update:
 * floyd-warshall's and LU's shape, bbmm-pp's index-set splitting: row k
 * and column k change during step k, so as written no loop inside k is
 * parallel; cut along i = k and j = k, each piece is):
 *   for (k < N) for (i ..) for (j ..)
 *     H[i][j] = H[i][j] < H[i][k] + H[k][j] ? H[i][j] : H[i][k] + H[k][j];    (integers, sums reduced)
 *     H[i][j] = H[i][j] - H[i][k] * H[k][j] * 0.25;                         (floating point, reduced)
 * NULL when no 2-D array can take it. */
static stmt *gen_pivot(gen *g)
{
    int h = -1;
    for (int i = 0; i < g->narr && h < 0; i++) {
        const array *a = &g->arr[i];
        if (a->ndim == 2 && !a->isidx && !a->noread && i != g->tmparr && a->ty != TY_LDOUBLE)
            h = i;
    }
    if (h < 0)
        return NULL;
    array *ha = &g->arr[h];
    int NI = ha->ext[0], NJ = ha->ext[1], N = NI < NJ ? NI : NJ;
    g->targets = 1 << h;
    stmt *kl = up_loop(g, IT_K, N), *il = up_loop(g, IT_I, NI), *jl = up_loop(g, IT_J, NJ);
    stmt *a = snew(g, S_ASSIGN);
    a->lhs = acc2(g, h, IT_I, IT_J);
    a->aop = '=';
    if (ty_fp(ha->ty)) {
        expr *p = bin('*', bin('*', acc2(g, h, IT_I, IT_K), acc2(g, h, IT_K, IT_J), g),
                      lit_text(g, "0.25", TY_DOUBLE), g);
        a->rhs = reduce(g, bin('-', acc2(g, h, IT_I, IT_J), p, g), ha->ty);
    } else {
        expr *s1 = reduce(g, bin('+', acc2(g, h, IT_I, IT_K), acc2(g, h, IT_K, IT_J), g), ha->ty);
        expr *s2 = reduce(g, bin('+', acc2(g, h, IT_I, IT_K), acc2(g, h, IT_K, IT_J), g), ha->ty);
        a->rhs = tern(g, bin('<', acc2(g, h, IT_I, IT_J), s1, g), acc2(g, h, IT_I, IT_J), s2);
        if (promote(a->rhs->ty) != promote(ha->ty) || ha->ty < TY_INT)
            a->rhs = cast(g, ha->ty, a->rhs);
    }
    jl->body[jl->nbody++] = a;
    il->body[il->nbody++] = jl;
    kl->body[kl->nbody++] = il;
    g->it[IT_I].live = g->it[IT_J].live = g->it[IT_K].live = 0;
    g->written[h] = 1;
    g->targets = 0;
    use(g, F_PIVOT);
    return kl;
}

/* Whether some array outside the nest's targets can be read. */
static int readable_left(gen *g)
{
    for (int i = 0; i < g->narr; i++)
        if (g->arr[i].ndim && !g->arr[i].isidx && !(g->targets & 1 << i) &&
            (g->arr[i].ty != TY_LDOUBLE || g->refuse == R_LDOUBLE))
            return 1;
    return 0;
}

void gen_region(gen *g)
{
    memset(g->it, 0, sizeof g->it);
    memset(g->written, 0, sizeof g->written);
    g->nscal = 0;
    memset(g->scal_live, 0, sizeof g->scal_live);
    memset(g->scal_outer, 0, sizeof g->scal_outer);
    g->nregion = 0;
    g->tfloat = 0;
    g->tparam = 0;
    g->parmode = 1;
    g->targets = 0;
    if (want(g, F_DEPS, 30))
        g->parmode = 0;
    int time = want(g, F_TIME, 35);
    stmt **items = g->region;
    int *nitems = &g->nregion;
    stmt *tl = NULL;
    if (time) {
        tl = snew(g, S_FOR);
        tl->it = IT_T;
        g->tfloat = want(g, F_FTIME, 10);
        int T = rnd_in(g, 2, 4);
        if (g->tfloat) {
            tl->init = lit_text(g, "0.0f", TY_FLOAT);
            tl->bound = lit_int(g, T);
        } else {
            tl->init = lit_int(g, 0);
            tl->bound = want(g, F_PARAM, 40) ? param(g, P_T) : lit_int(g, T);
            if (tl->bound->k == K_PARAM) {
                g->param[P_T] = T;
                g->tparam = 1;
            }
        }
        tl->cmp = '<';
        tl->step = 1;
        tl->preinc = want(g, F_PREINC, 10);
        g->it[IT_T].live = 1;
        g->it[IT_T].lo = 0;
        g->it[IT_T].hi = T - 1;
        g->region[g->nregion++] = tl;
        items = tl->body;
        nitems = &tl->nbody;
    }
    int nn = time ? rnd_in(g, 1, 3) : rnd_in(g, 1, 4);
    int refuse_at = rnd(g, nn);
    for (int i = 0; i < nn; i++) {
        if (g->refuse && i == refuse_at)
            g->refuse_pending = 1;
        int depth = rnd_in(g, 0, 2);
        int same = 0;
        for (int a = 0; a < g->narr; a++)
            same |= g->arr[a].ndim == depth + 1;
        if (!same && depth < 2 && rnd(g, 2))
            depth++;
        g->targets = 0;
        if (g->tmparr >= 0 && !g->refuse_pending && want(g, F_TEMP, 40)) {
            stmt *tn = gen_temp(g);
            if (tn) {
                items[(*nitems)++] = tn;
                continue;
            }
        }
        if (!g->refuse_pending && want(g, F_PIVOT, 8)) {
            stmt *pv = gen_pivot(g);
            if (pv) {
                items[(*nitems)++] = pv;
                continue;
            }
        }
        if (!g->refuse_pending && want(g, F_MIDK, 12)) {
            stmt *mk = gen_midk(g);
            if (mk) {
                items[(*nitems)++] = mk;
                continue;
            }
        }
        g->home = pick_array(g, 1);
        for (int tries = 0; tries < 6 && g->arr[g->home].ndim != depth + 1; tries++)
            g->home = pick_array(g, 1);
        if (g->parmode) {
            g->targets = 1 << g->home;
            int other = pick_array(g, 1);
            if (rnd(g, 3) == 0)
                g->targets |= 1 << other;
            if (!readable_left(g))
                g->targets = 1 << g->home;
        }
        items[(*nitems)++] = gen_nest(g, 0, depth);
        g->targets = 0;
        if (time && i + 1 < nn && !g->parmode && want(g, F_TIMESTMT, 10)) {
            stmt *s = snew(g, S_ASSIGN);
            int ai = pick_array(g, 1);
            s->lhs = access(g, ai);
            s->aop = rnd(g, 2) ? '+' : '=';
            s->rhs = gen_expr(g, 1);
            g->written[ai] = 1;
            items[(*nitems)++] = s;
        }
    }
    g->it[IT_T].live = 0;
    int r = rnd(g, 100);
    if (r < 25 && want(g, F_SCOP, 100))
        g->pragma = 1;
    else {
        g->pragma = 0;
        g->named = want(g, F_NAME, 25);
        g->ntile = 0;
        if (want(g, F_TILE, 35)) {
            g->ntile = rnd_in(g, 1, 3);
            for (int i = 0; i < g->ntile; i++)
                g->tile[i] = rnd_in(g, 1, 7);
        }
    }
    g->infunc = want(g, F_FUNC, 30);
    g->arrstatic = rnd(g, 2);
    /* feature region-repeat: bbmm-pp's automatic data scopes keep the
     * arrays on the devices across the runs, unless the host writes one */
    g->reps = 1;
    g->hostw = -1;
    g->grow = 0;
    if (want(g, F_REPEAT, 25)) {
        g->reps = rnd_in(g, 2, 3);
        /* feature region-grow: a first run of no time step or one, the
         * next ones of tsteps: more work, which may start more devices
         * (BBMM_START) between runs of the same region */
        if (tl && !g->tfloat && tl->bound->k == K_LIT && tl->bound->v.i > 1 && !g->disabled[F_GROW] &&
            rnd(g, 2)) { /* the same bound, as tsteps */
            g->param[P_T] = (int)tl->bound->v.i;
            tl->bound = param(g, P_T);
            g->tparam = 1;
        }
        g->grow = g->tparam && g->param[P_T] > 1 && want(g, F_GROW, 60) ? 1 + rnd(g, 2) : 0;
        if (rnd(g, 2)) {
            int c = rnd(g, g->narr);
            for (int k = 0; k < g->narr; k++) {
                array *a = &g->arr[(c + k) % g->narr];
                if (a->ndim && !a->isidx && (c + k) % g->narr != g->tmparr) {
                    g->hostw = (c + k) % g->narr;
                    break;
                }
            }
        }
    }
}

/* ---- repairs ---- */
/* Makes statement "s" (which failed) safe: a compound assignment becomes
 * a plain one, then its value is reduced, then its right-hand side is
 * rebuilt, finally replaced by a constant.  Returns 0 when "s" is not one
 * that can be repaired. */
int repair(gen *g, stmt *s)
{
    if (!s || (s->k != S_ASSIGN && s->k != S_DECL))
        return 0;
    enum ty t = s->k == S_DECL ? s->sty : s->lhs->k == K_SCAL ? g->scal_ty[s->lhs->idx] : g->arr[s->lhs->idx].ty;
    s->fix++;
    if (s->k == S_ASSIGN && s->aop != '=') {
        expr *self = enew(g, s->lhs->k);
        *self = *s->lhs;
        s->rhs = bin(s->aop, self, s->rhs, g);
        s->aop = '=';
    }
    if (s->fix == 1 || s->fix == 3) {
        s->rhs = reduce(g, s->rhs, t);
        return 1;
    }
    if (s->fix == 2) {
        s->rhs = gen_leaf(g);
        return 1;
    }
    if (s->fix == 4) {
        s->rhs = lit_int(g, 1);
        return 1;
    }
    return 0;
}

