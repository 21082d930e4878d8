/* bbmm-gen: a random-program generator for differential testing of bbmm-pp.
 *
 *   bbmm-gen --seed S [--refuse-pct P] [--forms-pct P] [--classic]
 *            [--disable f1,f2,...] [--list]
 *
 * For P percent of the seeds (--forms-pct, 50 by default; none with
 * --classic) the program is a "forms" program (forms.h): the constructs
 * users write that the program model below has no place for, named f-...
 * on line 1.  Otherwise it is a classic program:
 *
 * prints one self-contained C program, the same for the same seed and
 * options: global arrays of mixed element types filled by integer-exact
 * formulas, one region (`#pragma bbmm`, `#pragma bbmm tile(..)` or
 * `#pragma scop` ... `#pragma endscop`) of one to four affine loop nests,
 * then every element printed ("%a" or "%lld").  The plain program is fully
 * defined C: the generator runs every program it builds in its own
 * interpreter of C's semantics (integer promotions, usual arithmetic
 * conversions, float evaluation in float) and repairs or rebuilds any
 * statement that would overflow a signed type, convert an out-of-range
 * floating value to an integer, divide by zero, produce a NaN or an
 * infinity, or index out of bounds.  Subscripts are in bounds by
 * construction: each iterator carries the interval of its values and a
 * subscript is only chosen among those whose range fits the extent.
 *
 * Line 1 of the program names the seed and the constructs it uses
 * (`features:`); a program that bbmm-pp must refuse (non-affine or
 * data-dependent subscript, long double array) says so on line 2
 * (`must-refuse:`).  A write to a scalar declared outside the region
 * (`acc = ...` or `acc += ...`, printed after the region, and read by
 * other statements: feature outer-scalar-read) is chosen the same way
 * but is no longer refused: line 2 names it
 * (`outer-scalar-write:`) and the program must be accepted or refused
 * like any other.
 * `--disable` turns constructs off by their feature name (`--list`). */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- features: every construct the generator can choose ---- */
