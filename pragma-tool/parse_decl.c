/* pragma-tool/parse_decl.c - declarations outside regions: the parser
 * skims the file's declarations (specifiers, declarators, function
 * parameters and definitions, struct and union definitions and their
 * members) so that a region can find the types and extents of the names it
 * uses; the parameters of a function definition it recorded
 * (pp_fdef_param()).
 */
#include <string.h>

#include "parser.h"

/* ---- declarations outside regions ------------------------------------ */

const char *const par_quals[] = {
    "typedef", "extern", "static", "auto", "register", "inline", "__inline", "__inline__", "const",
    "volatile", "restrict", "__restrict", "__restrict__", "_Noreturn", "__extension__", "_Thread_local",
    "__thread", "__const", "__volatile__", "__volatile", "_Alignas", "_Atomic", NULL};
const char *const par_int_words[] = {
    "char", "short", "int", "long", "signed", "unsigned", "_Bool", "__int128", "__signed__", "__signed",
    "__unsigned", NULL};
const char *const par_other_words[] = {
    "void", "float", "double", "_Complex", "__complex__", "_Float16", "_Float32", "_Float64", "_Float128",
    "_Float32x", "_Float64x", "__float128", "__fp16", "__bf16", "__builtin_va_list", "_Decimal32",
    "_Decimal64", "_Decimal128", NULL};
static const char *const par_attr_words[] = {
    "__attribute__", "__attribute", "__declspec", "__asm__", "__asm", "asm", "_Alignas", "__alignas", NULL};

/* Return the innermost visible declaration of the "n" bytes at "name". */
const pp_decl *par_lookup(parser *p, const char *name, size_t n)
{
    int i;
    for (i = p->ndecls - 1; i >= 0; i--)
        if (strlen(p->decls[i].name) == n && !memcmp(p->decls[i].name, name, n))
            return &p->decls[i];
    return NULL;
}

/* Return nonzero when "t" names a typedef. */
int par_is_typedef_name(parser *p, const pp_token *t)
{
    const pp_decl *dcl;
    if (t->kind != PP_TOK_IDENT)
        return 0;
    dcl = par_lookup(p, t->text, (size_t)t->len);
    return dcl && dcl->is_typedef;
}

/* Return nonzero when "t" can start declaration specifiers. */
int par_starts_decl(parser *p, const pp_token *t)
{
    return par_in(t, par_quals) || par_in(t, par_int_words) || par_in(t, par_other_words) ||
           par_in(t, par_attr_words) || pp_tok_is(t, "struct") || pp_tok_is(t, "union") ||
           pp_tok_is(t, "enum") || pp_tok_is(t, "typeof") || pp_tok_is(t, "__typeof__") ||
           pp_tok_is(t, "__typeof") || par_is_typedef_name(p, t);
}

static int par_record_spec(parser *p, const pp_token *tag, int is_union);

int par_array_typedef(const pp_decl *dcl)
{
    return dcl && dcl->is_typedef && dcl->ndim && !dcl->ptr && !dcl->opaque && !dcl->is_func && dcl->extent &&
           dcl->extent_at;
}

/* Take the dimensions of typedef "dcl" into specifiers "s" when it names
 * an array of numbers (par_array_typedef): a declaration of that type is
 * then the one with the dimensions written out ("typedef double vec5[5];
 * vec5 P[2][3];" declares double P[2][3][5]).  Return nonzero when it
 * did. */
static int par_typedef_rows(const pp_decl *dcl, par_specs *s)
{
    int d;
    if (!par_array_typedef(dcl))
        return 0;
    s->ndim = dcl->ndim < 16 ? dcl->ndim : 16;
    for (d = 0; d < s->ndim; d++) {
        s->extent[d] = dcl->extent[d];
        s->extent_at[d] = dcl->extent_at[d];
    }
    return 1;
}

/* Parse declaration specifiers at the current token into "s"; return the
 * number of type words seen (0: not a declaration). */
