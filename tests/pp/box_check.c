/* Box property test of the pragma tool's front end.
 *
 *   box_check INC_DIR REGIONS_DIR
 *
 * For each region sample and several random parameter values and tile
 * sizes: runs the region sequentially (an interpreter over the model's
 * AST), and for every array element each statement instance touches checks
 * that it lies in one of the initial boxes of its tile, the box bounds
 * being evaluated from the model's C expression strings exactly as the
 * generated code will.  For the samples marked exact, the union of the
 * initial boxes of every tile must equal the elements the tile touches
 * (the paper's claim that allocation is exact).  Exit status 1 on any
 * violation, with a message naming the region, tile and element.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define BC_MAXV 64

typedef struct bc_env {
    const char *name[BC_MAXV];
    long long val[BC_MAXV];
    int n;
} bc_env;

static int bc_failures;

/* Set "name" to "v" in "e". */
static void bc_set(bc_env *e, const char *name, long long v)
{
    int i;
    for (i = 0; i < e->n; i++)
        if (!strcmp(e->name[i], name)) {
            e->val[i] = v;
            return;
        }
    if (e->n < BC_MAXV) {
        e->name[e->n] = name;
        e->val[e->n++] = v;
    }
}

/* ---- evaluating the C strings of the model ---------------------------- */

typedef struct bc_c {
    const char *p;
    const bc_env *e;
    int bad;
} bc_c;

static long long bc_cond(bc_c *c);

/* Skip blanks. */
static void bc_ws(bc_c *c)
{
    while (*c->p == ' ')
        c->p++;
}

/* Consume "s" when next. */
static int bc_eat(bc_c *c, const char *s)
{
    size_t n = strlen(s);
    bc_ws(c);
    if (strncmp(c->p, s, n))
        return 0;
    if ((s[0] == '<' || s[0] == '>' || s[0] == '=' || s[0] == '!') && n == 1 && c->p[1] == '=')
        return 0;
    if ((s[0] == '&' || s[0] == '|') && n == 1 && c->p[1] == s[0])
        return 0;
    c->p += n;
    return 1;
}

/* Primary: number, name, call, parentheses. */
static long long bc_primary(bc_c *c)
{
    long long v = 0;
    bc_ws(c);
    if (bc_eat(c, "(")) {
        v = bc_cond(c);
        if (!bc_eat(c, ")"))
            c->bad = 1;
        return v;
    }
    if (*c->p >= '0' && *c->p <= '9')
        return strtoll(c->p, (char **)&c->p, 10);
    if ((*c->p >= 'a' && *c->p <= 'z') || (*c->p >= 'A' && *c->p <= 'Z') || *c->p == '_') {
        const char *s = c->p;
        char name[64];
        int i;
        while ((*c->p >= 'a' && *c->p <= 'z') || (*c->p >= 'A' && *c->p <= 'Z') || *c->p == '_' ||
               (*c->p >= '0' && *c->p <= '9'))
            c->p++;
        snprintf(name, sizeof(name), "%.*s", (int)(c->p - s), s);
        if (bc_eat(c, "(")) {
            long long a = bc_cond(c), b;
            if (!bc_eat(c, ","))
                c->bad = 1;
            b = bc_cond(c);
            if (!bc_eat(c, ")"))
                c->bad = 1;
            if (!strcmp(name, "bbmm_pp_min"))
                return a < b ? a : b;
            if (!strcmp(name, "bbmm_pp_max"))
                return a > b ? a : b;
            if (!strcmp(name, "bbmm_pp_floord"))
                return a >= 0 ? a / b : -((-a + b - 1) / b);
            if (!strcmp(name, "bbmm_pp_ceild"))
                return a >= 0 ? (a + b - 1) / b : -(-a / b);
            c->bad = 1;
            return 0;
        }
        for (i = 0; i < c->e->n; i++)
            if (!strcmp(c->e->name[i], name))
                return c->e->val[i];
        fprintf(stderr, "box_check: unknown name '%s'\n", name);
        c->bad = 1;
        return 0;
    }
    c->bad = 1;
    return 0;
}

/* Unary minus and not. */
static long long bc_unary(bc_c *c)
{
    if (bc_eat(c, "-"))
        return -bc_unary(c);
    if (bc_eat(c, "!"))
        return !bc_unary(c);
    return bc_primary(c);
}

