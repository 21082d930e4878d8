/* forms.h: bbmm-gen's "forms" programs (included by gen.c).
 *
 * The classic generator builds one region from its program model and
 * checks it in its own interpreter.  The forms programs instead write the
 * constructs users' programs hold and the model has no place for (issues
 * 41 and 42): loop conditions that are not intervals (C leaves the loop at
 * the first iteration whose condition is false: `i < n && i != k` exits at
 * k), iterator values read after their loop, `++`/`--`/compound
 * assignments, struct members holding arrays, <stdint.h>/<stddef.h> casts,
 * abs/labs/sizeof/isnan..., host code between the regions of a time loop
 * (direct writes, writes through aliases, struct fields, global pointers,
 * library calls, exit() with an atexit handler, a global array written
 * through a function's parameter, global array elements that bounds
 * read), red-black sweeps, floyd's
 * natural `if` form, and loop bounds read from array elements or from
 * scalars the region assigns (NAS, PolyBench); forms_data.h, forms_rows.h
 * (tables of pointers to rows inside data scopes, typedef'd array types),
 * forms_real.h, forms_lin.h (BLAS-style leading dimensions, loops tiled
 * by hand) and forms_foreign.h (programs of two files: addresses kept by
 * the other file) hold more.
 *
 * A forms program is fully defined C by construction, not by
 * interpretation: every loop condition keeps `x < n` (or an equivalent) so
 * that iterators stay in [0, n-1] and subscripts x, x + 1, n - 1 - x fit
 * the extent NN = n + 2; integer values are reduced modulo 1009 at every
 * plain store, and only ++, --, += of a value below 17 and *= of -1 or 2
 * (at most twice a program) grow them, far from INT_MAX; floating values
 * are never NaN (no sqrt of a negative, no division).  Each form a program
 * uses is named on its line 1 (`features: f-...`). */

static int ftd_active(void); /* forms_rows.h */
static void ftd_host(gen *g, int lvl, int scope);
static void ftd_region(gen *g, int lvl);

/* ---- strings (an arena; the process is short-lived) ---- */
static char *fmt(const char *f, ...)
{
    static char *arena;
    static size_t used, cap;
    va_list ap;
    va_start(ap, f);
    int n = vsnprintf(NULL, 0, f, ap);
    va_end(ap);
    if (!arena || used + (size_t)n + 1 > cap) {
        cap = 1 << 20;
        arena = malloc(cap);
        used = 0;
        if (!arena) {
            fputs("bbmm-gen: out of memory\n", stderr);
            exit(2);
        }
    }
    char *s = arena + used;
    va_start(ap, f);
    vsnprintf(s, (size_t)n + 1, f, ap);
    va_end(ap);
    used += (size_t)n + 1;
    return s;
}

typedef struct {
    int n, T, kk, m;
    int infunc;    /* the current region is in a function of (n, kk, m) */
    int muls;      /* integer *= 2 statements so far */
    size_t clause; /* where the current pragma line ends in the output */
    int intime;    /* t is live inside the current region */
    int atexit_on; /* report() is registered: exit() may end the program */
    int kptr;      /* main reads ko through "kp" (its address taken before the regions) */
    int stlive;    /* f-block-elimination: dump() reads the static "st" first */
    int nfunc;     /* functions written to fn so far */
    char *fn;      /* text of functions holding regions */
    size_t fnlen;
} fstate;
static fstate fs;

typedef struct {
    const char *name[4];
    int n;
} ictx;

static const char *pick_it(gen *g, ictx *c)
{
    return c->name[rnd(g, c->n)];
}

/* A subscript of extent NN from the iterators of "c" (each in [0, n-1]). */
static const char *fsub(gen *g, ictx *c)
{
    int r = rnd(g, 12);
    if (c->n == 0 || r == 0)
        return fmt("%d", rnd(g, fs.n));
    const char *x = pick_it(g, c);
    if (r < 6)
        return x;
    if (r < 8)
        return fmt("%s + 1", x);
    if (r == 8 && want(g, F_FCAST, 40))
        return fmt("(size_t)%s", x);
    if (r == 9 && want(g, F_FCAST, 40))
        return fmt("(ptrdiff_t)%s + 1", x);
    return fmt("n - 1 - %s", x);
}

static const char *fdexpr(gen *g, ictx *c, int d);
static const char *fiexpr(gen *g, ictx *c, int d);

/* A double-valued leaf. */
static const char *fdleaf(gen *g, ictx *c)
{
    static const char *lits[] = {"0.25", "1.5", "-0.75", "2.0", "0.125", "-3.5"};
    switch (rnd(g, 9)) {
    case 0: return fmt("A[%s]", fsub(g, c));
    case 1: return fmt("B[%s]", fsub(g, c));
    case 2: return fmt("C[%s][%s]", fsub(g, c), fsub(g, c));
    case 3: return lits[rnd(g, 6)];
    case 4:
        if (want(g, F_FSTRUCT, 50))
            return rnd(g, 2) ? fmt("sv.a[%s]", fsub(g, c)) : fmt("ps->a[%s]", fsub(g, c));
        return fmt("(double)I[%s]", fsub(g, c));
    case 5:
        if (want(g, F_FSTRUCTP, 30))
            return fmt("ps->p[%s]", fsub(g, c));
        if (want(g, F_FJAGGED, 40)) /* a table of pointers to rows (NPB MG's grids) */
            return fmt("R[%s][%s]", fsub(g, c), fsub(g, c));
        return fmt("D[%s][%s]", fsub(g, c), fsub(g, c));
    case 6:
        if (c->n)
            return want(g, F_FCAST, 30) ? fmt("(double)(int64_t)%s", pick_it(g, c)) : fmt("(double)%s", pick_it(g, c));
        return "0.5";
    case 7:
        if (want(g, F_FSIZEOF, 40))
            return rnd(g, 2) ? "(double)sizeof(double)" : "(double)(sizeof A / sizeof A[0])";
        return fmt("A[%s]", fsub(g, c));
    default: return fmt("(double)J[%s][%s]", fsub(g, c), fsub(g, c));
    }
}

static const char *fdexpr(gen *g, ictx *c, int d)
{
    if (d <= 0)
        return fdleaf(g, c);
    switch (rnd(g, 10)) {
    case 0:
    case 1: return fmt("0.5 * %s + 0.25 * %s", fdexpr(g, c, d - 1), fdexpr(g, c, d - 1));
    case 2: return fmt("%s - 0.125 * %s", fdexpr(g, c, d - 1), fdexpr(g, c, d - 1));
    case 3: return fmt("fmax(%s, %s)", fdexpr(g, c, d - 1), fdexpr(g, c, d - 1));
    case 4: return fmt("sqrt(fabs(%s))", fdexpr(g, c, d - 1));
    case 5:
        if (want(g, F_FPCLASS, 60)) {
            const char *e = fdleaf(g, c);
            switch (rnd(g, 4)) {
            case 0: return fmt("(isnan(%s) ? 0.0 : %s)", e, e);
            case 1: return fmt("(signbit(%s) ? -(%s) : %s)", e, e, e);
            case 2: return fmt("(isinf(%s * 1e300 * 1e10) ? 1.0 : 2.0)", e);
            default: return fmt("(isfinite(%s) ? %s : 0.0)", e, e);
            }
        }
        return fmt("fabs(%s)", fdexpr(g, c, d - 1));
    case 6: {
        const char *a = fdleaf(g, c), *b = fdleaf(g, c);
        return fmt("(%s < %s ? %s : %s)", a, b, a, b);
    }
    case 7: return fmt("(double)(%s)", fiexpr(g, c, d - 1));
    default: return fmt("0.5 * %s", fdexpr(g, c, d - 1));
    }
}

