/* pragma-tool/parser.c - finding and parsing the regions.
 *
 * One pass over the preprocessed tokens.  Outside regions the parser only
 * skims: it tracks braces and records declarations (file scope, function
 * parameters, blocks) so that a region can find the element type and
 * extents of its arrays and the types of its scalars.  At "#pragma bbmm"
 * it parses the clauses and the next statement; at "#pragma scop" the
 * statements up to "#pragma endscop".  Region statements become the AST of
 * model.h with every name resolved (iterator, local, parameter, scalar,
 * array) and the statements and references of the model listed; isl comes
 * later (build.c).  A call of a function defined earlier in the file is
 * resolved through func.c, which checks that function (and those it
 * calls) from the definitions the skimming recorded.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "internal.h"

#define PAR_MAX_DEPTH 32
#define PAR_MAX_NEST 256        /* statements, parentheses, operators, declarators */
#define PAR_MAX_EXPR_NODES 4096 /* expression nodes in one statement */
#define PAR_MAX_NAMES 32        /* names in one declaration inside a region */

/* A name the region uses that is declared outside it. */
typedef struct par_outer {
    const char *name;
    const char *c_expr;    /* a struct member: its path ("p->n"); "name" is made from it */
    const pp_decl *decl;   /* NULL when no declaration was seen */
    int affine;            /* used in a bound, subscript or condition */
    pp_loc affine_loc;     /* the first such use */
    pp_loc loc;
    const char *elem_of;   /* an array element read where the region starts
                              ("grid_points[0]", c_expr): the array it reads, which
                              the region must not write */
} par_outer;

/* A region-local scalar in scope. */
typedef struct par_lvar {
    const char *name;
    int local;
} par_lvar;

/* A control structure open around the current point of a region: a loop
 * (from its condition on: the condition runs in every iteration) or one
 * branch of an if. */
typedef struct par_ctl {
    int id;                /* unique in the region's pass, from 1 */
    int loop;
} par_ctl;

/* A use of a scalar's known value (par_known) in a bound or subscript:
 * the control structures open there, and the level of the value used. */
typedef struct par_use {
    int *ids;              /* par_ctl ids, outermost first */
    int *loops;            /* their loop flags */
    int n;
    int level;
    pp_loc loc;
} par_use;

/* The value of an integer scalar (a region scalar, or one declared outside
 * the region that it assigns) where the region last assigned it an affine
 * expression: bounds and subscripts that read the scalar while the
 * assignment's control structures are still open take the expression
 * instead (forward substitution; par_known_use). */
typedef struct par_known {
    int local;             /* the region scalar, or -1 */
    const char *name;      /* the scalar declared outside the region (local < 0) */
    const char *type;      /* its type */
    pp_expr *value;        /* NULL: the last write is no such assignment */
    int exit;              /* the value a loop of the region leaves in its iterator: read
                              as a value too, not only in bounds and subscripts */
    int level;             /* control structures open at the assignment */
    int path;              /* the id of the innermost of them (0: none) */
    pp_loc loc;            /* the assignment */
    par_use *uses;         /* substitutions made, for par_known_write's check */
    int nuses, cap_uses;
} par_known;

/* What is being built for the current region. */
typedef struct par_region {
    pp_region *r;
    int cap_params, cap_arrays, cap_locals, cap_scalars, cap_stmts, cap_accesses;
    pp_node *loops[PAR_MAX_DEPTH];
    int depth;
    par_lvar *lvars;
    int nlvars, cap_lvars;
    par_outer *outer;
    int nouter, cap_outer;
    pp_expr **refs;        /* ID expressions naming outer scalars */
    int nrefs, cap_refs;
    int ndata;             /* conditions on data around the current statement */
    pp_expr *data;         /* the innermost of them */
    int failed;
    int reparse;           /* first pass: the region writes scalars declared outside it */
    par_ctl ctl[PAR_MAX_NEST];
    int nctl, ctl_ids;
    par_known *known;      /* scalars' known values (forward substitution) */
    int nknown, cap_known;
} par_region;

/* A scalar declared outside the region that the region writes, as the
 * first pass over the region finds it (par_region_parse()). */
typedef struct par_written {
    const char *name;
    const pp_decl *decl;
    pp_loc loc;            /* its first write */
    int host;              /* every write is a host statement: outside all loops and
                              conditions on data, its right side reading no array, no
                              region-local scalar, no loop iterator, and (after
                              par_classify()) no written scalar that is not host too */
    const char **reads;    /* the outer names those right sides read */
    int nreads, cap_reads;
} par_written;

/* A struct or union definition seen in the file: its members, for the
 * member paths of regions ("g.a", "p->v"). */
typedef struct par_record {
    const char *tag;       /* NULL when anonymous */
    int is_union;
    pp_decl *members;      /* name, type, dimensions and extents, record */
    int n, cap;
} par_record;

typedef struct parser {
    pp_model *m;
    pp_arena *a;
    pp_diag *d;
    pp_tokens *t;
    int pos;
    const char *raw;
    size_t rawlen;
    pp_decl *decls;        /* visible declarations, innermost last */
    int ndecls, cap_decls;
    int *scopes;           /* ndecls at each open brace */
    int nscopes, cap_scopes;
    pp_decl *params;       /* parameters of the function being defined */
    int nparams, cap_params;
    int have_params;
    int cap_regions;
    int cap_dirs;
    par_region *pr;        /* the region being parsed, or NULL */
    int nest;              /* recursion depth of the parser (PAR_MAX_NEST) */
    int nodes;             /* expression nodes of the current statement */
    int stmt_call;         /* the call about to be parsed is a statement */
    pp_funcs fs;           /* the user's functions kernels call (func.c) */
    par_written *wr;       /* the scalars declared outside the region it writes */
    int nwr, cap_wr;
    int second;            /* the second pass over a region (p->wr known) */
    pp_shape *shapes;      /* every declaration seen outside regions (residency.c) */
    int nshapes, cap_shapes;
    par_record *records;   /* struct and union definitions, in file order */
    int nrecords, cap_records;
    int oom;
} parser;

static const char *const par_quals[] = {
    "typedef", "extern", "static", "auto", "register", "inline", "__inline", "__inline__", "const",
    "volatile", "restrict", "__restrict", "__restrict__", "_Noreturn", "__extension__", "_Thread_local",
    "__thread", "__const", "__volatile__", "__volatile", "_Alignas", NULL};
static const char *const par_int_words[] = {
    "char", "short", "int", "long", "signed", "unsigned", "_Bool", "__int128", "__signed__", "__signed",
    "__unsigned", NULL};
static const char *const par_other_words[] = {
    "void", "float", "double", "_Complex", "__complex__", "_Float16", "_Float32", "_Float64", "_Float128",
    "_Float32x", "_Float64x", "__float128", "__fp16", "__bf16", "__builtin_va_list", "_Decimal32",
    "_Decimal64", "_Decimal128", NULL};
static const char *const par_attr_words[] = {
    "__attribute__", "__attribute", "__declspec", "__asm__", "__asm", "asm", "_Alignas", "__alignas", NULL};

/* ---- tokens --------------------------------------------------------- */

/* Return the current token of "p". */
static pp_token *par_tok(parser *p)
{
    return &p->t->v[p->pos];
}

/* Return the token "k" places ahead (EOF past the end). */
static pp_token *par_peek(parser *p, int k)
{
    int i = p->pos + k;
    return &p->t->v[i < p->t->n ? i : p->t->n - 1];
}

/* Move to the next token (never past EOF). */
static void par_next(parser *p)
{
    if (p->t->v[p->pos].kind != PP_TOK_EOF)
        p->pos++;
}

/* Return nonzero when the current token is "s". */
static int par_is(parser *p, const char *s)
{
    return pp_tok_is(par_tok(p), s);
}

/* Consume "s" when it is the current token; return whether it was. */
static int par_accept(parser *p, const char *s)
{
    if (!par_is(p, s))
        return 0;
    par_next(p);
    return 1;
}

/* Return nonzero when token "t" is one of the words "list". */
static int par_in(const pp_token *t, const char *const *list)
{
    int i;
    if (t->kind != PP_TOK_IDENT)
        return 0;
    for (i = 0; list[i]; i++)
        if (pp_tok_is(t, list[i]))
            return 1;
    return 0;
}

/* Return the text of token "t" in the arena. */
static char *par_text(parser *p, const pp_token *t)
{
    char *s = pp_strndup(p->a, t->text, (size_t)t->len);
    if (!s)
        p->oom = 1;
    return s;
}

/* Record an error at token "t" and mark the region failed. */
static void par_error_at(parser *p, const pp_token *t, const char *fmt, const char *arg)
{
    pp_error(p->d, t->loc, fmt, arg);
    if (p->pr)
        p->pr->failed = 1;
}

