/* pragma-tool/parse_names.c - names inside a region: AST nodes, what a
 * name stands for (iterator, local, parameter, scalar, array), struct
 * member paths, one subscript of a shaped pointer, casts.
 */
#include <ctype.h>
#include <string.h>

#include "parser.h"

/* ---- AST construction ------------------------------------------------- */

/* Return a new expression of "kind" at token "t" with "nargs" arguments;
 * NULL after an error when the statement has too many
 * (PAR_MAX_EXPR_NODES). */
pp_expr *par_new_expr(parser *p, pp_expr_kind kind, const pp_token *t, int nargs)
{
    pp_expr *e;
    if (++p->nodes > PAR_MAX_EXPR_NODES) {
        if (p->nodes == PAR_MAX_EXPR_NODES + 1)
            par_error_at(p, t, "statement too large (more than %s operators and operands)", "4096");
        return NULL;
    }
    e = pp_alloc(p->a, sizeof(*e));
    if (!e) {
        p->oom = 1;
        return NULL;
    }
    e->kind = kind;
    e->loc = t->loc;
    e->access = -1;
    e->nargs = nargs;
    if (nargs) {
        e->args = pp_alloc(p->a, sizeof(pp_expr *) * (size_t)nargs);
        if (!e->args) {
            p->oom = 1;
            return NULL;
        }
    }
    return e;
}

/* Return a new node of "kind" at token "t". */
pp_node *par_new_node(parser *p, pp_node_kind kind, const pp_token *t)
{
    pp_node *n = pp_alloc(p->a, sizeof(*n));
    if (!n) {
        p->oom = 1;
        return NULL;
    }
    n->kind = kind;
    n->loc = t->loc;
    n->nest = -1;
    return n;
}

/* ---- names inside a region ---------------------------------------------- */

/* Return the region-local scalar named "name" in scope, or -1. */
int par_find_local(par_region *pr, const char *name)
{
    int i;
    for (i = pr->nlvars - 1; i >= 0; i--)
        if (!strcmp(pr->lvars[i].name, name))
            return pr->lvars[i].local;
    return -1;
}

/* Return the depth of the innermost enclosing loop over "name", or -1. */
int par_find_iter(par_region *pr, const char *name)
{
    int i;
    for (i = pr->depth - 1; i >= 0; i--)
        if (!strcmp(pr->loops[i]->u.loop.iter, name))
            return i;
    return -1;
}

/* Return the index of outer name "name" in the region's table, adding it
 * (with its declaration, at "loc") when new; -1 when out of memory. */
int par_outer_index(parser *p, const char *name, pp_loc loc)
{
    par_region *pr = p->pr;
    par_outer o;
    int i;
    for (i = 0; i < pr->nouter; i++)
        if (!strcmp(pr->outer[i].name, name))
            return i;
    memset(&o, 0, sizeof(o));
    o.name = name;
    o.decl = par_lookup(p, name, strlen(name));
    o.loc = loc;
    if (o.decl && o.decl->is_volatile) {
        pp_error(p->d, loc,
                 "'%s' is volatile or _Atomic: each of its accesses is a side effect that a region, which reads "
                 "it once and writes its last value, would not keep; use a plain copy in the region",
                 name);
        pr->failed = 1;
    }
    if (pp_vec_push(p->a, &pr->outer, &pr->nouter, &pr->cap_outer, sizeof(o), &o)) {
        p->oom = 1;
        return -1;
    }
    return pr->nouter - 1;
}

/* Return nonzero when declaration "dcl" reaches its elements through a
 * table of pointers ("double **a", "double *a[4]"): a subscript after the
 * first goes through a pointer, of unknown extent. */
static int par_pointer_table(const pp_decl *dcl)
{
    int k;
    for (k = 1; k < dcl->ndim && k < 16; k++)
        if (!dcl->extent || !dcl->extent[k])
            return 1;
    return 0;
}

/* Return the index of array "name" (declared "dcl") in the region, adding
 * it when new. */
static int par_array_index(parser *p, const char *name, const pp_decl *dcl, const pp_token *at)
{
    pp_region *r = p->pr->r;
    pp_array x;
    int i;
    for (i = 0; i < r->narrays; i++)
        if (!strcmp(pp_array_c(&r->arrays[i]), name))
            return i;
    if (dcl->is_volatile) {
        par_error_at(p, at,
                     "array '%s' is volatile or _Atomic: each access to its elements is a side effect that device "
                     "copies would not keep; use a plain array in the region",
                     name);
        return -1;
    }
    memset(&x, 0, sizeof(x));
    x.name = pp_strdup(p->a, name);
    x.elem_type = pp_strdup(p->a, dcl->type);
    x.ndim = dcl->ndim;
    x.extent = dcl->extent;
    x.decl = dcl->loc;
    x.pointer = (dcl->ptr & 1u) != 0;
    if ((dcl->ptr & 1u) && x.ndim >= 1 && !(x.extent && x.extent[0]) && !par_pointer_table(dcl)) {
        /* a pointer: its first extent from the subscripts (jagged.c) */
        const char **e = pp_alloc(p->a, sizeof(char *) * (size_t)x.ndim);
        for (i = 0; e && i < x.ndim; i++)
            e[i] = i ? x.extent[i] : "0";
        if (!e) {
            p->oom = 1;
            return -1;
        }
        x.extent = (char **)e;
        x.inferred = 1;
    } else if (par_pointer_table(dcl)) {
        /* rows reached through pointers: gathered into one block (jagged.c) */
        x.jagged = 1;
        x.extent = pp_alloc(p->a, sizeof(char *) * (size_t)x.ndim);
        for (i = 0; x.extent && i < x.ndim; i++)
            x.extent[i] = "0";
        if (!x.extent) {
            p->oom = 1;
            return -1;
        }
    }
    for (i = 0; i < x.ndim; i++)
        if (!x.extent[i]) {
            pp_str b = {0};
            pp_str_addf(&b, "extents of array '%s' are unknown: declare it with sizes or add array(%s", name, name);
            for (i = 0; i < x.ndim; i++)
                pp_str_addf(&b, "[N%d]", i);
            pp_str_add(&b, ") to the pragma");
            par_error_at(p, at, "%s", pp_str_get(&b));
            pp_str_free(&b);
            break;
        }
    if (!x.name || !x.elem_type || pp_vec_push(p->a, &r->arrays, &r->narrays, &p->pr->cap_arrays, sizeof(x), &x)) {
        p->oom = 1;
        return -1;
    }
    return r->narrays - 1;
}