/* An int-valued expression; its magnitude stays far below INT_MAX. */
static const char *fiexpr(gen *g, ictx *c, int d)
{
    if (d <= 0) {
        switch (rnd(g, 8)) {
        case 0: return fmt("I[%s]", fsub(g, c));
        case 1: return fmt("J[%s][%s]", fsub(g, c), fsub(g, c));
        case 2: return c->n ? pick_it(g, c) : "3";
        case 3: return fmt("%d", rnd_in(g, -20, 20));
        case 4:
            if (want(g, F_FSTRUCT, 40))
                return fmt("sv.b[%s][%s]", fsub(g, c), fsub(g, c));
            return fmt("W[%s][%s]", fsub(g, c), fsub(g, c));
        case 5:
            if (rnd(g, 4) == 0)
                return rnd(g, 3) ? fmt("cbuf[%d]", rnd(g, 3)) : "(int)(tt[1] > 1000)";
            return fmt("I[%s]", fsub(g, c));
        default: return fmt("I[%s]", fsub(g, c));
        }
    }
    switch (rnd(g, 12)) {
    case 0:
    case 1: return fmt("(%s * 3 + %s)", fiexpr(g, c, d - 1), fiexpr(g, c, d - 1));
    case 2: return fmt("(%s - %s)", fiexpr(g, c, d - 1), fiexpr(g, c, d - 1));
    case 3:
        if (want(g, F_FABS, 60))
            return rnd(g, 2) ? fmt("abs(%s)", fiexpr(g, c, d - 1))
                             : fmt("(int)(labs((long)%s - 5) %% 1009)", fiexpr(g, c, d - 1));
        return fmt("(%s / 3)", fiexpr(g, c, d - 1));
    case 4:
        if (want(g, F_FCAST, 60)) {
            const char *e = fiexpr(g, c, d - 1);
            switch (rnd(g, 4)) {
            case 0: return fmt("(int)((int64_t)%s * 7 %% 1009)", e);
            case 1: return fmt("(uint8_t)%s", e);
            case 2: return fmt("(int)((size_t)%s %% 5)", e);
            default: return fmt("(int)((ptrdiff_t)%s - 2)", e);
            }
        }
        return fmt("(%s %% 7)", fiexpr(g, c, d - 1));
    case 5:
        if (want(g, F_FSIZEOF, 50))
            return rnd(g, 2) ? fmt("((int)sizeof(double) + %s)", fiexpr(g, c, d - 1))
                             : fmt("(int)(sizeof I / sizeof I[0])");
        return fiexpr(g, c, d - 1);
    case 6:
        if (want(g, F_FPCLASS, 50)) {
            const char *e = fdleaf(g, c);
            switch (rnd(g, 5)) {
            case 0: return fmt("(signbit(%s) != 0)", e);
            case 1: return fmt("!!isinf(%s * 1e300 * 1e10)", e);
            case 2: return fmt("(isnan(%s) ? 1 : 2)", e);
            case 3: return fmt("(isfinite(%s) != 0)", e);
            default:
                if (want(g, F_FPCLASSRAW, 40))
                    return fmt("isinf(%s * 1e300 * 1e10)", e);
                return fmt("(signbit(%s) ? 1 : 0) + (isnan(%s) ? 5 : 0)", e, e);
            }
        }
        return fmt("(%s > %s)", fdleaf(g, c), fdleaf(g, c));
    case 7: return fmt("(%s < 0 ? -(%s) : %s)", fiexpr(g, c, 0), fiexpr(g, c, 0), fiexpr(g, c, 0));
    default: return fiexpr(g, c, d - 1);
    }
}

/* One statement writing element "lhs" of a double (isint 0) or int array. */
static void fstore(gen *g, int lvl, ictx *c, const char *lhs, int isint)
{
    if (want(g, F_FIFDATA, 12)) {
        /* an assignment under a condition on data (if-conversion) */
        indent(g, lvl);
        if (isint)
            out(g, "if (%s %s %s)\n", fiexpr(g, c, 1), rnd(g, 2) ? "<" : "!=", lhs);
        else
            out(g, "if (%s %s %s)\n", fdexpr(g, c, 1), rnd(g, 2) ? "<" : ">=", lhs);
        lvl++;
    }
    indent(g, lvl);
    int r = rnd(g, 10);
    if (r < 5) {
        if (isint)
            out(g, "%s = %s %% 1009;\n", lhs, fiexpr(g, c, rnd_in(g, 1, 2)));
        else
            out(g, "%s = %s;\n", lhs, fdexpr(g, c, rnd_in(g, 1, 2)));
        return;
    }
    int k = rnd(g, 7);
    if ((k == 0 || k == 1 || k == 5 || (k == 6 && isint)) && !want(g, F_FINCDEC, 100))
        k = 2 + rnd(g, 3);
    if (k >= 2 && !(k == 6 && isint))
        use(g, F_FCOMPOUND);
    switch (k) {
    case 0: out(g, "%s++;\n", lhs); break;
    case 1: out(g, "--%s;\n", lhs); break;
    case 2:
        if (isint)
            out(g, "%s += %s %% 17;\n", lhs, fiexpr(g, c, 1));
        else
            out(g, "%s += %s;\n", lhs, fdexpr(g, c, 1));
        break;
    case 3:
        if (isint)
            out(g, "%s -= %s %% 17;\n", lhs, fiexpr(g, c, 1));
        else
            out(g, "%s -= 0.5 * %s;\n", lhs, fdexpr(g, c, 1));
        break;
    case 4:
        if (isint)
            out(g, "%s *= %s;\n", lhs, fs.muls < 2 && rnd(g, 2) ? (fs.muls++, "2") : "-1");
        else
            out(g, "%s *= %s;\n", lhs, rnd(g, 2) ? "0.5" : "-1.25");
        break;
    case 5: out(g, "++%s;\n", lhs); break;
    default:
        if (isint)
            out(g, "%s--;\n", lhs);
        else
            out(g, "%s /= 2.0;\n", lhs);
        break;
    }
}

/* A store to a 1-D target at iterator "x". */
static void fstore1(gen *g, int lvl, ictx *c, const char *x)
{
    const char *sub = rnd(g, 5) ? x : fmt("%s + 1", x);
    switch (rnd(g, 6)) {
    case 0: fstore(g, lvl, c, fmt("A[%s]", sub), 0); break;
    case 1: fstore(g, lvl, c, fmt("B[%s]", sub), 0); break;
    case 2: fstore(g, lvl, c, fmt("I[%s]", sub), 1); break;
    case 3:
        if (want(g, F_FSTRUCT, 50)) {
            fstore(g, lvl, c, rnd(g, 2) ? fmt("sv.a[%s]", sub) : fmt("ps->a[%s]", sub), 0);
            break;
        }
        fstore(g, lvl, c, fmt("A[%s]", sub), 0);
        break;
    case 4:
        if (want(g, F_FSTRUCTP, 40)) {
            fstore(g, lvl, c, fmt("ps->p[%s]", sub), 0);
            break;
        }
        fstore(g, lvl, c, fmt("B[%s]", sub), 0);
        break;
    default: fstore(g, lvl, c, fmt("I[%s]", sub), 1); break;
    }
}

static void fstore2(gen *g, int lvl, ictx *c, const char *x, const char *y)
{
    switch (rnd(g, 4)) {
    case 0: fstore(g, lvl, c, fmt("C[%s][%s]", x, y), 0); break;
    case 1: fstore(g, lvl, c, fmt("J[%s][%s]", x, y), 1); break;
    case 2:
        if (want(g, F_FSTRUCT, 50)) {
            fstore(g, lvl, c, fmt("sv.b[%s][%s]", x, y), 1);
            break;
        }
        /* fall through */
    default:
        if (want(g, F_FJAGGED, 30)) {
            fstore(g, lvl, c, fmt("R[%s][%s]", x, y), 0);
            break;
        }
        fstore(g, lvl, c, fmt("D[%s][%s]", x, y), 0);
        break;
    }
}

/* ---- loop headers ---- */
/* Writes "for (x = ...; COND; STEP)"; the iterator stays in [0, n-1].
 * "outer" is the enclosing iterator or NULL. */
static void fhead(gen *g, int lvl, const char *x, const char *outer)
{
    int init = rnd(g, 4) ? 0 : rnd_in(g, 1, 2);
    const char *cond = fmt("%s < n", x);
    int step1 = 0;
    int r = rnd(g, 16);
    if (r < 5 || rnd(g, 2) || g->disabled[F_FCOND]) {
        if (rnd(g, 4) == 0)
            cond = fmt("%s <= n - 1", x);
        else if (want(g, F_FSIZEOF, 10))
            cond = fmt("%s < (int)(sizeof A / sizeof A[0]) - 2", x);
    } else {
        const char *extra = NULL;
        switch (r) {
        case 5:
            use(g, F_FCOND);
            use(g, F_FCONDNE);
            extra = fmt("%s != %d", x, rnd_in(g, 0, fs.n + 1));
            break;
        case 6:
            use(g, F_FCOND);
            use(g, F_FCONDNE);
            extra = fmt("%s != kk", x);
            break;
        case 7:
            if (outer) {
                use(g, F_FCOND);
                use(g, F_FCONDNEIT);
                extra = fmt("%s != %s", x, outer);
            } else if (fs.intime) {
                use(g, F_FCOND);
                use(g, F_FCONDNEIT);
                extra = fmt("%s != t", x);
            }
            break;
        case 8: {
            use(g, F_FCOND);
            use(g, F_FCONDOR);
            int c1 = rnd_in(g, 0, fs.n), c2 = rnd_in(g, c1 - 1, fs.n);
            extra = fmt("(%s < %d || %s > %d)", x, c1, x, c2);
            break;
        }
        case 9: {
            use(g, F_FCOND);
            use(g, F_FCONDMOD);
            int M = rnd_in(g, 2, 4);
            extra = fmt("%s %% %s != %d", x, rnd(g, 4) ? fmt("%d", M) : "m", rnd(g, M));
            break;
        }
        case 10: {
            use(g, F_FCOND);
            use(g, F_FCONDLB);
            int c = rnd_in(g, 0, 3);
            cond = fmt("%s >= %d && %s < n", x, c, x);
            break;
        }
        case 11:
            use(g, F_FCOND);
            use(g, F_FCONDNOT);
            cond = rnd(g, 2) ? fmt("!(%s >= n)", x) : fmt("!(%s > n - 1)", x);
            break;
        case 12:
            use(g, F_FCOND);
            use(g, F_FCONDNEQ);
            cond = fmt("%s != n", x);
            step1 = 1;
            break;
        default: break;
        }
        if (extra)
            cond = rnd(g, 4) ? fmt("%s && %s", cond, extra) : fmt("%s && %s", extra, cond);
    }
    const char *step;
    switch (step1 ? rnd(g, 3) : rnd(g, 5)) {
    case 0: step = fmt("%s++", x); break;
    case 1: step = fmt("++%s", x); break;
    case 2: step = fmt("%s += 1", x); break;
    case 3: step = fmt("%s += 2", x); break;
    default: step = fmt("%s++", x); break;
    }
    indent(g, lvl);
    out(g, "for (%s = %d; %s; %s)\n", x, init, cond, step);
}

