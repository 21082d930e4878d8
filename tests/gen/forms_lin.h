/* forms_lin.h: bbmm-gen's forms as linear-algebra codes write them
 * (included by forms.h after forms_real.h; chosen by flin_region() from
 * fany_region()).
 *
 * - f-leading-dim: 2-D arrays stored in 1-D ones and indexed through a
 *   leading dimension, as BLAS-style code does: `double *a` with
 *   `a[i * lda + j]` (also `lda * i + j`, `j + i * lda`, a macro
 *   `#define IDX(i, j) ((i) * ld + (j))` or `IDX3(i, j, lda)`), the
 *   region's pragma giving the shape, `array(a[m][lda], c[m][ldc])`; the
 *   leading dimension a parameter (larger than the row or equal to it), a
 *   scalar of the function (`int ld = nc + pad;`), a macro constant, or
 *   the row length itself (`array(u[ny][nx])`, `u[j * nx + i]`).  Forms:
 *   one array in place; a copy between two or three arrays with leading
 *   dimensions of their own (transposed, or blocked by hand: then also
 *   f-user-tiled); gemm (a local sum, `c *= 0.5` then `+=`, or the i, p, j
 *   order); gemv into a vector; a five-point stencil with its bound hoisted
 *   into a scalar (`int nx1 = nx - 1;`); a flat array read into D; a 1-D
 *   global array indexed through a constant leading dimension without a
 *   clause.  Called on LA, LB, LC, at offsets and on submatrices
 *   (`LA + 2 * 9 + 1`); for one call in six (f-leading-dim-alias) two of
 *   the pointers point into one array (C allows it; the region must then
 *   run as written).  One in-place form in ten reads a column one past
 *   the row (`x[i * ld + j + 1]` for j < nc): for the calls with nc == ld
 *   that is the next row's first element (legal C within the array;
 *   bbmm-pp must run those calls as written); never where the leading
 *   dimension is the row length itself, which every call would leave.
 * - f-user-tiled: loops the user tiled by hand, `for (ii = 0; ii < un; ii
 *   += TB) for (i = ii; i < ii + TB && i < un; i++)`, the tile's end
 *   spelled `i < un && i < ii + TB`, `?:`, a macro UTMIN, an integer
 *   helper of the file, `i <= ii + TB - 1 && i <= un - 1`, or a scalar
 *   assigned in the tile (`int iend = ...;`); TB a literal 4 or 8, a
 *   #define or an enumerator; 1-D (a transposition, a scaled copy, a
 *   stencil, per-tile sums, a recurrence across tiles, the inner loop
 *   strip-mined) and, for f-user-tiled-2d, 2-D (ii and jj both tiled, or
 *   a product tiled in ii and kk), which bbmm-pp may keep sequential with
 *   a warning.  In a function of un (a call may pass 0), or in main over n
 *   for one in four (`for (int ii = ...)`, main's i and j then hold the
 *   loops' exit values).
 *
 * Sizes: LM rows and leading dimensions up to LL (LM <= n, LL <= n), the
 * arrays LA, LB, LC of LSZ = LM * LL + 6 doubles; every call passes m <=
 * LM rows (k <= LM for gemm's inner dimension), nc <= ld <= LL (a
 * transposed copy's lda >= m, at most LM), and a
 * pointer p = base + off with off + m * ld <= LSZ (the clause's elements;
 * one more for the forms reading one past a row), so every subscript
 * stays in its array and in the clause's extent.  Values: LA, LB, LC
 * start within [-1, 1] and every write keeps them there (x' = 0.5 x +
 * 0.25 y - 0.125 at most, gemm's 0.5 c + s / 64 for k <= 8 terms, gemv's
 * 0.5 y + s / 32 for nc <= 12); D, B and A are written only from those and
 * from themselves, as contractions, or (the tiled product) D += C W / 1024
 * a bounded number of times. */

static struct {
    int on;         /* LA, LB, LC are declared */
    int lm, ll, sz; /* rows, leading dimensions at most; elements */
    int utmin;      /* the macro UTMIN is defined */
    int utfn;       /* the current tiled region calls utminK */
} ls;

/* Declares LA, LB, LC at the first of these forms. */
static void flin_on(gen *g)
{
    if (ls.on)
        return;
    ls.on = 1;
    ls.lm = rnd_in(g, 3, fs.n < 8 ? fs.n : 8);
    ls.ll = rnd_in(g, 4, fs.n < 12 ? fs.n : 12);
    ls.sz = ls.lm * ls.ll + 6;
}

/* ---- leading dimensions ---- */
/* How a function spells its subscripts: style 0 i * ld + j, 1 ld * i + j,
 * 2 j + i * ld, 3 the macro IDX(i, j) (one leading dimension named "ld")
 * or IDX3(i, j, ld). */
typedef struct {
    int style;
    int idx2; /* IDX(i, j) is defined over the name "ld" */
} lspell;

