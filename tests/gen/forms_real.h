/* forms_real.h: bbmm-gen's forms as scientific codes (NAS Parallel
 * Benchmarks) write them (included by forms.h after forms_data.h; chosen
 * by freal_region() from fany_region()).
 *
 * - f-step-constexpr: loop steps that are integer constant expressions as
 *   macros and enumerators spell them: `#define STEPk (SBASEk + 1)` then
 *   `i -= STEPk`, `i = i + BSk - 1` with an enumerator BSk, `i += (7 % 4)`,
 *   `i += -STEPk`, `i += NSTEPk` (`#define NSTEPk (-STEPk)`), `i = i -
 *   BSk + 1`, `i += (int)(sizeof(double) / 4)`, `i += sizeof(double) / 4`
 *   (unsigned arithmetic, converted back to int in range), positive and negative,
 *   1-D and in the inner or outer loop of a 2-D nest; the iterator maybe
 *   read after the region (its exit value).
 * - f-macro-row: function-like macros that put parentheses around a row
 *   and subscript it, `#define AT(f, m) (f)[m]`, `#define FIRST(f)
 *   (f)[0]`, on both sides of assignments: `AT(vx[i], m)`, nested
 *   `AT((lhs[i - 1][1])[m], 0)`, `FIRST(FIRST(lhs[i])[4])`, `((vx[i]))[2]`,
 *   compound (`AT((vx[i]), 3) -= ...`, `FIRST(vx[i]) *= 0.5`), on rows of
 *   the 4-D arrays and of struct members (`AT(g->x[i], m)`).
 * - f-member-row-helper: `struct sys { int n; double a[NB][5][5]; double
 *   x[NB][5]; }` passed by pointer; regions call NPB BT's block helpers
 *   with rows of its member arrays: scale(g->x[i], s), matvec_sub(h->a[i],
 *   g->x[i - 1], g->x[i]), matmul_sub(h->a[i], lhs[i][1], g->a[i]), bounds
 *   from g->n; a third of the calls pass g == h (the same struct twice,
 *   legal C: the tool must keep such a region as written, on the host or
 *   sequential, or refuse).
 * - f-claim-private: NPB MG's psinv and resid as the OpenMP code has them
 *   (`omp for private(r1, r2)`): scratch `double r1[NX], r2[NX];` declared
 *   at function level, fully written then read in every iteration of
 *   (i3, i2), under `#pragma bbmm parallel(i3, i2)`.  For one in eight
 *   (f-claim-private-carry) the scratch carries a value from one
 *   iteration to the next (read before it is written, or accumulated):
 *   the claim is false and bbmm-pp must refuse it; line 2 says
 *   `must-refuse: claim-private-carry` (gen_diff.sh: accepted with equal
 *   outputs is a NOTE, with different outputs a failure).  The scratch is
 *   then set before the region, so C reads no uninitialized element.
 *   For one in five of the others (f-claim-private-live-out) the function
 *   reads the scratch after the region (C's last values, or those set
 *   before it where the region ran no iteration): bbmm-pp must give them
 *   or refuse.
 * - f-block-array: arrays of small vectors and blocks, `double
 *   uu[NZ][NY][NX][5]`, `rhs[NZ][NY][NX][5]`, `lhs[NB][3][5][5]`, the
 *   component loop m inside or outside, stencils over them in i, j or k
 *   (`rhs[k][j][i][m] = uu[k][j][i + 1][m] - 2.0 * uu[k][j][i][m] +
 *   uu[k][j][i - 1][m]`), constant components, in-place sweeps, block
 *   updates reading a transposed block, a 5-D `ljac[NY][NX][3][5][5]` (its
 *   blocks from those of i - 1; rhs less a block times uu's vector).
 * - f-webs-scratch: NPB BT's initialize as written: in websK(n1, n2, n3,
 *   lo), a region over 2 or 3 nested loops (bounds n1, n2, n3; from 0, 1
 *   or lo, or counting down) whose levels assign scalars declared outside
 *   it (`xi = (double)i * d1;` at i, `eta = (double)j * d2 + 0.25 * xi;`
 *   at j, ...; function locals, or the globals wgs0 .. wgs2 dump() prints)
 *   and whose innermost body fills a scratch block of the function, `P[E]`,
 *   `P[A][E]` or `P[A][B][E]` (A in 2 .. 3, B in 1 .. 3, E in 3 .. 5),
 *   every element, through a helper wfillK(a, b, c, out) called with
 *   `&P[ix][b][0]`, `P[ix][b]`, `P[ix]` or `P` (in an ix loop, unrolled, or
 *   written in place by loops), then reads it into wu[i][j][k][m] or
 *   wv[i][j][m], through temporaries (BT's Pxi, Peta, Pzeta) or summed,
 *   stored or as a contraction; for one in five of the 3-deep ones the
 *   block is filled at j and read in the k loop.  One in five has an int
 *   scalar at j (`ij = (i + 2 * j) % 7;`).  Every scalar enters the
 *   output.  For one in three (f-webs-scratch-live-out) the function reads
 *   the scalars (set at their declaration) or the block (cleared by a
 *   memset) after the region: C's last values, or those set before it
 *   where it ran no iteration; for one in eight (f-webs-scratch-carry)
 *   one level's scalar reads its own value of the iteration before (`zeta
 *   = 0.5 * zeta + (double)k * d3;`), a web that is no level's private
 *   one.  Chosen by fany_region() before the other forms (so that `--force
 *   f-webs-scratch` makes every region of main's one) and by data scopes
 *   (forms_data.h: fscope_region).
 * Sizes: NB in 3 .. 8, NZ, NY, NX in 3 .. 7 (chosen at the first of these
 * forms); every call passes extents in 0 .. the array's (0, 1 and 2
 * included), and each form's comment gives its subscripts' arithmetic.
 * Values stay bounded (no overflow, no NaN): every update of these arrays
 * is a contraction, x' = 0.5 x + c y with |c| small (the helpers too:
 * matvec_sub's b' = 0.5 b - 0.125 A v keeps |b| <= max |.| while the
 * blocks stay within 0.8, and matmul_sub's c' = 0.5 c - 0.125 a b keeps
 * them there); rhs is written from uu (|rhs| <= 4 max |uu|) or as 0.5 rhs
 * - 0.125 (a block times uu's vector) (<= 2.5 max |uu|), and uu' = 0.5 uu
 * + 0.125 rhs. */

static struct {
    int on;             /* the arrays below are declared */
    int nb, nz, ny, nx; /* their extents */
} rs;

/* Declares the arrays at the first of these forms. */
static void freal_on(gen *g)
{
    if (rs.on)
        return;
    rs.on = 1;
    rs.nb = rnd_in(g, 3, 8);
    rs.nz = rnd_in(g, 3, 7);
    rs.ny = rnd_in(g, 3, 7);
    rs.nx = rnd_in(g, 3, 7);
}