/* Record an error at token "t" (printf format) and mark the region failed. */
static void par_errorf(parser *p, const pp_token *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void par_errorf(parser *p, const pp_token *t, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    par_error_at(p, t, "%s", buf);
}

/* Spelling of "t" for messages ("end of file" at EOF). */
static const char *par_spell(parser *p, const pp_token *t)
{
    if (t->kind == PP_TOK_EOF)
        return "end of file";
    if (t->kind == PP_TOK_PRAGMA)
        return "#pragma";
    return par_text(p, t);
}

/* Error: expected "what" at the current token. */
static int par_expected(parser *p, const char *what)
{
    pp_token *t = par_tok(p);
    pp_str b = {0};
    pp_str_addf(&b, "expected %s before '%s'", what, par_spell(p, t));
    par_error_at(p, t, "%s", pp_str_get(&b));
    pp_str_free(&b);
    return -1;
}

/* Consume "s" or report that it was expected. */
static int par_expect(parser *p, const char *s)
{
    pp_str b = {0};
    int rc;
    if (par_accept(p, s))
        return 0;
    pp_str_addf(&b, "'%s'", s);
    rc = par_expected(p, pp_str_get(&b));
    pp_str_free(&b);
    return rc;
}

/* Enter one level of recursion at token "t"; return 0, or -1 (after an
 * error when "report") when the input nests deeper than PAR_MAX_NEST.  The
 * caller leaves the level with p->nest--. */
static int par_enter(parser *p, const pp_token *t, int report)
{
    if (p->nest >= PAR_MAX_NEST) {
        if (report)
            par_error_at(p, t, "%s", "statements or expressions nested too deeply");
        return -1;
    }
    p->nest++;
    return 0;
}

/* Skip a balanced group starting at the current "(", "[" or "{". */
static void par_skip_group(parser *p)
{
    int depth = 0;
    do {
        pp_token *t = par_tok(p);
        if (t->kind == PP_TOK_EOF)
            return;
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{"))
            depth++;
        else if (pp_tok_is(t, ")") || pp_tok_is(t, "]") || pp_tok_is(t, "}"))
            depth--;
        par_next(p);
    } while (depth > 0);
}

/* Return nonzero when C text joining tokens "u" and "t" (next) puts a
 * space between them: between words, around operators, not inside
 * brackets or around "." and "->". */
static int par_join_space(const pp_token *u, const pp_token *t)
{
    int word = isalnum((unsigned char)t->text[0]) || t->text[0] == '_';
    int uword = isalnum((unsigned char)u->text[u->len - 1]) || u->text[u->len - 1] == '_';
    if (pp_tok_is(t, ".") || pp_tok_is(t, "->") || pp_tok_is(u, ".") || pp_tok_is(u, "->"))
        return 0;
    return (word && uword) ||
           (t->kind == PP_TOK_PUNCT && !pp_tok_is(t, ")") && !pp_tok_is(t, "]") && !pp_tok_is(t, ",") &&
            !pp_tok_is(t, "[") && !pp_tok_is(u, "(") && !pp_tok_is(u, "[")) ||
           (u->kind == PP_TOK_PUNCT && !pp_tok_is(u, "(") && !pp_tok_is(u, "[") && !pp_tok_is(u, ")") &&
            !pp_tok_is(u, "]"));
}

/* Return the tokens from "from" to "to" (exclusive) as C text. */
static char *par_join(parser *p, int from, int to)
{
    pp_str b = {0};
    int i;
    char *s;
    for (i = from; i < to; i++) {
        const pp_token *t = &p->t->v[i];
        if (i > from && par_join_space(&p->t->v[i - 1], t))
            pp_str_add(&b, " ");
        pp_str_addn(&b, t->text, (size_t)t->len);
    }
    s = b.oom ? NULL : pp_str_to_arena(&b, p->a);
    pp_str_free(&b);
    if (!s)
        p->oom = 1;
    return s;
}

/* ---- declarations outside regions ------------------------------------ */

/* Return the innermost visible declaration of the "n" bytes at "name". */
static const pp_decl *par_lookup(parser *p, const char *name, size_t n)
{
    int i;
    for (i = p->ndecls - 1; i >= 0; i--)
        if (strlen(p->decls[i].name) == n && !memcmp(p->decls[i].name, name, n))
            return &p->decls[i];
    return NULL;
}

/* Return nonzero when "t" names a typedef. */
static int par_is_typedef_name(parser *p, const pp_token *t)
{
    const pp_decl *dcl;
    if (t->kind != PP_TOK_IDENT)
        return 0;
    dcl = par_lookup(p, t->text, (size_t)t->len);
    return dcl && dcl->is_typedef;
}

/* Return nonzero when "t" can start declaration specifiers. */
static int par_starts_decl(parser *p, const pp_token *t)
{
    return par_in(t, par_quals) || par_in(t, par_int_words) || par_in(t, par_other_words) ||
           par_in(t, par_attr_words) || pp_tok_is(t, "struct") || pp_tok_is(t, "union") ||
           pp_tok_is(t, "enum") || pp_tok_is(t, "typeof") || pp_tok_is(t, "__typeof__") ||
           pp_tok_is(t, "__typeof") || par_is_typedef_name(p, t);
}

/* Declaration specifiers as parsed. */
typedef struct par_specs {
    pp_str type;
    int is_typedef;
    int is_static;
    int is_int;
    int opaque;  /* struct, union, typeof, or a typedef of a pointer or array */
    int derived; /* a typedef of a pointer or array */
    int record;  /* see pp_decl */
    int any;
} par_specs;

static int par_record_spec(parser *p, const pp_token *tag, int is_union);

/* Parse declaration specifiers at the current token into "s"; return the
 * number of type words seen (0: not a declaration). */
static int par_specifiers(parser *p, par_specs *s)
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
            if (pp_tok_is(t, "static") || pp_tok_is(t, "extern") || pp_tok_is(t, "_Thread_local") ||
                pp_tok_is(t, "__thread"))
                s->is_static = 1;
            par_next(p);
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
            int is_enum = pp_tok_is(t, "enum");
            const pp_token *tag = NULL;
            if (s->type.len)
                pp_str_add(&s->type, " ");
            pp_str_addn(&s->type, t->text, (size_t)t->len);
            par_next(p);
            while (par_in(par_tok(p), par_attr_words)) {
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
            if (!is_enum)
                s->record = par_record_spec(p, tag, pp_tok_is(t, "union"));
            else if (par_is(p, "{"))
                par_skip_group(p);
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
            pp_str_add(&s->type, dcl->type);
            s->opaque |= dcl->ndim > 0 || dcl->opaque;
            s->record = dcl->ndim ? 0 : dcl->record;
            s->derived |= dcl->ndim > 0;
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

/* A declarator as parsed: the name and its derivations outward. */
typedef struct par_declarator {
    const pp_token *name;
    int ndim;
    char *extent[16];
    int extent_at[16];   /* token index of each extent, -1 where none */
    unsigned ptr;        /* bit d: dimension d is a pointer */
    int is_func;         /* the outermost derivation is a function */
    int params_from;     /* token index of its "(" when is_func */
} par_declarator;

static int par_declarator_parse(parser *p, par_declarator *dc);

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
static int par_declarator_parse(parser *p, par_declarator *dc)
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
    x.global = !param && !p->nscopes && !s->is_static && !dc->is_func && !s->is_typedef;
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
    x->opaque = s->opaque;
    x->record = s->record;
    x->loc = name->loc;
    x->ptr = dc->ptr;
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
        if (par_specifiers(p, &s) && !par_declarator_parse(p, &dc) && dc.name)
            par_add_decl(p, &p->params, &p->nparams, &p->cap_params, dc.name, &s, &dc);
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

/* Return the file-scope declaration of "name", or NULL (func.c's lookup). */
static const pp_decl *par_file_lookup(void *user, const char *name)
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
static void par_skim_declaration(parser *p)
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

/* ---- AST construction ------------------------------------------------- */

/* Return a new expression of "kind" at token "t" with "nargs" arguments;
 * NULL after an error when the statement has too many
 * (PAR_MAX_EXPR_NODES). */
static pp_expr *par_new_expr(parser *p, pp_expr_kind kind, const pp_token *t, int nargs)
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
static pp_node *par_new_node(parser *p, pp_node_kind kind, const pp_token *t)
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
static int par_find_local(par_region *pr, const char *name)
{
    int i;
    for (i = pr->nlvars - 1; i >= 0; i--)
        if (!strcmp(pr->lvars[i].name, name))
            return pr->lvars[i].local;
    return -1;
}

/* Return the depth of the innermost enclosing loop over "name", or -1. */
static int par_find_iter(par_region *pr, const char *name)
{
    int i;
    for (i = pr->depth - 1; i >= 0; i--)
        if (!strcmp(pr->loops[i]->u.loop.iter, name))
            return i;
    return -1;
}

/* Return the index of outer name "name" in the region's table, adding it
 * (with its declaration, at "loc") when new; -1 when out of memory. */
static int par_outer_index(parser *p, const char *name, pp_loc loc)
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
    memset(&x, 0, sizeof(x));
    x.name = pp_strdup(p->a, name);
    x.elem_type = pp_strdup(p->a, dcl->type);
    x.ndim = dcl->ndim;
    x.extent = dcl->extent;
    x.decl = dcl->loc;
    if (par_pointer_table(dcl)) {
        par_errorf(p, at,
                   "'%s' is a table of pointers to rows ('%s' declared as %s%s): a region moves arrays whose elements "
                   "lie in one block; declare it as an array or a pointer to rows ('%s (*%s)[n2][n1]', a VLA "
                   "parameter) and allocate it in one piece",
                   name, name, dcl->type, dcl->ndim == 2 ? " **" : dcl->ndim == 3 ? " ***" : " with pointer rows",
                   dcl->type, name);
        return -1;
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
                 "bbmm-pp would move the pointers, not the data; declare it as an array or a pointer to rows "
                 "('double (*%s)[m]', a VLA parameter 'double %s[n][m]')",
                 name, name, name, name);
        p->pr->failed = 1;
        return NULL;
    }
    if (!r->arrays[i].elem_type)
        r->arrays[i].elem_type = pp_strdup(p->a, dcl->type);
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

/* ---- region expressions --------------------------------------------------- */

static pp_expr *par_expr(parser *p, int affine);
static int par_add_stmt(parser *p, pp_node *n);
static int par_stmt_accesses(parser *p, int k, pp_expr *lhs, const char *op, pp_expr *rhs);
static void par_mark_names(parser *p, const pp_expr *e);
static pp_expr *par_cond_expr(parser *p, int affine);
static pp_expr *par_unary(parser *p, int affine);
static void par_record_write(parser *p, const char *name, const pp_decl *dcl, pp_loc loc, const char *op,
                             const pp_expr *rhs);
static int par_outer_writable(parser *p, const pp_token *t, const char *name, const pp_decl *dcl);

/* ---- struct members ---------------------------------------------------------- */

static int par_reserved(const char *name);

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

static pp_expr *par_subscripted(parser *p, const pp_token *t, const char *name, const pp_decl *dcl, int member,
                                int affine);

/* Parse the struct member path that starts with variable "name" at token
 * "t" (the current token is its first "." or "->"): an element of a
 * member array ("g.a[i][j]", "p->v[i]", "s.in.a[i]") or the value of an
 * arithmetic member ("p->n"). */
static pp_expr *par_member(parser *p, const pp_token *t, const char *name, int affine)
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
static int par_spell_expr(parser *p, pp_str *b, const pp_expr *e)
{
    switch (e->kind) {
    case PP_EXPR_INT:
    case PP_EXPR_ID:
        if (e->c_expr)
            pp_str_add(b, e->c_expr);
        else
            par_spell_word(p, b, e);
        return 0;
    case PP_EXPR_PAREN:
        pp_str_add(b, "(");
        if (par_spell_expr(p, b, e->args[0]))
            return -1;
        pp_str_add(b, ")");
        return 0;
    case PP_EXPR_UNARY:
        pp_str_add(b, e->op);
        return par_spell_expr(p, b, e->args[0]);
    case PP_EXPR_BINARY:
        if (par_spell_expr(p, b, e->args[0]))
            return -1;
        pp_str_add(b, e->op);
        return par_spell_expr(p, b, e->args[1]);
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

/* Return nonzero when "e" is spelled like the C expression "text" (spaces
 * and the parentheses around all of it aside). */
static int par_spelled(parser *p, const pp_expr *e, const char *text)
{
    pp_str a = {0}, b = {0};
    const char *x, *y, *c;
    size_t nx, ny;
    int same = 0;
    for (c = text; *c; c++)
        if (!isspace((unsigned char)*c))
            pp_str_addn(&b, c, 1);
    if (!par_spell_expr(p, &a, e) && !a.oom && !b.oom) {
        nx = strlen(pp_str_get(&a));
        ny = strlen(pp_str_get(&b));
        x = par_unparen(pp_str_get(&a), &nx);
        y = par_unparen(pp_str_get(&b), &ny);
        same = nx == ny && !memcmp(x, y, nx);
    }
    pp_str_free(&a);
    pp_str_free(&b);
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

/* Split the one subscript "sub[0]" of "name" along the extents of the
 * array() clause "dcl" (more than one dimension): "((x0 * n1 + x1) * n2
 * + x2)", its terms in any order, each factor n spelled as the clause's
 * extent, becomes the subscripts "sub[0..]" x0, x1, x2.  Return the split
 * (build.c checks that each x stays within its extent), or NULL after an
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
            pp_str_addf(&w, "write it as 'row * %s + column' (the multiplier spelled as the extent)%s", dcl->extent[d],
                        dcl->ndim > 2 ? ", nested for more dimensions: '(i * n1 + j) * n2 + k'" : "");
            par_split_error(p, sub[0], name, dcl, pp_str_get(&w));
            pp_str_free(&w);
            return NULL;
        }
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
 * "grid_points_0", "nx[lt - 1]" -> "nx_lt_1"), with a number added when
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
static pp_expr *par_subscripted(parser *p, const pp_token *t, const char *name, const pp_decl *dcl, int member,
                                int affine)
{
    pp_expr *subs[16], *e;
    pp_split *split = NULL;
    const pp_decl *orig = dcl;
    int n = 0, i, declared = dcl->ndim, from = (int)(t - p->t->v), entry = affine;
    dcl = par_clause_shape(p, name, dcl);
    if (!dcl)
        return NULL;
    while (par_accept(p, "[")) {
        if (n == 16) {
            par_error_at(p, t, "too many subscripts on '%s'", name);
            return NULL;
        }
        subs[n] = par_expr(p, 1);
        if (!subs[n] || par_expect(p, "]"))
            return NULL;
        entry = entry && par_entry_subscript(subs[n]);
        n++;
    }
    if (entry && dcl == orig && n == declared && dcl->is_int && !dcl->opaque && !par_is(p, ".") &&
        !par_is(p, "->"))
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
static int par_is_cast(parser *p)
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
static char *par_cast_type(parser *p, int *pointer)
{
    int from = p->pos;
    par_specs s;
    par_declarator dc;
    char *type = NULL;
    memset(&s, 0, sizeof(s));
    memset(&dc, 0, sizeof(dc));
    par_specifiers(p, &s);
    *pointer = s.derived || (!par_declarator_parse(p, &dc) && dc.ndim > 0);
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

/* ---- forward substitution of scalars ------------------------------------ */

static pp_expr *par_copy_expr(parser *p, const pp_expr *e);
static par_written *par_find_written(parser *p, const char *name);

/* Open a control structure around what follows: a loop from its condition
 * on ("loop"), else one branch of an if. */
static void par_ctl_open(parser *p, int loop)
{
    par_region *pr = p->pr;
    if (pr->nctl < PAR_MAX_NEST) {
        pr->ctl[pr->nctl].id = ++pr->ctl_ids;
        pr->ctl[pr->nctl].loop = loop;
    }
    pr->nctl++;
}

/* Close the innermost control structure. */
static void par_ctl_close(parser *p)
{
    p->pr->nctl--;
}

/* Return the known value of region scalar "local", or (local < 0) of the
 * scalar "name" declared outside the region; NULL when none was kept. */
static par_known *par_known_find(par_region *pr, int local, const char *name)
{
    int i;
    for (i = 0; i < pr->nknown; i++)
        if (local >= 0 ? pr->known[i].local == local : pr->known[i].local < 0 && !strcmp(pr->known[i].name, name))
            return &pr->known[i];
    return NULL;
}

/* Nonzero when the value of "k" holds at the current point: the control
 * structures open at its assignment are all still open (the same
 * iteration of each loop around it, the same branch). */
static int par_known_valid(const par_region *pr, const par_known *k)
{
    return k->value && k->level <= pr->nctl && pr->nctl <= PAR_MAX_NEST &&
           (!k->level || pr->ctl[k->level - 1].id == k->path);
}

/* Nonzero for the types whose scalars take part: signed int, long and
 * long long (a narrower or unsigned scalar would convert the value). */
static int par_known_type(const char *type)
{
    pp_ctype c = type ? pp_ctype_from_words(type) : PP_CT_NONE;
    return c == PP_CT_INT || c == PP_CT_LONG || c == PP_CT_LLONG;
}

static pp_expr *par_known_copy(parser *p, const pp_token *t, const par_known *k);

/* Return a copy of "e", the right side of an assignment, with the scalars
 * it reads replaced by their known values: an expression of constants,
 * loop iterators, names declared outside the region that it does not
 * assign, and + - * / % ?: and comparisons of them; NULL when "e" is not
 * one (array elements, calls, floating point, scalars without a known
 * value). */
static pp_expr *par_known_resolve(parser *p, const pp_token *t, const pp_expr *e)
{
    static const char *const ops[] = {"+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||", NULL};
    par_region *pr = p->pr;
    pp_expr *c;
    int i;
    switch (e->kind) {
    case PP_EXPR_INT:
        return par_copy_expr(p, e);
    case PP_EXPR_ID:
        if (e->sym == PP_SYM_ITER || e->sym == PP_SYM_OTHER)
            return par_copy_expr(p, e);
        if (e->sym == PP_SYM_LOCAL || e->sym == PP_SYM_SCALAR) {
            const char *name = e->sym == PP_SYM_SCALAR ? pr->outer[e->index].name : NULL;
            const par_known *k = par_known_find(pr, e->sym == PP_SYM_LOCAL ? e->index : -1, name);
            if (k && par_known_valid(pr, k))
                return par_known_copy(p, t, k);
            /* a name from outside that the region never assigns (an
             * element or member read where the region starts included) */
            if (e->sym == PP_SYM_SCALAR && !k && (pr->outer[e->index].c_expr || !par_find_written(p, name)))
                return par_copy_expr(p, e);
        }
        return NULL;
    case PP_EXPR_CAST:
        if (!par_known_type(e->text))
            return NULL;
        break;
    case PP_EXPR_UNARY:
        if (strcmp(e->op, "-") && strcmp(e->op, "+"))
            return NULL;
        break;
    case PP_EXPR_BINARY:
        for (i = 0; ops[i] && strcmp(ops[i], e->op); i++)
            ;
        if (!ops[i])
            return NULL;
        break;
    case PP_EXPR_PAREN:
    case PP_EXPR_COND:
        break;
    default:
        return NULL;
    }
    c = pp_alloc(p->a, sizeof(*c));
    if (!c) {
        p->oom = 1;
        return NULL;
    }
    *c = *e;
    c->access = -1;
    if (e->nargs && !(c->args = pp_alloc(p->a, sizeof(pp_expr *) * (size_t)e->nargs))) {
        p->oom = 1;
        return NULL;
    }
    for (i = 0; i < e->nargs; i++)
        if (!(c->args[i] = par_known_resolve(p, t, e->args[i])))
            return NULL;
    return c;
}

/* Return the known value of "k" as its scalar holds it, "(type)(value)",
 * for a use at token "t". */
static pp_expr *par_known_copy(parser *p, const pp_token *t, const par_known *k)
{
    pp_expr *cast = par_new_expr(p, PP_EXPR_CAST, t, 1), *paren = par_new_expr(p, PP_EXPR_PAREN, t, 1);
    if (!cast || !paren || !(paren->args[0] = par_copy_expr(p, k->value)))
        return NULL;
    cast->text = (char *)k->type;
    cast->args[0] = paren;
    return cast;
}

/* Record a write at "loc" of region scalar "local", or (local < 0) of the
 * scalar "name" declared outside the region, of type "type": with
 * "value", the assignment "= value", which bounds and subscripts that
 * read the scalar later take instead where par_known_resolve() can
 * express it; without, any other write (a compound assignment, an
 * increment, a loop over it, a call that writes it).  A write inside a
 * loop opened after an earlier value was assigned, where that value was
 * used, reaches the use in the loop's next iteration: refused. */
static void par_known_write(parser *p, int local, const char *name, const char *type, const pp_expr *value,
                            const pp_token *t)
{
    par_region *pr = p->pr;
    par_known *k = par_known_find(pr, local, name);
    par_known x;
    int i, j, c;
    if (!pr)
        return;
    if (!k) {
        if (!value)
            return;
        memset(&x, 0, sizeof(x));
        x.local = local;
        x.name = name;
        if (pp_vec_push(p->a, &pr->known, &pr->nknown, &pr->cap_known, sizeof(x), &x)) {
            p->oom = 1;
            return;
        }
        k = &pr->known[pr->nknown - 1];
    }
    for (i = 0; i < k->nuses; i++) {
        const par_use *u = &k->uses[i];
        for (c = 0; c < u->n && c < pr->nctl && c < PAR_MAX_NEST && u->ids[c] == pr->ctl[c].id; c++)
            ;
        for (j = u->level; j < c; j++)
            if (u->loops[j]) {
                par_errorf(p, t,
                           "'%s' is assigned here after a loop bound or subscript at %d:%d took its value (assigned "
                           "at %d:%d): in C the loop's next iteration reads this one; assign it before that use",
                           local >= 0 ? pr->r->locals[local].name : name, u->loc.line, u->loc.col, k->loc.line,
                           k->loc.col);
                return;
            }
    }
    k->value = value && par_known_type(type) && pr->nctl <= PAR_MAX_NEST ? par_known_resolve(p, t, value) : NULL;
    k->exit = 0;
    k->type = type;
    k->level = pr->nctl;
    k->path = pr->nctl ? pr->ctl[pr->nctl - 1].id : 0;
    k->loc = t->loc;
}

/* Return the known value of region scalar "local" (or, local < 0, of
 * "name") for its use at token "t" in a bound or subscript ("affine"),
 * or as a value when it is the value a loop left in its iterator; NULL
 * when none holds there (the scalar is then read as it is). */
static pp_expr *par_known_use(parser *p, const pp_token *t, int local, const char *name, int affine)
{
    par_region *pr = p->pr;
    par_known *k = par_known_find(pr, local, name);
    par_use u;
    pp_expr *e;
    int i;
    if (!k || !par_known_valid(pr, k) || (!affine && !k->exit))
        return NULL;
    memset(&u, 0, sizeof(u));
    u.n = pr->nctl;
    u.level = k->level;
    u.loc = t->loc;
    u.ids = pp_alloc(p->a, sizeof(int) * (size_t)(u.n ? u.n : 1));
    u.loops = pp_alloc(p->a, sizeof(int) * (size_t)(u.n ? u.n : 1));
    if (!u.ids || !u.loops || pp_vec_push(p->a, &k->uses, &k->nuses, &k->cap_uses, sizeof(u), &u)) {
        p->oom = 1;
        return NULL;
    }
    for (i = 0; i < u.n; i++) {
        u.ids[i] = pr->ctl[i].id;
        u.loops[i] = pr->ctl[i].loop;
    }
    e = par_known_copy(p, t, k);
    if (e)
        par_mark_names(p, e);
    return e;
}

/* Parse argument "j" (from 0) of a call of the user's function "k" at a
 * pointer parameter: "&x" for a scalar x declared inside the region (the
 * call writes it). */
static pp_expr *par_out_arg(parser *p, int k, int j)
{
    pp_token *t = par_tok(p), *nt = par_peek(p, 1);
    const char *fname = p->m->funcs[k].name, *want = p->m->funcs[k].param_type[j], *have = NULL;
    char *name = nt->kind == PP_TOK_IDENT ? par_text(p, nt) : NULL;
    int local = name ? par_find_local(p->pr, name) : -1;
    pp_expr *id, *e;
    if (!pp_tok_is(t, "&")) {
        par_errorf(p, t, "argument %d of '%s' is a pointer: pass '&x' for a scalar x declared inside the region",
                   j + 1, fname);
        return NULL;
    }
    if (name && local < 0 && !p->second && par_find_iter(p->pr, name) < 0 && !pp_tok_is(par_peek(p, 2), "[") &&
        (pp_tok_is(par_peek(p, 2), ",") || pp_tok_is(par_peek(p, 2), ")"))) {
        /* First pass: a scalar declared outside the region, written by the
         * call; the second pass sees it as a local of the region. */
        const pp_decl *dcl = par_lookup(p, name, strlen(name));
        if (par_outer_writable(p, nt, name, dcl))
            return NULL;
        par_record_write(p, name, dcl, nt->loc, NULL, NULL);
        par_known_write(p, -1, name, NULL, NULL, nt);
        e = par_new_expr(p, PP_EXPR_ADDR, t, 1);
        id = par_new_expr(p, PP_EXPR_ID, nt, 0);
        if (!e || !id)
            return NULL;
        id->text = name;
        id->sym = PP_SYM_OTHER;
        e->args[0] = id;
        par_next(p);
        par_next(p);
        return e;
    }
    if (name && local < 0) {
        const char *why = pp_tok_is(par_peek(p, 2), "[") ? "an array element"
                          : par_find_iter(p->pr, name) >= 0 ? "a loop iterator"
                                                            : "declared outside the region";
        if (pp_tok_is(par_peek(p, 2), "["))
            par_errorf(p, t, "argument %d of '%s' must be '&x' for a scalar x declared inside the region, not the "
                             "address of %s",
                       j + 1, fname, why);
        else
            par_errorf(p, t, "argument %d of '%s' must be '&x' for a scalar x declared inside the region: '%s' is %s",
                       j + 1, fname, name, why);
        return NULL;
    }
    if (!name || (!pp_tok_is(par_peek(p, 2), ",") && !pp_tok_is(par_peek(p, 2), ")"))) {
        par_errorf(p, t, "argument %d of '%s' must be '&x' for a scalar x declared inside the region", j + 1, fname);
        return NULL;
    }
    if (pp_func_type(p->pr->r->locals[local].type, &have, NULL) || strcmp(have, want)) {
        par_errorf(p, t, "argument %d of '%s' points to '%s', but '%s' has type '%s'", j + 1, fname, want, name,
                   p->pr->r->locals[local].type);
        return NULL;
    }
    par_known_write(p, local, NULL, NULL, NULL, nt);
    e = par_new_expr(p, PP_EXPR_ADDR, t, 1);
    id = par_new_expr(p, PP_EXPR_ID, nt, 0);
    if (!e || !id)
        return NULL;
    id->text = name;
    id->sym = PP_SYM_LOCAL;
    id->index = local;
    e->args[0] = id;
    par_next(p);
    par_next(p);
    return e;
}

/* Parse an identifier expression (name, call or array element) at the
 * current token. */
static pp_expr *par_name_expr(parser *p, int affine)
{
    pp_token *t = par_tok(p);
    char *name = par_text(p, t);
    pp_expr *e;
    int k;
    if (!name)
        return NULL;
    par_next(p);
    if (par_is(p, "(")) {
        pp_expr *args[64];
        int n = 0, i, k = -1, stmt_call = p->stmt_call, defined = pp_func_defined(&p->fs, name);
        const pp_decl *dcl = par_lookup(p, name, strlen(name));
        p->stmt_call = 0;
        if (par_find_local(p->pr, name) >= 0 || par_find_iter(p->pr, name) >= 0 || (dcl && !dcl->is_func && dcl->ndim)) {
            par_error_at(p, t, "called object '%s' is not a function", name);
            return NULL;
        }
        if (defined && (k = pp_func_resolve(&p->fs, name, t, NULL)) == -2) {
            p->pr->failed = 1;
            return NULL;
        }
        par_next(p);
        while (!par_is(p, ")")) {
            int out = k >= 0 && n < p->m->funcs[k].nparams && p->m->funcs[k].param_out[n];
            if (n == 64) {
                par_error_at(p, par_tok(p), "%s", "too many arguments");
                return NULL;
            }
            if (k >= 0 && !out && n < p->m->funcs[k].nparams && par_is(p, "&")) {
                par_errorf(p, par_tok(p), "argument %d of '%s' is a value, not a pointer", n + 1, name);
                return NULL;
            }
            args[n] = out ? par_out_arg(p, k, n) : par_cond_expr(p, 0);
            if (!args[n])
                return NULL;
            n++;
            if (!par_accept(p, ",")) {
                if (!par_is(p, ")")) {
                    par_expected(p, "',' or ')'");
                    return NULL;
                }
            }
        }
        par_next(p);
        if (!defined) {
            pp_func_resolve(&p->fs, name, t, NULL);
            p->pr->failed = 1;
            return NULL;
        }
        if (k >= 0 && n != p->m->funcs[k].nparams) {
            par_errorf(p, t, "'%s' takes %d argument%s but is called with %d", name, p->m->funcs[k].nparams,
                       p->m->funcs[k].nparams == 1 ? "" : "s", n);
            return NULL;
        }
        if (k >= 0 && !stmt_call && !strcmp(p->m->funcs[k].ret_type, "void")) {
            par_errorf(p, t, "'%s' returns no value: call it as a statement ('%s(...);')", name, name);
            return NULL;
        }
        e = par_new_expr(p, PP_EXPR_CALL, t, n);
        if (!e)
            return NULL;
        e->text = name;
        e->index = k;
        for (i = 0; i < n; i++)
            e->args[i] = args[i];
        return e;
    }
    if (par_is(p, "[")) {
        const pp_decl *dcl;
        if (par_find_local(p->pr, name) >= 0 || par_find_iter(p->pr, name) >= 0) {
            par_error_at(p, t, "subscripted value '%s' is not an array", name);
            return NULL;
        }
        dcl = par_lookup(p, name, strlen(name));
        if (!dcl || dcl->is_typedef || dcl->is_func) {
            par_error_at(p, t, dcl ? "subscripted value '%s' is not an array" : "use of undeclared array '%s'",
                         name);
            return NULL;
        }
        if (!dcl->ndim) {
            par_error_at(p, t, "subscripted value '%s' is not an array", name);
            return NULL;
        }
        return par_subscripted(p, t, name, dcl, 0, affine);
    }
    if (par_is(p, ".") || par_is(p, "->"))
        return par_member(p, t, name, affine);
    e = par_new_expr(p, PP_EXPR_ID, t, 0);
    if (!e)
        return NULL;
    e->text = name;
    if ((k = par_find_iter(p->pr, name)) >= 0) {
        e->sym = PP_SYM_ITER;
        e->index = k;
    } else if ((k = par_find_local(p->pr, name)) >= 0) {
        pp_expr *v = affine ? par_known_use(p, t, k, NULL, 1) : NULL;
        if (v || p->oom)
            return v;
        e->sym = PP_SYM_LOCAL;
        e->index = k;
    } else {
        const pp_decl *dcl = par_lookup(p, name, strlen(name));
        pp_expr *v;
        if (dcl && dcl->ndim && !dcl->is_func) {
            par_error_at(p, t, "array '%s' used without subscripts: pointer arithmetic on arrays is not supported",
                         name);
            return NULL;
        }
        if (dcl && dcl->is_func) {
            par_error_at(p, t, "function '%s' used as a value", name);
            return NULL;
        }
        v = par_known_use(p, t, -1, name, affine);
        if (v || p->oom)
            return v;
        k = par_outer_index(p, name, t->loc);
        if (k < 0)
            return NULL;
        if (affine && !p->pr->outer[k].affine) {
            p->pr->outer[k].affine = 1;
            p->pr->outer[k].affine_loc = t->loc;
        }
        e->sym = PP_SYM_SCALAR;
        e->index = k;
        if (pp_vec_push(p->a, &p->pr->refs, &p->pr->nrefs, &p->pr->cap_refs, sizeof(e), &e)) {
            p->oom = 1;
            return NULL;
        }
    }
    return e;
}

/* Parse a primary or postfix expression. */
static pp_expr *par_primary(parser *p, int affine)
{
    pp_token *t = par_tok(p);
    pp_expr *e;
    if (t->kind == PP_TOK_IDENT)
        return par_name_expr(p, affine);
    if (t->kind == PP_TOK_NUMBER || t->kind == PP_TOK_CHAR) {
        int is_float = 0, i;
        if (t->kind == PP_TOK_NUMBER && !(t->len > 1 && t->text[0] == '0' && (t->text[1] == 'x' || t->text[1] == 'X'))) {
            for (i = 0; i < t->len; i++)
                if (t->text[i] == '.' || t->text[i] == 'e' || t->text[i] == 'E')
                    is_float = 1;
        } else if (t->kind == PP_TOK_NUMBER) {
            for (i = 0; i < t->len; i++)
                if (t->text[i] == '.' || t->text[i] == 'p' || t->text[i] == 'P')
                    is_float = 1;
        }
        e = par_new_expr(p, t->kind == PP_TOK_CHAR ? PP_EXPR_CHAR : is_float ? PP_EXPR_FLOAT : PP_EXPR_INT, t, 0);
        if (!e)
            return NULL;
        e->text = par_text(p, t);
        if (e->kind == PP_EXPR_INT) {
            char *end;
            e->value = strtoll(e->text, &end, 0);
            while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
                end++;
            if (*end) {
                par_error_at(p, t, "invalid integer constant '%s'", e->text);
                return NULL;
            }
        }
        par_next(p);
        return e;
    }
    if (t->kind == PP_TOK_STRING) {
        par_error_at(p, t, "%s", "string literals are not supported in a region");
        return NULL;
    }
    if (pp_tok_is(t, "(")) {
        pp_expr *inner;
        par_next(p);
        inner = par_expr(p, affine);
        if (!inner || par_expect(p, ")"))
            return NULL;
        e = par_new_expr(p, PP_EXPR_PAREN, t, 1);
        if (!e)
            return NULL;
        e->args[0] = inner;
        if (par_is(p, "[")) {
            par_error_at(p, par_tok(p), "%s", "subscript of a parenthesized expression: pointer arithmetic on arrays is not supported");
            return NULL;
        }
        return e;
    }
    par_expected(p, "an expression");
    return NULL;
}

/* Return nonzero when "e" is an array name used as a pointer. */
static const char *par_array_name(parser *p, const pp_token *t)
{
    const pp_decl *dcl;
    if (t->kind != PP_TOK_IDENT || par_find_local(p->pr, par_text(p, t)) >= 0)
        return NULL;
    dcl = par_lookup(p, t->text, (size_t)t->len);
    return dcl && dcl->ndim && !dcl->is_func ? dcl->name : NULL;
}

static pp_expr *par_sizeof(parser *p);

/* Parse a unary expression (including casts) at the current nesting
 * level (par_unary() enters it). */
static pp_expr *par_unary_expr(parser *p, int affine)
{
    pp_token *t = par_tok(p);
    pp_expr *e, *x;
    if (pp_tok_is(t, "-") || pp_tok_is(t, "+") || pp_tok_is(t, "!") || pp_tok_is(t, "~")) {
        par_next(p);
        x = par_unary(p, affine);
        if (!x)
            return NULL;
        e = par_new_expr(p, PP_EXPR_UNARY, t, 1);
        if (!e)
            return NULL;
        e->op = pp_tok_is(t, "-") ? "-" : pp_tok_is(t, "+") ? "+" : pp_tok_is(t, "!") ? "!" : "~";
        e->args[0] = x;
        return e;
    }
    if (pp_tok_is(t, "*") || pp_tok_is(t, "&")) {
        const char *arr = par_array_name(p, par_peek(p, 1));
        if (!arr && pp_tok_is(par_peek(p, 1), "("))
            arr = par_array_name(p, par_peek(p, 2));
        if (arr)
            par_error_at(p, t, "pointer arithmetic on array '%s' is not supported: use subscripts", arr);
        else
            par_error_at(p, t, "unary '%s' is not supported in a region", pp_tok_is(t, "*") ? "*" : "&");
        return NULL;
    }
    if (pp_tok_is(t, "++") || pp_tok_is(t, "--")) {
        par_error_at(p, t, "'%s' inside an expression is not supported", pp_tok_is(t, "++") ? "++" : "--");
        return NULL;
    }
    if (pp_tok_is(t, "sizeof"))
        return par_sizeof(p);
    if (pp_tok_is(t, "_Alignof")) {
        par_error_at(p, t, "'%s' is not supported in a region", par_spell(p, t));
        return NULL;
    }
    if (par_is_cast(p)) {
        int pointer;
        char *type;
        par_next(p);
        type = par_cast_type(p, &pointer);
        if (!type || par_expect(p, ")"))
            return NULL;
        if (pointer) {
            const char *arr = par_array_name(p, par_tok(p));
            if (!arr && par_is(p, "("))
                arr = par_array_name(p, par_peek(p, 1));
            if (arr)
                par_error_at(p, t, "cast of array '%s' is not supported", arr);
            else
                par_error_at(p, t, "cast to pointer type '%s' is not supported in a region", type);
            return NULL;
        }
        x = par_unary(p, affine);
        if (!x)
            return NULL;
        e = par_new_expr(p, PP_EXPR_CAST, t, 1);
        if (!e)
            return NULL;
        e->text = type;
        e->args[0] = x;
        return e;
    }
    e = par_primary(p, affine);
    if (e && (par_is(p, "++") || par_is(p, "--"))) {
        par_error_at(p, par_tok(p), "'%s' inside an expression is not supported", par_is(p, "++") ? "++" : "--");
        return NULL;
    }
    return e;
}

static const struct {
    const char *op;
    int prec;
} par_binops[] = {{"||", 1}, {"&&", 2}, {"|", 3},  {"^", 4},  {"&", 5},  {"==", 6}, {"!=", 6},
                  {"<", 7},  {"<=", 7}, {">", 7},  {">=", 7}, {"<<", 8}, {">>", 8}, {"+", 9},
                  {"-", 9},  {"*", 10}, {"/", 10}, {"%", 10}, {NULL, 0}};

/* Parse a unary expression (including casts), one level deeper. */
static pp_expr *par_unary(parser *p, int affine)
{
    pp_expr *e;
    if (par_enter(p, par_tok(p), 1))
        return NULL;
    e = par_unary_expr(p, affine);
    p->nest--;
    return e;
}

/* Return the binary operator at the current token and its precedence. */
static const char *par_binop(parser *p, int *prec)
{
    int i;
    for (i = 0; par_binops[i].op; i++)
        if (par_is(p, par_binops[i].op)) {
            *prec = par_binops[i].prec;
            return par_binops[i].op;
        }
    return NULL;
}

/* Parse binary operators of precedence at least "min" (precedence
 * climbing). */
static pp_expr *par_binary(parser *p, int min, int affine)
{
    pp_expr *lhs = par_unary(p, affine);
    for (;;) {
        int prec;
        const char *op = par_binop(p, &prec);
        pp_token *t = par_tok(p);
        pp_expr *rhs, *e;
        if (!lhs || !op || prec < min)
            return lhs;
        par_next(p);
        rhs = par_binary(p, prec + 1, affine);
        if (!rhs)
            return NULL;
        e = par_new_expr(p, PP_EXPR_BINARY, t, 2);
        if (!e)
            return NULL;
        e->op = op;
        e->loc = lhs->loc;
        e->args[0] = lhs;
        e->args[1] = rhs;
        lhs = e;
    }
}

/* Parse a conditional expression at the current nesting level
 * (par_cond_expr() enters it). */
static pp_expr *par_conditional(parser *p, int affine)
{
    pp_expr *c = par_binary(p, 1, affine), *a, *b, *e;
    pp_token *t = par_tok(p);
    if (!c || !par_accept(p, "?"))
        return c;
    a = par_expr(p, affine);
    if (!a || par_expect(p, ":"))
        return NULL;
    b = par_cond_expr(p, affine);
    if (!b)
        return NULL;
    e = par_new_expr(p, PP_EXPR_COND, t, 3);
    if (!e)
        return NULL;
    e->loc = c->loc;
    e->args[0] = c;
    e->args[1] = a;
    e->args[2] = b;
    return e;
}

/* Parse a conditional expression, one level deeper. */
static pp_expr *par_cond_expr(parser *p, int affine)
{
    pp_expr *e;
    if (par_enter(p, par_tok(p), 1))
        return NULL;
    e = par_conditional(p, affine);
    p->nest--;
    return e;
}

/* Parse an expression (no assignment, no comma). */
static pp_expr *par_expr(parser *p, int affine)
{
    pp_expr *e = par_cond_expr(p, affine);
    if (e && par_is(p, ",")) {
        par_error_at(p, par_tok(p), "%s", "the comma operator is not supported in a region");
        return NULL;
    }
    if (e && (par_is(p, "=") || par_is(p, "+=") || par_is(p, "-=") || par_is(p, "*=") || par_is(p, "/="))) {
        par_error_at(p, par_tok(p), "%s", "assignment inside an expression is not supported");
        return NULL;
    }
    return e;
}

/* ---- statements and references --------------------------------------------- */

/* Add a reference of statement "stmt" to the region. */
static int par_add_access(parser *p, int stmt, pp_expr *e, int write, int read)
{
    pp_region *r = p->pr->r;
    pp_access x;
    memset(&x, 0, sizeof(x));
    x.stmt = stmt;
    x.expr = e;
    x.write = write;
    x.read = read;
    x.array = e->kind == PP_EXPR_ACCESS ? e->index : -1;
    x.local = e->kind == PP_EXPR_ID ? e->index : -1;
    x.box = -1;
    x.id = pp_printf(p->a, "R%d", r->naccesses);
    if (!x.id || pp_vec_push(p->a, &r->accesses, &r->naccesses, &p->pr->cap_accesses, sizeof(x), &x)) {
        p->oom = 1;
        return -1;
    }
    if (!write || read)
        e->access = r->naccesses - 1;
    else
        e->access = r->naccesses - 1;
    if (x.array >= 0) {
        if (write)
            r->arrays[x.array].written = 1;
        if (read || !write)
            r->arrays[x.array].read = 1;
    }
    return 0;
}

/* Add the reads in "e" (array elements and local scalars) as references
 * of statement "stmt", and the writes of the locals whose address "e"
 * passes to a call (read too: the callee may read them first). */
static int par_add_reads(parser *p, int stmt, pp_expr *e)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ADDR)
        return e->args[0]->sym == PP_SYM_LOCAL ? par_add_access(p, stmt, e->args[0], 1, 1) : 0;
    if ((e->kind == PP_EXPR_ACCESS || (e->kind == PP_EXPR_ID && e->sym == PP_SYM_LOCAL)) &&
        par_add_access(p, stmt, e, 0, 0))
        return -1;
    for (i = 0; i < e->nargs; i++)
        if (par_add_reads(p, stmt, e->args[i]))
            return -1;
    return 0;
}

/* Add a statement for node "n" with the current loops; return its index. */
static int par_add_stmt(parser *p, pp_node *n)
{
    par_region *pr = p->pr;
    pp_region *r = pr->r;
    pp_stmt s;
    int i;
    memset(&s, 0, sizeof(s));
    s.name = pp_printf(p->a, "S%d", r->nstmts);
    s.node = n;
    s.depth = pr->depth;
    s.nest = -1;
    if (pr->depth) {
        s.loops = pp_alloc(p->a, sizeof(pp_node *) * (size_t)pr->depth);
        if (!s.loops) {
            p->oom = 1;
            return -1;
        }
        for (i = 0; i < pr->depth; i++)
            s.loops[i] = pr->loops[i];
    }
    if (!s.name || pp_vec_push(p->a, &r->stmts, &r->nstmts, &pr->cap_stmts, sizeof(s), &s)) {
        p->oom = 1;
        return -1;
    }
    return r->nstmts - 1;
}

/* Record the references of the new statement "k": reads of the right side
 * "rhs" (and writes of the locals it passes by address), then of the
 * subscripts of "lhs", then the write of "lhs" (none for a call statement:
 * "lhs" NULL). */
static int par_stmt_accesses(parser *p, int k, pp_expr *lhs, const char *op, pp_expr *rhs)
{
    pp_region *r = p->pr->r;
    int first = r->naccesses, i, n;
    if (par_add_reads(p, k, rhs))
        return -1;
    if (lhs && lhs->kind == PP_EXPR_ACCESS)
        for (i = 0; i < lhs->nargs; i++)
            if (par_add_reads(p, k, lhs->args[i]))
                return -1;
    if (lhs && par_add_access(p, k, lhs, 1, strcmp(op, "=") != 0 || p->pr->ndata > 0))
        return -1;
    n = r->naccesses - first;
    r->stmts[k].naccesses = n;
    r->stmts[k].accesses = pp_alloc(p->a, sizeof(int) * (size_t)(n ? n : 1));
    if (!r->stmts[k].accesses) {
        p->oom = 1;
        return -1;
    }
    for (i = 0; i < n; i++)
        r->stmts[k].accesses[i] = first + i;
    return 0;
}

/* Add a region-local scalar "name" of "type" declared at token "t". */
static int par_add_local(parser *p, const char *name, const char *type, const pp_token *t)
{
    par_region *pr = p->pr;
    pp_region *r = pr->r;
    pp_scalar s;
    par_lvar v;
    memset(&s, 0, sizeof(s));
    s.name = pp_strdup(p->a, name);
    s.type = pp_strdup(p->a, type);
    s.depth = pr->depth;
    s.loc = t->loc;
    if (!s.name || !s.type || pp_vec_push(p->a, &r->locals, &r->nlocals, &pr->cap_locals, sizeof(s), &s)) {
        p->oom = 1;
        return -1;
    }
    v.name = s.name;
    v.local = r->nlocals - 1;
    if (pp_vec_push(p->a, &pr->lvars, &pr->nlvars, &pr->cap_lvars, sizeof(v), &v)) {
        p->oom = 1;
        return -1;
    }
    return v.local;
}

static pp_node *par_stmt(parser *p);

/* Parse a declaration of region-local scalars; return a block of decl
 * nodes (or the single node); the caller splices the block's nodes into
 * the enclosing block, where the names stay in scope. */
static pp_node *par_local_decl(parser *p)
{
    pp_token *start = par_tok(p);
    par_specs s;
    pp_node *nodes[PAR_MAX_NAMES], *blk;
    int n = 0, i;
    memset(&s, 0, sizeof(s));
    p->nodes = 0;
    par_specifiers(p, &s);
    if (s.is_typedef) {
        par_error_at(p, start, "%s", "typedef inside a region is not supported");
        goto fail;
    }
    do {
        pp_token *nt = par_tok(p);
        char *name;
        pp_node *nd;
        int k;
        if (par_is(p, "*") || s.derived) {
            par_error_at(p, s.derived ? start : nt, "%s", "pointer declarations inside a region are not supported");
            goto fail;
        }
        if (nt->kind != PP_TOK_IDENT) {
            par_expected(p, "a name");
            goto fail;
        }
        name = par_text(p, nt);
        par_next(p);
        if (par_is(p, "[")) {
            par_error_at(p, nt, "array '%s' declared inside the region: only scalars may be declared there", name);
            goto fail;
        }
        if (!name)
            goto fail;
        if (n == PAR_MAX_NAMES) {
            par_error_at(p, nt, "more than %s names in one declaration", "32");
            goto fail;
        }
        nd = par_new_node(p, PP_NODE_DECL, nt);
        if (!nd)
            goto fail;
        nd->u.decl.stmt = -1;
        if (par_accept(p, "=")) {
            nd->u.decl.init = par_cond_expr(p, 0);
            if (!nd->u.decl.init)
                goto fail;
        }
        k = par_add_local(p, name, pp_str_get(&s.type), nt);
        if (k < 0)
            goto fail;
        nd->u.decl.local = k;
        if (nd->u.decl.init)
            par_known_write(p, k, NULL, p->pr->r->locals[k].type, nd->u.decl.init, nt);
        if (nd->u.decl.init) {
            pp_expr *lhs = par_new_expr(p, PP_EXPR_ID, nt, 0);
            int st = par_add_stmt(p, nd);
            if (!lhs || st < 0)
                goto fail;
            lhs->text = name;
            lhs->sym = PP_SYM_LOCAL;
            lhs->index = k;
            nd->u.decl.stmt = st;
            if (par_stmt_accesses(p, st, lhs, "=", nd->u.decl.init))
                goto fail;
        }
        nd->end = par_tok(p)->loc;
        nodes[n++] = nd;
    } while (par_accept(p, ","));
    pp_str_free(&s.type);
    if (par_expect(p, ";"))
        return NULL;
    if (n == 1)
        return nodes[0];
    blk = par_new_node(p, PP_NODE_BLOCK, start);
    if (!blk)
        return NULL;
    blk->u.block.n = n;
    blk->u.block.v = pp_alloc(p->a, sizeof(pp_node *) * (size_t)n);
    if (!blk->u.block.v) {
        p->oom = 1;
        return NULL;
    }
    for (i = 0; i < n; i++)
        blk->u.block.v[i] = nodes[i];
    return blk;
fail:
    pp_str_free(&s.type);
    return NULL;
}

/* End statement node "n" at the ";" that must follow, make it a statement
 * of the model (its index into "*stmt") and record its accesses ("lhs op
 * rhs", or the call "rhs" alone); "n", or NULL on error. */
static pp_node *par_finish_stmt(parser *p, pp_node *n, int *stmt, pp_expr *lhs, const char *op, pp_expr *rhs)
{
    int k;
    n->end = par_tok(p)->loc;
    if (par_expect(p, ";"))
        return NULL;
    k = par_add_stmt(p, n);
    if (k < 0)
        return NULL;
    *stmt = k;
    return par_stmt_accesses(p, k, lhs, op, rhs) ? NULL : n;
}

/* Parse a call statement "f(args);" (the function's results come back
 * through the locals whose address it takes). */
static pp_node *par_call_stmt(parser *p)
{
    pp_token *t = par_tok(p);
    pp_expr *e;
    pp_node *n;
    p->stmt_call = 1;
    e = par_primary(p, 0);
    p->stmt_call = 0;
    if (!e)
        return NULL;
    n = par_new_node(p, PP_NODE_CALL, t);
    if (!n)
        return NULL;
    n->u.call.expr = e;
    return par_finish_stmt(p, n, &n->u.call.stmt, NULL, NULL, e);
}

/* ---- scalars declared outside the region that it writes ------------- */

/* Return the entry of written outer scalar "name", or NULL. */
static par_written *par_find_written(parser *p, const char *name)
{
    int i;
    for (i = 0; i < p->nwr; i++)
        if (!strcmp(p->wr[i].name, name))
            return &p->wr[i];
    return NULL;
}

/* Return nonzero when the host can evaluate "e" before the nests that
 * follow it: no array element, region-local scalar or loop iterator. */
static int par_host_pure(const pp_expr *e)
{
    int i;
    if (!e)
        return 1;
    if (e->kind == PP_EXPR_ACCESS || e->kind == PP_EXPR_ADDR ||
        (e->kind == PP_EXPR_ID && (e->sym == PP_SYM_LOCAL || e->sym == PP_SYM_ITER)))
        return 0;
    for (i = 0; i < e->nargs; i++)
        if (!par_host_pure(e->args[i]))
            return 0;
    return 1;
}

/* Add to "w" the outer names "e" reads. */
static void par_written_reads(parser *p, par_written *w, const pp_expr *e)
{
    int i;
    if (!e)
        return;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_SCALAR &&
        pp_vec_push(p->a, &w->reads, &w->nreads, &w->cap_reads, sizeof(char *), &p->pr->outer[e->index].name))
        p->oom = 1;
    for (i = 0; i < e->nargs; i++)
        par_written_reads(p, w, e->args[i]);
}

/* First pass: record a write of outer scalar "name" (declared "dcl", the
 * write at "loc"): by "op" of right side "rhs", or (rhs NULL) through a
 * pointer argument of a call. */
static void par_record_write(parser *p, const char *name, const pp_decl *dcl, pp_loc loc, const char *op,
                             const pp_expr *rhs)
{
    par_written *w = par_find_written(p, name);
    if (!w) {
        par_written x;
        memset(&x, 0, sizeof(x));
        x.name = name;
        x.decl = dcl;
        x.loc = loc;
        x.host = 1;
        if (pp_vec_push(p->a, &p->wr, &p->nwr, &p->cap_wr, sizeof(x), &x)) {
            p->oom = 1;
            return;
        }
        w = &p->wr[p->nwr - 1];
    }
    w->host &= rhs && p->pr->depth == 0 && p->pr->ndata == 0 && par_host_pure(rhs);
    if (rhs)
        par_written_reads(p, w, rhs);
    if (op && strcmp(op, "=") && pp_vec_push(p->a, &w->reads, &w->nreads, &w->cap_reads, sizeof(char *), &w->name))
        p->oom = 1;
    p->pr->reparse = 1;
}

/* After the first pass: a written scalar stays host-evaluated only when
 * every written scalar its right sides read is host-evaluated too. */
static void par_classify(parser *p)
{
    int changed = 1, i, j;
    while (changed) {
        changed = 0;
        for (i = 0; i < p->nwr; i++) {
            par_written *w = &p->wr[i];
            for (j = 0; w->host && j < w->nreads; j++) {
                const par_written *x = par_find_written(p, w->reads[j]);
                if (x && !x->host) {
                    w->host = 0;
                    changed = 1;
                }
            }
        }
    }
}

/* Check that outer name "name" (declaration "dcl", written at token "t")
 * is a scalar a region may write: 0, or -1 after an error. */
static int par_outer_writable(parser *p, const pp_token *t, const char *name, const pp_decl *dcl)
{
    const char *c = NULL;
    if (!dcl || dcl->is_typedef || dcl->is_func || dcl->ndim) {
        par_error_at(p, t,
                     "write to '%s', which is not a scalar variable declared outside the region: declare it inside the "
                     "region or use an array element",
                     name);
        return -1;
    }
    if (pp_func_type(dcl->type, &c, NULL)) {
        par_errorf(p, t, "write to '%s' of type '%s': a region can write only arithmetic scalars declared outside it",
                   name, dcl->type);
        return -1;
    }
    return 0;
}

/* Return nonzero when the tokens at the current position are the left side
 * of a chained assignment: a name, subscripts, then "=". */
static int par_chained_lhs(parser *p)
{
    int k = 1;
    if (par_tok(p)->kind != PP_TOK_IDENT)
        return 0;
    while (pp_tok_is(par_peek(p, k), "[")) {
        int depth = 0;
        do {
            const pp_token *u = par_peek(p, k);
            if (u->kind == PP_TOK_EOF || pp_tok_is(u, ";"))
                return 0;
            depth += pp_tok_is(u, "[") - pp_tok_is(u, "]");
            k++;
        } while (depth > 0);
    }
    return pp_tok_is(par_peek(p, k), "=");
}

/* Make the assignment node "lhs op rhs" at token "t"; with "semi", the ";"
 * that must follow ends it.  A write of an outer scalar becomes a host
 * statement (the second pass) or is recorded (the first). */
static pp_node *par_assign_node(parser *p, const pp_token *t, pp_expr *lhs, const char *op, pp_expr *rhs, int semi)
{
    pp_node *n = par_new_node(p, PP_NODE_ASSIGN, t);
    int k;
    if (!n)
        return NULL;
    if (lhs->kind == PP_EXPR_ID && lhs->sym == PP_SYM_LOCAL)
        par_known_write(p, lhs->index, NULL, p->pr->r->locals[lhs->index].type, strcmp(op, "=") ? NULL : rhs, t);
    else if (lhs->kind == PP_EXPR_ID && lhs->sym == PP_SYM_SCALAR && !lhs->c_expr)
        par_known_write(p, -1, p->pr->outer[lhs->index].name,
                        p->pr->outer[lhs->index].decl ? p->pr->outer[lhs->index].decl->type : NULL,
                        strcmp(op, "=") ? NULL : rhs, t);
    n->u.assign.lhs = lhs;
    n->u.assign.op = op;
    n->u.assign.rhs = rhs;
    if (lhs->kind == PP_EXPR_ID && lhs->sym == PP_SYM_SCALAR) {
        const par_outer *o = &p->pr->outer[lhs->index];
        n->u.assign.stmt = -1;
        if (!p->second)
            par_record_write(p, o->name, o->decl, lhs->loc, op, rhs);
        n->end = par_tok(p)->loc;
        return semi && par_expect(p, ";") ? NULL : n;
    }
    if (semi)
        return par_finish_stmt(p, n, &n->u.assign.stmt, lhs, op, rhs);
    n->end = par_tok(p)->loc;
    k = par_add_stmt(p, n);
    if (k < 0)
        return NULL;
    n->u.assign.stmt = k;
    return par_stmt_accesses(p, k, lhs, op, rhs) ? NULL : n;
}

static pp_node *par_assign(parser *p);

/* Check that "lhs" (the statement starts at "t") may be assigned: an
 * array element, a region scalar or a writable outer scalar, not a loop
 * iterator; -1 (reported) otherwise. */
static int par_assign_target(parser *p, const pp_token *t, const pp_expr *lhs)
{
    if (lhs->kind == PP_EXPR_ID && lhs->c_expr) {
        par_errorf(p, t, "write to struct member '%s': a region writes elements of arrays (member arrays too), not "
                         "members themselves; assign it before or after the region", lhs->c_expr);
        return -1;
    }
    if (lhs->kind == PP_EXPR_ID) {
        if (lhs->sym == PP_SYM_ITER) {
            par_error_at(p, t, "assignment to loop iterator '%s' inside the loop is not supported", lhs->text);
            return -1;
        }
        if (lhs->sym != PP_SYM_LOCAL && par_outer_writable(p, t, lhs->text, p->pr->outer[lhs->index].decl))
            return -1;
    } else if (lhs->kind != PP_EXPR_ACCESS) {
        par_expected(p, "an array element or a local scalar on the left side");
        return -1;
    }
    return 0;
}

/* Finish the statement "lhs++;" or "++lhs;" (op "+=") or its "--" form
 * ("-="), at its "++"/"--" token when "postfix", at its ";" otherwise
 * (the statement starts at "t"): C defines it as "lhs op 1". */
static pp_node *par_step_finish(parser *p, const pp_token *t, pp_expr *lhs, const char *op, int postfix)
{
    pp_token *at = par_tok(p);
    pp_expr *one;
    if (par_assign_target(p, t, lhs))
        return NULL;
    one = par_new_expr(p, PP_EXPR_INT, at, 0);
    if (!one || !(one->text = pp_strdup(p->a, "1"))) {
        p->oom = 1;
        return NULL;
    }
    one->value = 1;
    if (postfix)
        par_next(p);
    return par_assign_node(p, t, lhs, op, one, 1);
}

/* Parse the statement "++lhs;" or "--lhs;" at its first token "t". */
static pp_node *par_step_stmt(parser *p, const pp_token *t)
{
    const char *op = pp_tok_is(t, "++") ? "+=" : "-=";
    pp_expr *lhs;
    par_next(p);
    lhs = par_primary(p, 0);
    if (!lhs)
        return NULL;
    if (!par_is(p, ";")) {
        par_expected(p, "';' after the incremented element");
        return NULL;
    }
    return par_step_finish(p, t, lhs, op, 0);
}

/* Parse the rest of "lhs = b = ... = rhs;" at "b" (token "t" starts the
 * statement): C assigns from the right, so it is "b = ... = rhs;" then
 * "lhs = b;" (b's value after its assignment: the same in every type). */
static pp_node *par_chain(parser *p, const pp_token *t, pp_expr *lhs)
{
    int at = p->pos, end;
    pp_node *inner = par_assign(p), *outer, *blk;
    pp_expr *rhs;
    if (!inner)
        return NULL;
    end = p->pos;
    p->pos = at;
    rhs = par_primary(p, 0);
    p->pos = end;
    if (!rhs)
        return NULL;
    outer = par_assign_node(p, t, lhs, "=", rhs, 0);
    blk = par_new_node(p, PP_NODE_BLOCK, t);
    if (!outer || !blk)
        return NULL;
    outer->end = inner->end;
    blk->end = inner->end;
    blk->u.block.n = 2;
    blk->u.block.v = pp_alloc(p->a, sizeof(pp_node *) * 2);
    if (!blk->u.block.v) {
        p->oom = 1;
        return NULL;
    }
    blk->u.block.v[0] = inner;
    blk->u.block.v[1] = outer;
    return blk;
}

/* Parse an assignment statement "lhs op rhs;" (or a chain "a = b = rhs;")
 * or a call statement. */
static pp_node *par_assign(parser *p)
{
    pp_token *t = par_tok(p);
    pp_expr *lhs, *rhs;
    const char *op = NULL;
    if (t->kind == PP_TOK_IDENT && pp_tok_is(par_peek(p, 1), "("))
        return par_call_stmt(p);
    if ((pp_tok_is(t, "++") || pp_tok_is(t, "--")) && par_peek(p, 1)->kind == PP_TOK_IDENT)
        return par_step_stmt(p, t);
    if (t->kind != PP_TOK_IDENT) {
        if (pp_tok_is(t, "++") || pp_tok_is(t, "--") || pp_tok_is(t, "*"))
            par_error_at(p, t, "unsupported statement starting with '%s': write 'x = ...', 'x += ...', ...",
                         par_spell(p, t));
        else
            par_expected(p, "a statement");
        return NULL;
    }
    lhs = par_primary(p, 0);
    if (!lhs)
        return NULL;
    if (par_is(p, "=") || par_is(p, "+=") || par_is(p, "-=") || par_is(p, "*=") || par_is(p, "/=")) {
        op = par_is(p, "=") ? "=" : par_is(p, "+=") ? "+=" : par_is(p, "-=") ? "-=" : par_is(p, "*=") ? "*=" : "/=";
    } else if ((par_is(p, "++") || par_is(p, "--")) && pp_tok_is(par_peek(p, 1), ";")) {
        return par_step_finish(p, t, lhs, par_is(p, "++") ? "+=" : "-=", 1);
    } else if (par_is(p, "++") || par_is(p, "--") || par_is(p, "%=") || par_is(p, "<<=") || par_is(p, ">>=") ||
               par_is(p, "&=") || par_is(p, "|=") || par_is(p, "^=")) {
        par_error_at(p, par_tok(p), "unsupported statement: '%s' (use =, +=, -=, *= or /=)", par_spell(p, par_tok(p)));
        return NULL;
    } else {
        par_expected(p, "'=', '+=', '-=', '*=' or '/='");
        return NULL;
    }
    if (par_assign_target(p, t, lhs))
        return NULL;
    par_next(p);
    if (!strcmp(op, "=") && par_chained_lhs(p))
        return par_chain(p, t, lhs);
    rhs = par_expr(p, 0);
    if (!rhs)
        return NULL;
    return par_assign_node(p, t, lhs, op, rhs, 1);
}

/* Parse the increment of a for loop over "iter"; store the step. */
static int par_for_step(parser *p, const char *iter, long long *step)
{
    pp_token *t = par_tok(p);
    int sign = 1;
    if (par_accept(p, "++") || par_accept(p, "--")) {
        *step = pp_tok_is(t, "++") ? 1 : -1;
        if (par_tok(p)->kind != PP_TOK_IDENT || strcmp(par_text(p, par_tok(p)), iter))
            return par_expected(p, "the loop iterator");
        par_next(p);
        return 0;
    }
    if (t->kind != PP_TOK_IDENT || strcmp(par_text(p, t), iter)) {
        par_error_at(p, t, "the loop increment must update the iterator '%s'", iter);
        return -1;
    }
    par_next(p);
    if (par_accept(p, "++") || par_accept(p, "--")) {
        *step = pp_tok_is(par_peek(p, -1), "++") ? 1 : -1;
        return 0;
    }
    if (par_is(p, "+=") || par_is(p, "-=")) {
        sign = par_is(p, "-=") ? -1 : 1;
        par_next(p);
    } else if (par_accept(p, "=")) {
        if (par_tok(p)->kind != PP_TOK_IDENT || strcmp(par_text(p, par_tok(p)), iter)) {
            par_error_at(p, par_tok(p), "the loop step of '%s' must be a nonzero integer constant", iter);
            return -1;
        }
        par_next(p);
        if (!par_is(p, "+") && !par_is(p, "-")) {
            par_error_at(p, par_tok(p), "the loop step of '%s' must be a nonzero integer constant", iter);
            return -1;
        }
        sign = par_is(p, "-") ? -1 : 1;
        par_next(p);
    } else {
        par_error_at(p, par_tok(p), "the loop step of '%s' must be a nonzero integer constant", iter);
        return -1;
    }
    while (par_is(p, "("))
        par_next(p);
    if (par_is(p, "-")) {
        sign = -sign;
        par_next(p);
    }
    if (par_tok(p)->kind != PP_TOK_NUMBER || !(*step = strtoll(par_text(p, par_tok(p)), NULL, 0))) {
        par_error_at(p, par_tok(p), "the loop step of '%s' must be a nonzero integer constant", iter);
        return -1;
    }
    *step *= sign;
    par_next(p);
    while (par_is(p, ")") && pp_tok_is(par_peek(p, 1), ")"))
        par_next(p);
    return 0;
}

/* Parse a for loop. */
static int par_reads_data(const pp_expr *e);

/* Nonzero when expression "e" names "name". */
static int par_expr_names(const pp_expr *e, const char *name)
{
    int i;
    if (e->kind == PP_EXPR_ID && e->text && !strcmp(e->text, name))
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (par_expr_names(e->args[i], name))
            return 1;
    return 0;
}

/* Record the value loop "n" (over "iter" declared outside the region, at
 * token "it") leaves in its iterator, for reads after it in the region:
 * for a step of 1 or -1 and a condition comparing the iterator with an
 * expression E that reads neither it nor data, from initial value a:
 * "i < E": a < E ? E : a; "i <= E": a <= E ? E + 1 : a; "i > E":
 * a > E ? E : a; "i >= E": a >= E ? E - 1 : a (either side).  Other loops
 * leave no known value, and a read after them is refused. */
static void par_known_exit(parser *p, const pp_node *n, const pp_token *it)
{
    const pp_expr *c = n->u.loop.cond, *e, *a = n->u.loop.init;
    pp_expr *cmp, *sel, *ec, *ac, *ev;
    const char *op;
    int left, adj = 0;
    while (c->kind == PP_EXPR_PAREN)
        c = c->args[0];
    if (c->kind != PP_EXPR_BINARY || (n->u.loop.step != 1 && n->u.loop.step != -1) || !par_known_type(n->u.loop.type))
        return;
    left = c->args[0]->kind == PP_EXPR_ID && c->args[0]->sym == PP_SYM_ITER && !strcmp(c->args[0]->text, n->u.loop.iter);
    if (!left && !(c->args[1]->kind == PP_EXPR_ID && c->args[1]->sym == PP_SYM_ITER &&
                   !strcmp(c->args[1]->text, n->u.loop.iter)))
        return;
    e = c->args[left ? 1 : 0];
    op = c->op;
    if (!left) /* E op i: i op' E */
        op = !strcmp(op, "<") ? ">" : !strcmp(op, "<=") ? ">=" : !strcmp(op, ">") ? "<" : !strcmp(op, ">=") ? "<=" : op;
    if (n->u.loop.step == 1 && !strcmp(op, "<="))
        adj = 1;
    else if (n->u.loop.step == -1 && !strcmp(op, ">="))
        adj = -1;
    else if (!(n->u.loop.step == 1 && !strcmp(op, "<")) && !(n->u.loop.step == -1 && !strcmp(op, ">")))
        return;
    if (par_reads_data(e) || par_expr_names(e, n->u.loop.iter) || par_expr_names(a, n->u.loop.iter))
        return;
    cmp = par_new_expr(p, PP_EXPR_BINARY, it, 2);
    sel = par_new_expr(p, PP_EXPR_COND, it, 3);
    if (!cmp || !sel || !(cmp->args[0] = par_copy_expr(p, a)) || !(cmp->args[1] = par_copy_expr(p, e)) ||
        !(ac = par_copy_expr(p, a)) || !(ec = par_copy_expr(p, e)))
        return;
    cmp->op = op;
    ev = ec;
    if (adj) {
        pp_expr *one = par_new_expr(p, PP_EXPR_INT, it, 0), *sum = par_new_expr(p, PP_EXPR_BINARY, it, 2);
        if (!one || !sum || !(one->text = pp_strdup(p->a, "1"))) {
            p->oom = 1;
            return;
        }
        one->value = 1;
        sum->op = adj > 0 ? "+" : "-";
        sum->args[0] = ec;
        sum->args[1] = one;
        ev = sum;
    }
    sel->args[0] = cmp;
    sel->args[1] = ev;
    sel->args[2] = ac;
    par_known_write(p, -1, n->u.loop.iter, n->u.loop.type, sel, it);
    {
        par_known *k = par_known_find(p->pr, -1, n->u.loop.iter);
        if (k && k->value)
            k->exit = 1;
    }
}

/* Return nonzero when "name" is reserved for the names bbmm-pp puts into
 * box expressions (tile bounds tlo<d>/thi<d>, synthetic parameters). */
static int par_reserved(const char *name)
{
    return !strncmp(name, "tlo", 3) || !strncmp(name, "thi", 3) || !strncmp(name, "_pp_", 4) ||
           !strncmp(name, "bbmm_", 5);
}

static pp_node *par_for(parser *p)
{
    pp_token *t = par_tok(p), *it;
    pp_node *n = par_new_node(p, PP_NODE_FOR, t);
    par_region *pr = p->pr;
    int declared = 0;
    if (!n)
        return NULL;
    par_next(p);
    if (par_expect(p, "("))
        return NULL;
    if (par_starts_decl(p, par_tok(p))) {
        par_specs s;
        memset(&s, 0, sizeof(s));
        par_specifiers(p, &s);
        n->u.loop.type = pp_strdup(p->a, pp_str_get(&s.type));
        pp_str_free(&s.type);
        if (!n->u.loop.type) {
            p->oom = 1;
            return NULL;
        }
        declared = 1;
    }
    it = par_tok(p);
    if (it->kind != PP_TOK_IDENT || !pp_tok_is(par_peek(p, 1), "=")) {
        par_error_at(p, it, "%s", "the loop must start with 'iterator = expression'");
        return NULL;
    }
    n->u.loop.iter = par_text(p, it);
    n->u.loop.declared = declared;
    n->u.loop.depth = pr->depth;
    if (!n->u.loop.iter)
        return NULL;
    if (!declared) {
        const pp_decl *dcl = par_lookup(p, n->u.loop.iter, strlen(n->u.loop.iter));
        if (dcl && !dcl->is_typedef && !dcl->is_func && !dcl->ndim)
            n->u.loop.type = pp_strdup(p->a, dcl->type);
    }
    if (par_find_local(pr, n->u.loop.iter) >= 0) {
        par_error_at(p, it, "loop iterator '%s' is a scalar declared in the region", n->u.loop.iter);
        return NULL;
    }
    if (par_find_iter(pr, n->u.loop.iter) >= 0) {
        par_error_at(p, it, "loop iterator '%s' is already the iterator of an enclosing loop", n->u.loop.iter);
        return NULL;
    }
    if (par_reserved(n->u.loop.iter)) {
        par_error_at(p, it, "the name '%s' is reserved by bbmm-pp for tile bounds", n->u.loop.iter);
        return NULL;
    }
    if (pr->ndata) {
        par_error_at(p, t, "a loop under a condition on data is not supported: put the condition inside the loop "
                           "over '%s'",
                     n->u.loop.iter);
        return NULL;
    }
    par_next(p);
    par_next(p);
    n->u.loop.init = par_expr(p, 1);
    if (!n->u.loop.init || par_expect(p, ";"))
        return NULL;
    if (pr->depth == PAR_MAX_DEPTH) {
        par_error_at(p, t, "%s", "loops nested too deeply");
        return NULL;
    }
    if (!declared)
        par_known_write(p, -1, n->u.loop.iter, NULL, NULL, it);
    par_ctl_open(p, 1);
    pr->loops[pr->depth++] = n;
    if (par_is(p, ";")) {
        par_error_at(p, par_tok(p), "loop over '%s' has no condition", n->u.loop.iter);
        return NULL;
    }
    n->u.loop.cond = par_expr(p, 1);
    if (!n->u.loop.cond || par_expect(p, ";"))
        return NULL;
    if (par_is(p, ")")) {
        par_error_at(p, par_tok(p), "loop over '%s' has no increment", n->u.loop.iter);
        return NULL;
    }
    if (par_for_step(p, n->u.loop.iter, &n->u.loop.step) || par_expect(p, ")"))
        return NULL;
    n->u.loop.body = par_stmt(p);
    pr->depth--;
    par_ctl_close(p);
    if (!n->u.loop.body)
        return NULL;
    if (!declared)
        par_known_exit(p, n, it);
    n->end = n->u.loop.body->end;
    return n;
}

/* Return nonzero when "e" reads data: array elements, region scalars,
 * outer scalars that are not integer parameters, floating-point values,
 * calls other than the bound helpers. */
static int par_reads_data(const pp_expr *e)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ACCESS || e->kind == PP_EXPR_FLOAT ||
        (e->kind == PP_EXPR_ID && e->sym == PP_SYM_LOCAL) ||
        (e->kind == PP_EXPR_CALL && (e->index >= 0 || pp_func_builtin(e->text))))
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (par_reads_data(e->args[i]))
            return 1;
    return 0;
}

