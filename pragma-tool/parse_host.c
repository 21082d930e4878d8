/* pragma-tool/parse_host.c - host accesses inside data scopes: the host's
 * reads and writes of the arrays a data scope keeps that lack an update.
 */
#include <string.h>

#include "parser.h"

/* ---- host accesses inside data scopes -------------------------------- */

/* What the host may do with one array a data scope keeps, in the order of
 * the text. */
typedef struct par_kept {
    const char *name;
    const pp_fdef *fn;  /* a static local of this function (of a region the scope reaches
                           through a call), else NULL */
    int dev_newer;      /* a region that writes it ran since the host copy was last current */
    int in_use;         /* a region used it since: its copies to the devices may still be
                           reading the host copy, which a host write must wait for */
    int on_dev;         /* a region used it inside the scope */
    int host_newer;     /* the host wrote it since; its loc */
    pp_loc write;
    int reported;
    int view_line;      /* a pointer (no array object) whose part from an offset on ("A + n")
                           a region function took at this line: an update of it reaches only
                           what holds its first byte */
    int view_reported;
} par_kept;

/* A pointer the scope's own text sets to a part of a kept array ("double
 * *p = A + 3;", "p = &A[k];"): its accesses are the array's. */
typedef struct par_alias {
    const char *name;
    int len;
    int k;              /* index of the kept array; -1: the array named at token "base",
                           when the scope keeps it (set before the scope: par_hc_before) */
    int base;
    int line;
    int reported;
} par_alias;
#define PAR_HC_ALIASES 32

/* A function of the file that the scope calls, being walked: the host
 * code of its body runs inside the scope too.  "arg[i]": 1 + the index of
 * the kept array the call passes as its parameter i (0: none, or not as a
 * plain name; an index: the table grows during the walk). */
#define PAR_HC_FRAMES 8
#define PAR_HC_ARGS 16
typedef struct par_hc_frame {
    const pp_fdef *f;
    int arg[PAR_HC_ARGS];
    int line; /* of the call */
} par_hc_frame;

typedef struct par_hc {
    parser *p;
    par_kept *k;
    int nk, *cap;
    int nolist;         /* a scope without a list: it keeps what its regions use */
    par_hc_frame fr[PAR_HC_FRAMES];
    int nfr;
    int walks;          /* bodies walked for this scope (PAR_HC_WALKS at most) */
    signed char *taken; /* per function of the file: its address taken (-1: not known yet) */
    par_alias alias[PAR_HC_ALIASES];
    int nalias;
    int rc;
} par_hc;

/* Bodies of functions walked for one scope at most: calls through
 * pointers in functions reached through pointers multiply them. */
#define PAR_HC_WALKS 4096

/* Nonzero when function "f" of the file is named somewhere other than in
 * a call of it or its own definition: its address is taken ("fn = peek",
 * a table of pointers, qsort's comparator), so a call through a pointer
 * may run it. */
static int par_hc_address_taken(const parser *p, const pp_fdef *f)
{
    int i, n = (int)strlen(f->name);
    for (i = 0; i + 1 < p->t->n; i++) {
        const pp_token *t = &p->t->v[i];
        if (t->kind == PP_TOK_IDENT && t->len == n && !strncmp(t->text, f->name, (size_t)n) &&
            !pp_tok_is(&p->t->v[i + 1], "(") && t->loc.offset != f->loc.offset)
            return 1;
    }
    return 0;
}

/* The position of the parameter of "f" named "s" ("len" bytes), or -1. */
static int par_hc_param(const parser *p, const pp_fdef *f, const char *s, int len)
{
    int pos, at;
    for (pos = 0; pos < PAR_HC_ARGS && (at = pp_fdef_param(p->t, f, pos)) >= 0; pos++)
        if (p->t->v[at].len == len && !strncmp(p->t->v[at].text, s, (size_t)len))
            return pos;
    return -1;
}

/* The kept array named "s" ("len" bytes) where the walk is: in a called
 * function, a parameter is what the call passed, else a static local of
 * that function or a file-scope array; NULL when none. */
static par_kept *par_hc_find(par_hc *h, const char *s, int len)
{
    const par_hc_frame *f = h->nfr ? &h->fr[h->nfr - 1] : NULL;
    int i, pos;
    if (f && (pos = par_hc_param(h->p, f->f, s, len)) >= 0)
        return f->arg[pos] ? &h->k[f->arg[pos] - 1] : NULL;
    for (i = 0; !f && i < h->nalias; i++)
        if (h->alias[i].len == len && !strncmp(h->alias[i].name, s, (size_t)len)) {
            const pp_token *b;
            int j;
            if (h->alias[i].k >= 0)
                return &h->k[h->alias[i].k];
            b = &h->p->t->v[h->alias[i].base]; /* kept once a region of the scope uses it */
            for (j = 0; j < h->nk; j++)
                if ((int)strlen(h->k[j].name) == b->len && !strncmp(h->k[j].name, b->text, (size_t)b->len) &&
                    !h->k[j].fn)
                    return &h->k[j];
        }
    for (i = 0; i < h->nk; i++)
        if ((int)strlen(h->k[i].name) == len && !strncmp(h->k[i].name, s, (size_t)len) &&
            h->k[i].fn == (f ? f->f : NULL))
            return &h->k[i];
    if (f) {
        char name[128];
        if (len >= (int)sizeof(name))
            return NULL;
        memcpy(name, s, (size_t)len);
        name[len] = '\0';
        for (i = 0; i < h->nk; i++)
            if (!strcmp(h->k[i].name, name) && !h->k[i].fn && par_file_lookup(h->p, name))
                return &h->k[i];
    }
    return NULL;
}

/* Append to a message where the walk is: " (in 'f', called inside the
 * scope at line N)". */
static const char *par_hc_where(par_hc *h)
{
    if (!h->nfr)
        return "";
    return pp_printf(h->p->a, " (in '%s', called inside the scope at line %d)", h->fr[h->nfr - 1].f->name,
                     h->fr[0].line);
}

/* A region (or a call of a function holding one) uses "k" at "t" (writing
 * it when "write"). */