/* A loop nest of depth 1 or 2 over i (and j), braces around bodies. */
static void fnest(gen *g, int lvl, int depth, ictx *base)
{
    ictx c = *base;
    c.name[c.n++] = "i";
    fhead(g, lvl, "i", NULL);
    indent(g, lvl);
    out(g, "{\n");
    int local = want(g, F_FLOCAL, 25) ? 1 + rnd(g, 2) : 0; /* 1: double s, 2: int cnt */
    /* a scalar of the iteration assigned an affine value, then a subscript
     * (forward substitution: NAS's `int k1 = k + 1;`) */
    int known = want(g, F_FKNOWN, 15) ? rnd_in(g, 0, 1) : -1;
    if (local) {
        indent(g, lvl + 1);
        out(g, local == 1 ? "double s = 0.0;\n" : "int cnt = 0;\n");
    }
    if (known >= 0) {
        indent(g, lvl + 1);
        out(g, "int ip = i + %d;\n", known);
    }
    /* a scalar of the function assigned an affine value in the loop, then
     * read only as a subscript (NPB MG's `i3 = 2*j3 - d3;`; "ko", which no
     * loop runs over): its stores
     * leave the kernels unless the code after the region reads it */
    int outer = want(g, F_FOUTERSUB, 12) ? rnd_in(g, 0, 1) : -1;
    if (outer >= 0) {
        indent(g, lvl + 1);
        out(g, "ko = %s;\n", outer ? "i + 1" : "i");
    }
    if (depth == 1) {
        int ns = rnd_in(g, 1, 2);
        for (int k = 0; k < ns; k++)
            fstore1(g, lvl + 1, &c, "i");
    } else {
        ictx c2 = c;
        /* the inner loop under an if (its iterator's value is then not
         * known after the outer loop: reads of it there are refused), or
         * bounded by the outer iterator (read after the outer loop, it is
         * the value of the outer loop's last iteration) */
        int under = want(g, F_FINNERIF, 10);
        c2.name[c2.n++] = "j";
        if (under) { /* true at the last i, or not (<, ==, a parity: the
                        inner iterator then keeps the value of an earlier i) */
            static const char *const rel[] = {">", "!=", "<", "==", "% 2 =="};
            int k = rnd(g, 5);
            indent(g, lvl + 1);
            if (k == 4)
                out(g, "if (i %% 2 == %d)\n", rnd(g, 2));
            else
                out(g, "if (i %s %d)\n", rel[k], rnd_in(g, 0, 3));
            lvl++;
        }
        if (want(g, F_FINNERTRI, 15)) {
            indent(g, lvl + 1);
            switch (rnd(g, 3)) {
            case 0: out(g, "for (j = 0; j < i; j++)\n"); break;
            case 1: out(g, "for (j = i; j < n; j++)\n"); break;
            default: out(g, "for (j = i + 1; j <= n - 1; j += 2)\n"); break;
            }
        } else {
            fhead(g, lvl + 1, "j", "i");
        }
        indent(g, lvl + 1);
        out(g, "{\n");
        fstore2(g, lvl + 2, &c2, "i", "j");
        if (local == 1) {
            indent(g, lvl + 2);
            out(g, "s += %s;\n", fdexpr(g, &c2, 1));
        } else if (local == 2) {
            indent(g, lvl + 2);
            out(g, "if (%s > %s)\n", fdleaf(g, &c2), fdleaf(g, &c2));
            indent(g, lvl + 3);
            out(g, rnd(g, 2) && want(g, F_FINCDEC, 100) ? "cnt++;\n" : "cnt += 2;\n");
        }
        indent(g, lvl + 1);
        out(g, "}\n");
        if (under)
            lvl--;
        if (want(g, F_FITERINNER, 25)) {
            indent(g, lvl + 1);
            out(g, rnd(g, 2) ? "B[i] = j;\n" : "I[i] = j + 2 * i;\n");
        }
        if (want(g, F_FITERSET, 15)) { /* the inner iterator assigned between loops over it (NPB BT's
                                           j = 1; ... j = grid_points[1] - 3;): the code after the
                                           region must assign it before reading it, else a refusal */
            indent(g, lvl + 1);
            out(g, "j = %d;\n", rnd(g, 2));
            indent(g, lvl + 1);
            out(g, "A[i] = A[i] * 0.5 + B[j];\n");
            if (rnd(g, 2)) {
                indent(g, lvl + 1);
                out(g, "j = grid[2] / 2 + %d;\n", rnd(g, 2));
                indent(g, lvl + 1);
                out(g, "C[i][j] = C[i][j] + A[i];\n");
            }
        }
    }
    if (local == 1) {
        indent(g, lvl + 1);
        out(g, "s += %s;\n", fdexpr(g, &c, 1));
        indent(g, lvl + 1);
        out(g, rnd(g, 2) ? "s *= 0.5;\n" : want(g, F_FINCDEC, 100) ? "s++;\n" : "s -= 1.0;\n");
        indent(g, lvl + 1);
        out(g, "A[i] = s;\n");
    } else if (local == 2) {
        indent(g, lvl + 1);
        out(g, want(g, F_FINCDEC, 100) ? "--cnt;\n" : "cnt -= 1;\n");
        indent(g, lvl + 1);
        out(g, "I[i] = cnt;\n");
    }
    if (known >= 0) {
        indent(g, lvl + 1);
        out(g, "A[ip] = A[ip] * 0.5 + %d.0;\n", rnd_in(g, 1, 3));
    }
    if (outer >= 0) {
        indent(g, lvl + 1);
        out(g, "B[ko] = B[ko] * 0.5 + A[ko - %d];\n", outer);
    }
    if (want(g, F_FCOMMA, 15)) { /* a comma expression as a statement, bare or as macros write it */
        indent(g, lvl + 1);
        out(g, rnd(g, 2) ? "(A[i] = A[i] * 0.5 + %d.0, B[i] = A[i] - B[i]);\n"
                         : "A[i] = A[i] * 0.5 + %d.0, B[i] = A[i] - B[i];\n",
            rnd_in(g, 1, 3));
    }
    if (want(g, F_FDOZERO, 15)) { /* a statement macro's 'do { ... } while (0)' */
        indent(g, lvl + 1);
        out(g, rnd(g, 2) ? "do { A[i] = A[i] * 0.5 + %d.0; } while (0);\n"
                         : "do {\n    double t_ = B[i] * %d.0;\n    B[i] = t_ - A[i];\n} while (0);\n",
            rnd_in(g, 1, 3));
    }
    if (want(g, F_FSHIFT, 15)) { /* shifts by constants, as '#define N (1 << LOG)' writes them */
        indent(g, lvl + 1);
        out(g, rnd(g, 2) ? "A[(i << 1) >> 1] = A[i >> 1] * 0.5 + (double)(i << %d);\n"
                         : "B[i >> 1] = B[(i >> 2) << 1] + (double)((n << 1) >> %d);\n",
            rnd_in(g, 1, 3));
    }
    if (want(g, F_FINLINE, 15)) { /* helpers taking array blocks (NPB's exact(i, j, k, &u[i][j][k][0])) */
        indent(g, lvl + 1);
        switch (rnd(g, 4)) {
        case 0:
            out(g, "fh_axpy(&A[i], 0.5, %d);\n", rnd_in(g, 1, 3));
            break;
        case 1:
            out(g, "fh_pair(B, i, %d.0);\n", rnd_in(g, 1, 3));
            break;
        case 2:
            out(g, "fh_row(C[i], %d, A);\n", rnd(g, 2));
            break;
        default:
            out(g, "fh_twice(&D[i][0], i);\n");
            break;
        }
    }
    indent(g, lvl);
    out(g, "}\n");
}