#define FEATURES(X) \
    X(TIME, "time") X(FTIME, "float-time-iter") X(STEP, "step") X(NEGSTEP, "neg-step") \
    X(TRI, "triangular") X(PARAM, "param-bound") X(LE, "le-ge-cond") X(IMPERFECT, "imperfect") \
    X(GUARD, "if-guard") X(ELSE, "else") X(MODGUARD, "mod-guard") X(DIVGUARD, "div-guard") \
    X(LOGIC, "logic-ops") X(NARROW, "narrowing-guard") X(SHORTC, "short-circuit-access") \
    X(TERN, "affine-ternary") X(DATATERN, "data-ternary") X(UNSCONST, "unsigned-const") \
    X(UNSITER, "unsigned-iter-arith") X(INTDIV, "int-div-mod") X(FPDIV, "fp-div") X(CAST, "cast") \
    X(CASTSUB, "cast-subscript") X(MATH, "math") X(MATHINT, "math-int-arg") \
    X(MATHFLOAT, "math-float-arg-double-fn") X(FMINMIX, "fmin-mixed-args") X(ITERARITH, "iter-arith") \
    X(COMPOUND, "compound-assign") X(MULASSIGN, "mul-assign") X(LOCAL, "local-scalar") \
    X(STENCIL, "stencil") X(INPLACE, "in-place") X(TILE, "tile") X(SCOP, "scop") X(NAME, "name") \
    X(FUNC, "region-in-function") X(FORDECL, "for-decl") X(PREINC, "pre-increment") \
    X(SUBSUM, "sum-subscript") X(SUBSCALE, "scaled-subscript") X(SUBREV, "reversed-subscript") \
    X(CMPVAL, "comparison-value") X(NEG, "negation") X(TIMESTMT, "time-level-statement") \
    X(REDUCE, "reduction") X(BIGUNS, "big-unsigned") X(SIBLING, "sibling-loops") \
    X(NOTCOND, "not-cond") X(FPTYPES, "float-arrays") X(INTTYPES, "int-arrays") X(DIM3, "3d") \
    X(FLOATFN, "float-math-fn") X(DEPS, "free-dependences") X(DATAIF, "data-if") \
    X(OUTERREAD, "outer-scalar-read") X(TEMP, "temp-array") X(REPEAT, "region-repeat") \
    X(MIDK, "serial-middle-loop") X(PIVOT, "pivot-update") X(OUTERTEMP, "outer-temp") \
    X(GROW, "region-grow") \
    X(FCOND, "f-cond") X(FCONDNE, "f-cond-ne") X(FCONDNEIT, "f-cond-ne-iter") X(FCONDOR, "f-cond-or") \
    X(FCONDMOD, "f-cond-mod") X(FCONDLB, "f-cond-lower-conjunct") X(FCONDNOT, "f-cond-not") \
    X(FCONDNEQ, "f-cond-ne-bound") X(FITERIN, "f-iter-after-in-region") X(FITERINNER, "f-iter-after-inner") \
    X(FITERHOST, "f-iter-after-region") X(FINCDEC, "f-incdec") X(FCOMPOUND, "f-compound") X(FLOCAL, "f-local-scalar-compound") \
    X(FSTRUCT, "f-struct-member") X(FSTRUCTP, "f-struct-ptr-array") X(FSTRUCTALIAS, "f-struct-ptr-alias") \
    X(FCAST, "f-stdint-cast") X(FABS, "f-abs") X(FSIZEOF, "f-sizeof") X(FPCLASS, "f-fpclass") \
    X(FPCLASSRAW, "f-fpclass-value") X(FTIMEHOST, "f-time-host") X(FHOSTDIRECT, "f-host-direct") \
    X(FHOSTALIAS, "f-host-alias") X(FHOSTSTRUCT, "f-host-struct-ptr") X(FHOSTGPTR, "f-host-global-ptr") \
    X(FHOSTMEM, "f-host-memset-memcpy") X(FHOSTSPRINTF, "f-host-sprintf") X(FHOSTPTRARG, "f-host-ptr-arg") \
    X(FHOSTTIME, "f-host-time") X(FHOSTREAD, "f-host-read") X(FHOSTEXIT, "f-host-exit") \
    X(FREDBLACK, "f-redblack") X(FFLOYD, "f-floyd-if") X(FBOUNDELEM, "f-bound-elem") \
    X(FBOUNDSCAL, "f-bound-scalar") X(FFUNC, "f-region-func") X(FIFDATA, "f-if-data") \
    X(FKNOWN, "f-known-scalar") X(FCOMMA, "f-comma-stmt") X(FSHIFT, "f-shift") X(FDOZERO, "f-do-while0") \
    X(FINLINE, "f-inline-array-helper") X(FITERSET, "f-iter-set-between")
#define F_ENUM(e, s) F_##e,
enum feature { FEATURES(F_ENUM) F_COUNT };
#define F_NAME(e, s) s,
static const char *feature_name[F_COUNT] = {FEATURES(F_NAME)};

enum refuse { R_NONE, R_NONAFFINE, R_OUTER_SCALAR, R_LDOUBLE, R_DATASUB, R_COUNT };
static const char *refuse_name[R_COUNT] = {"", "non-affine-subscript", "outer-scalar-write", "long-double",
                                           "data-dependent-subscript"};

/* ---- types and values ---- */
enum ty { TY_CHAR, TY_UCHAR, TY_SHORT, TY_INT, TY_UNS, TY_LONG, TY_FLOAT, TY_DOUBLE, TY_LDOUBLE, TY_N };
static const char *ty_name[TY_N] = {"char",  "unsigned char", "short",  "int",        "unsigned",
                                    "long",  "float",         "double", "long double"};

typedef struct {
    enum ty ty;
    long long i;
    double d;
} val;

enum ub { UB_OK, UB_BAD, UB_OOB, UB_LIMIT };

/* ---- the program model ---- */
enum ek { K_LIT, K_ITER, K_PARAM, K_ACC, K_SCAL, K_NEG, K_NOT, K_BIN, K_CAST, K_CALL, K_TERN };
enum { OP_LE = 'L', OP_GE = 'G', OP_EQ = 'E', OP_NE = 'N', OP_AND = '&', OP_OR = '|' };

typedef struct expr {
    enum ek k;
    enum ty ty;
    int op, idx, nargs;
    char lit[32];
    val v;
    struct expr *a, *b, *c;
    struct expr *sub[3];
} expr;