int par_specifiers(parser *p, par_specs *s)
{
    int words = 0, ints = 0, others = 0;
    for (;;) {
        pp_token *t = par_tok(p);
        if (par_in(t, par_attr_words)) {
            par_next(p);
            if (par_is(p, "("))
                par_skip_group(p);
        } else if (par_in(t, par_quals)) {
            if (pp_tok_is(t, "typedef"))
                s->is_typedef = 1;
            if (pp_tok_is(t, "volatile") || pp_tok_is(t, "__volatile__") || pp_tok_is(t, "__volatile") ||
                pp_tok_is(t, "_Atomic"))
                s->is_volatile = 1;
            if (pp_tok_is(t, "static") || pp_tok_is(t, "extern") || pp_tok_is(t, "_Thread_local") ||
                pp_tok_is(t, "__thread"))
                s->is_static = 1;
            if (pp_tok_is(t, "static"))
                s->linkage_kw = 1;
            else if (pp_tok_is(t, "extern"))
                s->linkage_kw = 2;
            par_next(p);
            if (pp_tok_is(t, "_Atomic") && par_is(p, "(")) { /* _Atomic(T): a type of its own */
                par_skip_group(p);
                if (s->type.len)
                    pp_str_add(&s->type, " ");
                pp_str_add(&s->type, "_Atomic(...)");
                s->opaque = 1;
                others++;
                words++;
            }
        } else if (par_in(t, par_int_words) || par_in(t, par_other_words)) {
            if (par_in(t, par_int_words))
                ints++;
            else
                others++;
            if (s->type.len)
                pp_str_add(&s->type, " ");
            pp_str_addn(&s->type, t->text, (size_t)t->len);
            words++;
            par_next(p);
        } else if (pp_tok_is(t, "struct") || pp_tok_is(t, "union") || pp_tok_is(t, "enum")) {
            int is_enum = pp_tok_is(t, "enum"), packed = 0, at = (int)s->type.len;
            const pp_token *tag = NULL;
            if (s->type.len)
                pp_str_add(&s->type, " ");
            pp_str_addn(&s->type, t->text, (size_t)t->len);
            par_next(p);
            while (par_in(par_tok(p), par_attr_words)) {
                if (is_enum && (pp_tok_is(par_tok(p), "__attribute__") || pp_tok_is(par_tok(p), "__attribute"))) {
                    packed |= par_enum_attrs(p);
                    continue;
                }
                par_next(p);
                if (par_is(p, "("))
                    par_skip_group(p);
            }
            if (par_tok(p)->kind == PP_TOK_IDENT) {
                tag = par_tok(p);
                pp_str_add(&s->type, " ");
                pp_str_addn(&s->type, par_tok(p)->text, (size_t)par_tok(p)->len);
                par_next(p);
            }
            if (!is_enum) {
                s->record = par_record_spec(p, tag, pp_tok_is(t, "union"));
            } else {
                /* the type an enumeration stands for replaces "enum TAG" */
                const char *words = par_enum_spec(p, tag, packed);
                if (words) {
                    s->type.len = (size_t)at;
                    if (s->type.s)
                        s->type.s[at] = 0;
                    if (s->type.len)
                        pp_str_add(&s->type, " ");
                    pp_str_add(&s->type, words);
                }
            }
            if (is_enum)
                ints++;
            else
                others++;
            s->opaque |= !is_enum;
            words++;
        } else if (pp_tok_is(t, "typeof") || pp_tok_is(t, "__typeof__") || pp_tok_is(t, "__typeof")) {
            par_next(p);
            if (par_is(p, "("))
                par_skip_group(p);
            pp_str_add(&s->type, "__typeof__(...)");
            s->opaque = 1;
            others++;
            words++;
        } else if (!words && par_is_typedef_name(p, t)) {
            const pp_decl *dcl = par_lookup(p, t->text, (size_t)t->len);
            int rows = par_typedef_rows(dcl, s);
            pp_str_add(&s->type, dcl->type);
            s->opaque |= (dcl->ndim > 0 && !rows) || dcl->opaque;
            s->record = dcl->ndim ? 0 : dcl->record;
            s->derived |= dcl->ndim > 0 && !rows;
            s->ptr_typedef |= dcl->ptr || dcl->ptr_typedef;
            s->is_volatile |= dcl->is_volatile;
            if (dcl->is_int)
                ints++;
            else
                others++;
            words++;
            par_next(p);
        } else {
            break;
        }
    }
    s->is_int = ints > 0 && others == 0;
    s->any = words;
    return words;
}