/* Return the declaration "dcl" of array "name" with the extents of the
 * region's array() clause when it names the array (the element type
 * staying that of the declaration). */
static const pp_decl *par_clause_shape(parser *p, const char *name, const pp_decl *dcl)
{
    pp_region *r = p->pr->r;
    pp_decl *x;
    int i;
    for (i = 0; i < r->narrays; i++)
        if (r->arrays[i].from_clause && !strcmp(pp_array_c(&r->arrays[i]), name))
            break;
    if (i == r->narrays)
        return dcl;
    if (par_pointer_table(dcl)) {
        pp_error(p->d, r->arrays[i].decl,
                 "array(%s) describes '%s' as one block of elements, but it is a table of pointers to rows: "
                 "leave '%s' out of the clause (bbmm-pp gathers the rows the region uses), or declare it as an "
                 "array or a pointer to rows ('double (*%s)[m]', a VLA parameter 'double %s[n][m]')",
                 name, name, name, name, name);
        p->pr->failed = 1;
        return NULL;
    }
    if (!r->arrays[i].elem_type)
        r->arrays[i].elem_type = pp_strdup(p->a, dcl->type);
    r->arrays[i].pointer = (dcl->ptr & 1u) != 0; /* (may share memory with another array: host.c) */
    x = pp_alloc(p->a, sizeof(*x));
    if (!x) {
        p->oom = 1;
        return NULL;
    }
    *x = *dcl;
    x->ndim = r->arrays[i].ndim;
    x->extent = r->arrays[i].extent;
    x->extent_at = NULL;
    x->ptr = 0;
    return x;
}

/* ---- struct members ---------------------------------------------------------- */

/* Return the struct or union definition of the base type of declaration
 * "dcl", or NULL when the parser saw none. */
static const par_record *par_decl_record(parser *p, const pp_decl *dcl)
{
    int i, is_union;
    const char *tag;
    if (dcl->record)
        return &p->records[dcl->record - 1];
    is_union = !strncmp(dcl->type, "union ", 6);
    if (!is_union && strncmp(dcl->type, "struct ", 7))
        return NULL;
    tag = dcl->type + (is_union ? 6 : 7);
    for (i = p->nrecords - 1; i >= 0; i--)
        if (p->records[i].tag && p->records[i].is_union == is_union && !strcmp(p->records[i].tag, tag))
            return &p->records[i];
    return NULL;
}

/* Return nonzero when identifier "name" is a word of the file or names an
 * array or outer name of the region being parsed. */
static int par_name_used(parser *p, const char *name)
{
    size_t n = strlen(name);
    int i;
    for (i = 0; i < p->t->n; i++)
        if (p->t->v[i].kind == PP_TOK_IDENT && (size_t)p->t->v[i].len == n && !memcmp(p->t->v[i].text, name, n))
            return 1;
    for (i = 0; i < p->pr->r->narrays; i++)
        if (!strcmp(p->pr->r->arrays[i].name, name))
            return 1;
    for (i = 0; i < p->pr->nouter; i++)
        if (!strcmp(p->pr->outer[i].name, name))
            return 1;
    return 0;
}

/* Return the name built in "b" (freed), with a number added when the
 * file or the region uses it. */
static char *par_unique_id(parser *p, pp_str *b)
{
    char *base = b->oom ? NULL : pp_str_to_arena(b, p->a), *id;
    int k;
    pp_str_free(b);
    for (id = base, k = 1; id && par_name_used(p, id); k++)
        id = pp_printf(p->a, "%s_%d", base, k);
    if (!id)
        p->oom = 1;
    return id;
}

/* Return an identifier for the member path "path" ("g.a" -> "g_a", "p->v"
 * -> "p_v"), with a number added when the file or the region uses it. */
static char *par_member_id(parser *p, const char *path)
{
    pp_str b = {0};
    const char *c;
    if (par_reserved(path))
        pp_str_add(&b, "m_");
    for (c = path; *c; c++) {
        pp_str_addn(&b, *c == '.' || *c == '-' ? "_" : c, 1);
        c += *c == '-';
    }
    return par_unique_id(p, &b);
}

/* Follow the member access at the current "." or "->" from "*cur" (the
 * declaration of what "path" names so far): "*cur" becomes the member's,
 * "path" grows by it.  0, or -1 after an error. */