static void par_hc_region(par_hc *h, par_kept *k, const pp_token *t, int write)
{
    if (!k)
        return;
    if (k->host_newer && !k->reported++) {
        pp_error(h->p->d, k->write,
                 "host write to '%s' inside a bbmm data scope reaches the devices only after "
                 "'#pragma bbmm update device(%s)' (a region uses it at line %d)",
                 k->name, k->name, h->nfr ? h->fr[0].line : t->loc.line); /* the call the scope makes */
        h->rc = -1;
    }
    k->on_dev = k->in_use = 1;
    k->dev_newer |= write;
    k->host_newer = 0;
}

/* The host reads or writes "k" at token "t". */
static void par_hc_host(par_hc *h, par_kept *k, const pp_token *t, int write)
{
    if ((k->dev_newer || (write && k->in_use)) && !k->reported++) {
        const char *where = par_hc_where(h);
        char via[96] = "";
        int n = (int)strlen(k->name);
        if (t->kind == PP_TOK_IDENT && (t->len != n || strncmp(t->text, k->name, (size_t)n)) && t->len < 64 &&
            !(t->len < n && !strncmp(t->text, k->name, (size_t)t->len) &&
              (k->name[t->len] == '.' || k->name[t->len] == '-'))) /* not the start of its member path */
            snprintf(via, sizeof(via), " (through '%.*s', which points into it)", t->len, t->text);
        pp_error(h->p->d, t->loc,
                 k->dev_newer ? "host access to '%s'%s%s inside a bbmm data scope: the devices may hold newer values; "
                                "add '#pragma bbmm update host(%s)' before it"
                              : "host write to '%s'%s%s inside a bbmm data scope while the copies of a region that "
                                "reads it may still be reading the host's: add '#pragma bbmm update host(%s)' "
                                "before it",
                 k->name, via, where ? where : "", k->name);
        h->rc = -1;
    }
    if (write && k->on_dev && !k->host_newer) {
        k->host_newer = 1;
        k->write = t->loc;
    }
}

