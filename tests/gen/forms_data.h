/* forms_data.h: bbmm-gen's forms for data as users hold it (included by forms.h
 * before the forms that choose among them).
 *
 * - f-region-local-array: scratch arrays declared inside a region's loop
 *   body (NPB's `double r1[M], r2[M]`), of a fixed size or of a parameter
 *   (a VLA), written before read in every iteration, or carrying a value
 *   from one iteration of the inner loop to the next; a helper the region
 *   calls with rows declaring its own scratch (`double flux[S]`).
 * - f-pointer-param: regions over pointer parameters without array()
 *   clauses (`double *x`, `const double y[]`, `double (*u)[NN]`), called
 *   with arrays, rows, offsets into them and, for a third of the calls,
 *   two pointers into one array (C allows the aliasing; `x[i] = a * y[i]
 *   + x[i]` with y = x - 1 is then a recurrence).
 * - f-wrap-mod-param: periodic subscripts by a parameter, `(i + un - 1) %
 *   un` (Game of Life), `i % un` and `i / un` over 0 <= i < 2 un, and one
 *   whose dividend may reach 2 un (`(i + 2) % un` with un = 1).
 * - f-size-wrap, f-down-unsigned (fsizewrap, fdown): size_t and unsigned
 *   bounds that wrap (`j < un - 1` with un = 0) and iterators counting
 *   down to zero as C programs write them (`for (j = un; j-- > 0;)`).
 * - f-data-scope: a `#pragma bbmm data` scope (without a list, or naming
 *   the arrays) around a time loop or a call, its host code reading and
 *   writing kept arrays by name, through memcpy and through helpers of the
 *   file, with the `update host` / `update device` a user writes; for one
 *   host statement in eight one update is left out (f-data-scope-omit):
 *   bbmm-pp must then refuse the program or still give the sequential
 *   results (the tool sees every access these statements make); a call of
 *   a function that mallocs, uses and frees a workspace with a region on
 *   it; exit() inside the scope with an atexit handler reading the arrays.
 * - f-scope-cast: kept arrays (C, D) passed to helpers holding a region
 *   through casts, as C before C23 needs them to add const and as users
 *   reshape rows: `csrlxK(NN, un, C, (const double (*)[NN])D)` for a
 *   relaxation `void csrlxK(int ld, int un, double a[ld][ld], const double
 *   b[ld][ld])` (also `a[][ld]`, `a[NN][NN]`, `(*a)[NN]`; the row length
 *   of the cast NN or n + 2; b from a row of D, `&D[0][0]`, `D[r]`); a view
 *   with another row length, `(double (*)[NN / 2])C` for `double h[2 *
 *   NN][NN / 2]` (also rows of 2 NN and of NN - 1), read into another view,
 *   written in place or summed into A or B; `(const double *)D` for a flat
 *   `const double *b` indexed `b[i * NN + j]`, or `b[i * ld + j]` with
 *   `array(b[un][ld])`.  One to three calls of the three kinds drawn
 *   inside an explicit scope (in a block where they are its one
 *   statement), in a time loop of main that calls nothing else (where an
 *   automatic scope may form), or among a time loop's regions; for one in
 *   three such loops from a function cstepK(n, t) the loop calls.  For one
 *   call in ten both arrays are one (two views of one array: the region
 *   must run as C runs it).  dump() prints C, D, A and B.
 *
 * - f-int-helper-bound: integer functions of the file whose body is one
 *   return (min, max, clamp, a half of an unsigned; one calling another)
 *   in loop bounds and subscripts, as blocked and banded codes write them;
 *   called in their own arguments (`ihmin(ihmin(i + 1, un - 1), i + 2)`,
 *   as image and dynamic-programming codes nest max and clamp: no
 *   recursion); one in eight reads a global (then a call bbmm-pp cannot
 *   write out).
 * - f-header-constants (fconsts): constants as headers write them.
 *
 * Every subscript stays in NN = n + 2 for every call's arguments; see
 * each function's comment for the arithmetic. */

/* ---- constants ---- */
/* Constants as C headers and macros write them, in a loop's start, bound
 * and values: character constants (escapes, L'x', u'x', U'x', '\\377'
 * which is -1 where char is signed), binary constants (0b101), DBL_MAX and
 * DBL_EPSILON (<float.h>: casts of long double constants), HUGE_VAL
 * (<math.h>: a compiler builtin) and likely()/unlikely() (a macro over
 * __builtin_expect).  A call may pass un = 0; i < un <= n keeps A[i] and
 * B[i] in NN = n + 2. */
static void fconsts(gen *g, int lvl)
{
    static const char *const starts[] = {"0", "'\\0'", "0b0", "L'\\0'"};
    static const char *const bounds[] = {"i < un", "i < un && i != '\\x03'", "i + '\\1' <= un", "i < un - L'\\0'",
                                         "i <= un - 0b1", "i < un && i < U'\\x0c'"};
    static const char *const vals[] = {"A[i] * 0.5 + u'\\x02' * (double)i - 'a' / 97",
                                       "(A[i] < DBL_MAX ? A[i] : 0.0) + 0b101 * DBL_EPSILON",
                                       "likely(B[i] >= 0.0) ? B[i] * 0.25 : -B[i] + U'\\t'",
                                       "unlikely(A[i] > HUGE_VAL) ? 1.0 : A[i] - '\\n'",
                                       "B[i] + L'\\xff' - '\\377'", "A[i] * FLT_EPSILON + 'z' - L'y'"};
    int calls = rnd_in(g, 1, 2), nv = rnd_in(g, 1, 2);
    size_t save = g->len;
    use(g, F_FCONSTS);
    out(g, "\nstatic void lits%d(int un)\n{\n    int i;\n", fs.nfunc);
    fpragma(g, 1, 0);
    out(g, "    for (i = %s; %s; i++) {\n", starts[rnd(g, 4)], bounds[rnd(g, 6)]);
    for (int v = 0; v < nv; v++)
        out(g, "        %s[i] = %s;\n", rnd(g, 2) ? "A" : "B", vals[rnd(g, 6)]);
    out(g, "    }\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        indent(g, lvl);
        out(g, "lits%d(%d);\n", fs.nfunc, rnd(g, 4) ? rnd_in(g, 1, fs.n) : 0);
    }
    fs.nfunc++;
}