/* *, /, %. */
static long long bc_mul(bc_c *c)
{
    long long v = bc_unary(c);
    for (;;) {
        if (bc_eat(c, "*"))
            v *= bc_unary(c);
        else if (bc_eat(c, "/")) {
            long long d = bc_unary(c);
            v = d ? v / d : (c->bad = 1, 0);
        } else if (bc_eat(c, "%")) {
            long long d = bc_unary(c);
            v = d ? v % d : (c->bad = 1, 0);
        } else
            return v;
    }
}

/* +, -. */
static long long bc_add(bc_c *c)
{
    long long v = bc_mul(c);
    for (;;) {
        if (bc_eat(c, "+"))
            v += bc_mul(c);
        else if (bc_eat(c, "-"))
            v -= bc_mul(c);
        else
            return v;
    }
}

/* Comparisons. */
static long long bc_cmp(bc_c *c)
{
    long long v = bc_add(c);
    if (bc_eat(c, "<="))
        return v <= bc_add(c);
    if (bc_eat(c, ">="))
        return v >= bc_add(c);
    if (bc_eat(c, "=="))
        return v == bc_add(c);
    if (bc_eat(c, "!="))
        return v != bc_add(c);
    if (bc_eat(c, "<"))
        return v < bc_add(c);
    if (bc_eat(c, ">"))
        return v > bc_add(c);
    return v;
}

/* &&. */
static long long bc_and(bc_c *c)
{
    long long v = bc_cmp(c);
    while (bc_eat(c, "&&")) {
        long long w = bc_cmp(c);
        v = v && w;
    }
    return v;
}

/* ||. */
static long long bc_logic(bc_c *c)
{
    long long v = bc_and(c);
    while (bc_eat(c, "||")) {
        long long w = bc_and(c);
        v = v || w;
    }
    return v;
}

/* ?: */
static long long bc_cond(bc_c *c)
{
    long long v = bc_logic(c), a, b;
    if (!bc_eat(c, "?"))
        return v;
    a = bc_cond(c);
    if (!bc_eat(c, ":"))
        c->bad = 1;
    b = bc_cond(c);
    return v ? a : b;
}

/* Evaluate C string "s" in "e". */
static long long bc_eval(const char *s, const bc_env *e)
{
    bc_c c;
    long long v;
    c.p = s;
    c.e = e;
    c.bad = 0;
    v = bc_cond(&c);
    bc_ws(&c);
    if (c.bad || *c.p) {
        fprintf(stderr, "box_check: cannot evaluate '%s'\n", s);
        bc_failures++;
    }
    return v;
}

/* ---- running the region ---------------------------------------------------- */

/* A tile of one nest at one host iteration and the elements it touched. */
typedef struct bc_tile {
    int nest;
    long long host[8], tlo[PP_MAX_BAND], thi[PP_MAX_BAND];
    uint64_t *elems;
    int nelems, cap;
} bc_tile;

typedef struct bc_run {
    const pp_region *r;
    long long *params;
    long long tile[PP_MAX_BAND];
    long long iters[64];
    long long **ext;  /* evaluated extents per array */
    bc_tile *tiles;
    int ntiles, cap;
    int exact;
} bc_run;

/* Value of AST expression "e" (integer) under the current iterators. */
static long long bc_expr(bc_run *b, const pp_expr *e)
{
    long long x, y;
    switch (e->kind) {
    case PP_EXPR_INT:
        return e->value;
    case PP_EXPR_ID:
        return e->sym == PP_SYM_ITER ? b->iters[e->index] : e->sym == PP_SYM_PARAM ? b->params[e->index] : 0;
    case PP_EXPR_PAREN:
    case PP_EXPR_CAST:
        return bc_expr(b, e->args[0]);
    case PP_EXPR_UNARY:
        x = bc_expr(b, e->args[0]);
        return e->op[0] == '-' ? -x : e->op[0] == '!' ? !x : x;
    case PP_EXPR_COND:
        return bc_expr(b, e->args[0]) ? bc_expr(b, e->args[1]) : bc_expr(b, e->args[2]);
    case PP_EXPR_CALL:
        x = bc_expr(b, e->args[0]);
        y = bc_expr(b, e->args[1]);
        return strstr(e->text, "min") || strstr(e->text, "MIN") ? (x < y ? x : y) : (x > y ? x : y);
    case PP_EXPR_BINARY:
        x = bc_expr(b, e->args[0]);
        if (!strcmp(e->op, "&&"))
            return x && bc_expr(b, e->args[1]);
        if (!strcmp(e->op, "||"))
            return x || bc_expr(b, e->args[1]);
        y = bc_expr(b, e->args[1]);
        if (!strcmp(e->op, "+"))
            return x + y;
        if (!strcmp(e->op, "-"))
            return x - y;
        if (!strcmp(e->op, "*"))
            return x * y;
        if (!strcmp(e->op, "/"))
            return x / y;
        if (!strcmp(e->op, "%"))
            return x % y;
        if (!strcmp(e->op, "<"))
            return x < y;
        if (!strcmp(e->op, "<="))
            return x <= y;
        if (!strcmp(e->op, ">"))
            return x > y;
        if (!strcmp(e->op, ">="))
            return x >= y;
        if (!strcmp(e->op, "=="))
            return x == y;
        if (!strcmp(e->op, "!="))
            return x != y;
        return 0;
    default:
        return 0;
    }
}