/* An extent for a call: 0 .. max, often max, at times 0, 1 or 2. */
static int fext(gen *g, int max)
{
    int r = rnd(g, 8);
    if (r == 0)
        return rnd_in(g, 0, max < 2 ? max : 2);
    return r < 5 ? max : rnd_in(g, 0, max);
}

/* A call's argument: a constant, or in a time loop one of two by t. */
static const char *fextarg(gen *g, int max)
{
    int a = fext(g, max);
    if (fs.intime && rnd(g, 3) == 0)
        return fmt("t %% 2 ? %d : %d", a, fext(g, max));
    return fmt("%d", a);
}

/* ---- loop steps as integer constant expressions ---- */
/* cstepK(un), un in 0 .. n: every loop keeps 0 <= i, j <= un - 1 <= n - 1
 * (the conditions are `< un` going up, `>= 0` or `> 0` going down), so
 * i + 1, j + 1 <= n < NN and i - 1, j - 1 >= 0 where read (from 1). */
static void fstepce(gen *g, int lvl)
{
    int base = rnd_in(g, 1, 2), bs = rnd_in(g, 3, 4), nl = rnd_in(g, 1, 2), after = rnd(g, 3) == 0;
    int K = fs.nfunc;
    size_t save = g->len;
    use(g, F_FSTEPCE);
    out(g, "\n#define SBASE%d %d\n#define STEP%d (SBASE%d + 1)\n#define NSTEP%d (-STEP%d)\nenum { BS%d = %d };\n", K, base, K,
        K, K, K, K, bs);
    out(g, "\nstatic void cstep%d(int un)\n{\n    int i, j;\n    (void)j;\n", K);
    fpragma(g, 1, 0);
    if (nl > 1)
        out(g, "    {\n");
    const char *in = nl > 1 ? "    " : "";
    for (int l = 0; l < nl; l++) {
        switch (rnd(g, 10)) {
        case 8:
            out(g, "%s    for (i = un - 1; i >= 0; i += NSTEP%d)\n", in, K);
            out(g, "%s        B[i] = B[i] * 0.5 - A[i + 1] * 0.25;\n", in);
            break;
        case 9: /* sizeof: a cast to int, or unsigned arithmetic whose result fits i */
            if (rnd(g, 2)) {
                out(g, "%s    for (i = 0; i < un; i += (int)(sizeof(double) / 4))\n", in);
                out(g, "%s        for (j = un - 1; j >= 0; j = j - (int)sizeof(float) + BS%d - 1)\n", in, K);
            } else {
                out(g, "%s    for (i = 0; i < un; i += sizeof(double) / 4)\n", in);
                out(g, "%s        for (j = un - 1; j >= 0; j = j - BS%d + 2)\n", in, K);
            }
            out(g, "%s            D[i][j] = D[i][j] * 0.5 + C[i][j + 1] * 0.25;\n", in);
            break;
        case 0:
            out(g, "%s    for (i = un - 1; i >= 0; i -= STEP%d)\n", in, K);
            out(g, "%s        A[i] = B[i] * 0.5 + A[i + 1] * 0.25;\n", in);
            break;
        case 1:
            out(g, "%s    for (i = 0; i < un; i = i + BS%d - 1)\n", in, K);
            out(g, "%s        B[i] = A[i] - 0.125 * B[i + 1];\n", in);
            break;
        case 2:
            out(g, "%s    for (i = 1; i < un; i += (7 %% 4))\n", in);
            out(g, "%s        A[i] = A[i - 1] * 0.5 + C[i][i + 1];\n", in);
            break;
        case 3:
            out(g, "%s    for (i = un - 1; i > 0; i = i - BS%d + 1)\n", in, K);
            out(g, "%s        B[i] = B[i - 1] * 0.25 + D[i][i] * 0.5;\n", in);
            break;
        case 4:
            out(g, "%s    for (i = un - 1; i >= 0; i += -STEP%d)\n", in, K);
            out(g, "%s        I[i] = (I[i + 1] + i * BS%d) %% 1009;\n", in, K);
            break;
        case 5:
            out(g, "%s    for (i = 0; i < un; i++)\n", in);
            out(g, "%s        for (j = un - 1; j >= 1; j -= STEP%d)\n", in, K);
            out(g, "%s            D[i][j] = D[i][j - 1] * 0.5 + C[i + 1][j];\n", in);
            break;
        case 6:
            out(g, "%s    for (i = 0; i < un; i += STEP%d)\n", in, K);
            out(g, "%s        for (j = 0; j < un; j += (BS%d * 2 - 5))\n", in, K);
            out(g, "%s            C[i][j] = C[i][j + 1] * 0.25 - D[i + 1][j] * 0.125;\n", in);
            break;
        default:
            out(g, "%s    for (i = un - 1; i >= 0; i -= (7 %% 4))\n", in);
            out(g, "%s        for (j = 0; j < un; j = j + BS%d - 2)\n", in, K);
            out(g, "%s            J[i][j] = (J[i][j] + W[i + 1][j] * STEP%d) %% 1009;\n", in, K);
            break;
        }
    }
    if (nl > 1)
        out(g, "    }\n");
    fclause(g);
    if (after) /* the exit value: at least -(STEP + 2), at most un + 3 */
        out(g, "    I[%d] = i;\n", rnd(g, fs.n));
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        indent(g, lvl);
        out(g, "cstep%d(%s);\n", K, fextarg(g, fs.n));
    }
    fs.nfunc++;
}

/* ---- rows in parentheses through function-like macros ---- */
/* mrowK(nb, nz, ny, nx, g), nb <= NB, nz <= NZ, ny <= NY, nx <= NX: rows
 * i - 1 >= 0 from i = 1, i + 1 <= nx - 1 for i < nx - 1; components m <=
 * 4; lhs's second index 0 .. 2. */
