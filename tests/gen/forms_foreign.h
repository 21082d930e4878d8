/* forms_foreign.h: bbmm-gen's forms for addresses given to another file
 * (included by forms.h after forms_lin.h; ffor_block() is a block of main).
 *
 * An f-foreign program is two files: main's (the regions, the arrays, the
 * host code) and a second one, written to bbmm-gen's --other FILE
 * (gen_diff.sh: p.other.c beside p.c; in a directory of programs,
 * NAME.other.c beside NAME.c), which holds no pragma and is built plainly
 * into both builds.  For each address main hands over, the second file
 * has functions that keep it in a static pointer and use it when called
 * again: ot_takeK(double *p, int n) or ot_takeK(double (*p)[NN], int rows)
 * keeps it, ot_writeK(t) writes through it, ot_readK() returns a sum read
 * through it, ot_giveK(k) hands back p + k (or row k), ot_backK() hands
 * back the rows pointer, ot_atexitK() registers an exit handler that
 * prints every element through it.  bbmm-pp sees only main's file: the
 * address is "foreign" there (docs/codegen.md, "Addresses given to another
 * file"), and a span keeping the array may be made only where no code of
 * the other file runs and nothing it hands back is read or written.
 *
 * - f-foreign: main hands over an address of XA or XB (NN x NN), XV or XW
 *   (NN), or of the other forms' C, D, A, B: the array (`XA`, `XV`), rows
 *   from one on (`XA + r`, `&XA[r]`), a row (`XA[r]`, `&XA[r][0]`), an
 *   element (`&XA[r][c]`, `&XV[k]`, `XV + k`), directly or from a function
 *   of the file, or an earlier block did; then a time loop of regions on
 *   the array, one of them writing it (helpers xstK and xvK holding a
 *   region, called with whole arrays, or a region of main naming it; now
 *   and then one of forms_data.h's fscope_region) with nothing of the
 *   other file inside,
 *   at most a printf of a scalar or a write of xacc[0]: the case an
 *   automatic data scope may keep (its loop says "f-foreign: may be
 *   kept"); after the loop the other file writes through the address,
 *   reads through it (into xacc[1], or printed), or hands back a pointer
 *   main writes through, then maybe a second such loop: each sees the
 *   array as the loop left it only where the scope wrote it back first.
 * - f-foreign-call: between the loop's regions a call of the other file (a
 *   write, a read, the handover again), directly, under an `if` or from a
 *   function of the file, or a getenv (the other file may have putenv'd the
 *   array): the span must end or split there ("not kept").
 * - f-foreign-back: between the regions host code reads or writes through
 *   the pointer the other file handed back (a subscript, `*`, memcpy, a
 *   printf of an element): not kept.
 * - f-foreign-region: that pointer passed to a region beside the array
 *   itself (both kept: the runtime keeps their bytes coherent).
 * - f-foreign-exit: the other file's exit handler registered, then
 *   `exit(0)` at some t inside the loop (or never: t == T), directly or
 *   from a function of the file (the scope is written back before it), or
 *   from a macro, XSTOP (not kept).
 * - f-foreign-scope: an explicit `#pragma bbmm data` around the loop, with
 *   the other file's write or read (or a write through the handed-back
 *   pointer) between `update host` and `update device`, as the contract
 *   asks.
 *
 * Every access stays inside its object: a flat address of a 2-D array is
 * used within its row (NN - c elements from &XA[r][c]), rows within the
 * array (NN - r from XA + r), un <= the elements or rows a region's
 * pointer has; values stay bounded (contractions, adds of t / 4 or t / 2).
 * Each loop says on its first line what it is: "f-foreign: may be kept:
 * X", "not kept" or "explicit scope".
 * Whether f-foreign is drawn comes from a stream of its own (about one
 * forms program in eight, and only with --other), so that the programs
 * of seeds without it stay as they were. */

typedef struct {
    int rows;          /* kept as double (*)[NN], else as double * */
    int n;             /* elements (rows) from the address on */
    int two;           /* the array is 2-D */
    const char *arr;   /* the array it points into */
    const char *peer;  /* another array of its rank, for the regions */
    const char *take;  /* the handover's arguments */
    int q, qn;         /* main has set xqK, qn elements from it */
    int r, rn;         /* main has set xrK (rows, rn of them) */
    int atexit_on;     /* ot_atexitK() called */
} fo_slot;

