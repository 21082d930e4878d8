/* bbmm-gen: a random-program generator for differential testing of bbmm-pp.
 *
 *   bbmm-gen --seed S [--refuse-pct P] [--forms-pct P] [--classic]
 *            [--disable f1,f2,...] [--force f1,f2,...] [--other FILE] [--list]
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
 * `--disable` turns constructs off by their feature name (`--list`);
 * `--force` makes every seed a forms program and takes the named forms
 * features at each place that may choose them (`--force f-scope-cast`:
 * each program passes kept arrays through casts; `--force f-webs-scratch`:
 * its regions are mostly NPB BT's initialize; `--force f-jagged-scope`:
 * each block of main is a data scope over tables of pointers to rows), so
 * that a few seeds test one form.
 * `--other FILE` lets a forms program be two files (f-foreign,
 * forms_foreign.h: about one in eight, from a stream of their own, so
 * that the other seeds' programs stay as they were; `--force f-foreign`
 * every one): the main one on stdout, the second one, functions that keep
 * the addresses main hands them, written to FILE (removed when the
 * program has none); without it no program has a second file.
 *
 * This file: the driver (options, the random stream, node pools, the
 * attempts: build, run, repair) and the program's text, printed from the
 * model or written by forms.h; gen_build.c builds the model, gen_eval.c
 * runs it, gen.h is what they share. */
#include "gen.h"

/* ---- names in the printed program ---- */
#define F_NAME(e, s) s,
static const char *feature_name[F_COUNT] = {FEATURES(F_NAME)};
static const char *refuse_name[R_COUNT] = {"", "non-affine-subscript", "outer-scalar-write", "long-double",
                                           "data-dependent-subscript"};
static const char *ty_name[TY_N] = {"char",  "unsigned char", "short",  "int",        "unsigned",
                                    "long",  "float",         "double", "long double"};
static const char *it_name[NIT] = {"t", "i", "j", "k"};
static const char *param_name[NPARAM] = {"n", "m", "tsteps"};

/* ---- random numbers (splitmix64) ---- */
static uint64_t rnd64(gen *g)
{
    uint64_t z = (g->rng += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* A number in [0, "n"). */
int rnd(gen *g, int n)
{
    return n <= 1 ? 0 : (int)(rnd64(g) % (uint64_t)n);
}

/* A number in ["lo", "hi"]. */
int rnd_in(gen *g, int lo, int hi)
{
    return hi <= lo ? lo : lo + rnd(g, hi - lo + 1);
}

/* True with probability "pct" percent, provided feature "f" (or -1) is
 * enabled; records that the program uses "f". */
int want(gen *g, int f, int pct)
{
    if (f >= 0 && g->forced[f]) {
        g->used[f] = 1;
        return 1;
    }
    if (f >= 0 && g->disabled[f])
        return 0;
    if (rnd(g, 100) >= pct)
        return 0;
    if (f >= 0)
        g->used[f] = 1;
    return 1;
}

void use(gen *g, int f)
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
expr *enew(gen *g, enum ek k)
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

stmt *snew(gen *g, enum sk k)
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

static int parse_features(const char *list, int *set)
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
        set[f] = 1;
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
            if (!parse_features(argv[++i], g->disabled))
                return 2;
        } else if (!strcmp(argv[i], "--force") && i + 1 < argc) {
            if (!parse_features(argv[++i], g->forced))
                return 2;
            forms_pct = 100;
            classic = 0;
        } else if (!strcmp(argv[i], "--other") && i + 1 < argc) {
            gen_other = argv[++i];
        } else if (!strcmp(argv[i], "--list")) {
            for (int f = 0; f < F_COUNT; f++)
                printf("%s\n", feature_name[f]);
            return 0;
        } else {
            fprintf(stderr, "usage: bbmm-gen --seed S [--refuse-pct P] [--forms-pct P] [--classic] "
                            "[--disable f1,f2,...] [--force f1,f2,...] [--other FILE] [--list]\n");
            return 2;
        }
    }
    if (ffor_forced(g) && !gen_other) {
        fputs("bbmm-gen: the f-foreign forms write a second file: give its path with --other FILE\n", stderr);
        return 2;
    }
    if (gen_other)
        remove(gen_other); /* written again only by a program that has a second file */
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