/* The environment of the boxes of nest "n": params and host iterators. */
static void bc_nest_env(bc_run *b, const pp_nest *n, const long long *host, bc_env *e)
{
    int i;
    e->n = 0;
    for (i = 0; i < b->r->nparams; i++)
        bc_set(e, b->r->params[i].name, b->params[i]);
    for (i = 0; i < n->nhost; i++)
        bc_set(e, n->host[i]->u.loop.iter, host[i]);
}

static const char *const bc_tnames[2][PP_MAX_BAND] = {{"tlo0", "tlo1", "tlo2"}, {"thi0", "thi1", "thi2"}};

/* Return the key of element "idx" of array "a". */
static uint64_t bc_key(bc_run *b, int a, const long long *idx)
{
    uint64_t k = 0;
    int d;
    for (d = 0; d < b->r->arrays[a].ndim; d++)
        k = k * (uint64_t)(b->ext[a][d] + 2) + (uint64_t)(idx[d] + 1);
    return ((uint64_t)a << 56) | k;
}

/* Record that statement "s" touched element "idx" of array "a". */
static void bc_touch(bc_run *b, int s, int a, const long long *idx)
{
    const pp_region *r = b->r;
    const pp_nest *n = &r->nests[r->stmts[s].nest];
    bc_env e;
    long long tlo[PP_MAX_BAND], thi[PP_MAX_BAND];
    int d, i, j, found = 0;
    bc_tile *t = NULL;
    bc_nest_env(b, n, b->iters, &e);
    for (d = 0; d < n->nband; d++) {
        long long lo = bc_eval(n->space_lo[d], &e), hi = bc_eval(n->space_hi[d], &e);
        long long v = b->iters[n->nhost + d], k = (v - lo) / b->tile[d];
        tlo[d] = lo + k * b->tile[d];
        thi[d] = tlo[d] + b->tile[d] - 1 < hi ? tlo[d] + b->tile[d] - 1 : hi;
        bc_set(&e, bc_tnames[0][d], tlo[d]);
        bc_set(&e, bc_tnames[1][d], thi[d]);
    }
    for (i = 0; i < n->narrays && !found; i++) {
        const pp_nest_array *na = &n->arrays[i];
        if (na->array != a)
            continue;
        for (j = 0; j < na->init.n && !found; j++) {
            const pp_box *x = &na->init.v[j];
            int in = bc_eval(x->guard, &e) != 0;
            for (d = 0; d < x->ndim && in; d++)
                in = bc_eval(x->lo[d], &e) <= idx[d] && idx[d] <= bc_eval(x->hi[d], &e);
            found = in;
        }
    }
    if (!found) {
        fprintf(stderr, "box_check: region %s nest %s: %s[", r->name, n->name, r->arrays[a].name);
        for (d = 0; d < r->arrays[a].ndim; d++)
            fprintf(stderr, "%s%lld", d ? "][" : "", idx[d]);
        fprintf(stderr, "] touched by %s is in no initial box of its tile\n", r->stmts[s].name);
        bc_failures++;
    }
    for (i = 0; i < b->ntiles && !t; i++) {
        bc_tile *u = &b->tiles[i];
        if (u->nest != r->stmts[s].nest)
            continue;
        for (d = 0; d < n->nhost && u->host[d] == b->iters[d]; d++)
            ;
        if (d < n->nhost)
            continue;
        for (d = 0; d < n->nband && u->tlo[d] == tlo[d]; d++)
            ;
        if (d == n->nband)
            t = u;
    }
    if (!t) {
        if (b->ntiles == b->cap) {
            b->cap = b->cap ? 2 * b->cap : 64;
            b->tiles = realloc(b->tiles, sizeof(bc_tile) * (size_t)b->cap);
        }
        t = &b->tiles[b->ntiles++];
        memset(t, 0, sizeof(*t));
        t->nest = r->stmts[s].nest;
        for (d = 0; d < n->nhost; d++)
            t->host[d] = b->iters[d];
        for (d = 0; d < n->nband; d++) {
            t->tlo[d] = tlo[d];
            t->thi[d] = thi[d];
        }
    }
    if (t->nelems == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->elems = realloc(t->elems, sizeof(uint64_t) * (size_t)t->cap);
    }
    t->elems[t->nelems++] = bc_key(b, a, idx);
}