/* ---- regions ---- */
static void fpragma(gen *g, int lvl, int scop)
{
    indent(g, 0);
    if (scop) {
        out(g, "#pragma scop\n");
        return;
    }
    out(g, "#pragma bbmm");
    if (rnd(g, 5) == 0)
        out(g, " tile(%d)", rnd_in(g, 1, 5));
    fs.clause = g->len; /* fclause() may insert an array() clause here */
    out(g, "\n");
    (void)lvl;
}

/* After a #pragma bbmm region: names ps->p's extents in an array()
 * clause when the region uses it (usually).  A clause naming an array
 * the region does not use is an error of bbmm-pp's (tests/pp/neg): the
 * draw for it stays, so that a seed keeps its program, but nothing is
 * written (a quarter of such regions were refused for it). */
static void fclause(gen *g)
{
    if (!fs.clause)
        return;
    g->out[g->len] = 0;
    int uses = strstr(g->out + fs.clause, "ps->p[") != NULL;
    int draw = uses ? rnd(g, 6) != 0 : !g->disabled[F_FSTRUCTP] && rnd(g, 4) == 0;
    if (uses && draw) {
        const char *cl = " array(ps->p[NN])";
        size_t l = strlen(cl);
        out(g, "%s", cl); /* room */
        memmove(g->out + fs.clause + l, g->out + fs.clause, g->len - l - fs.clause);
        memcpy(g->out + fs.clause, cl, l);
    }
    fs.clause = 0;
}

/* One region: one or two nests, maybe in a block with an iterator read
 * after its loop, a bound scalar, or a time loop. */
static void fregion(gen *g, int lvl, ictx *base)
{
    int scop = !g->disabled[F_SCOP] && rnd(g, 7) == 0;
    int iterin = want(g, F_FITERIN, 20);
    int bscal = want(g, F_FBOUNDSCAL, 12);
    int belem = !bscal && want(g, F_FBOUNDELEM, 12);
    int nn = rnd(g, 3) == 0 ? 2 : 1;
    int block = iterin || bscal || belem || nn > 1;
    fpragma(g, lvl, scop);
    if (block && !scop) {
        indent(g, lvl);
        out(g, "{\n");
    }
    int l = lvl + (block && !scop);
    if (bscal) {
        int lo = rnd_in(g, 0, 2), hi = rnd_in(g, 0, 3);
        indent(g, l);
        if (!scop && rnd(g, 2))
            out(g, "int lo = %d, hi = n - %d;\n", lo, hi);
        else
            out(g, "lo = %d;\n%*shi = n - %d;\n", lo, 4 * l, "", hi);
        indent(g, l);
        out(g, "for (i = lo; i < hi; i++)\n");
        fstore1(g, l + 1, base, "i");
    }
    if (belem) {
        indent(g, l);
        if (rnd(g, 2))
            out(g, "for (i = 1; i <= grid[0] - 2; i++)\n");
        else
            out(g, "for (i = 0; i < grid[1]; i++)\n");
        ictx c = *base;
        c.name[c.n++] = "i";
        indent(g, l + 1);
        out(g, "for (j = 0; j < grid[2]; j++)\n");
        c.name[c.n++] = "j";
        fstore2(g, l + 2, &c, "i", "j");
    }
    for (int k = 0; k < nn; k++)
        fnest(g, l, rnd_in(g, 1, 2), base);
    if (iterin) {
        indent(g, l);
        out(g, rnd(g, 2) ? "A[0] = i;\n" : "I[%d] = i + 3 * j;\n", rnd(g, fs.n));
    }
    if (block && !scop) {
        indent(g, lvl);
        out(g, "}\n");
    }
    if (scop)
        out(g, "#pragma endscop\n");
    fclause(g);
}

static void fredblack(gen *g, int lvl)
{
    use(g, F_FREDBLACK);
    fpragma(g, lvl, 0);
    int time = rnd(g, 2);
    int l = lvl;
    if (time) {
        indent(g, l);
        out(g, "for (k = 0; k < %d; k++) {\n", rnd_in(g, 1, 3));
        l++;
    } else {
        indent(g, l);
        out(g, "{\n");
        l++;
    }
    for (int c = 0; c < 2; c++) {
        indent(g, l);
        out(g, "for (i = 1; i < n - 1; i++)\n");
        indent(g, l + 1);
        const char *par = time && rnd(g, 3) == 0 ? fmt("k + %d", c) : fmt("%d", c);
        int lo = rnd_in(g, 0, 1);
        if (lo)
            out(g, "for (j = 1 + (i + %s) %% 2; j < n - 1; j += 2)\n", par);
        else
            out(g, "for (j = (i + %s) %% 2; j < n; j += 2)\n", par);
        indent(g, l + 2);
        if (lo)
            out(g, "C[i][j] = 0.25 * (C[i - 1][j] + C[i + 1][j] + C[i][j - 1] + C[i][j + 1]);\n");
        else
            out(g, "C[i][j] = 0.5 * (C[i - 1][j] + C[i + 1][j]) - 0.125 * C[i][j];\n");
    }
    indent(g, lvl);
    out(g, "}\n");
    fclause(g);
}

/* An in-place sweep as users write Gauss-Seidel relaxations and dynamic
 * programming (issue 43's `wave` form): every element from its already
 * updated upper and left neighbours, optionally in a time loop; no loop
 * is parallel as written, isl's order is a wavefront whose steps bbmm-pp
 * runs in one work-group (a sweep, docs/codegen.md). */
static void fwave(gen *g, int lvl)
{
    use(g, F_FWAVE);
    int scop = rnd(g, 4) == 0, time = rnd(g, 2), form = rnd(g, 3), l = lvl;
    fpragma(g, lvl, scop);
    if (time) {
        indent(g, l);
        out(g, "for (k = 0; k < %d; k++)\n", rnd_in(g, 1, 3));
        l++;
    }
    indent(g, l);
    out(g, "for (i = 1; i < n - 1; i++)\n");
    indent(g, l + 1);
    out(g, "for (j = 1; j < n - 1; j++)%s\n", form == 2 ? " {" : "");
    indent(g, l + 2);
    if (form == 0) /* the wave: upper and left */
        out(g, "C[i][j] = 0.5 * C[i - 1][j] + 0.25 * C[i][j - 1] + 0.125 * C[i][j];\n");
    else if (form == 1) /* seidel's five points */
        out(g, "C[i][j] = 0.2 * (C[i - 1][j] + C[i][j - 1] + C[i][j] + C[i][j + 1] + C[i + 1][j]);\n");
    else { /* two arrays, the second from the first's new value */
        out(g, "C[i][j] = 0.5 * C[i - 1][j] + 0.25 * C[i][j - 1];\n");
        indent(g, l + 2);
        out(g, "D[i][j] = 0.5 * D[i][j - 1] + 0.25 * C[i][j] - 0.125 * D[i - 1][j];\n");
        indent(g, l + 1);
        out(g, "}\n");
    }
    if (scop)
        out(g, "#pragma endscop\n");
    fclause(g);
}

/* A serial loop whose body is a chain of parts (PolyBench's durbin and
 * trisolv as users write them): statements and a serial sum that one
 * work-item runs, parallel loops over a row that grows or shrinks with the
 * serial loop, a condition on data, scalars passed between the parts
 * (main's sc: one element of device memory; sl, declared in the step:
 * the work-group's local memory) or private to a parallel part (im);
 * up or down, inside a loop on the host or not, bbmm or scop pragmas. */
