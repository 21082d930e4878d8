/* pragma-tool/residency_host.c - automatic data scopes: the rules for the
 * host code inside a span (residency.c finds the spans, and lists the
 * rules at its top).  rs_host walks the host tokens of a span and of the
 * functions of the file it calls (rs_call), and gives up on a host
 * mention of a kept array or of what may point into one; a subscript,
 * "*" or "->" through a pointer that may be a kept one (but
 * rs_private_base, rs_own_pointer); a call of a function defined
 * elsewhere (but rs_harmless, rs_sealed; rs_foreign_args); a way out of
 * the span (rs_leave); another pragma.
 */
#include <string.h>

#include "residency.h"

/* ---- names of kept memory ---------------------------------------------- */

/* The index of "t" (a token of the file) in the alias set of the kept
 * arrays, or -1: the same name of the same variable (pp_alias_scope_at). */
static int rs_alias(const rs *s, const pp_token *t)
{
    int i, scope = -2;
    for (i = 0; t->kind == PP_TOK_IDENT && i < s->set.n; i++)
        if (rs_ident_is(t, s->set.names[i])) {
            if (scope == -2)
                scope = pp_alias_scope_at(s->al, (int)(t - s->t->v));
            if (scope == s->set.scope[i])
                return i;
        }
    return -1;
}

/* Nonzero when "t" names a kept array or what may point into one: once
 * the alias set is closed (it holds the kept arrays), that variable; till
 * then any of that name. */
static int rs_kept(const rs *s, const pp_token *t)
{
    int i;
    if (s->set.n)
        return rs_alias(s, t) >= 0;
    for (i = 0; t->kind == PP_TOK_IDENT && i < s->nnames; i++)
        if (rs_ident_is(t, s->names[i]))
            return 1;
    return 0;
}

/* " (which may point into 'A', ...)" when "t" names an alias of a kept
 * array other than the array itself, else "". */
static const char *rs_alias_note(rs *s, const pp_token *t)
{
    int k = rs_alias(s, t);
    if (k < 0 || !strcmp(s->set.names[k], s->set.via[k]))
        return "";
    return pp_printf(s->m->arena, " (which may point into '%s': it takes its address at %s)", s->set.via[k],
                     pp_alias_where(s->m->arena, s->set.at[k]));
}

/* ---- host code --------------------------------------------------------- */

static int rs_is_keyword(const pp_token *t)
{
    static const char *const k[] = {"if", "for", "while", "switch", "return", "sizeof", "do", "else", "case",
                                    "default", "goto", "break", "continue", "_Alignof", "__alignof__", "typeof",
                                    "__typeof__", "_Generic", NULL};
    int i;
    for (i = 0; k[i]; i++)
        if (pp_tok_is(t, k[i]))
            return 1;
    return 0;
}

/* Nonzero for a function of the C library that touches no memory of the
 * program but through its arguments (output, time, math, exit). */
static int rs_harmless(const pp_token *t)
{
    static const char *const ok[] = {"printf", "fprintf", "puts", "fputs", "putchar", "fputc", "putc", "fflush",
                                     "perror", "clock", "time", "clock_gettime", "gettimeofday", "omp_get_wtime",
                                     "rand", "srand", "abs", "labs", "llabs", "exit", "quick_exit", "abort", "_Exit",
                                     "__assert_fail", "__builtin_expect", "getenv", "sleep", "usleep", NULL};
    char name[64];
    int i, nargs;
    pp_ctype arg[3], ret;
    for (i = 0; ok[i]; i++)
        if (rs_ident_is(t, ok[i]))
            return 1;
    if (t->len <= 0 || t->len >= (int)sizeof(name))
        return 0;
    memcpy(name, t->text, (size_t)t->len);
    name[t->len] = 0;
    return !pp_math_sig(name, &nargs, arg, &ret) || !pp_fpclass_sig(name, &nargs);
}

/* The index in c->reads of the parameter token "t" names, or -1. */
static int rs_read_param(const rs *s, const rs_ctx *c, const pp_token *t)
{
    int k;
    for (k = 0; c && k < c->nreads; k++)
        if (t->kind == PP_TOK_IDENT && t->len == rs_tok(s, c->reads[k])->len &&
            !strncmp(t->text, rs_tok(s, c->reads[k])->text, (size_t)t->len))
            return k;
    return -1;
}

/* Nonzero when the mention of a name at token "j" reads an element:
 * "rank" subscripts follow it, then no assignment, "++", "--", member or
 * call, and no "&", "++", "--" or "*" comes before it (its value is one
 * element's, no address). */