static int par_same_file(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

/* Nonzero when a region of the model is held by the function "name". */
static int par_is_region_fn(const parser *p, const char *name, int len)
{
    int i;
    for (i = 0; i < p->m->nregions; i++)
        if (p->m->regions[i].func && (int)strlen(p->m->regions[i].func) == len &&
            !strncmp(p->m->regions[i].func, name, (size_t)len))
            return 1;
    return 0;
}

/* Nonzero when parameter "pos" (0 first) of function "name", defined in
 * the file, is an array that one of its regions uses. */
static int par_region_param(const parser *p, const char *name, int len, int pos)
{
    const pp_fdef *f = NULL;
    int i, at, r, a;
    for (i = 0; i < p->fs.ndefs; i++)
        if ((int)strlen(p->fs.defs[i].name) == len && !strncmp(p->fs.defs[i].name, name, (size_t)len))
            f = &p->fs.defs[i];
    if (!f || (at = pp_fdef_param(p->t, f, pos)) < 0)
        return 0;
    for (r = 0; r < p->m->nregions; r++) {
        const pp_region *g = &p->m->regions[r];
        if (!g->func || (int)strlen(g->func) != len || strncmp(g->func, name, (size_t)len))
            continue;
        for (a = 0; a < g->narrays; a++)
            if ((int)strlen(g->arrays[a].name) == p->t->v[at].len &&
                !strncmp(g->arrays[a].name, p->t->v[at].text, (size_t)p->t->v[at].len))
                return 1;
    }
    return 0;
}

/* Nonzero when the file defines a function "name". */
static int par_is_defined(const parser *p, const char *name, int len)
{
    int i;
    for (i = 0; i < p->fs.ndefs; i++)
        if ((int)strlen(p->fs.defs[i].name) == len && !strncmp(p->fs.defs[i].name, name, (size_t)len))
            return 1;
    return 0;
}

/* The kept array the host reaches at token "i" (an identifier, below
 * "to"): the one spelled as the member path written there ("g.a" at
 * "g . a"), else one inside the struct the path names ("g" reaching
 * "g.a", "p->in" reaching "p->in.c": "*whole" set); NULL when none.
 * "*end": the token after the path. */
static par_kept *par_hc_reach(par_hc *h, int i, int to, int *end, int *whole)
{
    parser *p = h->p;
    pp_str b = {0};
    par_kept *k = NULL;
    int j = i + 1, n;
    pp_str_addn(&b, p->t->v[i].text, (size_t)p->t->v[i].len);
    while (j + 1 < to && (pp_tok_is(&p->t->v[j], ".") || pp_tok_is(&p->t->v[j], "->")) &&
           p->t->v[j + 1].kind == PP_TOK_IDENT) {
        pp_str_addf(&b, "%s%.*s", pp_tok_is(&p->t->v[j], ".") ? "." : "->", p->t->v[j + 1].len, p->t->v[j + 1].text);
        j += 2;
    }
    *end = j;
    *whole = 0;
    n = (int)strlen(pp_str_get(&b));
    if (!b.oom)
        k = par_hc_find(h, pp_str_get(&b), n);
    for (j = 0; !k && !b.oom && j < h->nk; j++)
        if (!strncmp(h->k[j].name, pp_str_get(&b), (size_t)n) && (h->k[j].name[n] == '.' || h->k[j].name[n] == '-')) {
            k = &h->k[j];
            *whole = 1;
        }
    pp_str_free(&b);
    return k;
}

/* The member arrays that the regions of function "fn" use through its
 * parameter "pos" (0 first), as a caller names them when it passes the
 * argument at token "a": "p->v" of a parameter "p" passed "&g" is "g.v",
 * passed "q" is "q->v"; into "out" (at most "max"); their number. */
static int par_hc_member_args(parser *p, const pp_token *fn, int pos, int a, char **out, int max)
{
    const pp_fdef *f = NULL;
    const pp_token *pt, *arg;
    int i, at, r, n = 0, addr = pp_tok_is(&p->t->v[a], "&");
    for (i = 0; i < p->fs.ndefs; i++)
        if (strlen(p->fs.defs[i].name) == (size_t)fn->len && !strncmp(p->fs.defs[i].name, fn->text, (size_t)fn->len))
            f = &p->fs.defs[i];
    arg = &p->t->v[a + addr];
    if (!f || (at = pp_fdef_param(p->t, f, pos)) < 0 || arg->kind != PP_TOK_IDENT || a + addr + 1 >= p->t->n ||
        !(pp_tok_is(arg + 1, ",") || pp_tok_is(arg + 1, ")")))
        return 0;
    pt = &p->t->v[at];
    for (r = 0; r < p->m->nregions; r++) {
        const pp_region *g = &p->m->regions[r];
        if (!g->func || strlen(g->func) != (size_t)fn->len || strncmp(g->func, fn->text, (size_t)fn->len))
            continue;
        for (i = 0; i < g->narrays && n < max; i++) {
            const char *c = g->arrays[i].c_expr, *rest;
            int arrow;
            if (!c || strncmp(c, pt->text, (size_t)pt->len) || (c[pt->len] != '.' && c[pt->len] != '-'))
                continue;
            arrow = c[pt->len] == '-';
            rest = c + pt->len + (arrow ? 2 : 1);
            if (addr && !arrow)
                continue;
            out[n] = pp_printf(p->a, "%.*s%s%s", arg->len, arg->text, arrow && !addr ? "->" : ".", rest);
            if (!out[n])
                p->oom = 1;
            else
                n++;
        }
    }
    return n;
}

/* The argument at token "a" of a call of region function "fn" (position
 * "pos"): mark the kept member arrays its regions use through it as used
 * on the devices; nonzero when there are such arrays. */
static int par_hc_member_call(par_hc *h, const pp_token *fn, int pos, int a)
{
    char *paths[16];
    int n = par_hc_member_args(h->p, fn, pos, a, paths, 16), i;
    for (i = 0; i < n; i++)
        par_hc_region(h, par_hc_find(h, paths[i], (int)strlen(paths[i])), &h->p->t->v[a], 1);
    return n;
}

/* Nonzero when "from" <= "i" < "to" is a side of a statement that copies
 * one name into another: "x = y;" alone. */
static int par_hc_copy(const parser *p, int i, int from, int to)
{
    const pp_token *v = p->t->v;
#define PAR_STMT_START_(k) ((k) < from || pp_tok_is(&v[k], ";") || pp_tok_is(&v[k], "{") || pp_tok_is(&v[k], "}"))
    if (i + 3 < to && pp_tok_is(&v[i + 1], "=") && v[i + 2].kind == PP_TOK_IDENT && pp_tok_is(&v[i + 3], ";") &&
        PAR_STMT_START_(i - 1))
        return 1;
    if (i - 2 >= from && i + 1 < to && pp_tok_is(&v[i - 1], "=") && v[i - 2].kind == PP_TOK_IDENT &&
        pp_tok_is(&v[i + 1], ";") && PAR_STMT_START_(i - 3))
        return 1;
#undef PAR_STMT_START_
    return 0;
}

/* The kept array that region array "a" is where the walk is; a scope
 * without a list keeps every array its regions use (but those the
 * generated code marks bbmm_array_unlisted), also in the functions it
 * calls: added when new.  NULL when not kept. */
static par_kept *par_hc_region_array(par_hc *h, const pp_array *a)
{
    const char *c = pp_array_c(a);
    par_kept *k = par_hc_find(h, c, (int)strlen(c));
    const par_hc_frame *f = h->nfr ? &h->fr[h->nfr - 1] : NULL;
    par_kept x;
    if (k || !h->nolist || a->unlisted || a->scalar || a->expansion_of || a->c_expr ||
        (f && par_hc_param(h->p, f->f, c, (int)strlen(c)) >= 0))
        return k;
    memset(&x, 0, sizeof(x));
    x.name = c;
    x.fn = f && !par_file_lookup(h->p, c) ? f->f : NULL; /* a static local of the function */
    if (pp_vec_push(h->p->a, &h->k, &h->nk, h->cap, sizeof(x), &x)) {
        h->p->oom = 1;
        return NULL;
    }
    return &h->k[h->nk - 1];
}

/* Nonzero when every declaration the file has of the name at token "t"
 * takes more than "nsub" subscripts (none opaque): "t[e]...", "nsub"
 * subscripts, is then a row, an address. */
static int par_hc_row(const parser *p, const pp_token *t, int nsub)
{
    int k, found = 0;
    for (k = 0; k < p->nshapes; k++) {
        const pp_token *u = &p->t->v[p->shapes[k].tok];
        if (u->len != t->len || strncmp(u->text, t->text, (size_t)t->len))
            continue;
        if (p->shapes[k].opaque || p->shapes[k].is_func || p->shapes[k].is_typedef || p->shapes[k].ndim <= nsub)
            return 0;
        found = 1;
    }
    return found;
}

/* The argument of a call that starts at token "a" (below "to"), when it
 * passes an address inside a named array rather than reading it: "A",
 * "A + e", "A - e", "&A[e]...", a row "D[e]" or "D[e] + e2" of an array
 * of more dimensions: the token of "A", else -1.  The function called
 * then holds a part of A in its parameter; what the subscripts and offsets
 * read is host code of the caller. */
static int par_hc_arg_base(const parser *p, int a, int to)
{
    const pp_token *v = p->t->v;
    int addr = a < to && pp_tok_is(&v[a], "&"), n = a + addr, j = n + 1, nsub = 0;
    if (n >= to || v[n].kind != PP_TOK_IDENT)
        return -1;
    while (j < to && pp_tok_is(&v[j], "[")) {
        int depth = 0;
        do {
            depth += pp_tok_is(&v[j], "[") - pp_tok_is(&v[j], "]");
            j++;
        } while (j < to && depth);
        nsub++;
    }
    if (j >= to || !(pp_tok_is(&v[j], ",") || pp_tok_is(&v[j], ")") || pp_tok_is(&v[j], ";") || pp_tok_is(&v[j], "+") ||
                     pp_tok_is(&v[j], "-")))
        return -1;
    if (pp_tok_is(&v[j], "+") || pp_tok_is(&v[j], "-")) { /* an offset: no member or cast around it */
        int depth = 0, k;
        if (addr)
            return -1;
        for (k = j; k < to; k++) {
            depth += pp_tok_is(&v[k], "(") + pp_tok_is(&v[k], "[") - pp_tok_is(&v[k], ")") - pp_tok_is(&v[k], "]");
            if (depth < 0 || (!depth && (pp_tok_is(&v[k], ",") || pp_tok_is(&v[k], ";"))))
                break;
            if (!depth && (pp_tok_is(&v[k], "?") || pp_tok_is(&v[k], ".") || pp_tok_is(&v[k], "->") ||
                           pp_tok_is(&v[k], "=") || pp_tok_is(&v[k], "==") || pp_tok_is(&v[k], "!=") ||
                           pp_tok_is(&v[k], "<") || pp_tok_is(&v[k], ">") || pp_tok_is(&v[k], "<=") ||
                           pp_tok_is(&v[k], ">=") || pp_tok_is(&v[k], "&&") || pp_tok_is(&v[k], "||")))
                return -1; /* (a value made from the address, not a part of the array) */
        }
    }
    if (addr || nsub == 0 || par_hc_row(p, &v[n], nsub))
        return n;
    return -1;
}

/* The token after a cast to a type that starts argument "a" ("(const
 * double (*)[N])B": B's), else "a".  A kept array passed through a cast is
 * the same memory as passed without it; where the callee's view of it
 * differs (another row length), the runtime finds the two registrations
 * by their addresses, as for any two names of one array. */
static int par_hc_cast_end(parser *p, int a, int to)
{
    const pp_token *v = p->t->v;
    int j = a + 1, depth = 1;
    if (a + 1 >= to || !pp_tok_is(&v[a], "(") || !par_starts_decl(p, &v[a + 1]))
        return a;
    while (j < to && depth) {
        depth += pp_tok_is(&v[j], "(") - pp_tok_is(&v[j], ")");
        j++;
    }
    return depth ? a : j;
}

/* Nonzero when every declaration of the name at token "t" is an array
 * object (its bytes known: sizeof), not a pointer. */
static int par_hc_object(const parser *p, const pp_token *t)
{
    int k, found = 0;
    for (k = 0; k < p->nshapes; k++) {
        const pp_token *u = &p->t->v[p->shapes[k].tok];
        if (u->len != t->len || strncmp(u->text, t->text, (size_t)t->len))
            continue;
        if (!p->shapes[k].array)
            return 0;
        found = 1;
    }
    return found;
}

/* Nonzero when every declaration of the name of token "t" is a table of
 * pointers (pp_shape.table): an update of it reaches all the memory the
 * scope keeps (bbmm_pp_table_update), so a region taking one of its
 * entries ("lev[1]") leaves nothing out. */
static int par_hc_table(const parser *p, const pp_token *t)
{
    int k, found = 0;
    for (k = 0; k < p->nshapes; k++) {
        const pp_token *u = &p->t->v[p->shapes[k].tok];
        if (u->len != t->len || strncmp(u->text, t->text, (size_t)t->len))
            continue;
        if (!p->shapes[k].table)
            return 0;
        found = 1;
    }
    return found;
}

/* At "p = ..." or "T *p = ..." (the name at token "i", "=" after it) in
 * the scope's own text: "p" becomes an alias of the kept array whose
 * part the right side takes ("A + 3", "&A[k]", a row, "A"), or stops
 * being one.  Returns the token of the array's name in the right side
 * (an address taken, no access), or -1. */
static int par_hc_alias_set(par_hc *h, int i, int to)
{
    parser *p = h->p;
    const pp_token *t = &p->t->v[i];
    int b = i + 2 < to ? par_hc_arg_base(p, i + 2, to) : -1, a;
    par_kept *k = b >= 0 ? par_hc_find(h, p->t->v[b].text, p->t->v[b].len) : NULL;
    for (a = 0; a < h->nalias; a++)
        if (h->alias[a].len == t->len && !strncmp(h->alias[a].name, t->text, (size_t)t->len))
            break;
    if (!k) {
        if (a < h->nalias) /* set to something else */
            h->alias[a] = h->alias[--h->nalias];
        return -1;
    }
    if (a == h->nalias) {
        if (h->nalias == PAR_HC_ALIASES)
            return -1;
        h->nalias++;
    }
    if (h->alias[a].name != t->text)
        h->alias[a].reported = 0;
    h->alias[a].name = t->text;
    h->alias[a].len = t->len;
    h->alias[a].k = (int)(k - h->k);
    h->alias[a].base = -1;
    h->alias[a].line = t->loc.line;
    return b;
}

static int par_hc_stmt(par_hc *h, int i, int to, int depth);

/* The call of the function named at token "open" - 1, whose "(" is token
 * "open" (below "to"): when the file defines it, walk its body as host
 * code inside the scope, each parameter standing for the kept array its
 * argument names (plain names only; other arguments are taken as before
 * by the caller).  "open" -1: the function is named without a call (its
 * address passed to qsort or to a function of the file that calls it):
 * walked there, as if called, with no array for its parameters.  Nonzero
 * when walked. */
static int par_hc_walk(par_hc *h, const pp_fdef *f, int open, int to, int line);

static int par_hc_call(par_hc *h, const pp_token *fn, int open, int to)
{
    parser *p = h->p;
    const pp_fdef *f = NULL;
    int i;
    for (i = 0; i < p->fs.ndefs; i++)
        if ((int)strlen(p->fs.defs[i].name) == fn->len && !strncmp(p->fs.defs[i].name, fn->text, (size_t)fn->len))
            f = &p->fs.defs[i];
    return f ? par_hc_walk(h, f, open, to, fn->loc.line) : 0;
}

/* par_hc_call's walk of the body of "f", called at line "line". */
static int par_hc_walk(par_hc *h, const pp_fdef *f, int open, int to, int line)
{
    parser *p = h->p;
    par_hc_frame *fr;
    int i, j, depth = 0, arg = 0;
    if (f->body < 0 || h->nfr == PAR_HC_FRAMES || h->walks >= PAR_HC_WALKS)
        return 0;
    h->walks++;
    for (i = 0; i < h->nfr; i++)
        if (h->fr[i].f == f) /* recursion: its body is being walked */
            return 0;
    fr = &h->fr[h->nfr];
    memset(fr, 0, sizeof(*fr));
    fr->f = f;
    fr->line = line;
    for (j = open; open >= 0 && j < to; j++) { /* the arguments, found where the caller is */
        const pp_token *u = &p->t->v[j];
        if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
            depth++;
        else if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")) {
            if (--depth == 0)
                break;
        } else if (depth == 1 && pp_tok_is(u, ","))
            arg++;
        else if (depth == 1 && arg < PAR_HC_ARGS && (pp_tok_is(&p->t->v[j - 1], "(") || pp_tok_is(&p->t->v[j - 1], ","))) {
            int b = par_hc_arg_base(p, j, to);
            par_kept *k = b >= 0 ? par_hc_find(h, p->t->v[b].text, p->t->v[b].len) : NULL;
            fr->arg[arg] = k ? (int)(k - h->k) + 1 : 0;
        }
    }
    h->nfr++;
    par_hc_stmt(h, f->body, p->t->n, 1);
    h->nfr--;
    return 1;
}