/* Mark the outer names of the parts of condition "e" that read no data
 * (comparisons joined by &&, ||, !) as used in an affine context: they
 * become parameters. */
static void par_mark_affine(parser *p, const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_PAREN || (e->kind == PP_EXPR_UNARY && !strcmp(e->op, "!")) ||
        (e->kind == PP_EXPR_BINARY && (!strcmp(e->op, "&&") || !strcmp(e->op, "||")))) {
        for (i = 0; i < e->nargs; i++)
            par_mark_affine(p, e->args[i]);
        return;
    }
    if (!par_reads_data(e))
        par_mark_names(p, e);
}

/* Mark every outer name in "e" as used in an affine context. */
static void par_mark_names(parser *p, const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_SCALAR && e->index >= 0 && e->index < p->pr->nouter &&
        !p->pr->outer[e->index].affine) {
        p->pr->outer[e->index].affine = 1;
        p->pr->outer[e->index].affine_loc = e->loc;
    }
    for (i = 0; i < e->nargs; i++)
        par_mark_names(p, e->args[i]);
}

/* Return a copy of "e" (its nodes anew, references unassigned; names of
 * scalars from outside the region recorded as their originals are, for
 * par_finish_names). */
static pp_expr *par_copy_expr(parser *p, const pp_expr *e)
{
    pp_expr *c = pp_alloc(p->a, sizeof(*c));
    int i;
    if (!c) {
        p->oom = 1;
        return NULL;
    }
    *c = *e;
    c->access = -1;
    for (i = 0; e->kind == PP_EXPR_ID && i < p->pr->nrefs; i++)
        if (p->pr->refs[i] == e) {
            if (pp_vec_push(p->a, &p->pr->refs, &p->pr->nrefs, &p->pr->cap_refs, sizeof(c), &c)) {
                p->oom = 1;
                return NULL;
            }
            break;
        }
    if (e->nargs && !(c->args = pp_alloc(p->a, sizeof(pp_expr *) * (size_t)e->nargs))) {
        p->oom = 1;
        return NULL;
    }
    for (i = 0; i < e->nargs; i++)
        if (!(c->args[i] = par_copy_expr(p, e->args[i])))
            return NULL;
    return c;
}

