/* forms_rows.h: bbmm-gen's forms for tables of pointers to rows kept by data
 * scopes and for typedef'd array types (included by forms.h after
 * forms_data.h; fjag_scope() is a block of main, ftd_region() a region).
 *
 * - f-jagged-scope: a `#pragma bbmm data` scope (without a list, or
 *   naming the tables: `data(R)`, `data(R, Q)`, `data(R, Q, C, D)`) around
 *   a time loop (or a block) of main, as NPB MG's driver holds its grids:
 *   regions on the tables `static double **R, **Q` (rows malloc'd one by
 *   one) in helpers `rsmK(double **a, double **b, int un)` (a stencil,
 *   a reversed read, a write of the next row), `rresK(u, v, r, un)` (NPB
 *   MG's resid), called as rsmK(R, Q, n), rsmK(R, R, n) (one table read
 *   and written), rresK(R, Q, Q, n) (resid(u, r, r): the same table
 *   twice), with un = n - 2 then n (a table's kept block growing between
 *   runs) or by t; regions of main on R beside C and D; regions bbmm-pp
 *   leaves sequential: a sum and maximum over a table (MG's norm2u3,
 *   rnormK) and a scalar carried through every element, reading only or
 *   writing the table (in main or in rseqK); host statements on the tables
 *   with the updates the contract asks for (`update host(R)` then a read of
 *   R[c][d] in a printf or a branch; `update host(R)`, a write, `update
 *   device(R)`; a helper of the file reading or writing rows by name,
 *   Rbnd() and Rnrm(), or given the table, tbump(R, c, v)), and for one
 *   host statement in eight one update left out (f-data-scope-omit,
 *   forms_data.h's fupdate logic: bbmm-pp must refuse the program or still
 *   give the sequential results); the
 *   scope's other regions and host statements are forms_data.h's; exit()
 *   inside the scope with an atexit handler that prints the tables.
 *   Q's rows are malloc'd one by one, or for one program in three rows of
 *   one allocation (Q[i] = Q[0] + i * NN).
 * - f-jagged-3d: the same with `static double ***U, ***V` (U[i][j] rows of
 *   their own malloc, NN x NN x NN, as MG's levels): rsm3K (a 7-point-like
 *   stencil, a reversed read, MG's rprj3-like strided read of every second
 *   point), rres3K, rnorm3K, host statements on U[c][d][e].
 * - f-jagged-in-array: a table `double *RD[NN]` (or malloc'd `double
 *   **RD`) whose rows are rows of the 2-D array D (RD[i] = D[i], reversed
 *   D[NN - 1 - i], or from column 1: &D[i][1]), reached in regions beside
 *   D by name and R; host writes through it with `update host(D, RD)` and
 *   `update device(D, RD)`, and sequential regions on RD (once
 *   tests/gen/regress/found_jagged_rows_in_kept_seq.c).
 * - f-jagged-scope-mirror: host code inside the scope making one table
 *   entry the row of another (`R[a] = R[b]`, `U[a][b] = U[c][d]`, a plane
 *   `U[a] = V[b]`, across tables `Q[a] = R[b]`: once
 *   tests/gen/regress/found_jagged_update_other_table.c), between the updates (the
 *   old row is not freed: a kept block may name it).
 * - f-jagged-swap: the tables swapped between regions inside the scope
 *   (`rtmp = R; R = Q; Q = rtmp;`, no update: the rows are not touched).
 * - f-jagged-workspace: a function called in the scope that mallocs a
 *   table and its rows, runs a region on it, reads it and frees it (the
 *   next call may get the same memory back; once
 *   tests/gen/regress/found_jagged_workspace_kept.c: the scope kept the
 *   callee's table).
 * - f-jagged-triangle: a table L whose row i holds i + 2 elements (malloc'd
 *   one by one), regions over j <= i in rtriK(a, b, un) reading L, R or Q,
 *   host statements on L[c][d], d <= c + 1.
 * - f-jagged-scope-in-function: the scope in a function jscopeK(double **R,
 *   double **Q, n, kk, m) whose parameters hide the tables, called with
 *   (R, Q), (Q, R) or one table twice; its host code reaches the rows only
 *   through the parameters (tbump(R, c, v), not the helpers by name).
 * - f-typedef-array: typedef'd array types, `typedef double vec5[5];
 *   typedef vec5 vmat[3]; typedef double blk[NN][NN];`, arrays of them
 *   (`vec5 TP[NN]`: double TP[NN][5]; `blk TB`; `vmat TM[NN]`; a struct
 *   member `vec5 v[NN]`, by name and through `pts->v`; `typedef float
 *   fv4[4]`, `typedef int iv3[3]` rows), helpers with parameters of typedef
 *   types inlined into regions (tfill(vec5 v, double x), tscale (sizeof v:
 *   a pointer's size), tadd(const vec5 a, vec5 b), tblkrow(blk b, int i,
 *   const vec5 v)), functions holding a region over
 *   typedef'd parameters (`tstepK(int un, blk b, vec5 *p)`, called with TB
 *   or C and TP or TP + 1), a vec5 declared in the region, sizeof of the
 *   types as bounds and values, and host statements on them between the
 *   regions of a time loop (and in scopes naming them, with updates).
 *
 * Every subscript stays in NN = n + 2: iterators in [0, un - 1] with un <=
 * n, rows and columns i + 1 <= n; the vec5 component m in [0, 4]
 * (NN >= 8).  Values stay bounded: every region's update is a contraction
 * (0.5 x + coefficients summing below 0.5), host writes add t * 0.5. */

static struct {
    int q;  /* Q declared (f-jagged-scope's second table) */
    int u;  /* U and V (f-jagged-3d) */
    int rd; /* RD (f-jagged-in-array): 1 D[i], 2 D[NN - 1 - i], 3 &D[i][1]; +3: malloc'd */
    int td; /* the typedef'd arrays */
    int l;  /* L, rows of growing length (f-jagged-triangle) */
    int infn; /* the scope being written is in a function whose parameters R, Q hide the tables */
} js;