static int par_member_step(parser *p, pp_str *path, const pp_decl **cur)
{
    const pp_token *op = par_tok(p), *mt = par_peek(p, 1);
    const par_record *rec = par_decl_record(p, *cur);
    const char *what = pp_str_get(path), *o = pp_tok_is(op, "->") ? "->" : ".";
    int arrow = o[0] == '-', pointer = (*cur)->ndim == 1 && !((*cur)->extent && (*cur)->extent[0]), i;
    if (!rec || (*cur)->is_typedef || (*cur)->is_func) {
        par_errorf(p, op, "member access ('%s') on '%s', which is not a struct or a pointer to a struct whose "
                          "definition bbmm-pp sees", o, what);
        return -1;
    }
    if ((*cur)->ndim > 1 || ((*cur)->ndim == 1 && !pointer)) {
        par_errorf(p, op, "member access ('%s') through '%s', an array of structs, is not supported in a region", o,
                   what);
        return -1;
    }
    if (arrow != (*cur)->ndim) {
        par_errorf(p, op, arrow ? "'%s' is a struct, not a pointer: use '.'"
                                : "'%s' is a pointer to a struct: use '->'",
                   what);
        return -1;
    }
    if (rec->is_union) {
        par_errorf(p, op, "member access into '%s', a union, is not supported in a region (its members share memory)",
                   what);
        return -1;
    }
    par_next(p);
    if (mt->kind != PP_TOK_IDENT)
        return par_expected(p, "a member name");
    for (i = 0; i < rec->n; i++)
        if (strlen(rec->members[i].name) == (size_t)mt->len && !memcmp(rec->members[i].name, mt->text, (size_t)mt->len))
            break;
    if (i == rec->n) {
        par_errorf(p, mt, "no member named '%.*s' in '%s'", mt->len, mt->text,
                   rec->tag ? (*cur)->type : "an anonymous struct");
        return -1;
    }
    pp_str_addf(path, "%s%.*s", o, mt->len, mt->text);
    *cur = &rec->members[i];
    par_next(p);
    return 0;
}

/* Return the index of the outer name of the arithmetic member "path"
 * (declared "m", first read at "loc"), adding it when new: a parameter or
 * read-only scalar named by an identifier made from the path. */
static int par_member_outer(parser *p, const char *path, const pp_decl *m, pp_loc loc)
{
    par_region *pr = p->pr;
    par_outer o;
    int i;
    for (i = 0; i < pr->nouter; i++)
        if (pr->outer[i].c_expr && !strcmp(pr->outer[i].c_expr, path))
            return i;
    memset(&o, 0, sizeof(o));
    o.name = par_member_id(p, path);
    o.c_expr = path;
    o.decl = m;
    o.loc = loc;
    if (!o.name || pp_vec_push(p->a, &pr->outer, &pr->nouter, &pr->cap_outer, sizeof(o), &o)) {
        p->oom = 1;
        return -1;
    }
    return pr->nouter - 1;
}

/* Return the value of the arithmetic member "path" (declared "m") at
 * token "t": a name of the region read once when it starts, like a
 * scalar declared outside it ("affine": in a bound, subscript or
 * condition). */
static pp_expr *par_member_value(parser *p, const pp_token *t, const char *path, const pp_decl *m, int affine)
{
    pp_expr *e;
    int k;
    if (m->ndim) {
        par_error_at(p, t, "array '%s' used without subscripts: pointer arithmetic on arrays is not supported", path);
        return NULL;
    }
    if (m->opaque || par_decl_record(p, m)) {
        par_errorf(p, t, "member '%s' has type '%s': a region reads only members of arithmetic type", path, m->type);
        return NULL;
    }
    if (m->bitfield) {
        par_errorf(p, t, "member '%s' is a bit-field: a region does not read bit-fields (copy it to a variable "
                         "before the region)", path);
        return NULL;
    }
    k = par_member_outer(p, path, m, t->loc);
    e = k < 0 ? NULL : par_new_expr(p, PP_EXPR_ID, t, 0);
    if (!e)
        return NULL;
    e->text = (char *)p->pr->outer[k].name;
    e->c_expr = path;
    e->sym = PP_SYM_SCALAR;
    e->index = k;
    if (affine && !p->pr->outer[k].affine) {
        p->pr->outer[k].affine = 1;
        p->pr->outer[k].affine_loc = t->loc;
    }
    if (pp_vec_push(p->a, &p->pr->refs, &p->pr->nrefs, &p->pr->cap_refs, sizeof(e), &e)) {
        p->oom = 1;
        return NULL;
    }
    return e;
}

/* Return the index of the member array "path" (declared "dcl", shaped by
 * array()) in the region, adding it when new (found at "at"). */
static int par_member_array(parser *p, const char *path, const pp_decl *dcl, const pp_token *at)
{
    int k = par_array_index(p, path, dcl, at);
    pp_array *a;
    if (k < 0)
        return -1;
    a = &p->pr->r->arrays[k];
    if (!a->c_expr || !strcmp(a->name, a->c_expr)) { /* new, or named by array() only */
        a->c_expr = pp_strdup(p->a, path);
        a->name = par_member_id(p, path);
        if (!a->c_expr || !a->name) {
            p->oom = 1;
            return -1;
        }
    }
    return k;
}

/* The declaration of the member that the path from variable "name" at
 * token "at" names ("g->x" at "g"), its tokens ending before "*end";
 * NULL after an error.  The parser's position is left as it was. */
