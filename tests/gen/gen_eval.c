/* bbmm-gen's interpreter (gen.c says what the generator does): runs a
 * program model as C would (integer promotions, the usual arithmetic
 * conversions, float evaluated in float, the math functions correctly
 * rounded) and reports the first statement whose behaviour C leaves
 * undefined or whose values grow too large. */
#include "gen.h"

/* ---- C's conversions ---- */
int ty_fp(enum ty t)
{
    return t >= TY_FLOAT;
}

enum ty promote(enum ty t)
{
    return t < TY_INT ? TY_INT : t;
}

/* The type of "a" op "b" after the usual arithmetic conversions. */
enum ty arith_ty(enum ty a, enum ty b)
{
    a = promote(a);
    b = promote(b);
    if (a == TY_LDOUBLE || b == TY_LDOUBLE)
        return TY_LDOUBLE;
    if (a == TY_DOUBLE || b == TY_DOUBLE)
        return TY_DOUBLE;
    if (a == TY_FLOAT || b == TY_FLOAT)
        return TY_FLOAT;
    if (a == TY_LONG || b == TY_LONG)
        return TY_LONG;
    if (a == TY_UNS || b == TY_UNS)
        return TY_UNS;
    return TY_INT;
}

/* Whether floating "d" truncates to a value of integer type "t". */
static int fits_int(double d, enum ty t)
{
    if (d != d)
        return 0;
    switch (t) {
    case TY_CHAR: return d > -129.0 && d < 128.0;
    case TY_UCHAR: return d > -1.0 && d < 256.0;
    case TY_SHORT: return d > -32769.0 && d < 32768.0;
    case TY_INT: return d > -2147483649.0 && d < 2147483648.0;
    case TY_UNS: return d > -1.0 && d < 4294967296.0;
    default: return d >= -9223372036854775808.0 && d < 9223372036854775808.0;
    }
}

/* Converts "v" to type "to" into "*r" as C does; UB_BAD where C leaves
 * the result undefined. */
static enum ub conv(val v, enum ty to, val *r)
{
    r->ty = to;
    r->i = 0;
    r->d = 0;
    if (ty_fp(to)) {
        if (to == TY_FLOAT)
            r->d = ty_fp(v.ty) ? (double)(float)v.d : (double)(float)v.i;
        else
            r->d = ty_fp(v.ty) ? v.d : (double)v.i;
        return UB_OK;
    }
    long long x;
    if (ty_fp(v.ty)) {
        if (!fits_int(v.d, to))
            return UB_BAD;
        x = (long long)v.d;
    } else
        x = v.i;
    switch (to) {
    case TY_CHAR: r->i = (signed char)x; break;
    case TY_UCHAR: r->i = (unsigned char)x; break;
    case TY_SHORT: r->i = (short)x; break;
    case TY_INT: r->i = (int)x; break;
    case TY_UNS: r->i = (unsigned)x; break;
    default: r->i = x; break;
    }
    return UB_OK;
}

static int truth(val v)
{
    return ty_fp(v.ty) ? v.d != 0.0 : v.i != 0;
}

static enum ub fp_check(val *r)
{
    if (r->d != r->d || r->d == HUGE_VAL || r->d == -HUGE_VAL)
        return UB_BAD;
    if (fabs(r->d) > (r->ty == TY_FLOAT ? 1e30 : 1e200))
        return UB_BAD;
    return UB_OK;
}


/* "*z" = p op q in long long as C computes it; UB_BAD where C leaves it
 * undefined (overflow, division by zero, LLONG_MIN / -1). */
static enum ub arith_ll(int op, long long p, long long q, long long *z)
{
    switch (op) {
    case '+':
        return __builtin_add_overflow(p, q, z) ? UB_BAD : UB_OK;
    case '-':
        return __builtin_sub_overflow(p, q, z) ? UB_BAD : UB_OK;
    case '*':
        return __builtin_mul_overflow(p, q, z) ? UB_BAD : UB_OK;
    default:
        if (!q || (p == LLONG_MIN && q == -1))
            return UB_BAD;
        *z = op == '/' ? p / q : p % q;
        return UB_OK;
    }
}