/* Some f-jagged-* form was named by --force. */
static int fjag_forced(gen *g)
{
    return g->forced[F_FJAGSCOPE] || g->forced[F_FJAG3D] || g->forced[F_FJAGARR] || g->forced[F_FJAGMIRROR] ||
           g->forced[F_FJAGSWAP] || g->forced[F_FJAGALIAS] || g->forced[F_FJAGSEQ] || g->forced[F_FJAGWORK] ||
           g->forced[F_FJAGTRI] || g->forced[F_FJAGFN];
}

/* An update pragma naming "names" (a list as written), unless it is the
 * one left out: fupdate's logic (forms_data.h). */
static void fjupdate(gen *g, const char *dir, const char *names, int *omit)
{
    if (*omit && rnd(g, 2)) {
        *omit = 0;
        use(g, F_FSCOPEOMIT);
        return;
    }
    out(g, "#pragma bbmm update %s(%s)\n", dir, names);
}

/* un for a call of a table helper: n, n - 1, n - 2, or one of two by t. */
static const char *fjun(gen *g)
{
    switch (rnd(g, 6)) {
    case 0: return "n - 1";
    case 1: return "n - 2";
    case 2: return fs.intime ? "t % 2 ? n - 2 : n" : "n";
    default: return "n";
    }
}

/* A 2-D table for an argument: R, Q (when declared), RD (f-jagged-in-array). */
static const char *fjtab(gen *g)
{
    int k = rnd(g, 6);
    if (js.rd && k == 0)
        return "RD";
    if (js.q && k >= 3)
        return "Q";
    return "R";
}

/* ---- helpers holding regions on tables ---- */
/* rsmK(a, b, un): form 0, a stencil of b into a's interior (1 .. un - 2);
 * 1, a[i][j] from itself and b[i][un - 1 - j]; 2, row i + 1 <= un of a
 * from b[i][j + 1].  rresK(u, v, r, un): r from v and u's rows i +- 1 (i
 * in 1 .. un - 2). */
static void fjag_call2(gen *g, int lvl)
{
    int kind = rnd(g, 3), form = rnd(g, 3), K = fs.nfunc++;
    size_t save = g->len;
    if (kind < 2) {
        out(g, "\nstatic void rsm%d(double **a, double **b, int un)\n{\n    int i, j;\n", K);
        fpragma(g, 1, 0);
        if (form == 0)
            out(g, "    for (i = 1; i < un - 1; i++)\n        for (j = 1; j < un - 1; j++)\n"
                   "            a[i][j] = 0.5 * b[i][j] + 0.125 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);\n");
        else if (form == 1)
            out(g, "    for (i = 0; i < un; i++)\n        for (j = 0; j < un; j++)\n"
                   "            a[i][j] = a[i][j] * 0.5 + 0.25 * b[i][un - 1 - j];\n");
        else
            out(g, "    for (i = 0; i < un; i++)\n        for (j = 0; j < un; j++)\n"
                   "            a[i + 1][j] = 0.5 * b[i][j + 1] - 0.25 * a[i + 1][j];\n");
    } else {
        out(g, "\nstatic void rres%d(double **u, double **v, double **r, int un)\n{\n    int i, j;\n", K);
        fpragma(g, 1, 0);
        out(g, "    for (i = 1; i < un - 1; i++)\n        for (j = 0; j < un; j++)\n"
               "            r[i][j] = 0.5 * v[i][j] - 0.25 * u[i][j] + 0.0625 * (u[i - 1][j] + u[i + 1][j]);\n");
    }
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    /* one to three calls: the same table twice for one in three (rsm(R, R),
     * resid(u, r, r)), a growing reach for one in four (n - 2, then n) */
    int calls = rnd_in(g, 1, 3), grow = rnd(g, 4) == 0;
    for (int c = 0; c < calls; c++) {
        const char *a = fjtab(g), *b = want(g, F_FJAGALIAS, 33) ? a : fjtab(g);
        const char *un = grow ? (c == 0 ? "n - 2" : "n") : fjun(g);
        indent(g, lvl);
        if (kind < 2)
            out(g, "rsm%d(%s, %s, %s);\n", K, a, b, un);
        else if (rnd(g, 2))
            out(g, "rres%d(%s, %s, %s, %s);\n", K, a, b, b, un); /* resid(u, r, r) */
        else
            out(g, "rres%d(%s, %s, %s, %s);\n", K, a, fjtab(g), b, un);
    }
}

/* rsm3K(a, b, un): form 0, a stencil over (i3, i2) of b into a's
 * interior; 1, a from itself and b[..][..][un - 1 - i1]; 2, every second
 * point of b (NPB MG's rprj3): j < un / 2, 2 j + 1 <= un - 1.  rres3K(u,
 * v, r, un) as rresK over planes. */
static void fjag_call3(gen *g, int lvl)
{
    int kind = rnd(g, 3), form = rnd(g, 3), K = fs.nfunc++;
    size_t save = g->len;
    use(g, F_FJAG3D);
    if (kind < 2) {
        out(g, "\nstatic void rsm3%d(double ***a, double ***b, int un)\n{\n    int i3, i2, i1;\n", K);
        fpragma(g, 1, 0);
        if (form == 0)
            out(g, "    for (i3 = 1; i3 < un - 1; i3++)\n        for (i2 = 1; i2 < un - 1; i2++)\n"
                   "            for (i1 = 0; i1 < un; i1++)\n"
                   "                a[i3][i2][i1] = 0.5 * b[i3][i2][i1] + 0.125 * (b[i3 - 1][i2][i1] + b[i3 + 1][i2][i1] + "
                   "b[i3][i2 - 1][i1] + b[i3][i2 + 1][i1]);\n");
        else if (form == 1)
            out(g, "    for (i3 = 0; i3 < un; i3++)\n        for (i2 = 0; i2 < un; i2++)\n"
                   "            for (i1 = 0; i1 < un; i1++)\n"
                   "                a[i3][i2][i1] = a[i3][i2][i1] * 0.5 + 0.25 * b[i3][i2][un - 1 - i1];\n");
        else
            out(g, "    for (i3 = 0; i3 < un / 2; i3++)\n        for (i2 = 0; i2 < un / 2; i2++)\n"
                   "            for (i1 = 0; i1 < un / 2; i1++)\n"
                   "                a[i3][i2][i1] = 0.5 * a[i3][i2][i1] + 0.25 * b[2 * i3][2 * i2 + 1][2 * i1 + 1];\n");
    } else {
        out(g, "\nstatic void rres3%d(double ***u, double ***v, double ***r, int un)\n{\n    int i3, i2, i1;\n", K);
        fpragma(g, 1, 0);
        out(g, "    for (i3 = 1; i3 < un - 1; i3++)\n        for (i2 = 0; i2 < un; i2++)\n"
               "            for (i1 = 0; i1 < un; i1++)\n"
               "                r[i3][i2][i1] = 0.5 * v[i3][i2][i1] - 0.25 * u[i3][i2][i1] + 0.0625 * (u[i3 - 1][i2][i1] + "
               "u[i3 + 1][i2][i1]);\n");
    }
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2), grow = rnd(g, 4) == 0;
    for (int c = 0; c < calls; c++) {
        const char *a = rnd(g, 2) ? "U" : "V", *b = want(g, F_FJAGALIAS, 33) ? a : rnd(g, 2) ? "U" : "V";
        const char *un = grow ? (c == 0 ? "n - 2" : "n") : fjun(g);
        indent(g, lvl);
        if (kind < 2)
            out(g, "rsm3%d(%s, %s, %s);\n", K, a, b, un);
        else
            out(g, "rres3%d(%s, %s, %s, %s);\n", K, a, b, b, un);
    }
}