/* The flat subscript of row "r", column "c" with leading dimension "ld". */
static const char *lsub(gen *g, lspell *sp, const char *r, const char *c, const char *ld)
{
    int st = sp->style;
    if (rnd(g, 5) == 0) /* users are not always consistent */
        st = rnd(g, 3);
    int pr = strchr(r, ' ') != NULL;
    switch (st) {
    case 0: return pr ? fmt("(%s) * %s + %s", r, ld, c) : fmt("%s * %s + %s", r, ld, c);
    case 1: return pr ? fmt("%s * (%s) + %s", ld, r, c) : fmt("%s * %s + %s", ld, r, c);
    case 2: return pr ? fmt("%s + (%s) * %s", c, r, ld) : fmt("%s + %s * %s", c, r, ld);
    default:
        if (sp->idx2 && !strcmp(ld, "ld"))
            return fmt("IDX(%s, %s)", r, c);
        return fmt("IDX3(%s, %s, %s)", r, c, ld);
    }
}

/* A pointer into one of LA, LB, LC leaving "need" elements from it:
 * "base", "base + off" or a submatrix "base + r * ld + c". */
static const char *lptr(gen *g, const char *base, int need, int ld)
{
    int room = ls.sz - need;
    if (room <= 0 || rnd(g, 3))
        return base;
    int off = rnd_in(g, 0, room);
    if (off == 0)
        return base;
    if (ld > 0 && off >= ld && rnd(g, 2))
        return fmt("%s + %d * %d + %d", base, off / ld, ld, off % ld);
    return fmt("%s + %d", base, off);
}

static const char *const lbases[] = {"LA", "LB", "LC"};

/* Two different bases, or for f-leading-dim-alias one base twice. */
static void lpair(gen *g, const char **a, const char **c)
{
    int x = rnd(g, 3), y = (x + 1 + rnd(g, 2)) % 3;
    *a = lbases[x];
    *c = want(g, F_FLDALIAS, 17) ? lbases[x] : lbases[y];
}

/* "m" for a call: a constant, or in a time loop one of two by t (the
 * other smaller, so that the offsets chosen for "m" still fit). */
static const char *lrows(gen *g, int m)
{
    if (m > 0 && fs.intime && rnd(g, 3) == 0)
        return fmt("t %% 2 ? %d : %d", m, rnd_in(g, 0, m));
    return fmt("%d", m);
}

/* A row count 0 .. max (often max), a column count 0 .. ld (often ld). */
static int lcount(gen *g, int max)
{
    int r = rnd(g, 6);
    if (r == 0)
        return rnd_in(g, 0, max < 1 ? max : 1);
    return r < 3 ? max : rnd_in(g, 1, max);
}

/* A leading dimension: 1 .. LL, mostly in the upper half. */
static int lld(gen *g)
{
    int lo = ls.ll / 2 < 2 ? 2 : ls.ll / 2;
    return rnd(g, 8) == 0 ? rnd_in(g, 1, 3) : rnd_in(g, lo, ls.ll);
}

/* The pragma with its array() clause "cl" (none when empty). */
static void lpragma(gen *g, const char *cl)
{
    fpragma(g, 1, 0);
    if (*cl) {
        g->out[g->len - 1] = ' ';
        out(g, "array(%s)\n", cl);
    }
}

/* One array in place: ldK(x, m, nc, ld | pad | -) with the leading
 * dimension a parameter (kind 0), a scalar of the function nc + pad (1), a
 * macro constant LDKk (2) or the row length nc itself (3).  Subscripts: rows
 * i, i - 1 from i = 1; columns j, nc - 1 - j, nc - 1, 0 (nc >= 1 inside the
 * loop), j + 1 for "past" (index <= m * ld, one more element left). */