static void fchain(gen *g, int lvl)
{
    use(g, F_FCHAIN);
    int scop = rnd(g, 4) == 0, outer = rnd(g, 3) == 0, down = rnd(g, 3) == 0, l = lvl;
    int block = scop || outer || rnd(g, 2);
    /* the step's scalar: main's sc, or one declared in the step (C99) */
    const char *v = rnd(g, 3) == 0 ? "sl" : "sc";
    const char *row = down ? "i = k + 1; i < n; i++" : "i = 0; i < k; i++";
    const char *prev = down ? "k + 1" : "k - 1";
    fpragma(g, lvl, scop);
    if (block) {
        indent(g, l);
        out(g, "{\n");
        l++;
    }
    if (outer) {
        indent(g, l);
        out(g, "for (iw = 0; iw < %d; iw++)\n", rnd_in(g, 1, 3));
        l++;
    }
    indent(g, l);
    out(g, down ? "for (k = n - 2; k >= 0; k--) {\n" : "for (k = 1; k < n; k++) {\n");
    indent(g, l + 1);
    out(g, "%s%s = A[k] * 0.5 - B[%s] * 0.25;\n", v[1] == 'l' ? "double " : "", v, prev);
    if (rnd(g, 2)) { /* a serial sum over the row */
        indent(g, l + 1);
        out(g, "for (j = %s)\n", down ? "k + 1; j < n; j++" : "0; j < k; j++");
        indent(g, l + 2);
        out(g, "%s += C[%s][j] * 0.125;\n", v, prev);
    }
    if (rnd(g, 3) == 0) { /* a condition on data */
        indent(g, l + 1);
        out(g, "if (%s > 0.0)\n", v);
        indent(g, l + 2);
        out(g, "B[k] = %s;\n", v);
        indent(g, l + 1);
        out(g, "else\n");
        indent(g, l + 2);
        out(g, "B[k] = -%s * 0.5;\n", v);
    }
    indent(g, l + 1);
    out(g, "for (%s)%s\n", row, rnd(g, 2) ? "" : " {");
    g->out[g->len] = 0;
    int braces = g->out[g->len - 2] == '{';
    indent(g, l + 2);
    out(g, "C[k][i] = C[%s][i] * 0.5 + %s;\n", prev, v);
    if (braces) {
        if (rnd(g, 2)) { /* a scalar private to each point */
            indent(g, l + 2);
            out(g, "im = W[k][i] %% 5;\n");
            indent(g, l + 2);
            out(g, "J[k][i] = J[%s][i] + im;\n", prev);
        }
        indent(g, l + 1);
        out(g, "}\n");
    }
    if (rnd(g, 2)) { /* a second parallel part reading the first */
        indent(g, l + 1);
        out(g, "for (%s)\n", row);
        indent(g, l + 2);
        out(g, "D[i][k] = D[i][%s] * 0.25 + C[k][i];\n", prev);
    }
    indent(g, l + 1);
    out(g, "A[k] = A[k] * 0.5 + %s;\n", v);
    indent(g, l);
    out(g, "}\n");
    if (block) {
        indent(g, lvl);
        out(g, "}\n");
    }
    if (scop)
        out(g, "#pragma endscop\n");
    fclause(g);
}

static void ffloyd(gen *g, int lvl)
{
    use(g, F_FFLOYD);
    fpragma(g, lvl, 0);
    const char *a = rnd(g, 2) ? "W" : "D";
    const char *cmp = rnd(g, 4) ? "<" : "<=";
    indent(g, lvl);
    out(g, "for (k = 0; k < n; k++)\n");
    indent(g, lvl + 1);
    out(g, "for (i = 0; i < n; i++)\n");
    indent(g, lvl + 2);
    out(g, "for (j = 0; j < n; j++)\n");
    indent(g, lvl + 3);
    out(g, "if (%s[i][k] + %s[k][j] %s %s[i][j])\n", a, a, cmp, a);
    indent(g, lvl + 4);
    out(g, "%s[i][j] = %s[i][k] + %s[k][j];\n", a, a, a);
    fclause(g);
}


/* Host statements between two regions of a time loop (issue 41). */
static void fhost(gen *g, int lvl)
{
    if (ftd_active() && rnd(g, 3) == 0) { /* the typedef'd arrays (f-typedef-array) */
        ftd_host(g, lvl, 0);
        return;
    }
    int c = rnd(g, fs.n - 1), c2 = rnd(g, fs.n - 1);
    indent(g, lvl);
    switch (rnd(g, 15)) {
    case 12:
        /* a function of the file writing a global array through its
         * parameter (NPB LU's l2norm writing sum[m]) */
        use(g, F_FHOSTPARAM);
        out(g, "note(hist, t);\n");
        break;
    case 13:
        /* a global array's element read and written on the host (NPB's
         * grid_points[0] between regions); it stays n - 1 or n, so the
         * bounds that read it keep their iterators below n */
        use(g, F_FHOSTGLOBEL);
        out(g, "grid[%d] = n - (grid[%d] + t) %% 2;\n", rnd(g, 3), rnd(g, 3));
        break;
    case 0:
        use(g, F_FHOSTDIRECT);
        out(g, rnd(g, 2) ? "A[%d] = t * 0.5 + 1.0;\n" : "I[%d] += t + 1;\n", c);
        break;
    case 1:
        use(g, F_FHOSTALIAS);
        out(g, rnd(g, 2) ? "*gp = t + 0.75;\n" : "gp[1] += 0.5;\n");
        break;
    case 2:
        use(g, F_FHOSTSTRUCT);
        out(g, "h.p[h.k] = t - 0.25;\n");
        break;
    case 3:
        use(g, F_FHOSTGPTR);
        out(g, rnd(g, 2) ? "gptr[%d] = t + 2.5;\n" : "poke(t, %d);\n", c);
        break;
    case 4:
        use(g, F_FHOSTGPTR);
        out(g, "bump(%s, %d);\n", rnd(g, 2) ? "A" : "B", c);
        break;
    case 5:
        use(g, F_FHOSTMEM);
        out(g, rnd(g, 2) ? "memset(&I[%d], 0, 2 * sizeof I[0]);\n" : "memset(&A[%d], 0, sizeof(double));\n", c);
        break;
    case 6:
        use(g, F_FHOSTMEM);
        out(g, "memcpy(&A[%d], &B[%d], 2 * sizeof(double));\n", c, c2);
        break;
    case 7:
        use(g, F_FHOSTSPRINTF);
        out(g, "sprintf(cbuf, \"%%d\", t + %d);\n", rnd_in(g, 1, 90));
        break;
    case 8:
        use(g, F_FHOSTPTRARG);
        out(g, rnd(g, 2) ? "A[%d] = modf(A[%d] * 1.5 + 0.25, &B[%d]);\n" : "A[%d] = frexp(A[%d] + 3.0, &I[%d]);\n", c, c,
            c2);
        break;
    case 9:
        use(g, F_FHOSTTIME);
        out(g, "time(&tt[1]);\n");
        break;
    case 10:
        use(g, F_FHOSTREAD);
        if (rnd(g, 2))
            out(g, "printf(\"step %%d %%a %%d\\n\", t, B[%d], I[%d]);\n", c, c2);
        else
            out(g, "if (B[%d] > %s)\n%*sbreak;\n", c, rnd(g, 2) ? "20.0" : "0.0", 4 * (lvl + 1), "");
        break;
    case 11:
        if (fs.atexit_on) {
            use(g, F_FHOSTEXIT);
            out(g, "if (t == %d)\n%*sexit(0);\n", rnd(g, fs.T), 4 * (lvl + 1), "");
            break;
        }
        /* fall through */
    default:
        use(g, F_FHOSTDIRECT);
        out(g, "C[%d][%d] = -C[%d][%d];\n", c, c2, c2, c);
        break;
    }
}

/* Moves the text written since "save" (a function) to fs.fn. */
static void fmove_fn(gen *g, size_t save)
{
    size_t len = g->len - save;
    fs.fn = realloc(fs.fn, fs.fnlen + len + 1);
    memcpy(fs.fn + fs.fnlen, g->out + save, len);
    fs.fnlen += len;
    fs.fn[fs.fnlen] = 0;
    g->len = save;
}

/* Appends the text of a function holding a region, returns its name. */
static const char *fregion_func(gen *g, int kind)
{
    size_t save = g->len;
    out(g, "\nstatic void sweep%d(int n, int kk, int m, int t)\n{\n    int i = 0, j = 0, k = 0;\n    int lo = 0, hi = 0, ko = 0;\n", fs.nfunc);
    out(g, "    (void)kk, (void)m, (void)t, (void)k, (void)lo, (void)hi, (void)ko;\n");
    ictx c = {{0}, 0};
    fs.infunc = 1;
    int intime = fs.intime;
    fs.intime = 1;
    if (kind == 1)
        fredblack(g, 1);
    else if (kind == 2)
        ffloyd(g, 1);
    else
        fregion(g, 1, &c);
    fs.infunc = 0;
    fs.intime = intime;
    out(g, "}\n");
    fmove_fn(g, save);
    return fmt("sweep%d", fs.nfunc++);
}

/* A region somewhere in main at "lvl": in place or in a function. */
/* NPB's solves as OpenMP code writes them: the pragma on the parallel
 * loop inside a serial sweep (up or down) whose body may assign a scalar
 * the region reads (bbmm-pp grows the region over the sweep, grow.c, and
 * moves the sweep inside the work-items); one region or two; the sweep's
 * iterator and scalar read after it. */
static void fsweep(gen *g, int lvl)
{
    int down = rnd(g, 2), braces = rnd(g, 4) != 0, two = braces && rnd(g, 3) == 0;
    const char *prev = braces ? "iw" : down ? "i + 1" : "i - 1";
    use(g, F_FSWEEP);
    indent(g, lvl);
    out(g, down ? "for (i = n - 2; i >= 0; i--)%s\n" : "for (i = 1; i < n; i++)%s\n", braces ? " {" : "");
    if (braces) {
        indent(g, lvl + 1);
        out(g, down ? "iw = i + 1;\n" : "iw = i - 1;\n");
    }
    fpragma(g, lvl + 1, 0);
    indent(g, lvl + 1);
    out(g, "for (j = 0; j < n; j++)\n");
    indent(g, lvl + 2);
    out(g, "D[i][j] = D[%s][j] * 0.5 + C[i][j];\n", prev);
    fclause(g);
    if (two) {
        fpragma(g, lvl + 1, 0);
        indent(g, lvl + 1);
        out(g, "for (j = 1; j < n; j++)\n");
        indent(g, lvl + 2);
        out(g, "J[i][j] = J[%s][j - 1] %% 7 + W[i][j];\n", prev);
        fclause(g);
    }
    if (braces) {
        indent(g, lvl);
        out(g, "}\n");
    }
    if (rnd(g, 2)) {
        indent(g, lvl);
        out(g, "I[%d] = i + 3 * iw;\n", rnd(g, fs.n));
    }
}