/* Regions bbmm-pp leaves sequential: rnormK(r, un, &sum, &top) (NPB MG's
 * norm2u3: a sum of squares and a maximum, written to the caller's
 * scalars), rseqK(r, un) (a scalar carried through every element, written
 * back into the table), or the same in main on sc. */
static void fjag_seq(gen *g, int lvl, int three)
{
    int K = fs.nfunc++, form = rnd(g, 4);
    const char *tab = three ? (rnd(g, 2) ? "U" : "V") : fjtab(g);
    const char *ty = three ? "double ***" : "double **";
    const char *el = three ? "r[i][j][k]" : "r[i][j]";
    const char *loops = three ? "    for (i = 0; i < un; i++)\n        for (j = 0; j < un; j++)\n            for (k = 0; k < un; k++)"
                              : "    for (i = 0; i < un; i++)\n        for (j = 0; j < un; j++)";
    size_t save = g->len;
    if (form == 3) { /* in main, on sc */
        const char *mel = three ? fmt("%s[i][j][k]", tab) : fmt("%s[i][j]", tab);
        int wr = rnd(g, 2);
        fpragma(g, lvl, 0);
        indent(g, lvl);
        out(g, "for (i = 0; i < n; i++)\n");
        indent(g, lvl + 1);
        out(g, "for (j = 0; j < n; j++)%s\n", three ? "" : " {");
        if (three) {
            indent(g, lvl + 2);
            out(g, "for (k = 0; k < n; k++) {\n");
            lvl++;
        }
        indent(g, lvl + 2);
        out(g, "sc = 0.5 * sc + %s;\n", mel);
        if (wr) {
            indent(g, lvl + 2);
            out(g, "%s = sc * 0.5;\n", mel);
        }
        indent(g, lvl + 1);
        out(g, "}\n");
        if (three)
            lvl--;
        fclause(g);
        indent(g, lvl);
        out(g, "hist[2] += sc;\n");
        return;
    }
    if (form < 2) {
        out(g, "\nstatic void rnorm%d(%sr, int un, double *sum, double *top)\n{\n    double s = 0.0, a, tmp = 0.0;\n"
               "    int i, j, k;\n    (void)k;\n",
            K, ty);
        fpragma(g, 1, 0);
        out(g, "%s {\n                s = s + %s * %s;\n                a = fabs(%s);\n", loops, el, el, el);
        out(g, "                if (a > tmp)\n                    tmp = a;\n            }\n");
        fclause(g);
        out(g, "    *sum = s;\n    *top = tmp;\n}\n");
        fmove_fn(g, save);
        indent(g, lvl);
        out(g, "rnorm%d(%s, %s, &hist[0], &hist[3]);\n", K, tab, fjun(g));
        if (rnd(g, 2)) {
            indent(g, lvl);
            out(g, "printf(\"norm %%d %%a %%a\\n\", t, hist[0], hist[3]);\n");
        }
        return;
    }
    out(g, "\nstatic void rseq%d(%sr, int un)\n{\n    double s = 0.25;\n    int i, j, k;\n    (void)k;\n", K, ty);
    fpragma(g, 1, 0);
    out(g, "%s {\n                s = 0.5 * s + %s;\n                %s = s * 0.5;\n            }\n", loops, el, el);
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    indent(g, lvl);
    out(g, "rseq%d(%s, %s);\n", K, tab, fjun(g));
}

/* A region of main on the tables beside C and D. */
static void fjag_direct(gen *g, int lvl, int three)
{
    fpragma(g, lvl, 0);
    indent(g, lvl);
    out(g, "for (i = 0; i < n; i++)\n");
    indent(g, lvl + 1);
    out(g, "for (j = 0; j < n; j++)\n");
    if (three) {
        const char *a = rnd(g, 2) ? "U" : "V", *b = rnd(g, 2) ? "U" : "V";
        indent(g, lvl + 2);
        out(g, "for (k = 0; k < n; k++)\n");
        indent(g, lvl + 3);
        switch (rnd(g, 3)) {
        case 0: out(g, "%s[i][j][k] = 0.5 * %s[i][j][k] + 0.25 * %s[n - 1 - i][j + 1][k];\n", a, a, b); break;
        case 1: out(g, "%s[i][j + 1][k] = 0.5 * %s[i][j][k] + 0.125 * C[j][k];\n", a, b); break;
        default: out(g, "D[i][j] = 0.5 * D[i][j] + 0.0625 * %s[i][j][k];\n", b); break;
        }
    } else {
        const char *a = fjtab(g), *b = fjtab(g);
        indent(g, lvl + 2);
        switch (rnd(g, 4)) {
        case 0: out(g, "%s[i][j] = 0.5 * %s[i][j] + 0.25 * %s[n - 1 - i][j];\n", a, a, b); break;
        case 1: out(g, "%s[i][j] = 0.5 * %s[i][j] + 0.125 * C[i][j + 1];\n", a, b); break;
        case 2: out(g, "D[i][j] = 0.5 * D[i][j] + 0.25 * %s[i + 1][j];\n", b); break;
        default: out(g, "%s[i + 1][j] = 0.5 * %s[i + 1][j] - 0.25 * %s[i][j];\n", a, a, b); break;
        }
    }
    fclause(g);
}