static void fld_inplace(gen *g, int lvl, int K, lspell *sp)
{
    int kind = rnd(g, 4), v = rnd(g, 6), past = rnd(g, 10) == 0, calls = rnd_in(g, 1, 3);
    if (kind == 3) /* the row length itself: j + 1 leaves the row for every nc */
        past = 0;
    int ldc = rnd_in(g, 4, ls.ll);
    const char *ld = kind == 2 ? fmt("LDK%d", K) : kind == 3 ? "nc" : "ld";
    sp->idx2 = sp->style == 3 && kind < 2;
    size_t save = g->len;
    if (kind == 2)
        out(g, "\n#define LDK%d %d\n", K, ldc);
    if (sp->idx2)
        out(g, "\n#define IDX(i, j) ((i) * ld + (j))\n");
    if (kind == 0)
        out(g, "\nstatic void ld%d(double *x, int m, int nc, int ld)\n{\n    int i, j;\n", K);
    else if (kind == 1)
        out(g, "\nstatic void ld%d(double *x, int m, int nc, int pad)\n{\n    int i, j;\n    int ld = nc + pad;\n", K);
    else
        out(g, "\nstatic void ld%d(double *x, int m, int nc)\n{\n    int i, j;\n", K);
    lpragma(g, fmt("x[m][%s]", ld));
    out(g, "    for (i = %d; i < m; i++)\n        for (j = 0; j < nc; j++)\n", v == 2);
    const char *w = lsub(g, sp, "i", "j", ld);
    if (past) {
        out(g, "            x[%s] = 0.5 * x[%s] - 0.25 * x[%s];\n", w, w, lsub(g, sp, "i", "j + 1", ld));
    } else {
        switch (v) {
        case 0: out(g, "            x[%s] = 0.5 * x[%s] + 0.25 * x[%s];\n", w, w, lsub(g, sp, "i", "nc - 1 - j", ld)); break;
        case 1: out(g, "            x[%s] = 0.5 * x[%s] - 0.125;\n", w, w); break;
        case 2: out(g, "            x[%s] = 0.5 * x[%s] + 0.25 * x[%s];\n", w, lsub(g, sp, "i - 1", "j", ld), w); break;
        case 3: out(g, "            x[%s] = 0.5 * x[%s] + 0.25 * x[%s];\n", w, w, lsub(g, sp, "i", "nc - 1", ld)); break;
        case 4: out(g, "            x[%s] *= -0.5;\n", w); break;
        default: out(g, "            x[%s] = 0.25 * x[%s] - 0.5 * x[%s];\n", w, lsub(g, sp, "i", "0", ld), w); break;
        }
    }
    fclause(g);
    out(g, "}\n");
    if (sp->idx2)
        out(g, "#undef IDX\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        int m = lcount(g, ls.lm), ldv = kind == 2 ? ldc : lld(g);
        int nc = lcount(g, ldv);
        if (kind == 3)
            ldv = nc;
        const char *p = lptr(g, lbases[rnd(g, 3)], m * ldv + past, ldv);
        indent(g, lvl);
        if (kind == 0)
            out(g, "ld%d(%s, %s, %d, %d);\n", K, p, lrows(g, m), nc, ldv);
        else if (kind == 1)
            out(g, "ld%d(%s, %s, %d, %d);\n", K, p, lrows(g, m), nc, ldv - nc);
        else
            out(g, "ld%d(%s, %s, %d);\n", K, p, lrows(g, m), nc);
    }
}

/* A copy: ldK(m, nc, a, lda, [b, ldb,] c, ldc): c (m x ldc) from a (m x
 * lda, or nc x lda transposed: m <= lda), and b (m x ldb); columns j <
 * nc <= each ld; blocked: the rows in tiles of TB (also f-user-tiled). */
static void fld_copy(gen *g, int lvl, int K, lspell *sp)
{
    int v = rnd(g, 5), three = rnd(g, 3) == 0, trans = v == 4, calls = rnd_in(g, 1, 3);
    int blocked = want(g, F_FUSERTILE, 20), tb = rnd(g, 2) ? 4 : 8;
    const char *in = blocked ? "    " : "";
    sp->idx2 = 0;
    size_t save = g->len;
    out(g, "\nstatic void ld%d(int m, int nc, const double *a, int lda, %sdouble *c, int ldc)\n{\n    int %si, j;\n", K,
        three ? "const double *b, int ldb, " : "", blocked ? "ii, " : "");
    lpragma(g, fmt("a[%s][lda], %sc[m][ldc]", trans ? "nc" : "m", three ? "b[m][ldb], " : ""));
    if (blocked)
        out(g, "    for (ii = 0; ii < m; ii += %d)\n        for (i = ii; i < ii + %d && i < m; i++)\n", tb, tb);
    else
        out(g, "    for (i = 0; i < m; i++)\n");
    const char *w = lsub(g, sp, "i", "j", "ldc");
    const char *r = trans ? lsub(g, sp, "j", "i", "lda") : lsub(g, sp, "i", "j", "lda");
    const char *bb = three ? fmt(" + 0.25 * b[%s]", lsub(g, sp, "i", v == 2 ? "nc - 1 - j" : "j", "ldb")) : "";
    int two = v == 0 && three; /* the third array read in a second statement */
    out(g, "%s        for (j = 0; j < nc; j++)%s\n", in, two ? " {" : "");
    switch (v) {
    case 0: out(g, "%s            c[%s] = 0.5 * c[%s] + 0.25 * a[%s];\n", in, w, w, r); break;
    case 1: out(g, "%s            c[%s] = 0.5 * a[%s]%s - 0.125;\n", in, w, r, bb); break;
    case 2:
        out(g, "%s            c[%s] = 0.25 * c[%s] + 0.25 * fabs(a[%s])%s;\n", in, w, w, lsub(g, sp, "i", "nc - 1 - j", "lda"),
            bb);
        break;
    default: out(g, "%s            c[%s] = 0.25 * c[%s] + 0.25 * a[%s]%s;\n", in, w, w, r, bb); break;
    }
    if (two)
        out(g, "%s            c[%s] -= 0.25 * b[%s];\n%s        }\n", in, w, lsub(g, sp, "i", "j", "ldb"), in);
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        int m = lcount(g, ls.lm), ldc = lld(g), nc = lcount(g, ldc);
        int lda = rnd(g, 4) ? rnd_in(g, nc, ls.ll) : nc, ldb = rnd_in(g, nc, ls.ll);
        int arows = m;
        if (rnd(g, 6) == 0 && lda >= nc && lda >= 1)
            ldc = lda; /* the same leading dimension */
        if (trans) { /* a: nc rows of lda >= m columns */
            if (lda < m)
                lda = m;
            if (nc * lda > ls.sz - 6)
                nc = (ls.sz - 6) / lda;
            arows = nc;
        }
        if (nc > ldc)
            nc = ldc;
        const char *an, *cn, *bn = lbases[rnd(g, 3)];
        lpair(g, &an, &cn);
        if (three && (bn == cn || bn == an))
            use(g, F_FLDALIAS);
        const char *ap = lptr(g, an, arows * lda, lda), *cp = lptr(g, cn, m * ldc, ldc);
        indent(g, lvl);
        if (three)
            out(g, "ld%d(%s, %d, %s, %d, %s, %d, %s, %d);\n", K, lrows(g, m), nc, ap, lda, lptr(g, bn, m * ldb, ldb),
                ldb, cp, ldc);
        else
            out(g, "ld%d(%s, %d, %s, %d, %s, %d);\n", K, lrows(g, m), nc, ap, lda, cp, ldc);
    }
}