/* A region in a loop that runs it again, writing a scalar ("sc") before
 * reading it in every iteration (NPB SP's "fac1" in its loops over m):
 * the loop's next iteration may read the value the region left at its
 * top, or assign it first; the code after the region in the loop may
 * assign it (dead) or read it (live); the loop's condition may read it;
 * main may read it after the loop. */
static void freuse(gen *g, int lvl)
{
    int top = rnd(g, 3), after = rnd(g, 3), cond = rnd(g, 4) == 0;
    use(g, F_FREUSE);
    indent(g, lvl);
    out(g, cond ? "for (im = 0; im < 3 && sc < 1e9; im++) {\n" : "for (im = 0; im < 3; im++) {\n");
    if (top) {
        indent(g, lvl + 1);
        out(g, top == 1 ? "hist[0] += sc;\n" : "sc = im * 0.5;\n");
    }
    fpragma(g, lvl + 1, 0);
    indent(g, lvl + 1);
    out(g, "for (j = 0; j < n; j++) {\n");
    indent(g, lvl + 2);
    out(g, "sc = C[im][j] * 0.5 + im;\n");
    indent(g, lvl + 2);
    out(g, "D[im + 1][j] = sc + D[im][j] * 0.25;\n");
    indent(g, lvl + 1);
    out(g, "}\n");
    fclause(g);
    if (after) {
        indent(g, lvl + 1);
        out(g, after == 1 ? "sc = im * 2.0;\n" : "hist[3] += sc;\n");
    }
    indent(g, lvl);
    out(g, "}\n");
    if (rnd(g, 2)) {
        indent(g, lvl);
        out(g, "A[%d] = sc;\n", rnd(g, fs.n));
    }
}

/* NPB BT's block solvers: a 5-D array of 3x3x3 blocks, K[i][j][a][b][c],
 * updated in straight-line code, 6 to 120 statements, through a
 * file-scope static "st" reassigned every few statements (private unless
 * dump() reads it first: stlive) and ending in the static "sr", which
 * dump() reads; then maybe a second loop of the region reading the
 * blocks of the neighbouring j (a flow between tiles). */
static void fblock(gen *g, int lvl)
{
    int nst = rnd(g, 4) ? rnd_in(g, 6, 30) : rnd_in(g, 60, 120), s;
    use(g, F_FBLOCK);
    fpragma(g, lvl, 0);
    indent(g, lvl);
    out(g, "for (i = 0; i < n; i++)\n");
    indent(g, lvl + 1);
    out(g, "for (j = 0; j < n; j++) {\n");
    for (s = 0; s < nst; s++) {
        int a = rnd(g, 3), b = rnd(g, 3), c = rnd(g, 3), a2 = rnd(g, 3), b2 = rnd(g, 3), c2 = rnd(g, 3);
        indent(g, lvl + 2);
        if (s % 5 == 0)
            out(g, "st = 1.0 / (2.0 + K[i][j][%d][%d][%d] * K[i][j][%d][%d][%d]);\n", a, b, c, a2, b2, c2);
        else if (rnd(g, 4) == 0)
            out(g, "K[i][j][%d][%d][%d] = C[i][j] * st + K[i][j][%d][%d][%d];\n", a, b, c, a2, b2, c2);
        else
            out(g, "K[i][j][%d][%d][%d] = K[i][j][%d][%d][%d] - st * K[i][j][%d][%d][%d];\n", a, b, c, a, b, c, a2,
                b2, c2);
    }
    indent(g, lvl + 2);
    out(g, "sr = K[i][j][%d][%d][%d] + st;\n", rnd(g, 3), rnd(g, 3), rnd(g, 3));
    indent(g, lvl + 1);
    out(g, "}\n");
    if (rnd(g, 2)) {
        indent(g, lvl);
        out(g, "for (i = 0; i < n; i++)\n");
        indent(g, lvl + 1);
        out(g, "for (j = 1; j < n; j++)\n");
        indent(g, lvl + 2);
        out(g, "D[i][j] = D[i][j] * 0.5 + K[i][j - 1][%d][%d][%d];\n", rnd(g, 3), rnd(g, 3), rnd(g, 3));
    }
    fclause(g);
}

/* NPB LU's blts and buts as written (issue 48): a function whose
 * wavefront over (i, j), up or down, runs from lower bounds it gets as
 * parameters (possibly negative: the arrays reached through i + o), and
 * in each (i, j) fills a scratch block "tm" and the scalars "ts" and "ts1"
 * (declared in the function), eliminates in them and reads them back into
 * the update of C.  The block's and the scalars' dependences serialise i
 * and j as C's do; bbmm-pp expands them over (i, j) (their subscripts
 * from the loops' smallest values) so that isl's scheduler can run the
 * blocks as one parallel nest and the updates of C as a wavefront over
 * i + j (expand.c, "wide"; docs/codegen.md).  Called twice from main
 * with different bounds; every subscript stays inside NN = n + 2. */
static void fwavescr(gen *g, int lvl)
{
    int down = rnd(g, 3) == 0, o = rnd(g, 3), block = rnd(g, 4) != 0, live = rnd(g, 3) == 0, call;
    /* the block "tm": 0 named only in the region (dead after it: its
     * expansion copies nothing back), 1 read after the region, 2 named
     * before it (both keep the copy of its last writes) */
    int tmuse = block ? rnd(g, 3) : 2;
    const char *s = down ? "+" : "-";
    size_t save = g->len;
    use(g, F_FWAVESCR);
    live |= tmuse == 1;
    out(g, "\nstatic double wv_ts%d;\n", fs.nfunc);
    out(g, "\nstatic void wscr%d(int ist, int iend, int jst, int jend)\n{\n    int i, j, q;\n", fs.nfunc);
    if (tmuse == 2)
        out(g, "    double ts, ts1, tm[2][2];\n    (void)q, (void)tm;\n");
    else
        out(g, "    double ts, ts1, tm[2][2]%s;\n    (void)q;\n", tmuse == 1 ? " = {{0.0, 0.0}, {0.0, 0.0}}" : "");
    fpragma(g, 1, 0);
    if (down)
        out(g, "    for (i = iend; i >= ist; i--)\n        for (j = jend; j >= jst; j--) {\n");
    else
        out(g, "    for (i = ist; i <= iend; i++)\n        for (j = jst; j <= jend; j++) {\n");
    out(g, "            C[i + %d][j + %d] = C[i + %d][j + %d] - 0.25 * (C[i + %d %s 1][j + %d] + C[i + %d][j + %d %s 1]);\n",
        o, o, o, o, o, s, o, o, o, s);
    if (block) {
        out(g, "            for (q = 0; q < 2; q++) {\n");
        out(g, "                tm[q][0] = 3.0 + D[i + %d][j + %d] * D[i + %d][j + %d] + q;\n", o, o, o, o);
        out(g, "                tm[q][1] = 0.5 * D[i + %d][j + %d] - 0.25 * q;\n", o, o);
        out(g, "            }\n");
        out(g, "            ts1 = 1.0 / tm[0][0];\n            ts = ts1 * tm[1][0];\n");
        out(g, "            tm[1][1] = tm[1][1] - ts * tm[0][1];\n");
        out(g, "            C[i + %d][j + %d] = (C[i + %d][j + %d] - ts * 0.125) / (1.5 + tm[1][1] * tm[1][1]);\n", o, o,
            o, o);
    } else {
        out(g, "            ts1 = 1.0 / (3.0 + D[i + %d][j + %d] * D[i + %d][j + %d]);\n", o, o, o, o);
        out(g, "            ts = ts1 * D[i + %d][j + %d];\n", o, o);
        out(g, "            C[i + %d][j + %d] = C[i + %d][j + %d] * ts1 - ts * 0.125;\n", o, o, o, o);
    }
    if (live)
        out(g, "            wv_ts%d = ts;\n", fs.nfunc);
    out(g, "        }\n");
    fclause(g);
    if (tmuse == 1)
        out(g, "    wv_ts%d += tm[1][1] + tm[0][1];\n", fs.nfunc);
    out(g, "}\n");
    fmove_fn(g, save);
    /* up: i + o - 1 >= 0 and i + o <= NN - 1; down: i + o >= 0 and i + o + 1 <= NN - 1 */
    for (call = 0; call < 2; call++) {
        int lo = down ? -o : 1 - o, hi = down ? fs.n - o : fs.n + 1 - o;
        int ist = rnd_in(g, lo, lo + 2), jst = rnd_in(g, lo, lo + 2);
        int iend = rnd_in(g, hi - 3, hi), jend = rnd_in(g, hi - 3, hi);
        indent(g, lvl);
        out(g, "wscr%d(%d, %d, %d, %d);\n", fs.nfunc, ist, iend, jst, jend);
    }
    if (live) {
        indent(g, lvl);
        out(g, "hist[0] += wv_ts%d;\n", fs.nfunc);
    }
    fs.nfunc++;
}