/* Split condition "e" at its top-level && (through parentheses) into the
 * conjuncts that read no data, joined into "*affine" (NULL: none), and
 * the others, into "*data" (NULL: none), each in its order. */
static int par_split_cond(parser *p, pp_expr *e, pp_expr **affine, pp_expr **data)
{
    pp_expr **to, *and;
    while (e->kind == PP_EXPR_PAREN)
        e = e->args[0];
    if (e->kind == PP_EXPR_BINARY && !strcmp(e->op, "&&"))
        return par_split_cond(p, e->args[0], affine, data) || par_split_cond(p, e->args[1], affine, data);
    to = par_reads_data(e) ? data : affine;
    if (!*to) {
        *to = e;
        return 0;
    }
    if (!(and = par_new_expr(p, PP_EXPR_BINARY, &(pp_token){.loc = (*to)->loc}, 2)))
        return -1;
    and->op = "&&";
    and->args[0] = *to;
    and->args[1] = e;
    *to = and;
    return 0;
}

/* If-conversion.  "n" is `if (c) A[x] = e;` whose condition reads data
 * (statement k reads it, the assignment is statement k + 1, the last
 * ones).  With c = a && d, a the conjuncts that read no data and d the
 * others: return `if (a) A[x] = d ? (T)(e) : A[x];` (T: A's element type;
 * without a, the assignment alone), statement k, which C defines alike:
 * the element keeps its value where d is false, both arms are of type T,
 * and d, which only reads, now runs only where a holds.  The region then
 * has no statement under a condition on data, so isl's scheduler may
 * reorder it: floyd-warshall as written (`if (p[i][k] + p[k][j] <
 * p[i][j]) p[i][j] = p[i][k] + p[k][j];`) splits and runs in parallel as
 * its ternary form does, and kernels store only where d holds (codegen).
 * Else return "n". */