static void fmacrorow(gen *g, int lvl)
{
    int K = fs.nfunc, nl = rnd_in(g, 1, 2);
    size_t save = g->len;
    use(g, F_FMACROROW);
    freal_on(g);
    out(g, "\nstatic void mrow%d(int nb, int nz, int ny, int nx, struct sys *g)\n{\n    int i, j, k, m;\n", K);
    out(g, "    (void)nb, (void)nz, (void)ny, (void)nx, (void)g, (void)j, (void)k, (void)m;\n");
    fpragma(g, 1, 0);
    if (nl > 1)
        out(g, "    {\n");
    const char *in = nl > 1 ? "    " : "";
    for (int l = 0; l < nl; l++) {
        switch (rnd(g, 6)) {
        case 0:
            out(g, "%s    for (i = 1; i < nb; i++)\n%s        for (m = 0; m < 5; m++)\n", in, in);
            out(g, "%s            AT(vx[i], m) = AT(vx[i - 1], m) * 0.5 + AT((lhs[i - 1][1])[m], 0) * 0.25;\n", in);
            break;
        case 1:
            out(g, "%s    for (i = 0; i < nb; i++) {\n", in);
            out(g, "%s        FIRST(vx[i]) = ((vx[i]))[2] * 0.5 + FIRST(FIRST(lhs[i])[4]) * 0.25;\n", in);
            out(g, "%s        ((vx[i]))[2] = AT(vx[i], 1) * 0.5 - 0.25 * FIRST(vx[i]);\n", in);
            if (rnd(g, 2))
                out(g, "%s        AT((vx[i]), 3) -= 0.25 * ((vx[i]))[3];\n%s        FIRST(vx[i]) *= 0.5;\n", in, in);
            out(g, "%s    }\n", in);
            break;
        case 2:
            out(g, "%s    for (i = 0; i < nb; i++)\n%s        for (m = 0; m < 5; m++)\n", in, in);
            out(g, "%s            AT(AT(lhs[i], 2)[m], %d) = AT(lhs[i][0][m], %d) * 0.5 + AT((lhs[i])[1][%d], m) * 0.375;\n",
                in, rnd(g, 5), rnd(g, 5), rnd(g, 5));
            break;
        case 3:
            out(g, "%s    for (k = 0; k < nz; k++)\n%s        for (j = 0; j < ny; j++)\n", in, in);
            out(g, "%s            for (i = 1; i < nx - 1; i++)\n%s                for (m = 0; m < 5; m++)\n", in, in);
            out(g, "%s                    AT(rhs[k][j][i], m) = AT(uu[k][j][i + 1], m) - 2.0 * AT(uu[k][j][i], m) + "
                   "AT((uu[k][j])[i - 1], m);\n", in);
            break;
        case 4:
            out(g, "%s    for (k = 0; k < nz; k++)\n%s        for (j = 0; j < ny; j++)\n", in, in);
            out(g, "%s            for (i = 0; i < nx; i++)\n", in);
            out(g, "%s                FIRST(uu[k][j][i]) = FIRST(uu[k][j][i]) * 0.5 + 0.125 * FIRST((rhs[k][j])[i]);\n",
                in);
            break;
        default:
            out(g, "%s    for (i = 0; i < g->n; i++)\n%s        for (m = 0; m < 5; m++)\n", in, in);
            out(g, "%s            (g->x[i])[m] = AT(g->x[i], m) * 0.5 + AT(AT(g->a[i], m), %d) * 0.25;\n", in, rnd(g, 5));
            break;
        }
    }
    if (nl > 1)
        out(g, "    }\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        const char *a = fextarg(g, rs.nb), *b = fextarg(g, rs.nz), *d = fextarg(g, rs.ny), *e = fextarg(g, rs.nx);
        indent(g, lvl);
        out(g, "mrow%d(%s, %s, %s, %s, %s);\n", K, a, b, d, e, rnd(g, 2) ? "&sa" : "&sb");
    }
    fs.nfunc++;
}

/* ---- rows of struct member arrays passed to block helpers ---- */
/* msysK(g, h, un, s), un <= NB, g->n and h->n <= NB (main sets them):
 * rows i <= un - 1 <= NB - 1, i - 1 >= 0 from i = 1; |s| <= 1. */
static void fmemberrow(gen *g, int lvl)
{
    int K = fs.nfunc, nl = rnd_in(g, 1, 2);
    size_t save = g->len;
    use(g, F_FMEMBERROW);
    freal_on(g);
    out(g, "\nstatic void msys%d(struct sys *g, struct sys *h, int un, double s)\n{\n    int i;\n", K);
    out(g, "    (void)h, (void)s;\n");
    fpragma(g, 1, 0);
    if (nl > 1)
        out(g, "    {\n");
    const char *in = nl > 1 ? "    " : "";
    for (int l = 0; l < nl; l++) {
        switch (rnd(g, 7)) {
        case 0: out(g, "%s    for (i = 0; i < un; i++)\n%s        scale(g->x[i], s);\n", in, in); break;
        case 1:
            out(g, "%s    for (i = 1; i < un; i++)\n%s        matvec_sub(h->a[i], g->x[i - 1], g->x[i]);\n", in, in);
            break;
        case 2: out(g, "%s    for (i = 0; i < un; i++)\n%s        matvec_sub(h->a[i], h->x[i], g->x[i]);\n", in, in); break;
        case 3:
            out(g, "%s    for (i = 0; i < un; i++)\n%s        matmul_sub(h->a[i], lhs[i][%d], g->a[i]);\n", in, in,
                rnd(g, 3));
            break;
        case 4:
            out(g, "%s    for (i = 0; i < un; i++) {\n%s        matvec_sub(g->a[i], g->x[i], h->x[i]);\n", in, in);
            out(g, "%s        scale(g->x[i], s);\n%s    }\n", in, in);
            break;
        case 5: out(g, "%s    for (i = 0; i < h->n; i++)\n%s        scale(h->x[i], s * 0.5);\n", in, in); break;
        default:
            out(g, "%s    for (i = 1; i < g->n; i++)\n", in);
            out(g, "%s        matmul_sub(g->a[i - 1], h->a[i], g->a[i]);\n", in);
            break;
        }
    }
    if (nl > 1)
        out(g, "    }\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 3);
    for (int c = 0; c < calls; c++) {
        static const char *const svals[] = {"0.5", "-0.75", "1.0", "0.25"};
        int same = rnd(g, 3) == 0, first = rnd(g, 2);
        const char *gg = first ? "&sa" : "&sb", *hh = same ? gg : first ? "&sb" : "&sa";
        const char *un = fextarg(g, rs.nb);
        indent(g, lvl);
        out(g, "msys%d(%s, %s, %s, %s);\n", K, gg, hh, un, svals[rnd(g, 4)]);
    }
    fs.nfunc++;
}

/* ---- scratch private to the claimed loops (NPB MG's psinv, resid) ---- */
/* mgK(n3, n2, n1), n3 <= NZ, n2 <= NY, n1 <= NX: i3 +- 1, i2 +- 1 stay in
 * 0 .. n - 1 (1 <= i < n - 1), the scratch r1, r2 (NX) is written at i1 in
 * 0 .. n1 - 1 and read at i1 - 1 .. i1 + 1 for 1 <= i1 < n1 - 1.  The
 * carried variants read r1[i1] (set before the region) before writing it,
 * or add to it. */
static void fclaimpriv(gen *g, int lvl)
{
    int K = fs.nfunc, resid = rnd(g, 2), carry = want(g, F_FCLAIMCARRY, 12);
    int live = !carry && want(g, F_FCLAIMLIVE, 20), init = carry || live || rnd(g, 2);
    int ck = rnd(g, 2);
    size_t save = g->len;
    use(g, F_FCLAIMPRIV);
    freal_on(g);
    const char *a = resid ? "u1" : "r1", *b = resid ? "u2" : "r2";
    const char *src = resid ? "mgu" : "mgr";
    out(g, "\nstatic void mg%d(int n3, int n2, int n1)\n{\n    double %s[NX], %s[NX];\n    int i3, i2, i1;\n", K, a, b);
    if (init)
        out(g, "    for (i1 = 0; i1 < NX; i1++) {\n        %s[i1] = 0.125 * i1;\n        %s[i1] = 0.0;\n    }\n", a, b);
    out(g, "#pragma bbmm parallel(i3, i2)%s\n", rnd(g, 4) ? "" : " tile(2, 2)");
    out(g, "    for (i3 = 1; i3 < n3 - 1; i3++)\n        for (i2 = 1; i2 < n2 - 1; i2++) {\n");
    out(g, "            for (i1 = 0; i1 < n1; i1++) {\n");
    if (carry && ck == 0)
        out(g, "                %s[i1] = %s[i1] * 0.25 + %s[i3 - 1][i2 - 1][i1] + %s[i3 + 1][i2 + 1][i1];\n", b, a, src,
            src);
    if (carry && ck == 1)
        out(g, "                %s[i1] = %s[i1] * 0.5 + %s[i3][i2 - 1][i1] + %s[i3][i2 + 1][i1] + %s[i3 - 1][i2][i1] + "
               "%s[i3 + 1][i2][i1];\n", a, a, src, src, src, src);
    else
        out(g, "                %s[i1] = %s[i3][i2 - 1][i1] + %s[i3][i2 + 1][i1] + %s[i3 - 1][i2][i1] + %s[i3 + 1][i2][i1];\n",
            a, src, src, src, src);
    if (!(carry && ck == 0))
        out(g, "                %s[i1] = %s[i3 - 1][i2 - 1][i1] + %s[i3 - 1][i2 + 1][i1] + %s[i3 + 1][i2 - 1][i1] + "
               "%s[i3 + 1][i2 + 1][i1];\n", b, src, src, src, src);
    out(g, "            }\n            for (i1 = 1; i1 < n1 - 1; i1++)\n");
    if (resid) /* r = v - (0.5 + 6 / 16 + 8 / 32) u at most: |r| <= |v| + 1.125 max |u| */
        out(g, "                mgr[i3][i2][i1] = mgv[i3][i2][i1] - 0.5 * mgu[i3][i2][i1] - 0.0625 * (u1[i1] + "
               "mgu[i3][i2][i1 - 1] + mgu[i3][i2][i1 + 1]) - 0.03125 * (u2[i1 - 1] + u2[i1 + 1]);\n");
    else /* u' <= 0.5 |u| + 0.4375 |r| */
        out(g, "                mgu[i3][i2][i1] = mgu[i3][i2][i1] * 0.5 + 0.0625 * mgr[i3][i2][i1] + 0.03125 * "
               "(mgr[i3][i2][i1 - 1] + mgr[i3][i2][i1 + 1] + r1[i1]) + 0.015625 * (r2[i1] + r1[i1 - 1] + r1[i1 + 1]);\n");
    out(g, "        }\n");
    if (live) /* C's last values (or those set before it) read after the region */
        out(g, "    hist[3] += %s[0] + %s[NX - 1] + %s[1];\n", a, a, b);
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        const char *x = fextarg(g, rs.nz), *y = fextarg(g, rs.ny), *z = fextarg(g, rs.nx);
        indent(g, lvl);
        out(g, "mg%d(%s, %s, %s);\n", K, x, y, z);
    }
    fs.nfunc++;
}