#include "forms_data.h"
#include "forms_rows.h"
#include "forms_real.h"
#include "forms_lin.h"
#include "forms_foreign.h"

static void fany_region(gen *g, int lvl, ictx *c)
{
    if (want(g, F_FTYPEDEF, 8)) {
        ftd_region(g, lvl);
        return;
    }
    if ((want(g, F_FWEBS, 10) && fwebs(g, lvl)) || flin_region(g, lvl) || freal_region(g, lvl))
        return;
    if (fs.intime && want(g, F_FSCOPECAST, 10)) {
        fscopecast(g, lvl);
        return;
    }
    if (want(g, F_FBLOCK, 8)) {
        fblock(g, lvl);
        return;
    }
    if (want(g, F_FSWEEP, 10)) {
        fsweep(g, lvl);
        return;
    }
    if (want(g, F_FREUSE, 10)) {
        freuse(g, lvl);
        return;
    }
    if (want(g, F_FSIZEWRAP, 12)) {
        fsizewrap(g, lvl);
        return;
    }
    if (want(g, F_FDOWN, 12)) {
        fdown(g, lvl);
        return;
    }
    if (want(g, F_FWAVE, 12)) {
        fwave(g, lvl);
        return;
    }
    if (want(g, F_FCHAIN, 12)) {
        fchain(g, lvl);
        return;
    }
    if (want(g, F_FWAVESCR, 12)) {
        fwavescr(g, lvl);
        return;
    }
    if (want(g, F_FCONSTS, 12)) {
        fconsts(g, lvl);
        return;
    }
    if (want(g, F_FLOCALARR, 12)) {
        flocalarr(g, lvl);
        return;
    }
    if (want(g, F_FPTRARG, 12)) {
        fptrarg(g, lvl);
        return;
    }
    if (want(g, F_FWRAPMOD, 12)) {
        fwrapmod(g, lvl);
        return;
    }
    if (want(g, F_FINTHELPER, 12)) {
        finthelper(g, lvl);
        return;
    }
    int kind = 0;
    if (want(g, F_FREDBLACK, 12))
        kind = 1;
    else if (want(g, F_FFLOYD, 10))
        kind = 2;
    if (want(g, F_FFUNC, 30)) {
        const char *f = fregion_func(g, kind);
        indent(g, lvl);
        out(g, "%s(n, kk, m, t);\n", f);
        return;
    }
    if (kind == 1)
        fredblack(g, lvl);
    else if (kind == 2)
        ffloyd(g, lvl);
    else
        fregion(g, lvl, c);
}

static void fdump_text(gen *g)
{
    out(g, "static void dump(void)\n{\n    int i, j%s;\n", g->used[F_FBLOCK] ? ", k" : "");
    out(g, "    for (i = 0; i < NN; i++)\n        printf(\"%%a %%a %%d %%a %%a %%a\\n\", A[i], B[i], I[i], sv.a[i], "
           "sv.p[i], (double)cbuf[i %% 4]);\n");
    out(g, "    for (i = 0; i < NN; i++)\n        for (j = 0; j < NN; j++)\n");
    out(g, "            printf(\"%%a %%a %%d %%d %%d\\n\", C[i][j], D[i][j], J[i][j], W[i][j], sv.b[i][j]);\n");
    if (g->used[F_FJAGGED] || g->used[F_FJAGSCOPE])
        out(g, "    for (i = 0; i < NN; i++)\n        for (j = 0; j < NN; j++)\n            printf(\"%%a\\n\", R[i][j]);\n");
    fjag_dump(g);
    if (g->used[F_FBLOCK]) {
        out(g, "    for (i = 0; i < NN; i++)\n        for (j = 0; j < NN; j++)\n            for (k = 0; k < 27; k++)\n");
        out(g, "                printf(\"%%a\\n\", K[i][j][k / 9][k / 3 %% 3][k %% 3]);\n");
        out(g, fs.stlive ? "    printf(\"%%a %%a\\n\", st, sr);\n" : "    printf(\"%%a\\n\", sr);\n    st = 0.0;\n");
    }
    freal_dump(g);
    flin_dump(g);
    ffor_dump(g);
    out(g, "    printf(\"%%lld %%a %%a %%d %%d %%d\\n\", (long long)(tt[1] > 1000), hist[0], hist[3], grid[0], grid[1], "
           "grid[2]);\n}\n\n");
    out(g, "static void report(void)\n{\n    double s = 0.0;\n    long long q = 0;\n    int i;\n");
    out(g, "    for (i = 0; i < NN; i++) {\n        s += A[i] + B[i];\n        q += I[i];\n    }\n");
    out(g, "    printf(\"report %%a %%lld\\n\", s, q);\n    dump();\n}\n");
}