enum sk { S_FOR, S_ASSIGN, S_DECL, S_IF };
#define MAXBODY 8
typedef struct stmt {
    enum sk k;
    int it, cmp, step, preinc, decl;
    expr *init, *bound;
    struct stmt *body[MAXBODY];
    int nbody;
    expr *lhs, *rhs;
    int aop, fix, scal;
    enum ty sty;
    expr *cond;
    struct stmt *then, *els;
} stmt;

enum { IT_T, IT_I, IT_J, IT_K, NIT };
static const char *it_name[NIT] = {"t", "i", "j", "k"};
enum { P_N, P_M, P_T, NPARAM };
static const char *param_name[NPARAM] = {"n", "m", "tsteps"};

#define MAXARR 8
#define MAXSCAL 16
typedef struct {
    char name[8];
    enum ty ty;
    int ndim, ext[3], p[3], c, big, isidx, noread;
    val *data;
} array;

typedef struct {
    int live, lo, hi;
} itenv;

typedef struct {
    uint64_t rng;
    int disabled[F_COUNT], used[F_COUNT];
    enum refuse refuse;
    int refuse_pending;
    array arr[MAXARR];
    int narr, idxarr, outer, home, parmode, targets;
    int tmparr; /* a 1-D array for temp-array nests, or -1 */
    int param[NPARAM];
    itenv it[NIT];
    int tfloat;
    int nscal, scal_live[MAXSCAL];
    enum ty scal_ty[MAXSCAL];
    int scal_outer[MAXSCAL]; /* declared at the top of the region's function (outer-temp) */
    int written[MAXARR];
    stmt *region[6];
    int nregion;
    int pragma, tile[3], ntile, named, infunc, arrstatic;
    int reps;   /* the region (or its function) runs this many times in a host loop */
    int hostw;  /* and between runs the host adds 1 to element 0 of this array, or -1 */
    int tparam; /* the time loop's bound is tsteps */
    int grow;   /* the first run has tsteps = grow - 1 (0 or 1): a later, larger run may start more devices */
    /* node pool */
    expr *epool;
    int nexpr, cexpr;
    stmt *spool;
    int nstmt, cstmt;
    /* interpreter */
    long long itv[NIT];
    double tval;
    val sv[MAXSCAL];
    long long steps;
    stmt *bad;
    enum ub badkind;
    /* output */
    char *out;
    size_t len, cap;
} gen;