/* ---- arrays of small vectors and blocks ---- */
/* blkK(nz, ny, nx, nb), each <= its extent: stencils in a direction d
 * run 1 <= d < n - 1 there (d +- 1 in 0 .. n - 1), other directions 0 ..
 * n - 1; components m, p <= 4; lhs's blocks i <= nb - 1, ljac's j <= ny -
 * 1, i <= nx - 1, i - 1 >= 0 from 1; ljac's third index d <= 2. */
static void fblockarr(gen *g, int lvl)
{
    static const char *const dirs[3][2] = {{"[k][j][i + 1]", "[k][j][i - 1]"},
                                           {"[k][j + 1][i]", "[k][j - 1][i]"},
                                           {"[k + 1][j][i]", "[k - 1][j][i]"}};
    int K = fs.nfunc, nl = rnd_in(g, 1, 2);
    size_t save = g->len;
    use(g, F_FBLOCKARR);
    freal_on(g);
    out(g, "\nstatic void blk%d(int nz, int ny, int nx, int nb)\n{\n    int i, j, k, m, p;\n", K);
    out(g, "    (void)nb, (void)nz, (void)ny, (void)nx, (void)j, (void)k, (void)m, (void)p;\n");
    fpragma(g, 1, 0);
    if (nl > 1)
        out(g, "    {\n");
    const char *in = nl > 1 ? "    " : "";
    for (int l = 0; l < nl; l++) {
        int d = rnd(g, 3), minside = rnd(g, 2);
        const char *lo[3] = {"0", "0", "0"}, *hi[3] = {"nx", "ny", "nz"};
        lo[d] = "1";
        hi[d] = d == 0 ? "nx - 1" : d == 1 ? "ny - 1" : "nz - 1";
        const char *lp = fmt("%s    for (k = %s; k < %s; k++)\n%s        for (j = %s; j < %s; j++)\n%s            "
                             "for (i = %s; i < %s; i++)\n",
                             in, lo[2], hi[2], in, lo[1], hi[1], in, lo[0], hi[0]);
        switch (rnd(g, 8)) {
        case 6: /* 5-D blocks, one from the transposed one of i - 1 */
            out(g, "%s    for (j = 0; j < ny; j++)\n%s        for (i = 1; i < nx; i++)\n", in, in);
            out(g, "%s            for (m = 0; m < 5; m++)\n%s                for (p = 0; p < 5; p++)\n", in, in);
            out(g, "%s                    ljac[j][i][1][m][p] = ljac[j][i][1][m][p] * 0.5 - 0.375 * ljac[j][i - 1][2][p][m];\n",
                in);
            break;
        case 7: /* rhs -= a block times u's vector (BT's matvec_sub in place) */
            out(g, "%s%s                for (m = 0; m < 5; m++)\n", lp, in);
            out(g, "%s                    rhs[k][j][i][m] = rhs[k][j][i][m] * 0.5 - 0.125 * (", in);
            for (int q = 0; q < 5; q++)
                out(g, "%sljac[j][i][%d][m][%d] * uu[k][j][i][%d]", q ? " + " : "", d, q, q);
            out(g, ");\n");
            break;
        case 0:
        case 1: /* a second difference in direction d */
            if (minside)
                out(g, "%s%s                for (m = 0; m < 5; m++)\n%s                    ", lp, in, in);
            else
                out(g, "%s    for (m = 0; m < 5; m++)\n    %s%s                ", in, lp, in);
            out(g, "rhs[k][j][i][m] = uu%s[m] - 2.0 * uu[k][j][i][m] + uu%s[m];\n", dirs[d][0], dirs[d][1]);
            break;
        case 2: /* the update from rhs, components as constants */
            out(g, "%s%s            {\n", lp, in);
            for (int m = 0; m < 5; m++)
                if (m == 0 || rnd(g, 2))
                    out(g, "%s                uu[k][j][i][%d] = uu[k][j][i][%d] * 0.5 + 0.125 * rhs[k][j][i][%d];\n", in, m, m,
                        m);
            out(g, "%s            }\n", in);
            break;
        case 3: /* in place along direction d (serial there) */
            if (minside)
                out(g, "%s%s                for (m = 0; m < 5; m++)\n%s                    ", lp, in, in);
            else
                out(g, "%s    for (m = 0; m < 5; m++)\n    %s%s                ", in, lp, in);
            out(g, "uu[k][j][i][m] = 0.5 * uu%s[m] + 0.25 * uu[k][j][i][m];\n", dirs[d][1]);
            break;
        case 4: /* a block from a transposed block */
            out(g, "%s    for (i = 0; i < nb; i++)\n%s        for (m = 0; m < 5; m++)\n", in, in);
            out(g, "%s            for (p = 0; p < 5; p++)\n", in);
            out(g, "%s                lhs[i][2][m][p] = 0.5 * lhs[i][0][p][m] + 0.375 * lhs[i][1][m][p];\n", in);
            break;
        default: /* blocks along i (serial) */
            out(g, "%s    for (i = 1; i < nb; i++)\n%s        for (m = 0; m < 5; m++)\n", in, in);
            out(g, "%s            for (p = 0; p < 5; p++)\n", in);
            out(g, "%s                lhs[i][1][m][p] = lhs[i][1][m][p] * 0.5 - 0.375 * lhs[i - 1][2][p][m];\n", in);
            break;
        }
    }
    if (nl > 1)
        out(g, "    }\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        const char *x = fextarg(g, rs.nz), *y = fextarg(g, rs.ny), *z = fextarg(g, rs.nx), *w = fextarg(g, rs.nb);
        indent(g, lvl);
        out(g, "blk%d(%s, %s, %s, %s);\n", K, x, y, z, w);
    }
    fs.nfunc++;
}