static int rs_elem_read(const rs *s, int j, int rank)
{
    static const char *const after[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
                                        "++", "--", "[", ".", "->", "(", NULL};
    int k, e = j + 1;
    if (rank < 1 || rs_is(s, j - 1, "&") || rs_is(s, j - 1, "++") || rs_is(s, j - 1, "--") || rs_is(s, j - 1, "*") ||
        rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->"))
        return 0;
    for (k = 0; k < rank; k++) {
        if (!rs_is(s, e, "["))
            return 0;
        e = rs_skip_group(s, e, s->t->n);
    }
    for (k = 0; after[k]; k++)
        if (rs_is(s, e, after[k]))
            return 0;
    return 1;
}

/* Nonzero when "f", outside its regions, only reads elements of its
 * parameter "pos" (rs_elem_read at the parameter's rank), and does not
 * pass it on, take its address or assign it. */
static int rs_param_reads(const rs *s, const pp_fdef *f, int pos)
{
    int p = rs_param(s, f, pos), j, end, rank, r;
    if (p < 0 || (rank = pp_alias_rank(s->al, p)) < 1)
        return 0;
    if (s->runs && s->runs[f - s->defs])
        return 0; /* a region of it (or of a function it calls) may write the array after the host's
                     copy is made current, before a read */
    end = rs_skip_group(s, f->body, s->t->n);
    for (j = f->body; j < end; j++) {
        if ((r = rs_region_at(s, j)) >= 0) {
            j = rs_region_end(s, r, j, end) - 1;
            continue;
        }
        if (!rs_ident_is(rs_tok(s, j), rs_text((rs *)s, rs_tok(s, p))) || rs_is(s, j - 1, ".") ||
            rs_is(s, j - 1, "->"))
            continue;
        if (!rs_elem_read(s, j, rank))
            return 0;
    }
    return 1;
}

/* Note that the call of "f" at token "i" (its ")" before token "end")
 * reads kept argument "arg" on the host: a place (PP_LEAVE_READ) where the
 * host's copy is made current first, put there when the span is kept.
 * Zero when it cannot be (the call comes from a macro). */
static int rs_note_read(rs *s, int i, int end, const char *arg)
{
    const pp_token *t = rs_tok(s, i), *close = rs_tok(s, end - 1);
    pp_leave l;
    int k, cap = s->m->nleaves;
    if (!arg || !t->main || t->expanded || !close->main || close->expanded || t->loc.offset < 0 ||
        close->loc.offset < t->loc.offset)
        return 0;
    for (k = 0; k < s->m->nleaves; k++)
        if (s->m->leaves[k].kind == PP_LEAVE_READ && s->m->leaves[k].begin == t->loc.offset &&
            !strcmp(s->m->leaves[k].arg, arg))
            break;
    if (k == s->m->nleaves) {
        memset(&l, 0, sizeof(l));
        l.kind = PP_LEAVE_READ;
        l.begin = t->loc.offset;
        l.end = close->loc.offset + close->len;
        l.arg = arg;
        if (pp_vec_push(s->m->arena, &s->m->leaves, &s->m->nleaves, &cap, sizeof(l), &l)) {
            s->oom = 1;
            return 0;
        }
    }
    if (pp_vec_push(s->m->arena, &s->quiet, &s->nquiet, &s->cap_quiet, sizeof(int), &k))
        s->oom = 1;
    return 1;
}

static int rs_kept_in(const rs *s, const rs_ctx *c, const pp_token *t)
{
    int k;
    if (rs_kept(s, t))
        return 1;
    for (k = 0; k < c->nparams; k++)
        if (t->kind == PP_TOK_IDENT && t->len == rs_tok(s, c->params[k])->len &&
            !strncmp(t->text, rs_tok(s, c->params[k])->text, (size_t)t->len))
            return 1;
    return 0;
}

static int rs_object_at(rs *s, int k, const rs_ctx *c);
static int rs_only_subscripted(const rs *s, const pp_fdef *f, int p);

/* Note in s->loose an array of a region of "f" that a data scope without
 * a list would keep but the span does not check: a static local of "f"
 * (its parameters are checked at each call, the file's arrays are kept
 * ones: rs_collect_globals; its other locals no such scope keeps). */
static void rs_loose_regions(rs *s, const pp_fdef *f)
{
    int r, a, k;
    for (r = 0; r < s->m->nregions && !s->loose; r++) {
        const pp_region *g = &s->m->regions[r];
        if (!g->func || strcmp(g->func, f->name))
            continue;
        for (a = 0; a < g->narrays && !s->loose; a++) {
            const pp_array *x = &g->arrays[a];
            if (x->unlisted || x->scalar || x->expansion_of || x->c_expr || x->in_region ||
                x->decl.offset < rs_tok(s, f->from)->loc.offset)
                continue;
            for (k = 0; rs_param(s, f, k) >= 0 && !rs_ident_is(rs_tok(s, rs_param(s, f, k)), x->name); k++)
                ;
            if (rs_param(s, f, k) >= 0)
                continue;
            s->loose = pp_printf(s->m->arena, "'%s' of '%s', which its region uses, is not checked", x->name, f->name);
            s->loose_loc = x->decl;
        }
    }
}

/* Check the call of "f" at token "i" (its arguments from "i" + 1) in
 * context "c": the kept arrays it takes whole must only reach regions; its
 * host code. */
static int rs_call(rs *s, int i, int to, const pp_fdef *f, const rs_ctx *c)
{
    int first[64], n, k, end = rs_args(s, i + 1, to, first, 64, &n), params[64], np = 0, body_end, d;
    int objs[64], no = 0, reads[64], nr = 0;
    rs_ctx inner;
    for (k = 0; k < n; k++) {
        int a = rs_arg_at(s, first[k]);
        if (s->objects && rs_whole_arg(s, a) && !rs_kept_in(s, c, rs_tok(s, a)) && rs_object_at(s, a, c)) {
            int p = rs_param(s, f, k);
            if (p >= 0 && rs_only_subscripted(s, f, p))
                objs[no++] = p; /* a subscript of it in "f" reaches that object only */
        }
        if ((rs_whole_arg(s, a) || (a == first[k] && rs_elem_arg(s, a) >= 0)) && rs_kept_in(s, c, rs_tok(s, a)) &&
            rs_param(s, f, k) >= 0 && !rs_param_regional(s, f, k, 0) && rs_param_reads(s, f, k) &&
            rs_note_read(s, i, end, rs_join(s, first[k], k + 1 < n ? first[k + 1] - 1 : end - 1))) {
            reads[nr++] = rs_param(s, f, k); /* read on the host: current there first */
            if (!rs_whole_arg(s, a)) {
                int j;
                for (j = a + 1; rs_is(s, j, "["); j = rs_skip_group(s, j, s->t->n)) /* the subscripts */
                    rs_host(s, j + 1, rs_skip_group(s, j, s->t->n) - 1, c);
            }
            continue;
        }
        if (rs_whole_arg(s, a) && rs_kept_in(s, c, rs_tok(s, a))) {
            int p = rs_param(s, f, k);
            if (p < 0 || !rs_param_regional(s, f, k, 0)) {
                rs_no(s, rs_tok(s, a),
                      pp_printf(s->m->arena, "'%s' is passed to '%s', which uses it on the host",
                                rs_text(s, rs_tok(s, a)), f->name));
                continue;
            }
            params[np++] = p; /* its host code must not touch it */
        } else if (a == first[k] && rs_elem_arg(s, a) >= 0 && rs_kept_in(s, c, rs_tok(s, a))) {
            int p = rs_param(s, f, k), j;
            if (p < 0 || !rs_param_regional_note(s, f, k)) {
                rs_no(s, rs_tok(s, a),
                      pp_printf(s->m->arena, "an element of '%s' is passed to '%s', which uses it on the host",
                                rs_text(s, rs_tok(s, a)), f->name));
                continue;
            }
            s->elems = 1;
            params[np++] = p;
            for (j = a + 1; rs_is(s, j, "["); j = rs_skip_group(s, j, s->t->n)) /* the subscripts */
                rs_host(s, j + 1, rs_skip_group(s, j, s->t->n) - 1, c);
        } else {
            rs_host(s, first[k], k + 1 < n ? first[k + 1] - 1 : end - 1, c);
        }
    }
    for (k = 0; k < n && !s->loose; k++) { /* what a scope without a list would keep there: checked */
        int a = rs_arg_at(s, first[k]);
        if (rs_param_regional(s, f, k, 0) && !((rs_whole_arg(s, a) || (a == first[k] && rs_elem_arg(s, a) >= 0)) &&
                                               rs_kept_in(s, c, rs_tok(s, a)))) {
            s->loose = pp_printf(s->m->arena, "argument %d of '%s' is no kept array's name, nor an element of one",
                                 k + 1, f->name);
            s->loose_loc = rs_tok(s, first[k])->loc;
        }
    }
    rs_loose_regions(s, f);
    for (d = 0; d < s->depth; d++)
        if (!strcmp(s->chain[d], f->name))
            return end; /* recursion: checked already */
    if (s->depth == RS_MAX_CALL_DEPTH) {
        rs_no(s, rs_tok(s, i), "calls nested too deep to check");
        return end;
    }
    if (!s->depth)
        s->call_at = i;
    s->chain[s->depth++] = f->name;
    body_end = rs_skip_group(s, f->body, s->t->n);
    inner.in = f;
    inner.params = params;
    inner.nparams = np;
    inner.objs = objs;
    inner.nobjs = no;
    inner.reads = reads;
    inner.nreads = nr;
    rs_host(s, f->body, body_end, &inner);
    s->depth--;
    return end;
}

/* Nonzero when "t" is a keyword of C's arithmetic types (the last word of
 * a declaration's specifiers before a plain declarator). */
static int rs_is_arith(const pp_token *t)
{
    static const char *const k[] = {"char", "short", "int", "long", "float", "double", "signed", "unsigned",
                                    "_Bool", NULL};
    int i;
    for (i = 0; k[i]; i++)
        if (pp_tok_is(t, k[i]))
            return 1;
    return 0;
}

/* Nonzero when the identifier at token "j" is a declarator of a
 * declaration whose specifiers are C's arithmetic types: right after
 * them ("double x[4]"), or after a comma of their list ("double h[2],
 * x[4]", walking back over brackets and initialisers to the statement's
 * start). */
static int rs_arith_decl(const rs *s, int j)
{
    int k, depth = 0;
    if (j > 0 && rs_is_arith(rs_tok(s, j - 1)))
        return 1;
    if (j == 0 || !rs_is(s, j - 1, ","))
        return 0;
    for (k = j - 2; k >= 0; k--) {
        const pp_token *u = rs_tok(s, k);
        if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}"))
            depth++;
        else if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{")) {
            if (!depth)
                break;
            depth--;
        } else if (!depth && pp_tok_is(u, ";"))
            break;
    }
    if (k >= 0 && !rs_is(s, k, ";") && !rs_is(s, k, "{"))
        return 0; /* inside parentheses or brackets: arguments, not declarators */
    for (k++; k < j && (rs_is(s, k, "static") || rs_is(s, k, "const") || rs_is(s, k, "volatile") ||
                        rs_is(s, k, "register"));
         k++)
        ;
    return k < j && rs_is_arith(rs_tok(s, k));
}