/* Writes a whole forms program; returns 1. */
static int forms_program(gen *g, unsigned long long seed)
{
    memset(&fs, 0, sizeof fs);
    memset(&js, 0, sizeof js);
    memset(&fo, 0, sizeof fo);
    fo.on = ffor_chosen(g, seed); /* f-foreign: from a stream of its own */
    /* a program holds only some of the forms: bbmm-pp refuses a program
     * at its first unsupported construct, so that a form it refuses
     * everywhere would hide the others (percent of the programs) */
    static const struct {
        int f, pct;
    } fam[] = {{F_FCOND, 75}, {F_FINCDEC, 25}, {F_FSTRUCT, 20}, {F_FSTRUCTP, 12}, {F_FSTRUCTALIAS, 50},
               {F_FCAST, 25}, {F_FABS, 20},    {F_FSIZEOF, 15}, {F_FPCLASS, 20},  {F_FPCLASSRAW, 50},
               {F_FLOCAL, 50}, {F_FHOSTEXIT, 40}, {F_FBOUNDELEM, 30}, {F_FBOUNDSCAL, 30},
               {F_FJAGGED, 25}, {F_FSIZEWRAP, 40}, {F_FDOWN, 40}, {F_FCONSTS, 40},
               {F_FLOCALARR, 40}, {F_FPTRARG, 40}, {F_FWRAPMOD, 35}, {F_FSCOPE, 35},
               {F_FINTHELPER, 35}, {F_FSTEPCE, 40}, {F_FMACROROW, 40}, {F_FMEMBERROW, 40}, {F_FCLAIMPRIV, 40},
               {F_FBLOCKARR, 40}, {F_FLEADDIM, 40}, {F_FUSERTILE, 40}, {F_FSCOPECAST, 40},
               {F_FWEBS, 40}, {F_FJAGSCOPE, 35}, {F_FTYPEDEF, 35}};
    for (size_t q = 0; q < sizeof fam / sizeof fam[0]; q++)
        if (rnd(g, 100) >= fam[q].pct)
            g->disabled[fam[q].f] = 1;
    if (g->disabled[F_FSTRUCTP])
        g->disabled[F_FSTRUCTALIAS] = 1;
    fs.n = rnd_in(g, 6, 20);
    fs.stlive = rnd(g, 3) == 0;
    fs.T = rnd_in(g, 2, 4);
    fs.kk = rnd_in(g, 0, fs.n + 1);
    fs.m = rnd_in(g, 2, 4);
    int fill = rnd(g, 1000);
    /* main's text first (functions collect in fs.fn), then the whole */
    size_t start = g->len;
    ictx c0 = {{0}, 0};
    int nb = rnd(g, 10) < 6 ? 1 : rnd(g, 4) ? 2 : 3;
    fs.atexit_on = !g->disabled[F_FHOSTEXIT] && rnd(g, 100) < 12;
    if (fs.atexit_on)
        out(g, "    atexit(report);\n");
    /* f-foreign: every block, or one of them */
    int fob = fo.on && !ffor_forced(g) ? rnd(g, nb) : -1;
    if (fo.on)
        fo.xstatic = rnd(g, 4) != 0;
    for (int b = 0; b < nb; b++) {
        if (want(g, F_FBOUNDELEM, 10) || rnd(g, 8) == 0)
            out(g, "    grid[0] = n - %d;\n    grid[1] = n - %d;\n    grid[2] = n;\n", rnd(g, 2), rnd(g, 3));
        if (fo.on && (fob < 0 || b == fob)) {
            ffor_block(g);
        } else if (fjag_forced(g) || want(g, F_FJAGSCOPE, 25)) {
            fjag_scope(g);
        } else if (rnd(g, 3) == 0 && want(g, F_FTYPEDEF, 20)) {
            ftd_scope(g);
        } else if (want(g, F_FSCOPE, 40)) {
            fscope_block(g);
        } else if (want(g, F_FSCOPECAST, 25)) {
            fscopecast_loop(g);
        } else if (want(g, F_FTIMEHOST, 45) || (fs.atexit_on && b == 0)) {
            use(g, F_FTIMEHOST);
            fs.intime = 1;
            out(g, "    for (t = 0; t < %d; t++) {\n", fs.T);
            int nr = rnd_in(g, 1, 3);
            for (int r = 0; r < nr; r++) {
                fany_region(g, 2, &c0);
                int nh = rnd_in(g, r + 1 < nr ? 1 : 0, 2);
                for (int h = 0; h < nh; h++)
                    fhost(g, 2);
            }
            if (fs.atexit_on && b == 0) {
                use(g, F_FHOSTEXIT);
                out(g, "        if (t == %d)\n            exit(0);\n", rnd(g, fs.T));
            }
            out(g, "    }\n");
            fs.intime = 0;
        } else
            fany_region(g, 1, &c0);
        if (g->used[F_FOUTERSUB] && want(g, F_FOUTERLIVE, 50)) {
            /* by name, or through a pointer taken before the regions */
            fs.kptr |= rnd(g, 2);
            out(g, fs.kptr ? "    I[%d] = *kp;\n" : "    I[%d] = ko;\n", rnd(g, fs.n));
        }
        if (want(g, F_FITERHOST, 25))
            out(g, rnd(g, 2) ? "    printf(\"i=%%d j=%%d\\n\", i, j);\n" : "    I[%d] = i;\n    B[%d] = j;\n",
                rnd(g, fs.n), rnd(g, fs.n));
    }
    size_t mlen = g->len - start;
    char *mtext = malloc(mlen + 1);
    memcpy(mtext, g->out + start, mlen);
    mtext[mlen] = 0;
    g->len = start;

    out(g, "/* bbmm-gen seed=%llu features:", seed);
    for (int f = 0; f < F_COUNT; f++)
        if (g->used[f])
            out(g, " %s", feature_name[f]);
    out(g, " */\n");
    freal_mark(g);
    ffor_mark(g);
    out(g, "#include <float.h>\n#include <math.h>\n#include <stdint.h>\n#include <stddef.h>\n#include <stdio.h>\n"
           "#include <stdlib.h>\n#include <string.h>\n#include <time.h>\n\n");
    if (g->used[F_FCONSTS])
        out(g, "#define likely(x) __builtin_expect(!!(x), 1)\n#define unlikely(x) __builtin_expect(!!(x), 0)\n\n");
    out(g, "#define NN %d\n", fs.n + 2);
    const char *st = rnd(g, 2) ? "static " : "";
    out(g, "%sdouble A[NN], B[NN], C[NN][NN], D[NN][NN];\n%sint I[NN], J[NN][NN], W[NN][NN];\n", st, st);
    out(g, "static char cbuf[16];\nstatic time_t tt[4];\nstatic int grid[3];\nstatic double **R;\n");
    out(g, "struct S {\n    double a[NN];\n    int b[NN][NN];\n    double *p;\n};\n");
    out(g, "static struct S sv;\nstatic struct S *ps = &sv;\nstatic double *gptr;\n\n");
    if (g->used[F_FBLOCK])
        out(g, "static double K[NN][NN][3][3][3], st, sr;\n\n");
    fjag_decls(g);
    fjag_helpers(g);
    freal_decls(g);
    flin_decls(g);
    ffor_decls(g);
    out(g, "static void poke(int t, int c)\n{\n    gptr[c] += t;\n}\n\n");
    out(g, "static void bump(double *x, int c)\n{\n    x[c] += 1.0;\n}\n\n");
    out(g, "static double hist[4];\n\nstatic void note(double hs[4], int t)\n{\n    hs[t %% 4] += 0.5 * t;\n}\n\n");
    /* helpers a region calls with array blocks (inlined by bbmm-pp):
     * i <= n - 1, so at + q, j + 1 and i + 1 stay below NN = n + 2 */
    out(g, "static void fh_axpy(double *y, double a, int k)\n{\n    *y = *y * a + k;\n}\n\n");
    out(g, "static void fh_pair(double r[], int at, double x)\n{\n    int q;\n    for (q = 0; q < 2; q++)\n"
           "        r[at + q] = r[at + q] * 0.5 + x;\n}\n\n");
    out(g, "static void fh_row(double row[NN], int j, double c[NN])\n{\n    int q;\n    for (q = 0; q < 2; q++)\n"
           "        row[j + q] = row[j + q] - c[q];\n}\n\n");
    out(g, "static void fh_twice(double *r, int i)\n{\n    fh_pair(r, 0, 1.0);\n    r[i + 1] = r[i] * 2.0;\n"
           "    return;\n}\n\n");
    fdump_text(g);
    if (g->used[F_FSCOPE] || g->used[F_FJAGSCOPE])
        fscope_helpers(g);
    if (fs.fn)
        out(g, "%s", fs.fn);
    out(g, "\nint main(void)\n{\n    int n = %d, kk = %d, m = %d;\n    int i = 0, j = 0, k = 0, t = 0;\n", fs.n, fs.kk,
        fs.m);
    out(g, "    int lo = 0, hi = 0, ko = 0, iw = 0, im = 0;\n    double sc = 0.0;\n");
    if (fs.kptr)
        out(g, "    int *kp = &ko;\n");
    if (g->used[F_FJAGSWAP])
        out(g, "    double **rtmp = 0, ***utmp = 0;\n    (void)rtmp, (void)utmp;\n");
    ffor_main_decls(g);
    out(g, "    double *gp = &A[%d];\n", rnd(g, fs.n - 1));
    out(g, "    struct H {\n        double *p;\n        int k;\n    } h = {B, %d};\n", rnd(g, fs.n));
    out(g, "    (void)lo, (void)hi, (void)gp, (void)h, (void)kk, (void)m, (void)k, (void)ko, (void)iw, (void)im, "
           "(void)sc;\n");
    out(g, "    sv.p = %s;\n", want(g, F_FSTRUCTALIAS, 20) ? "D[1]" : "malloc(NN * sizeof(double))");
    out(g, "    gptr = %s;\n", rnd(g, 2) ? "A" : "B");
    out(g, "    strcpy(cbuf, \"ab7\");\n");
    out(g, "    for (i = 0; i < NN; i++) {\n");
    out(g, "        A[i] = (double)((i * 7 + %d) %% 801 - 400) / 8.0;\n", fill);
    out(g, "        B[i] = (double)((i * 13 + %d) %% 801 - 400) / 16.0;\n", fill + 5);
    out(g, "        I[i] = (i * 11 + %d) %% 2001 - 1000;\n", fill);
    out(g, "        sv.a[i] = i * 0.5 - 2.0;\n        sv.p[i] = i * 0.25 + 1.0;\n");
    out(g, "        for (j = 0; j < NN; j++) {\n");
    out(g, "            C[i][j] = (double)((i * 5 + j * 3 + %d) %% 801 - 400) / 4.0;\n", fill);
    out(g, "            D[i][j] = (double)((i * 3 + j * 17 + %d) %% 101);\n", fill);
    out(g, "            J[i][j] = (i * 29 + j * 7 + %d) %% 2001 - 1000;\n", fill);
    out(g, "            W[i][j] = (i * 31 + j * 19 + %d) %% 97;\n", fill);
    out(g, "            sv.b[i][j] = i - j;\n        }\n    }\n");
    /* R: rows allocated one by one; with f-jagged-shared-row two entries
     * are one row, which a region writing it must run as written */
    out(g, "    R = malloc(NN * sizeof *R);\n    for (i = 0; i < NN; i++) {\n        R[i] = malloc(NN * sizeof **R);\n");
    out(g, "        for (j = 0; j < NN; j++)\n            R[i][j] = (double)((i * 13 + j * 5 + %d) %% 401 - 200) / 8.0;\n    }\n",
        fill);
    if (g->used[F_FJAGGED] && want(g, F_FJAGSHARE, 25)) {
        int a = rnd(g, fs.n), b = rnd(g, fs.n);
        if (a == b)
            b = (a + 1) % fs.n;
        out(g, "    free(R[%d]);\n    R[%d] = R[%d];\n", a, a, b);
    }
    fjag_init(g, fill);
    freal_init(g, fill);
    flin_init(g, fill);
    ffor_init(g, fill);
    out(g, "    i = j = 0;\n");
    out(g, "%s", mtext);
    free(mtext);
    out(g, "    dump();\n    return 0;\n}\n");
    if (fo.on)
        ffor_write(seed);
    return 1;
}