/* ---- scalars passing values between nests beside a scratch block ---- */
/* NPB BT's initialize as written (tests/gen/regress/expand_webs_scratch.c):
 * websK(n1, n2, n3, lo), n1, n2, n3 in 0 .. WN (3 .. 6: wu's 8,640 bytes at
 * most, near gen_diff.sh's budget of 8K), lo in 0 .. 2.  Every loop
 * keeps its iterator in 0 .. nL - 1 (up from 0, 1 or lo, down to 0, 1 or
 * lo), so wu[i][j][k][m] and wv[i][j][m] stay in WN and m < E <= 5.  The
 * scalars of the loop levels take x = v * dL with dL = 1 / (nL - 1) (1
 * where nL <= 1), at most 1 + 0.25 of an outer one (1.6), a carried one
 * 0.5 x + v dL (2); the scratch's elements are wce's quadratics in three
 * of them or an index (<= 2): |P| <= 0.25 (1 + 3 (2 + 4)) < 5; the
 * temporaries |Q| <= (|s| + |1 - s| + 0.25) 5 < 25, BT's product of three
 * below 3 * 25 + 3 * 625 + 25^3; outputs a store of it or the contraction
 * 0.5 u + it: bounded, never NaN. */
static struct {
    int on; /* wu, wv, wce, wsl, wgs0 .. wgs2 are declared */
    int wn; /* WN */
} wb;

static void fwebs_on(gen *g)
{
    if (wb.on)
        return;
    wb.on = 1;
    wb.wn = rnd_in(g, 3, 6);
}

/* The header of the loop over "v" up to "nb" at "lvl" (no newline). */
static void fwebs_loop(gen *g, int lvl, const char *v, const char *nb)
{
    indent(g, lvl);
    switch (rnd(g, 9)) {
    case 0: out(g, "for (%s = 1; %s < %s; %s++)", v, v, nb, v); break;
    case 1: out(g, "for (%s = lo; %s < %s; %s++)", v, v, nb, v); break;
    case 2: out(g, "for (%s = %s - 1; %s >= 0; %s--)", v, nb, v, v); break;
    case 3: out(g, "for (%s = %s - 1; %s > 0; %s--)", v, nb, v, v); break;
    case 4: out(g, "for (%s = %s - 1; %s >= lo; %s--)", v, nb, v, v); break;
    default: out(g, "for (%s = 0; %s < %s; %s++)", v, v, nb, v); break;
    }
}

/* The scratch element (a, b, m) of a block of "nd" dimensions. */
static const char *fwebs_el(int nd, const char *a, const char *b, const char *m)
{
    if (nd == 1)
        return fmt("P[%s]", m);
    if (nd == 2)
        return fmt("P[%s][%s]", a, m);
    return fmt("P[%s][%s][%s]", a, b, m);
}

/* wfillK's body on arguments "x", "y", "z" for component "m". */
static const char *fwebs_quad(const char *x, const char *y, const char *z, const char *m)
{
    return fmt("wce[%s][0] + %s * (wce[%s][1] + %s * wce[%s][4]) + %s * (wce[%s][2] + %s * wce[%s][5]) + %s * "
               "(wce[%s][3] + %s * wce[%s][6])",
               m, x, m, x, m, y, m, y, m, z, m, z, m);
}

/* websK and its helper wfillK (to fs.fn), and one or two calls of it at
 * "lvl": D = 2 or 3 loops, a block of nd = 1 .. 3 dimensions (A x B x E),
 * a scalar at each level (at the first always), read by the block's
 * fill, by the output's statement, or both.  Returns 1 (written). */