/* gemm: ldK(m, nn, k, a, lda, b, ldb, c, ldc), c (m x nn) from a (m x k)
 * and b (k x nn): k <= LM, nn <= ldb, ldc; k <= lda. */
static void fld_gemm(gen *g, int lvl, int K, lspell *sp)
{
    int v = rnd(g, 3), calls = rnd_in(g, 1, 2);
    sp->idx2 = 0;
    size_t save = g->len;
    out(g, "\nstatic void ld%d(int m, int nn, int k, const double *a, int lda, const double *b, int ldb, double *c, "
           "int ldc)\n{\n    int i, j, p;\n", K);
    lpragma(g, "a[m][lda], b[k][ldb], c[m][ldc]");
    const char *w = lsub(g, sp, "i", "j", "ldc"), *x = lsub(g, sp, "i", "p", "lda"), *y = lsub(g, sp, "p", "j", "ldb");
    if (v == 0) {
        out(g, "    for (i = 0; i < m; i++)\n        for (j = 0; j < nn; j++) {\n            double s = 0.0;\n");
        out(g, "            for (p = 0; p < k; p++)\n                s += a[%s] * b[%s];\n", x, y);
        out(g, "            c[%s] = 0.5 * c[%s] + 0.015625 * s;\n        }\n", w, w);
    } else if (v == 1) {
        out(g, "    for (i = 0; i < m; i++)\n        for (j = 0; j < nn; j++) {\n            c[%s] *= 0.5;\n", w);
        out(g, "            for (p = 0; p < k; p++)\n                c[%s] += 0.015625 * a[%s] * b[%s];\n        }\n", w, x,
            y);
    } else { /* the i, p, j order (row by row saxpy) */
        out(g, "    for (i = 0; i < m; i++) {\n        for (j = 0; j < nn; j++)\n            c[%s] *= 0.5;\n", w);
        out(g, "        for (p = 0; p < k; p++)\n            for (j = 0; j < nn; j++)\n");
        out(g, "                c[%s] += 0.015625 * a[%s] * b[%s];\n    }\n", w, x, y);
    }
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        int m = lcount(g, ls.lm), k = lcount(g, ls.lm), ldb = lld(g), nn = lcount(g, ldb);
        int lda = rnd_in(g, k > 1 ? k : 1, ls.ll), ldc = rnd(g, 4) ? rnd_in(g, nn > 1 ? nn : 1, ls.ll) : nn > 1 ? nn : 1;
        const char *an, *cn;
        lpair(g, &an, &cn);
        const char *bn = lbases[rnd(g, 3)];
        indent(g, lvl);
        out(g, "ld%d(%s, %d, %d, %s, %d, %s, %d, %s, %d);\n", K, lrows(g, m), nn, k, lptr(g, an, m * lda, lda), lda,
            lptr(g, bn, k * ldb, ldb), ldb, lptr(g, cn, m * ldc, ldc), ldc);
    }
}

/* gemv: ldK(m, nc, a, lda, x, y): y[i] (m) from a (m x lda) and x (nc);
 * x and y in LA, LB, LC (or x in A and y in B: y' = 0.5 y + s / 32 with
 * |s| <= 12 * 50). */