/* ---- size_t and unsigned bounds ---- */
/* size_t bounds as users write them (`j < n - 1` with size_t n): a
 * function whose region's inner bound subtracts from a size_t parameter
 * "un" that a call may pass as 0, where `un - 1` wraps around to SIZE_MAX
 * (C then runs the loop up to its other bound: `&&`, or a min written as
 * ?:), or that no call passes as 0 (`un - 1` then never wraps), or a bound
 * that cannot wrap (`j + 1 < un`).  The generated code computes in
 * int64_t: bbmm-pp runs such a region on the host as written for the
 * parameters where something wraps (build.c: bld_assumptions).  Every
 * subscript stays in NN = n + 2: i < um <= n, j + 1 <= n - 1.  With
 * "unsigned" (32 bits) in place of size_t for a third of them, modelled
 * modulo 2^32 instead. */
static void fsizewrap(gen *g, int lvl)
{
    int form = rnd(g, 4), cap = rnd_in(g, 1, fs.n - 1), st = rnd(g, 3), calls = rnd_in(g, 1, 2);
    const char *ty = rnd(g, 3) ? "size_t" : "unsigned"; /* 64 bits: assumed; 32: modulo 2^32 */
    static const char *const bounds[] = {"j < un - 1 && j < %d", "j < (un - 1 < %d ? un - 1 : %d)", "j + 1 < un",
                                         "j < un - 1"};
    static const char *const stmts[] = {"C[i][j + 1] = C[i][j] * 0.5 + D[i][j + 1];",
                                        "D[i][j] = D[i][j + 1] * 0.25 - C[i][j];",
                                        "C[i + 1][j] += D[i][j] * 0.125;"};
    size_t save = g->len;
    use(g, F_FSIZEWRAP);
    out(g, "\nstatic void uwrap%d(%s un, %s um)\n{\n    %s i, j;\n", fs.nfunc, ty, ty, ty);
    fpragma(g, 1, 0);
    out(g, "    for (i = 0; i < um; i++)\n        for (");
    out(g, "j = 0; ");
    out(g, bounds[form], cap, cap);
    out(g, "; j++)\n            %s\n", stmts[st]);
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    /* un: 0 (where `un - 1` may wrap) or 1 .. n; um: 0 .. n - 1 (C[i + 1]) */
    for (int c = 0; c < calls; c++) {
        int um = rnd_in(g, 0, fs.n - 1), un = rnd_in(g, 1, fs.n), zero = form < 3 && rnd(g, 2);
        indent(g, lvl);
        if (zero && fs.intime)
            out(g, "uwrap%d((%s)(t %% 2 ? 0 : %d), %d);\n", fs.nfunc, ty, un, um);
        else
            out(g, "uwrap%d(%d, %d);\n", fs.nfunc, zero ? 0 : un, um);
    }
    fs.nfunc++;
}

/* Unsigned iterators counting down to zero as C programs write them:
 * `for (j = un; j-- > 0;)` (the test before the step), `for (j = un - 1;
 * j < un; j--)` (the step past 0 wraps to the type's largest value, where
 * the condition is false), `j-- != 0`, `j-- > c`, `j--` alone, over size_t or
 * unsigned, as the inner loop of a parallel one or as the outer loop
 * (serial where its statement reads the column it wrote before); the
 * value the loop leaves in j (SIZE_MAX or UINT_MAX after a full count) is
 * read after the region.  A call may pass un = 0.  Subscripts stay in NN
 * = n + 2: j <= un - 1 <= n - 1, i + 1 <= um <= n - 1. */
static void fdown(gen *g, int lvl)
{
    int form = rnd(g, 5), outer = rnd(g, 2), st = rnd(g, 3), cap = rnd_in(g, 1, 3), calls = rnd_in(g, 1, 2);
    const char *ty = rnd(g, 2) ? "size_t" : "unsigned";
    static const char *const heads[] = {"j = un; j-- > 0;", "j = un - 1; j < un; j--", "j = un; j-- != 0;",
                                        "j = un; j-- > %d;", "j = un; j--;"};
    static const char *const stmts[] = {"C[i][j] = C[i][j] * 0.5 + D[i][j + 1];",
                                        "C[i][j] = C[i][j + 1] * 0.25 - D[i][j];",
                                        "C[i + 1][j] += C[i][j] * 0.125;"};
    size_t save = g->len;
    use(g, F_FDOWN);
    out(g, "\nstatic void udown%d(%s un, %s um)\n{\n    %s i, j = 7;\n", fs.nfunc, ty, ty, ty);
    fpragma(g, 1, 0);
    if (outer) {
        out(g, "    for (");
        out(g, heads[form], cap);
        out(g, ")\n        for (i = 0; i < um; i++)\n            %s\n", stmts[st]);
    } else {
        out(g, "    for (i = 0; i < um; i++)\n        for (");
        out(g, heads[form], cap);
        out(g, ")\n            %s\n", stmts[st]);
    }
    fclause(g);
    out(g, "    I[%d] = (int)(j %% 1009);\n}\n", rnd(g, fs.n));
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        int um = rnd_in(g, 0, fs.n - 1), un = rnd(g, 3) ? rnd_in(g, 1, fs.n) : 0;
        indent(g, lvl);
        if (fs.intime && rnd(g, 2))
            out(g, "udown%d((%s)(t %% 2 ? 0 : %d), %d);\n", fs.nfunc, ty, un, um);
        else
            out(g, "udown%d(%d, %d);\n", fs.nfunc, un, um);
    }
    fs.nfunc++;
}