static int fwebs(gen *g, int lvl)
{
    static const char *const its[3] = {"i", "j", "k"}, *const nbs[3] = {"n1", "n2", "n3"};
    static const char *const ds[3] = {"d1", "d2", "d3"};
    int K = fs.nfunc, D = rnd_in(g, 2, 3), nd = rnd_in(g, 1, 3);
    int A = nd >= 2 ? rnd_in(g, 2, 3) : 1, B = nd == 3 ? rnd_in(g, 1, 3) : 1, E = rnd_in(g, 3, 5);
    int helper = rnd(g, 4) != 0, unroll = helper && nd >= 2 && rnd(g, 4) == 0;
    int mid = D == 3 && rnd(g, 5) == 0; /* filled at depth 2, read in the k loop */
    int FD = mid ? D - 1 : D, interp = rnd(g, 3) != 0, upd = rnd(g, 2), rev = D == 3 && rnd(g, 6) == 0;
    int carry = want(g, F_FWEBSCARRY, 12), live = want(g, F_FWEBSLIVE, 35);
    int plive = live && rnd(g, 2), slive = live && (!plive || rnd(g, 2));
    int bt = rnd(g, 2), intsc = rnd(g, 5) == 0, outd = rnd(g, 3);
    int has[3] = {0, 0, 0}, glob[3] = {0, 0, 0}, cl = -1;
    const char *nm[3], *qn[3];
    static const char *const btn[3] = {"xi", "eta", "zeta"}, *const sn[3] = {"sx", "sy", "sz"};
    static const char *const btq[3] = {"Pxi", "Peta", "Pzeta"}, *const sq[3] = {"q0", "q1", "q2"};
    size_t save = g->len;
    use(g, F_FWEBS);
    fwebs_on(g);
    for (int l = 0; l < D; l++) {
        has[l] = l == 0 || rnd(g, 5) != 0;
        glob[l] = rnd(g, 6) == 0;
        nm[l] = glob[l] ? fmt("wgs%d", l) : bt ? btn[l] : sn[l];
    }
    for (int l = D; l < 3; l++)
        nm[l] = "";
    for (int q = 0; q < 3; q++)
        qn[q] = bt ? btq[q] : sq[q];
    if (carry) /* a scalar whose assignment reads its value of the iteration before */
        cl = rnd_in(g, 0, D - 1), has[cl] = 1;
    intsc = intsc && D >= 2;
    /* the helper filling one row of E from three doubles */
    if (helper) {
        static const char *const od[3] = {"double out[%d]", "double *out", "double out[]"};
        out(g, "\nstatic void wfill%d(double a, double b, double c, ", K);
        out(g, od[rnd(g, 3)], E);
        out(g, ")\n{\n    int m;\n    for (m = 0; m < %d; m++)\n        out[m] = %s;\n}\n", E,
            fwebs_quad("a", "b", "c", "m"));
    }
    out(g, "\nstatic void webs%d(int n1, int n2, int n3, int lo)\n{\n    int i, j, k, m, ix;\n", K);
    out(g, "    double d1, d2, d3");
    for (int l = 0; l < D; l++)
        if (has[l] && !glob[l])
            out(g, ", %s%s", nm[l], slive || l == cl ? fmt(" = %d.%d", l, 25 * (l + 1)) : "");
    if (interp)
        for (int b = 0; b < B; b++)
            out(g, ", %s%s", qn[b], slive ? " = 0.0" : "");
    out(g, ", P");
    if (nd == 3)
        out(g, "[%d][%d]", A, B);
    else if (nd == 2)
        out(g, "[%d]", A);
    out(g, "[%d];\n", E);
    if (intsc)
        out(g, "    int ij%s;\n", slive ? " = 3" : "");
    out(g, "    (void)n1, (void)n2, (void)n3, (void)lo, (void)i, (void)j, (void)k, (void)m, (void)ix;\n");
    for (int l = 0; l < 3; l++)
        out(g, "    %s = %s > 1 ? 1.0 / (double)(%s - 1) : 1.0;\n", ds[l], nbs[l], nbs[l]);
    if (plive) /* read after the region: C's last values, or these where it ran no iteration */
        out(g, rnd(g, 2) ? "    memset(P, 0, sizeof P);\n" : "    memset(&P, 0, sizeof(P));\n");
    if (carry && glob[cl])
        out(g, "    %s = 0.5;\n", nm[cl]);
    fpragma(g, 1, 0);
    /* the loops, each level's scalar first in its body */
    for (int l = 0; l < D; l++) {
        fwebs_loop(g, 1 + l, its[l], nbs[l]);
        out(g, " {\n");
        int in = 2 + l;
        if (has[l]) {
            indent(g, in);
            if (l == cl)
                out(g, "%s = 0.5 * %s + (double)%s * %s;\n", nm[l], nm[l], its[l], ds[l]);
            else if (l > 0 && has[l - 1] && rnd(g, 3) == 0)
                out(g, "%s = (double)%s * %s + 0.25 * %s;\n", nm[l], its[l], ds[l], nm[l - 1]);
            else
                out(g, "%s = (double)%s * %s;\n", nm[l], its[l], ds[l]);
        }
        if (intsc && l == 1) {
            indent(g, in);
            out(g, "ij = (i + 2 * j) %% 7;\n");
        }
        if (l + 1 != FD)
            continue;
        /* the scratch block, every element written: its arguments are
         * the scalars in scope, else an iterator's value or a constant */
        const char *arg[3];
        for (int q = 0; q < 3; q++)
            arg[q] = q < FD && has[q] ? nm[q] : q < FD ? fmt("((double)%s * 0.125)", its[q]) : "0.5";
        for (int b = 0; b < B; b++) {
            const char *x[3] = {arg[0], arg[1], arg[2]};
            if (nd == 1) {
                if (helper) {
                    indent(g, in);
                    out(g, "wfill%d(%s, %s, %s, %s);\n", K, x[0], x[1], x[2], rnd(g, 2) ? "P" : "&P[0]");
                } else {
                    indent(g, in);
                    out(g, "for (m = 0; m < %d; m++)\n", E);
                    indent(g, in + 1);
                    out(g, "P[m] = %s;\n", fwebs_quad(x[0], x[1], x[2], "m"));
                }
                continue;
            }
            if (unroll) {
                for (int a = 0; a < A; a++) {
                    x[b] = fmt("%d.0", a);
                    const char *row = nd == 2 ? fmt("P[%d]", a) : fmt("P[%d][%d]", a, b);
                    indent(g, in);
                    out(g, "wfill%d(%s, %s, %s, %s);\n", K, x[0], x[1], x[2],
                        rnd(g, 2) ? row : fmt("&%s[0]", row));
                }
                continue;
            }
            x[b] = "(double)ix";
            indent(g, in);
            out(g, "for (ix = 0; ix < %d; ix++)\n", A);
            const char *row = nd == 2 ? "P[ix]" : fmt("P[ix][%d]", b);
            if (helper) {
                indent(g, in + 1);
                out(g, "wfill%d(%s, %s, %s, %s);\n", K, x[0], x[1], x[2], rnd(g, 2) ? row : fmt("&%s[0]", row));
            } else {
                indent(g, in + 1);
                out(g, "for (m = 0; m < %d; m++)\n", E);
                indent(g, in + 2);
                out(g, "%s[m] = %s;\n", row, fwebs_quad(x[0], x[1], x[2], "m"));
            }
        }
    }
    /* the innermost body reads the block into the output */
    int in = 1 + D;
    const char *o = D == 3 ? fmt("wu[i][j][%s][m]", rev ? "n3 - 1 - k" : "k") : "wv[i][j][m]";
    const char *s[3];
    for (int q = 0; q < 3; q++)
        s[q] = q < D && has[q] ? nm[q] : nm[0];
    const char *all = "";
    for (int l = 0; l < D; l++)
        if (has[l])
            all = fmt("%s%s%s", all, *all ? (l % 2 ? " - " : " + ") : "", nm[l]);
    indent(g, in);
    out(g, "for (m = 0; m < %d; m++) {\n", E);
    const char *val;
    if (interp) {
        for (int b = 0; b < B; b++) {
            const char *bb = fmt("%d", b);
            indent(g, in + 1);
            if (A == 1)
                out(g, "%s = %s * %s;\n", qn[b], s[b], fwebs_el(nd, "0", bb, "m"));
            else
                out(g, "%s = %s * %s + (1.0 - %s) * %s%s;\n", qn[b], s[b], fwebs_el(nd, fmt("%d", A - 1), bb, "m"),
                    s[b], fwebs_el(nd, "0", bb, "m"), A == 3 ? fmt(" + 0.25 * %s", fwebs_el(nd, "1", bb, "m")) : "");
        }
        if (B == 1)
            val = qn[0];
        else if (B == 2)
            val = fmt("%s + %s - %s * %s", qn[0], qn[1], qn[0], qn[1]);
        else
            val = fmt("%s + %s + %s - %s * %s - %s * %s - %s * %s + %s * %s * %s", qn[0], qn[1], qn[2], qn[0], qn[1],
                      qn[0], qn[2], qn[1], qn[2], qn[0], qn[1], qn[2]);
    } else {
        const char *sum = "";
        for (int a = 0; a < A; a++)
            for (int b = 0; b < B; b++)
                sum = fmt("%s%s%s", sum, *sum ? " + " : "", fwebs_el(nd, fmt("%d", a), fmt("%d", b), "m"));
        val = fmt("0.125 * (%s) + %s * %s", sum, s[outd % D], fwebs_el(nd, "0", "0", "m"));
    }
    indent(g, in + 1);
    out(g, "%s = %s%s + 0.03125 * (%s)%s;\n", o, upd ? fmt("0.5 * %s + ", o) : "", val, all,
        intsc ? " + 0.0625 * (double)ij" : "");
    indent(g, in);
    out(g, "}\n");
    for (int l = D - 1; l >= 0; l--) {
        indent(g, 1 + l);
        out(g, "}\n");
    }
    fclause(g);
    int r = rnd(g, 4);
    if (slive) { /* the scalars' last values (or those before the region) */
        out(g, "    wsl[%d] += 0.0", r);
        for (int l = 0; l < D; l++)
            if (has[l] && !glob[l])
                out(g, " + %s", nm[l]);
        if (interp)
            out(g, " - 0.5 * %s", qn[B - 1]);
        if (intsc)
            out(g, " + (double)ij");
        out(g, ";\n");
    }
    if (plive) { /* the block's last values */
        const char *last = fwebs_el(nd, fmt("%d", A - 1), fmt("%d", B - 1), fmt("%d", E - 1));
        switch (rnd(g, 3)) {
        case 0: out(g, "    wsl[%d] += %s - 0.5 * %s;\n", (r + 1) % 4, last, fwebs_el(nd, "0", "0", "0")); break;
        case 1:
            if (nd == 3)
                out(g, "    for (ix = 0; ix < %d; ix++)\n        for (j = 0; j < %d; j++)\n            for (m = 0; m < %d; m++)\n"
                       "                wsl[%d] += P[ix][j][m];\n", A, B, E, (r + 1) % 4);
            else
                out(g, "    for (ix = 0; ix < %d; ix++)\n        for (m = 0; m < %d; m++)\n            wsl[%d] += %s;\n", A, E,
                    (r + 1) % 4, nd == 1 ? "P[m] * (double)(ix + 1)" : "P[ix][m]");
            break;
        default:
            out(g, "    for (ix = 0; ix < %d; ix++)\n        for (m = 0; m < %d; m++)\n            wsl[%d] += 0.5 * %s;\n",
                A, E, (r + 1) % 4, fwebs_el(nd, "ix", fmt("%d", B - 1), "m"));
            break;
        }
    }
    out(g, "}\n");
    fmove_fn(g, save);
    int calls = rnd_in(g, 1, 2);
    for (int c = 0; c < calls; c++) {
        const char *x = fextarg(g, wb.wn), *y = fextarg(g, wb.wn), *z = fextarg(g, wb.wn);
        indent(g, lvl);
        out(g, "webs%d(%s, %s, %s, %d);\n", K, x, y, z, rnd(g, 3));
    }
    fs.nfunc++;
    return 1;
}