static void fld_gemv(gen *g, int lvl, int K, lspell *sp)
{
    int calls = rnd_in(g, 1, 2), acc = rnd(g, 2);
    sp->idx2 = sp->style == 3;
    size_t save = g->len;
    if (sp->idx2)
        out(g, "\n#define IDX(i, j) ((i) * ld + (j))\n");
    out(g, "\nstatic void ld%d(int m, int nc, const double *a, int ld, const double *x, double *y)\n{\n    int i, j;\n",
        K);
    lpragma(g, "a[m][ld]");
    out(g, "    for (i = 0; i < m; i++) {\n");
    if (acc) {
        out(g, "        y[i] *= 0.5;\n        for (j = 0; j < nc; j++)\n");
        out(g, "            y[i] += 0.03125 * a[%s] * x[j];\n    }\n", lsub(g, sp, "i", "j", "ld"));
    } else {
        out(g, "        double s = 0.0;\n        for (j = 0; j < nc; j++)\n");
        out(g, "            s += a[%s] * x[j];\n        y[i] = 0.5 * y[i] + 0.03125 * s;\n    }\n", lsub(g, sp, "i", "j", "ld"));
    }
    fclause(g);
    out(g, "}\n");
    if (sp->idx2)
        out(g, "#undef IDX\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        int m = lcount(g, ls.lm), ld = lld(g), nc = lcount(g, ld);
        const char *an = lbases[rnd(g, 3)], *xp, *yp;
        if (rnd(g, 4) == 0) { /* x in A, y in B (NN = n + 2 > LL, LM) */
            xp = rnd(g, 2) ? "A" : fmt("A + %d", rnd_in(g, 0, fs.n + 2 - nc));
            yp = rnd(g, 2) ? "B" : fmt("B + %d", rnd_in(g, 0, fs.n + 2 - m));
        } else {
            const char *xn, *yn;
            lpair(g, &xn, &yn);
            xp = lptr(g, xn, nc, 0);
            yp = lptr(g, yn, m, 0);
        }
        indent(g, lvl);
        out(g, "ld%d(%s, %d, %s, %d, %s, %s);\n", K, lrows(g, m), nc, lptr(g, an, m * ld, ld), ld, xp, yp);
    }
}

/* A five-point stencil with its bounds hoisted into scalars:
 * ldK(ny, nx, u, v[, ld]), u and v ny x ld (ld = nx where "eq"); rows
 * 1 .. ny - 2, columns 1 .. nx - 2 and their neighbours. */
static void fld_stencil(gen *g, int lvl, int K, lspell *sp)
{
    int eq = rnd(g, 3) == 0, both = rnd(g, 2), calls = rnd_in(g, 1, 2);
    const char *ld = eq ? "nx" : "ld";
    sp->idx2 = sp->style == 3 && !eq;
    size_t save = g->len;
    if (sp->idx2)
        out(g, "\n#define IDX(i, j) ((i) * ld + (j))\n");
    out(g, "\nstatic void ld%d(int ny, int nx, const double *u, double *v%s)\n{\n    int i, j;\n", K,
        eq ? "" : ", int ld");
    out(g, both ? "    int nx1 = nx - 1, ny1 = ny - 1;\n" : "    int nx1 = nx - 1;\n");
    lpragma(g, fmt("u[ny][%s], v[ny][%s]", ld, ld));
    out(g, "    for (j = 1; j < %s; j++)\n        for (i = 1; i < nx1; i++)\n", both ? "ny1" : "ny - 1");
    out(g, "            v[%s] = 0.5 * v[%s] + 0.125 * (u[%s] + u[%s] + u[%s] + u[%s]);\n", lsub(g, sp, "j", "i", ld),
        lsub(g, sp, "j", "i", ld), lsub(g, sp, "j", "i - 1", ld), lsub(g, sp, "j", "i + 1", ld),
        lsub(g, sp, "j - 1", "i", ld), lsub(g, sp, "j + 1", "i", ld));
    fclause(g);
    out(g, "}\n");
    if (sp->idx2)
        out(g, "#undef IDX\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        int ny = lcount(g, ls.lm), ldv = lld(g), nx = eq ? ldv : lcount(g, ldv);
        const char *un, *vn;
        lpair(g, &un, &vn);
        const char *up = lptr(g, un, ny * ldv, ldv);
        const char *vp = !strcmp(un, vn) && rnd(g, 2) ? up : lptr(g, vn, ny * ldv, ldv);
        indent(g, lvl);
        if (eq)
            out(g, "ld%d(%s, %d, %s, %s);\n", K, lrows(g, ny), nx, up, vp);
        else
            out(g, "ld%d(%s, %d, %s, %s, %d);\n", K, lrows(g, ny), nx, up, vp, ldv);
    }
}