/* ---- host statements on the tables inside the scope ---- */
static void fjag_host(gen *g, int lvl, int three, int inloop)
{
    int c = rnd(g, fs.n), d = rnd(g, fs.n), e = rnd(g, fs.n), omit = rnd(g, 8) == 0;
    const char *tab = three ? (rnd(g, 2) ? "U" : "V") : fjtab(g);
    int rd = !three && tab[1] == 'D';
    /* no update left out on RD: bbmm-pp cannot see that its rows are D's,
     * so a missing one breaks the contract where the tool cannot tell
     * (campaign seeds 8118, 8120) */
    if (rd)
        omit = 0;
    const char *el = three ? fmt("%s[%d][%d][%d]", tab, c, d, e) : fmt("%s[%d][%d]", tab, c, d);
    const char *el2 = three ? fmt("%s[%d][%d][%d]", tab, e, c, d) : fmt("%s[%d][%d]", tab, e, c);
    const char *upd = rd ? "D, RD" : tab;
    if (!rd && want(g, F_FJAGSWAP, 8)) { /* the tables swapped: no row touched */
        indent(g, lvl);
        out(g, three ? "utmp = U;\n%*sU = V;\n%*sV = utmp;\n" : "rtmp = R;\n%*sR = Q;\n%*sQ = rtmp;\n", 4 * lvl, "",
            4 * lvl, "");
        return;
    }
    if (!rd && want(g, F_FJAGMIRROR, 8)) { /* one entry made another's row */
        int a = rnd(g, fs.n), b = rnd(g, fs.n);
        if (a == b)
            b = (a + 1) % fs.n;
        /* from the same table, or from the other (two tables then share a
         * row); in 3-D a row or a whole plane */
        const char *src = rnd(g, 3) ? tab : three ? (tab[0] == 'U' ? "V" : "U") : (tab[0] == 'R' ? "Q" : "R");
        const char *names = src == tab ? tab : three ? "U, V" : "R, Q";
        fjupdate(g, "host", names, &omit);
        indent(g, lvl);
        if (three && rnd(g, 3))
            out(g, "%s[%d][%d] = %s[%d][%d];\n", tab, a, c, src, b, d);
        else
            out(g, "%s[%d] = %s[%d];\n", tab, a, src, b);
        fjupdate(g, "device", names, &omit);
        return;
    }
    if (js.l && !three && rnd(g, 5) == 0) { /* the triangle: L[c][d], d <= c + 1 */
        const char *lel = fmt("L[%d][%d]", c, rnd(g, c + 2));
        fjupdate(g, "host", "L", &omit);
        indent(g, lvl);
        if (rnd(g, 2)) {
            out(g, "printf(\"tri %%d %%a\\n\", t, %s);\n", lel);
        } else {
            out(g, "%s = t * 0.25 + %s * 0.5;\n", lel, lel);
            fjupdate(g, "device", "L", &omit);
        }
        return;
    }
    if (!rd && rnd(g, 6) == 0) { /* a helper of the file given the table */
        fjupdate(g, "host", tab, &omit);
        indent(g, lvl);
        out(g, "tbump%s(%s, %d, t * 0.25);\n", three ? "3" : "", tab, c);
        fjupdate(g, "device", tab, &omit);
        return;
    }
    switch (rnd(g, 6)) {
    case 0: /* a read */
        fjupdate(g, "host", upd, &omit);
        indent(g, lvl);
        if (inloop && rnd(g, 2))
            out(g, "if (%s > %s)\n%*sbreak;\n", el, rnd(g, 2) ? "20.0" : "0.0", 4 * (lvl + 1), "");
        else
            out(g, "printf(\"tab %%d %%a\\n\", t, %s);\n", el);
        break;
    case 1:
    case 2: /* a write */
        fjupdate(g, "host", upd, &omit);
        indent(g, lvl);
        out(g, "%s = t * 0.5 + %s * 0.5;\n", el, el2);
        fjupdate(g, "device", upd, &omit);
        break;
    case 3: /* a helper writing rows by name */
        if (rd)
            break;
        fjupdate(g, "host", tab, &omit);
        indent(g, lvl);
        if (js.infn && !three) /* R and Q are the parameters: the helpers by name reach the globals */
            out(g, "tbump(%s, %d, t * 0.5);\n", tab, c);
        else
            out(g, "%sbnd(t, %d);\n", tab, c);
        fjupdate(g, "device", tab, &omit);
        break;
    case 4: /* a helper reading rows by name */
        if (rd)
            break;
        fjupdate(g, "host", tab, &omit);
        indent(g, lvl);
        if (js.infn && !three)
            out(g, "hist[1] += %s[%d][0] + %s[0][%d];\n", tab, c, tab, c);
        else
            out(g, "hist[1] += %snrm(%d);\n", tab, c);
        break;
    default: /* host code on no table */
        indent(g, lvl);
        out(g, "note(hist, t);\n");
        break;
    }
}

/* A function that mallocs a table of rows, runs a region on it (reading
 * R), reads it, frees it; the next call's malloc may return the same
 * memory for the table and its rows: a scope around the calls must not
 * keep their blocks (f-jagged-workspace).  un in n - 2 .. n: rows and
 * columns i + 1 <= n. */
static void fjag_workspace(gen *g, int lvl)
{
    size_t save = g->len;
    int K = fs.nfunc++, form = rnd(g, 3);
    out(g, "\nstatic double twork%d(int un, double x)\n{\n    double **w = malloc(NN * sizeof *w), r;\n    int i, j;\n", K);
    out(g, "    for (i = 0; i < NN; i++) {\n        w[i] = malloc(NN * sizeof **w);\n"
           "        for (j = 0; j < NN; j++)\n            w[i][j] = x * 0.5 + i - j * 0.25;\n    }\n");
    fpragma(g, 1, 0);
    out(g, "    for (i = 0; i < un; i++)\n        for (j = 0; j < un; j++)\n");
    if (form == 0)
        out(g, "            w[i][j] = w[i][j] * 0.5 + 0.25 * w[i + 1][j + 1];\n");
    else if (form == 1)
        out(g, "            w[i][j] = w[i][j] * 0.5 + 0.125 * R[i][j];\n");
    else
        out(g, "            R[i][j] = R[i][j] * 0.5 + 0.125 * w[i + 1][j];\n");
    fclause(g);
    out(g, "    r = w[1][2] + w[un - 1][0];\n    for (i = 0; i < NN; i++)\n        free(w[i]);\n    free(w);\n"
           "    return r;\n}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        indent(g, lvl);
        out(g, "hist[2] += twork%d(%s, %s);\n", K, fjun(g), fs.intime ? "t" : "1.5");
    }
}