/* Parse the suffixes "[n]" and "(params)" of a direct declarator. */
static void par_suffixes(parser *p, par_declarator *dc)
{
    for (;;) {
        if (par_is(p, "[")) {
            int from;
            par_next(p);
            while (par_is(p, "static") || par_is(p, "restrict") || par_is(p, "const") ||
                   par_is(p, "__restrict") || par_is(p, "__restrict__") || par_is(p, "volatile"))
                par_next(p);
            from = p->pos;
            while (!par_is(p, "]") && par_tok(p)->kind != PP_TOK_EOF) {
                if (par_is(p, "(") || par_is(p, "["))
                    par_skip_group(p);
                else
                    par_next(p);
            }
            if (dc->ndim < 16) {
                dc->extent[dc->ndim] =
                    p->pos > from && !(p->pos == from + 1 && pp_tok_is(&p->t->v[from], "*")) ? par_join(p, from, p->pos)
                                                                                            : NULL;
                dc->extent_at[dc->ndim] = dc->extent[dc->ndim] ? from : -1;
            }
            dc->ndim++;
            par_accept(p, "]");
        } else if (par_is(p, "(")) {
            if (!dc->ndim && !dc->is_func) {
                dc->is_func = 1;
                dc->params_from = p->pos;
            }
            par_skip_group(p);
        } else {
            return;
        }
    }
}

/* Parse a declarator (possibly abstract) into "dc"; return 0, or -1 when
 * the tokens are not a declarator. */
int par_declarator_parse(parser *p, par_declarator *dc)
{
    int ptrs = 0, i, rc;
    while (par_is(p, "*") || par_in(par_tok(p), par_quals) || par_in(par_tok(p), par_attr_words)) {
        if (par_is(p, "*"))
            ptrs++;
        if (par_in(par_tok(p), par_attr_words)) {
            par_next(p);
            if (par_is(p, "("))
                par_skip_group(p);
            continue;
        }
        par_next(p);
    }
    if (par_is(p, "(") && (pp_tok_is(par_peek(p, 1), "*") || pp_tok_is(par_peek(p, 1), "(") ||
                           par_peek(p, 1)->kind == PP_TOK_IDENT) &&
        !par_starts_decl(p, par_peek(p, 1))) {
        par_next(p);
        if (par_enter(p, par_tok(p), 0))
            return -1;
        rc = par_declarator_parse(p, dc);
        p->nest--;
        if (rc || !par_accept(p, ")"))
            return -1;
    } else if (par_tok(p)->kind == PP_TOK_IDENT && !par_in(par_tok(p), par_attr_words)) {
        dc->name = par_tok(p);
        par_next(p);
    }
    par_suffixes(p, dc);
    for (i = 0; i < ptrs; i++) {
        if (dc->ndim < 16) {
            dc->extent[dc->ndim] = NULL;
            dc->extent_at[dc->ndim] = -1;
            dc->ptr |= 1u << dc->ndim;
        }
        dc->ndim++;
    }
    return 0;
}

/* Append the dimensions of the array typedef named by specifiers "s" (if
 * any) to declarator "dc", after its own, as C derives the declared type:
 * "vec5 P[2][3]" is an array of 2 arrays of 3 vec5, and a parameter "vec5
 * d" adjusts to a pointer to its elements as "double d[5]" does.  A
 * function's declarator is left alone. */
void par_declarator_rows(par_declarator *dc, const par_specs *s)
{
    int d;
    if (dc->is_func)
        return;
    for (d = 0; d < s->ndim; d++) {
        if (dc->ndim < 16) {
            dc->extent[dc->ndim] = s->extent[d];
            dc->extent_at[dc->ndim] = s->extent_at[d];
            dc->ext_file |= 1u << dc->ndim;
        }
        dc->ndim++;
    }
}