/* The arrays of these forms (before the functions). */
static void fwebs_decls(gen *g)
{
    if (!wb.on)
        return;
    out(g, "#define WN %d\n", wb.wn);
    out(g, "static double wu[WN][WN][WN][5], wv[WN][WN][5], wce[5][7], wsl[4], wgs0, wgs1, wgs2;\n\n");
}

/* main's fill of them (|wce| <= 0.25, wu and wv within [-1, 1]). */
static void fwebs_init(gen *g, int fill)
{
    if (!wb.on)
        return;
    out(g, "    {\n        int a, b, c, d;\n        for (a = 0; a < 5; a++)\n            for (b = 0; b < 7; b++)\n");
    out(g, "                wce[a][b] = (double)((a * 5 + b * 3 + %d) %% 17 - 8) / 32.0;\n", fill);
    out(g, "        for (a = 0; a < WN; a++)\n            for (b = 0; b < WN; b++)\n                for (d = 0; d < 5; d++) {\n");
    out(g, "                    wv[a][b][d] = (double)((a * 7 + b * 3 + d + %d) %% 17 - 8) / 8.0;\n", fill);
    out(g, "                    for (c = 0; c < WN; c++)\n");
    out(g, "                        wu[a][b][c][d] = (double)((a * 5 + b * 11 + c * 3 + d * 7 + %d) %% 33 - 16) / 16.0;\n",
        fill);
    out(g, "                }\n    }\n");
}

/* dump()'s lines for them: every value bit for bit. */
static void fwebs_dump(gen *g)
{
    if (!wb.on)
        return;
    out(g, "    {\n        int a, b, c, d;\n        for (a = 0; a < WN; a++)\n            for (b = 0; b < WN; b++)\n"
           "                for (d = 0; d < 5; d++) {\n");
    out(g, "                    printf(\"%%a\\n\", wv[a][b][d]);\n");
    out(g, "                    for (c = 0; c < WN; c++)\n                        printf(\"%%a\\n\", wu[a][b][c][d]);\n"
           "                }\n");
    out(g, "        printf(\"%%a %%a %%a %%a %%a %%a %%a\\n\", wsl[0], wsl[1], wsl[2], wsl[3], wgs0, wgs1, wgs2);\n    }\n");
}

/* Chooses one of these forms for a region of main's; 0 when none. */
static int freal_region(gen *g, int lvl)
{
    if (want(g, F_FSTEPCE, 10))
        fstepce(g, lvl);
    else if (want(g, F_FMACROROW, 10))
        fmacrorow(g, lvl);
    else if (want(g, F_FMEMBERROW, 10))
        fmemberrow(g, lvl);
    else if (want(g, F_FCLAIMPRIV, 10))
        fclaimpriv(g, lvl);
    else if (want(g, F_FBLOCKARR, 10))
        fblockarr(g, lvl);
    else
        return 0;
    return 1;
}

/* Line 2 of a program whose claim is false. */
static void freal_mark(gen *g)
{
    if (g->used[F_FCLAIMCARRY])
        out(g, "/* bbmm-gen must-refuse: claim-private-carry */\n");
}