/* Nonzero when the identifier at token "i" (followed by "[") names an
 * array no pointer can reach: declared once, as an array of an arithmetic
 * type, inside the body of the function holding "i" (not a parameter,
 * which would be a pointer), named nowhere else in the file, and used
 * only subscripted (never decayed to a pointer, never under "&").  A
 * kept array is then never an alias of it, whatever the kept one is. */
static int rs_private_scan(const rs *s, const pp_token *t, int k, int end);

static int rs_private_array(rs *s, int i)
{
    const pp_token *t = rs_tok(s, i);
    int k = -1, m, end;
    for (m = 0; m < s->ndefs; m++) /* functions do not nest: the last body opened before "i" */
        if (s->defs[m].body < i && (k < 0 || s->defs[m].body > s->defs[k].body))
            k = m;
    if (k < 0)
        return 0;
    for (m = 0; m < s->npriv; m++)
        if (s->priv[m].def == k && s->priv[m].name->len == t->len &&
            !strncmp(s->priv[m].name->text, t->text, (size_t)t->len))
            return s->priv[m].yes;
    if (s->scanned > RS_PRIVATE_SCAN)
        return 0;
    end = rs_skip_group(s, s->defs[k].body, s->t->n);
    s->scanned += (long)(end - s->defs[k].body) + s->t->n;
    m = i < end && rs_private_scan(s, t, k, end);
    if (s->npriv < RS_PRIVATE_MEMO) {
        s->priv[s->npriv].name = t;
        s->priv[s->npriv].def = k;
        s->priv[s->npriv++].yes = m;
    }
    return m;
}