/* Nonzero when the type words "w" name a floating type ("double",
 * "long double", "float", "double _Complex", a typedef of one). */
static int par_floating_words(const char *w)
{
    static const char *const fl[] = {"double", "float", NULL};
    int k;
    size_t n;
    for (; w && *w; w += strcspn(w, " "), w += strspn(w, " "))
        for (k = 0, n = strcspn(w, " "); fl[k]; k++)
            if (n == strlen(fl[k]) && !strncmp(w, fl[k], n))
                return 1;
    return 0;
}

/* Record the shape of the declaration of token "name" ("s", "dc";
 * "param": a parameter of a function definition) for the automatic data
 * scopes. */
static void par_add_shape(parser *p, const pp_token *name, const par_specs *s, const par_declarator *dc, int param)
{
    pp_shape x;
    memset(&x, 0, sizeof(x));
    x.tok = (int)(name - p->t->v);
    x.ndim = dc->ndim;
    x.opaque = s->opaque;
    x.is_typedef = s->is_typedef;
    x.is_func = dc->is_func;
    x.scalar = !dc->ndim && !s->opaque && !s->is_typedef && !dc->is_func;
    x.array = dc->ndim > 0 && !dc->ptr && !param && !s->opaque && !s->is_typedef && !dc->is_func;
    /* other files may name it: at file scope unless "static", in a block
     * when "extern" */
    x.global = !param && !dc->is_func && !s->is_typedef &&
               (p->nscopes ? s->linkage_kw == 2 : s->linkage_kw != 1);
    x.is_volatile = s->is_volatile;
    x.floating = !s->opaque && !dc->is_func && par_floating_words(pp_str_get(&s->type));
    x.table = dc->ndim >= 2 && (dc->ptr & 2u) && !s->opaque && !s->is_typedef && !dc->is_func;
    if (pp_vec_push(p->a, &p->shapes, &p->nshapes, &p->cap_shapes, sizeof(x), &x))
        p->oom = 1;
}

/* Fill "x" with the declaration of token "name" ("s", "dc"); 0, or -1
 * when out of memory. */
static int par_fill_decl(parser *p, pp_decl *x, const pp_token *name, const par_specs *s, const par_declarator *dc)
{
    int i;
    memset(x, 0, sizeof(*x));
    x->name = par_text(p, name);
    x->type = pp_strdup(p->a, pp_str_get(&s->type));
    x->ndim = dc->ndim > 16 ? 16 : dc->ndim;
    x->is_typedef = s->is_typedef;
    x->is_func = dc->is_func;
    x->is_int = s->is_int;
    x->is_static = s->is_static;
    x->is_volatile = s->is_volatile;
    x->opaque = s->opaque;
    x->ptr_typedef = s->ptr_typedef;
    x->record = s->record;
    x->loc = name->loc;
    x->ptr = dc->ptr;
    x->ext_file = p->t == p->fs.t ? ~0u : dc->ext_file;
    if (x->ndim) {
        x->extent = pp_alloc(p->a, sizeof(char *) * (size_t)x->ndim);
        x->extent_at = pp_alloc(p->a, sizeof(int) * (size_t)x->ndim);
        if (!x->extent || !x->extent_at) {
            p->oom = 1;
            return -1;
        }
        for (i = 0; i < x->ndim; i++) {
            x->extent[i] = dc->extent[i];
            x->extent_at[i] = dc->extent_at[i];
        }
    }
    if (!x->name || !x->type)
        p->oom = 1;
    return p->oom ? -1 : 0;
}

/* Add a declaration named by token "name" to the visible ones. */
static void par_add_decl(parser *p, pp_decl **v, int *n, int *cap, const pp_token *name, const par_specs *s,
                         const par_declarator *dc)
{
    pp_decl x;
    par_add_shape(p, name, s, dc, v == &p->params);
    if (par_fill_decl(p, &x, name, s, dc))
        return;
    x.ptr = dc->ptr | (v == &p->params && x.ndim && !dc->is_func ? 1u : 0u);
    if (pp_vec_push(p->a, v, n, cap, sizeof(x), &x))
        p->oom = 1;
}

