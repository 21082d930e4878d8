/* pragma-tool/parse_enum.c - enumerations.  The parser reads the body of
 * every enum definition it meets (par_specifiers()) and computes the
 * value and type of each constant, and the type the enumeration stands
 * for, as GCC and Clang give them on x86-64 (C11 6.7.2.2p4 leaves that
 * type to the implementation): unsigned int when no constant is negative
 * and all fit, int when one is negative and all fit, else the 64-bit type
 * of that signedness; a constant has type int when its value fits, else
 * the enumeration's type.  Declarations of an enumerated type then carry
 * the words of that type ("unsigned int"), so that the model, its
 * conversions and the kernels compute what C computes; a constant is a
 * declaration of its own (pp_decl.enumerator, scoped like a variable)
 * that regions (par_enum_value()) and the functions kernels call (func.c)
 * read as its value.  Where bbmm-pp cannot compute a value (the size of
 * an object or a struct, a cast to a type it does not see through) or an
 * attribute packs the enumeration, its type stays "enum TAG", whose values
 * regions refuse, and a constant of unknown value is a parameter of the
 * region, passed from the host.  (GCC's -fshort-enums, which packs every
 * enumeration, does not show in the source: bbmm-pp assumes it is off.)
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "parser.h"

/* ---- values ------------------------------------------------------------ */

/* A value of an integer constant expression: "v" holds it as type "t"
 * does (an unsigned one as its bits, which may read negative for a 64-bit
 * type); "known" clear when bbmm-pp cannot compute it. */
typedef struct en_val {
    int known;
    pp_ctype t;
    long long v;
} en_val;

/* The expression being computed: tokens "pos" .. "end" - 1 of the parser's
 * tokens; "bad" set at the first construct bbmm-pp does not compute. */
typedef struct en_cx {
    parser *p;
    int pos, end;
    int bad;
    int nest;
} en_cx;

static const en_val en_unknown = {0, PP_CT_INT, 0};

/* Return "v" as type "t" holds it (the value modulo 2^bits, read signed
 * for a signed type: GCC's conversions). */
static long long en_wrap(long long v, pp_ctype t)
{
    int bits = pp_ctype_bits(t);
    unsigned long long u = (unsigned long long)v, mask, sign;
    if (t == PP_CT_BOOL)
        return v != 0;
    if (bits >= 64 || bits <= 0)
        return v;
    mask = (1ULL << bits) - 1;
    u &= mask;
    if (pp_ctype_is_unsigned(t))
        return (long long)u;
    sign = 1ULL << (bits - 1);
    return (long long)(u ^ sign) - (long long)sign;
}

/* Return "x" converted to type "t". */
static en_val en_conv(en_val x, pp_ctype t)
{
    x.v = en_wrap(x.v, t);
    x.t = t;
    return x;
}

/* Nonzero when "x" is negative (as the mathematical value of its type). */
static int en_neg(en_val x)
{
    return !pp_ctype_is_unsigned(x.t) && x.v < 0;
}

/* Nonzero when the value of "x" fits type "t" unchanged. */
static int en_fits(en_val x, pp_ctype t)
{
    if (en_neg(x) && pp_ctype_is_unsigned(t))
        return 0;
    if (!en_neg(x) && pp_ctype_bits(x.t) == 64 && pp_ctype_is_unsigned(x.t) && x.v < 0)
        return pp_ctype_bits(t) == 64 && pp_ctype_is_unsigned(t);
    return en_wrap(x.v, t) == x.v;
}

/* A signed result "v" of type "t" (int or wider) computed without 64-bit
 * overflow ("over" clear): known when it fits "t" (signed overflow is
 * undefined, so GCC computes no value either). */
static en_val en_signed(long long v, int over, pp_ctype t)
{
    en_val r = {1, t, v};
    if (over || en_wrap(v, t) != v)
        return en_unknown;
    return r;
}