const pp_decl *par_member_path_at(parser *p, int at, const char *name, int *end)
{
    const pp_decl *cur = par_lookup(p, name, strlen(name));
    pp_str path = {0};
    int save = p->pos, rc = 0;
    if (!cur)
        return NULL;
    pp_str_add(&path, name);
    p->pos = at + 1;
    while (!rc && (par_is(p, ".") || par_is(p, "->")))
        rc = par_member_step(p, &path, &cur);
    *end = p->pos;
    p->pos = save;
    p->oom |= path.oom;
    pp_str_free(&path);
    return rc ? NULL : cur;
}

/* Parse the struct member path that starts with variable "name" at token
 * "t" (the current token is its first "." or "->"): an element of a
 * member array ("g.a[i][j]", "p->v[i]", "s.in.a[i]") or the value of an
 * arithmetic member ("p->n"). */
pp_expr *par_member(parser *p, const pp_token *t, const char *name, int affine)
{
    const pp_decl *cur = par_lookup(p, name, strlen(name));
    pp_str path = {0};
    char *spell;
    int rc = 0;
    if (par_find_local(p->pr, name) >= 0 || par_find_iter(p->pr, name) >= 0) {
        par_errorf(p, par_tok(p),
                   "member access on '%s', a %s of the region: a region reads members of variables declared outside it",
                   name, par_find_iter(p->pr, name) >= 0 ? "loop iterator" : "scalar");
        return NULL;
    }
    if (!cur) {
        par_error_at(p, t, "use of undeclared identifier '%s'", name);
        return NULL;
    }
    pp_str_add(&path, name);
    while (!rc && (par_is(p, ".") || par_is(p, "->")))
        rc = par_member_step(p, &path, &cur);
    spell = rc || path.oom ? NULL : pp_str_to_arena(&path, p->a);
    pp_str_free(&path);
    if (!spell) {
        p->oom |= !rc;
        return NULL;
    }
    if (par_is(p, "["))
        return par_subscripted(p, t, spell, cur, 1, affine);
    return par_member_value(p, t, spell, cur, affine);
}

/* ---- one subscript of a shaped pointer --------------------------------------- */

/* A term of a sum and its sign. */
typedef struct par_term {
    pp_expr *e;
    int neg;
} par_term;

#define PAR_MAX_TERMS 64

/* Add the terms of the sum "e" (negated when "neg") to "v" ("*n" of them);
 * -1 when there are more than PAR_MAX_TERMS. */
static int par_terms(pp_expr *e, int neg, par_term *v, int *n)
{
    if (e->kind == PP_EXPR_PAREN)
        return par_terms(e->args[0], neg, v, n);
    if (e->kind == PP_EXPR_UNARY && (e->op[0] == '-' || e->op[0] == '+'))
        return par_terms(e->args[0], neg ^ (e->op[0] == '-'), v, n);
    if (e->kind == PP_EXPR_BINARY && (!strcmp(e->op, "+") || !strcmp(e->op, "-")))
        return par_terms(e->args[0], neg, v, n) || par_terms(e->args[1], neg ^ (e->op[0] == '-'), v, n) ? -1 : 0;
    if (*n == PAR_MAX_TERMS)
        return -1;
    v[*n].e = e;
    v[(*n)++].neg = neg;
    return 0;
}

/* Append the spelling of the word at the place of "e" in the user's file
 * (the name of the macro it comes from, if any), else its text. */
static void par_spell_word(parser *p, pp_str *b, const pp_expr *e)
{
    long o = e->loc.offset, k = o;
    while (k >= 0 && (size_t)k < p->rawlen && (isalnum((unsigned char)p->raw[k]) || p->raw[k] == '_'))
        k++;
    if (o >= 0 && k > o)
        pp_str_addn(b, p->raw + o, (size_t)(k - o));
    else
        pp_str_add(b, e->text);
}

/* Append the spelling of "e" as the user wrote it, without spaces: names
 * and constants by the words of the user's file, struct members by their
 * path.  -1 for other than names, constants and arithmetic. */
static int par_spell_expr(parser *p, pp_str *b, const pp_expr *e, int expanded)
{
    switch (e->kind) {
    case PP_EXPR_INT:
    case PP_EXPR_ID:
        if (e->c_expr)
            pp_str_add(b, e->c_expr);
        else if (expanded && e->text)
            pp_str_add(b, e->text);
        else
            par_spell_word(p, b, e);
        return 0;
    case PP_EXPR_PAREN:
        pp_str_add(b, "(");
        if (par_spell_expr(p, b, e->args[0], expanded))
            return -1;
        pp_str_add(b, ")");
        return 0;
    case PP_EXPR_UNARY:
        pp_str_add(b, e->op);
        return par_spell_expr(p, b, e->args[0], expanded);
    case PP_EXPR_BINARY:
        if (par_spell_expr(p, b, e->args[0], expanded))
            return -1;
        pp_str_add(b, e->op);
        return par_spell_expr(p, b, e->args[1], expanded);
    default:
        return -1;
    }
}

/* Return "s" without the parentheses around all of it; its length into
 * "*n" (strlen(s) on entry). */
static const char *par_unparen(const char *s, size_t *n)
{
    for (;;) {
        size_t i;
        int depth = 0;
        if (*n < 2 || s[0] != '(' || s[*n - 1] != ')')
            return s;
        for (i = 0; i < *n - 1; i++) {
            depth += (s[i] == '(') - (s[i] == ')');
            if (!depth)
                return s;
        }
        s++;
        *n -= 2;
    }
}