/* rtriK(a, b, un) on L, whose row i holds i + 2 elements (b: L, R or Q):
 * form 0, a[i][j] for j <= i from b[i][j + 1]; 1, row i + 1 <= un from
 * row i (j + 1 <= i + 1 < i + 3); 2, a[i][j] for j < i from b's row i - 1
 * (i + 1 elements) and b[i][j + 1]. */
static void fjag_tri(gen *g, int lvl)
{
    int form = rnd(g, 3), K = fs.nfunc++;
    size_t save = g->len;
    js.l = 1;
    out(g, "\nstatic void rtri%d(double **a, double **b, int un)\n{\n    int i, j;\n", K);
    fpragma(g, 1, 0);
    if (form == 0)
        out(g, "    for (i = 0; i < un; i++)\n        for (j = 0; j <= i; j++)\n"
               "            a[i][j] = 0.5 * a[i][j] + 0.25 * b[i][j + 1];\n");
    else if (form == 1)
        out(g, "    for (i = 0; i < un; i++)\n        for (j = 0; j <= i; j++)\n"
               "            a[i + 1][j] = 0.5 * b[i][j] - 0.125 * a[i + 1][j + 1];\n");
    else
        out(g, "    for (i = 1; i < un; i++)\n        for (j = 0; j < i; j++)\n"
               "            a[i][j] = 0.5 * a[i][j] + 0.125 * (b[i - 1][j] + b[i][j + 1]);\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        indent(g, lvl);
        out(g, "rtri%d(L, %s, %s);\n", K, rnd(g, 2) ? "L" : fjtab(g), fjun(g));
    }
}

/* One region of the scope: a table helper, a sequential region, a region
 * of main on the tables, or (one in five) one of forms_data.h's. */
static void fjag_region(gen *g, int lvl, int three)
{
    int r = rnd(g, 8);
    if (want(g, F_FJAGSEQ, 20))
        fjag_seq(g, lvl, three);
    else if (want(g, F_FJAGWORK, 8))
        fjag_workspace(g, lvl);
    else if (want(g, F_FJAGTRI, 10))
        fjag_tri(g, lvl);
    else if (r < 4) {
        if (three)
            fjag_call3(g, lvl);
        else
            fjag_call2(g, lvl);
    } else if (r < 6)
        fjag_direct(g, lvl, three);
    else
        fscope_region(g, lvl);
}

/* A data scope in main around a time loop (or a block) of regions on
 * tables of pointers to rows and host code on them. */
static void fjag_scope(gen *g)
{
    use(g, F_FJAGSCOPE);
    int three = want(g, F_FJAG3D, 30);
    if (want(g, F_FJAGARR, 25) && !js.rd)
        js.rd = rnd_in(g, 1, 6);
    if (three)
        js.u = 1;
    js.q = 1;
    static const char *const l2[] = {"(R)", "(R, Q)", "(R, Q, C, D)", "(Q)"};
    static const char *const l3[] = {"(U)", "(U, V)", "(U, V, C, D)", "(V, R)"};
    const char *list = rnd(g, 2) ? "" : three ? l3[rnd(g, 4)] : l2[rnd(g, 4)];
    if (js.rd && *list && rnd(g, 2))
        list = rnd(g, 2) ? "(R, Q, D)" : "(RD, D, R)";
    int loop = rnd(g, 5) != 0, l = 2, K = 0;
    size_t save = g->len;
    /* in a function whose parameters R and Q hide the tables, called with
     * (R, Q), (Q, R) or one table twice (f-jagged-scope-in-function) */
    js.infn = want(g, F_FJAGFN, 20);
    if (js.infn) {
        K = fs.nfunc++;
        out(g, "\nstatic void jscope%d(double **R, double **Q, int n, int kk, int m)\n{\n", K);
        out(g, "    int i = 0, j = 0, k = 0, t = 0, lo = 0, hi = 0, ko = 0, iw = 0, im = 0;\n    double sc = 0.0;\n");
        out(g, "    double **rtmp = 0, ***utmp = 0;\n");
        out(g, "    (void)i, (void)j, (void)k, (void)t, (void)lo, (void)hi, (void)ko, (void)iw, (void)im, (void)kk, (void)m, "
               "(void)rtmp, (void)utmp;\n");
    }
    out(g, "#pragma bbmm data%s\n", list);
    if (loop)
        out(g, "    for (t = 0; t < %d; t++) {\n", fs.T);
    else
        out(g, "    {\n");
    int intime = fs.intime;
    fs.intime = loop;
    int nr = rnd_in(g, 2, 4);
    for (int r = 0; r < nr; r++) {
        fjag_region(g, l, three && rnd(g, 4) != 0);
        int nh = rnd_in(g, 0, 2);
        for (int h = 0; h < nh; h++) {
            if (rnd(g, 4) == 0 && loop)
                fscope_host(g, l);
            else
                fjag_host(g, l, three && rnd(g, 3) != 0, loop);
        }
    }
    if (fs.atexit_on && loop && rnd(g, 2)) { /* exit inside the scope: report() prints the tables */
        use(g, F_FHOSTEXIT);
        out(g, "        if (t == %d)\n            exit(0);\n", rnd(g, fs.T));
    }
    out(g, "    }\n");
    fs.intime = intime;
    if (js.infn) {
        out(g, "    hist[2] += sc;\n}\n");
        fmove_fn(g, save);
        static const char *const args[] = {"R, Q", "Q, R", "R, R", "Q, Q"};
        out(g, "    jscope%d(%s, n, kk, m);\n", K, args[rnd(g, 3) ? 0 : rnd_in(g, 1, 3)]);
        js.infn = 0;
    }
}