/* ---- struct and union definitions --------------------------------------- */

/* Skip to the ";" ending a member declaration (not past "close"). */
static void par_skip_member(parser *p, int close)
{
    while (p->pos < close && !par_is(p, ";")) {
        if (par_is(p, "(") || par_is(p, "[") || par_is(p, "{"))
            par_skip_group(p);
        else
            par_next(p);
    }
    if (p->pos < close)
        par_next(p);
}

/* Parse one member declaration of record "x" at the current token, its
 * body ending at token "close" ("}"). */
static void par_record_members(parser *p, par_record *x, int close)
{
    par_specs s;
    memset(&s, 0, sizeof(s));
    if (!par_specifiers(p, &s)) {
        pp_str_free(&s.type);
        par_skip_member(p, close);
        return;
    }
    while (p->pos < close) {
        par_declarator dc;
        pp_decl m;
        int before = p->pos;
        memset(&dc, 0, sizeof(dc));
        if (par_declarator_parse(p, &dc) || p->pos > close)
            break;
        par_declarator_rows(&dc, &s);
        if (dc.name && !par_fill_decl(p, &m, dc.name, &s, &dc)) {
            m.bitfield = par_is(p, ":");
            if (pp_vec_push(p->a, &x->members, &x->n, &x->cap, sizeof(m), &m))
                p->oom = 1;
        }
        while (p->pos < close && !par_is(p, ",") && !par_is(p, ";")) /* a bit-field's width */
            par_next(p);
        if (!par_accept(p, ",") || p->pos == before)
            break;
    }
    pp_str_free(&s.type);
    par_skip_member(p, close);
}

/* Return 1 + the index of the record of "struct TAG" ("tag"; "is_union")
 * whose body may start at the current token (then it is parsed and
 * recorded), or of the last one recorded with that tag; 0 when none. */
static int par_record_spec(parser *p, const pp_token *tag, int is_union)
{
    par_record x;
    int i, close;
    if (!par_is(p, "{")) {
        for (i = p->nrecords - 1; tag && i >= 0; i--)
            if (p->records[i].tag && p->records[i].is_union == is_union &&
                strlen(p->records[i].tag) == (size_t)tag->len && !memcmp(p->records[i].tag, tag->text, (size_t)tag->len))
                return i + 1;
        return 0;
    }
    memset(&x, 0, sizeof(x));
    x.tag = tag ? par_text(p, tag) : NULL;
    x.is_union = is_union;
    i = p->pos;
    par_skip_group(p);
    close = p->pos - 1;
    p->pos = i + 1;
    if (par_enter(p, par_tok(p), 0)) {
        p->pos = close + 1;
        return 0;
    }
    while (p->pos < close && !p->oom) {
        int before = p->pos;
        par_record_members(p, &x, close);
        if (p->pos == before)
            par_next(p);
    }
    p->nest--;
    p->pos = close + 1;
    if (pp_vec_push(p->a, &p->records, &p->nrecords, &p->cap_records, sizeof(x), &x))
        p->oom = 1;
    return p->oom ? 0 : p->nrecords;
}

/* Parse the parameter list of a function definition starting at token
 * "from" ("(") into p->params. */
static void par_function_params(parser *p, int from)
{
    int save = p->pos;
    p->pos = from + 1;
    p->nparams = 0;
    p->have_params = 1;
    while (!par_is(p, ")") && par_tok(p)->kind != PP_TOK_EOF) {
        par_specs s;
        par_declarator dc;
        memset(&s, 0, sizeof(s));
        memset(&dc, 0, sizeof(dc));
        if (par_specifiers(p, &s) && !par_declarator_parse(p, &dc) && dc.name) {
            par_declarator_rows(&dc, &s);
            par_add_decl(p, &p->params, &p->nparams, &p->cap_params, dc.name, &s, &dc);
        }
        pp_str_free(&s.type);
        while (!par_is(p, ",") && !par_is(p, ")") && par_tok(p)->kind != PP_TOK_EOF) {
            if (par_is(p, "(") || par_is(p, "["))
                par_skip_group(p);
            else
                par_next(p);
        }
        par_accept(p, ",");
    }
    p->pos = save;
}