/* Append "text" ("n" bytes) to "b" without spaces, object-like macros of
 * the file replaced by their bodies as the preprocessor does ("S" with
 * "#define S (N + 2)" and "#define N 12": "(12+2)"), the definitions in
 * effect before token "at" of the file's tokens; a macro inside its own
 * expansion stays ("depth" levels at most). */
static void par_expand_text(parser *p, pp_str *b, const char *text, size_t n, int at, const char **stack, int depth)
{
    size_t i = 0;
    while (i < n) {
        unsigned char c = (unsigned char)text[i];
        if (isalpha(c) || c == '_') {
            size_t s = i;
            const pp_macro *m;
            int k;
            while (i < n && (isalnum((unsigned char)text[i]) || text[i] == '_'))
                i++;
            m = depth < 8 && p->fs.t ? pp_macro_at(p->fs.t, text + s, i - s, at) : NULL;
            for (k = 0; m && k < depth; k++)
                if (stack[k] == m->name)
                    m = NULL;
            if (m && m->body) {
                stack[depth] = m->name;
                par_expand_text(p, b, m->body, (size_t)m->blen, at, stack, depth + 1);
            } else
                pp_str_addn(b, text + s, i - s);
        } else if (isdigit(c)) { /* a number, suffixes and all */
            size_t s = i;
            while (i < n && (isalnum((unsigned char)text[i]) || text[i] == '.' || text[i] == '_'))
                i++;
            pp_str_addn(b, text + s, i - s);
        } else {
            if (!isspace(c))
                pp_str_addn(b, text + i, 1);
            i++;
        }
    }
}

/* The index of the region's pragma among the file's tokens (where its
 * clauses' macros are looked up), or the last token. */
static int par_pragma_at(parser *p)
{
    int i;
    if (!p->fs.t)
        return 0;
    for (i = 0; p->pr && p->pr->r && i < p->fs.t->n; i++)
        if (p->fs.t->v[i].kind == PP_TOK_PRAGMA && p->fs.t->v[i].loc.offset == p->pr->r->pragma.offset)
            return i;
    return p->fs.t->n;
}

/* Return nonzero when "e" is spelled like the C expression "text" (spaces
 * and the parentheses around all of it aside): as the user's file spells
 * its words (a macro by its name), or, for what a macro's body brings
 * (IX(i, j) expanding to "(i) + (N + 2) * (j)", whose words the file spells
 * as "IX"), as the words are after preprocessing. */
static int par_spelled(parser *p, const pp_expr *e, const char *text)
{
    const char *x, *y, *c;
    size_t nx, ny;
    int same = 0, expanded;
    for (expanded = 0; expanded < 2 && !same; expanded++) {
        pp_str a = {0}, b = {0};
        for (c = text; *c; c++)
            if (!isspace((unsigned char)*c))
                pp_str_addn(&b, c, 1);
        if (!par_spell_expr(p, &a, e, expanded) && !a.oom && !b.oom) {
            nx = strlen(pp_str_get(&a));
            ny = strlen(pp_str_get(&b));
            x = par_unparen(pp_str_get(&a), &nx);
            y = par_unparen(pp_str_get(&b), &ny);
            same = nx == ny && !memcmp(x, y, nx);
        }
        pp_str_free(&a);
        pp_str_free(&b);
    }
    if (!same) { /* "text" names macros the preprocessor expanded in "e" */
        pp_str a = {0}, b = {0};
        const char *stack[8];
        par_expand_text(p, &b, text, strlen(text), par_pragma_at(p), stack, 0);
        if (!par_spell_expr(p, &a, e, 1) && !a.oom && !b.oom) {
            pp_str c = {0};
            par_expand_text(p, &c, pp_str_get(&a), strlen(pp_str_get(&a)), 0, stack, 8); /* (spaces out only) */
            nx = strlen(pp_str_get(&c));
            ny = strlen(pp_str_get(&b));
            x = par_unparen(pp_str_get(&c), &nx);
            y = par_unparen(pp_str_get(&b), &ny);
            same = !c.oom && nx == ny && !memcmp(x, y, nx);
            pp_str_free(&c);
        }
        pp_str_free(&a);
        pp_str_free(&b);
    }
    return same;
}

/* Return the integer constant "v" at the place of "at". */
static pp_expr *par_int_at(parser *p, const pp_expr *at, long long v)
{
    pp_expr *e = par_new_expr(p, PP_EXPR_INT, par_tok(p), 0);
    if (!e)
        return NULL;
    e->loc = at->loc;
    e->value = v;
    e->text = pp_printf(p->a, "%lld", v);
    if (!e->text)
        p->oom = 1;
    return e->text ? e : NULL;
}

/* Return "a op b" at the place of "a". */
static pp_expr *par_binary_at(parser *p, const char *op, pp_expr *a, pp_expr *b)
{
    pp_expr *e = a && b ? par_new_expr(p, PP_EXPR_BINARY, par_tok(p), 2) : NULL;
    if (!e)
        return NULL;
    e->loc = a->loc;
    e->op = op;
    e->args[0] = a;
    e->args[1] = b;
    return e;
}

/* Return the term "t" divided by a factor of it spelled "ext" (that
 * factor into "*f"), or NULL when "t" is no product with such a factor. */