/* rs_private_array for name "t" in definition "k", whose body ends
 * before token "end". */
static int rs_private_scan(const rs *s, const pp_token *t, int k, int end)
{
    const pp_token *u;
    int j, decls = 0;
    for (j = 0; j < s->t->n; j++) {
        u = rs_tok(s, j);
        if (u->kind != PP_TOK_IDENT || u->len != t->len || strncmp(u->text, t->text, (size_t)t->len))
            continue;
        if (j <= s->defs[k].body || j >= end || !rs_is(s, j + 1, "["))
            return 0;
        if (rs_arith_decl(s, j))
            decls++;
        else if (j > 0 && (rs_is(s, j - 1, "&") || rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->")))
            return 0;
    }
    return decls == 1;
}

/* Nonzero when "name" ("len" characters), as named at token "i", is an
 * array object (pp_alias_object): every declaration in the function
 * definition holding "i" (parameters and body, any block: the name may
 * denote any of them) and at file scope is one. */
int rs_object(rs *s, int i, const char *name, size_t len)
{
    int k = -1, m;
    for (m = 0; m < s->ndefs; m++) /* functions do not nest: the last body opened before "i" */
        if (s->defs[m].body < i && (k < 0 || s->defs[m].body > s->defs[k].body))
            k = m;
    if (k >= 0 && i >= rs_skip_group(s, s->defs[k].body, s->t->n))
        k = -1;
    return pp_alias_object(s->al, name, len, k < 0 ? -1 : s->defs[k].from,
                           k < 0 ? -1 : rs_skip_group(s, s->defs[k].body, s->t->n));
}

/* The token of "x" when token "k" (not before "from") ends the base of a
 * subscript, "x" or "x[...]...[...]", whose "x" is a name (not a member),
 * else -1. */
static int rs_subscript_base(const rs *s, int k, int from)
{
    while (k >= from && rs_is(s, k, "]")) {
        int depth = 0;
        for (; k >= from; k--) {
            if (rs_is(s, k, "]"))
                depth++;
            else if (rs_is(s, k, "[") && !--depth)
                break;
        }
        k--;
    }
    if (k < from || rs_tok(s, k)->kind != PP_TOK_IDENT || !rs_is(s, k + 1, "["))
        return -1;
    if (k > 0 && (rs_is(s, k - 1, ".") || rs_is(s, k - 1, "->")))
        return -1;
    return k;
}

/* Nonzero when the name at token "k" is, in context "c", an array object
 * (rs_object) or a parameter of c->in that one is passed to (c->objs). */
static int rs_object_at(rs *s, int k, const rs_ctx *c)
{
    const pp_token *x = rs_tok(s, k);
    int m;
    for (m = 0; m < c->nobjs; m++)
        if (x->len == rs_tok(s, c->objs[m])->len && !strncmp(x->text, rs_tok(s, c->objs[m])->text, (size_t)x->len))
            return 1;
    return rs_object(s, k, x->text, (size_t)x->len);
}

/* Nonzero when parameter token "p" of "f" is only ever subscripted in its
 * body (never assigned, never under "&" or "*", never passed on). */
static int rs_only_subscripted(const rs *s, const pp_fdef *f, int p)
{
    const pp_token *x = rs_tok(s, p);
    int j, end = rs_skip_group(s, f->body, s->t->n);
    for (j = f->body; j < end; j++) {
        const pp_token *u = rs_tok(s, j);
        if (u->kind != PP_TOK_IDENT || u->len != x->len || strncmp(u->text, x->text, (size_t)x->len))
            continue;
        if (rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->"))
            continue; /* a member of that name */
        if (!rs_is(s, j + 1, "[") || rs_is(s, j - 1, "&") || rs_is(s, j - 1, "*"))
            return 0;
    }
    return 1;
}

/* Nonzero when the name at token "k" may be read through in host code:
 * an array object no pointer can point into (pp_alias_sealed_array:
 * "m1[k]"), or a parameter that is a scalar of its callers'
 * (pp_alias_scalar_out: "*rnm2 = ..."); never a kept one's name. */
static int rs_own_pointer(rs *s, int k, const rs_ctx *c, int star)
{
    const pp_token *t = rs_tok(s, k);
    if (t->kind != PP_TOK_IDENT || rs_kept_in(s, c, t))
        return 0;
    return star ? pp_alias_scalar_out(s->al, k) : pp_alias_sealed_array(s->al, k);
}

/* Nonzero when token "k" (not before "from") ends the base of a subscript
 * that cannot reach a kept array in context "c": its "x" is
 * rs_private_array, or, when every kept array is an array object, an
 * array object itself or a parameter one is passed to (rs_object_at:
 * distinct objects, neither reached through the other). */
static int rs_private_base(rs *s, int k, int from, const rs_ctx *c)
{
    if ((k = rs_subscript_base(s, k, from)) < 0)
        return 0;
    if (s->objects && rs_object_at(s, k, c))
        return 1;
    return rs_private_array(s, k);
}

/* Nonzero when "t" names exit, quick_exit or _Exit. */
static int rs_exit_name(const pp_token *t)
{
    return rs_ident_is(t, "exit") || rs_ident_is(t, "quick_exit") || rs_ident_is(t, "_Exit");
}

/* Give up when token "i", a call of a function defined elsewhere ("call")
 * or another mention of its name, leaves the span with code still to run
 * that may read the kept arrays on the host: "longjmp" always (its target
 * may lie inside the scope or outside it: the scope cannot end there, nor
 * stay open); "exit", "quick_exit" and "_Exit" when the generated code
 * cannot write the kept arrays back before it (leave.c: from a macro, in
 * a header, named outside a call, e.g. taken as a pointer) and the file
 * registers an exit handler or a kept array is one that other files'
 * handlers can name.  ("abort" and a failed assert run no handler of the
 * program: nothing reads the arrays again; signal handlers make no span
 * in the file.) */
static void rs_leave(rs *s, int i, int call)
{
    const pp_token *t = rs_tok(s, i);
    const char *global = NULL, *where;
    int k;
    if (call && (rs_ident_is(t, "longjmp") || rs_ident_is(t, "siglongjmp") || rs_ident_is(t, "_longjmp"))) {
        rs_no(s, t, rs_longjmp_why(s, t));
        return;
    }
    if (!rs_exit_name(t) || (!call && (i == 0 || rs_is(s, i - 1, ".") || rs_is(s, i - 1, "->"))))
        return;
    k = pp_leave_at(s->m, t->loc.offset);
    if (call && k >= 0 && s->m->leaves[k].kind != PP_LEAVE_RETURN && t->main && !t->expanded) {
        if (s->depth > 0 && s->m->leaves[k].kind == PP_LEAVE_QUIET &&
            pp_vec_push(s->m->arena, &s->quiet, &s->nquiet, &s->cap_quiet, sizeof(int), &k))
            s->oom = 1;
        rs_note_leave(s, t);
        return; /* the kept arrays are written back before it */
    }
    for (k = 0; k < s->nnames && !global; k++)
        if (pp_alias_global(s->al, s->names[k]))
            global = s->names[k];
    if (!s->exit_handler && !global && !s->set.foreign)
        return;
    where = !call ? "outside a call (a call through a pointer to it)" : !t->main ? "in a header" :
                                                                        "from a macro's expansion";
    if (s->exit_handler)
        rs_no(s, t, pp_printf(s->m->arena, "%s '%s' %s, where no write-back can be put before it, while the exit "
                                           "handler registered by %s would see the host arrays as they were before "
                                           "the scope", call ? "a call of" : "a mention of", rs_text(s, t), where,
                              s->exit_handler));
    else if (global)
        rs_no(s, t, pp_printf(s->m->arena, "%s '%s' %s, where no write-back can be put before it, while '%s' is an "
                                           "object other files can name (their exit handlers would see it as it was "
                                           "before the scope)", call ? "a call of" : "a mention of", rs_text(s, t),
                              where, global));
    else
        rs_no(s, t, pp_printf(s->m->arena, "%s '%s' %s, where no write-back can be put before it, while %s: exit "
                                           "handlers elsewhere would see it as it was before the scope",
                              call ? "a call of" : "a mention of", rs_text(s, t), where, s->set.foreign));
}

/* Nonzero when the call at token "j" gives no pointer: a math function
 * of the C library, or a function of this file declared to return no
 * pointer, struct or union (its specifiers and declarator before the
 * name hold no "*", "struct", "union" nor a typedef name). */
static int rs_value_call(rs *s, int j)
{
    char name[64];
    int nargs, k;
    pp_ctype arg[3], ret;
    const pp_token *t = rs_tok(s, j);
    const pp_fdef *d;
    if (t->len > 0 && t->len < (int)sizeof(name)) {
        memcpy(name, t->text, (size_t)t->len);
        name[t->len] = 0;
        if (!pp_math_sig(name, &nargs, arg, &ret) || !pp_fpclass_sig(name, &nargs))
            return 1;
    }
    if (!(d = rs_def(s, t)))
        return 0;
    for (k = d->from; k < s->t->n && !rs_ident_is(rs_tok(s, k), d->name); k++) {
        const pp_token *u = rs_tok(s, k); /* only arithmetic types and storage words */
        if (!rs_is_arith(u) && !pp_tok_is(u, "static") && !pp_tok_is(u, "inline") && !pp_tok_is(u, "__inline") &&
            !pp_tok_is(u, "__inline__") && !pp_tok_is(u, "const") && !pp_tok_is(u, "extern") &&
            !pp_tok_is(u, "volatile"))
            return 0;
    }
    return 1;
}

/* Where code elsewhere may hold an address into the kept arrays
 * (pp_alias_set's "foreign"), a C library call of the span that reads
 * through its arguments (printf's "%s") must not be given one: its
 * arguments at [open + 1, close) may name only arithmetic values and
 * array objects (no pointer, whose value code elsewhere may have handed
 * back). */
static void rs_foreign_args(rs *s, int f, int to)
{
    int open = f + 1, close = rs_skip_group(s, open, to), j, e, n;
    for (j = open + 1; j < close - 1 && !s->why; j++) {
        const pp_token *u = rs_tok(s, j);
        if (u->kind == PP_TOK_IDENT && rs_is(s, j + 1, "(") && !rs_is_keyword(u) && !rs_value_call(s, j)) {
            rs_no(s, u, pp_printf(s->m->arena, "the value of '%s' is passed to '%s' while %s", rs_text(s, u),
                                  rs_text(s, rs_tok(s, f)), s->set.foreign));
            continue;
        }
        if (pp_tok_is(u, "*") && (rs_is(s, j + 1, ")") || rs_is(s, j + 1, "*") || rs_is(s, j + 1, "const") ||
                                  rs_is(s, j + 1, "volatile") || rs_is(s, j + 1, "restrict"))) {
            rs_no(s, u, pp_printf(s->m->arena, "a value cast to a pointer is passed to '%s' while %s",
                                  rs_text(s, rs_tok(s, f)), s->set.foreign));
            continue; /* "(int *)addr": an integer may hold the address code elsewhere handed back */
        }
        if (u->kind != PP_TOK_IDENT || rs_is_keyword(u) || rs_is_arith(u) || pp_tok_is(u, "void") ||
            rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->") || rs_is(s, j + 1, "(") || pp_tok_is(u, "stdout") ||
            pp_tok_is(u, "stderr"))
            continue; /* (the standard streams: printf's own, which it writes as fprintf does) */
        for (e = j + 1, n = 0; rs_is(s, e, "["); n++)
            e = rs_skip_group(s, e, close);
        for (e = j - 1; rs_is(s, e, "*") && (rs_is(s, e - 1, "*") || rs_is(s, e - 1, ",") || rs_is(s, e - 1, "("));
             e--)
            n++; /* "*p": a dereference */
        if (pp_alias_arith_at(s->al, j, n) ||
            (!n && (rs_object(s, j, u->text, (size_t)u->len) || pp_alias_param_literal(s->al, j))))
            continue;
        rs_no(s, u, pp_printf(s->m->arena, "'%s' is passed to '%s' while %s", rs_text(s, u), rs_text(s, rs_tok(s, f)),
                              s->set.foreign));
    }
}

/* Nonzero when a function defined elsewhere, called in the span with
 * arguments that name no kept array nor anything that may point into one
 * (rs_host checks them), cannot reach the kept arrays: none of them, nor
 * of what may point into them, is an object other files can name; their
 * addresses do not escape (pp_alias_close); and nothing lets code
 * elsewhere come back into the file (rs_open_why: every function but main
 * static and never taken as a pointer, no setjmp). */
static int rs_sealed(rs *s)
{
    int k;
    if (s->open_why || s->set.foreign)
        return 0;
    for (k = 0; k < s->nnames; k++)
        if (pp_alias_global(s->al, s->names[k]))
            return 0;
    for (k = 0; k < s->set.n; k++)
        if (pp_alias_global(s->al, s->set.names[k]))
            return 0;
    return 1;
}

/* Why code of another file may come back into this one: a function of the
 * file other than main defined without "static", or one whose name appears
 * other than as a call or declaration "f(" (its address taken), or a
 * setjmp a longjmp elsewhere may return to; NULL when none. */
const char *rs_open_why(rs *s)
{
    int d, j, k;
    for (j = 0; j < s->t->n; j++) /* a call in the file's text (a header's declaration is none) */
        if ((rs_ident_is(rs_tok(s, j), "setjmp") || rs_ident_is(rs_tok(s, j), "sigsetjmp") ||
             rs_ident_is(rs_tok(s, j), "_setjmp") || rs_ident_is(rs_tok(s, j), "__sigsetjmp")) &&
            rs_tok(s, j)->main && rs_is(s, j + 1, "("))
            return pp_printf(s->m->arena, "it may longjmp to the '%s' at %s", rs_text(s, rs_tok(s, j)),
                             pp_alias_where(s->m->arena, rs_tok(s, j)->loc));
    for (d = 0; d < s->ndefs; d++) {
        const pp_fdef *f = &s->defs[d];
        int stat = 0;
        if (!strcmp(f->name, "main"))
            continue;
        for (j = f->from; j < f->body && j < s->t->n; j++)
            if (rs_is(s, j, "static"))
                stat = 1;
        for (j = 0; j < f->from && !stat; j++) /* "static void f(void);" before it */
            if (rs_ident_is(rs_tok(s, j), f->name) && rs_is(s, j + 1, "(")) {
                int b;
                for (b = j - 1; b >= 0 && !rs_is(s, b, ";") && !rs_is(s, b, "}") && !rs_is(s, b, "{") &&
                                rs_tok(s, b)->kind != PP_TOK_PRAGMA;
                     b--)
                    if (rs_is(s, b, "static"))
                        stat = 1;
            }
        if (!stat)
            return pp_printf(s->m->arena, "it may call '%s', which other files can call", f->name);
    }
    for (j = 0; j < s->t->n; j++) {
        const pp_token *u = rs_tok(s, j);
        int in = -1, end = 0;
        if (u->kind != PP_TOK_IDENT || rs_is(s, j + 1, "(") ||
            (j > 0 && (rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->"))))
            continue;
        for (d = 0; d < s->ndefs; d++)
            if (rs_ident_is(u, s->defs[d].name))
                break;
        if (d == s->ndefs)
            continue;
        for (k = 0; k < s->ndefs; k++) /* the definition holding "j": a variable of that name there? */
            if (s->defs[k].from <= j && (in < 0 || s->defs[k].from > s->defs[in].from))
                in = k;
        if (in >= 0 && j < (end = rs_skip_group(s, s->defs[in].body, s->t->n)) &&
            pp_alias_local(s->al, u->text, (size_t)u->len, s->defs[in].from, end))
            continue;
        return pp_printf(s->m->arena, "it may call '%s', which other files can call", s->defs[d].name);
    }
    return NULL;
}

/* Check host tokens [from, to) (regions skipped) in context "c". */
void rs_host(rs *s, int from, int to, const rs_ctx *c)
{
    int i, r;
    for (i = from; i < to && !s->why; i++) {
        const pp_token *t = rs_tok(s, i), *prev = i > from ? rs_tok(s, i - 1) : NULL;
        const pp_fdef *f;
        if ((r = rs_region_at(s, i)) >= 0) {
            i = rs_region_end(s, r, i, to) - 1;
            continue;
        }
        if (t->kind == PP_TOK_PRAGMA) {
            if (rs_dir_at(s, i) < 0)
                rs_no(s, t, pp_printf(s->m->arena, "a '#pragma %.*s' (regions in other threads have no data scope)",
                                      t->len > 24 ? 24 : t->len, t->text));
            continue;
        }
        if (t->kind != PP_TOK_IDENT && t->kind != PP_TOK_PUNCT)
            continue;
        if (t->kind == PP_TOK_IDENT && rs_is(s, i + 1, "(") && !rs_is_keyword(t)) {
            if ((f = rs_def(s, t)) != NULL) {
                i = rs_call(s, i, to, f, c) - 1;
                continue;
            }
            rs_leave(s, i, 1);
            if (s->set.foreign && rs_ident_is(t, "getenv"))
                rs_no(s, t, pp_printf(s->m->arena, "a call of 'getenv' while %s (the environment may hold it: putenv)",
                                      s->set.foreign));
            if (s->set.foreign && rs_harmless(t))
                rs_foreign_args(s, i, to);
            if (!rs_harmless(t) && !rs_sealed(s)) {
                int first[64], n, k;
                rs_args(s, i + 1, to, first, 64, &n);
                for (k = 0; k < n; k++)
                    if (rs_whole_arg(s, first[k]) && rs_kept_in(s, c, rs_tok(s, rs_arg_at(s, first[k]))))
                        rs_no(s, rs_tok(s, rs_arg_at(s, first[k])),
                              pp_printf(s->m->arena, "'%s' is passed to '%s', defined elsewhere",
                                        rs_text(s, rs_tok(s, rs_arg_at(s, first[k]))), rs_text(s, t)));
                rs_no(s, t, pp_printf(s->m->arena,
                                      "a call of '%s', defined elsewhere, which may reach the arrays%s%s%s",
                                      rs_text(s, t), s->open_why ? " (" : "", s->open_why ? s->open_why : "",
                                      s->open_why ? ")" : ""));
            }
            continue;
        }
        if (t->kind == PP_TOK_IDENT && prev && pp_tok_is(prev, "(") && rs_is(s, i + 1, ")") && rs_is(s, i + 2, "(") &&
            !rs_is_keyword(t) && !rs_is_arith(t) && !pp_tok_is(t, "void") && !pp_alias_type_name(s->al, i)) {
            rs_leave(s, i, 0); /* ("(exit)(0)": its own reason first) */
            rs_no(s, t, pp_printf(s->m->arena, "a call of '%s' through parentheses, which the tool does not follow",
                                  rs_text(s, t)));
            continue; /* "(f)(x)": not a cast (no type's name) */
        }
        if (t->kind == PP_TOK_IDENT && rs_read_param(s, c, t) >= 0 &&
            !(prev && (pp_tok_is(prev, ".") || pp_tok_is(prev, "->")))) {
            int j = i + 1; /* an element read (rs_param_reads): its subscripts are host code */
            while (rs_is(s, j, "[")) {
                rs_host(s, j + 1, rs_skip_group(s, j, s->t->n) - 1, c);
                j = rs_skip_group(s, j, s->t->n);
            }
            i = j - 1;
            continue;
        }
        if (t->kind == PP_TOK_IDENT) {
            if (prev && (pp_tok_is(prev, ".") || pp_tok_is(prev, "->")))
                continue; /* a member */
            rs_leave(s, i, 0);
            if (rs_kept_in(s, c, t))
                rs_no(s, t, pp_printf(s->m->arena, "host access to '%s'%s%s%s%s", rs_text(s, t), rs_alias_note(s, t),
                                      c->in ? " in '" : "", c->in ? c->in->name : "", c->in ? "'" : ""));
            continue;
        }
        if (pp_tok_is(t, "[") && prev && rs_private_base(s, i - 1, from, c))
            continue; /* a local array of the function that nothing points into */
        if (pp_tok_is(t, "[") && prev && rs_subscript_base(s, i - 1, from) >= 0 &&
            rs_own_pointer(s, rs_subscript_base(s, i - 1, from), c, 0))
            continue; /* an array object no pointer points into */
        if (pp_tok_is(t, "*") && (!prev || (prev->kind == PP_TOK_PUNCT && !pp_tok_is(prev, ")") &&
                                             !pp_tok_is(prev, "]"))) &&
            i + 1 < to && rs_tok(s, i + 1)->kind == PP_TOK_IDENT && !rs_is(s, i + 2, "[") && !rs_is(s, i + 2, "(") &&
            !rs_is(s, i + 2, ".") && !rs_is(s, i + 2, "->") && rs_own_pointer(s, i + 1, c, 1))
            continue; /* "*p", p a scalar of the callers' */
        if (pp_tok_is(t, "->") ||
            (pp_tok_is(t, "[") && prev &&
             (prev->kind == PP_TOK_IDENT || pp_tok_is(prev, ")") || pp_tok_is(prev, "]"))) ||
            (pp_tok_is(t, "*") && (!prev || (prev->kind == PP_TOK_PUNCT && !pp_tok_is(prev, ")") &&
                                             !pp_tok_is(prev, "]") && !pp_tok_is(prev, "++") &&
                                             !pp_tok_is(prev, "--")) ||
                                   pp_tok_is(prev, "return") || pp_tok_is(prev, "case"))))
            rs_no(s, t, "host code reads or writes through a pointer or array that may be a kept one");
    }
}
