/* pragma-tool/parse_clauses.c - the clauses of "#pragma bbmm": the words
 * of a pragma, constant expressions, sizeof, the clause table.
 */
#include <ctype.h>
#include <string.h>

#include "parser.h"

/* ---- clauses ----------------------------------------------------------------- */

/* Lex the words of pragma token "pt" into "toks" with positions in the
 * user's file; return 0 or -1. */
int par_pragma_tokens(parser *p, const pp_token *pt, pp_tokens *toks)
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

/* Check the name at the current token of a clause expression (a macro, an
 * enumerator, or a variable or function declared where the pragma is) and
 * move past it and its postfix operators; set "*v" (known: an enumerator
 * whose value parse_enum.c computed).  Return 0 or -1 after an error. */
static int par_cx_name(par_cx *cx, par_cval *v)
{
    parser *p = cx->p;
    pp_token *t = par_tok(p);
    const pp_decl *dcl;
    int plain;
    par_next(p);
    plain = !par_is(p, "[") && !par_is(p, "(") && !par_is(p, ".") && !par_is(p, "->");
    v->known = 0;
    if (!pp_macro_defined(cx->outer, t->text, (size_t)t->len, cx->at)) {
        dcl = par_lookup(p, t->text, (size_t)t->len);
        if (dcl && dcl->enumerator && plain) {
            /* an enumeration constant: its value where it is known */
            v->known = dcl->known && !(pp_ctype_is_unsigned(pp_ctype_from_words(dcl->type)) && dcl->value < 0);
            v->v = dcl->value;
            return 0;
        }
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
char *par_clause_path(parser *p, const pp_token *a)
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
 * token index of its extent (-1: none), in the file's tokens where bit d
 * of "ext_file" is set, else in those being parsed. */
typedef struct par_sized {
    const char *words;
    const char *spelled;
    int opaque;
    int ndim;
    unsigned ptr;
    int ext_at[16];
    unsigned ext_file;
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
    s->ext_file = dcl->ext_file;
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
    rc = par_declarator_parse(p, &dc);
    par_declarator_rows(&dc, &sp);
    if (rc || dc.name || !par_is(p, ")")) {
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
        s->ext_file = p->t == p->fs.t ? ~0u : dc.ext_file;
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
        par_sized_decl(s, dcl); /* an enumeration constant too: its type */
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
        s->ext_file >>= 1;
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

/* Evaluate the array extent at token "at" (up to its "]") of the file's
 * tokens ("file") or of those being parsed into "*v". */
static int par_sz_extent(parser *p, int at, int file, par_cval *v)
{
    par_cx cx;
    pp_tokens *save_t = p->t;
    int save = p->pos, rc;
    if (file)
        p->t = (pp_tokens *)p->fs.t;
    cx.p = p;
    cx.outer = p->t;
    cx.at = at;
    cx.what = "array extent";
    cx.a_what = "an array extent";
    p->pos = at;
    rc = par_cx_check(&cx, "]", NULL, v);
    p->t = save_t;
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
    if (par_sz_extent(p, s->ext_at[d], s->ext_file >> d & 1u, &v) || par_sz_bytes(p, t, s, d + 1, &inner))
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
pp_expr *par_sizeof(parser *p)
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
int par_clauses(parser *p, pp_tokens *toks, pp_region *r)
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