/* "a" op "b" with C's semantics into "*r". */
static enum ub arith(int op, val a, val b, val *r)
{
    enum ty t = arith_ty(a.ty, b.ty);
    val x, y;
    conv(a, t, &x);
    conv(b, t, &y);
    int cmp = op == '<' || op == '>' || op == OP_LE || op == OP_GE || op == OP_EQ || op == OP_NE;
    r->ty = cmp ? TY_INT : t;
    r->i = 0;
    r->d = 0;
    if (cmp) {
        int c;
        if (ty_fp(t))
            c = op == '<' ? x.d < y.d : op == '>' ? x.d > y.d : op == OP_LE ? x.d <= y.d
              : op == OP_GE ? x.d >= y.d : op == OP_EQ ? x.d == y.d : x.d != y.d;
        else
            c = op == '<' ? x.i < y.i : op == '>' ? x.i > y.i : op == OP_LE ? x.i <= y.i
              : op == OP_GE ? x.i >= y.i : op == OP_EQ ? x.i == y.i : x.i != y.i;
        r->i = c;
        return UB_OK;
    }
    if (t == TY_FLOAT) {
        float p = (float)x.d, q = (float)y.d, z;
        switch (op) {
        case '+': z = p + q; break;
        case '-': z = p - q; break;
        case '*': z = p * q; break;
        default:
            if (q == 0.0f)
                return UB_BAD;
            z = p / q;
            break;
        }
        r->d = z;
        return fp_check(r);
    }
    if (ty_fp(t)) {
        double p = x.d, q = y.d, z;
        switch (op) {
        case '+': z = p + q; break;
        case '-': z = p - q; break;
        case '*': z = p * q; break;
        default:
            if (q == 0.0)
                return UB_BAD;
            z = p / q;
            break;
        }
        r->d = z;
        return fp_check(r);
    }
    if (t == TY_UNS) {
        unsigned p = (unsigned)x.i, q = (unsigned)y.i, z;
        switch (op) {
        case '+': z = p + q; break;
        case '-': z = p - q; break;
        case '*': z = p * q; break;
        case '/':
            if (!q)
                return UB_BAD;
            z = p / q;
            break;
        default:
            if (!q)
                return UB_BAD;
            z = p % q;
            break;
        }
        r->i = z;
        return UB_OK;
    }
    if (t == TY_INT) {
        long long z;
        if (arith_ll(op, (int)x.i, (int)y.i, &z) != UB_OK || z < INT_MIN || z > INT_MAX)
            return UB_BAD;
        r->i = z;
        return UB_OK;
    }
    {
        long long z;
        if (arith_ll(op, x.i, y.i, &z) != UB_OK)
            return UB_BAD;
        r->i = z;
        return UB_OK;
    }
}

/* ---- math functions the programs call (all correctly rounded) ---- */
const mathfn math_fns[M_N] = {
    {"sqrt", 1, TY_DOUBLE},  {"fabs", 1, TY_DOUBLE}, {"floor", 1, TY_DOUBLE}, {"ceil", 1, TY_DOUBLE},
    {"fmin", 2, TY_DOUBLE},  {"fmax", 2, TY_DOUBLE}, {"sqrtf", 1, TY_FLOAT},  {"fabsf", 1, TY_FLOAT},
    {"fminf", 2, TY_FLOAT}, {"fmaxf", 2, TY_FLOAT}};

static enum ub call_math(int f, val *a, val *r)
{
    val x, y;
    conv(a[0], math_fns[f].ty, &x);
    if (math_fns[f].nargs > 1)
        conv(a[1], math_fns[f].ty, &y);
    r->ty = math_fns[f].ty;
    r->i = 0;
    switch (f) {
    case M_SQRT:
        if (x.d < 0)
            return UB_BAD;
        r->d = sqrt(x.d);
        break;
    case M_FABS: r->d = fabs(x.d); break;
    case M_FLOOR: r->d = floor(x.d); break;
    case M_CEIL: r->d = ceil(x.d); break;
    case M_FMIN: r->d = fmin(x.d, y.d); break;
    case M_FMAX: r->d = fmax(x.d, y.d); break;
    case M_SQRTF:
        if (x.d < 0)
            return UB_BAD;
        r->d = sqrtf((float)x.d);
        break;
    case M_FABSF: r->d = fabsf((float)x.d); break;
    case M_FMINF: r->d = fminf((float)x.d, (float)y.d); break;
    default: r->d = fmaxf((float)x.d, (float)y.d); break;
    }
    return UB_OK;
}

/* ---- the interpreter ---- */
static long long flat(array *a, long long *s)
{
    long long f = 0;
    for (int d = 0; d < a->ndim; d++)
        f = f * a->ext[d] + s[d];
    return f;
}

static enum ub eval(gen *g, expr *e, val *r);

/* Where access "e" points in its array, into "*at". */
static enum ub eval_at(gen *g, expr *e, long long *at)
{
    array *a = &g->arr[e->idx];
    long long s[3];
    for (int d = 0; d < a->ndim; d++) {
        val v;
        enum ub u = eval(g, e->sub[d], &v);
        if (u)
            return u;
        if (ty_fp(v.ty))
            return UB_OOB;
        if (v.i < 0 || v.i >= a->ext[d])
            return UB_OOB;
        s[d] = v.i;
    }
    *at = flat(a, s);
    return UB_OK;
}