static pp_node *par_if_convert(parser *p, pp_node *n)
{
    pp_region *r = p->pr->r;
    pp_node *t = n->u.cond.then_node;
    int k = n->u.cond.stmt, first;
    pp_expr *sel, *cast, *paren, *keep, *affine = NULL, *data = NULL;
    if (k < 0 || n->u.cond.else_node || p->oom)
        return n;
    if (t && t->kind == PP_NODE_BLOCK && t->u.block.n == 1)
        t = t->u.block.v[0];
    if (!t || t->kind != PP_NODE_ASSIGN || strcmp(t->u.assign.op, "=") || t->u.assign.stmt != k + 1 ||
        r->nstmts != k + 2 || t->u.assign.lhs->kind != PP_EXPR_ACCESS || r->stmts[k].naccesses < 1)
        return n;
    first = r->stmts[k].accesses[0];
    if (r->stmts[k + 1].naccesses < 1 || r->stmts[k + 1].accesses[0] != first + r->stmts[k].naccesses)
        return n;
    if (par_split_cond(p, n->u.cond.cond, &affine, &data) || !data)
        return NULL;
    sel = par_new_expr(p, PP_EXPR_COND, &(pp_token){.loc = data->loc}, 3);
    cast = par_new_expr(p, PP_EXPR_CAST, &(pp_token){.loc = t->u.assign.rhs->loc}, 1);
    paren = par_new_expr(p, PP_EXPR_PAREN, &(pp_token){.loc = t->u.assign.rhs->loc}, 1);
    keep = par_copy_expr(p, t->u.assign.lhs);
    if (!sel || !cast || !paren || !keep)
        return NULL;
    cast->text = r->arrays[t->u.assign.lhs->index].elem_type;
    cast->args[0] = paren;
    paren->args[0] = t->u.assign.rhs;
    sel->args[0] = data;
    sel->args[1] = cast;
    sel->args[2] = keep;
    t->u.assign.rhs = sel;
    t->u.assign.stmt = k;
    t->u.assign.guarded = 1;
    r->stmts[k].node = t;
    r->nstmts = k + 1;
    r->naccesses = first;
    if (par_stmt_accesses(p, k, t->u.assign.lhs, "=", sel))
        return NULL;
    if (!affine) {
        t->loc = n->loc;
        return t;
    }
    n->u.cond.cond = affine;
    n->u.cond.stmt = -1;
    n->u.cond.then_node = t;
    return n;
}

/* Parse an if statement. */
static pp_node *par_if(parser *p)
{
    pp_token *t = par_tok(p);
    pp_node *n = par_new_node(p, PP_NODE_IF, t);
    if (!n)
        return NULL;
    par_next(p);
    if (par_expect(p, "("))
        return NULL;
    n->u.cond.stmt = -1;
    n->u.cond.cond = par_expr(p, 0);
    if (!n->u.cond.cond || par_expect(p, ")"))
        return NULL;
    par_mark_affine(p, n->u.cond.cond);
    if (par_reads_data(n->u.cond.cond)) {
        int k = par_add_stmt(p, n);
        if (k < 0 || par_stmt_accesses(p, k, NULL, NULL, n->u.cond.cond))
            return NULL;
        n->u.cond.stmt = k;
        p->pr->ndata++;
    }
    par_ctl_open(p, 0);
    n->u.cond.then_node = par_stmt(p);
    par_ctl_close(p);
    if (n->u.cond.then_node) {
        n->end = n->u.cond.then_node->end;
        if (par_accept(p, "else")) {
            par_ctl_open(p, 0);
            n->u.cond.else_node = par_stmt(p);
            par_ctl_close(p);
            if (n->u.cond.else_node)
                n->end = n->u.cond.else_node->end;
            else
                n->u.cond.then_node = NULL;
        }
    }
    if (n->u.cond.stmt >= 0)
        p->pr->ndata--;
    return n->u.cond.then_node ? par_if_convert(p, n) : NULL;
}

/* Parse statements into a block node until "}" (or, with "scop", until
 * #pragma endscop); the closing token is not consumed. */
static pp_node *par_block_items(parser *p, const pp_token *start, int scop)
{
    pp_node *n = par_new_node(p, PP_NODE_BLOCK, start);
    int cap = 0, nlv = p->pr->nlvars;
    if (!n)
        return NULL;
    for (;;) {
        pp_token *t = par_tok(p);
        pp_node *c;
        int decl;
        if (t->kind == PP_TOK_EOF) {
            par_error_at(p, start, "%s", scop ? "'#pragma scop' without '#pragma endscop'" : "unterminated block");
            return NULL;
        }
        if (pp_tok_is(t, "}")) {
            if (!scop)
                break;
            par_error_at(p, start, "%s", "'#pragma scop' without '#pragma endscop'");
            return NULL;
        }
        if (t->kind == PP_TOK_PRAGMA) {
            if (scop && !strncmp(t->text, "endscop", 7))
                break;
            if (!strncmp(t->text, "bbmm", 4) || !strncmp(t->text, "scop", 4)) {
                par_error_at(p, t, "%s", "nested region pragma inside a region");
                return NULL;
            }
            pp_warning(p->d, t->loc, "pragma inside a region ignored");
            par_next(p);
            continue;
        }
        decl = par_starts_decl(p, t);
        c = decl ? par_local_decl(p) : par_stmt(p);
        if (!c)
            return NULL;
        if (c->kind == PP_NODE_BLOCK && c->u.block.n == 0)
            continue;
        if (decl && c->kind == PP_NODE_BLOCK) {
            int i;
            for (i = 0; i < c->u.block.n; i++)
                if (pp_vec_push(p->a, &n->u.block.v, &n->u.block.n, &cap, sizeof(c), &c->u.block.v[i]))
                    p->oom = 1;
        } else if (pp_vec_push(p->a, &n->u.block.v, &n->u.block.n, &cap, sizeof(c), &c)) {
            p->oom = 1;
        }
        if (p->oom)
            return NULL;
        n->end = c->end;
    }
    p->pr->nlvars = nlv;
    n->end = par_tok(p)->loc;
    return n;
}

/* Parse one region statement at the current nesting level (par_stmt()
 * enters it). */
static pp_node *par_statement(parser *p)
{
    pp_token *t = par_tok(p);
    if (pp_tok_is(t, "for"))
        return par_for(p);
    if (pp_tok_is(t, "if"))
        return par_if(p);
    if (pp_tok_is(t, "{")) {
        pp_node *n;
        par_next(p);
        n = par_block_items(p, t, 0);
        if (!n || par_expect(p, "}"))
            return NULL;
        return n;
    }
    if (pp_tok_is(t, ";")) {
        pp_node *n = par_new_node(p, PP_NODE_BLOCK, t);
        par_next(p);
        return n;
    }
    if (pp_tok_is(t, "while") || pp_tok_is(t, "do") || pp_tok_is(t, "switch") || pp_tok_is(t, "break") ||
        pp_tok_is(t, "continue") || pp_tok_is(t, "return") || pp_tok_is(t, "goto") || pp_tok_is(t, "case") ||
        pp_tok_is(t, "default") || pp_tok_is(t, "else")) {
        par_error_at(p, t, "unsupported statement '%s' in a region", par_spell(p, t));
        return NULL;
    }
    if (t->kind == PP_TOK_PRAGMA) {
        par_error_at(p, t, "%s", "unexpected pragma inside a region");
        return NULL;
    }
    if (par_starts_decl(p, t)) {
        par_error_at(p, t, "%s", "a declaration must be inside a block '{ ... }'");
        return NULL;
    }
    if (t->kind == PP_TOK_IDENT && pp_tok_is(par_peek(p, 1), ":")) {
        par_error_at(p, t, "%s", "unsupported statement: labels are not allowed in a region");
        return NULL;
    }
    return par_assign(p);
}

/* Parse one region statement, one level deeper, counting its expression
 * nodes afresh. */
static pp_node *par_stmt(parser *p)
{
    pp_node *n;
    if (par_enter(p, par_tok(p), 1))
        return NULL;
    p->nodes = 0;
    n = par_statement(p);
    p->nest--;
    return n;
}

/* ---- clauses ----------------------------------------------------------------- */

/* Lex the words of pragma token "pt" into "toks" with positions in the
 * user's file; return 0 or -1. */
static int par_pragma_tokens(parser *p, const pp_token *pt, pp_tokens *toks)
{
    int i;
    memset(toks, 0, sizeof(*toks));
    if (pp_lex(p->a, pt->text, (size_t)pt->len, pt->loc.file, 1, toks, p->d))
        return -1;
    for (i = 0; i < toks->n; i++) {
        long off = toks->v[i].loc.offset;
        toks->v[i].loc.file = pt->loc.file;
        toks->v[i].loc.line = pt->loc.line;
        toks->v[i].loc.col = pt->textcol + (int)off;
        toks->v[i].loc.offset = pt->loc.offset >= 0 ? pt->loc.offset + (pt->textcol - pt->loc.col) + off : -1;
    }
    return 0;
}

/* A clause expression being checked (tile sizes, array() extents): the
 * file's tokens "outer" and the index "at" of the pragma in them (for the
 * names visible there); "what" names the value in messages. */
typedef struct par_cx {
    parser *p;
    const pp_tokens *outer;
    int at;
    const char *what;   /* "tile size" */
    const char *a_what; /* "a tile size" */
} par_cx;

/* The value of a clause expression: "known" when it is a constant. */
typedef struct par_cval {
    int known;
    long long v;
} par_cval;

static int par_cx_cond(par_cx *cx, par_cval *v);

/* Read the integer constant "t" into "*v"; return 0, 1 when it is not an
 * integer (a floating constant), 2 when it exceeds the largest long long. */
static int par_cx_int(const pp_token *t, long long *v)
{
    const char *q = t->text, *e = t->text + t->len;
    unsigned long long x = 0, base = 10;
    int big = 0;
    if (e - q > 2 && q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) {
        base = 16;
        q += 2;
    } else if (e - q > 2 && q[0] == '0' && (q[1] == 'b' || q[1] == 'B')) {
        base = 2;
        q += 2;
    } else if (q[0] == '0') {
        base = 8;
    }
    for (; q < e && isxdigit((unsigned char)*q); q++) {
        unsigned long long d = isdigit((unsigned char)*q) ? (unsigned long long)(*q - '0')
                                                          : (unsigned long long)(tolower((unsigned char)*q) - 'a' + 10);
        if (base != 16 && (*q == 'e' || *q == 'E'))
            return 1;
        if (d >= base) {
            for (q = t->text; q < e && !strchr(".eEpP", *q); q++)
                ;
            return q < e ? 1 : 3;
        }
        if (x > (0x7fffffffffffffffULL - d) / base)
            big = 1;
        else
            x = x * base + d;
    }
    for (; q < e; q++)
        if (!strchr("uUlL", *q))
            return *q == '.' || *q == 'e' || *q == 'E' || *q == 'p' || *q == 'P' || *q == 'f' || *q == 'F' ? 1 : 3;
    *v = (long long)x;
    return big ? 2 : 0;
}

/* Return nonzero when "name" ("n" bytes) is an enumerator declared before
 * token "at" of "toks" (an identifier right after "{" or "," in the braces
 * of an "enum", outside parentheses): one pass over the tokens. */
static int par_cx_enumerator(const pp_tokens *toks, int at, const char *name, size_t n)
{
    int i, depth = 0, parens = 0, body = -1, opening = 0;
    for (i = 0; i < at && i < toks->n; i++) {
        const pp_token *t = &toks->v[i];
        if (pp_tok_is(t, "enum")) {
            opening = 1;
        } else if (pp_tok_is(t, "{")) {
            depth++;
            if (opening && body < 0) {
                body = depth;
                parens = 0;
            }
            opening = 0;
        } else if (pp_tok_is(t, "}")) {
            if (depth == body)
                body = -1;
            depth -= depth > 0;
        } else if (depth == body && (pp_tok_is(t, "(") || pp_tok_is(t, ")"))) {
            parens += pp_tok_is(t, "(") ? 1 : -1;
        } else if (depth == body && !parens && t->kind == PP_TOK_IDENT && (size_t)t->len == n &&
                   !memcmp(t->text, name, n) && (pp_tok_is(&toks->v[i - 1], "{") || pp_tok_is(&toks->v[i - 1], ","))) {
            return 1;
        } else if (t->kind != PP_TOK_IDENT && t->kind != PP_TOK_PRAGMA) {
            opening = 0;
        }
    }
    return 0;
}

/* Check the name at the current token of a clause expression (a macro, an
 * enumerator, or a variable or function declared where the pragma is) and
 * move past it and its postfix operators; set "*v" unknown.  Return 0 or
 * -1 after an error. */
static int par_cx_name(par_cx *cx, par_cval *v)
{
    parser *p = cx->p;
    pp_token *t = par_tok(p);
    const pp_decl *dcl;
    int plain;
    par_next(p);
    plain = !par_is(p, "[") && !par_is(p, "(") && !par_is(p, ".") && !par_is(p, "->");
    v->known = 0;
    if (!pp_macro_defined(cx->outer, t->text, (size_t)t->len, cx->at) &&
        !par_cx_enumerator(cx->outer, cx->at, t->text, (size_t)t->len)) {
        dcl = par_lookup(p, t->text, (size_t)t->len);
        if (!dcl) {
            par_errorf(p, t, "'%.*s' is not declared here (the %s must be an integer expression of the code "
                             "around the pragma)", t->len, t->text, cx->what);
            return -1;
        }
        if (dcl->is_typedef || (dcl->is_func && !par_is(p, "(")) || (plain && (!dcl->is_int || dcl->ndim))) {
            const char *why = dcl->is_typedef ? "is a type"
                              : dcl->is_func  ? "is a function"
                              : dcl->ndim     ? "is an array or pointer"
                                              : "has type";
            par_errorf(p, t, "'%.*s' %s%s%s: the %s must be an integer", t->len, t->text, why,
                       why[0] == 'h' ? " " : "", why[0] == 'h' ? dcl->type : "", cx->what);
            return -1;
        }
    }
    for (;;) {
        if (par_is(p, "[") || par_is(p, "(")) {
            const char *close = par_is(p, "[") ? "]" : ")";
            par_cval x;
            par_next(p);
            while (!par_is(p, close)) {
                if (par_cx_cond(cx, &x))
                    return -1;
                if (!par_accept(p, ",") && !par_is(p, close))
                    return par_expected(p, close[0] == ']' ? "']'" : "',' or ')'");
            }
            par_next(p);
        } else if ((par_is(p, ".") || par_is(p, "->")) && par_peek(p, 1)->kind == PP_TOK_IDENT) {
            par_next(p);
            par_next(p);
        } else {
            return 0;
        }
    }
}

/* Parse a primary or unary clause expression into "*v". */
static int par_cx_unary(par_cx *cx, par_cval *v)
{
    parser *p = cx->p;
    pp_token *t = par_tok(p);
    int rc;
    if (par_enter(p, t, 1))
        return -1;
    if (par_is(p, "-") || par_is(p, "+") || par_is(p, "~") || par_is(p, "!")) {
        par_next(p);
        rc = par_cx_unary(cx, v);
        if (!rc && v->known) {
            if (pp_tok_is(t, "-") && v->v == -0x7fffffffffffffffLL - 1)
                v->known = 0;
            else
                v->v = pp_tok_is(t, "-") ? -v->v : pp_tok_is(t, "~") ? ~v->v : pp_tok_is(t, "!") ? !v->v : v->v;
        }
    } else if (pp_tok_is(t, "sizeof")) {
        par_next(p);
        rc = 0;
        if (par_is(p, "("))
            par_skip_group(p);
        else
            rc = par_cx_unary(cx, v);
        v->known = 0;
    } else if (par_is(p, "(")) {
        par_next(p);
        if (par_starts_decl(p, par_tok(p))) {
            int fp = 0;
            while (!par_is(p, ")") && par_tok(p)->kind != PP_TOK_EOF) {
                fp |= par_is(p, "float") || par_is(p, "double");
                par_next(p);
            }
            if (fp) {
                par_errorf(p, t, "the %s must be an integer, not a floating-point value", cx->what);
                rc = -1;
            } else {
                rc = par_expect(p, ")") ? -1 : par_cx_unary(cx, v);
            }
        } else {
            rc = par_cx_cond(cx, v) || par_expect(p, ")") ? -1 : 0;
        }
    } else if (t->kind == PP_TOK_NUMBER) {
        int k = par_cx_int(t, &v->v);
        v->known = 1;
        rc = 0;
        if (k == 1)
            par_errorf(p, t, "the %s must be an integer, not '%.*s'", cx->what, t->len, t->text);
        else if (k == 3)
            par_errorf(p, t, "'%.*s' is not a valid integer constant", t->len, t->text);
        else if (k == 2)
            par_errorf(p, t, "integer constant '%.*s' is too large (more than %lld)", t->len, t->text,
                       0x7fffffffffffffffLL);
        if (k)
            rc = -1;
        par_next(p);
    } else if (t->kind == PP_TOK_CHAR) {
        v->known = 0;
        rc = 0;
        par_next(p);
    } else if (t->kind == PP_TOK_IDENT) {
        rc = par_cx_name(cx, v);
    } else {
        rc = par_expected(p, cx->a_what);
    }
    p->nest--;
    return rc;
}