/* ---- scratch arrays declared in a region ---- */
/* lscrK(un), un in 0 .. n: rows i - 1 .. i + 1 <= n, columns q + 2 <= S +
 * 1 <= 5 < NN (n >= 6).  Forms: 0, scratch per i; 1, per (i, j); 2,
 * declared per i, rewritten per j; 3, declared per i, carried over j; 4,
 * a helper with its own scratch. */
static void flocalarr(gen *g, int lvl)
{
    int form = rnd(g, 5), S = rnd_in(g, 2, 4), vla = form < 3 && rnd(g, 4) == 0, isint = rnd(g, 4) == 0;
    const char *ty = isint ? "int" : "double";
    const char *sz = vla ? "um" : fmt("%d", S);
    size_t save = g->len;
    use(g, F_FLOCALARR);
    if (form == 4) {
        out(g, "\nstatic void lflux%d(const double *q, double *r)\n{\n    double fl[%d];\n    int m;\n", fs.nfunc, S);
        out(g, "    for (m = 0; m < %d; m++)\n        fl[m] = q[m] * 0.5 + q[m + 1];\n", S);
        out(g, "    for (m = 0; m < %d; m++)\n        r[m] = fl[m] - 0.25 * fl[%d - m];\n}\n", S, S - 1);
    }
    out(g, "\nstatic void lscr%d(int un, int um)\n{\n    int i, j, q;\n    (void)um, (void)j, (void)q;\n", fs.nfunc);
    fpragma(g, 1, 0);
    switch (form) {
    case 0:
        out(g, "    for (i = 1; i < un; i++) {\n        %s r1[%s], r2[%s];\n", ty, sz, sz);
        out(g, "        for (q = 0; q < %s; q++) {\n", sz);
        out(g, "            r1[q] = %sC[i - 1][q] * 0.5 + D[i + 1][q + 1]%s;\n", isint ? "(int)(" : "",
            isint ? ")" : "");
        out(g, "            r2[q] = %sD[i][q] - C[i][q + 2] * 0.25%s;\n", isint ? "(int)(" : "", isint ? ")" : "");
        out(g, "        }\n        for (q = 0; q < %s; q++)\n", sz);
        out(g, "            D[i][q] = r1[q] * 0.5 + r2[%s - 1 - q] * 0.25;\n    }\n", sz);
        break;
    case 1:
        out(g, "    for (i = 0; i < un; i++)\n        for (j = 1; j < un; j++) {\n            %s r1[%s];\n", ty, sz);
        out(g, "            for (q = 0; q < %s; q++)\n", sz);
        out(g, "                r1[q] = %sC[i][j - 1] * q + C[i + 1][j]%s;\n", isint ? "(int)(" : "", isint ? ")" : "");
        out(g, "            D[i][j] = r1[0] - r1[%s - 1] * 0.5;\n        }\n", sz);
        break;
    case 2:
        out(g, "    for (i = 0; i < un; i++) {\n        %s r1[%s];\n        for (j = 0; j < un; j++) {\n", ty, sz);
        out(g, "            for (q = 0; q < %s; q++)\n", sz);
        out(g, "                r1[q] = %sC[i + 1][j] - q * C[i][j + 1]%s;\n", isint ? "(int)(" : "", isint ? ")" : "");
        out(g, "            D[i][j] = r1[%s - 1] * 0.25 + r1[0];\n        }\n    }\n", sz);
        break;
    case 3:
        out(g, "    for (i = 0; i < un; i++) {\n        %s r1[%d];\n", ty, S);
        out(g, "        for (q = 0; q < %d; q++)\n            r1[q] = %sC[i][q]%s;\n", S, isint ? "(int)" : "", "");
        out(g, "        for (j = 0; j < un; j++) {\n            r1[j %% %d] += %sC[i + 1][j]%s;\n", S,
            isint ? "(int)(" : "", isint ? " * 4.0)" : " * 0.5");
        out(g, "            D[i][j] = r1[(j + 1) %% %d] - r1[j %% %d];\n        }\n    }\n", S, S);
        break;
    default:
        out(g, "    for (i = 0; i < un; i++)\n        lflux%d(C[i], D[i + 1]);\n", fs.nfunc);
        break;
    }
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        int un = rnd(g, 5) ? rnd_in(g, 1, fs.n) : 0;
        indent(g, lvl);
        if (fs.intime && rnd(g, 2))
            out(g, "lscr%d(t %% 2 ? %d : %d, %d);\n", fs.nfunc, un, rnd_in(g, 0, fs.n), S);
        else
            out(g, "lscr%d(%d, %d);\n", fs.nfunc, un, S);
    }
    fs.nfunc++;
}

/* ---- pointer parameters without clauses ---- */
/* An argument "base + off" to a parameter whose subscripts reach
 * [lo, hi] for un iterations: off + lo >= 0, off + hi + un - 1 <= NN - 1. */
typedef struct {
    const char *base;
    int off;
} parg;