/* ---- random numbers (splitmix64) ---- */
static uint64_t rnd64(gen *g)
{
    uint64_t z = (g->rng += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* A number in [0, "n"). */
static int rnd(gen *g, int n)
{
    return n <= 1 ? 0 : (int)(rnd64(g) % (uint64_t)n);
}

/* A number in ["lo", "hi"]. */
static int rnd_in(gen *g, int lo, int hi)
{
    return hi <= lo ? lo : lo + rnd(g, hi - lo + 1);
}

/* True with probability "pct" percent, provided feature "f" (or -1) is
 * enabled; records that the program uses "f". */
static int want(gen *g, int f, int pct)
{
    if (f >= 0 && g->disabled[f])
        return 0;
    if (rnd(g, 100) >= pct)
        return 0;
    if (f >= 0)
        g->used[f] = 1;
    return 1;
}

static void use(gen *g, int f)
{
    g->used[f] = 1;
}

/* ---- output buffer ---- */
static void out(gen *g, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        size_t room = g->cap - g->len;
        va_start(ap, fmt);
        int n = vsnprintf(g->out + g->len, room, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if ((size_t)n < room) {
            g->len += (size_t)n;
            return;
        }
        g->cap = g->cap * 2 + (size_t)n + 64;
        g->out = realloc(g->out, g->cap);
        if (!g->out) {
            fputs("bbmm-gen: out of memory\n", stderr);
            exit(2);
        }
    }
}

static void indent(gen *g, int lvl)
{
    out(g, "%*s", 4 * lvl, "");
}

/* ---- node allocation (pools freed per attempt) ---- */
static expr *enew(gen *g, enum ek k)
{
    if (g->nexpr == g->cexpr) {
        fputs("bbmm-gen: expression pool exhausted\n", stderr);
        exit(2);
    }
    expr *e = &g->epool[g->nexpr++];
    memset(e, 0, sizeof *e);
    e->k = k;
    return e;
}

static stmt *snew(gen *g, enum sk k)
{
    if (g->nstmt == g->cstmt) {
        fputs("bbmm-gen: statement pool exhausted\n", stderr);
        exit(2);
    }
    stmt *s = &g->spool[g->nstmt++];
    memset(s, 0, sizeof *s);
    s->k = k;
    return s;
}

/* ---- C's conversions ---- */
static int ty_fp(enum ty t)
{
    return t >= TY_FLOAT;
}

static enum ty promote(enum ty t)
{
    return t < TY_INT ? TY_INT : t;
}

/* The type of "a" op "b" after the usual arithmetic conversions. */
static enum ty arith_ty(enum ty a, enum ty b)
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
typedef struct {
    const char *name;
    int nargs;
    enum ty ty;
} mathfn;
enum { M_SQRT, M_FABS, M_FLOOR, M_CEIL, M_FMIN, M_FMAX, M_SQRTF, M_FABSF, M_FMINF, M_FMAXF, M_N };
static const mathfn math_fns[M_N] = {
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
static enum ub run(gen *g)
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
        array *x = &g->arr[g->idxarr];
        expr *ix = access(g, g->idxarr);
        (void)x;
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
static void gen_arrays(gen *g)
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

static void gen_region(gen *g)
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
static int repair(gen *g, stmt *s)
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

/* ---- printing ---- */
static void print_expr(gen *g, expr *e);

static void print_sub(gen *g, expr *e)
{
    int paren = e->k == K_BIN || e->k == K_TERN || e->k == K_NEG;
    if (paren)
        out(g, "(");
    print_expr(g, e);
    if (paren)
        out(g, ")");
}

static const char *op_text(int op)
{
    switch (op) {
    case OP_LE: return "<=";
    case OP_GE: return ">=";
    case OP_EQ: return "==";
    case OP_NE: return "!=";
    case OP_AND: return "&&";
    case OP_OR: return "||";
    case '+': return "+";
    case '-': return "-";
    case '*': return "*";
    case '/': return "/";
    case '%': return "%";
    case '<': return "<";
    default: return ">";
    }
}

static void print_expr(gen *g, expr *e)
{
    switch (e->k) {
    case K_LIT: out(g, "%s", e->lit); break;
    case K_ITER: out(g, "%s", e->idx == IT_T && g->tfloat ? "tf" : it_name[e->idx]); break;
    case K_PARAM: out(g, "%s", param_name[e->idx]); break;
    case K_SCAL: out(g, "s%d", e->idx); break;
    case K_ACC:
        out(g, "%s", g->arr[e->idx].name);
        for (int d = 0; d < g->arr[e->idx].ndim; d++) {
            out(g, "[");
            print_expr(g, e->sub[d]);
            out(g, "]");
        }
        break;
    case K_NEG:
        out(g, "-");
        print_sub(g, e->a);
        break;
    case K_NOT:
        out(g, "!(");
        print_expr(g, e->a);
        out(g, ")");
        break;
    case K_BIN: {
        int flat_sum = (e->op == '+' || e->op == '-') && e->a->k == K_BIN && (e->a->op == '+' || e->a->op == '-');
        if (flat_sum)
            print_expr(g, e->a);
        else
            print_sub(g, e->a);
        out(g, " %s ", op_text(e->op));
        print_sub(g, e->b);
        break;
    }
    case K_CAST:
        out(g, "(%s)", ty_name[e->ty]);
        print_sub(g, e->a);
        break;
    case K_CALL:
        out(g, "%s(", math_fns[e->idx].name);
        print_expr(g, e->a);
        if (e->nargs > 1) {
            out(g, ", ");
            print_expr(g, e->b);
        }
        out(g, ")");
        break;
    case K_TERN:
        print_sub(g, e->a);
        out(g, " ? ");
        print_sub(g, e->b);
        out(g, " : ");
        print_sub(g, e->c);
        break;
    }
}

static void print_stmt(gen *g, stmt *s, int lvl);

static void print_block(gen *g, stmt **b, int n, int lvl)
{
    for (int i = 0; i < n; i++)
        print_stmt(g, b[i], lvl);
}

static void print_stmt(gen *g, stmt *s, int lvl)
{
    switch (s->k) {
    case S_ASSIGN:
        indent(g, lvl);
        print_expr(g, s->lhs);
        if (s->aop == '=')
            out(g, " = ");
        else
            out(g, " %c= ", s->aop);
        print_expr(g, s->rhs);
        out(g, ";\n");
        break;
    case S_DECL:
        indent(g, lvl);
        out(g, "%s s%d = ", ty_name[s->sty], s->scal);
        print_expr(g, s->rhs);
        out(g, ";\n");
        break;
    case S_IF:
        indent(g, lvl);
        out(g, "if (");
        print_expr(g, s->cond);
        out(g, ")\n");
        print_stmt(g, s->then, lvl + 1);
        if (s->els) {
            indent(g, lvl);
            out(g, "else\n");
            print_stmt(g, s->els, lvl + 1);
        }
        break;
    case S_FOR: {
        const char *nm = s->it == IT_T && g->tfloat ? "tf" : it_name[s->it];
        indent(g, lvl);
        out(g, "for (%s%s = ", s->decl ? "int " : "", nm);
        print_expr(g, s->init);
        out(g, "; %s %s ", nm, op_text(s->cmp));
        print_expr(g, s->bound);
        if (s->step == 1)
            out(g, s->preinc ? "; ++%s)" : "; %s++)", nm);
        else if (s->step == -1)
            out(g, s->preinc ? "; --%s)" : "; %s--)", nm);
        else if (s->step > 0)
            out(g, "; %s += %d)", nm, s->step);
        else
            out(g, "; %s -= %d)", nm, -s->step);
        int brace = s->nbody != 1 || s->body[0]->k == S_DECL;
        out(g, brace ? " {\n" : "\n");
        print_block(g, s->body, s->nbody, lvl + 1);
        if (brace) {
            indent(g, lvl);
            out(g, "}\n");
        }
        break;
    }
    }
}

static void print_loops_open(gen *g, array *a, int lvl)
{
    for (int d = 0; d < a->ndim; d++) {
        indent(g, lvl + d);
        out(g, "for (%s = 0; %s < %d; %s++)\n", it_name[IT_I + d], it_name[IT_I + d], a->ext[d], it_name[IT_I + d]);
    }
}

static void print_elem(gen *g, array *a)
{
    out(g, "%s", a->name);
    for (int d = 0; d < a->ndim; d++)
        out(g, "[%s]", it_name[IT_I + d]);
}

static void print_fill(gen *g, array *a)
{
    if (a->ndim == 0) {
        out(g, "    %s = 0;\n", a->name);
        return;
    }
    print_loops_open(g, a, 1);
    indent(g, 1 + a->ndim);
    print_elem(g, a);
    char idx[96] = "";
    size_t l = 0;
    for (int d = 0; d < a->ndim; d++)
        l += (size_t)snprintf(idx + l, sizeof idx - l, "%s * %d + ", it_name[IT_I + d], a->p[d]);
    int mod, off;
    switch (a->ty) {
    case TY_CHAR: mod = 61, off = 30; break;
    case TY_UCHAR: mod = 256, off = 0; break;
    case TY_SHORT:
    case TY_INT:
    case TY_LONG: mod = 2001, off = 1000; break;
    case TY_UNS: mod = 1001, off = 0; break;
    default: mod = 801, off = 400; break;
    }
    if (a->isidx)
        mod = a->big, off = 0;
    switch (a->ty) {
    case TY_UNS:
        out(g, " = (unsigned)((%s%d) %% %d)%s;\n", idx, a->c, mod, a->big && !a->isidx ? " * 2654435761u" : "");
        break;
    case TY_LONG: out(g, " = (long)((%s%d) %% %d - %d) * 1000;\n", idx, a->c, mod, off); break;
    case TY_FLOAT: out(g, " = (float)((%s%d) %% %d - %d) / 16.0f;\n", idx, a->c, mod, off); break;
    case TY_DOUBLE: out(g, " = (double)((%s%d) %% %d - %d) / 8.0;\n", idx, a->c, mod, off); break;
    case TY_LDOUBLE: out(g, " = (long double)((%s%d) %% %d - %d) / 8.0L;\n", idx, a->c, mod, off); break;
    default: out(g, " = (%s)((%s%d) %% %d - %d);\n", ty_name[a->ty], idx, a->c, mod, off); break;
    }
}

static void print_dump(gen *g, array *a)
{
    print_loops_open(g, a, 1);
    indent(g, 1 + a->ndim);
    if (ty_fp(a->ty))
        out(g, "printf(\"%%a\\n\", (double)");
    else
        out(g, "printf(\"%%lld\\n\", (long long)");
    print_elem(g, a);
    out(g, ");\n");
}

static void print_region(gen *g, int lvl)
{
    if (g->pragma == 1)
        out(g, "#pragma scop\n");
    else {
        out(g, "#pragma bbmm");
        if (g->named)
            out(g, " name(r%d)", (int)(g->rng % 1000));
        if (g->ntile) {
            out(g, " tile(");
            for (int i = 0; i < g->ntile; i++)
                out(g, i ? ", %d" : "%d", g->tile[i]);
            out(g, ")");
        }
        out(g, "\n");
    }
    int brace = g->pragma == 0 && g->nregion > 1;
    if (brace) {
        indent(g, lvl);
        out(g, "{\n");
    }
    print_block(g, g->region, g->nregion, lvl + brace);
    if (brace) {
        indent(g, lvl);
        out(g, "}\n");
    }
    if (g->pragma == 1)
        out(g, "#pragma endscop\n");
}

/* The declarations of the region's outer-temp scalars. */
static void print_outer_temps(gen *g)
{
    for (int i = 0; i < g->nscal; i++)
        if (g->scal_outer[i])
            out(g, "    %s s%d;\n", ty_name[g->scal_ty[i]], i);
}

static void print_program(gen *g, unsigned long long seed)
{
    out(g, "/* bbmm-gen seed=%llu features:", seed);
    for (int f = 0; f < F_COUNT; f++)
        if (g->used[f])
            out(g, " %s", feature_name[f]);
    out(g, " */\n");
    if (g->refuse == R_OUTER_SCALAR)
        out(g, "/* bbmm-gen %s: accepted since bbmm-pp handles writes to scalars declared outside the region */\n",
            refuse_name[g->refuse]);
    else if (g->refuse)
        out(g, "/* bbmm-gen must-refuse: %s */\n", refuse_name[g->refuse]);
    out(g, "#include <math.h>\n#include <stdio.h>\n\n");
    for (int i = 0; i < g->narr; i++) {
        array *a = &g->arr[i];
        out(g, "%s%s %s", g->arrstatic ? "static " : "", ty_name[a->ty], a->name);
        for (int d = 0; d < a->ndim; d++)
            out(g, "[%d]", a->ext[d]);
        out(g, ";\n");
    }
    const char *decls = "    int i, j, k, t;\n";
    if (g->infunc) {
        out(g, "\nstatic void kernel(int n, int m, int tsteps)\n{\n%s", decls);
        print_outer_temps(g);
        if (g->tfloat)
            out(g, "    float tf;\n");
        print_region(g, 1);
        out(g, "}\n");
    }
    out(g, "\nint main(void)\n{\n    int n = %d, m = %d, tsteps = %d;\n%s", g->param[P_N], g->param[P_M],
        g->param[P_T], decls);
    if (g->tfloat && !g->infunc)
        out(g, "    float tf;\n");
    if (!g->infunc)
        print_outer_temps(g);
    for (int i = 0; i < g->narr; i++)
        print_fill(g, &g->arr[i]);
    int lvl = 1;
    if (g->reps > 1) {
        out(g, "    for (int rep = 0; rep < %d; rep++) {\n", g->reps);
        lvl = 2;
        if (g->grow)
            out(g, "        tsteps = rep == 0 ? %d : %d;\n", g->grow - 1, g->param[P_T]);
    }
    if (g->infunc) {
        indent(g, lvl);
        out(g, "kernel(n, m, tsteps);\n");
    } else
        print_region(g, lvl);
    if (g->reps > 1) {
        if (g->hostw >= 0) {
            array *a = &g->arr[g->hostw];
            indent(g, lvl);
            out(g, "%s", a->name);
            for (int d = 0; d < a->ndim; d++)
                out(g, "[0]");
            out(g, " += 1;\n");
        }
        out(g, "    }\n");
    }
    for (int i = 0; i < g->narr; i++)
        print_dump(g, &g->arr[i]);
    out(g, "    return 0;\n}\n");
}

#include "forms.h"

/* ---- driver ---- */
static void reset(gen *g, unsigned long long seed, int attempt)
{
    for (int i = 0; i < g->narr; i++)
        free(g->arr[i].data);
    g->narr = 0;
    g->rng = seed * 0x2545f4914f6cdd1dull + (unsigned long long)attempt * 0x9e3779b97f4a7c15ull + 1;
    memset(g->used, 0, sizeof g->used);
    g->nexpr = g->nstmt = 0;
    g->refuse_pending = 0;
    g->len = 0;
    g->param[P_N] = rnd_in(g, 5, 40);
    g->param[P_M] = rnd_in(g, 5, 40);
    g->param[P_T] = rnd_in(g, 2, 4);
}

/* Builds, checks and repairs one program; 0 when "attempt" failed. */
static int build(gen *g, unsigned long long seed, int attempt, int refuse_pct)
{
    reset(g, seed, attempt);
    g->refuse = R_NONE;
    if (rnd(g, 100) < refuse_pct)
        g->refuse = (enum refuse)rnd_in(g, 1, R_COUNT - 1);
    gen_arrays(g);
    gen_region(g);
    for (int pass = 0; pass < 80; pass++) {
        enum ub u = run(g);
        if (!u)
            return 1;
        if (u == UB_OOB || !repair(g, g->bad))
            return 0;
    }
    return 0;
}

static int parse_features(gen *g, const char *list)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        int f;
        for (f = 0; f < F_COUNT; f++)
            if (!strcmp(tok, feature_name[f]))
                break;
        if (f == F_COUNT) {
            fprintf(stderr, "bbmm-gen: unknown feature '%s' (--list shows them)\n", tok);
            return 0;
        }
        g->disabled[f] = 1;
    }
    return 1;
}

int main(int argc, char **argv)
{
    static gen g0;
    gen *g = &g0;
    unsigned long long seed = 1;
    int refuse_pct = 8;
    int forms_pct = 50, classic = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--refuse-pct") && i + 1 < argc)
            refuse_pct = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--forms-pct") && i + 1 < argc)
            forms_pct = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--classic"))
            classic = 1;
        else if (!strcmp(argv[i], "--disable") && i + 1 < argc) {
            if (!parse_features(g, argv[++i]))
                return 2;
        } else if (!strcmp(argv[i], "--list")) {
            for (int f = 0; f < F_COUNT; f++)
                printf("%s\n", feature_name[f]);
            return 0;
        } else {
            fprintf(stderr, "usage: bbmm-gen --seed S [--refuse-pct P] [--forms-pct P] [--classic] "
                            "[--disable f1,f2,...] [--list]\n");
            return 2;
        }
    }
    g->cexpr = 200000;
    g->cstmt = 20000;
    g->epool = malloc(sizeof *g->epool * (size_t)g->cexpr);
    g->spool = malloc(sizeof *g->spool * (size_t)g->cstmt);
    g->cap = 1 << 16;
    g->out = malloc(g->cap);
    if (!g->epool || !g->spool || !g->out) {
        fputs("bbmm-gen: out of memory\n", stderr);
        return 2;
    }
    /* a forms program (forms.h) for forms_pct percent of the seeds, from
     * an RNG stream of its own; --classic: none */
    if (!classic && forms_pct > 0) {
        reset(g, seed, 100000);
        if (rnd(g, 100) < forms_pct && forms_program(g, seed)) {
            fwrite(g->out, 1, g->len, stdout);
            return 0;
        }
    }
    for (int attempt = 0; attempt < 1000; attempt++) {
        if (!build(g, seed, attempt, refuse_pct))
            continue;
        print_program(g, seed);
        fwrite(g->out, 1, g->len, stdout);
        return 0;
    }
    fprintf(stderr, "bbmm-gen: no valid program for seed %llu\n", seed);
    return 2;
}