static pp_expr *par_cofactor(parser *p, pp_expr *t, const char *ext, pp_expr **f)
{
    pp_expr *c;
    int i;
    if (par_spelled(p, t, ext)) {
        *f = t;
        return par_int_at(p, t, 1);
    }
    if (t->kind == PP_EXPR_PAREN)
        return par_cofactor(p, t->args[0], ext, f);
    if (t->kind != PP_EXPR_BINARY || strcmp(t->op, "*"))
        return NULL;
    for (i = 1; i >= 0; i--)
        if (par_spelled(p, t->args[i], ext)) {
            *f = t->args[i];
            return t->args[1 - i];
        }
    for (i = 0; i < 2; i++)
        if ((c = par_cofactor(p, t->args[i], ext, f)) != NULL)
            return par_binary_at(p, "*", i ? t->args[0] : c, i ? c : t->args[1]);
    return NULL;
}

/* Return the sum of the "n" terms "v" (0 when there are none). */
static pp_expr *par_sum(parser *p, const par_term *v, int n, const pp_expr *at)
{
    pp_expr *s;
    int i;
    if (!n)
        return par_int_at(p, at, 0);
    s = v[0].e;
    if (v[0].neg) {
        pp_expr *u = par_new_expr(p, PP_EXPR_UNARY, par_tok(p), 1);
        if (!u)
            return NULL;
        u->loc = s->loc;
        u->op = "-";
        u->args[0] = s;
        s = u;
    }
    for (i = 1; i < n && s; i++)
        s = par_binary_at(p, v[i].neg ? "-" : "+", s, v[i].e);
    return s;
}

/* Report that subscript "sub" of "name" (shaped "dcl") cannot be split:
 * "why". */
static void par_split_error(parser *p, const pp_expr *sub, const char *name, const pp_decl *dcl, const char *why)
{
    pp_str b = {0};
    int d;
    pp_str_addf(&b, "'%s' has %d dimensions in array(%s", name, dcl->ndim, name);
    for (d = 0; d < dcl->ndim; d++)
        pp_str_addf(&b, "[%s]", dcl->extent[d]);
    pp_str_addf(&b, ") but is used with 1 subscript: %s", why);
    pp_error(p->d, sub->loc, "%s", pp_str_get(&b));
    p->pr->failed = 1;
    pp_str_free(&b);
}

/* The last element of a row, "x[i * m + m - 1]": the terms "v" ("nv")
 * split into the row's "q" ("*nq": i, and 1 for the bare "m") and the
 * column's "r" ("*nr": -1) name [i + 1][-1], outside its row.  Where the
 * column's constants add up below 0 and its other terms are subtracted
 * ("x[i * m + m - 1 - j]", a row read backwards), the row's extent
 * goes to the column: a term of the row that is the extent alone moves
 * there ([i][m - 1 - j], the same element), else the row gets a -1 and
 * the column the extent "f" ("x[(i + 1) * m - 1 - j]": [i + 1 - 1][-1 - j
 * + m]).  affine.c checks the split as always. */
static void par_split_last(parser *p, const par_term *v, int nv, par_term *q, int *nq, par_term *r, int *nr,
                           const char *ext, pp_expr *f)
{
    int i, k, bare = -1;
    long long c = 0;
    for (i = 0; i < *nr; i++) {
        if (r[i].e->kind == PP_EXPR_INT)
            c += r[i].neg ? -r[i].e->value : r[i].e->value;
        else if (!r[i].neg)
            return; /* a term added: which row the element is in depends on its value */
    }
    if (!*nr || c >= 0 || *nr >= PAR_MAX_TERMS)
        return;
    for (i = 0; i < nv && bare < 0; i++)
        if (!v[i].neg && par_spelled(p, v[i].e, ext))
            bare = i;
    for (k = 0; bare >= 0 && k < *nq; k++) /* its cofactor 1 in the row, at the term's place among the products */
        if (q[k].e->kind == PP_EXPR_INT && q[k].e->value == 1 && !q[k].neg && q[k].e->loc.offset == v[bare].e->loc.offset)
            break;
    if (bare >= 0 && k < *nq) {
        memmove(&q[k], &q[k + 1], sizeof(*q) * (size_t)(*nq - k - 1));
        (*nq)--;
        memmove(&r[1], &r[0], sizeof(*r) * (size_t)*nr);
        r[0] = v[bare];
        (*nr)++;
        return;
    }
    if (!f || *nq >= PAR_MAX_TERMS || !(q[*nq].e = par_int_at(p, f, 1)))
        return;
    q[(*nq)++].neg = 1;
    r[*nr].e = f;
    r[(*nr)++].neg = 0;
}

/* Split the one subscript "sub[0]" of "name" along the extents of the
 * array() clause "dcl" (more than one dimension): "((x0 * n1 + x1) * n2
 * + x2)", its terms in any order, each factor n spelled as the clause's
 * extent, becomes the subscripts "sub[0..]" x0, x1, x2.  Return the split
 * (affine.c checks that each x stays within its extent), or NULL after an
 * error. */