static parg fpick_vec(gen *g, int need)
{
    static const char *const v1[] = {"A", "B", "sv.a", "C[%d]", "D[%d]"};
    parg a;
    int k = rnd(g, 5);
    a.base = k < 3 ? v1[k] : fmt(v1[k], rnd(g, fs.n + 2));
    a.off = rnd_in(g, 0, fs.n + 1 - need);
    return a;
}

/* paxK(un, a, x, y): x[i + ox] = a * y[i + oy] + x[i + ox] (and forms),
 * 0 <= i < un; prowK(un, u, v): v[i][j] = u[i][j - 1] * 0.5 + u[i + 1][j]
 * over rows of NN. */
static void fptrarg(gen *g, int lvl)
{
    int twod = rnd(g, 3) == 0, form = rnd(g, 3), calls = rnd_in(g, 1, 3);
    int ox = rnd_in(g, 0, 1), oy = rnd_in(g, -1, 1);
    static const char *const decl[] = {"double *x, const double *y", "double x[], const double y[]",
                                       "double *x, double *y"};
    size_t save = g->len;
    use(g, F_FPTRARG);
    if (twod) {
        out(g, "\nstatic void prow%d(int un, double (*u)[NN], double (*v)[NN])\n{\n    int i, j;\n", fs.nfunc);
        fpragma(g, 1, 0);
        out(g, "    for (i = 0; i < un; i++)\n        for (j = 1; j < un; j++)\n");
        out(g, form ? "            v[i][j] = u[i][j - 1] * 0.5 + u[i + 1][j];\n"
                    : "            v[i][j] += 0.25 * u[i + 1][j - 1] - v[i][j - 1] * 0.0625;\n");
    } else {
        out(g, "\nstatic void pax%d(int un, double a, %s)\n{\n    int i;\n", fs.nfunc, decl[rnd(g, 3)]);
        fpragma(g, 1, 0);
        out(g, "    for (i = 0; i < un; i++)\n");
        const char *xs = ox ? "x[i + 1]" : "x[i]";
        const char *ys = oy < 0 ? "y[i - 1]" : oy ? "y[i + 1]" : "y[i]";
        if (form == 0)
            out(g, "        %s = a * %s + %s;\n", xs, ys, xs);
        else if (form == 1)
            out(g, "        %s = %s * 0.5 - a;\n", xs, ys);
        else
            out(g, "        %s += a * (%s - %s);\n", xs, ys, oy < 0 ? "y[i]" : "y[i - 0]");
    }
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        indent(g, lvl);
        if (twod) {
            /* rows i + 1 + ru <= un + ru <= n + 1 = NN - 1 */
            static const char *const two[] = {"C", "D"};
            int ru = rnd_in(g, 0, 1), rv = rnd_in(g, 0, 1), un = rnd_in(g, 0, fs.n);
            const char *u = two[rnd(g, 2)], *v = rnd(g, 3) ? two[rnd(g, 2)] : u;
            out(g, "prow%d(%d, %s + %d, %s + %d);\n", fs.nfunc, un, u, ru, v, rv);
            continue;
        }
        /* x reaches [ox, un - 1 + ox]; y [oy, un - 1 + oy] (oy = -1 also
         * reads y[i] in form 2, [-1, un - 1]) */
        int un = rnd_in(g, 0, fs.n - 1);
        parg x = fpick_vec(g, un + ox), y = fpick_vec(g, un + (oy > 0 ? oy : 0));
        if (oy < 0 && y.off == 0)
            y.off = 1;
        if (rnd(g, 3) == 0) /* two pointers into one array */
            y.base = x.base;
        const char *a = rnd(g, 2) ? "0.5" : "-1.25";
        out(g, "pax%d(%d, %s, %s + %d, %s + %d);\n", fs.nfunc, un, a, x.base, x.off, y.base, y.off);
    }
    fs.nfunc++;
}

/* ---- periodic subscripts by a parameter ---- */
/* wrapK(un), un in 0 .. n (`% un` only evaluated for un >= 1): forms 0
 * and 1 stay below un; form 2 (i < 2 un, 2 un <= NN) writes A[i] from
 * B[i % un] + i / un; form 3's (i + 2) % un has a dividend up to un + 1,
 * which is 2 un for un = 1. */
static void fwrapmod(gen *g, int lvl)
{
    int form = rnd(g, 4), calls = rnd_in(g, 1, 2);
    size_t save = g->len;
    use(g, F_FWRAPMOD);
    out(g, "\nstatic void wrap%d(int un)\n{\n    int i, j;\n    (void)j;\n", fs.nfunc);
    fpragma(g, 1, 0);
    switch (form) {
    case 0: out(g, "    for (i = 0; i < un; i++)\n        A[i] = B[(i + un - 1) %% un] * 0.5 + B[(i + 1) %% un] - B[i] * 0.25;\n"); break;
    case 1:
        out(g, "    for (i = 0; i < un; i++)\n        for (j = 0; j < un; j++)\n");
        out(g, "            D[i][j] = C[(i + un - 1) %% un][j] + C[i][(j + 1) %% un] * 0.5 - C[(i + 1) %% un][(j + un - 1) %% "
               "un] * 0.25;\n");
        break;
    case 2: out(g, "    for (i = 0; i < 2 * un; i++)\n        A[i] = B[i %% un] * 0.5 + i / un;\n"); break;
    default: out(g, "    for (i = 0; i < un; i++)\n        I[i] = J[(i + 2) %% un][i] %% 1009 + W[i][(i + un - 1) %% un];\n"); break;
    }
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int cap = form == 2 ? (fs.n + 2) / 2 : fs.n;
    for (int c = 0; c < calls; c++) {
        int un = rnd(g, 6) ? rnd_in(g, 1, cap) : 0;
        indent(g, lvl);
        if (fs.intime && rnd(g, 2))
            out(g, "wrap%d(t %% 2 ? %d : %d);\n", fs.nfunc, un, rnd_in(g, 1, cap));
        else
            out(g, "wrap%d(%d);\n", fs.nfunc, un);
    }
    fs.nfunc++;
}