/* Skip an initializer up to the "," or ";" that ends it. */
static void par_skip_initializer(parser *p)
{
    while (!par_is(p, ",") && !par_is(p, ";") && par_tok(p)->kind != PP_TOK_EOF &&
           par_tok(p)->kind != PP_TOK_PRAGMA && !par_is(p, "}")) {
        if (par_is(p, "(") || par_is(p, "[") || par_is(p, "{"))
            par_skip_group(p);
        else
            par_next(p);
    }
}

/* Record the definition of function "name" (its specifiers from token
 * "from", its body at the current "{") for func.c. */
static void par_add_fdef(parser *p, const pp_token *name, int from)
{
    pp_fdef x;
    x.name = par_text(p, name);
    x.loc = name->loc;
    x.from = from;
    x.body = p->pos;
    if (!x.name || pp_vec_push(p->a, &p->fs.defs, &p->fs.ndefs, &p->fs.cap_defs, sizeof(x), &x))
        p->oom = 1;
}

int pp_fdef_param(const pp_tokens *toks, const pp_fdef *f, int pos)
{
    int i, depth = 0, at = 0;
    for (i = f->from; i < f->body && i + 1 < toks->n; i++) {
        const pp_token *t = &toks->v[i], *n = &toks->v[i + 1];
        if (pp_tok_is(t, "(") || pp_tok_is(t, "["))
            depth++;
        else if (pp_tok_is(t, ")") || pp_tok_is(t, "]"))
            depth--;
        else if (depth == 1 && pp_tok_is(t, ","))
            at++;
        else if (at == pos && t->kind == PP_TOK_IDENT && depth >= 1 && !pp_tok_is(t, "void") &&
                 (pp_tok_is(n, "[") || pp_tok_is(n, ",") || pp_tok_is(n, ")")))
            return i;
    }
    return -1;
}

/* Return the file-scope declaration of "name", or NULL (func.c's lookup). */
const pp_decl *par_file_lookup(void *user, const char *name)
{
    parser *p = user;
    int i, top = p->nscopes ? p->scopes[0] : p->ndecls;
    for (i = top - 1; i >= 0; i--)
        if (!strcmp(p->decls[i].name, name))
            return &p->decls[i];
    return NULL;
}

/* Skim a declaration outside regions at the current token (which starts
 * declaration specifiers).  A function definition leaves its parameters
 * pending for the body's "{". */
void par_skim_declaration(parser *p)
{
    par_specs s;
    int from = p->pos;
    memset(&s, 0, sizeof(s));
    par_specifiers(p, &s);
    for (;;) {
        par_declarator dc;
        int before = p->pos;
        memset(&dc, 0, sizeof(dc));
        if (par_declarator_parse(p, &dc) || p->pos == before) {
            if (!par_is(p, ";") && !par_is(p, "{") && !par_is(p, "}"))
                par_skip_initializer(p);
        } else if (dc.name) {
            par_declarator_rows(&dc, &s);
            par_add_decl(p, &p->decls, &p->ndecls, &p->cap_decls, dc.name, &s, &dc);
            if (dc.is_func && par_is(p, "{")) {
                par_function_params(p, dc.params_from);
                if (!p->nscopes)
                    par_add_fdef(p, dc.name, from);
                break;
            }
        }
        while (par_in(par_tok(p), par_attr_words)) {
            par_next(p);
            if (par_is(p, "("))
                par_skip_group(p);
        }
        if (par_accept(p, "="))
            par_skip_initializer(p);
        if (!par_accept(p, ","))
            break;
    }
    par_accept(p, ";");
    pp_str_free(&s.type);
}