/* Apply the binary operator "op" (at token "t") to the known values "a"
 * and "b" into "*v"; return 0, or -1 after an error (overflow, division
 * by zero). */
static int par_cx_apply(par_cx *cx, const pp_token *t, const char *op, long long a, long long b, long long *v)
{
    int bad = 0;
    if (!strcmp(op, "+"))
        bad = __builtin_add_overflow(a, b, v);
    else if (!strcmp(op, "-"))
        bad = __builtin_sub_overflow(a, b, v);
    else if (!strcmp(op, "*"))
        bad = __builtin_mul_overflow(a, b, v);
    else if (!strcmp(op, "/") || !strcmp(op, "%")) {
        if (!b) {
            par_errorf(cx->p, t, "division by zero in a %s", cx->what);
            return -1;
        }
        bad = a == -0x7fffffffffffffffLL - 1 && b == -1;
        if (!bad)
            *v = op[0] == '/' ? a / b : a % b;
    } else if (!strcmp(op, "<<") || !strcmp(op, ">>")) {
        bad = b < 0 || b > 62 || a < 0 || (op[0] == '<' && a > (0x7fffffffffffffffLL >> b));
        if (!bad)
            *v = op[0] == '<' ? a << b : a >> b;
    } else {
        *v = !strcmp(op, "<")    ? a < b
             : !strcmp(op, ">")  ? a > b
             : !strcmp(op, "<=") ? a <= b
             : !strcmp(op, ">=") ? a >= b
             : !strcmp(op, "==") ? a == b
             : !strcmp(op, "!=") ? a != b
             : !strcmp(op, "&")  ? a & b
             : !strcmp(op, "|")  ? a | b
             : !strcmp(op, "^")  ? a ^ b
             : !strcmp(op, "&&") ? a && b
                                 : a || b;
    }
    if (bad)
        par_errorf(cx->p, t, "the %s overflows (more than %lld)", cx->what, 0x7fffffffffffffffLL);
    return bad ? -1 : 0;
}

/* Parse binary operators of precedence at least "min" (par_binop()). */
static int par_cx_binary(par_cx *cx, int min, par_cval *v)
{
    parser *p = cx->p;
    const char *op;
    int prec;
    if (par_cx_unary(cx, v))
        return -1;
    while ((op = par_binop(p, &prec)) != NULL && prec >= min) {
        pp_token *t = par_tok(p);
        par_cval b;
        par_next(p);
        if (par_cx_binary(cx, prec + 1, &b))
            return -1;
        if (b.known && !b.v && (op[0] == '/' || op[0] == '%')) {
            par_errorf(p, t, "division by zero in the %s", cx->what);
            return -1;
        }
        if (v->known && b.known) {
            if (par_cx_apply(cx, t, op, v->v, b.v, &v->v))
                return -1;
        } else {
            v->known = 0;
        }
    }
    return 0;
}

/* Parse a conditional clause expression into "*v". */
static int par_cx_cond(par_cx *cx, par_cval *v)
{
    par_cval a, b;
    if (par_cx_binary(cx, 0, v))
        return -1;
    if (!par_accept(cx->p, "?"))
        return 0;
    if (par_cx_cond(cx, &a) || par_expect(cx->p, ":") || par_cx_cond(cx, &b))
        return -1;
    if (v->known && a.known && b.known)
        v->v = v->v ? a.v : b.v;
    else
        v->known = 0;
    return 0;
}

/* Check the clause expression at the current token (a tile size or an
 * extent: "what"), up to "end" (",", ")" or "]" at the outer level):
 * names declared where the pragma is, integer constants that fit in a
 * long long, a positive value when it is constant.  Set "*v"; return 0
 * or -1 after an error. */
static int par_cx_check(par_cx *cx, const char *end1, const char *end2, par_cval *v)
{
    parser *p = cx->p;
    pp_token *t = par_tok(p);
    if (par_cx_cond(cx, v))
        return -1;
    if (!par_is(p, end1) && !(end2 && par_is(p, end2)))
        return par_expected(p, end2 ? "',' or ')'" : "']'");
    if (v->known && v->v <= 0) {
        par_errorf(p, t, "the %s is %lld: it must be positive", cx->what, v->v);
        return -1;
    }
    return 0;
}

/* Return the array named at token "a" of an array() clause (the current
 * token follows it): a variable, or a struct member path ("p->v",
 * "s.in.a") whose tokens it moves past.  NULL after an error. */
static char *par_clause_path(parser *p, const pp_token *a)
{
    pp_str b = {0};
    char *s = NULL;
    pp_str_addn(&b, a->text, (size_t)a->len);
    while (par_is(p, ".") || par_is(p, "->")) {
        const char *op = par_is(p, ".") ? "." : "->";
        par_next(p);
        if (par_tok(p)->kind != PP_TOK_IDENT) {
            pp_str_free(&b);
            par_expected(p, "a member name");
            return NULL;
        }
        pp_str_addf(&b, "%s%.*s", op, par_tok(p)->len, par_tok(p)->text);
        par_next(p);
    }
    s = b.oom ? NULL : pp_str_to_arena(&b, p->a);
    pp_str_free(&b);
    if (!s)
        p->oom = 1;
    return s;
}

/* ---- sizeof ----------------------------------------------------------- */

/* The type of the operand of sizeof, as far as its size goes: the base
 * type "words" ("opaque": a struct, union or typedef bbmm-pp does not see
 * through; "spelled": the type or variable as written, for messages) and
 * the derivations of its declaration, outermost first: "ndim"
 * dimensions, bit d of "ptr" set for a pointer, else "ext_at[d]" the
 * token index of its extent (-1: none). */
typedef struct par_sized {
    const char *words;
    const char *spelled;
    int opaque;
    int ndim;
    unsigned ptr;
    int ext_at[16];
} par_sized;

/* Set "*s" to the scalar type "words". */
static void par_sized_scalar(par_sized *s, const char *words)
{
    memset(s, 0, sizeof(*s));
    s->words = words;
    s->spelled = words;
}

/* Set "*s" to the type of the object declared by "dcl". */
static void par_sized_decl(par_sized *s, const pp_decl *dcl)
{
    int d;
    par_sized_scalar(s, dcl->type);
    s->spelled = dcl->name;
    s->opaque = dcl->opaque;
    s->ndim = dcl->ndim < 16 ? dcl->ndim : 16;
    s->ptr = dcl->ptr;
    for (d = 0; d < s->ndim; d++)
        s->ext_at[d] = dcl->extent_at ? dcl->extent_at[d] : -1;
}

/* Parse the type name at the current token, up to the ")" that must
 * follow (not consumed), into "*s"; return 0, or -1 after an error. */
static int par_sized_type(parser *p, par_sized *s)
{
    const pp_token *t = par_tok(p);
    par_specs sp;
    par_declarator dc;
    int d, rc = 0, from = p->pos;
    memset(&sp, 0, sizeof(sp));
    memset(&dc, 0, sizeof(dc));
    par_specifiers(p, &sp);
    if (par_declarator_parse(p, &dc) || dc.name || !par_is(p, ")")) {
        rc = par_expected(p, "')' after the type name");
    } else if (dc.is_func || dc.ndim > 16) {
        par_error_at(p, t, "%s",
                     dc.is_func ? "'sizeof' of a function type" : "'sizeof' of a type with more than 16 dimensions");
        rc = -1;
    } else {
        par_sized_scalar(s, pp_strdup(p->a, pp_str_get(&sp.type)));
        s->spelled = par_join(p, from, p->pos);
        s->opaque = sp.opaque;
        s->ndim = dc.ndim < 16 ? dc.ndim : 16;
        s->ptr = dc.ptr;
        for (d = 0; d < s->ndim; d++)
            s->ext_at[d] = dc.extent_at[d];
        if (!s->words || !s->spelled)
            p->oom = 1;
        rc = s->words && s->spelled ? 0 : -1;
    }
    pp_str_free(&sp.type);
    return rc;
}

/* Return the arithmetic type of "s", the operand of operator "op" (token
 * "t") in the operand of sizeof, or PP_CT_NONE after an error. */
static pp_ctype par_sz_arith(parser *p, const pp_token *t, const par_sized *s)
{
    pp_ctype c = s->ndim || s->opaque ? PP_CT_NONE : pp_ctype_from_words(s->words);
    if (c == PP_CT_NONE)
        par_errorf(p, t, "'%s' on %s in the operand of 'sizeof' is not supported in a region: bbmm-pp types "
                         "C's integer, float and double values there",
                   par_spell(p, t), s->ndim ? "an array or pointer" : "a value of another type");
    return c;
}

static int par_sz_cond(parser *p, par_sized *s);
static int par_sz_unary(parser *p, par_sized *s);

/* Parse the call of "name" (at token "t", its "(" next) in the operand of
 * sizeof into its result type "*s": a math function or classification
 * macro (the arguments are not evaluated). */
static int par_sz_call(parser *p, const pp_token *t, const char *name, par_sized *s)
{
    pp_ctype arg[3], ret;
    int n;
    if (!pp_math_sig(name, &n, arg, &ret))
        par_sized_scalar(s, pp_ctype_c(ret));
    else if (!pp_fpclass_sig(name, &n))
        par_sized_scalar(s, "int");
    else {
        par_errorf(p, t, "'sizeof' of a call of '%s' is not supported in a region (only of math functions)", name);
        return -1;
    }
    par_skip_group(p);
    return 0;
}

/* Parse the name at the current token (or the call it starts) in the
 * operand of sizeof into its type "*s": a loop iterator, a scalar of the
 * region, a variable or array declared outside it, an enumerator. */
static int par_sz_name(parser *p, par_sized *s)
{
    pp_token *t = par_tok(p);
    char *name = par_text(p, t);
    const pp_decl *dcl;
    int k;
    if (!name)
        return -1;
    par_next(p);
    if (par_is(p, "("))
        return par_sz_call(p, t, name, s);
    dcl = par_lookup(p, name, strlen(name));
    if ((k = par_find_iter(p->pr, name)) >= 0 && p->pr->loops[k]->u.loop.type)
        par_sized_scalar(s, p->pr->loops[k]->u.loop.type);
    else if ((k = par_find_local(p->pr, name)) >= 0)
        par_sized_scalar(s, p->pr->r->locals[k].type);
    else if (k < 0 && dcl && !dcl->is_typedef && !dcl->is_func)
        par_sized_decl(s, dcl);
    else if (k < 0 && !dcl && par_cx_enumerator(p->t, (int)(t - p->t->v), t->text, (size_t)t->len))
        par_sized_scalar(s, "int");
    else {
        par_errorf(p, t, "cannot type '%s' in the operand of 'sizeof' (%s)", name,
                   !dcl ? "no declaration is visible" : dcl->is_typedef ? "a type name needs parentheses"
                                                      : "a function");
        return -1;
    }
    return 0;
}

/* Apply the postfix operators after a primary expression in the operand
 * of sizeof to its type "*s": subscripts (not evaluated). */
static int par_sz_postfix(parser *p, par_sized *s)
{
    while (par_is(p, "[")) {
        if (!s->ndim) {
            par_error_at(p, par_tok(p), "%s", "subscripted value in the operand of 'sizeof' is not an array");
            return -1;
        }
        par_skip_group(p);
        memmove(s->ext_at, s->ext_at + 1, sizeof(int) * (size_t)(s->ndim - 1));
        s->ptr >>= 1;
        s->ndim--;
    }
    if (par_is(p, "(") || par_is(p, ".") || par_is(p, "->") || par_is(p, "++") || par_is(p, "--")) {
        par_errorf(p, par_tok(p), "'%s' in the operand of 'sizeof' is not supported in a region",
                   par_spell(p, par_tok(p)));
        return -1;
    }
    return 0;
}

/* Parse the constant at the current token in the operand of sizeof into
 * its type "*s" (C11 6.4.4). */
static int par_sz_constant(parser *p, par_sized *s)
{
    pp_token *t = par_tok(p);
    char *text = par_text(p, t);
    size_t n = text ? strlen(text) : 0;
    int fp = text && !(n > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) ? strpbrk(text, ".eE") != NULL
                                                                                     : text && strpbrk(text, ".pP");
    pp_ctype c = t->kind == PP_TOK_CHAR ? PP_CT_INT : fp ? PP_CT_DOUBLE : text ? pp_ctype_int_const(text) : PP_CT_NONE;
    if (!text)
        return -1;
    par_next(p);
    if (fp && strchr("fF", text[n - 1]))
        c = PP_CT_FLOAT;
    if (fp && strchr("lL", text[n - 1])) {
        par_sized_scalar(s, "long double");
        return 0;
    }
    if (c == PP_CT_NONE) {
        par_errorf(p, t, "integer constant '%s' is too large for any integer type", text);
        return -1;
    }
    par_sized_scalar(s, pp_ctype_c(c));
    return 0;
}

/* Parse a cast "(type) operand" at the current "(" in the operand of
 * sizeof into its type "*s". */
static int par_sz_cast(parser *p, par_sized *s)
{
    par_sized x;
    par_next(p);
    if (par_sized_type(p, s) || par_expect(p, ")"))
        return -1;
    return par_sz_unary(p, &x);
}

/* Parse a unary expression in the operand of sizeof at the current
 * nesting level (par_sz_unary() enters it) into its type "*s". */
static int par_sz_unary_at(parser *p, par_sized *s)
{
    pp_token *t = par_tok(p);
    pp_ctype c;
    if (pp_tok_is(t, "-") || pp_tok_is(t, "+") || pp_tok_is(t, "~") || pp_tok_is(t, "!")) {
        par_next(p);
        if (par_sz_unary(p, s))
            return -1;
        if (pp_tok_is(t, "!")) {
            par_sized_scalar(s, "int");
            return 0;
        }
        if ((c = par_sz_arith(p, t, s)) == PP_CT_NONE)
            return -1;
        par_sized_scalar(s, pp_ctype_c(pp_ctype_promote(c)));
        return 0;
    }
    if (pp_tok_is(t, "sizeof")) {
        par_sized_scalar(s, "unsigned long");
        return par_sizeof(p) ? 0 : -1;
    }
    if (pp_tok_is(t, "(") && par_starts_decl(p, par_peek(p, 1)))
        return par_sz_cast(p, s);
    if (pp_tok_is(t, "(")) {
        par_next(p);
        if (par_sz_cond(p, s) || par_expect(p, ")"))
            return -1;
    } else if (t->kind == PP_TOK_NUMBER || t->kind == PP_TOK_CHAR) {
        if (par_sz_constant(p, s))
            return -1;
    } else if (t->kind == PP_TOK_IDENT) {
        if (par_sz_name(p, s))
            return -1;
    } else {
        par_errorf(p, t, "'%s' in the operand of 'sizeof' is not supported in a region", par_spell(p, t));
        return -1;
    }
    return par_sz_postfix(p, s);
}

/* Parse a unary expression in the operand of sizeof, one level deeper. */
static int par_sz_unary(parser *p, par_sized *s)
{
    int rc;
    if (par_enter(p, par_tok(p), 1))
        return -1;
    rc = par_sz_unary_at(p, s);
    p->nest--;
    return rc;
}

/* Parse binary operators of precedence at least "min" (par_binop()) in
 * the operand of sizeof into the type "*s" of the result (C11 6.5.5 to
 * 6.5.14). */
static int par_sz_binary(parser *p, int min, par_sized *s)
{
    const char *op;
    int prec;
    if (par_sz_unary(p, s))
        return -1;
    while ((op = par_binop(p, &prec)) != NULL && prec >= min) {
        pp_token *t = par_tok(p);
        par_sized b;
        pp_ctype x, y;
        par_next(p);
        if (par_sz_binary(p, prec + 1, &b))
            return -1;
        if (prec <= 2 || prec == 6 || prec == 7) {
            par_sized_scalar(s, "int");
            continue;
        }
        if ((x = par_sz_arith(p, t, s)) == PP_CT_NONE || (y = par_sz_arith(p, t, &b)) == PP_CT_NONE)
            return -1;
        par_sized_scalar(s, pp_ctype_c(prec == 8 ? pp_ctype_promote(x) : pp_ctype_usual(x, y)));
    }
    return 0;
}

/* Parse a conditional expression in the operand of sizeof into its type
 * "*s". */
static int par_sz_cond(parser *p, par_sized *s)
{
    par_sized a, b;
    pp_token *t;
    pp_ctype x, y;
    if (par_sz_binary(p, 1, s))
        return -1;
    t = par_tok(p);
    if (!par_accept(p, "?"))
        return 0;
    if (par_sz_cond(p, &a) || par_expect(p, ":") || par_sz_cond(p, &b))
        return -1;
    if ((x = par_sz_arith(p, t, &a)) == PP_CT_NONE || (y = par_sz_arith(p, t, &b)) == PP_CT_NONE)
        return -1;
    par_sized_scalar(s, pp_ctype_c(pp_ctype_usual(x, y)));
    return 0;
}

/* Evaluate the array extent at token "at" (up to its "]") into "*v". */
static int par_sz_extent(parser *p, int at, par_cval *v)
{
    par_cx cx;
    int save = p->pos, rc;
    cx.p = p;
    cx.outer = p->t;
    cx.at = at;
    cx.what = "array extent";
    cx.a_what = "an array extent";
    p->pos = at;
    rc = par_cx_check(&cx, "]", NULL, v);
    p->pos = save;
    return rc;
}

/* The size in bytes of the base type of "s" into "*bytes": the host's
 * size of an arithmetic type; -1 after an error at the "sizeof" "t". */
static int par_sz_base(parser *p, const pp_token *t, const par_sized *s, long long *bytes)
{
    pp_ctype c = s->opaque ? PP_CT_NONE : pp_ctype_from_words(s->words);
    if (c != PP_CT_NONE) {
        *bytes = pp_ctype_bits(c) / 8;
        return 0;
    }
    if (!s->opaque && strstr(s->words, "long double") && !strstr(s->words, "omplex")) {
        *bytes = (long long)sizeof(long double);
        return 0;
    }
    par_errorf(p, t, "cannot compute the size of '%s' in a region: bbmm-pp knows the sizes of C's arithmetic "
                     "types, pointers and arrays of them",
               s->spelled);
    return -1;
}

/* The size in bytes of "s" from its dimension "d" on into "*bytes"; -1
 * after an error at the "sizeof" "t". */
static int par_sz_bytes(parser *p, const pp_token *t, const par_sized *s, int d, long long *bytes)
{
    long long inner;
    par_cval v;
    if (d < s->ndim && (s->ptr >> d & 1)) {
        *bytes = (long long)sizeof(void *);
        return 0;
    }
    if (d == s->ndim)
        return par_sz_base(p, t, s, bytes);
    if (s->ext_at[d] < 0) {
        par_error_at(p, t, "%s", "'sizeof' of an array of unknown size");
        return -1;
    }
    if (par_sz_extent(p, s->ext_at[d], &v) || par_sz_bytes(p, t, s, d + 1, &inner))
        return -1;
    if (!v.known) {
        par_error_at(p, t, "%s", "'sizeof' of a variable-length array (an extent computed at run time) is not "
                                 "supported in a region");
        return -1;
    }
    if (__builtin_mul_overflow(v.v, inner, bytes)) {
        par_error_at(p, t, "%s", "the operand of 'sizeof' is too large");
        return -1;
    }
    return 0;
}

/* Parse "sizeof" at the current token and its operand (not evaluated):
 * an integer constant of type unsigned long (size_t) holding the size on
 * the host's ABI, the tool's own; NULL after an error. */
static pp_expr *par_sizeof(parser *p)
{
    pp_token *t = par_tok(p);
    par_sized s;
    long long bytes;
    pp_expr *e;
    par_next(p);
    if (par_is(p, "(") && par_starts_decl(p, par_peek(p, 1))) {
        par_next(p);
        if (par_sized_type(p, &s) || par_expect(p, ")"))
            return NULL;
    } else if (par_sz_unary(p, &s)) {
        return NULL;
    }
    if (par_sz_bytes(p, t, &s, 0, &bytes) || !(e = par_new_expr(p, PP_EXPR_INT, t, 0)))
        return NULL;
    e->value = bytes;
    e->text = pp_printf(p->a, "%lldUL", bytes);
    if (!e->text)
        p->oom = 1;
    return e->text ? e : NULL;
}