/* Nonzero when identifier token "i" (at or after "from") is the name a
 * declaration declares ("static double w[N]", "double *p"): a function the
 * scope calls may declare a static array its regions use. */
static int par_hc_declared(parser *p, int i, int from)
{
    int j = i - 1;
    while (j >= from && pp_tok_is(&p->t->v[j], "*"))
        j--;
    return j >= from && par_starts_decl(p, &p->t->v[j]);
}

/* The calls of functions of the file inside the arguments of the call
 * whose "(" is token "open" (below "to"): walked as the host code they
 * run before that call ("step(peek())"); a function passed by its address
 * is walked as if called there. */
static void par_hc_args_calls(par_hc *h, int open, int to)
{
    parser *p = h->p;
    int j, depth = 0;
    for (j = open; j < to; j++) {
        const pp_token *u = &p->t->v[j];
        if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
            depth++;
        else if ((pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")) && --depth == 0)
            break;
        else if (depth >= 1 && u->kind == PP_TOK_IDENT && j + 1 < to && pp_tok_is(&p->t->v[j + 1], "(") &&
                 par_is_defined(p, u->text, u->len)) {
            par_hc_args_calls(h, j + 1, to);
            par_hc_call(h, u, j + 1, to);
        } else if (depth >= 1 && u->kind == PP_TOK_IDENT && par_is_defined(p, u->text, u->len) &&
                   !par_hc_find(h, u->text, u->len))
            par_hc_call(h, u, -1, to); /* a function passed by its address ("apply(peek, t)") */
    }
}

/* A call through a pointer at token "i" ("fn(k)", "tab[1](t)", "(*fp)(x)":
 * an identifier that names no function, a "]" or "(*fp)", before "("):
 * every function of the file whose address is taken may run there, walked
 * as if called. */
static void par_hc_pointer_call(par_hc *h, int i, int to)
{
    parser *p = h->p;
    const pp_token *t = &p->t->v[i];
    const pp_decl *d;
    int k;
    if (t->kind == PP_TOK_IDENT) {
        if (par_is_defined(p, t->text, t->len) || par_in(t, par_quals) || par_in(t, par_int_words) ||
            par_in(t, par_other_words) || pp_tok_is(t, "sizeof") || pp_tok_is(t, "return") || pp_tok_is(t, "if") ||
            pp_tok_is(t, "for") || pp_tok_is(t, "while") || pp_tok_is(t, "switch") ||
            (t->len > 2 && t->text[0] == '_' && (t->text[1] == '_' || (t->text[1] >= 'A' && t->text[1] <= 'Z'))))
            return; /* (__builtin_expect, _Generic, _Alignof: the compiler's, no pointer) */
        {
            char name[128];
            if (t->len >= (int)sizeof(name))
                return;
            memcpy(name, t->text, (size_t)t->len);
            name[t->len] = '\0';
            d = par_file_lookup(p, name);
            if (d && d->is_func) /* a function of another file or of a library */
                return;
        }
    } else if (!pp_tok_is(t, "]") &&
               !(pp_tok_is(t, ")") && i >= 3 && p->t->v[i - 1].kind == PP_TOK_IDENT && pp_tok_is(&p->t->v[i - 2], "*") &&
                 pp_tok_is(&p->t->v[i - 3], "("))) { /* "(*fp)(x)" */
        return;
    }
    if (!h->taken && p->fs.ndefs) {
        h->taken = pp_alloc(p->a, (size_t)p->fs.ndefs);
        if (!h->taken) {
            p->oom = 1;
            return;
        }
        memset(h->taken, -1, (size_t)p->fs.ndefs);
    }
    for (k = 0; k < p->fs.ndefs; k++) {
        if (h->taken[k] < 0)
            h->taken[k] = (signed char)par_hc_address_taken(p, &p->fs.defs[k]);
        if (h->taken[k])
            par_hc_walk(h, &p->fs.defs[k], -1, to, t->loc.line);
    }
}

/* The events of tokens [from, to) of a data scope's statement, in order. */
static void par_hc_tokens(par_hc *h, int from, int to)
{
    parser *p = h->p;
    int i = from, r, d;
    if (to > p->t->n) /* a header without its ")" (bad input: the parser reports it) */
        to = p->t->n;
    while (i < to) {
        pp_token *t = &p->t->v[i];
        if (t->kind == PP_TOK_PRAGMA) {
            for (r = 0; r < p->m->nregions && p->m->regions[r].pragma.offset != t->loc.offset; r++)
                ;
            if (r < p->m->nregions) { /* a region: its arrays are used on the devices */
                const pp_region *g = &p->m->regions[r];
                int a;
                for (a = 0; a < g->narrays; a++)
                    par_hc_region(h, par_hc_region_array(h, &g->arrays[a]), t, g->arrays[a].written);
                while (i < to && p->t->v[i].loc.offset < g->end_offset)
                    i++;
                continue;
            }
            for (d = 0; d < p->m->ndirs; d++) {
                const pp_directive *x = &p->m->dirs[d];
                int a;
                if (x->loc.offset != t->loc.offset || x->kind == PP_DIR_DATA)
                    continue;
                for (a = 0; a < x->nnames; a++) {
                    int len = (int)strlen(x->names[a]), al;
                    par_kept *k = par_hc_find(h, x->names[a], len);
                    const char *dir = x->kind == PP_DIR_UPDATE_DEVICE ? "device" : "host";
                    if (!k)
                        continue;
                    for (al = 0; !h->nfr && al < h->nalias; al++)
                        if (h->alias[al].len == len && !strncmp(h->alias[al].name, x->names[a], (size_t)len))
                            break;
                    if (!h->nfr && al < h->nalias) {
                        if (!h->alias[al].reported++)
                            pp_error(p->d, x->loc,
                                 "update %s(%s): '%s' points into '%s' (line %d), and an update of a pointer reaches "
                                 "only the array holding its first byte: name the array, 'update %s(%s)'",
                                 dir, x->names[a], x->names[a], k->name, h->alias[al].line, dir, k->name);
                        h->rc = -1;
                    } else if (k->view_line && !strcmp(k->name, x->names[a])) {
                        if (!k->view_reported++)
                            pp_error(p->d, x->loc,
                                 "update %s(%s): '%s' is a pointer, and a region of the scope takes a part of it from "
                                 "an offset on (line %d): an update of a pointer reaches only the array holding its "
                                 "first byte, not that part; pass '%s' itself to the region's function (the offset "
                                 "inside it), or declare it as an array",
                                 dir, x->names[a], x->names[a], k->view_line, x->names[a]);
                        h->rc = -1;
                    }
                    k->dev_newer = k->in_use = 0;
                    if (x->kind == PP_DIR_UPDATE_DEVICE)
                        k->host_newer = 0;
                }
            }
            i++;
            continue;
        }
        if (i + 1 < to && pp_tok_is(&p->t->v[i + 1], "("))
            par_hc_pointer_call(h, i, to);
        if (t->kind == PP_TOK_IDENT && i + 1 < to && pp_tok_is(&p->t->v[i + 1], "(") &&
            (par_is_region_fn(p, t->text, t->len) || par_is_defined(p, t->text, t->len))) {
            /* a call: an array passed whole goes to a region, or to host code of this file */
            int region = par_is_region_fn(p, t->text, t->len), depth = 0, j, arg = 0, end, whole, walked, b, c;
            par_hc_args_calls(h, i + 1, to); /* the arguments are evaluated first */
            walked = par_hc_call(h, t, i + 1, to);
            for (j = i + 1; j < to; j++) {
                pp_token *u = &p->t->v[j];
                par_kept *k = NULL;
                int first = depth == 1 && (pp_tok_is(&p->t->v[j - 1], "(") || pp_tok_is(&p->t->v[j - 1], ",")),
                    part = 0;
                if (first) { /* a part of a kept array passed, maybe through a cast */
                    c = par_hc_cast_end(p, j, to);
                    part = c < to && (b = par_hc_arg_base(p, c, to)) >= 0 &&
                           (k = par_hc_find(h, p->t->v[b].text, p->t->v[b].len)) != NULL &&
                           (walked || (b == c && (pp_tok_is(&p->t->v[c + 1], ")") || pp_tok_is(&p->t->v[c + 1], ","))));
                }
                if ((pp_tok_is(u, "(") && !(part && c != j)) || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
                    depth++;
                else if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")) {
                    if (--depth == 0)
                        break;
                } else if (depth == 1 && pp_tok_is(u, ",")) {
                    arg++;
                } else if (first && region && c == j && par_hc_member_call(h, t, arg, j)) {
                    j += pp_tok_is(u, "&");
                    continue;
                } else if (part) {
                    /* a part of a kept array passed (maybe through a
                     * cast): walked, what the body does with it
                     * (par_hc_call); its subscripts and offset are read
                     * here */
                    if (region && !k->view_line && !(b == c && (pp_tok_is(&p->t->v[c + 1], ")") ||
                                                                pp_tok_is(&p->t->v[c + 1], ","))) &&
                        !par_hc_object(p, &p->t->v[b]) && !par_hc_table(p, &p->t->v[b]))
                        k->view_line = u->loc.line;
                    if (walked)
                        ;
                    else if (region && par_region_param(p, t->text, t->len, arg))
                        par_hc_region(h, k, u, 1);
                    else
                        par_hc_host(h, k, u, 1);
                    j = b;
                    continue;
                }
                if (u->kind == PP_TOK_IDENT && (k = par_hc_reach(h, j, to, &end, &whole)) != NULL)
                    par_hc_host(h, k, u, whole);
            }
            i = j + 1;
            continue;
        }
        if (t->kind == PP_TOK_IDENT && !(i + 1 < to && pp_tok_is(&p->t->v[i + 1], "(")) &&
            par_is_defined(p, t->text, t->len) && !par_hc_find(h, t->text, t->len)) {
            par_hc_call(h, t, -1, to); /* a function's address: it may run here */
            i++;
            continue;
        }
        if (t->kind == PP_TOK_IDENT && !h->nfr && i + 2 < to && pp_tok_is(&p->t->v[i + 1], "=")) {
            /* "double *p = A + 3;", "p = &A[k];": p names a part of A from
             * here on (a kept array's own name assigned: as before) */
            int al, b = -1;
            for (al = 0; al < h->nalias; al++)
                if (h->alias[al].len == t->len && !strncmp(h->alias[al].name, t->text, (size_t)t->len))
                    break;
            if (al < h->nalias || par_hc_declared(p, i, from) || !par_hc_find(h, t->text, t->len))
                b = par_hc_alias_set(h, i, to);
            if (b >= 0) {
                par_hc_tokens(h, i + 2, b);     /* ("&") */
                i = b + 1;                      /* the array's name: an address, no access */
                continue;
            }
        }
        if (t->kind == PP_TOK_IDENT && !(i > from && pp_tok_is(&p->t->v[i - 1], "sizeof")) &&
            !par_hc_declared(p, i, from)) {
            int j, whole;
            par_kept *k = par_hc_reach(h, i, to, &j, &whole);
            /* "tmp = a; a = b; b = tmp;": a pointer copied, no element
             * touched (the scope keeps arrays by their first byte, which
             * the next region's registration finds under its new name) */
            if (k && !whole && j == i + 1 && par_hc_copy(p, i, from, to))
                k = NULL;
            if (k) {
                int write;
                while (j < to && pp_tok_is(&p->t->v[j], "[")) { /* its subscripts */
                    int depth = 0;
                    do {
                        if (pp_tok_is(&p->t->v[j], "["))
                            depth++;
                        else if (pp_tok_is(&p->t->v[j], "]"))
                            depth--;
                        j++;
                    } while (j < to && depth);
                }
                write = j < to && p->t->v[j].kind == PP_TOK_PUNCT && p->t->v[j].len >= 1 &&
                        ((p->t->v[j].text[p->t->v[j].len - 1] == '=' && !pp_tok_is(&p->t->v[j], "==")) ||
                         pp_tok_is(&p->t->v[j], "++") || pp_tok_is(&p->t->v[j], "--"));
                write |= i > from && (pp_tok_is(&p->t->v[i - 1], "++") || pp_tok_is(&p->t->v[i - 1], "--"));
                par_hc_host(h, k, t, write || whole);
            }
        }
        i++;
    }
}

/* Walk the statement at token "i" of a data scope (below "to"), loop
 * bodies twice (their second pass sees what the first leaves for the next
 * iteration); the token after it. */
static int par_hc_stmt(par_hc *h, int i, int to, int depth)
{
    parser *p = h->p;
    pp_token *t;
    int j;
    if (i >= to || depth > PAR_MAX_NEST)
        return to;
    t = &p->t->v[i];
    if (pp_tok_is(t, "{")) {
        for (j = i + 1; j < to && !pp_tok_is(&p->t->v[j], "}");)
            j = par_hc_stmt(h, j, to, depth + 1);
        return j + 1;
    }
    if (pp_tok_is(t, "for") || pp_tok_is(t, "while") || pp_tok_is(t, "if") || pp_tok_is(t, "switch")) {
        int loop = !pp_tok_is(t, "if"), start, d = 0, end;
        for (j = i + 1; j < to; j++) { /* the header */
            if (pp_tok_is(&p->t->v[j], "("))
                d++;
            else if (pp_tok_is(&p->t->v[j], ")") && --d == 0)
                break;
        }
        par_hc_tokens(h, i + 1, j + 1);
        start = j + 1;
        end = par_hc_stmt(h, start, to, depth + 1);
        if (loop) { /* the condition and the step run again after each iteration */
            par_hc_tokens(h, i + 1, j + 1);
            par_hc_stmt(h, start, to, depth + 1);
        }
        if (!loop && end < to && pp_tok_is(&p->t->v[end], "else"))
            end = par_hc_stmt(h, end + 1, to, depth + 1);
        return end;
    }
    if (pp_tok_is(t, "do")) {
        int end = par_hc_stmt(h, i + 1, to, depth + 1);
        for (j = end; j < to && !pp_tok_is(&p->t->v[j], ";"); j++)
            ;
        par_hc_tokens(h, end, j);
        par_hc_stmt(h, i + 1, to, depth + 1);
        par_hc_tokens(h, end, j);
        return j + 1;
    }
    if (t->kind == PP_TOK_PRAGMA) {
        int r;
        for (r = 0; r < p->m->nregions && p->m->regions[r].pragma.offset != t->loc.offset; r++)
            ;
        par_hc_tokens(h, i, i + 1);
        if (r < p->m->nregions) {
            for (j = i + 1; j < to && p->t->v[j].loc.offset < p->m->regions[r].end_offset; j++)
                ;
            return j;
        }
        return i + 1;
    }
    for (j = i; j < to && !pp_tok_is(&p->t->v[j], ";"); j++) /* a simple statement */
        if (pp_tok_is(&p->t->v[j], "{") || pp_tok_is(&p->t->v[j], "}"))
            break;
    par_hc_tokens(h, i, j < to && pp_tok_is(&p->t->v[j], ";") ? j + 1 : j);
    return j < to && pp_tok_is(&p->t->v[j], ";") ? j + 1 : (j == i ? i + 1 : j);
}

/* The kept array that the value at tokens [a, e) points into ("A + 3",
 * "&A[k]", a row, "A", either side of "c ? A : B"), its alias set as
 * par_hc_alias_set does (added only: a pointer set before the scope may
 * hold any of the values it was given); 1 when set. */
static int par_hc_alias_add(par_hc *h, const pp_token *name, int a, int e)
{
    parser *p = h->p;
    int j, depth = 0, q = -1, c = -1, b = -1, al;
    par_kept *k = NULL;
    for (j = a; j < e; j++) { /* a "?" and ":" of this level */
        const pp_token *u = &p->t->v[j];
        if (pp_tok_is(u, "(") || pp_tok_is(u, "["))
            depth++;
        else if (pp_tok_is(u, ")") || pp_tok_is(u, "]"))
            depth--;
        else if (!depth && pp_tok_is(u, "?") && q < 0)
            q = j;
        else if (!depth && pp_tok_is(u, ":") && q >= 0 && c < 0)
            c = j;
    }
    if (q >= 0 && c > q)
        return par_hc_alias_add(h, name, q + 1, c) | par_hc_alias_add(h, name, c + 1, e);
    while (a < e && pp_tok_is(&p->t->v[a], "(") && pp_tok_is(&p->t->v[e - 1], ")"))
        a++, e--;
    if (a < e && pp_tok_is(&p->t->v[a], "(") && a + 1 < e && p->t->v[a + 1].kind == PP_TOK_IDENT &&
        par_starts_decl(p, &p->t->v[a + 1])) /* a cast: "(double *)A" */
        for (a++; a < e && !pp_tok_is(&p->t->v[a], ")"); a++)
            ;
    if (a < e && pp_tok_is(&p->t->v[a], ")"))
        a++;
    if (a < e && e < p->t->n && (pp_tok_is(&p->t->v[e], ";") || pp_tok_is(&p->t->v[e], ",")))
        b = par_hc_arg_base(p, a, e + 1);
    else if (a < e) { /* a branch of "?:": a name, its subscripts, maybe "&" before or an offset after */
        int addr = pp_tok_is(&p->t->v[a], "&"), n = a + addr, j = n + 1, nsub = 0;
        while (j < e && pp_tok_is(&p->t->v[j], "[")) {
            int d = 0;
            do
                d += pp_tok_is(&p->t->v[j], "[") - pp_tok_is(&p->t->v[j], "]");
            while (++j < e && d);
            nsub++;
        }
        if (n < e && p->t->v[n].kind == PP_TOK_IDENT &&
            (j == e || (!addr && (pp_tok_is(&p->t->v[j], "+") || pp_tok_is(&p->t->v[j], "-")))) &&
            (addr || nsub == 0 || par_hc_row(p, &p->t->v[n], nsub)))
            b = n;
    }
    if (b < 0 || b >= e || p->t->v[b].kind != PP_TOK_IDENT)
        return 0;
    k = par_hc_find(h, p->t->v[b].text, p->t->v[b].len);
    for (al = 0; al < h->nalias; al++)
        if (h->alias[al].len == name->len && !strncmp(h->alias[al].name, name->text, (size_t)name->len))
            return 1; /* the first array it may point into stands for it */
    if (h->nalias == PAR_HC_ALIASES)
        return 0;
    h->alias[h->nalias].name = name->text;
    h->alias[h->nalias].len = name->len;
    h->alias[h->nalias].k = k ? (int)(k - h->k) : -1;
    h->alias[h->nalias].base = b;
    h->alias[h->nalias].line = name->loc.line;
    h->alias[h->nalias].reported = 0;
    h->nalias++;
    return 1;
}

/* Pointers set before the scope to a part of a kept array, in the
 * function that holds it (declarations with an initializer and
 * assignments, "double *p = &A[3];", "p = c ? A : B;") and at file scope
 * ("static double *gp = A;"): the scope's host code that reads or writes
 * through them reaches the array (par_hc_alias_add).  A pointer set in
 * another function, or a member set to one, is not seen (README). */
static void par_hc_before(par_hc *h, int from)
{
    parser *p = h->p;
    int i, f, body = -1, depth = 0;
    for (f = 0; f < p->fs.ndefs; f++) /* the function around the scope: the last that starts before it */
        if (p->fs.defs[f].body < from && p->fs.defs[f].body > body)
            body = p->fs.defs[f].body;
    for (i = 0; i + 2 < from; i++) {
        const pp_token *t = &p->t->v[i];
        int e, d2 = 0;
        if (pp_tok_is(t, "{") || pp_tok_is(t, "(") || pp_tok_is(t, "["))
            depth++;
        else if (pp_tok_is(t, "}") || pp_tok_is(t, ")") || pp_tok_is(t, "]"))
            depth--;
        if (t->kind != PP_TOK_IDENT || !pp_tok_is(&p->t->v[i + 1], "=") || par_hc_find(h, t->text, t->len))
            continue;
        if ((i < body ? depth != 0 : depth < 1) || /* file scope, or a statement of the function */
            (i > 0 && (pp_tok_is(&p->t->v[i - 1], ".") || pp_tok_is(&p->t->v[i - 1], "->"))))
            continue;
        for (e = i + 2; e < from; e++) { /* the value: up to ";" or "," of this level */
            const pp_token *u = &p->t->v[e];
            if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
                d2++;
            else if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}"))
                d2--;
            if (d2 < 0 || (!d2 && (pp_tok_is(u, ";") || pp_tok_is(u, ","))))
                break;
        }
        par_hc_alias_add(h, t, i + 2, e);
    }
}

/* Add to the arrays "h" keeps (capacity "*cap") the member arrays that
 * the regions of function "fn" use through the argument at token "a"
 * (position "pos") of a call. */
static void par_hc_keep_members(parser *p, par_hc *h, int *cap, const pp_token *fn, int pos, int a)
{
    char *paths[16];
    int n = par_hc_member_args(p, fn, pos, a, paths, 16), i;
    for (i = 0; i < n; i++)
        if (!par_hc_find(h, paths[i], (int)strlen(paths[i]))) {
            par_kept k = {.name = paths[i]};
            if (pp_vec_push(p->a, &h->k, &h->nk, cap, sizeof(k), &k))
                p->oom = 1;
        }
}

/* Diagnose the host accesses of every data scope that lack an update
 * (README, "Data scopes"): the arrays it names, or those its regions and
 * the region functions it calls use.  0 or -1. */
int par_host_accesses(parser *p)
{
    int d, rc = 0;
    for (d = 0; d < p->m->ndirs; d++) {
        const pp_directive *x = &p->m->dirs[d];
        par_hc h;
        int from, to, i, r, cap = 0;
        if (x->kind != PP_DIR_DATA || x->line_end < 0)
            continue;
        memset(&h, 0, sizeof(h));
        h.p = p;
        h.cap = &cap;
        h.nolist = !x->nnames;
        for (from = 0; from < p->t->n && !(p->t->v[from].loc.offset > x->line_end &&
                                           par_same_file(p->t->v[from].loc.file, x->loc.file));
             from++)
            ;
        for (to = from; to < p->t->n && p->t->v[to].kind != PP_TOK_EOF &&
                        !(p->t->v[to].loc.offset >= x->stmt_end && par_same_file(p->t->v[to].loc.file, x->loc.file));
             to++)
            ;
        for (i = 0; i < x->nnames; i++) {
            par_kept k = {.name = x->names[i]};
            if (pp_vec_push(p->a, &h.k, &h.nk, &cap, sizeof(k), &k))
                p->oom = 1;
        }
        for (r = 0; !x->nnames && r < p->m->nregions; r++) { /* every array of its regions */
            const pp_region *g = &p->m->regions[r];
            if (g->begin_offset < x->line_end || g->end_offset > x->stmt_end)
                continue;
            for (i = 0; i < g->narrays; i++)
                if (!g->arrays[i].unlisted && !g->arrays[i].scalar && !g->arrays[i].expansion_of && /* not kept */
                    !par_hc_find(&h, pp_array_c(&g->arrays[i]), (int)strlen(pp_array_c(&g->arrays[i])))) {
                    par_kept k = {.name = pp_array_c(&g->arrays[i])};
                    if (pp_vec_push(p->a, &h.k, &h.nk, &cap, sizeof(k), &k))
                        p->oom = 1;
                }
        }
        for (i = from; !x->nnames && i + 1 < to; i++) { /* and the arrays it passes to region functions */
            pp_token *t = &p->t->v[i];
            int j, dep = 0, arg = 0, b;
            if (t->kind != PP_TOK_IDENT || !pp_tok_is(&p->t->v[i + 1], "(") || !par_is_region_fn(p, t->text, t->len))
                continue;
            for (j = i + 1; j < to; j++) {
                pp_token *u = &p->t->v[j];
                if (pp_tok_is(u, "(") || pp_tok_is(u, "["))
                    dep++;
                else if ((pp_tok_is(u, ")") || pp_tok_is(u, "]")) && --dep == 0)
                    break;
                else if (dep == 1 && pp_tok_is(u, ","))
                    arg++;
                else if (dep == 1 && (pp_tok_is(&p->t->v[j - 1], "(") || pp_tok_is(&p->t->v[j - 1], ",")))
                    par_hc_keep_members(p, &h, &cap, t, arg, j);
                if (dep == 1 && (pp_tok_is(&p->t->v[j - 1], "(") || pp_tok_is(&p->t->v[j - 1], ",")) &&
                    (b = par_hc_arg_base(p, j, to)) >= 0 &&
                    !par_hc_find(&h, p->t->v[b].text, p->t->v[b].len) && par_region_param(p, t->text, t->len, arg)) {
                    par_kept k = {.name = par_text(p, &p->t->v[b])};
                    if (k.name && pp_vec_push(p->a, &h.k, &h.nk, &cap, sizeof(k), &k))
                        p->oom = 1;
                }
            }
        }
        par_hc_before(&h, from);
        par_hc_stmt(&h, from, to, 0);
        if (h.rc)
            rc = -1;
    }
    return rc;
}