/* A flat array read into D: ldK(m, nc, a, lda), i < m <= LM, j < nc <=
 * lda <= LL, both below NN; or a 1-D global array indexed through a
 * constant leading dimension, without a clause: ldK(m, nc), rows i - 1 ..
 * i of LDKk <= LL columns, nc <= LDKk. */
static void fld_flat(gen *g, int lvl, int K, lspell *sp)
{
    int glob = rnd(g, 2), calls = rnd_in(g, 1, 2), ldc = rnd_in(g, 4, ls.ll), shift = rnd(g, 2);
    int src = rnd(g, 3), dst = (src + 1 + rnd(g, 2)) % 3;
    sp->idx2 = 0;
    size_t save = g->len;
    if (glob) {
        const char *ld = fmt("LDK%d", K);
        out(g, "\n#define LDK%d %d\n", K, ldc);
        out(g, "\nstatic void ld%d(int m, int nc)\n{\n    int i, j;\n", K);
        fpragma(g, 1, 0);
        out(g, "    for (i = %d; i < m; i++)\n        for (j = 0; j < nc; j++)\n", shift);
        out(g, "            %s[%s] = 0.5 * %s[%s] + 0.25 * %s[%s];\n", lbases[dst], lsub(g, sp, "i", "j", ld), lbases[dst],
            lsub(g, sp, shift ? "i - 1" : "i", "j", ld), lbases[src], lsub(g, sp, "i", "j", ld));
    } else {
        out(g, "\nstatic void ld%d(int m, int nc, const double *a, int lda)\n{\n    int i, j;\n", K);
        lpragma(g, "a[m][lda]");
        out(g, "    for (i = 0; i < m; i++)\n        for (j = 0; j < nc; j++)\n");
        out(g, "            D[i][j] = 0.5 * D[i][j] + 0.25 * a[%s];\n", lsub(g, sp, "i", "j", "lda"));
    }
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        indent(g, lvl);
        if (glob) {
            out(g, "ld%d(%s, %d);\n", K, lrows(g, lcount(g, ls.lm)), lcount(g, ldc));
            continue;
        }
        int m = lcount(g, ls.lm), lda = lld(g), nc = lcount(g, lda);
        out(g, "ld%d(%s, %d, %s, %d);\n", K, lrows(g, m), nc, lptr(g, lbases[rnd(g, 3)], m * lda, lda), lda);
    }
}

static void fleaddim(gen *g, int lvl)
{
    int K = fs.nfunc;
    lspell sp = {rnd(g, 4), 0};
    use(g, F_FLEADDIM);
    flin_on(g);
    int f = rnd(g, 7);
    if (f == 3 && !want(g, F_FLDGEMM, 100))
        f = 1;
    if (f == 5 && !want(g, F_FLDHOIST, 100))
        f = 2;
    switch (f) {
    case 0: fld_inplace(g, lvl, K, &sp); break;
    case 1:
    case 2: fld_copy(g, lvl, K, &sp); break;
    case 3: fld_gemm(g, lvl, K, &sp); break;
    case 4: fld_gemv(g, lvl, K, &sp); break;
    case 5: fld_stencil(g, lvl, K, &sp); break;
    default: fld_flat(g, lvl, K, &sp); break;
    }
    fs.nfunc++;
}

/* ---- loops tiled by hand ---- */
/* The condition of the loop over "x" inside the tile "xx" of "tb", up to
 * "hi" (exclusive); *hoist: the caller declares `int xend = ...;` first. */
static const char *ut_cond(gen *g, int K, const char *x, const char *xx, const char *tb, const char *hi, int *hoist)
{
    *hoist = 0;
    switch (rnd(g, 9)) {
    case 0: return fmt("%s < %s && %s < %s + %s", x, hi, x, xx, tb);
    case 1: return fmt("%s < (%s + %s < %s ? %s + %s : %s)", x, xx, tb, hi, xx, tb, hi);
    case 2:
        ls.utmin = 1;
        return fmt("%s < UTMIN(%s + %s, %s)", x, xx, tb, hi);
    case 3:
        ls.utfn = 1;
        return fmt("%s < utmin%d(%s + %s, %s)", x, K, xx, tb, hi);
    case 4: return fmt("%s <= %s + %s - 1 && %s <= %s - 1", x, xx, tb, x, hi);
    case 5:
        if (rnd(g, 2)) {
            *hoist = 1;
            return fmt("%s < %send", x, x);
        }
        /* fall through */
    default: return fmt("%s < %s + %s && %s < %s", x, xx, tb, x, hi);
    }
}

/* Opens the tile loop over "xx" and the loop over "x" in it; returns the
 * depth after them.  "lo" is the first value, "hi" the bound. */