/* ---- integer helpers in bounds ---- */
/* ihbK(un, w), un in 0 .. n, w in 0 .. 3: rows i <= un - 1, i - 1 clamped
 * to 0 .. un - 1, i / 2; columns max(i - w, 0) .. min(i + w + 1, un) - 1
 * (form 3: from max(max(i - w, 0) - 1, 0)) and min(j + 1, un - 1); form
 * 3's row min(min(i + 1, un - 1), i + 2) <= un - 1: all below n. */
static void finthelper(gen *g, int lvl)
{
    int form = rnd(g, 5), glob = rnd(g, 8) == 0, calls = rnd_in(g, 1, 2);
    size_t save = g->len;
    use(g, F_FINTHELPER);
    out(g, "\nstatic int ihmin%d(int a, int b)\n{\n    return a < b ? a : b;\n}\n", fs.nfunc);
    out(g, "\nstatic inline long ihmax0%d(long a)\n{\n    return a > %s ? a : %s;\n}\n", fs.nfunc,
        glob ? "(long)cbuf[15]" : "0", glob ? "(long)cbuf[15]" : "0");
    out(g, "\nstatic unsigned ihhalf%d(unsigned u)\n{\n    return u / 2u;\n}\n", fs.nfunc);
    out(g, "\nstatic int ihclamp%d(int x, int lo, int hi)\n{\n    return ihmin%d(x < lo ? lo : x, hi);\n}\n", fs.nfunc,
        fs.nfunc);
    out(g, "\nstatic void ihb%d(int un, int w)\n{\n    int i, j;\n", fs.nfunc);
    fpragma(g, 1, 0);
    out(g, "    for (i = 0; i < un; i++)\n");
    if (form == 3)
        out(g, "        for (j = (int)ihmax0%d(ihmax0%d(i - w) - 1); j < ihmin%d(i + w + 1, un); j++)\n", fs.nfunc,
            fs.nfunc, fs.nfunc);
    else
        out(g, "        for (j = (int)ihmax0%d(i - w); j < ihmin%d(i + w + 1, un); j++)\n", fs.nfunc, fs.nfunc);
    if (form == 3)
        out(g, "            D[i][j] = C[ihmin%d(ihmin%d(i + 1, un - 1), i + 2)][j] * 0.5 - D[i][j] * 0.25;\n", fs.nfunc,
            fs.nfunc);
    else if (form == 4)
        out(g, "            J[i][j] = (J[i][j] + ihmin%d(3, ihmin%d(i - j, ihclamp%d(ihclamp%d(j, 0, 4), 1, 2)))) %% 1009;\n",
            fs.nfunc, fs.nfunc, fs.nfunc, fs.nfunc);
    else if (form == 0)
        out(g, "            D[i][j] = C[i][j] * 0.5 + C[ihclamp%d(i - 1, 0, un - 1)][j];\n", fs.nfunc);
    else if (form == 1)
        out(g, "            D[i][j] = C[ihhalf%d((unsigned)i)][ihmin%d(j + 1, un - 1)] - D[i][j] * 0.25;\n", fs.nfunc,
            fs.nfunc);
    else
        out(g, "            J[i][j] = (J[i][j] + ihclamp%d(i - j, -3, 3)) %% 1009;\n", fs.nfunc);
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    for (int c = 0; c < calls; c++) {
        indent(g, lvl);
        out(g, "ihb%d(%d, %d);\n", fs.nfunc, rnd(g, 5) ? rnd_in(g, 1, fs.n) : 0, rnd_in(g, 0, 3));
    }
    fs.nfunc++;
}

/* ---- explicit data scopes ---- */
/* Writes an update pragma for "arrs" (letters of A B C D I), unless this
 * is the one left out. */
static void fupdate(gen *g, int lvl, const char *dir, const char *arrs, int *omit)
{
    if (!*arrs)
        return;
    if (*omit && rnd(g, 2)) {
        *omit = 0;
        use(g, F_FSCOPEOMIT);
        return;
    }
    (void)lvl;
    out(g, "#pragma bbmm update %s(", dir);
    for (const char *p = arrs; *p; p++)
        out(g, "%s%c", p == arrs ? "" : ", ", *p);
    out(g, ")\n");
}