/* ---- typedef'd array types ---- */
/* A region on the typedef'd arrays: in place in main (lvl) or in a
 * function tdK(un) / tstepK(un, b, p) main calls.  Forms: 0, tfill of
 * TP[i] in a loop over i; 1, TP[i][m] from C[i][m] (m < 5 or m < sizeof
 * bound); 2, TB[i][j] from D and TP; 3, tadd of TM's vec5 rows; 4, a vec5
 * declared in the region, filled, then added into TM; 5, tblkrow(TB, i,
 * TP[i]); 6, the struct member ts.v; 7, a function over typedef'd
 * parameters. */
static void ftd_region(gen *g, int lvl)
{
    int form = rnd(g, 10), infn = form != 7 && rnd(g, 3) == 0, K = fs.nfunc++, l = lvl;
    size_t save = g->len;
    use(g, F_FTYPEDEF);
    js.td = 1;
    const char *un = "n", *mi = infn ? "m" : "k"; /* main's m is a parameter: its component loops run k */
    if (form == 7) {
        int pk = rnd(g, 3);
        const char *pdecl = pk == 0 ? "vec5 *p" : pk == 1 ? "vec5 p[]" : "vec5 p[NN]";
        out(g, "\nstatic void tstep%d(int un, blk b, %s)\n{\n    int i, m;\n", K, pdecl);
        fpragma(g, 1, 0);
        out(g, "    for (i = 0; i < un; i++)\n        for (m = 0; m < 5; m++)\n");
        out(g, "            p[i][m] = 0.5 * p[i][m] + 0.125 * b[i][m + 1] - 0.0625 * b[m][i];\n");
        fclause(g);
        out(g, "}\n");
        fmove_fn(g, save);
        int calls = rnd_in(g, 1, 2);
        for (int c = 0; c < calls; c++) {
            int off = rnd(g, 4) == 0; /* TP + 1: rows 1 .. un <= n */
            indent(g, lvl);
            out(g, "tstep%d(%s, %s, %s);\n", K, off ? "n - 1" : "n", rnd(g, 3) ? "TB" : "C", off ? "TP + 1" : "TP");
        }
        return;
    }
    if (infn) {
        out(g, "\nstatic void td%d(int un)\n{\n    int i, j, m;\n    (void)j, (void)m;\n", K);
        l = 1;
        un = "un";
    }
    fpragma(g, l, 0);
    indent(g, l);
    out(g, "for (i = 0; i < %s; i++)%s\n", un, form >= 3 ? " {" : "");
    switch (form) {
    case 0:
        indent(g, l + 1);
        out(g, "%s(TP[i], %s);\n", rnd(g, 3) ? "tfill" : "tscale", rnd(g, 2) ? "A[i]" : "(double)i * 0.25");
        break;
    case 1:
        indent(g, l + 1);
        if (rnd(g, 3) == 0) {
            use(g, F_FSIZEOF);
            out(g, "for (%s = 0; %s < (int)(sizeof TP[0] / sizeof TP[0][0]); %s++)\n", mi, mi, mi);
        } else
            out(g, "for (%s = 0; %s < 5; %s++)\n", mi, mi, mi);
        indent(g, l + 2);
        out(g, "TP[i][%s] = TP[i][%s] * 0.5 + 0.25 * C[i][%s]%s;\n", mi, mi, mi,
            rnd(g, 3) == 0 ? " + 0.0625 * (double)(sizeof(vec5) / sizeof(double))" : "");
        break;
    case 2:
        indent(g, l + 1);
        out(g, "for (j = 0; j < %s; j++)\n", un);
        indent(g, l + 2);
        out(g, "TB[i][j] = 0.5 * TB[i][j] + 0.25 * D[i][j + 1] - 0.125 * TP[j][%d];\n", rnd(g, 5));
        break;
    case 3:
        indent(g, l + 1);
        out(g, "tadd(TM[i][%d], TM[i][%d]);\n", rnd(g, 3), rnd(g, 3));
        indent(g, l + 1);
        out(g, "tadd(TP[%s], TM[i][%d]);\n", rnd(g, 2) ? "i" : "i + 1", rnd(g, 3));
        break;
    case 4:
        indent(g, l + 1);
        out(g, "vec5 tv;\n");
        indent(g, l + 1);
        out(g, "for (%s = 0; %s < 5; %s++)\n", mi, mi, mi);
        indent(g, l + 2);
        out(g, "tv[%s] = TP[i][%s] - 0.25 * C[i + 1][%s];\n", mi, mi, mi);
        indent(g, l + 1);
        out(g, "tfill(tv, %s);\n", rnd(g, 2) ? "B[i]" : "0.5");
        indent(g, l + 1);
        out(g, "tadd(tv, TM[i][%d]);\n", rnd(g, 3));
        break;
    case 5:
        indent(g, l + 1);
        out(g, "tblkrow(TB, %s, TP[i]);\n", rnd(g, 2) ? "i" : "i + 1");
        break;
    case 8: /* float and int rows through typedefs */
        indent(g, l + 1);
        out(g, "for (%s = 0; %s < 3; %s++) {\n", mi, mi, mi);
        indent(g, l + 2);
        out(g, "TF[i][%s + 1] = TF[i][%s] * 0.5f + (float)TP[i][%s] * 0.25f;\n", mi, mi, mi);
        indent(g, l + 2);
        out(g, "TI[%s][%s] = (TI[%s][%s] * 3 + %s + (int)TF[i][%s]) %% 1009;\n", rnd(g, 2) ? "i" : "i + 1", mi,
            rnd(g, 2) ? "i" : fmt("%s - 1 - i", un), mi, mi, mi);
        indent(g, l + 1);
        out(g, "}\n");
        break;
    case 9: /* the member through a pointer to the struct */
        indent(g, l + 1);
        out(g, "for (%s = 0; %s < 5; %s++)\n", mi, mi, mi);
        indent(g, l + 2);
        out(g, "pts->v[i][%s] = 0.5 * pts->v[i][%s] + 0.125 * TM[i][2][%s];\n", mi, mi, mi);
        break;
    default:
        indent(g, l + 1);
        out(g, "for (%s = 0; %s < 5; %s++)\n", mi, mi, mi);
        indent(g, l + 2);
        out(g, "ts.v[i][%s] = 0.5 * ts.v[i][%s] + 0.25 * TP[i][4 - %s];\n", mi, mi, mi);
        if (rnd(g, 2)) {
            indent(g, l + 1);
            out(g, "tfill(ts.v[i + 1], TM[i][%d][%d]);\n", rnd(g, 3), rnd(g, 5));
        }
        break;
    }
    if (form >= 3) {
        indent(g, l);
        out(g, "}\n");
    }
    fclause(g);
    if (infn) {
        out(g, "}\n");
        fmove_fn(g, save);
        int calls = rnd_in(g, 1, 2);
        for (int c = 0; c < calls; c++) {
            indent(g, lvl);
            out(g, "td%d(%s);\n", K, fs.intime && rnd(g, 2) ? "t % 2 ? n - 1 : n" : rnd(g, 4) ? "n" : "n - 2");
        }
    }
}