static struct {
    int on;            /* the program has a second file */
    int nslot;
    fo_slot slot[8];
    int stop;          /* the macro XSTOP is used */
    int xstatic;       /* XA, XB, XV, XW are static */
    char *text;        /* the second file's functions */
    size_t len;
} fo;

static const char *gen_other; /* gen.c: --other FILE */

/* Some f-foreign form was named by --force. */
static int ffor_forced(gen *g)
{
    return g->forced[F_FFOREIGN] || g->forced[F_FFORCALL] || g->forced[F_FFORBACK] || g->forced[F_FFORREGION] ||
           g->forced[F_FFOREXIT] || g->forced[F_FFORSCOPE];
}

/* Whether the program of "seed" is an f-foreign one: forced, or one in
 * eight, from the seed alone (no draw from g's stream). */
static int ffor_chosen(gen *g, unsigned long long seed)
{
    uint64_t z = seed * 0x9e3779b97f4a7c15ull + 0x3c6ef372fe94f82bull;
    if (!gen_other || g->disabled[F_FFOREIGN])
        return 0;
    if (ffor_forced(g))
        return 1;
    z = (z ^ (z >> 31)) * 0xbf58476d1ce4e5b9ull;
    z ^= z >> 29;
    return z % 8 == 0;
}

/* Moves the text written since "save" to the second file's. */
static void ffor_move(gen *g, size_t save)
{
    size_t len = g->len - save;
    fo.text = realloc(fo.text, fo.len + len + 1);
    if (!fo.text) {
        fputs("bbmm-gen: out of memory\n", stderr);
        exit(2);
    }
    memcpy(fo.text + fo.len, g->out + save, len);
    fo.len += len;
    fo.text[fo.len] = 0;
    g->len = save;
}

/* "NN" or "NN - d" for a count of "n" (<= NN). */
static const char *ffor_count(int n)
{
    int d = fs.n + 2 - n;
    return d ? fmt("NN - %d", d) : "NN";
}

/* The second file's functions for slot "K". */
static void ffor_other_fns(gen *g, int K)
{
    fo_slot *s = &fo.slot[K];
    static const char *const adds[] = {"1.0", "-0.5", "0.125"};
    int c0 = rnd(g, 3), st = rnd_in(g, 1, 3), col = rnd(g, fs.n + 2);
    size_t save = g->len;
    if (s->rows) {
        out(g, "\nstatic double (*ot_r%d)[NN];\nstatic int ot_n%d;\n\n", K, K);
        out(g, "void ot_take%d(double (*p)[NN], int rows)\n{\n    ot_r%d = p;\n    ot_n%d = rows;\n}\n\n", K, K, K);
        out(g, "void ot_write%d(int t)\n{\n    int r;\n    for (r = %d; r < ot_n%d; r += %d)\n", K, c0, K, st);
        out(g, "        ot_r%d[r][%d] = ot_r%d[r][%d] * 0.5 - 0.25 * t + %s;\n}\n\n", K, col, K, col, adds[rnd(g, 3)]);
        out(g, "double ot_read%d(void)\n{\n    double s = 0.0;\n    int r, c;\n    for (r = 0; r < ot_n%d; r++)\n", K, K);
        out(g, "        for (c = 0; c < NN; c++)\n            s += ot_r%d[r][c] * (1 + (r + c) %% 3);\n    return s;\n}\n\n",
            K);
        out(g, "double *ot_give%d(int k)\n{\n    return ot_r%d[k];\n}\n\n", K, K);
        out(g, "double (*ot_back%d(void))[NN]\n{\n    return ot_r%d;\n}\n\n", K, K);
        out(g, "static void ot_report%d(void)\n{\n    int r, c;\n    for (r = 0; r < ot_n%d; r++)\n", K, K);
        out(g, "        for (c = 0; c < NN; c++)\n            printf(\"ot%d %%d %%d %%a\\n\", r, c, ot_r%d[r][c]);\n}\n\n", K,
            K);
    } else {
        out(g, "\nstatic double *ot_p%d;\nstatic int ot_n%d;\n\n", K, K);
        out(g, "void ot_take%d(double *p, int n)\n{\n    ot_p%d = p;\n    ot_n%d = n;\n}\n\n", K, K, K);
        out(g, "void ot_write%d(int t)\n{\n    int i;\n    for (i = %d; i < ot_n%d; i += %d)\n", K, c0, K, st);
        out(g, "        ot_p%d[i] = ot_p%d[i] * 0.5 + 0.25 * t + %s;\n}\n\n", K, K, adds[rnd(g, 3)]);
        out(g, "double ot_read%d(void)\n{\n    double s = 0.0;\n    int i;\n    for (i = 0; i < ot_n%d; i++)\n", K, K);
        out(g, "        s += ot_p%d[i] * (1 + i %% 3);\n    return s;\n}\n\n", K);
        out(g, "double *ot_give%d(int k)\n{\n    return ot_p%d + k;\n}\n\n", K, K);
        out(g, "static void ot_report%d(void)\n{\n    int i;\n    for (i = 0; i < ot_n%d; i++)\n", K, K);
        out(g, "        printf(\"ot%d %%d %%a\\n\", i, ot_p%d[i]);\n}\n\n", K, K);
    }
    out(g, "void ot_atexit%d(void)\n{\n    atexit(ot_report%d);\n}\n", K, K);
    ffor_move(g, save);
}