/* Run node "nd" at loop depth "depth". */
static void bc_walk(bc_run *b, const pp_node *nd, int depth)
{
    int i, j, d;
    if (!nd)
        return;
    switch (nd->kind) {
    case PP_NODE_FOR:
        for (b->iters[depth] = bc_expr(b, nd->u.loop.init); bc_expr(b, nd->u.loop.cond);
             b->iters[depth] += nd->u.loop.step)
            bc_walk(b, nd->u.loop.body, depth + 1);
        return;
    case PP_NODE_IF:
        if (bc_expr(b, nd->u.cond.cond))
            bc_walk(b, nd->u.cond.then_node, depth);
        else
            bc_walk(b, nd->u.cond.else_node, depth);
        return;
    case PP_NODE_BLOCK:
        for (i = 0; i < nd->u.block.n; i++)
            bc_walk(b, nd->u.block.v[i], depth);
        return;
    default: {
        int s = nd->kind == PP_NODE_ASSIGN ? nd->u.assign.stmt
                : nd->kind == PP_NODE_DECL ? nd->u.decl.stmt
                                           : nd->u.call.stmt;
        const pp_stmt *st;
        if (s < 0)
            return;
        st = &b->r->stmts[s];
        for (j = 0; j < st->naccesses; j++) {
            const pp_access *a = &b->r->accesses[st->accesses[j]];
            long long idx[16];
            if (a->array < 0)
                continue;
            for (d = 0; d < a->expr->nargs; d++)
                idx[d] = bc_expr(b, a->expr->args[d]);
            bc_touch(b, s, a->array, idx);
        }
        return;
    }
    }
}