/* Apply binary operator "op" to "a" and "b" (both known). */
static en_val en_binary(const char *op, en_val a, en_val b)
{
    en_val r = {1, PP_CT_INT, 0};
    pp_ctype t;
    int uns;
    unsigned long long ua, ub;
    if (!strcmp(op, "<<") || !strcmp(op, ">>")) {
        long long n = b.v;
        t = pp_ctype_promote(a.t);
        a = en_conv(a, t);
        if (en_neg(b) || (pp_ctype_is_unsigned(b.t) && b.v < 0) || n >= pp_ctype_bits(t))
            return en_unknown;
        ua = (unsigned long long)a.v;
        if (op[0] == '>') {
            r.v = pp_ctype_is_unsigned(t) ? (long long)(ua >> n) : a.v >> n;
        } else if (pp_ctype_is_unsigned(t)) {
            r.v = (long long)(ua << n);
        } else {
            if (a.v < 0 || (n && (a.v >> (pp_ctype_bits(t) - 1 - n)) != 0))
                return en_unknown;
            r.v = (long long)(ua << n);
        }
        return en_conv((en_val){1, t, r.v}, t);
    }
    if (!strcmp(op, "&&") || !strcmp(op, "||")) {
        r.v = op[0] == '&' ? (a.v && b.v) : (a.v || b.v);
        return r;
    }
    t = pp_ctype_usual(a.t, b.t);
    if (t == PP_CT_NONE)
        return en_unknown;
    a = en_conv(a, t);
    b = en_conv(b, t);
    uns = pp_ctype_is_unsigned(t);
    ua = (unsigned long long)a.v;
    ub = (unsigned long long)b.v;
    if (!strcmp(op, "<") || !strcmp(op, ">") || !strcmp(op, "<=") || !strcmp(op, ">=") || !strcmp(op, "==") ||
        !strcmp(op, "!=")) {
        int lt = uns ? ua < ub : a.v < b.v, eq = a.v == b.v;
        r.v = !strcmp(op, "<")    ? lt
              : !strcmp(op, ">")  ? !lt && !eq
              : !strcmp(op, "<=") ? lt || eq
              : !strcmp(op, ">=") ? !lt
              : !strcmp(op, "==") ? eq
                                  : !eq;
        return r;
    }
    r.t = t;
    if (!strcmp(op, "&") || !strcmp(op, "|") || !strcmp(op, "^")) {
        r.v = (long long)(op[0] == '&' ? ua & ub : op[0] == '|' ? ua | ub : ua ^ ub);
        return en_conv(r, t);
    }
    if ((op[0] == '/' || op[0] == '%') && !b.v)
        return en_unknown;
    if (uns) {
        r.v = (long long)(op[0] == '+'   ? ua + ub
                          : op[0] == '-' ? ua - ub
                          : op[0] == '*' ? ua * ub
                          : op[0] == '/' ? ua / ub
                                         : ua % ub);
        return en_conv(r, t);
    }
    if (op[0] == '+' || op[0] == '-' || op[0] == '*') {
        int over = op[0] == '+'   ? __builtin_add_overflow(a.v, b.v, &r.v)
                   : op[0] == '-' ? __builtin_sub_overflow(a.v, b.v, &r.v)
                                  : __builtin_mul_overflow(a.v, b.v, &r.v);
        return en_signed(r.v, over, t);
    }
    if (b.v == -1 && a.v == LLONG_MIN)
        return en_unknown;
    return en_signed(op[0] == '/' ? a.v / b.v : a.v % b.v, 0, t);
}

static en_val en_cond(en_cx *x);
static en_val en_unary(en_cx *x);

/* The current token of "x" (NULL at the end of the expression). */
static const pp_token *en_tok(en_cx *x)
{
    return x->pos < x->end ? &x->p->t->v[x->pos] : NULL;
}

/* Nonzero when the current token of "x" is "s". */
static int en_is(en_cx *x, const char *s)
{
    const pp_token *t = en_tok(x);
    return t && pp_tok_is(t, s);
}

/* Give up on the expression: a construct bbmm-pp does not compute. */
static en_val en_bad(en_cx *x)
{
    x->bad = 1;
    return en_unknown;
}

/* The value of the integer constant "t" (decimal, octal, hexadecimal,
 * suffixes u, l, ll): its type by spelling and value (C11 6.4.4.1). */