/* The arrays, the macros and the block helpers (BT's, contracting). */
static void freal_decls(gen *g)
{
    fwebs_decls(g);
    if (!rs.on)
        return;
    out(g, "#define NB %d\n#define NZ %d\n#define NY %d\n#define NX %d\n", rs.nb, rs.nz, rs.ny, rs.nx);
    out(g, "#define AT(f, m) (f)[m]\n#define FIRST(f) (f)[0]\n");
    out(g, "static double uu[NZ][NY][NX][5], rhs[NZ][NY][NX][5], lhs[NB][3][5][5], vx[NB][5];\n");
    out(g, "static double mgu[NZ][NY][NX], mgr[NZ][NY][NX], mgv[NZ][NY][NX], ljac[NY][NX][3][5][5];\n");
    out(g, "struct sys {\n    int n;\n    double a[NB][5][5];\n    double x[NB][5];\n};\n");
    out(g, "static struct sys sa, sb;\n\n");
    out(g, "static void scale(double v[5], double s)\n{\n    int m;\n    for (m = 0; m < 5; m++)\n"
           "        v[m] = v[m] * s;\n}\n\n");
    out(g, "static void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])\n{\n    int m;\n"
           "    for (m = 0; m < 5; m++)\n        bvec[m] = bvec[m] * 0.5 - 0.125 * (ablock[m][0] * avec[0] + "
           "ablock[m][1] * avec[1] + ablock[m][2] * avec[2] + ablock[m][3] * avec[3] + ablock[m][4] * avec[4]);\n}\n\n");
    out(g, "static void matmul_sub(double ablock[5][5], double bblock[5][5], double cblock[5][5])\n{\n    int m, j;\n"
           "    for (j = 0; j < 5; j++)\n        for (m = 0; m < 5; m++)\n"
           "            cblock[m][j] = cblock[m][j] * 0.5 - 0.125 * (ablock[m][0] * bblock[0][j] + ablock[m][1] * "
           "bblock[1][j] + ablock[m][2] * bblock[2][j] + ablock[m][3] * bblock[3][j] + ablock[m][4] * bblock[4][j]);\n"
           "}\n\n");
}

/* main's fill of them (blocks within 0.75). */
static void freal_init(gen *g, int fill)
{
    fwebs_init(g, fill);
    if (!rs.on)
        return;
    out(g, "    sa.n = %d;\n    sb.n = %d;\n", rnd_in(g, 0, rs.nb), rs.nb);
    out(g, "    {\n        int a, b, c, d;\n        for (a = 0; a < NZ; a++)\n            for (b = 0; b < NY; b++)\n"
           "                for (c = 0; c < NX; c++) {\n");
    out(g, "                    mgu[a][b][c] = (double)((a * 7 + b * 5 + c * 3 + %d) %% 33 - 16) / 8.0;\n", fill);
    out(g, "                    mgr[a][b][c] = (double)((a * 3 + b * 11 + c + %d) %% 29 - 14) / 16.0;\n", fill);
    out(g, "                    mgv[a][b][c] = (double)((a + b * 2 + c * 13 + %d) %% 17 - 8) / 4.0;\n", fill);
    out(g, "                    for (d = 0; d < 5; d++) {\n");
    out(g, "                        uu[a][b][c][d] = (double)((a * 5 + b * 3 + c * 7 + d + %d) %% 41 - 20) / 8.0;\n",
        fill);
    out(g, "                        rhs[a][b][c][d] = (double)((a + b * 7 + c * 5 + d * 3 + %d) %% 37 - 18) / 16.0;\n",
        fill);
    out(g, "                    }\n                }\n");
    out(g, "        for (a = 0; a < NY; a++)\n            for (b = 0; b < NX; b++)\n                for (c = 0; c < 75; c++)\n");
    out(g, "                    ljac[a][b][c / 25][c / 5 %% 5][c %% 5] = (double)((a * 5 + b * 3 + c * 7 + %d) %% 13 - 6) / 8.0;\n",
        fill);
    out(g, "        for (a = 0; a < NB; a++)\n            for (b = 0; b < 5; b++) {\n");
    out(g, "                vx[a][b] = (double)((a * 3 + b + %d) %% 9 - 4) / 4.0;\n", fill);
    out(g, "                sa.x[a][b] = (double)((a * 5 + b * 3 + %d) %% 11 - 5) / 4.0;\n", fill);
    out(g, "                sb.x[a][b] = (double)((a + b * 7 + %d) %% 13 - 6) / 4.0;\n", fill);
    out(g, "                for (c = 0; c < 5; c++) {\n");
    out(g, "                    sa.a[a][b][c] = (double)((a * 7 + b * 3 + c + %d) %% 13 - 6) / 8.0;\n", fill);
    out(g, "                    sb.a[a][b][c] = (double)((a + b * 5 + c * 3 + %d) %% 13 - 6) / 8.0;\n", fill);
    out(g, "                    for (d = 0; d < 3; d++)\n");
    out(g, "                        lhs[a][d][b][c] = (double)((a * 3 + d * 5 + b * 7 + c + %d) %% 13 - 6) / 8.0;\n",
        fill);
    out(g, "                }\n            }\n    }\n");
}

/* dump()'s lines for them. */
static void freal_dump(gen *g)
{
    fwebs_dump(g);
    if (!rs.on)
        return;
    out(g, "    {\n        int a, b, c, d;\n        for (a = 0; a < NZ; a++)\n            for (b = 0; b < NY; b++)\n"
           "                for (c = 0; c < NX; c++) {\n");
    out(g, "                    printf(\"%%a %%a %%a\\n\", mgu[a][b][c], mgr[a][b][c], mgv[a][b][c]);\n");
    out(g, "                    for (d = 0; d < 5; d++)\n");
    out(g, "                        printf(\"%%a %%a\\n\", uu[a][b][c][d], rhs[a][b][c][d]);\n                }\n");
    out(g, "        printf(\"%%d %%d\\n\", sa.n, sb.n);\n");
    out(g, "        for (a = 0; a < NY; a++)\n            for (b = 0; b < NX; b++)\n                for (c = 0; c < 75; c++)\n");
    out(g, "                    printf(\"%%a\\n\", ljac[a][b][c / 25][c / 5 %% 5][c %% 5]);\n");
    out(g, "        for (a = 0; a < NB; a++)\n            for (b = 0; b < 5; b++) {\n");
    out(g, "                printf(\"%%a %%a %%a\\n\", vx[a][b], sa.x[a][b], sb.x[a][b]);\n");
    out(g, "                for (c = 0; c < 5; c++)\n");
    out(g, "                    printf(\"%%a %%a %%a %%a %%a\\n\", sa.a[a][b][c], sb.a[a][b][c], lhs[a][0][b][c], "
           "lhs[a][1][b][c], lhs[a][2][b][c]);\n            }\n    }\n");
}