static pp_split *par_split(parser *p, const char *name, const pp_decl *dcl, pp_expr **sub)
{
    pp_split *s = pp_alloc(p->a, sizeof(*s));
    pp_expr *rest = sub[0];
    int d;
    if (!s || !(s->extent = pp_alloc(p->a, sizeof(pp_expr *) * (size_t)dcl->ndim))) {
        p->oom = 1;
        return NULL;
    }
    s->n = dcl->ndim;
    for (d = dcl->ndim - 1; d >= 1 && rest; d--) {
        par_term v[PAR_MAX_TERMS], q[PAR_MAX_TERMS], r[PAR_MAX_TERMS];
        int nv = 0, nq = 0, nr = 0, i;
        if (par_terms(rest, 0, v, &nv)) {
            par_split_error(p, sub[0], name, dcl, "its subscript has too many terms to split");
            return NULL;
        }
        s->extent[d] = NULL;
        for (i = 0; i < nv; i++) {
            pp_expr *f = NULL, *c = par_cofactor(p, v[i].e, dcl->extent[d], &f);
            if (c) {
                s->extent[d] = s->extent[d] ? s->extent[d] : f;
                q[nq].e = c;
                q[nq++].neg = v[i].neg;
            } else {
                r[nr++] = v[i];
            }
        }
        if (!nq) {
            pp_str w = {0};
            /* a compound extent in parentheses: "row * (N + 2)", not "row * N + 2" */
            int compound = strpbrk(dcl->extent[d], "+-*/%?<>&|^ ") != NULL;
            pp_str_addf(&w, "write it as 'row * %s%s%s + column' (the multiplier spelled as the extent)%s",
                        compound ? "(" : "", dcl->extent[d], compound ? ")" : "",
                        dcl->ndim > 2 ? ", nested for more dimensions: '(i * n1 + j) * n2 + k'" : "");
            par_split_error(p, sub[0], name, dcl, pp_str_get(&w));
            pp_str_free(&w);
            return NULL;
        }
        par_split_last(p, v, nv, q, &nq, r, &nr, dcl->extent[d], s->extent[d]);
        sub[d] = par_sum(p, r, nr, sub[0]);
        rest = par_sum(p, q, nq, sub[0]);
    }
    sub[0] = rest;
    for (d = 1; d < dcl->ndim && rest; d++)
        if (!sub[d])
            return NULL;
    return rest ? s : NULL;
}

/* Nonzero when subscript "e" of an element read where the region starts
 * uses only constants and names declared outside the region (no loop
 * iterator, no scalar of the region, no array data). */
static int par_entry_subscript(const pp_expr *e)
{
    int i;
    switch (e->kind) {
    case PP_EXPR_INT:
    case PP_EXPR_CHAR:
        return 1;
    case PP_EXPR_ID:
        return e->sym == PP_SYM_SCALAR;
    case PP_EXPR_PAREN:
    case PP_EXPR_UNARY:
    case PP_EXPR_BINARY:
    case PP_EXPR_CAST:
    case PP_EXPR_COND:
        for (i = 0; i < e->nargs; i++)
            if (!par_entry_subscript(e->args[i]))
                return 0;
        return 1;
    default:
        return 0;
    }
}

/* Return an identifier for the element "text" ("grid_points[0]" ->
 * "grid_points_0_v", "nx[lt - 1]" -> "nx_lt_1"), with a number added when
 * the file or the region uses it. */
static char *par_entry_id(parser *p, const char *text)
{
    pp_str b = {0};
    const char *c;
    int gap = 0;
    if (par_reserved(text))
        pp_str_add(&b, "m_");
    for (c = text; *c; c++) {
        if (isalnum((unsigned char)*c) || *c == '_') {
            if (gap && b.len)
                pp_str_add(&b, "_");
            pp_str_addn(&b, c, 1);
            gap = 0;
        } else {
            gap = 1;
        }
    }
    /* "gp[1]": not "gp_1", the name of the second pointer of array gp in
     * a kernel's parameters (BBMM_ARRAY_PARAM) */
    {
        const char *br = strchr(text, '['), *q = br ? br + 1 : NULL;
        while (q && isdigit((unsigned char)*q))
            q++;
        if (q && q > br + 1 && *q == ']' && !q[1])
            pp_str_add(&b, "_v");
    }
    return par_unique_id(p, &b);
}

/* Return the element of integer array "name" (declared "dcl") at token
 * "t" with the "n" subscripts "subs" (tokens "from" up to the current
 * one), used in a bound, subscript or condition: a name of the region
 * read once when it starts, like a struct member (par_member_value); the
 * names its subscripts use become parameters too.  par_finish_names()
 * refuses it when the region writes the array. */
static pp_expr *par_entry_value(parser *p, const pp_token *t, const char *name, const pp_decl *dcl, pp_expr **subs,
                                int n, int from)
{
    par_region *pr = p->pr;
    char *text = par_join(p, from, p->pos);
    pp_expr *e;
    par_outer o;
    int i, k;
    if (!text)
        return NULL;
    for (k = 0; k < pr->nouter; k++)
        if (pr->outer[k].elem_of && !strcmp(pr->outer[k].c_expr, text))
            break;
    if (k == pr->nouter) {
        memset(&o, 0, sizeof(o));
        o.name = par_entry_id(p, text);
        o.c_expr = text;
        o.elem_of = name;
        o.decl = dcl;
        o.loc = t->loc;
        if (!o.name || pp_vec_push(p->a, &pr->outer, &pr->nouter, &pr->cap_outer, sizeof(o), &o)) {
            p->oom = 1;
            return NULL;
        }
    }
    for (i = 0; i < n; i++)
        par_mark_names(p, subs[i]);
    e = par_new_expr(p, PP_EXPR_ID, t, 0);
    if (!e)
        return NULL;
    e->text = (char *)pr->outer[k].name;
    e->c_expr = text;
    e->sym = PP_SYM_SCALAR;
    e->index = k;
    if (!pr->outer[k].affine) {
        pr->outer[k].affine = 1;
        pr->outer[k].affine_loc = t->loc;
    }
    if (pp_vec_push(p->a, &pr->refs, &pr->nrefs, &pr->cap_refs, sizeof(e), &e)) {
        p->oom = 1;
        return NULL;
    }
    return e;
}