/* One host statement inside a scope, with its updates. */
static void fscope_host(gen *g, int lvl)
{
    if (ftd_active() && rnd(g, 4) == 0) { /* the typedef'd arrays (forms_rows.h) */
        ftd_host(g, lvl, 1);
        return;
    }
    int c = rnd(g, fs.n), c2 = rnd(g, fs.n), omit = rnd(g, 8) == 0;
    switch (rnd(g, 6)) {
    case 0: /* a read */
        fupdate(g, lvl, "host", "B", &omit);
        indent(g, lvl);
        if (rnd(g, 2))
            out(g, "printf(\"step %%d %%a\\n\", t, B[%d]);\n", c);
        else
            out(g, "if (B[%d] > %s)\n%*sbreak;\n", c, rnd(g, 2) ? "20.0" : "0.0", 4 * (lvl + 1), "");
        break;
    case 1: /* a write */
        fupdate(g, lvl, "host", "A", &omit);
        indent(g, lvl);
        out(g, "A[%d] = t * 0.5 + A[%d];\n", c, c2);
        fupdate(g, lvl, "device", "A", &omit);
        break;
    case 2: /* a helper writing a global by name */
        fupdate(g, lvl, "host", "C", &omit);
        indent(g, lvl);
        out(g, "sbnd(t, %d);\n", c);
        fupdate(g, lvl, "device", "C", &omit);
        break;
    case 3: /* memcpy between kept arrays */
        fupdate(g, lvl, "host", rnd(g, 2) ? "AB" : "BA", &omit);
        indent(g, lvl);
        out(g, "memcpy(&A[%d], &B[%d], 2 * sizeof(double));\n", c, c2);
        fupdate(g, lvl, "device", "A", &omit);
        break;
    case 4: /* a helper reading a global by name */
        fupdate(g, lvl, "host", "D", &omit);
        indent(g, lvl);
        out(g, "hist[1] += snorm(%d);\n", c);
        break;
    default: /* host code on an array no region uses */
        indent(g, lvl);
        out(g, "note(hist, t);\n");
        break;
    }
}

/* A function that mallocs a workspace, runs a region on it, reads it and
 * frees it (the next malloc may return the same block): called inside a
 * scope, which must not keep the workspace. */
static void fscope_workspace(gen *g, int lvl)
{
    size_t save = g->len;
    int len = rnd_in(g, 4, 12);
    out(g, "\nstatic double wspace%d(double x)\n{\n    double *w = malloc(%d * sizeof(double)), r;\n    int i;\n",
        fs.nfunc, len);
    out(g, "    for (i = 0; i < %d; i++)\n        w[i] = x * 0.5 + i;\n", len);
    fpragma(g, 1, 0);
    fs.clause = 0; /* (no ps->p clause here) */
    g->out[g->len - 1] = ' ';
    out(g, "array(w[%d])\n    for (i = 1; i < %d; i++)\n        w[i] = w[i] * 0.25 + i;\n", len, len);
    out(g, "    r = w[%d] + w[0];\n    free(w);\n    return r;\n}\n", len - 1);
    fmove_fn(g, save);
    indent(g, lvl);
    out(g, "hist[2] += wspace%d(%s);\n", fs.nfunc, fs.intime ? "t" : "1.5");
    fs.nfunc++;
}

/* ---- kept arrays passed to helpers through casts ---- */
/* The array of C and D that is not "a", or "a" itself (two views of one
 * array, as C allows) for one call in ten. */
static const char *fcast_other(gen *g, const char *a)
{
    if (rnd(g, 10) == 0)
        return a;
    return a[0] == 'C' ? "D" : "C";
}

/* "arr" (C or D) from row "r" on, spelled as the operand of a cast: the
 * name, its first element's address, a row, a row's first element's
 * address. */
static const char *fcast_from(gen *g, const char *arr, int r)
{
    if (r == 0) {
        switch (rnd(g, 4)) {
        case 0: return fmt("&%s[0][0]", arr);
        case 1: return fmt("%s[0]", arr);
        default: return arr;
        }
    }
    return rnd(g, 2) ? fmt("%s[%d]", arr, r) : fmt("&%s[%d][0]", arr, r);
}

/* csrlxK: a relaxation reading b through `(const double (*)[NN])D` (C
 * before C23 converts to a pointer to const rows only through a cast),
 * b from row r = 0 .. 2 of its array; a the other array (or the same) as
 * it is or through `(double (*)[NN])C`.  The parameters: variably modified
 * `double a[ld][ld]` or `a[][ld]` (called with ld = NN, as NN or n + 2),
 * `double a[NN][NN]` or `double (*a)[NN]`; the cast's row length NN or n
 * + 2 (a variably modified type, equal to the parameter's).  Subscripts:
 * 1 <= i, j <= un - 2, b's rows i + 1 <= un - 1 <= NN - 1 - r and columns
 * j + 1 <= NN - 1 for un <= NN - r. */