static int ut_open(gen *g, int l, int K, const char *x, const char *xx, const char *tb, const char *lo, const char *hi,
                   int decl)
{
    int hoist;
    const char *cond = ut_cond(g, K, x, xx, tb, hi, &hoist);
    indent(g, l);
    out(g, "for (%s%s = %s; %s < %s; %s)%s\n", decl ? "int " : "", xx, lo, xx, hi,
        rnd(g, 4) ? fmt("%s += %s", xx, tb) : fmt("%s = %s + %s", xx, xx, tb), hoist ? " {" : "");
    if (hoist) {
        indent(g, l + 1);
        out(g, "int %send = %s + %s < %s ? %s + %s : %s;\n", x, xx, tb, hi, xx, tb, hi);
    }
    indent(g, l + 1);
    out(g, "for (%s = %s; %s; %s++)\n", x, xx, cond, x);
    return hoist ? -(l + 2) : l + 2; /* negative: a brace to close at l + 1 - 1 */
}

static void ut_close(gen *g, int d)
{
    if (d < 0) {
        indent(g, -d - 2);
        out(g, "}\n");
    }
}

/* A region of loops tiled by hand, in utK(un) (un in 0 .. n) or in main
 * over n (its i, j, k; ii, jj, kk declared in the loops).  Forms: 0 a
 * transposition D[j][i] from C[i][j] (i tiled), 1 a scaled copy of a
 * vector, 2 a 1-D stencil from 1 to hi - 1, 3 per-tile sums into B[ii /
 * TB] (ii / TB <= hi / 4 < NN), 4 a recurrence across tiles (A[i - 1],
 * from 1), 5 the inner loop strip-mined, 6 and 7 (f-user-tiled-2d) ii and
 * jj both tiled (the loops ii, jj, j, i), a product tiled in ii and kk. */
static void fusertile(gen *g, int lvl)
{
    int K = fs.nfunc, inmain = rnd(g, 4) == 0, form = rnd(g, 8), tbv = rnd(g, 2) ? 4 : 8, tbk = rnd(g, 3);
    const char *tb = tbk == 0 ? fmt("%d", tbv) : fmt("TB%d", K);
    const char *hi = inmain ? "n" : "un";
    int dc = inmain; /* main declares no ii, jj, kk: the loops do */
    size_t save = g->len;
    int l, d;
    use(g, F_FUSERTILE);
    if (form >= 6 && !want(g, F_FUSERTILE2D, 100))
        form -= 6;
    fs.nfunc++;
    ls.utfn = 0;
    if (tbk)
        out(g, tbk == 1 ? "\n#define TB%d %d\n" : "\nenum { TB%d = %d };\n", K, tbv);
    if (inmain) {
        fmove_fn(g, save); /* the constant before main, with the functions */
        save = g->len;
        l = lvl;
    } else {
        out(g, "\nstatic void ut%d(int un)\n{\n    int ii, jj, kk, i, j, k;\n    (void)ii, (void)jj, (void)kk, (void)j, "
               "(void)k;\n", K);
        l = 1;
    }
    fpragma(g, l, 0);
    switch (form) {
    case 0:
        d = ut_open(g, l, K, "i", "ii", tb, "0", hi, dc);
        indent(g, abs(d));
        out(g, "for (j = 0; j < %s; j++)\n", hi);
        indent(g, abs(d) + 1);
        out(g, rnd(g, 2) ? "D[j][i] = C[i][j]%s;\n" : "D[j][i] = 0.5 * D[j][i] + 0.25 * C[i][j]%s;\n",
            rnd(g, 3) ? "" : " - (double)(i % 3)");
        ut_close(g, d);
        break;
    case 1:
        d = ut_open(g, l, K, "i", "ii", tb, "0", hi, dc);
        indent(g, abs(d));
        out(g, rnd(g, 2) ? "A[i] = 0.5 * B[i] + 0.25 * A[i];\n" : "B[i] = A[i] * 0.5;\n");
        ut_close(g, d);
        break;
    case 2:
        d = ut_open(g, l, K, "i", "ii", tb, "1", fmt("%s - 1", hi), dc);
        indent(g, abs(d));
        out(g, "B[i] = 0.25 * (A[i - 1] + 2.0 * A[i] + A[i + 1]);\n");
        ut_close(g, d);
        break;
    case 3:
        indent(g, l);
        out(g, "for (%sii = 0; ii < %s; ii += %s) {\n", dc ? "int " : "", hi, tb);
        indent(g, l + 1);
        out(g, "double s = 0.0;\n");
        indent(g, l + 1);
        out(g, "for (i = ii; i < ii + %s && i < %s; i++)\n", tb, hi);
        indent(g, l + 2);
        out(g, rnd(g, 2) ? "s += A[i];\n" : "s += fabs(A[i] - B[i]);\n");
        indent(g, l + 1);
        out(g, "B[ii / %s] = 0.5 * B[ii / %s] + 0.125 * s;\n", tb, tb);
        indent(g, l);
        out(g, "}\n");
        break;
    case 4:
        d = ut_open(g, l, K, "i", "ii", tb, "1", hi, dc);
        indent(g, abs(d));
        out(g, "A[i] = 0.5 * A[i - 1] + 0.25 * B[i];\n");
        ut_close(g, d);
        break;
    case 5:
        indent(g, l);
        out(g, "for (i = 0; i < %s; i++)\n", hi);
        d = ut_open(g, l + 1, K, "j", "jj", tb, "0", hi, dc);
        indent(g, abs(d));
        out(g, rnd(g, 2) ? "D[i][j] = 0.5 * D[i][j] + 0.25 * C[i][j];\n" : "C[i][j] = C[i][j] * 0.5 - 0.25 * D[j][i];\n");
        ut_close(g, d);
        break;
    case 6: {
        int hoist;
        indent(g, l);
        out(g, "for (%sii = 0; ii < %s; ii += %s)\n", dc ? "int " : "", hi, tb);
        d = ut_open(g, l + 1, K, "j", "jj", tb, "0", hi, dc);
        const char *ci = ut_cond(g, K, "i", "ii", tb, hi, &hoist);
        if (hoist)
            ci = fmt("i < ii + %s && i < %s", tb, hi);
        indent(g, abs(d));
        out(g, "for (i = ii; %s; i++)\n", ci);
        indent(g, abs(d) + 1);
        switch (rnd(g, 3)) {
        case 0: out(g, "D[j][i] = C[i][j];\n"); break;
        case 1: out(g, "D[i][j] = 0.5 * C[j][i] + 0.25 * C[i][j];\n"); break;
        default: out(g, "C[i][j] = 0.5 * C[i][j] - 0.25 * D[i][j];\n"); break;
        }
        ut_close(g, d);
        break;
    }
    default:
        indent(g, l);
        out(g, "for (%sii = 0; ii < %s; ii += %s)\n", dc ? "int " : "", hi, tb);
        indent(g, l + 1);
        out(g, "for (%skk = 0; kk < %s; kk += %s)\n", dc ? "int " : "", hi, tb);
        indent(g, l + 2);
        out(g, "for (i = ii; i < ii + %s && i < %s; i++)\n", tb, hi);
        indent(g, l + 3);
        out(g, "for (k = kk; k < %s && k < kk + %s; k++)\n", hi, tb);
        indent(g, l + 4);
        out(g, "for (j = 0; j < %s; j++)\n", hi);
        indent(g, l + 5);
        out(g, "D[i][j] += 0.0009765625 * C[i][k] * W[k][j];\n");
        break;
    }
    fclause(g);
    if (!inmain)
        out(g, "}\n");
    if (ls.utfn) { /* the helper, before the function (or main) that calls it */
        size_t at = g->len;
        out(g, "\nstatic int utmin%d(int a, int b)\n{\n    return a < b ? a : b;\n}\n", K);
        fmove_fn(g, at);
    }
    if (inmain)
        return;
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        indent(g, lvl);
        out(g, "ut%d(%s);\n", K, fextarg(g, fs.n));
    }
}