/* The state of the clauses of one "#pragma bbmm" being parsed. */
typedef struct par_clause_state {
    par_cx cx;             /* constant expressions (tile and work-group sizes, extents) */
    pp_region *r;
    int cap_parallel;
} par_clause_state;

/* One argument of a clause, at token "a" (token index "from"; a clause
 * whose arguments are names has moved past the name): 0, or -1 after an
 * error. */
typedef int (*par_clause_fn)(parser *p, par_clause_state *st, const pp_token *a, int from);

/* tile(T, ...): a tile size per band dimension, constant expressions of
 * the file's constants and the region's parameters. */
static int par_clause_tile(parser *p, par_clause_state *st, const pp_token *a, int from)
{
    pp_region *r = st->r;
    par_cval val;
    st->cx.what = "tile size";
    st->cx.a_what = "a tile size";
    if (par_cx_check(&st->cx, ",", ")", &val))
        return -1;
    if (r->ntile == PP_MAX_BAND) {
        par_error_at(p, a, "more than %s tile sizes", "3");
        return -1;
    }
    r->tile[r->ntile++] = par_join(p, from, p->pos);
    return 0;
}

/* workgroup(W, ...): constant work-group sizes, at most 65536 work-items. */
static int par_clause_workgroup(parser *p, par_clause_state *st, const pp_token *a, int from)
{
    pp_region *r = st->r;
    par_cval val;
    (void)from;
    st->cx.what = "work-group size";
    st->cx.a_what = "a work-group size";
    if (par_cx_check(&st->cx, ",", ")", &val))
        return -1;
    if (!val.known || val.v > 65536 || (r->nworkgroup && r->workgroup_items * val.v > 65536)) {
        par_error_at(p, a, "a work-group size must be a constant, and the work-group at most %s work-items",
                     "65536");
        return -1;
    }
    if (r->nworkgroup == PP_MAX_BAND) {
        par_error_at(p, a, "more than %s work-group sizes", "3");
        return -1;
    }
    r->workgroup_items = r->nworkgroup ? r->workgroup_items * val.v : val.v;
    r->workgroup[r->nworkgroup++] = val.v;
    return 0;
}

/* parallel(i, ...): loops the user declares parallel. */
static int par_clause_parallel(parser *p, par_clause_state *st, const pp_token *a, int from)
{
    pp_region *r = st->r;
    char *s = par_text(p, a);
    int n = r->nparallel, cap = st->cap_parallel;
    (void)from;
    if (pp_vec_push(p->a, &r->parallel, &r->nparallel, &st->cap_parallel, sizeof(s), &s) ||
        pp_vec_push(p->a, &r->parallel_loc, &n, &cap, sizeof(pp_loc), &a->loc))
        p->oom = 1;
    return p->oom ? -1 : 0;
}

/* name(x): the region's name. */
static int par_clause_name(parser *p, par_clause_state *st, const pp_token *a, int from)
{
    (void)from;
    st->r->name = par_text(p, a);
    return st->r->name ? 0 : -1;
}

/* array(A[n][m], p->v[k], ...): the extents of arrays the region uses. */
static int par_clause_array(parser *p, par_clause_state *st, const pp_token *a, int from)
{
    pp_region *r = st->r;
    char *ext[16], *path = par_clause_path(p, a);
    int n = 0, i;
    long long count = 1;
    par_cval val;
    pp_array x;
    (void)from;
    memset(&x, 0, sizeof(x));
    if (!path)
        return -1;
    st->cx.what = pp_printf(p->a, "extent of array '%s'", path);
    st->cx.a_what = "an extent";
    if (!st->cx.what) {
        p->oom = 1;
        return -1;
    }
    while (par_accept(p, "[")) {
        int f = p->pos;
        if (par_cx_check(&st->cx, "]", NULL, &val))
            return -1;
        if (val.known && __builtin_mul_overflow(count, val.v, &count)) {
            par_errorf(p, a, "array '%s' has more elements than a 64-bit count holds (more than %lld)", path,
                       0x7fffffffffffffffLL);
            return -1;
        }
        if (n < 16)
            ext[n++] = par_join(p, f, p->pos);
        if (par_expect(p, "]"))
            return -1;
    }
    if (!n)
        return par_expected(p, "'[' extent ']'");
    x.name = path;
    x.c_expr = strpbrk(path, ".-") ? path : NULL;
    x.ndim = n;
    x.extent = pp_alloc(p->a, sizeof(char *) * (size_t)n);
    x.from_clause = 1;
    x.decl = a->loc;
    if (!x.extent) {
        p->oom = 1;
        return -1;
    }
    for (i = 0; i < n; i++)
        x.extent[i] = ext[i];
    if (pp_vec_push(p->a, &r->arrays, &r->narrays, &p->pr->cap_arrays, sizeof(x), &x))
        p->oom = 1;
    return p->oom ? -1 : 0;
}

/* The clauses of "#pragma bbmm": name, whether each argument starts with
 * a name, and the parser of one argument. */
static const struct par_clause {
    const char *name;
    int named;
    par_clause_fn arg;
} par_clause_table[] = {
    {"tile", 0, par_clause_tile},   {"parallel", 1, par_clause_parallel}, {"array", 1, par_clause_array},
    {"name", 1, par_clause_name},   {"workgroup", 0, par_clause_workgroup},
};
#define PAR_NCLAUSES ((int)(sizeof(par_clause_table) / sizeof(par_clause_table[0])))

/* Report clause "c" as unknown, naming the clauses there are. */
static void par_unknown_clause(parser *p, const pp_token *c)
{
    pp_str b = {0};
    int k;
    pp_str_addf(&b, "unknown clause '%s' (expected ", par_spell(p, c));
    for (k = 0; k < PAR_NCLAUSES; k++)
        pp_str_addf(&b, "%s%s", k == 0 ? "" : k == PAR_NCLAUSES - 1 ? " or " : ", ", par_clause_table[k].name);
    pp_str_add(&b, ")");
    par_error_at(p, c, "%s", b.oom ? "unknown clause" : pp_str_get(&b));
    pp_str_free(&b);
}

/* Parse the clause list of a "#pragma bbmm" (tokens in "toks", the first
 * being "bbmm") into region "r". */
static int par_clauses(parser *p, pp_tokens *toks, pp_region *r)
{
    pp_tokens *save_t = p->t;
    int save_pos = p->pos, rc = 0, seen[PAR_NCLAUSES];
    par_clause_state st = {{p, save_t, save_pos, "tile size", "a tile size"}, r, 0};
    memset(seen, 0, sizeof(seen));
    p->t = toks;
    p->pos = 1;
    while (par_tok(p)->kind != PP_TOK_EOF && !rc) {
        pp_token *c = par_tok(p);
        const struct par_clause *cl;
        int k;
        for (k = 0; k < PAR_NCLAUSES && !pp_tok_is(c, par_clause_table[k].name); k++)
            ;
        if (k == PAR_NCLAUSES) {
            par_unknown_clause(p, c);
            rc = -1;
            break;
        }
        cl = &par_clause_table[k];
        if (seen[k]++) {
            par_error_at(p, c, "clause '%s' given twice", cl->name);
            rc = -1;
            break;
        }
        par_next(p);
        if (par_expect(p, "(")) {
            rc = -1;
            break;
        }
        while (!par_is(p, ")") && !rc) {
            pp_token *a = par_tok(p);
            int from = p->pos;
            if (a->kind == PP_TOK_EOF) {
                rc = par_expected(p, "')'");
                break;
            }
            if (cl->named) {
                if (a->kind != PP_TOK_IDENT) {
                    rc = par_expected(p, "a name");
                    break;
                }
                par_next(p);
            }
            if (cl->arg(p, &st, a, from)) {
                rc = -1;
                break;
            }
            if (!par_accept(p, ",") && !par_is(p, ")"))
                rc = par_expected(p, "',' or ')'");
        }
        if (!rc)
            par_accept(p, ")");
    }
    p->t = save_t;
    p->pos = save_pos;
    return rc;
}

/* ---- regions ------------------------------------------------------------------- */

/* Return the first node of "n" (a region's statement, in source order)
 * for which "match" holds with "name", or NULL. */
static const pp_node *par_find_node(const pp_node *n, int (*match)(const pp_node *, const char *), const char *name)
{
    const pp_node *f = NULL;
    int i;
    if (!n)
        return NULL;
    if (match(n, name))
        return n;
    switch (n->kind) {
    case PP_NODE_FOR:
        return par_find_node(n->u.loop.body, match, name);
    case PP_NODE_IF:
        f = par_find_node(n->u.cond.then_node, match, name);
        return f ? f : par_find_node(n->u.cond.else_node, match, name);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n && !f; i++)
            f = par_find_node(n->u.block.v[i], match, name);
        return f;
    default:
        return NULL;
    }
}

/* Nonzero when "n" is a loop over "name" declared outside the region. */
static int par_is_loop_over(const pp_node *n, const char *name)
{
    return n->kind == PP_NODE_FOR && !n->u.loop.declared && !strcmp(n->u.loop.iter, name);
}

/* Nonzero when "n" assigns an element of array "name". */
static int par_writes_array(const pp_node *n, const char *name)
{
    return n->kind == PP_NODE_ASSIGN && n->u.assign.lhs->kind == PP_EXPR_ACCESS &&
           !strcmp(n->u.assign.lhs->text, name);
}

/* Refuse outer name "o" when a loop of the region "root" iterates over it:
 * read outside that loop, it would hold the value a loop leaves in it
 * (or its value before the region, depending on the order of the
 * statements), which kernels do not see. */
static void par_iter_read(parser *p, const pp_node *root, const par_outer *o)
{
    const pp_node *l = o->decl ? par_find_node(root, par_is_loop_over, o->name) : NULL;
    if (!l)
        return;
    pp_error(p->d, o->loc,
             "'%s' is read in the region outside its loop over '%s' (%d:%d): the value a loop leaves in its "
             "iterator is not passed to the region's statements; read it after the region, or keep it in "
             "another variable",
             o->name, o->name, l->loc.line, l->loc.col);
    p->pr->failed = 1;
}

/* Refuse the element "o" read where the region starts (par_entry_value)
 * when the region "root" writes its array. */
static void par_entry_written(parser *p, const pp_node *root, const par_outer *o)
{
    const pp_node *w = par_find_node(root, par_writes_array, o->elem_of);
    if (!w)
        return;
    pp_error(p->d, o->affine_loc,
             "'%s' is used in a loop bound, subscript or condition, which bbmm-pp reads once where the region "
             "starts, but the region writes '%s' (%d:%d): copy the value into a variable before the region",
             o->c_expr, o->elem_of, w->u.assign.lhs->loc.line, w->u.assign.lhs->loc.col);
    p->pr->failed = 1;
}

/* Turn the outer names of the region into parameters and scalars. */
static int par_finish_names(parser *p)
{
    par_region *pr = p->pr;
    pp_region *r = pr->r;
    int *map = pp_alloc(p->a, sizeof(int) * (size_t)(pr->nouter + 1)), i, cap_p = 0, cap_s = 0;
    if (!map) {
        p->oom = 1;
        return -1;
    }
    for (i = 0; i < pr->nouter; i++) {
        par_outer *o = &pr->outer[i];
        par_iter_read(p, r->root, o);
        if (o->elem_of)
            par_entry_written(p, r->root, o);
        if (o->affine) {
            pp_param x;
            memset(&x, 0, sizeof(x));
            x.name = pp_strdup(p->a, o->name);
            x.c_expr = pp_strdup(p->a, o->c_expr ? o->c_expr : o->name);
            x.synthetic = o->c_expr != NULL;
            x.element = o->elem_of != NULL;
            x.c_type = pp_strdup(p->a, o->decl ? o->decl->type : "long");
            x.loc = o->loc;
            if (o->decl && !o->decl->is_int) {
                pp_error(p->d, o->loc, "'%s' has type '%s': bounds, subscripts and conditions need integer values",
                         o->c_expr ? o->c_expr : o->name, o->decl->type);
                pr->failed = 1;
            }
            if (par_find_written(p, o->name)) {
                pp_error(p->d, o->affine_loc,
                         "'%s' is assigned in the region, so loop bounds, subscripts and conditions cannot use it "
                         "(they are fixed for the whole region)",
                         o->name);
                pr->failed = 1;
            }
            if (par_reserved(o->name)) {
                pp_error(p->d, o->loc, "the name '%s' is reserved by bbmm-pp for tile bounds", o->name);
                pr->failed = 1;
            }
            if (pp_vec_push(p->a, &r->params, &r->nparams, &cap_p, sizeof(x), &x))
                p->oom = 1;
            map[i] = r->nparams - 1;
        } else if (o->decl) {
            pp_scalar x;
            memset(&x, 0, sizeof(x));
            x.name = pp_strdup(p->a, o->name);
            x.c_expr = o->c_expr ? pp_strdup(p->a, o->c_expr) : NULL;
            x.type = pp_strdup(p->a, o->decl->type);
            x.loc = o->loc;
            if (pp_vec_push(p->a, &r->scalars, &r->nscalars, &cap_s, sizeof(x), &x))
                p->oom = 1;
            map[i] = r->nscalars - 1;
        } else {
            map[i] = -1;
        }
    }
    for (i = 0; i < pr->nrefs; i++) {
        pp_expr *e = pr->refs[i];
        par_outer *o = &pr->outer[e->index];
        if (o->affine)
            e->sym = PP_SYM_PARAM;
        else if (!o->decl)
            e->sym = PP_SYM_OTHER;
        e->index = map[e->index];
    }
    return p->oom ? -1 : 0;
}

/* Return the byte offset of the start of the line holding "offset". */
static long par_line_start(parser *p, long offset)
{
    while (offset > 0 && p->raw[offset - 1] != '\n')
        offset--;
    return offset;
}

/* Set the default name of region "r" from the input file and its line. */
static void par_default_name(parser *p, pp_region *r)
{
    const char *f = p->m->input, *s = strrchr(f, '/');
    pp_str b = {0};
    size_t i;
    s = s ? s + 1 : f;
    for (i = 0; s[i] && s[i] != '.'; i++)
        pp_str_addn(&b, isalnum((unsigned char)s[i]) ? s + i : "_", 1);
    pp_str_addf(&b, "_%d", r->pragma.line);
    r->name = b.oom ? NULL : pp_str_to_arena(&b, p->a);
    pp_str_free(&b);
}

/* Parse the region that starts at pragma token "pt" ("bbmm" or "scop"). */
/* Return nonzero when the user's code may read outer scalar "w" after the
 * region (tokens "from" .. "to" - 1): unless it is a non-static variable
 * of the function holding the region whose name appears nowhere else in
 * that function but in its declaration. */
static int par_live_after(parser *p, const par_written *w, int from, int to)
{
    int body, i, depth = 0;
    if (!w || !w->decl || w->decl->is_static || !p->nscopes || !p->fs.region_fn || !p->fs.ndefs ||
        w->decl - p->decls < p->scopes[0] || w->decl - p->decls >= p->ndecls)
        return 1;
    body = p->fs.defs[p->fs.ndefs - 1].body;
    for (i = body; i < p->t->n; i++) {
        const pp_token *u = &p->t->v[i];
        if (u->kind == PP_TOK_EOF)
            return 1;
        depth += pp_tok_is(u, "{") - pp_tok_is(u, "}");
        if (depth == 0)
            break;
        if (i >= from && i < to)
            continue;
        if (u->kind == PP_TOK_IDENT && (size_t)u->len == strlen(w->name) && !memcmp(u->text, w->name, (size_t)u->len) &&
            !(u->loc.line == w->decl->loc.line && u->loc.col == w->decl->loc.col && u->loc.file == w->decl->loc.file))
            return 1;
    }
    return 0;
}

/* One pass over the region at pragma token "pt": 0, -1 after an error, or
 * (first pass) 1 when it writes scalars declared outside it (p->wr). */
static int par_region_pass(parser *p, pp_token *pt, int scop)
{
    par_region pr;
    pp_region r;
    pp_tokens ct;
    pp_token *last;
    int i, from = p->pos;
    memset(&pr, 0, sizeof(pr));
    memset(&r, 0, sizeof(r));
    pr.r = &r;
    p->pr = &pr;
    p->fs.region_fn = p->fs.ndefs ? p->fs.defs[p->fs.ndefs - 1].name : NULL;
    r.scop = scop;
    r.pragma = pt->loc;
    r.begin_offset = pt->loc.offset >= 0 ? par_line_start(p, pt->loc.offset) : -1;
    par_next(p);
    if (!scop) {
        if (par_pragma_tokens(p, pt, &ct) || par_clauses(p, &ct, &r))
            goto fail;
    }
    for (i = 0; p->second && i < p->nwr; i++)
        if (!p->wr[i].host) {
            const pp_token *at = pt;
            int k = par_add_local(p, p->wr[i].name, p->wr[i].decl->type, at);
            if (k < 0)
                goto fail;
            r.locals[k].loc = p->wr[i].loc;
            r.locals[k].outer = 1;
        }
    if (!scop) {
        if (!par_is(p, "for") && !par_is(p, "{")) {
            pp_error(p->d, pt->loc, "'#pragma bbmm' must be followed by a for loop or a block holding loops, not '%s'",
                     par_spell(p, par_tok(p)));
            goto fail;
        }
        r.root = par_stmt(p);
        if (!r.root)
            goto fail;
        last = par_peek(p, -1);
    } else {
        r.root = par_block_items(p, pt, 1);
        if (!r.root)
            goto fail;
        last = par_tok(p);
        r.end = last->loc;
        par_next(p);
    }
    for (i = 0; i < r.narrays; i++)
        if (r.arrays[i].from_clause && !r.arrays[i].elem_type) {
            pp_error(p->d, r.arrays[i].decl, "array(%s) names an array the region does not use", r.arrays[i].name);
            goto fail;
        }
    if (!scop)
        r.end = last->loc;
    r.source = r.root;
    r.end_offset = last->loc.offset >= 0 ? last->loc.offset + (last->kind == PP_TOK_PRAGMA ? 0 : last->len) : -1;
    if (last->kind == PP_TOK_PRAGMA && last->loc.offset >= 0) {
        long o = last->loc.offset;
        while ((size_t)o < p->rawlen && p->raw[o] != '\n')
            o++;
        r.end_offset = o;
    }
    if (pr.reparse && !pr.failed && !p->oom) {
        p->pr = NULL;
        p->fs.region_fn = NULL;
        return 1;
    }
    for (i = 0; i < r.nlocals; i++)
        if (r.locals[i].outer)
            r.locals[i].live_out = par_live_after(p, par_find_written(p, r.locals[i].name), from, p->pos);
    if (pr.failed || p->oom || par_finish_names(p) || pr.failed)
        goto fail;
    if (!r.name)
        par_default_name(p, &r);
    r.func = p->fs.region_fn;
    if (pp_vec_push(p->a, &p->m->regions, &p->m->nregions, &p->cap_regions, sizeof(r), &r))
        p->oom = 1;
    p->pr = NULL;
    p->fs.region_fn = NULL;
    return 0;
fail:
    p->pr = NULL;
    p->fs.region_fn = NULL;
    return -1;
}

/* Parse the region at pragma token "pt" (the current token).  A region
 * that writes scalars declared outside it is parsed twice: the first pass
 * finds them and how they are written (par_classify()), the second makes
 * each either host-evaluated or a local of the region (see pp_scalar). */
static int par_region_parse(parser *p, pp_token *pt, int scop)
{
    int start = p->pos, errors = p->d->errors, warnings = p->d->warnings, rc;
    size_t len = p->d->len;
    p->nwr = 0;
    p->second = 0;
    rc = par_region_pass(p, pt, scop);
    if (rc != 1)
        return rc;
    p->d->errors = errors;
    p->d->warnings = warnings;
    p->d->len = len;
    if (p->d->text)
        p->d->text[len] = '\0';
    p->pos = start;
    par_classify(p);
    p->second = 1;
    rc = par_region_pass(p, pt, scop);
    p->second = 0;
    p->nwr = 0;
    return rc ? -1 : 0;
}

static int par_pragma_kind(const pp_token *t);

/* Skip one statement from the current token (for recovery); below
 * PAR_MAX_NEST nested statements, up to the next ";" or "}". */