/* A new slot: the address main hands over, the second file's functions
 * for it, and the handover (in main, or from a function of the file). */
static fo_slot *ffor_handover(gen *g)
{
    static const char *const two[] = {"XA", "XB", "C", "D"}, *const one[] = {"XV", "XW", "A", "B"};
    int K = fo.nslot++, shared = rnd(g, 4) == 0, nn = fs.n + 2, k = rnd_in(g, 1, 3);
    fo_slot *s = &fo.slot[K];
    memset(s, 0, sizeof *s);
    s->two = rnd(g, 10) < 7;
    s->arr = s->two ? two[rnd(g, 2) + 2 * shared] : one[rnd(g, 2) + 2 * shared];
    if (s->two)
        s->peer = !strcmp(s->arr, "XA") ? "XB" : !strcmp(s->arr, "XB") ? "XA" : rnd(g, 2) ? "XA" : "XB";
    else
        s->peer = !strcmp(s->arr, "XV") || !strcmp(s->arr, "A") ? "XW" : "XV";
    s->rows = s->two && rnd(g, 2);
    const char *X = s->arr, *e;
    switch (!s->two ? 6 + rnd(g, 3) : s->rows ? rnd(g, 3) : 3 + rnd(g, 3)) {
    case 0: e = X, s->n = nn; break;
    case 1: e = fmt("%s + %d", X, k), s->n = nn - k; break;
    case 2: e = fmt("&%s[%d]", X, k), s->n = nn - k; break;
    case 3: e = fmt("%s[%d]", X, rnd(g, nn)), s->n = nn; break;
    case 4: e = fmt("&%s[%d][0]", X, rnd(g, nn)), s->n = nn; break;
    case 5: e = fmt("&%s[%d][%d]", X, rnd(g, nn), k), s->n = nn - k; break;
    case 6: e = X, s->n = nn; break;
    case 7: e = fmt("&%s[%d]", X, k), s->n = nn - k; break;
    default: e = fmt("%s + %d", X, k), s->n = nn - k; break;
    }
    s->take = fmt("%s, %s", e, ffor_count(s->n));
    ffor_other_fns(g, K);
    if (rnd(g, 4) == 0) { /* from a function of the file */
        size_t save = g->len;
        out(g, "\nstatic void xset%d(void)\n{\n    ot_take%d(%s);\n}\n", K, K, s->take);
        fmove_fn(g, save);
        out(g, "    xset%d();\n", K);
    } else
        out(g, "    ot_take%d(%s);\n", K, s->take);
    return s;
}

/* Main sets xqK to what ot_giveK hands back (unless it holds it already). */
static void ffor_give(gen *g, fo_slot *s, int lvl)
{
    int K = (int)(s - fo.slot);
    if (s->q)
        return;
    s->q = 1;
    if (s->rows) {
        int k = rnd(g, s->n);
        indent(g, lvl);
        out(g, "xq%d = ot_give%d(%d);\n", K, K, k);
        s->qn = fs.n + 2;
    } else {
        int k = rnd(g, 3);
        indent(g, lvl);
        out(g, "xq%d = ot_give%d(%d);\n", K, K, k);
        s->qn = s->n - k;
    }
}