static en_val en_number(const pp_token *t)
{
    char buf[64], *end;
    en_val r = {1, PP_CT_INT, 0};
    unsigned long long u;
    int i;
    if (t->len <= 0 || (size_t)t->len >= sizeof(buf))
        return en_unknown;
    memcpy(buf, t->text, (size_t)t->len);
    buf[t->len] = 0;
    if (buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B'))
        return en_unknown;
    for (i = 0; buf[i]; i++)
        if (buf[i] == '.' || buf[i] == '\'' || ((buf[i] == 'e' || buf[i] == 'E' || buf[i] == 'p' || buf[i] == 'P') &&
                                                !(buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X'))))
            return en_unknown;
    u = strtoull(buf, &end, 0);
    for (i = 0; end[i]; i++)
        if (!strchr("uUlL", end[i]))
            return en_unknown;
    r.t = pp_ctype_int_const(buf);
    if (r.t == PP_CT_NONE)
        return en_unknown;
    r.v = (long long)u;
    return r;
}

/* The value of the character constant "t": a plain one ('a', '\n',
 * '\x41', '\101'), of type int, the value of a char (C11 6.4.4.4p10). */
static en_val en_char(const pp_token *t)
{
    const char *s = t->text, *e = t->text + t->len - 1;
    en_val r = {1, PP_CT_INT, 0};
    unsigned long c;
    if (t->len < 3 || s[0] != '\'' || *e != '\'')
        return en_unknown;
    s++;
    if (*s != '\\') {
        c = (unsigned char)*s++;
    } else {
        static const char esc[] = "n\nt\tr\rb\bf\fv\va\a\\\\''\"\"??";
        const char *k;
        s++;
        if (*s == 'x') {
            char *q;
            c = strtoul(s + 1, &q, 16);
            if (q == s + 1 || c > 0xff)
                return en_unknown;
            s = q;
        } else if (*s >= '0' && *s <= '7') {
            int n = 0;
            c = 0;
            while (n < 3 && *s >= '0' && *s <= '7') {
                c = c * 8 + (unsigned long)(*s++ - '0');
                n++;
            }
            if (c > 0xff)
                return en_unknown;
        } else {
            for (k = esc; *k && *k != *s; k += 2)
                ;
            if (!*k)
                return en_unknown;
            c = (unsigned char)k[1];
            s++;
        }
    }
    if (s != e)
        return en_unknown; /* several characters */
    r.v = CHAR_MIN < 0 && c >= 0x80 ? (long long)c - 0x100 : (long long)c;
    return r;
}

/* The arithmetic type named in parentheses at the "(" of "x" (type
 * words, "float", "double", typedef names of them), moving past the ")";
 * PP_CT_NONE (and "x" bad) for any other. */
static pp_ctype en_type_name(en_cx *x)
{
    static const char *const fp[] = {"float", "double", NULL};
    parser *p = x->p;
    pp_str w = {0};
    pp_ctype t;
    x->pos++;
    while (en_tok(x) && !en_is(x, ")")) {
        const pp_token *tk = en_tok(x);
        const pp_decl *dcl;
        if (par_in(tk, par_int_words) || par_in(tk, fp) || pp_tok_is(tk, "const") || pp_tok_is(tk, "volatile")) {
            pp_str_add(&w, w.len ? " " : "");
            pp_str_addn(&w, tk->text, (size_t)tk->len);
        } else if (tk->kind == PP_TOK_IDENT && (dcl = par_lookup(p, tk->text, (size_t)tk->len)) && dcl->is_typedef &&
                   !dcl->ndim && !dcl->opaque) {
            pp_str_add(&w, w.len ? " " : "");
            pp_str_add(&w, dcl->type);
        } else {
            break;
        }
        x->pos++;
    }
    t = en_is(x, ")") && !w.oom ? pp_ctype_from_words(pp_str_get(&w)) : PP_CT_NONE;
    pp_str_free(&w);
    if (t == PP_CT_NONE)
        x->bad = 1;
    x->pos++;
    return t;
}

/* A primary or unary expression. */
static en_val en_unary(en_cx *x)
{
    parser *p = x->p;
    const pp_token *t = en_tok(x);
    en_val v;
    if (!t || x->bad || ++x->nest > PAR_MAX_NEST)
        return en_bad(x);
    if (pp_tok_is(t, "-") || pp_tok_is(t, "+") || pp_tok_is(t, "~") || pp_tok_is(t, "!")) {
        x->pos++;
        v = en_unary(x);
        if (v.known && pp_tok_is(t, "!")) {
            v.v = !v.v;
            v.t = PP_CT_INT;
        } else if (v.known) {
            pp_ctype pt = pp_ctype_promote(v.t);
            v = en_conv(v, pt);
            if (pp_tok_is(t, "~"))
                v = en_conv((en_val){1, pt, ~v.v}, pt);
            else if (pp_tok_is(t, "-") && pp_ctype_is_unsigned(pt))
                v = en_conv((en_val){1, pt, (long long)(0ULL - (unsigned long long)v.v)}, pt);
            else if (pp_tok_is(t, "-"))
                v = v.v == LLONG_MIN ? en_unknown : en_signed(-v.v, 0, pt);
        }
    } else if (pp_tok_is(t, "(") && x->pos + 1 < x->end && par_starts_decl(p, &p->t->v[x->pos + 1])) {
        /* a cast to an integer type */
        pp_ctype ct = en_type_name(x);
        if (!pp_ctype_is_int(ct))
            return en_bad(x);
        v = en_unary(x);
        if (v.known)
            v = en_conv(v, ct);
    } else if (pp_tok_is(t, "sizeof") && x->pos + 2 < x->end && pp_tok_is(&p->t->v[x->pos + 1], "(") &&
               par_starts_decl(p, &p->t->v[x->pos + 2])) {
        /* the size of an arithmetic type */
        pp_ctype st;
        x->pos++;
        st = en_type_name(x);
        if (st == PP_CT_NONE)
            return en_bad(x);
        v = (en_val){1, PP_CT_ULONG, pp_ctype_bits(st) / 8};
    } else if (pp_tok_is(t, "(")) {
        x->pos++;
        v = en_cond(x);
        if (!en_is(x, ")"))
            v = en_bad(x);
        x->pos++;
    } else if (t->kind == PP_TOK_NUMBER) {
        v = en_number(t);
        x->pos++;
    } else if (t->kind == PP_TOK_CHAR) {
        v = en_char(t);
        x->pos++;
    } else if (t->kind == PP_TOK_IDENT) {
        const pp_decl *dcl = par_lookup(p, t->text, (size_t)t->len);
        if (!dcl || !dcl->enumerator || !dcl->known)
            return en_bad(x);
        v = (en_val){1, pp_ctype_from_words(dcl->type), dcl->value};
        x->pos++;
    } else {
        return en_bad(x);
    }
    x->nest--;
    if (!v.known)
        x->bad = 1;
    return v;
}

/* Binary operators of precedence at least "min" (par_binop()). */
static en_val en_binops(en_cx *x, int min)
{
    parser *p = x->p;
    en_val a = en_unary(x);
    for (;;) {
        const char *op;
        int prec, save = p->pos;
        en_val b;
        if (x->bad || !en_tok(x))
            return a;
        p->pos = x->pos;
        op = par_binop(p, &prec);
        p->pos = save;
        if (!op || prec < min)
            return a;
        x->pos++;
        b = en_binops(x, prec + 1);
        if (x->bad)
            return en_unknown;
        a = en_binary(op, a, b);
        if (!a.known)
            return en_bad(x);
    }
}

/* A conditional expression. */
static en_val en_cond(en_cx *x)
{
    en_val c = en_binops(x, 0), a, b;
    pp_ctype t;
    if (x->bad || !en_is(x, "?"))
        return c;
    if (++x->nest > PAR_MAX_NEST)
        return en_bad(x);
    x->pos++;
    a = en_cond(x);
    if (!en_is(x, ":"))
        return en_bad(x);
    x->pos++;
    b = en_cond(x);
    x->nest--;
    if (x->bad)
        return en_unknown;
    t = pp_ctype_usual(pp_ctype_promote(a.t), pp_ctype_promote(b.t));
    return en_conv(c.v ? a : b, t);
}

/* ---- enum specifiers ---------------------------------------------------- */

/* Nonzero when the attribute at the current token ("__attribute__
 * ((...))") packs the enumeration; moves past it. */
static int en_attr_packed(parser *p)
{
    int packed = 0, from, i;
    par_next(p);
    if (!par_is(p, "("))
        return 0;
    from = p->pos;
    par_skip_group(p);
    for (i = from; i < p->pos; i++)
        packed |= pp_tok_is(&p->t->v[i], "packed") || pp_tok_is(&p->t->v[i], "__packed__");
    return packed;
}

/* Skip attributes at the current token; nonzero when one packs. */
int par_enum_attrs(parser *p)
{
    static const char *const attrs[] = {"__attribute__", "__attribute", NULL};
    int packed = 0;
    while (par_in(par_tok(p), attrs))
        packed |= en_attr_packed(p);
    return packed;
}

/* Add the constant named by token "name", of value "v", to the visible
 * declarations; return its index in p->decls, or -1. */
static int en_add(parser *p, const pp_token *name, en_val v)
{
    pp_decl x;
    memset(&x, 0, sizeof(x));
    x.name = par_text(p, name);
    x.type = pp_ctype_c(v.known && !en_fits(v, PP_CT_INT) ? v.t : PP_CT_INT);
    x.is_int = 1;
    x.enumerator = 1;
    x.known = v.known;
    x.value = v.known ? v.v : 0;
    x.loc = name->loc;
    if (!x.name || pp_vec_push(p->a, &p->decls, &p->ndecls, &p->cap_decls, sizeof(x), &x)) {
        p->oom = 1;
        return -1;
    }
    return p->ndecls - 1;
}

/* The type of an implicit constant of value "v" (the last one's plus 1),
 * that of the last one "last" unless it does not fit: as GCC continues. */
static pp_ctype en_next_type(en_val v, pp_ctype last)
{
    static const pp_ctype order[] = {PP_CT_INT, PP_CT_UINT, PP_CT_LONG, PP_CT_ULONG};
    int k;
    if (en_fits(v, last))
        return last;
    for (k = 0; k < 4; k++)
        if (en_fits(v, order[k]))
            return order[k];
    return PP_CT_NONE;
}

/* Record tag "tag" (NULL: none) as standing for type "words" (NULL:
 * unknown). */
static void en_tag(parser *p, const pp_token *tag, const char *words)
{
    par_enum_tag x;
    if (!tag)
        return;
    x.tag = par_text(p, tag);
    x.words = words;
    if (!x.tag || pp_vec_push(p->a, &p->etags, &p->netags, &p->cap_etags, sizeof(x), &x))
        p->oom = 1;
}

/* Parse the enumerator list at the current "{" (tag "tag"): record each
 * constant and return the words of the enumeration's type, or NULL when
 * bbmm-pp does not know it ("packed": an attribute before the body packs
 * it). */
static const char *en_body(parser *p, const pp_token *tag, int packed)
{
    int open = p->pos, close, first, i, known = 1, neg = 0, wide = 0;
    en_val last = {1, PP_CT_INT, -1};
    unsigned long long umax = 0;
    long long smin = 0, smax = 0;
    const char *words = NULL;
    pp_ctype ut;
    par_skip_group(p);
    close = p->pos - 1;
    first = p->ndecls;
    p->pos = open + 1;
    while (p->pos < close && !p->oom) {
        const pp_token *name = par_tok(p);
        en_val v;
        if (name->kind != PP_TOK_IDENT) {
            known = 0;
            break;
        }
        par_next(p);
        par_enum_attrs(p);
        if (par_accept(p, "=")) {
            en_cx x;
            memset(&x, 0, sizeof(x));
            x.p = p;
            x.pos = p->pos;
            while (p->pos < close && !par_is(p, ",")) {
                if (par_is(p, "(") || par_is(p, "[") || par_is(p, "{"))
                    par_skip_group(p);
                else
                    par_next(p);
            }
            x.end = p->pos;
            v = en_cond(&x);
            if (x.bad || x.pos != x.end)
                v = en_unknown;
        } else if (!last.known) {
            v = en_unknown;
        } else {
            long long n = 0;
            int over = pp_ctype_is_unsigned(last.t) && last.v < 0 ? (unsigned long long)last.v == ~0ULL
                                                                   : __builtin_add_overflow(last.v, 1, &n);
            v = en_unknown;
            if (pp_ctype_is_unsigned(last.t) && last.v < 0 && !over)
                v = (en_val){1, PP_CT_ULONG, (long long)((unsigned long long)last.v + 1)};
            else if (!over)
                v = (en_val){1, PP_CT_LLONG, n};
            if (v.known && (v.t = en_next_type(v, last.t)) == PP_CT_NONE)
                v = en_unknown;
        }
        if (v.known && en_fits(v, PP_CT_INT))
            v = en_conv(v, PP_CT_INT);
        else if (v.known)
            v = en_conv(v, pp_ctype_promote(v.t));
        if (en_add(p, name, v) < 0)
            return NULL;
        last = v;
        if (!v.known) {
            known = 0;
        } else if (en_neg(v)) {
            neg = 1;
            smin = v.v < smin ? v.v : smin;
        } else if (pp_ctype_is_unsigned(v.t) && v.v < 0) {
            wide = 1; /* above LLONG_MAX */
            umax = (unsigned long long)v.v > umax ? (unsigned long long)v.v : umax;
        } else {
            smax = v.v > smax ? v.v : smax;
            umax = (unsigned long long)v.v > umax ? (unsigned long long)v.v : umax;
        }
        if (!par_accept(p, ","))
            break;
    }
    p->pos = close + 1;
    packed |= par_enum_attrs(p);
    if (!known || packed || (neg && wide) || first == p->ndecls) {
        ut = PP_CT_NONE;
    } else if (!neg) {
        ut = umax <= UINT_MAX ? PP_CT_UINT : PP_CT_ULONG;
    } else {
        ut = smin >= INT_MIN && smax <= INT_MAX ? PP_CT_INT : PP_CT_LONG;
    }
    /* the constants whose values int does not hold have the enumeration's
     * type; without one, they are the region's parameters */
    for (i = first; i < p->ndecls; i++) {
        pp_decl *d = &p->decls[i];
        if (!strcmp(d->type, "int"))
            continue;
        d->type = ut != PP_CT_NONE ? pp_ctype_c(ut) : "int";
        d->known &= ut != PP_CT_NONE;
        d->value = d->known ? en_wrap(d->value, ut) : 0;
    }
    if (ut != PP_CT_NONE)
        words = pp_ctype_c(ut);
    en_tag(p, tag, words);
    return words;
}

const char *par_enum_spec(parser *p, const pp_token *tag, int packed)
{
    int i;
    if (par_is(p, "{"))
        return en_body(p, tag, packed);
    for (i = p->netags - 1; tag && i >= 0; i--)
        if (strlen(p->etags[i].tag) == (size_t)tag->len && !memcmp(p->etags[i].tag, tag->text, (size_t)tag->len))
            return p->etags[i].words;
    return NULL;
}

const char *par_enum_tag_type(void *user, const char *tag)
{
    parser *p = user;
    int i;
    for (i = p->netags - 1; i >= 0; i--)
        if (!strcmp(p->etags[i].tag, tag))
            return p->etags[i].words;
    return NULL;
}

/* ---- constants in regions ---------------------------------------------- */

/* A new integer constant spelled "text" at token "t". */
static pp_expr *en_int(parser *p, const pp_token *t, const char *text)
{
    return text ? par_made(p, PP_EXPR_INT, t, 0, text) : NULL;
}

/* "-(e)" in parentheses, at token "t". */
static pp_expr *en_minus(parser *p, const pp_token *t, pp_expr *e)
{
    pp_expr *u = e ? par_new_expr(p, PP_EXPR_UNARY, t, 1) : NULL;
    if (!u)
        return NULL;
    u->op = "-";
    u->args[0] = e;
    return u;
}

pp_expr *par_enum_value(parser *p, const pp_token *t, const pp_decl *dcl)
{
    pp_ctype ct = pp_ctype_from_words(dcl->type);
    const char *suffix = ct == PP_CT_UINT ? "U" : ct == PP_CT_LONG ? "L" : ct == PP_CT_ULONG ? "UL" : "";
    long long v = dcl->value;
    pp_expr *e, *paren;
    if (pp_ctype_is_unsigned(ct) || v >= 0)
        return en_int(p, t, pp_printf(p->a, "%llu%s", (unsigned long long)v, suffix));
    if (v == (ct == PP_CT_INT ? INT_MIN : LLONG_MIN)) {
        /* the magnitude has no constant of the type: -MAX - 1 */
        pp_expr *d = par_made(p, PP_EXPR_BINARY, t, 2, "-");
        if (!d)
            return NULL;
        d->args[0] = en_minus(p, t, en_int(p, t, pp_printf(p->a, "%lld%s", -(v + 1), suffix)));
        d->args[1] = en_int(p, t, "1");
        e = d->args[0] && d->args[1] ? d : NULL;
    } else {
        e = en_minus(p, t, en_int(p, t, pp_printf(p->a, "%lld%s", -v, suffix)));
    }
    paren = e ? par_new_expr(p, PP_EXPR_PAREN, t, 1) : NULL;
    if (!paren)
        return NULL;
    paren->args[0] = e;
    return paren;
}