/* A host statement on the typedef'd arrays (between regions of a time
 * loop: no scope; "scope": with the updates of a scope naming them). */
static void ftd_host(gen *g, int lvl, int scope)
{
    int c = rnd(g, fs.n), m = rnd(g, 5), omit = scope && rnd(g, 8) == 0;
    use(g, F_FTYPEDEF);
    js.td = 1;
    switch (rnd(g, 4)) {
    case 0:
        if (scope)
            fjupdate(g, "host", "TP", &omit);
        indent(g, lvl);
        out(g, "printf(\"tp %%d %%a %%a\\n\", t, TP[%d][%d], TB[%d][%d]);\n", c, m, m, c);
        break;
    case 1:
        if (scope)
            fjupdate(g, "host", "TP", &omit);
        indent(g, lvl);
        out(g, "TP[%d][%d] = t * 0.5 + TP[%d][%d] * 0.5;\n", c, m, rnd(g, fs.n), rnd(g, 5));
        if (scope)
            fjupdate(g, "device", "TP", &omit);
        break;
    case 2:
        if (scope)
            fjupdate(g, "host", "TM, TP", &omit);
        indent(g, lvl);
        out(g, "tadd(TP[%d], TM[%d][%d]);\n", c, rnd(g, fs.n), rnd(g, 3));
        if (scope)
            fjupdate(g, "device", "TM", &omit);
        break;
    default:
        if (scope)
            fjupdate(g, "host", "TB", &omit);
        indent(g, lvl);
        out(g, "TB[%d][%d] -= 0.25 * (double)sizeof(blk) / (double)sizeof TB;\n", c, rnd(g, fs.n));
        if (scope)
            fjupdate(g, "device", "TB", &omit);
        break;
    }
}

/* A data scope naming the typedef'd arrays around a time loop of their
 * regions and host statements. */
static void ftd_scope(gen *g)
{
    static const char *const lists[] = {"", "(TP, TB)", "(TP, TB, TM)", "(TP)"};
    use(g, F_FTYPEDEF);
    use(g, F_FSCOPE);
    out(g, "#pragma bbmm data%s\n    for (t = 0; t < %d; t++) {\n", lists[rnd(g, 4)], fs.T);
    int intime = fs.intime;
    fs.intime = 1;
    int nr = rnd_in(g, 1, 3);
    for (int r = 0; r < nr; r++) {
        ftd_region(g, 2);
        int nh = rnd_in(g, 0, 2);
        for (int h = 0; h < nh; h++)
            ftd_host(g, 2, 1);
    }
    out(g, "    }\n");
    fs.intime = intime;
}

/* ---- declarations, main's fill, dump ---- */
static void fjag_decls(gen *g)
{
    if (js.q)
        out(g, "static double **Q;\n");
    if (js.u)
        out(g, "static double ***U, ***V;\n");
    if (js.l)
        out(g, "static double **L;\n");
    if (js.rd)
        out(g, js.rd > 3 ? "static double **RD;\n" : "static double *RD[NN];\n");
    if (js.td) {
        out(g, "typedef double vec5[5];\ntypedef vec5 vmat[3];\ntypedef double blk[NN][NN];\n");
        out(g, "typedef float fv4[4];\ntypedef int iv3[3];\n");
        out(g, "static vec5 TP[NN];\nstatic blk TB;\nstatic vmat TM[NN];\nstatic fv4 TF[NN];\nstatic iv3 TI[NN];\n");
        out(g, "static struct TS {\n    vec5 v[NN];\n    int k;\n} ts;\nstatic struct TS *pts = &ts;\n\n");
        out(g, "static void tfill(vec5 v, double x)\n{\n    int m;\n    for (m = 0; m < 5; m++)\n"
               "        v[m] = v[m] * 0.5 + x * 0.0625 * m;\n}\n\n");
        /* sizeof v: a parameter declared as an array is a pointer */
        out(g, "static void tscale(vec5 v, double x)\n{\n    int m;\n    for (m = 0; m < (int)(sizeof(vec5) / sizeof v[0]); m++)\n"
               "        v[m] = v[m] * 0.5 + x * (double)sizeof v / 64.0;\n}\n\n");
        out(g, "static void tadd(const vec5 a, vec5 b)\n{\n    int m;\n    for (m = 0; m < 5; m++)\n"
               "        b[m] = 0.5 * b[m] + 0.25 * a[4 - m];\n}\n\n");
        out(g, "static void tblkrow(blk b, int i, const vec5 v)\n{\n    int m;\n    for (m = 0; m < 5; m++)\n"
               "        b[i][m] = 0.5 * b[i][m] + 0.25 * v[m];\n}\n\n");
    }
    out(g, "\n");
}