/* Main sets xrK to the rows pointer ot_backK hands back. */
static void ffor_back(gen *g, fo_slot *s, int lvl)
{
    int K = (int)(s - fo.slot);
    if (s->r)
        return;
    s->r = 1;
    s->rn = s->n;
    indent(g, lvl);
    out(g, "xr%d = ot_back%d();\n", K, K);
}

/* A helper holding a region on two NN-row arrays (or row pointers):
 * xstK(un, a, b), a written; its name. */
static int ffor_st(gen *g)
{
    int K = fs.nfunc++, form = rnd(g, 3);
    size_t save = g->len;
    out(g, "\nstatic void xst%d(int un, double (*a)[NN], double (*b)[NN])\n{\n    int i, j;\n", K);
    fpragma(g, 1, 0);
    if (form == 0)
        out(g, "    for (i = 1; i < un - 1; i++)\n        for (j = 1; j < un - 1; j++)\n"
               "            a[i][j] = 0.5 * a[i][j] + 0.125 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);\n");
    else if (form == 1)
        out(g, "    for (i = 0; i < un; i++)\n        for (j = 0; j < un; j++)\n"
               "            a[i][j] = a[i][j] * 0.5 + 0.25 * b[i][un - 1 - j];\n");
    else
        out(g, "    for (i = 0; i < un; i++)\n        for (j = 0; j < un; j++)\n"
               "            a[i][j] = 0.5 * a[i][j] - 0.25 * b[j][i] + 0.125;\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    return K;
}

/* The same over two vectors: xvK(un, x, y), x written. */
static int ffor_v(gen *g)
{
    int K = fs.nfunc++, form = rnd(g, 3);
    size_t save = g->len;
    out(g, "\nstatic void xv%d(int un, double *x, double *y)\n{\n    int i;\n", K);
    fpragma(g, 1, 0);
    if (form == 0)
        out(g, "    for (i = 0; i < un; i++)\n        x[i] = 0.5 * x[i] + 0.25 * y[un - 1 - i] + 0.125;\n");
    else if (form == 1)
        out(g, "    for (i = 0; i < un; i++)\n        x[i] = x[i] * 0.5 - 0.25 * y[i] + 0.0625 * i;\n");
    else
        out(g, "    for (i = 1; i < un - 1; i++)\n        x[i] = 0.5 * x[i] + 0.25 * (y[i - 1] + y[i + 1]);\n");
    fclause(g);
    out(g, "}\n");
    fmove_fn(g, save);
    return K;
}

/* One region statement of the loop on slot "s"'s array (and its peer):
 * a helper's call with whole arrays, or a region of main naming them; it
 * writes the slot's array when "w" is set, else one of the two. */
static void ffor_region(gen *g, fo_slot *s, int w, int lvl)
{
    const char *X = s->arr, *P = s->peer;
    static const char *const un[] = {"n", "NN", "n + 1"};
    if (!w && rnd(g, 2))
        X = s->peer, P = s->arr; /* the array read, the peer written */
    if (rnd(g, 5) == 0) {        /* in main, by name */
        fpragma(g, lvl, 0);
        indent(g, lvl);
        out(g, "for (i = 1; i < n - 1; i++)\n");
        if (s->two) {
            indent(g, lvl + 1);
            out(g, "for (j = 0; j < n; j++)\n");
            indent(g, lvl + 2);
            out(g, "%s[i][j] = %s[i][j] * 0.5 + 0.125 * (%s[i - 1][j] + %s[i + 1][j]);\n", X, X, P, P);
        } else {
            indent(g, lvl + 1);
            out(g, "%s[i] = %s[i] * 0.5 + 0.25 * %s[n - 1 - i];\n", X, X, P);
        }
        fclause(g);
        return;
    }
    int K = s->two ? ffor_st(g) : ffor_v(g);
    indent(g, lvl);
    out(g, "%s%d(%s, %s, %s);\n", s->two ? "xst" : "xv", K, un[rnd(g, 3)], X, P);
}

/* A region on the pointer the second file handed back, beside the array:
 * rows from xrK with xst, or xqK's elements with xv and a vector that is
 * not the slot's array. */
static void ffor_back_region(gen *g, fo_slot *s, int lvl)
{
    int K = (int)(s - fo.slot), F;
    if (s->r && (!s->q || rnd(g, 2))) {
        int u = s->rn - rnd(g, 3);
        F = ffor_st(g);
        indent(g, lvl);
        out(g, "xst%d(%d, xr%d, %s);\n", F, u, K, s->peer);
        return;
    }
    const char *Y = s->two ? (rnd(g, 2) ? "XV" : "XW") : s->peer;
    int u = s->qn - rnd(g, 3);
    F = ffor_v(g);
    indent(g, lvl);
    out(g, "xv%d(%d, xq%d, %s);\n", F, u, K, Y);
}

enum { FO_KEPT, FO_REGION, FO_EXIT, FO_CALL, FO_BACK, FO_SCOPE };

/* Host code reading or writing through the handed-back pointers. */
static void ffor_back_host(gen *g, fo_slot *s, int lvl)
{
    int K = (int)(s - fo.slot), c = rnd(g, s->q ? s->qn : 1);
    indent(g, lvl);
    if (s->r) {
        out(g, "xr%d[%d][%d] -= 0.25 * t;\n", K, rnd(g, s->rn), rnd(g, fs.n + 2));
        return;
    }
    switch (rnd(g, 5)) {
    case 0: out(g, "xq%d[%d] += 0.5 * t;\n", K, c); break;
    case 1: out(g, "xacc[2] += xq%d[%d];\n", K, c); break;
    case 2: out(g, "*xq%d = *xq%d * 0.5 + 1.0;\n", K, K); break;
    case 3: out(g, "printf(\"back %%a\\n\", xq%d[%d]);\n", K, c); break;
    default: out(g, "memcpy(&xacc[3], xq%d + %d, sizeof(double));\n", K, c); break;
    }
}

/* What the loop runs between its regions for case "kind" ("how": the
 * exit's form, 0 direct, 1 from a function of the file, 2 from XSTOP). */
static void ffor_middle(gen *g, fo_slot *s, int kind, int how, int lvl)
{
    int K = (int)(s - fo.slot);
    switch (kind) {
    case FO_KEPT:
        if (rnd(g, 3) == 0) {
            indent(g, lvl);
            out(g, rnd(g, 2) ? "printf(\"t %%d\\n\", t);\n" : "xacc[0] += 0.5 * t;\n");
        }
        break;
    case FO_REGION: ffor_back_region(g, s, lvl); break;
    case FO_EXIT: {
        int at = rnd(g, fs.T + 1), F;
        indent(g, lvl);
        if (how == 0)
            out(g, "if (t == %d)\n%*sexit(0);\n", at, 4 * (lvl + 1), "");
        else if (how == 1) {
            size_t save = g->len;
            F = fs.nfunc++;
            out(g, "\nstatic void xquit%d(int t)\n{\n    if (t == %d)\n        exit(0);\n}\n", F, at);
            fmove_fn(g, save);
            out(g, "xquit%d(t);\n", F);
        } else {
            fo.stop = 1;
            out(g, "XSTOP(t, %d);\n", at);
        }
        break;
    }
    case FO_CALL:
        indent(g, lvl);
        switch (rnd(g, 6)) {
        case 0: out(g, "ot_write%d(t);\n", K); break;
        case 1: out(g, "xacc[1] += ot_read%d();\n", K); break;
        case 2: out(g, "if (t %% 2 == %d)\n%*sot_write%d(t);\n", rnd(g, 2), 4 * (lvl + 1), "", K); break;
        case 3: {
            size_t save = g->len;
            int F = fs.nfunc++;
            out(g, "\nstatic void xkick%d(int t)\n{\n    ot_write%d(t + 1);\n}\n", F, K);
            fmove_fn(g, save);
            out(g, "xkick%d(t);\n", F);
            break;
        }
        case 4: out(g, "ot_take%d(%s);\n", K, s->take); break;
        default: out(g, "if (getenv(\"BBMM_GEN_NEVER_SET\"))\n%*sxacc[3] += 1.0;\n", 4 * (lvl + 1), ""); break;
        }
        break;
    case FO_BACK: ffor_back_host(g, s, lvl); break;
    default: { /* FO_SCOPE: the second file's use between the updates */
        int w = rnd(g, 3);
        if (w == 2 && !s->q && !s->r)
            w = 0;
        out(g, "#pragma bbmm update host(%s)\n", s->arr);
        indent(g, lvl);
        if (w == 0)
            out(g, "ot_write%d(t);\n", K);
        else if (w == 1)
            out(g, "xacc[1] += ot_read%d();\n", K);
        else if (s->r)
            out(g, "xr%d[%d][%d] += 0.5 * t;\n", K, rnd(g, s->rn), rnd(g, fs.n + 2));
        else
            out(g, "xq%d[%d] += 0.5 * t;\n", K, rnd(g, s->qn));
        if (w != 1)
            out(g, "#pragma bbmm update device(%s)\n", s->arr);
        break;
    }
    }
}

/* A time loop of regions on slot "s"'s array, with one case of the second
 * file's (or its pointer's) use between them. */
static void ffor_loop(gen *g, fo_slot *s)
{
    int kind = FO_KEPT, K = (int)(s - fo.slot);
    if (want(g, F_FFORSCOPE, 10))
        kind = FO_SCOPE;
    else if (want(g, F_FFOREXIT, 12))
        kind = FO_EXIT;
    else if (want(g, F_FFORREGION, 15))
        kind = FO_REGION;
    else if (want(g, F_FFORCALL, 20))
        kind = FO_CALL;
    else if (want(g, F_FFORBACK, 20))
        kind = FO_BACK;
    /* what the case needs set before the loop */
    if (kind == FO_EXIT && !s->atexit_on) {
        s->atexit_on = 1;
        out(g, "    ot_atexit%d();\n", K);
    } else if (!s->atexit_on && rnd(g, 6) == 0) {
        s->atexit_on = 1;
        out(g, "    ot_atexit%d();\n", K); /* prints at the program's end */
    }
    if (kind == FO_REGION || kind == FO_BACK || (kind == FO_SCOPE && rnd(g, 2))) {
        if (s->rows && rnd(g, 2))
            ffor_back(g, s, 1);
        else
            ffor_give(g, s, 1);
    }
    int nr = rnd_in(g, kind == FO_REGION ? 2 : 1, 3), mid = rnd(g, nr), how = kind == FO_EXIT ? rnd(g, 3) : 0;
    const char *note = kind == FO_SCOPE                                      ? "explicit scope"
                       : kind == FO_CALL || kind == FO_BACK || how == 2 ? "not kept"
                                                                            : fmt("may be kept: %s", s->arr);
    if (kind == FO_SCOPE)
        out(g, "#pragma bbmm data\n");
    out(g, "    for (t = 0; t < %d; t++) { /* f-foreign: %s */\n", fs.T, note);
    int intime = fs.intime;
    fs.intime = 1;
    /* region "on" writes the slot's array by name, whatever the others do */
    int on = kind == FO_REGION && mid == 0 ? 1 : 0;
    for (int r = 0; r < nr; r++) {
        if (kind == FO_REGION && r == mid)
            ffor_back_region(g, s, 2);
        else if (r != on && rnd(g, 4) == 0)
            fscope_region(g, 2);
        else
            ffor_region(g, s, r == on, 2);
        if (r == mid && kind != FO_REGION)
            ffor_middle(g, s, kind, how, 2);
    }
    fs.intime = intime;
    out(g, "    }\n");
}

/* After a loop: the second file uses the address (or main what it hands
 * back), which sees the array as the loop left it only when the loop's
 * scope wrote it back first. */
static void ffor_after(gen *g, fo_slot *s)
{
    int K = (int)(s - fo.slot), uses = rnd_in(g, rnd(g, 8) ? 1 : 0, 2);
    for (int u = 0; u < uses; u++) {
        switch (rnd(g, 4)) {
        case 0: out(g, "    ot_write%d(%d);\n", K, fs.T + rnd(g, 3)); break;
        case 1: out(g, "    xacc[1] += ot_read%d();\n", K); break;
        case 2: out(g, "    printf(\"ot%d %%a\\n\", ot_read%d());\n", K, K); break;
        default:
            if (s->rows && rnd(g, 2)) {
                s->r = 0;
                ffor_back(g, s, 1);
                out(g, "    xr%d[%d][%d] += 0.5;\n", K, rnd(g, s->rn), rnd(g, fs.n + 2));
            } else {
                s->q = 0;
                ffor_give(g, s, 1);
                out(g, "    xq%d[%d] -= 0.75;\n", K, rnd(g, s->qn));
            }
            break;
        }
    }
}

/* One block of main: an address handed over (or one an earlier block
 * handed over), then one or two loops with the second file's uses after
 * each. */
static void ffor_block(gen *g)
{
    fo_slot *s;
    use(g, F_FFOREIGN);
    if (fo.nslot == 8 || (fo.nslot && rnd(g, 3) == 0))
        s = &fo.slot[rnd(g, fo.nslot)];
    else
        s = ffor_handover(g);
    int loops = rnd(g, 3) ? 1 : 2;
    for (int l = 0; l < loops; l++) {
        ffor_loop(g, s);
        ffor_after(g, s);
    }
}

/* ---- declarations, main's locals, fill, dump, the second file ---- */
static void ffor_mark(gen *g)
{
    if (fo.on)
        out(g, "/* bbmm-gen: the ot_* functions are in the program's second file (NAME.other.c beside NAME.c) */\n");
}

static void ffor_decls(gen *g)
{
    if (!fo.on)
        return;
    const char *st = fo.xstatic ? "static " : "";
    out(g, "%sdouble XA[NN][NN], XB[NN][NN], XV[NN], XW[NN];\nstatic double xacc[4];\n", st);
    if (fo.stop)
        out(g, "#define XSTOP(t, x) do { if ((t) == (x)) exit(0); } while (0)\n");
    for (int K = 0; K < fo.nslot; K++) {
        if (fo.slot[K].rows)
            out(g, "void ot_take%d(double (*p)[NN], int rows);\ndouble (*ot_back%d(void))[NN];\n", K, K);
        else
            out(g, "void ot_take%d(double *p, int n);\n", K);
        out(g, "void ot_write%d(int t);\ndouble ot_read%d(void);\ndouble *ot_give%d(int k);\nvoid ot_atexit%d(void);\n", K,
            K, K, K);
    }
    out(g, "\n");
}

static void ffor_main_decls(gen *g)
{
    for (int K = 0; K < fo.nslot; K++) {
        out(g, "    double *xq%d = 0;\n    (void)xq%d;\n", K, K);
        if (fo.slot[K].rows)
            out(g, "    double (*xr%d)[NN] = 0;\n    (void)xr%d;\n", K, K);
    }
}

static void ffor_init(gen *g, int fill)
{
    if (!fo.on)
        return;
    out(g, "    for (i = 0; i < NN; i++) {\n");
    out(g, "        XV[i] = (double)((i * 5 + %d) %% 61 - 30) / 4.0;\n", fill);
    out(g, "        XW[i] = (double)((i * 9 + %d) %% 37 - 18) / 2.0;\n", fill);
    out(g, "        for (j = 0; j < NN; j++) {\n");
    out(g, "            XA[i][j] = (double)((i * 7 + j * 3 + %d) %% 81 - 40) / 8.0;\n", fill);
    out(g, "            XB[i][j] = (double)((i * 11 + j * 5 + %d) %% 41 - 20) / 2.0;\n        }\n    }\n", fill);
}

static void ffor_dump(gen *g)
{
    if (!fo.on)
        return;
    out(g, "    for (i = 0; i < NN; i++) {\n        for (j = 0; j < NN; j++)\n");
    out(g, "            printf(\"%%a %%a\\n\", XA[i][j], XB[i][j]);\n        printf(\"%%a %%a\\n\", XV[i], XW[i]);\n    }\n");
    out(g, "    printf(\"%%a %%a %%a %%a\\n\", xacc[0], xacc[1], xacc[2], xacc[3]);\n");
}

/* Writes the second file to --other's path. */
static void ffor_write(unsigned long long seed)
{
    FILE *f = fopen(gen_other, "w");
    if (!f || fprintf(f, "/* bbmm-gen seed=%llu: the program's second file (f-foreign), built plainly: functions that\n"
                         " * keep the addresses main hands over and use them when called again */\n"
                         "#include <stdio.h>\n#include <stdlib.h>\n\n#define NN %d\n%s",
                      seed, fs.n + 2, fo.text ? fo.text : "") < 0 ||
        fclose(f)) {
        fprintf(stderr, "bbmm-gen: cannot write %s\n", gen_other);
        exit(2);
    }
}