/* Parse the subscripts of an element of array "name" (declared "dcl"; a
 * struct member when "member", "name" its path) at the current "[" (token
 * "t" starts the element).  One subscript of a pointer that array()
 * shapes with more dimensions is split along them (par_split).  In a
 * bound, subscript or condition ("affine"), an element of an integer
 * array with subscripts of constants and names declared outside the
 * region is read where the region starts (par_entry_value). */
pp_expr *par_subscripted(parser *p, const pp_token *t, const char *name, const pp_decl *dcl, int member,
                         int affine)
{
    pp_expr *subs[16], *e;
    pp_split *split = NULL;
    const pp_decl *orig = dcl;
    int n = 0, i, declared = dcl->ndim, from = (int)(t - p->t->v), entry = affine, rhs_entry = 1;
    dcl = par_clause_shape(p, name, dcl);
    if (!dcl)
        return NULL;
    for (;;) {
        if (!par_accept(p, "[")) {
            if (p->nrow_paren && (int)(par_tok(p) - p->t->v) == p->row_paren[p->nrow_paren - 1]) {
                p->nrow_paren--; /* "(A[i])[j]" */
                par_next(p);
                continue;
            }
            break;
        }
        if (n == 16) {
            par_error_at(p, t, "too many subscripts on '%s'", name);
            return NULL;
        }
        subs[n] = par_expr(p, 1);
        if (!subs[n] || par_expect(p, "]"))
            return NULL;
        entry = entry && par_entry_subscript(subs[n]);
        rhs_entry = rhs_entry && par_entry_subscript(subs[n]);
        n++;
    }
    if ((entry || (p->entry_rhs && rhs_entry && n && !par_region_may_write(p, name))) && dcl == orig &&
        n == declared && dcl->is_int && !dcl->opaque && !par_is(p, ".") && !par_is(p, "->"))
        return par_entry_value(p, t, name, dcl, subs, n, from);
    if (par_is(p, ".") || par_is(p, "->")) {
        par_errorf(p, par_tok(p),
                   "member access ('%s') through '%s', an array of structs, is not supported in a region",
                   par_is(p, ".") ? "." : "->", name);
        return NULL;
    }
    if (n == 1 && declared == 1 && dcl->ndim > 1 && dcl->ndim <= 16) {
        if (!(split = par_split(p, name, dcl, subs)))
            return NULL;
        n = dcl->ndim;
    }
    if (n != dcl->ndim) {
        pp_str b = {0};
        pp_str_addf(&b, "array '%s' has %d dimension%s but is used with %d subscript%s", name, dcl->ndim,
                    dcl->ndim == 1 ? "" : "s", n, n == 1 ? "" : "s");
        if (n < dcl->ndim)
            pp_str_add(&b, ": pointer arithmetic on arrays is not supported");
        par_error_at(p, t, "%s", pp_str_get(&b));
        pp_str_free(&b);
        return NULL;
    }
    e = par_new_expr(p, PP_EXPR_ACCESS, t, n);
    if (!e)
        return NULL;
    e->text = (char *)name;
    e->split = split;
    for (i = 0; i < n; i++)
        e->args[i] = subs[i];
    e->index = member ? par_member_array(p, name, dcl, t) : par_array_index(p, name, dcl, t);
    return e->index < 0 ? NULL : e;
}

/* Return nonzero when the tokens at the current "(" are a type name in
 * parentheses (a cast). */
int par_is_cast(parser *p)
{
    const pp_token *t = par_peek(p, 1);
    return par_is(p, "(") && (par_in(t, par_int_words) || par_in(t, par_other_words) ||
                              par_in(t, par_quals) || pp_tok_is(t, "struct") || pp_tok_is(t, "union") ||
                              pp_tok_is(t, "enum") || par_is_typedef_name(p, t));
}

/* Parse the type name of a cast up to its ")" (not consumed); return its
 * text, typedef names resolved into the arithmetic type they stand for
 * ("uint8_t": "unsigned char"), or as written when it is no arithmetic
 * type; "*pointer": it names a pointer or array type. */
char *par_cast_type(parser *p, int *pointer)
{
    int from = p->pos;
    par_specs s;
    par_declarator dc;
    char *type = NULL;
    memset(&s, 0, sizeof(s));
    memset(&dc, 0, sizeof(dc));
    par_specifiers(p, &s);
    *pointer = s.derived || s.ndim || (!par_declarator_parse(p, &dc) && dc.ndim > 0);
    while (!par_is(p, ")") && par_tok(p)->kind != PP_TOK_EOF && !par_is(p, ";")) {
        if (par_is(p, "*") || par_is(p, "["))
            *pointer = 1;
        par_next(p);
    }
    if (pp_ctype_from_words(pp_str_get(&s.type)) != PP_CT_NONE && !s.opaque)
        type = pp_strdup(p->a, pp_str_get(&s.type));
    pp_str_free(&s.type);
    if (!type)
        type = par_join(p, from, p->pos);
    if (!type)
        p->oom = 1;
    return type;
}