/* Compare "x" and "y" for qsort. */
static int bc_cmpkey(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

/* Check that the union of the initial boxes of tile "t" is exactly the
 * elements it touched. */
static void bc_check_exact(bc_run *b, bc_tile *t)
{
    const pp_nest *n = &b->r->nests[t->nest];
    bc_env e;
    uint64_t *boxel = NULL;
    int nb = 0, cap = 0, i, j, k, d, u = 0, extra = 0;
    bc_nest_env(b, n, t->host, &e);
    for (d = 0; d < n->nband; d++) {
        bc_set(&e, bc_tnames[0][d], t->tlo[d]);
        bc_set(&e, bc_tnames[1][d], t->thi[d]);
    }
    for (i = 0; i < n->narrays; i++)
        for (j = 0; j < n->arrays[i].init.n; j++) {
            const pp_box *x = &n->arrays[i].init.v[j];
            long long lo[8], hi[8], idx[8];
            if (!bc_eval(x->guard, &e))
                continue;
            for (d = 0; d < x->ndim; d++) {
                lo[d] = bc_eval(x->lo[d], &e);
                hi[d] = bc_eval(x->hi[d], &e);
                idx[d] = lo[d];
                if (lo[d] > hi[d])
                    break;
            }
            if (d < x->ndim)
                continue;
            for (;;) {
                if (nb == cap) {
                    cap = cap ? 2 * cap : 256;
                    boxel = realloc(boxel, sizeof(uint64_t) * (size_t)cap);
                }
                boxel[nb++] = bc_key(b, n->arrays[i].array, idx);
                for (k = x->ndim - 1; k >= 0 && ++idx[k] > hi[k]; k--)
                    idx[k] = lo[k];
                if (k < 0)
                    break;
            }
        }
    qsort(boxel, (size_t)nb, sizeof(uint64_t), bc_cmpkey);
    qsort(t->elems, (size_t)t->nelems, sizeof(uint64_t), bc_cmpkey);
    for (i = 0, j = 0; i < nb; i++) {
        if (i && boxel[i] == boxel[i - 1])
            continue;
        while (j < t->nelems && t->elems[j] < boxel[i])
            j++;
        if (j < t->nelems && t->elems[j] == boxel[i])
            u++;
        else
            extra++;
    }
    if (extra) {
        fprintf(stderr, "box_check: region %s nest %s: the boxes of tile [%lld..%lld] at host iteration %lld hold %d "
                        "element(s) the tile does not touch\n",
                b->r->name, n->name, t->tlo[0], t->thi[0], n->nhost ? t->host[0] : 0, extra);
        bc_failures++;
    }
    (void)u;
    free(boxel);
}

/* Run region "r" with parameter values "params" and tile sizes "tile". */
static void bc_run_region(const pp_region *r, long long *params, const long long *tile, int exact)
{
    bc_run b;
    bc_env e;
    int i, d;
    memset(&b, 0, sizeof(b));
    b.r = r;
    b.params = params;
    b.exact = exact;
    for (d = 0; d < PP_MAX_BAND; d++)
        b.tile[d] = tile[d];
    e.n = 0;
    for (i = 0; i < r->nparams; i++)
        bc_set(&e, r->params[i].name, params[i]);
    b.ext = calloc((size_t)r->narrays + 1, sizeof(long long *));
    for (i = 0; i < r->narrays; i++) {
        b.ext[i] = calloc((size_t)r->arrays[i].ndim + 1, sizeof(long long));
        for (d = 0; d < r->arrays[i].ndim; d++)
            b.ext[i][d] = bc_eval(r->arrays[i].extent[d], &e);
    }
    bc_walk(&b, r->root, 0);
    for (i = 0; i < b.ntiles; i++) {
        if (exact)
            bc_check_exact(&b, &b.tiles[i]);
        free(b.tiles[i].elems);
    }
    for (i = 0; i < r->narrays; i++)
        free(b.ext[i]);
    free(b.ext);
    free(b.tiles);
}

static unsigned long long bc_seed = 88172645463325252ull;

/* A pseudo-random number in [lo, hi]. */
static long long bc_rand(long long lo, long long hi)
{
    bc_seed ^= bc_seed << 13;
    bc_seed ^= bc_seed >> 7;
    bc_seed ^= bc_seed << 17;
    return lo + (long long)(bc_seed % (unsigned long long)(hi - lo + 1));
}

int main(int argc, char **argv)
{
    static const struct {
        const char *file;
        int exact;
    } samples[] = {{"floyd.c", 0},  {"heat2d.c", 1}, {"lu.c", 1},     {"mvt.c", 1}, {"jacobi2d.c", 1},
                   {"gemm.c", 0},   {"fdtd2d.c", 0}, {"adi.c", 0}};
    int s, k, i;
    char inc[4096], path[4096];
    const char *flags[4];
    if (argc != 3) {
        fprintf(stderr, "usage: box_check INC_DIR REGIONS_DIR\n");
        return 2;
    }
    snprintf(inc, sizeof(inc), "-I%s", argv[1]);
    flags[0] = inc;
    flags[1] = "-DPOLYBENCH_USE_C99_PROTO";
    flags[2] = "-DPOLYBENCH_USE_SCALAR_LB";
    flags[3] = "-DN=9";
    for (s = 0; s < (int)(sizeof(samples) / sizeof(samples[0])); s++) {
        pp_options o;
        pp_diag d;
        pp_model *m;
        memset(&o, 0, sizeof(o));
        memset(&d, 0, sizeof(d));
        snprintf(path, sizeof(path), "%s/%s", argv[2], samples[s].file);
        o.input = path;
        o.flags = flags;
        o.nflags = 4;
        m = pp_model_build(&o, &d);
        pp_diag_print(&d, stderr);
        pp_diag_clear(&d);
        if (!m) {
            fprintf(stderr, "box_check: %s: the front end failed\n", path);
            return 1;
        }
        for (k = 0; k < 12; k++) {
            int ri;
            long long tile[PP_MAX_BAND];
            for (i = 0; i < PP_MAX_BAND; i++)
                tile[i] = bc_rand(1, 5);
            for (ri = 0; ri < m->nregions; ri++) {
                const pp_region *r = &m->regions[ri];
                long long params[16];
                for (i = 0; i < r->nparams && i < 16; i++)
                    params[i] = strstr(r->params[i].name, "step") || strstr(r->params[i].name, "tmax")
                                    ? bc_rand(1, 3)
                                    : bc_rand(2, 9);
                bc_run_region(r, params, tile, samples[s].exact);
            }
        }
        printf("box_check: %s: %d region(s), 12 random runs\n", samples[s].file, m->nregions);
        pp_model_free(m);
    }
    printf("box_check: %s\n", bc_failures ? "FAILED" : "every touched element lies in its tile's initial boxes");
    return bc_failures ? 1 : 0;
}