static void fcast_relax(gen *g, int lvl)
{
    static const char *const decl[] = {"int ld, int un, double a[ld][ld], const double b[ld][ld]",
                                       "int ld, int un, double a[][ld], const double b[][ld]",
                                       "int un, double a[NN][NN], const double b[NN][NN]",
                                       "int un, double (*a)[NN], const double (*b)[NN]"};
    int style = rnd(g, 4), r = rnd(g, 4) ? 0 : rnd_in(g, 1, 2), form = rnd(g, 2), nn = fs.n + 2;
    const char *a = rnd(g, 2) ? "C" : "D", *b = fcast_other(g, a);
    size_t save = g->len;
    out(g, "\nstatic void csrlx%d(%s)\n{\n    int i, j;\n", fs.nfunc, decl[style]);
    fpragma(g, 1, 0);
    out(g, "    for (i = 1; i < un - 1; i++)\n        for (j = 1; j < un - 1; j++)\n");
    if (form == 0)
        out(g, "            a[i][j] = 0.5 * a[i][j] + 0.125 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);\n");
    else
        out(g, "            a[i][j] -= 0.25 * (a[i][j] - b[i][j] * 0.5 - b[i + 1][j + 1] * 0.25);\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int un = rnd(g, 6) ? nn - r - rnd(g, 3) : rnd(g, 3);
    const char *row = rnd(g, 4) ? "NN" : "n + 2";
    const char *ld = rnd(g, 2) ? "NN" : "n + 2";
    const char *aa = rnd(g, 6) ? a : fmt("(double (*)[%s])%s", rnd(g, 2) ? "NN" : "n + 2", a);
    const char *bb = fcast_from(g, b, r);
    indent(g, lvl);
    if (style < 2)
        out(g, "csrlx%d(%s, %d, %s, (const double (*)[%s])%s);\n", fs.nfunc, ld, un, aa, row, bb);
    else
        out(g, "csrlx%d(%d, %s, (const double (*)[%s])%s);\n", fs.nfunc, un, aa, row, bb);
    fs.nfunc++;
}

/* cshpK(m, h, ...): C or D (NN x NN) viewed with another row length W
 * through `(double (*)[W])C`, `(const double (*)[W])C` where the
 * parameter is const: W = NN / 2 with 2 NN rows (NN even), W = 2 NN with
 * NN / 2 rows (rounded down), W = NN - 1 with NN + 1 rows, so that m W <=
 * NN NN for m up to the rows; W spelled with NN or, in the cast, with n +
 * 2 for one call in five.  The parameter `double h[ROWS][W]`, `(*h)[W]` or
 * `h[][W]`.  Forms: 0, o[i][j] = 0.5 o + 0.25 h[i][j] - 0.125 h[i][W - 1
 * - j], o the other array (or the same) viewed so too; 1, h in place,
 * 0.5 h + (i - j) / 4; 2, rows of h summed into A or B over j, s[i] = 0.5
 * s[i] + h[i][j] / 16, for m <= NN. */
static void fcast_reshape(gen *g, int lvl)
{
    static const char *const ws[] = {"NN / 2", "2 * NN", "NN - 1"};
    static const char *const wv[] = {"(n + 2) / 2", "2 * (n + 2)", "n + 1"};
    static const char *const rows_s[] = {"2 * NN", "NN / 2", "NN + 1"};
    int nn = fs.n + 2, shape = rnd(g, 3), form = rnd(g, 3), style = rnd(g, 3);
    if (shape == 0 && nn % 2)
        shape = 1 + rnd(g, 2);
    int rows = shape == 0 ? 2 * nn : shape == 1 ? nn / 2 : nn + 1, cap = form == 2 && rows > nn ? nn : rows;
    const char *W = ws[shape], *h = rnd(g, 2) ? "C" : "D", *o = form == 0 ? fcast_other(g, h) : NULL;
    const char *hq = form == 1 ? "" : "const ";
    const char *hdecl = style == 0   ? fmt("%sdouble h[%s][%s]", hq, rows_s[shape], W)
                        : style == 1 ? fmt("%sdouble (*h)[%s]", hq, W)
                                     : fmt("%sdouble h[][%s]", hq, W);
    size_t save = g->len;
    out(g, "\nstatic void cshp%d(int m, %s%s)\n{\n    int i, j;\n", fs.nfunc, hdecl,
        form == 0 ? fmt(", double o[][%s]", W) : form == 2 ? ", double *s" : "");
    fpragma(g, 1, 0);
    out(g, "    for (i = 0; i < m; i++)\n        for (j = 0; j < %s; j++)\n", W);
    if (form == 0)
        out(g, "            o[i][j] = 0.5 * o[i][j] + 0.25 * h[i][j] - 0.125 * h[i][%s - 1 - j];\n", W);
    else if (form == 1)
        out(g, "            h[i][j] = h[i][j] * 0.5 + 0.25 * (double)(i - j);\n");
    else
        out(g, "            s[i] = 0.5 * s[i] + 0.0625 * h[i][j];\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int m = rnd(g, 4) ? cap : rnd_in(g, 0, cap);
    const char *cw = rnd(g, 5) ? W : wv[shape];
    const char *hh = fcast_from(g, h, 0);
    indent(g, lvl);
    out(g, "cshp%d(%d, (%sdouble (*)[%s])%s", fs.nfunc, m, hq, cw, hh);
    if (form == 0) {
        const char *oo = fcast_from(g, o, 0);
        out(g, ", (double (*)[%s])%s", cw, oo);
    } else if (form == 2)
        out(g, ", %s", rnd(g, 2) ? "A" : "B");
    out(g, ");\n");
    fs.nfunc++;
}

/* csflK(un, [ld,] a, b): C or D read through `(const double *)D` (from row
 * r = 0 .. 2) as b[i * NN + j], or b[i * ld + j] with the shape in
 * `array(a[un][ld], b[un][ld])` (ld = NN, as NN or n + 2); a the other
 * array (or the same) as `(double *)C`, `&C[0][0]` or `C[0]`, written
 * a[i * NN + j].  Subscripts: 1 <= i, j <= un - 2; b's rows i + 1 <= un -
 * 1 <= NN - 1 - r, and the clause's un rows from b stay in its array, for
 * un <= NN - r. */
static void fcast_flat(gen *g, int lvl)
{
    int clause = rnd(g, 2), r = rnd(g, 4) ? 0 : rnd_in(g, 1, 2), form = rnd(g, 2), nn = fs.n + 2;
    const char *a = rnd(g, 2) ? "C" : "D", *b = fcast_other(g, a), *L = clause ? "ld" : "NN";
    size_t save = g->len;
    out(g, "\nstatic void csfl%d(int un, %sdouble *a, const double *b)\n{\n    int i, j;\n", fs.nfunc,
        clause ? "int ld, " : "");
    fpragma(g, 1, 0);
    if (clause) {
        g->out[g->len - 1] = ' ';
        out(g, "array(a[un][ld], b[un][ld])\n");
    }
    out(g, "    for (i = 1; i < un - 1; i++)\n        for (j = 1; j < un - 1; j++)\n");
    if (form == 0)
        out(g, "            a[i * %s + j] = 0.5 * a[i * %s + j] + 0.125 * (b[(i - 1) * %s + j] + b[(i + 1) * %s + j] + "
               "b[i * %s + j - 1] + b[i * %s + j + 1]);\n",
            L, L, L, L, L, L);
    else
        out(g, "            a[i * %s + j] -= 0.25 * (a[i * %s + j] - b[i * %s + j] * 0.5 - b[(i + 1) * %s + j + 1] * 0.25);\n",
            L, L, L, L);
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int un = rnd(g, 6) ? nn - r - rnd(g, 3) : rnd(g, 3), ka = rnd(g, 3);
    const char *aa = ka == 0 ? fmt("(double *)%s", a) : ka == 1 ? fmt("&%s[0][0]", a) : fmt("%s[0]", a);
    const char *bb = fcast_from(g, b, r);
    indent(g, lvl);
    if (clause)
        out(g, "csfl%d(%d, %s, %s, (const double *)%s);\n", fs.nfunc, un, rnd(g, 2) ? "NN" : "n + 2", aa, bb);
    else
        out(g, "csfl%d(%d, %s, (const double *)%s);\n", fs.nfunc, un, aa, bb);
    fs.nfunc++;
}

/* One to three calls passing kept arrays through casts, each of a kind
 * drawn among the three; where a time loop makes them, for one in three,
 * from a function cstepK(n, t) the loop calls; as a scope's one statement,
 * in a block. */
static void fscopecast(gen *g, int lvl)
{
    int calls = rnd_in(g, 1, 3), step = fs.intime && rnd(g, 3) == 0, K = 0, l = lvl;
    int block = !fs.intime && calls > 1; /* the one statement of a scope */
    size_t save = g->len;
    use(g, F_FSCOPECAST);
    if (step) {
        K = fs.nfunc++;
        out(g, "\nstatic void cstep%d(int n, int t)\n{\n    (void)n, (void)t;\n", K);
        l = 1;
    }
    if (block) {
        indent(g, lvl);
        out(g, "{\n");
        l = lvl + 1;
    }
    for (int c = 0; c < calls; c++) {
        switch (rnd(g, 3)) {
        case 0: fcast_relax(g, l); break;
        case 1: fcast_reshape(g, l); break;
        default: fcast_flat(g, l); break;
        }
    }
    if (block) {
        indent(g, lvl);
        out(g, "}\n");
    }
    if (step) {
        out(g, "}\n");
        fmove_fn(g, save);
        indent(g, lvl);
        out(g, "cstep%d(n, t);\n", K);
    }
}

static int fwebs(gen *g, int lvl); /* forms_real.h */

/* A region whose functions run no host code on the kept arrays. */
static void fscope_region(gen *g, int lvl)
{
    ictx c0 = {{0}, 0};
    if (want(g, F_FSCOPECAST, 30)) {
        fscopecast(g, lvl);
        return;
    }
    if (want(g, F_FWEBS, 15)) {
        fwebs(g, lvl);
        return;
    }
    if (want(g, F_FTYPEDEF, 8)) {
        ftd_region(g, lvl);
        return;
    }
    if (rnd(g, 8) == 0) {
        fscope_workspace(g, lvl);
        return;
    }
    switch (rnd(g, 6)) {
    case 0: flocalarr(g, lvl); break;
    case 1: fptrarg(g, lvl); break;
    case 2: fwrapmod(g, lvl); break;
    case 3: fredblack(g, lvl); break;
    case 4: {
        const char *f = fregion_func(g, 0);
        indent(g, lvl);
        out(g, "%s(n, kk, m, t);\n", f);
        break;
    }
    default: fregion(g, lvl, &c0); break;
    }
}

/* A data scope in main: around a time loop (its regions and host code)
 * or around one region's call. */
static void fscope_block(gen *g)
{
    static const char *const lists[] = {"", "(A, B, C, D)", "(A, B, C, D, I, J, W)", "(C, D)"};
    use(g, F_FSCOPE);
    out(g, "#pragma bbmm data%s\n", lists[rnd(g, 3) ? 0 : rnd_in(g, 1, 3)]);
    if (rnd(g, 5) == 0) {
        int intime = fs.intime;
        fs.intime = 0;
        fscope_region(g, 1);
        fs.intime = intime;
        return;
    }
    fs.intime = 1;
    out(g, "    for (t = 0; t < %d; t++) {\n", fs.T);
    int nr = rnd_in(g, 1, 3);
    for (int r = 0; r < nr; r++) {
        fscope_region(g, 2);
        int nh = rnd_in(g, 0, 2);
        for (int h = 0; h < nh; h++)
            fscope_host(g, 2);
    }
    if (fs.atexit_on && rnd(g, 2)) { /* exit inside the scope: the kept arrays are written back first */
        use(g, F_FHOSTEXIT);
        out(g, "        if (t == %d)\n            exit(0);\n", rnd(g, fs.T));
    }
    out(g, "    }\n");
    fs.intime = 0;
}

/* A time loop in main whose body only calls (fscopecast, maybe another
 * region): an automatic data scope. */
static void fscopecast_loop(gen *g)
{
    int more = rnd(g, 3) == 0;
    fs.intime = 1;
    out(g, "    for (t = 0; t < %d; t++) {\n", fs.T);
    fscopecast(g, 2);
    if (more)
        fscope_region(g, 2);
    out(g, "    }\n");
    fs.intime = 0;
}

/* The helpers fscope_host calls. */
static void fscope_helpers(gen *g)
{
    out(g, "static void sbnd(int t, int c)\n{\n    C[0][c] = C[1][c] * 0.5 + t;\n}\n\n");
    out(g, "static double snorm(int c)\n{\n    return D[c][0] + D[0][c];\n}\n\n");
}