static void par_skip_stmt(parser *p)
{
    pp_token *t = par_tok(p);
    if ((pp_tok_is(t, "for") || pp_tok_is(t, "while") || pp_tok_is(t, "if") || pp_tok_is(t, "switch")) &&
        !par_enter(p, t, 0)) {
        int is_if = pp_tok_is(t, "if");
        par_next(p);
        if (par_is(p, "("))
            par_skip_group(p);
        par_skip_stmt(p);
        if (is_if && par_accept(p, "else"))
            par_skip_stmt(p);
        p->nest--;
        return;
    }
    if (pp_tok_is(t, "{")) {
        par_skip_group(p);
        return;
    }
    while (par_tok(p)->kind != PP_TOK_EOF && !par_is(p, ";") && !par_is(p, "}")) {
        if (par_is(p, "(") || par_is(p, "[") || par_is(p, "{"))
            par_skip_group(p);
        else
            par_next(p);
    }
    par_accept(p, ";");
}

/* Skip the region that starts at token index "start" (its pragma) after
 * an error in it: the statement after a "#pragma bbmm", or up to
 * "#pragma endscop". */
static void par_recover(parser *p, int start, int scop)
{
    p->pos = start + 1;
    if (!scop) {
        if (par_tok(p)->kind != PP_TOK_PRAGMA)
            par_skip_stmt(p);
        return;
    }
    while (par_tok(p)->kind != PP_TOK_EOF) {
        pp_token *t = par_tok(p);
        par_next(p);
        if (t->kind == PP_TOK_PRAGMA && par_pragma_kind(t) == 3)
            return;
    }
}

/* Check the statement of a data scope from the current token (for, while,
 * do, if, switch, a block or a simple statement), "loops" loops or switches
 * deep inside it: a return or goto, or a break or continue not inside a
 * loop of its own, would leave the scope without its end.  0, or -1 after
 * an error. */
static int par_scope_stmt(parser *p, int loops)
{
    pp_token *t = par_tok(p);
    int rc = 0;
    if (t->kind == PP_TOK_EOF)
        return 0;
    if (par_enter(p, t, 0))
        return -1;
    if (pp_tok_is(t, "for") || pp_tok_is(t, "while") || pp_tok_is(t, "switch") || pp_tok_is(t, "if")) {
        int is_if = pp_tok_is(t, "if");
        par_next(p);
        if (par_is(p, "("))
            par_skip_group(p);
        rc = par_scope_stmt(p, loops + !is_if);
        if (!rc && is_if && par_accept(p, "else"))
            rc = par_scope_stmt(p, loops);
    } else if (pp_tok_is(t, "do")) {
        par_next(p);
        rc = par_scope_stmt(p, loops + 1);
        if (!rc && par_accept(p, "while")) {
            if (par_is(p, "("))
                par_skip_group(p);
            par_accept(p, ";");
        }
    } else if (pp_tok_is(t, "{")) {
        par_next(p);
        while (!rc && par_tok(p)->kind != PP_TOK_EOF && !par_is(p, "}"))
            rc = par_scope_stmt(p, loops);
        par_accept(p, "}");
    } else if (t->kind == PP_TOK_PRAGMA) {
        par_next(p);
    } else {
        while (!rc && par_tok(p)->kind != PP_TOK_EOF && !par_is(p, ";") && !par_is(p, "}")) {
            pp_token *u = par_tok(p);
            pp_leave main_return; /* main's return: the scopes end first (leave.c) */
            if ((pp_tok_is(u, "return") && !pp_leave_return(p->t, p->fs.defs, p->fs.ndefs, p->pos, &main_return)) ||
                pp_tok_is(u, "goto") || (!loops && (pp_tok_is(u, "break") || pp_tok_is(u, "continue")))) {
                par_error_at(p, u, "'%s' inside a bbmm data scope would leave it without writing its arrays back",
                             par_spell(p, u));
                rc = -1;
            } else if (par_is(p, "(") || par_is(p, "[") || par_is(p, "{")) {
                par_skip_group(p);
            } else {
                par_next(p);
            }
        }
        par_accept(p, ";");
    }
    p->nest--;
    return rc;
}

/* Parse the data directive at pragma token "pt" (the current token), whose
 * words are "toks" ("bbmm" then "data" or "update"), into the model; the
 * statement of a data scope stays to be read (its regions are parsed as
 * usual), only its extent is found here.  0 or -1. */
static int par_directive(parser *p, pp_token *pt, pp_tokens *toks)
{
    pp_tokens *save_t = p->t;
    int save_pos = p->pos, rc = 0, data = pp_tok_is(&toks->v[1], "data");
    pp_directive dir;
    memset(&dir, 0, sizeof(dir));
    dir.loc = pt->loc;
    dir.begin_offset = pt->loc.offset >= 0 ? par_line_start(p, pt->loc.offset) : -1;
    dir.line_end = pt->loc.offset;
    while (dir.line_end >= 0 && (size_t)dir.line_end < p->rawlen && p->raw[dir.line_end] != '\n')
        dir.line_end++;
    p->t = toks;
    p->pos = 2;
    do {
        int cap = 0, cap2 = 0;
        dir.kind = PP_DIR_DATA;
        dir.nnames = 0;
        dir.names = NULL;
        dir.name_locs = NULL;
        if (!data) {
            if (par_accept(p, "host"))
                dir.kind = PP_DIR_UPDATE_HOST;
            else if (par_accept(p, "device"))
                dir.kind = PP_DIR_UPDATE_DEVICE;
            else {
                rc = par_expected(p, "'host(...)' or 'device(...)'");
                break;
            }
        }
        if (par_accept(p, "(")) {
            if (par_is(p, ")"))
                rc = par_expected(p, "an array name");
            while (!rc && !par_is(p, ")")) {
                pp_token *a = par_tok(p);
                char *name;
                int n = dir.nnames;
                if (a->kind != PP_TOK_IDENT) {
                    rc = par_expected(p, "an array name");
                    break;
                }
                if (!par_lookup(p, a->text, (size_t)a->len)) {
                    par_error_at(p, a, "'%s' is not declared here", par_spell(p, a));
                    rc = -1;
                    break;
                }
                par_next(p);
                name = par_clause_path(p, a);
                if (!name) {
                    rc = -1;
                    break;
                }
                if (pp_vec_push(p->a, &dir.names, &dir.nnames, &cap, sizeof(name), &name) ||
                    pp_vec_push(p->a, &dir.name_locs, &n, &cap2, sizeof(pp_loc), &a->loc))
                    p->oom = 1;
                if (!par_accept(p, ",") && !par_is(p, ")"))
                    rc = par_expected(p, "',' or ')'");
            }
            if (!rc)
                par_accept(p, ")");
        } else if (!data) {
            rc = par_expected(p, "'(' and the arrays");
        }
        if (!rc && !data && !dir.nnames)
            rc = par_expected(p, "an array name");
        if (rc)
            break;
        if (!data && pp_vec_push(p->a, &p->m->dirs, &p->m->ndirs, &p->cap_dirs, sizeof(dir), &dir))
            p->oom = 1;
    } while (!data && par_tok(p)->kind != PP_TOK_EOF);
    if (!rc && par_tok(p)->kind != PP_TOK_EOF)
        rc = par_expected(p, data ? "'(' and the arrays, or the end of the line" : "'host(...)' or 'device(...)'");
    p->t = save_t;
    p->pos = save_pos;
    par_next(p);
    if (rc || !data)
        return rc;
    /* the scope's statement: its extent, and no way out of it but its end */
    {
        int at = p->pos;
        pp_token *last;
        if (par_tok(p)->kind == PP_TOK_EOF || par_is(p, "}") || par_is(p, "else")) {
            par_error_at(p, pt, "'#pragma bbmm data' must be followed by a statement%s", "");
            return -1;
        }
        rc = par_scope_stmt(p, 0);
        last = par_peek(p, -1);
        dir.stmt_end = last->loc.offset >= 0 ? last->loc.offset + last->len : -1;
        p->pos = at;
        if (rc)
            return rc;
    }
    if (pp_vec_push(p->a, &p->m->dirs, &p->m->ndirs, &p->cap_dirs, sizeof(dir), &dir))
        p->oom = 1;
    return 0;
}

/* Return 1 for "bbmm", 2 for "scop", 3 for "endscop" pragmas, else 0. */
static int par_pragma_kind(const pp_token *t)
{
    static const char *const w[] = {"bbmm", "scop", "endscop"};
    int k;
    for (k = 0; k < 3; k++) {
        size_t n = strlen(w[k]);
        if ((size_t)t->len >= n && !strncmp(t->text, w[k], n) &&
            ((size_t)t->len == n || isspace((unsigned char)t->text[n]) || t->text[n] == '('))
            return k + 1;
    }
    return 0;
}

/* ---- host accesses inside data scopes -------------------------------- */

/* What the host may do with one array a data scope keeps, in the order of
 * the text. */
typedef struct par_kept {
    const char *name;
    int dev_newer;      /* a region ran since the host copy was last current */
    int on_dev;         /* a region used it inside the scope */
    int host_newer;     /* the host wrote it since; its loc */
    pp_loc write;
    int reported;
} par_kept;

typedef struct par_hc {
    parser *p;
    par_kept *k;
    int nk;
    int rc;
} par_hc;

static par_kept *par_hc_find(par_hc *h, const char *s, int len)
{
    int i;
    for (i = 0; i < h->nk; i++)
        if ((int)strlen(h->k[i].name) == len && !strncmp(h->k[i].name, s, (size_t)len))
            return &h->k[i];
    return NULL;
}

/* A region (or a call of a function holding one) uses "k" at "t". */
static void par_hc_region(par_hc *h, par_kept *k, const pp_token *t)
{
    if (!k)
        return;
    if (k->host_newer && !k->reported++) {
        pp_error(h->p->d, k->write,
                 "host write to '%s' inside a bbmm data scope reaches the devices only after "
                 "'#pragma bbmm update device(%s)' (a region uses it at line %d)",
                 k->name, k->name, t->loc.line);
        h->rc = -1;
    }
    k->on_dev = k->dev_newer = 1;
    k->host_newer = 0;
}

/* The host reads or writes "k" at token "t". */
static void par_hc_host(par_hc *h, par_kept *k, const pp_token *t, int write)
{
    if (k->dev_newer && !k->reported++) {
        pp_error(h->p->d, t->loc,
                 "host access to '%s' inside a bbmm data scope: the devices may hold newer values; add "
                 "'#pragma bbmm update host(%s)' before it",
                 k->name, k->name);
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
        par_hc_region(h, par_hc_find(h, paths[i], (int)strlen(paths[i])), &h->p->t->v[a]);
    return n;
}

/* The events of tokens [from, to) of a data scope's statement, in order. */
static void par_hc_tokens(par_hc *h, int from, int to)
{
    parser *p = h->p;
    int i = from, r, d;
    while (i < to) {
        pp_token *t = &p->t->v[i];
        if (t->kind == PP_TOK_PRAGMA) {
            for (r = 0; r < p->m->nregions && p->m->regions[r].pragma.offset != t->loc.offset; r++)
                ;
            if (r < p->m->nregions) { /* a region: its arrays are used on the devices */
                const pp_region *g = &p->m->regions[r];
                int a;
                for (a = 0; a < g->narrays; a++)
                    par_hc_region(h, par_hc_find(h, pp_array_c(&g->arrays[a]), (int)strlen(pp_array_c(&g->arrays[a]))),
                                  t);
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
                    par_kept *k = par_hc_find(h, x->names[a], (int)strlen(x->names[a]));
                    if (!k)
                        continue;
                    k->dev_newer = 0;
                    if (x->kind == PP_DIR_UPDATE_DEVICE)
                        k->host_newer = 0;
                }
            }
            i++;
            continue;
        }
        if (t->kind == PP_TOK_IDENT && i + 1 < to && pp_tok_is(&p->t->v[i + 1], "(") &&
            (par_is_region_fn(p, t->text, t->len) || par_is_defined(p, t->text, t->len))) {
            /* a call: an array passed whole goes to a region, or to host code of this file */
            int region = par_is_region_fn(p, t->text, t->len), depth = 0, j, arg = 0, end, whole;
            for (j = i + 1; j < to; j++) {
                pp_token *u = &p->t->v[j];
                par_kept *k;
                if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
                    depth++;
                else if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")) {
                    if (--depth == 0)
                        break;
                } else if (depth == 1 && pp_tok_is(u, ",")) {
                    arg++;
                } else if (depth == 1 && region &&
                           (pp_tok_is(&p->t->v[j - 1], "(") || pp_tok_is(&p->t->v[j - 1], ",")) &&
                           par_hc_member_call(h, t, arg, j)) {
                    j += pp_tok_is(u, "&");
                    continue;
                } else if (depth == 1 && u->kind == PP_TOK_IDENT && (k = par_hc_find(h, u->text, u->len)) &&
                           (pp_tok_is(&p->t->v[j - 1], "(") || pp_tok_is(&p->t->v[j - 1], ",")) &&
                           (pp_tok_is(&p->t->v[j + 1], ")") || pp_tok_is(&p->t->v[j + 1], ","))) {
                    if (region && par_region_param(p, t->text, t->len, arg))
                        par_hc_region(h, k, u);
                    else
                        par_hc_host(h, k, u, 1);
                    continue;
                }
                if (u->kind == PP_TOK_IDENT && (k = par_hc_reach(h, j, to, &end, &whole)) != NULL)
                    par_hc_host(h, k, u, whole);
            }
            i = j + 1;
            continue;
        }
        if (t->kind == PP_TOK_IDENT && !(i > from && pp_tok_is(&p->t->v[i - 1], "sizeof"))) {
            int j, whole;
            par_kept *k = par_hc_reach(h, i, to, &j, &whole);
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
        if (loop)
            par_hc_stmt(h, start, to, depth + 1);
        if (!loop && end < to && pp_tok_is(&p->t->v[end], "else"))
            end = par_hc_stmt(h, end + 1, to, depth + 1);
        return end;
    }
    if (pp_tok_is(t, "do")) {
        int end = par_hc_stmt(h, i + 1, to, depth + 1);
        par_hc_stmt(h, i + 1, to, depth + 1);
        for (j = end; j < to && !pp_tok_is(&p->t->v[j], ";"); j++)
            ;
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

/* Add to the arrays "h" keeps (capacity "*cap") the member arrays that
 * the regions of function "fn" use through the argument at token "a"
 * (position "pos") of a call. */
static void par_hc_keep_members(parser *p, par_hc *h, int *cap, const pp_token *fn, int pos, int a)
{
    char *paths[16];
    int n = par_hc_member_args(p, fn, pos, a, paths, 16), i;
    for (i = 0; i < n; i++)
        if (!par_hc_find(h, paths[i], (int)strlen(paths[i]))) {
            par_kept k = {paths[i], 0, 0, 0, {0}, 0};
            if (pp_vec_push(p->a, &h->k, &h->nk, cap, sizeof(k), &k))
                p->oom = 1;
        }
}

/* Diagnose the host accesses of every data scope that lack an update
 * (README, "Data scopes"): the arrays it names, or those its regions and
 * the region functions it calls use.  0 or -1. */
static int par_host_accesses(parser *p)
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
        for (from = 0; from < p->t->n && !(p->t->v[from].loc.offset > x->line_end &&
                                           par_same_file(p->t->v[from].loc.file, x->loc.file));
             from++)
            ;
        for (to = from; to < p->t->n && p->t->v[to].kind != PP_TOK_EOF &&
                        !(p->t->v[to].loc.offset >= x->stmt_end && par_same_file(p->t->v[to].loc.file, x->loc.file));
             to++)
            ;
        for (i = 0; i < x->nnames; i++) {
            par_kept k = {x->names[i], 0, 0, 0, {0}, 0};
            if (pp_vec_push(p->a, &h.k, &h.nk, &cap, sizeof(k), &k))
                p->oom = 1;
        }
        for (r = 0; !x->nnames && r < p->m->nregions; r++) { /* every array of its regions */
            const pp_region *g = &p->m->regions[r];
            if (g->begin_offset < x->line_end || g->end_offset > x->stmt_end)
                continue;
            for (i = 0; i < g->narrays; i++)
                if (!par_hc_find(&h, pp_array_c(&g->arrays[i]), (int)strlen(pp_array_c(&g->arrays[i])))) {
                    par_kept k = {pp_array_c(&g->arrays[i]), 0, 0, 0, {0}, 0};
                    if (pp_vec_push(p->a, &h.k, &h.nk, &cap, sizeof(k), &k))
                        p->oom = 1;
                }
        }
        for (i = from; !x->nnames && i + 1 < to; i++) { /* and the arrays it passes to region functions */
            pp_token *t = &p->t->v[i];
            int j, dep = 0, arg = 0;
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
                if (dep == 1 && u->kind == PP_TOK_IDENT &&
                    (pp_tok_is(&p->t->v[j - 1], "(") || pp_tok_is(&p->t->v[j - 1], ",")) &&
                    (pp_tok_is(&p->t->v[j + 1], ")") || pp_tok_is(&p->t->v[j + 1], ",")) &&
                    !par_hc_find(&h, u->text, u->len) && par_region_param(p, t->text, t->len, arg)) {
                    par_kept k = {par_text(p, u), 0, 0, 0, {0}, 0};
                    if (k.name && pp_vec_push(p->a, &h.k, &h.nk, &cap, sizeof(k), &k))
                        p->oom = 1;
                }
            }
        }
        par_hc_stmt(&h, from, to, 0);
        if (h.rc)
            rc = -1;
    }
    return rc;
}

/* Nonzero when "#pragma bbmm" token "t" is a data directive ("bbmm data",
 * "bbmm update"); its words into "toks". */
static int par_is_directive(parser *p, const pp_token *t, pp_tokens *toks)
{
    return !par_pragma_tokens(p, t, toks) && toks->n >= 2 &&
           (pp_tok_is(&toks->v[1], "data") || pp_tok_is(&toks->v[1], "update"));
}

int pp_parse(pp_model *m, pp_tokens *toks, const char *raw, size_t rawlen, pp_diag *d)
{
    pp_tokens dt;
    parser p;
    int rc = 0;
    memset(&p, 0, sizeof(p));
    p.m = m;
    p.a = m->arena;
    p.d = d;
    p.t = toks;
    p.raw = raw;
    p.rawlen = rawlen;
    p.fs.m = m;
    p.fs.t = toks;
    p.fs.d = d;
    p.fs.lookup = par_file_lookup;
    p.fs.user = &p;
    while (par_tok(&p)->kind != PP_TOK_EOF && !p.oom) {
        pp_token *t = par_tok(&p);
        int kind;
        if (t->kind == PP_TOK_PRAGMA) {
            kind = par_pragma_kind(t);
            if (!kind) {
                par_next(&p);
            } else if (kind == 3) {
                pp_error(d, t->loc, "'#pragma endscop' without '#pragma scop'");
                rc = -1;
                par_next(&p);
            } else if (!p.nscopes) {
                pp_error(d, t->loc, "'#pragma %s' outside a function", kind == 1 ? "bbmm" : "scop");
                rc = -1;
                par_next(&p);
            } else if (kind == 1 && par_is_directive(&p, t, &dt)) {
                if (par_directive(&p, t, &dt))
                    rc = -1;
            } else {
                int start = p.pos;
                if (par_region_parse(&p, t, kind == 2)) {
                    rc = -1;
                    par_recover(&p, start, kind == 2);
                }
            }
        } else if (pp_tok_is(t, "{")) {
            int i;
            if (pp_vec_push(p.a, &p.scopes, &p.nscopes, &p.cap_scopes, sizeof(int), &p.ndecls))
                p.oom = 1;
            if (p.have_params)
                for (i = 0; i < p.nparams; i++)
                    if (pp_vec_push(p.a, &p.decls, &p.ndecls, &p.cap_decls, sizeof(pp_decl), &p.params[i]))
                        p.oom = 1;
            p.have_params = 0;
            par_next(&p);
        } else if (pp_tok_is(t, "}")) {
            if (p.nscopes)
                p.ndecls = p.scopes[--p.nscopes];
            par_next(&p);
        } else if (par_starts_decl(&p, t)) {
            int before = p.pos;
            par_skim_declaration(&p);
            if (p.pos == before)
                par_next(&p);
        } else if (pp_tok_is(t, "for") && pp_tok_is(par_peek(&p, 1), "(")) {
            par_next(&p);
            par_next(&p);
            if (par_starts_decl(&p, par_tok(&p)))
                par_skim_declaration(&p);
        } else {
            par_next(&p);
        }
    }
    if (!rc && !p.oom && m->ndirs && par_host_accesses(&p))
        rc = -1;
    if (!rc && !p.oom && pp_leave_sites(m, toks, p.fs.defs, p.fs.ndefs))
        p.oom = 1;
    if (!rc && !p.oom && !m->no_auto_data && pp_auto_scopes(m, toks, p.fs.defs, p.fs.ndefs, p.shapes, p.nshapes))
        p.oom = 1;
    if (p.oom) {
        pp_error(d, (pp_loc){m->input, 0, 0, -1}, "out of memory");
        rc = -1;
    }
    return rc;
}