static enum ub eval(gen *g, expr *e, val *r)
{
    enum ub u;
    val x, y, args[2];
    long long at;
    switch (e->k) {
    case K_LIT: *r = e->v; return UB_OK;
    case K_ITER:
        if (e->idx == IT_T && g->tfloat) {
            r->ty = TY_FLOAT;
            r->d = g->tval;
            r->i = 0;
        } else {
            r->ty = TY_INT;
            r->i = g->itv[e->idx];
            r->d = 0;
        }
        return UB_OK;
    case K_PARAM:
        r->ty = TY_INT;
        r->i = g->param[e->idx];
        r->d = 0;
        return UB_OK;
    case K_ACC:
        if ((u = eval_at(g, e, &at)))
            return u;
        *r = g->arr[e->idx].data[at];
        return UB_OK;
    case K_SCAL: *r = g->sv[e->idx]; return UB_OK;
    case K_NEG:
        if ((u = eval(g, e->a, &x)))
            return u;
        y.ty = TY_INT;
        y.i = 0;
        y.d = 0;
        return arith('-', y, x, r);
    case K_NOT:
        if ((u = eval(g, e->a, &x)))
            return u;
        r->ty = TY_INT;
        r->i = !truth(x);
        r->d = 0;
        return UB_OK;
    case K_BIN:
        if ((u = eval(g, e->a, &x)))
            return u;
        if (e->op == OP_AND || e->op == OP_OR) {
            int c = truth(x);
            if ((e->op == OP_AND && c) || (e->op == OP_OR && !c)) {
                if ((u = eval(g, e->b, &y)))
                    return u;
                c = truth(y);
            }
            r->ty = TY_INT;
            r->i = c;
            r->d = 0;
            return UB_OK;
        }
        if ((u = eval(g, e->b, &y)))
            return u;
        return arith(e->op, x, y, r);
    case K_CAST:
        if ((u = eval(g, e->a, &x)))
            return u;
        return conv(x, e->ty, r);
    case K_CALL:
        if ((u = eval(g, e->a, &args[0])))
            return u;
        if (e->nargs > 1 && (u = eval(g, e->b, &args[1])))
            return u;
        return call_math(e->idx, args, r);
    case K_TERN:
        if ((u = eval(g, e->a, &x)))
            return u;
        if ((u = eval(g, truth(x) ? e->b : e->c, &y)))
            return u;
        return conv(y, e->ty, r);
    }
    return UB_BAD;
}

/* Whether stored "v" of type "t" is larger than the generator lets values
 * of that type grow (keeps later arithmetic away from overflow). */
static int too_big(val v, enum ty t)
{
    switch (t) {
    case TY_INT: return v.i > 100000 || v.i < -100000;
    case TY_LONG: return v.i > 1000000000LL || v.i < -1000000000LL;
    case TY_FLOAT: return fabs(v.d) > 1e6;
    case TY_DOUBLE:
    case TY_LDOUBLE: return fabs(v.d) > 1e8;
    default: return 0;
    }
}

static enum ub exec(gen *g, stmt *s);

static enum ub exec_assign(gen *g, stmt *s)
{
    val v, old, r;
    enum ub u;
    long long at = 0;
    enum ty t;
    if ((u = eval(g, s->rhs, &v)))
        goto bad;
    if (s->k == S_DECL) {
        t = s->sty;
        if ((u = conv(v, t, &r)))
            goto bad;
        if (too_big(r, t)) {
            u = UB_LIMIT;
            goto bad;
        }
        g->sv[s->scal] = r;
        return UB_OK;
    }
    if (s->lhs->k == K_SCAL) {
        t = g->scal_ty[s->lhs->idx];
        old = g->sv[s->lhs->idx];
    } else {
        array *a = &g->arr[s->lhs->idx];
        if ((u = eval_at(g, s->lhs, &at)))
            goto bad;
        t = a->ty;
        old = a->data[at];
    }
    if (s->aop != '=') {
        val w;
        if ((u = arith(s->aop, old, v, &w)))
            goto bad;
        v = w;
    }
    if ((u = conv(v, t, &r)))
        goto bad;
    if (too_big(r, t)) {
        u = UB_LIMIT;
        goto bad;
    }
    if (s->lhs->k == K_SCAL)
        g->sv[s->lhs->idx] = r;
    else
        g->arr[s->lhs->idx].data[at] = r;
    return UB_OK;
bad:
    g->bad = s;
    g->badkind = u;
    return u;
}