/* Chooses one of these forms for a region of main's; 0 when none. */
static int flin_region(gen *g, int lvl)
{
    if (want(g, F_FLEADDIM, 12))
        fleaddim(g, lvl);
    else if (want(g, F_FUSERTILE, 12))
        fusertile(g, lvl);
    else
        return 0;
    return 1;
}

/* The arrays and macros (before the functions). */
static void flin_decls(gen *g)
{
    if (ls.utmin)
        out(g, "#define UTMIN(a, b) ((a) < (b) ? (a) : (b))\n");
    if (!ls.on)
        return;
    out(g, "#define LM %d\n#define LL %d\n#define LSZ (LM * LL + 6)\n", ls.lm, ls.ll);
    out(g, "#define IDX3(i, j, l) ((i) * (l) + (j))\n");
    out(g, "static double LA[LSZ], LB[LSZ], LC[LSZ];\n\n");
}

/* main's fill of them (within [-1, 1]). */
static void flin_init(gen *g, int fill)
{
    if (!ls.on)
        return;
    out(g, "    for (i = 0; i < LSZ; i++) {\n");
    out(g, "        LA[i] = (double)((i * 7 + %d) %% 17 - 8) / 8.0;\n", fill);
    out(g, "        LB[i] = (double)((i * 5 + %d) %% 13 - 6) / 8.0;\n", fill);
    out(g, "        LC[i] = (double)((i * 3 + %d) %% 11 - 5) / 8.0;\n    }\n", fill);
}

/* dump()'s lines for them. */
static void flin_dump(gen *g)
{
    if (!ls.on)
        return;
    out(g, "    for (i = 0; i < LSZ; i++)\n        printf(\"%%a %%a %%a\\n\", LA[i], LB[i], LC[i]);\n");
}