/* The helpers host code calls with rows by name (after the tables). */
static void fjag_helpers(gen *g)
{
    if (!g->used[F_FJAGSCOPE])
        return;
    out(g, "static void tbump(double **a, int c, double v)\n{\n    a[c][1] = a[c][1] * 0.5 + v;\n}\n\n");
    out(g, "static void tbump3(double ***a, int c, double v)\n{\n    a[c][1][c] = a[c][1][c] * 0.5 - v;\n}\n\n");
    out(g, "static void Rbnd(int t, int c)\n{\n    R[0][c] = R[1][c] * 0.5 + t;\n}\n\n");
    out(g, "static double Rnrm(int c)\n{\n    return R[c][0] + R[0][c];\n}\n\n");
    out(g, "static void Qbnd(int t, int c)\n{\n    Q[c][1] = Q[c][0] * 0.5 - t;\n}\n\n");
    out(g, "static double Qnrm(int c)\n{\n    return Q[c][c] * 0.5;\n}\n\n");
    if (js.u) {
        out(g, "static void Ubnd(int t, int c)\n{\n    U[0][1][c] = U[1][1][c] * 0.5 + t;\n}\n\n");
        out(g, "static double Unrm(int c)\n{\n    return U[c][0][1] + U[1][c][0];\n}\n\n");
        out(g, "static void Vbnd(int t, int c)\n{\n    V[c][c][0] = V[0][c][c] * 0.5 - t;\n}\n\n");
        out(g, "static double Vnrm(int c)\n{\n    return V[c][1][c] * 0.5;\n}\n\n");
    }
}

static void fjag_init(gen *g, int fill)
{
    if (js.q) {
        int flat = rnd(g, 3) == 0; /* rows of one allocation, as C codes often build a table */
        out(g, "    Q = malloc(NN * sizeof *Q);\n");
        if (flat)
            out(g, "    Q[0] = malloc(NN * NN * sizeof **Q);\n");
        out(g, "    for (i = 0; i < NN; i++) {\n        Q[i] = %s;\n", flat ? "Q[0] + i * NN" : "malloc(NN * sizeof **Q)");
        out(g, "        for (j = 0; j < NN; j++)\n            Q[i][j] = (double)((i * 7 + j * 11 + %d) %% 301 - 150) / 16.0;\n    }\n",
            fill);
    }
    if (js.u) {
        out(g, "    U = malloc(NN * sizeof *U);\n    V = malloc(NN * sizeof *V);\n    for (i = 0; i < NN; i++) {\n");
        out(g, "        U[i] = malloc(NN * sizeof **U);\n        V[i] = malloc(NN * sizeof **V);\n");
        out(g, "        for (j = 0; j < NN; j++) {\n            U[i][j] = malloc(NN * sizeof ***U);\n"
               "            V[i][j] = malloc(NN * sizeof ***V);\n            for (k = 0; k < NN; k++) {\n");
        out(g, "                U[i][j][k] = (double)((i * 5 + j * 3 + k * 7 + %d) %% 201 - 100) / 8.0;\n", fill);
        out(g, "                V[i][j][k] = (double)((i * 11 + j * 13 + k + %d) %% 101 - 50) / 4.0;\n", fill);
        out(g, "            }\n        }\n    }\n    k = 0;\n");
    }
    if (js.l) {
        out(g, "    L = malloc(NN * sizeof *L);\n    for (i = 0; i < NN; i++) {\n        L[i] = malloc((i + 2) * sizeof **L);\n");
        out(g, "        for (j = 0; j < i + 2; j++)\n            L[i][j] = (double)((i * 3 + j * 7 + %d) %% 61 - 30) / 4.0;\n    }\n",
            fill);
    }
    if (js.rd) {
        static const char *const rows[] = {"D[i]", "D[NN - 1 - i]", "&D[i][1]"};
        if (js.rd > 3)
            out(g, "    RD = malloc(NN * sizeof *RD);\n");
        /* &D[i][1]: columns up to n + 1 - 1 = NN - 2 + 1 (j + 1 <= n) */
        out(g, "    for (i = 0; i < NN; i++)\n        RD[i] = %s;\n", rows[(js.rd - 1) % 3]);
    }
    if (js.td) {
        out(g, "    for (i = 0; i < NN; i++)\n        for (j = 0; j < NN; j++) {\n");
        out(g, "            TB[i][j] = (double)((i * 3 + j * 7 + %d) %% 41 - 20) / 4.0;\n", fill);
        out(g, "            if (j < 5) {\n                TP[i][j] = (double)((i * 5 + j + %d) %% 23 - 11) / 2.0;\n", fill);
        out(g, "                ts.v[i][j] = (double)((i + j * 3 + %d) %% 9 - 4);\n", fill);
        out(g, "            if (j < 4)\n                TF[i][j] = (float)((i * 7 + j + %d) %% 13) * 0.5f;\n", fill);
        out(g, "            if (j < 3)\n                TI[i][j] = (i * 5 + j * 11 + %d) %% 97;\n", fill);
        out(g, "                TM[i][0][j] = i * 0.25 - j;\n                TM[i][1][j] = j * 0.5 - i;\n"
               "                TM[i][2][j] = (double)((i * j + %d) %% 7);\n            }\n        }\n",
            fill);
    }
}

static void fjag_dump(gen *g)
{
    if (js.l)
        out(g, "    for (i = 0; i < NN; i++)\n        for (j = 0; j < i + 2; j++)\n            printf(\"%%a\\n\", L[i][j]);\n");
    if (js.q)
        out(g, "    for (i = 0; i < NN; i++)\n        for (j = 0; j < NN; j++)\n            printf(\"%%a\\n\", Q[i][j]);\n");
    if (js.u)
        out(g, "    {\n        int a, b, c;\n        for (a = 0; a < NN; a++)\n            for (b = 0; b < NN; b++)\n"
               "                for (c = 0; c < NN; c++)\n                    printf(\"%%a %%a\\n\", U[a][b][c], V[a][b][c]);\n"
               "    }\n");
    if (js.td) {
        out(g, "    for (i = 0; i < NN; i++) {\n        for (j = 0; j < NN; j++)\n            printf(\"%%a\\n\", TB[i][j]);\n");
        out(g, "        for (j = 0; j < 5; j++)\n            printf(\"%%a %%a %%a %%a %%a\\n\", TP[i][j], ts.v[i][j], "
               "TM[i][0][j], TM[i][1][j], TM[i][2][j]);\n");
        out(g, "        printf(\"%%a %%a %%a %%a %%d %%d %%d\\n\", (double)TF[i][0], (double)TF[i][1], (double)TF[i][2], "
               "(double)TF[i][3], TI[i][0], TI[i][1], TI[i][2]);\n    }\n");
    }
}

/* Whether the typedef'd arrays are declared (fhost may write to them). */
static int ftd_active(void)
{
    return js.td;
}