static enum ub exec_body(gen *g, stmt **b, int n)
{
    for (int i = 0; i < n; i++) {
        enum ub u = exec(g, b[i]);
        if (u)
            return u;
    }
    return UB_OK;
}

static enum ub exec(gen *g, stmt *s)
{
    val v;
    enum ub u = UB_BAD;
    if (++g->steps > 3000000) {
        g->bad = NULL;
        g->badkind = UB_LIMIT;
        return UB_LIMIT;
    }
    switch (s->k) {
    case S_ASSIGN:
    case S_DECL: return exec_assign(g, s);
    case S_IF:
        if ((u = eval(g, s->cond, &v))) {
            g->bad = NULL;
            g->badkind = u;
            return u;
        }
        if (truth(v))
            return exec(g, s->then);
        return s->els ? exec(g, s->els) : UB_OK;
    case S_FOR: {
        int fl = s->it == IT_T && g->tfloat;
        val b;
        if ((u = eval(g, s->init, &v)))
            break;
        if (fl)
            g->tval = (float)(ty_fp(v.ty) ? v.d : (double)v.i);
        else
            g->itv[s->it] = v.i;
        for (;;) {
            val cur, c;
            if ((u = eval(g, s->bound, &b)))
                break;
            cur.ty = fl ? TY_FLOAT : TY_INT;
            cur.i = g->itv[s->it];
            cur.d = g->tval;
            arith(s->cmp, cur, b, &c);
            if (!c.i)
                return UB_OK;
            if ((u = exec_body(g, s->body, s->nbody)))
                return u;
            if (fl)
                g->tval = (float)(g->tval + s->step);
            else
                g->itv[s->it] += s->step;
        }
        break;
    }
    }
    g->bad = NULL;
    g->badkind = u;
    return u;
}

/* The integer fill value of element "s" of "a" (before its conversion). */
static long long fill_int(array *a, long long *s)
{
    long long v = a->c;
    int mod, off;
    for (int d = 0; d < a->ndim; d++)
        v += s[d] * a->p[d];
    switch (a->ty) {
    case TY_CHAR: mod = 61, off = 30; break;
    case TY_UCHAR: mod = 256, off = 0; break;
    case TY_SHORT:
    case TY_INT:
    case TY_LONG: mod = 2001, off = 1000; break;
    case TY_UNS: mod = 1001, off = 0; break;
    default: mod = 801, off = 400; break;
    }
    if (a->isidx) {
        mod = a->big;
        off = 0;
    }
    return v % mod - off;
}

static void fill_array(array *a)
{
    long long s[3] = {0, 0, 0};
    long long n = 1;
    for (int d = 0; d < a->ndim; d++)
        n *= a->ext[d];
    for (long long f = 0; f < n; f++) {
        long long r = f;
        for (int d = a->ndim - 1; d >= 0; d--) {
            s[d] = r % a->ext[d];
            r /= a->ext[d];
        }
        long long v = fill_int(a, s);
        val *x = &a->data[f];
        x->ty = a->ty;
        x->i = 0;
        x->d = 0;
        switch (a->ty) {
        case TY_UNS: x->i = a->big && !a->isidx ? (unsigned)v * 2654435761u : (unsigned)v; break;
        case TY_LONG: x->i = v * 1000; break;
        case TY_FLOAT: x->d = (float)v / 16.0f; break;
        case TY_DOUBLE:
        case TY_LDOUBLE: x->d = (double)v / 8.0; break;
        default: conv((val){TY_LONG, v, 0}, a->ty, x); break;
        }
    }
}

/* Runs the whole region from freshly filled arrays. */
enum ub run(gen *g)
{
    for (int i = 0; i < g->narr; i++)
        fill_array(&g->arr[i]);
    g->steps = 0;
    g->bad = NULL;
    memset(g->sv, 0, sizeof g->sv);
    if (g->outer >= 0) {
        g->arr[g->outer].data[0].d = 0;
        g->arr[g->outer].data[0].i = 0;
    }
    int T = g->param[P_T];
    for (int rep = 0; rep < g->reps; rep++) {
        g->param[P_T] = g->grow && rep == 0 ? g->grow - 1 : T;
        enum ub u = exec_body(g, g->region, g->nregion);
        g->param[P_T] = T;
        if (u)
            return u;
        if (g->hostw >= 0) { /* the host's "A[0]..[0] += 1" */
            val *x = &g->arr[g->hostw].data[0];
            if (x->ty == TY_FLOAT)
                x->d = (float)(x->d + 1.0f);
            else if (ty_fp(x->ty))
                x->d += 1.0;
            else
                conv((val){TY_LONG, x->i + 1, 0}, x->ty, x);
        }
    }
    return UB_OK;
}

