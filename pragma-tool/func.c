/* pragma-tool/func.c - the user's functions that kernel statements call.
 *
 * A call in a region resolves (pp_func_resolve) to a math function that
 * OpenCL C has under the same name, or to a function defined earlier in
 * the file.  Such a function is checked once, when it is first called: its
 * definition is parsed again from the preprocessed tokens (parse_decl.c notes
 * where each definition starts), every construct checked against what a
 * kernel can run (model.h, pp_func), and its OpenCL C text printed on the
 * way: the user's tokens, one statement per line, without storage classes
 * or attributes, types in OpenCL C spelling.  Calls inside it resolve the
 * same way, depth first, so the functions it calls enter model->funcs
 * before it; a call back into a function still being checked is
 * recursion.  No global state: everything hangs off the pp_funcs.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "internal.h"

#define FN_MAX_NEST 256 /* statements and expressions nested in one function */

/* Names of OpenCL C built-in functions (beyond the C math names), and
 * prefixes of whole families: the user's functions and variables so named
 * are renamed in kernels (pp_cl_word()). */
static const char *const fn_cl_builtins[] = {
    "get_work_dim", "get_global_size", "get_global_id", "get_local_size", "get_local_id", "get_num_groups",
    "get_group_id", "get_global_offset", "acospi", "asinpi", "atanpi", "atan2pi", "cospi", "sinpi", "tanpi",
    "exp10", "fract", "mad", "maxmag", "minmag", "pown", "powr", "rootn", "rsqrt", "sincos", "abs", "abs_diff",
    "add_sat", "hadd", "rhadd", "clamp", "clz", "ctz", "mad_hi", "mad_sat", "max", "min", "mul_hi", "rotate",
    "sub_sat", "upsample", "popcount", "mad24", "mul24", "degrees", "mix", "radians", "step", "smoothstep",
    "sign", "cross", "dot", "distance", "length", "normalize", "fast_distance", "fast_length",
    "fast_normalize", "isequal", "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal",
    "islessgreater", "isfinite", "isinf", "isnan", "isnormal", "isordered", "isunordered", "signbit", "any",
    "all", "bitselect", "select", "shuffle", "shuffle2", "barrier", "mem_fence", "read_mem_fence",
    "write_mem_fence", "async_work_group_copy", "async_work_group_strided_copy", "wait_group_events",
    "prefetch", "printf", "modf", "frexp", "remquo", "lgamma_r", NULL};
static const char *const fn_cl_prefixes[] = {"half_", "native_", "vload", "vstore", "atomic_", "atom_",
                                             "convert_", "as_", "read_image", "write_image", "get_image",
                                             NULL};

/* Words OpenCL C reserves that C does not: keywords, type names and the
 * macros every OpenCL C program has (besides the families of
 * fn_cl_word_prefixes and the vector types). */
static const char *const fn_cl_words[] = {
    "kernel",  "__kernel",  "global",    "__global",    "local",      "__local",      "constant",
    "__constant", "private", "__private", "generic",   "__generic",  "read_only",    "__read_only",
    "write_only", "__write_only", "read_write", "__read_write", "uniform", "pipe", "half", "bool",
    "uchar",   "ushort",    "uint",      "ulong",       "sampler_t",  "event_t",      "queue_t",
    "clk_event_t", "ndrange_t", "reserve_id_t", "vec_step", "MAXFLOAT", "HUGE_VAL", "HUGE_VALF", "INFINITY",
    "NAN", "CHAR_BIT", "CHAR_MAX", "CHAR_MIN", "SCHAR_MAX", "SCHAR_MIN", "UCHAR_MAX", "SHRT_MAX", "SHRT_MIN",
    "USHRT_MAX", "INT_MAX", "INT_MIN", "UINT_MAX", "LONG_MAX", "LONG_MIN", "ULONG_MAX", "FP_ILOGB0",
    "FP_ILOGBNAN", NULL};
static const char *const fn_cl_word_prefixes[] = {"image", "__", "M_", "FLT_", "DBL_", "HALF_", "CLK_",
                                                  "CL_", "cl_", NULL};
static const char *const fn_cl_vector_bases[] = {"char", "uchar", "short", "ushort", "int", "uint", "long",
                                                 "ulong", "float", "double", "half", "bool", NULL};

/* Storage classes and function specifiers dropped from a definition. */
static const char *const fn_storage[] = {"static", "extern", "inline", "__inline", "__inline__", "_Noreturn",
                                         "__extension__", NULL};
static const char *const fn_attrs[] = {"__attribute__", "__attribute", "__declspec", NULL};

static const struct {
    const char *op;
    int prec;
} fn_binops[] = {{"||", 1}, {"&&", 2}, {"|", 3},  {"^", 4},  {"&", 5},  {"==", 6}, {"!=", 6},
                 {"<", 7},  {"<=", 7}, {">", 7},  {">=", 7}, {"<<", 8}, {">>", 8}, {"+", 9},
                 {"-", 9},  {"*", 10}, {"/", 10}, {"%", 10}, {NULL, 0}};

static const char *const fn_assign_ops[] = {"=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "^=", "|=",
                                            NULL};

/* Return nonzero when "s" is one of "list". */
static int fn_in(const char *s, const char *const *list)
{
    int i;
    for (i = 0; list[i]; i++)
        if (!strcmp(s, list[i]))
            return 1;
    return 0;
}

int pp_func_builtin(const char *name)
{
    pp_ctype arg[3], ret;
    int n;
    return !pp_math_sig(name, &n, arg, &ret) || !pp_fpclass_sig(name, &n);
}

/* Return the index of the first of "prefixes" that "name" starts with, or
 * -1. */
static int fn_prefix(const char *name, const char *const *prefixes)
{
    int i;
    for (i = 0; prefixes[i]; i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return i;
    return -1;
}

/* Return nonzero when "name" is an OpenCL C vector type ("float4"). */
static int fn_cl_vector(const char *name)
{
    int i;
    for (i = 0; fn_cl_vector_bases[i]; i++) {
        size_t n = strlen(fn_cl_vector_bases[i]);
        const char *w = name + n;
        if (!strncmp(name, fn_cl_vector_bases[i], n) &&
            (!strcmp(w, "2") || !strcmp(w, "3") || !strcmp(w, "4") || !strcmp(w, "8") || !strcmp(w, "16")))
            return 1;
    }
    return 0;
}

int pp_cl_word(const char *name)
{
    return fn_in(name, fn_cl_words) || fn_prefix(name, fn_cl_word_prefixes) >= 0 || fn_cl_vector(name) ||
           fn_in(name, fn_cl_builtins) || fn_prefix(name, fn_cl_prefixes) >= 0 || pp_func_builtin(name);
}

/* Append "name" as OpenCL C names the variable of the user's code called
 * so: "bbmm_v_<name>" when that is a word OpenCL C reserves. */
void pp_cl_var_name(pp_str *b, const char *name)
{
    if (pp_cl_word(name))
        pp_str_add(b, "bbmm_v_");
    pp_str_add(b, name);
}

/* ---- the checker of one function ---------------------------------------- */

/* A parameter or local scalar in scope. */
typedef struct fn_var {
    const char *name;
    const char *type;  /* C spelling (canonical); for a pointer, the type it points to */
    int pointer;       /* a pointer parameter */
} fn_var;

/* The state of checking one function. */
typedef struct fn {
    pp_funcs *fs;
    const char *name;     /* the function being checked */
    int pos;              /* current token */
    pp_str out;           /* its OpenCL C text so far */
    fn_var *vars;         /* in scope, innermost last */
    int nvars, cap_vars;
    int *callees;
    int ncallees, cap_callees;
    int nest;
    int failed;
} fn;

/* Return the current token of "f". */
static const pp_token *fn_tok(fn *f)
{
    return &f->fs->t->v[f->pos];
}

/* Return the token "k" places ahead (EOF past the end). */
static const pp_token *fn_peek(fn *f, int k)
{
    int i = f->pos + k;
    return &f->fs->t->v[i < f->fs->t->n ? i : f->fs->t->n - 1];
}

/* Move to the next token (never past EOF). */
static void fn_next(fn *f)
{
    if (fn_tok(f)->kind != PP_TOK_EOF)
        f->pos++;
}

/* Return nonzero when the current token is "s". */
static int fn_is(fn *f, const char *s)
{
    return pp_tok_is(fn_tok(f), s);
}

/* Return the text of token "t" (arena), or NULL when out of memory. */
static char *fn_text(fn *f, const pp_token *t)
{
    if (t->kind == PP_TOK_EOF)
        return pp_strdup(f->fs->m->arena, "end of file");
    return pp_strndup(f->fs->m->arena, t->text, (size_t)t->len);
}

/* Record an error at token "t" (the first one of the function only) and
 * return -1. */
static int fn_error(fn *f, const pp_token *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fn_error(fn *f, const pp_token *t, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    if (f->failed)
        return -1;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    pp_error(f->fs->d, t->loc, "%s", buf);
    f->failed = 1;
    return -1;
}

/* Record running out of memory and return -1. */
static int fn_oom(fn *f)
{
    return fn_error(f, fn_tok(f), "out of memory");
}

/* Return nonzero when "c" can be part of an identifier or a number. */
static int fn_wordc(char c)
{
    return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* Append "s" to the text, with a space first when it would otherwise join
 * the previous token into another one. */
static void fn_emit(fn *f, const char *s)
{
    static const char ops[] = "+-*/%<>=&|!^.";
    char last = f->out.len ? f->out.s[f->out.len - 1] : ' ';
    char first = s[0];
    if (first && ((fn_wordc(last) && fn_wordc(first)) || (strchr(ops, last) && strchr(ops, first))))
        pp_str_add(&f->out, " ");
    pp_str_add(&f->out, s);
}

static const fn_var *fn_var_find(fn *f, const char *name);

/* Append token "t" (integer suffixes "ll" become "l": OpenCL C has no
 * long long, and long has 64 bits on both sides; a variable named by a
 * word OpenCL C reserves is renamed, pp_cl_var_name()). */
static void fn_emit_tok(fn *f, const pp_token *t)
{
    char *s = fn_text(f, t);
    if (!s) {
        f->out.oom = 1;
        return;
    }
    if (t->kind == PP_TOK_IDENT && pp_cl_word(s) && fn_var_find(f, s)) {
        pp_str v = {0};
        pp_cl_var_name(&v, s);
        fn_emit(f, pp_str_get(&v));
        f->out.oom |= v.oom;
        pp_str_free(&v);
        return;
    }
    if (t->kind == PP_TOK_NUMBER) {
        char *q;
        for (q = s; *q; q++)
            if ((q[0] == 'l' && q[1] == 'l') || (q[0] == 'L' && q[1] == 'L'))
                memmove(q + 1, q + 2, strlen(q + 2) + 1);
    }
    fn_emit(f, s);
}

/* Consume the current token, appending it. */
static void fn_take(fn *f)
{
    fn_emit_tok(f, fn_tok(f));
    fn_next(f);
}

/* Append a new line indented by "level" (4 spaces each). */
static void fn_line(fn *f, int level)
{
    int i;
    pp_str_add(&f->out, "\n");
    for (i = 0; i < level; i++)
        pp_str_add(&f->out, "    ");
}

/* Consume "s" (appending it) or report it missing. */
static int fn_expect(fn *f, const char *s)
{
    if (fn_is(f, s)) {
        fn_take(f);
        return 0;
    }
    return fn_error(f, fn_tok(f), "expected '%s' before '%s' in function '%s'", s, fn_text(f, fn_tok(f)), f->name);
}

/* Enter one level of nesting at the current token; -1 after an error. */
static int fn_enter(fn *f)
{
    if (f->nest >= FN_MAX_NEST)
        return fn_error(f, fn_tok(f), "function '%s' nests statements or expressions too deeply", f->name);
    f->nest++;
    return 0;
}

/* Return the variable "name" in scope, or NULL. */
static const fn_var *fn_var_find(fn *f, const char *name)
{
    int i;
    for (i = f->nvars - 1; i >= 0; i--)
        if (!strcmp(f->vars[i].name, name))
            return &f->vars[i];
    return NULL;
}

/* Bring variable "name" of C type "type" into scope ("pointer": a pointer
 * parameter). */
static int fn_var_add(fn *f, const char *name, const char *type, int pointer)
{
    fn_var v;
    v.name = name;
    v.type = type;
    v.pointer = pointer;
    if (pp_vec_push(f->fs->m->arena, &f->vars, &f->nvars, &f->cap_vars, sizeof(v), &v))
        return fn_oom(f);
    return 0;
}

/* Skip attributes (__attribute__((...))) at the current token. */
static void fn_skip_attrs(fn *f)
{
    while (fn_tok(f)->kind == PP_TOK_IDENT && fn_in(fn_text(f, fn_tok(f)), fn_attrs)) {
        int depth = 0;
        fn_next(f);
        if (!fn_is(f, "("))
            continue;
        do {
            if (fn_tok(f)->kind == PP_TOK_EOF)
                return;
            depth += fn_is(f, "(") - fn_is(f, ")");
            fn_next(f);
        } while (depth > 0);
    }
}

/* Declaration specifiers as parsed. */
typedef struct fn_specs {
    const char *c, *cl;   /* the type: C (canonical) and OpenCL C spelling */
    int is_const;
    const pp_token *storage; /* a storage class or function specifier, or NULL */
} fn_specs;

/* Return nonzero when token "t" can start declaration specifiers. */
static int fn_starts_specs(fn *f, const pp_token *t)
{
    static const char *const words[] = {
        "signed", "unsigned", "char", "short", "int", "long", "float", "double", "_Bool", "void", "const",
        "volatile", "register", "auto", "static", "extern", "typedef", "inline", "__inline", "__inline__",
        "_Noreturn", "__extension__", "_Thread_local", "__thread", "struct", "union", "enum", "_Complex",
        "__complex__", "_Atomic", "typeof", "__typeof__", "__typeof", "__const", "_Float128",
        "__float128", "_Float16", "_Float32", "_Float64", "_Float32x", "_Float64x", "__int128", "__fp16",
        "__bf16", "_Decimal32", "_Decimal64", "_Decimal128", "__attribute__", "__attribute", "__signed__",
        "__signed", NULL};
    const pp_decl *dcl;
    char *s;
    if (t->kind != PP_TOK_IDENT)
        return 0;
    s = fn_text(f, t);
    if (!s)
        return 0;
    if (fn_in(s, words))
        return 1;
    if (fn_var_find(f, s))
        return 0;
    dcl = f->fs->lookup(f->fs->user, s);
    return dcl && dcl->is_typedef;
}

/* Parse declaration specifiers into "sp" ("what" names the declaration
 * for messages); storage classes are left to the caller to judge. */
static int fn_specifiers(fn *f, fn_specs *sp, const char *what)
{
    pp_str words = {0};
    const pp_token *first = fn_tok(f);
    int rc = 0;
    memset(sp, 0, sizeof(*sp));
    for (;;) {
        const pp_token *t = fn_tok(f);
        char *s;
        const pp_decl *dcl;
        if (t->kind != PP_TOK_IDENT)
            break;
        s = fn_text(f, t);
        if (!s) {
            rc = fn_oom(f);
            break;
        }
        if (fn_in(s, fn_attrs)) {
            fn_skip_attrs(f);
            continue;
        }
        if (!strcmp(s, "const") || !strcmp(s, "__const")) {
            sp->is_const = 1;
        } else if (!strcmp(s, "volatile") || !strcmp(s, "register") || !strcmp(s, "auto")) {
        } else if (fn_in(s, fn_storage) || !strcmp(s, "typedef") || !strcmp(s, "_Thread_local") ||
                   !strcmp(s, "__thread")) {
            if (!sp->storage)
                sp->storage = t;
        } else if (!strcmp(s, "signed") || !strcmp(s, "unsigned") || !strcmp(s, "char") || !strcmp(s, "short") ||
                   !strcmp(s, "int") || !strcmp(s, "long") || !strcmp(s, "float") || !strcmp(s, "double") ||
                   !strcmp(s, "_Bool") || !strcmp(s, "void") || !strcmp(s, "__signed__") ||
                   !strcmp(s, "__signed")) {
            pp_str_add(&words, words.len ? " " : "");
            pp_str_add(&words, s[0] == '_' && s[1] == '_' ? "signed" : s);
        } else if (!words.len && !fn_var_find(f, s) && (dcl = f->fs->lookup(f->fs->user, s)) && dcl->is_typedef) {
            if (dcl->ndim) {
                rc = fn_error(f, t, "type '%s' of %s is %s type: functions called in a kernel use scalars", s, what,
                              dcl->ptr & 1u ? "a pointer" : "an array");
                break;
            }
            pp_str_add(&words, dcl->type);
        } else if (!words.len && !strcmp(s, "enum")) {
            /* the type the enumeration stands for (parse_enum.c) */
            const pp_token *tag = fn_peek(f, 1);
            char *name = tag->kind == PP_TOK_IDENT ? fn_text(f, tag) : NULL;
            const char *type = name && !pp_tok_is(fn_peek(f, 2), "{") ? f->fs->enum_type(f->fs->user, name) : NULL;
            if (!type) {
                rc = fn_error(f, t,
                              "type 'enum%s%s' of %s is an enumeration whose type bbmm-pp does not know (one "
                              "defined in the function, or whose constants' values it does not compute): functions "
                              "called in a kernel use arithmetic scalars",
                              name ? " " : "", name ? name : "", what);
                break;
            }
            pp_str_add(&words, type);
            fn_next(f);
        } else if (fn_starts_specs(f, t)) {
            rc = fn_error(f, t, "type '%s' of %s: functions called in a kernel use arithmetic scalars", s, what);
            break;
        } else {
            break;
        }
        fn_next(f);
    }
    if (!rc && pp_func_type(pp_str_get(&words), &sp->c, &sp->cl)) {
        if (!words.len)
            rc = fn_error(f, first, "expected a type for %s", what);
        else
            rc = fn_error(f, first, "type '%s' of %s has no equal in OpenCL C: functions called in a kernel use "
                                    "arithmetic scalars",
                          pp_str_get(&words), what);
    }
    pp_str_free(&words);
    return rc;
}

static int fn_assign(fn *f);
static int fn_expr(fn *f);
static int fn_unary(fn *f);
static int fn_stmt(fn *f, int level);

/* Add "k" to the functions "f" calls (once). */
static int fn_add_callee(fn *f, int k)
{
    int i;
    for (i = 0; i < f->ncallees; i++)
        if (f->callees[i] == k)
            return 0;
    if (pp_vec_push(f->fs->m->arena, &f->callees, &f->ncallees, &f->cap_callees, sizeof(int), &k))
        return fn_oom(f);
    return 0;
}

/* Parse argument "i" (1-based) of a call of user function "k" for a
 * pointer parameter: "&x" of a local or value parameter, or a pointer
 * parameter passed on. */
static int fn_out_arg(fn *f, int k, int i)
{
    const pp_token *t = fn_tok(f), *nt;
    const pp_func *g = &f->fs->m->funcs[k];
    const char *want = g->param_type[i - 1];
    const fn_var *v;
    char *name;
    int amp = pp_tok_is(t, "&");
    nt = amp ? fn_peek(f, 1) : t;
    name = nt->kind == PP_TOK_IDENT ? fn_text(f, nt) : NULL;
    v = name ? fn_var_find(f, name) : NULL;
    if (!v || (amp && v->pointer) || (!amp && !v->pointer) || (!pp_tok_is(fn_peek(f, amp + 1), ",") &&
                                                                !pp_tok_is(fn_peek(f, amp + 1), ")")))
        return fn_error(f, t,
                        "argument %d of '%s' in function '%s' is a pointer: pass '&x' for a local scalar x or "
                        "a pointer parameter",
                        i, g->name, f->name);
    if (strcmp(v->type, want))
        return fn_error(f, t, "argument %d of '%s' points to '%s', but '%s' has type '%s'", i, g->name, want, name,
                        v->type);
    if (amp)
        fn_take(f);
    fn_take(f);
    return 0;
}

/* Return the index of the ")" closing the "(" at token "open", or -1. */
static int fn_closing(fn *f, int open)
{
    int i, depth = 0;
    for (i = open; i < f->fs->t->n && f->fs->t->v[i].kind != PP_TOK_EOF; i++) {
        depth += pp_tok_is(&f->fs->t->v[i], "(") - pp_tok_is(&f->fs->t->v[i], ")");
        if (!depth)
            return i;
    }
    return -1;
}

/* Return the helper that the call at the current token of classification
 * macro "name" calls (pp_fpclass_helper()), picked by the type of its
 * floating argument, the last: it must be a variable of the function of
 * type float or double (bbmm-pp types no other expression in a function);
 * NULL after an error. */
static const char *fn_fpclass_callee(fn *f, const char *name)
{
    int close = fn_closing(f, f->pos + 1);
    const pp_token *a = close > f->pos + 2 ? &f->fs->t->v[close - 1] : NULL;
    const fn_var *v = NULL;
    char *arg = a && a->kind == PP_TOK_IDENT ? fn_text(f, a) : NULL;
    if (arg && (close - 2 == f->pos + 1 || pp_tok_is(&f->fs->t->v[close - 2], ",")))
        v = fn_var_find(f, arg);
    if (!v || v->pointer || (strcmp(v->type, "float") && strcmp(v->type, "double"))) {
        fn_error(f, fn_tok(f), "the last argument of '%s' in function '%s' must be a parameter or local variable "
                               "of type float or double",
                 pp_fpclass_macro(name), f->name);
        return NULL;
    }
    return pp_fpclass_helper(name, pp_ctype_from_words(v->type));
}

/* Return the name the OpenCL C text calls for the call of "name" at the
 * current token, resolved to "k" (pp_func_resolve()): the user's
 * function's OpenCL C name, a classification macro's helper, else "name";
 * NULL after an error. */
static const char *fn_callee(fn *f, const char *name, int k)
{
    int nint;
    if (k >= 0)
        return f->fs->m->funcs[k].cl_name;
    return pp_fpclass_sig(name, &nint) ? name : fn_fpclass_callee(f, name);
}

/* Return the number of parameters of the function "name" resolved to
 * "k" (pp_func_resolve()), or -1 when it takes any number. */
static int fn_arity(fn *f, const char *name, int k)
{
    pp_ctype arg[3], ret;
    int n;
    if (k >= 0)
        return f->fs->m->funcs[k].nparams;
    if (!pp_math_sig(name, &n, arg, &ret))
        return n;
    if (!pp_fpclass_sig(name, &n))
        return n + 1;
    return -1;
}

/* Parse the call of the function named by the current token. */
static int fn_call(fn *f)
{
    const pp_token *t = fn_tok(f);
    char *name = fn_text(f, t);
    const char *callee;
    int k, n = 0, want;
    if (!name)
        return fn_oom(f);
    k = pp_func_resolve(f->fs, name, t, f->name);
    if (k == -2) {
        f->failed = 1;
        return -1;
    }
    if (k >= 0 && fn_add_callee(f, k))
        return -1;
    want = fn_arity(f, name, k);
    callee = fn_callee(f, name, k);
    if (!callee)
        return -1;
    fn_emit(f, callee);
    fn_next(f);
    fn_take(f);
    while (!fn_is(f, ")")) {
        n++;
        if (want >= 0 && n > want)
            return fn_error(f, t, "'%s' takes %d argument%s but is called with more in function '%s'", name, want,
                            want == 1 ? "" : "s", f->name);
        if ((k >= 0 && f->fs->m->funcs[k].param_out[n - 1]) ? fn_out_arg(f, k, n) : fn_assign(f))
            return -1;
        if (fn_is(f, ",")) {
            fn_take(f);
            pp_str_add(&f->out, " ");
        } else if (!fn_is(f, ")")) {
            return fn_expect(f, ")");
        }
    }
    if (want >= 0 && n != want)
        return fn_error(f, t, "'%s' takes %d argument%s but is called with %d in function '%s'", name, want,
                        want == 1 ? "" : "s", n, f->name);
    fn_take(f);
    return 0;
}

/* Append the value of enumeration constant "dcl" (token "t", the current
 * one) as a constant of its type: "3", "(-3)", "3000000000U". */
static int fn_enum_const(fn *f, const pp_token *t, const pp_decl *dcl)
{
    pp_ctype ct = pp_ctype_from_words(dcl->type);
    const char *suffix = ct == PP_CT_UINT ? "U" : ct == PP_CT_LONG ? "L" : ct == PP_CT_ULONG ? "UL" : "";
    long long v = dcl->value;
    char buf[64];
    if (!dcl->known)
        return fn_error(f, t, "function '%s' uses the enumeration constant '%s', whose value bbmm-pp does not compute",
                        f->name, dcl->name);
    if (pp_ctype_is_unsigned(ct) || v >= 0)
        snprintf(buf, sizeof(buf), "%llu%s", (unsigned long long)v, suffix);
    else if (v == (ct == PP_CT_INT ? INT_MIN : LLONG_MIN)) /* no constant of the type has its magnitude */
        snprintf(buf, sizeof(buf), "(-%lld%s - 1)", -(v + 1), suffix);
    else
        snprintf(buf, sizeof(buf), "(-%lld%s)", -v, suffix);
    fn_emit(f, buf);
    fn_next(f);
    return 0;
}

/* Parse a primary or postfix expression. */
static int fn_postfix(fn *f)
{
    const pp_token *t = fn_tok(f);
    if (t->kind == PP_TOK_IDENT && pp_tok_is(fn_peek(f, 1), "(")) {
        if (fn_call(f))
            return -1;
    } else if (t->kind == PP_TOK_IDENT) {
        char *name = fn_text(f, t);
        const fn_var *v;
        const pp_decl *dcl;
        if (!name)
            return fn_oom(f);
        v = fn_var_find(f, name);
        if (v && v->pointer)
            return fn_error(f, t, "pointer parameter '%s' of '%s' can only be used as '*%s'", name, f->name, name);
        if (!v) {
            dcl = f->fs->lookup(f->fs->user, name);
            if (dcl && dcl->is_func)
                return fn_error(f, t, "function '%s' used as a value in function '%s'", name, f->name);
            if (dcl && dcl->enumerator)
                return fn_enum_const(f, t, dcl);
            if (dcl && !dcl->is_typedef)
                return fn_error(f, t,
                                "function '%s' uses the global variable '%s': functions called in a kernel may "
                                "only use their parameters and local scalars",
                                f->name, name);
            return fn_error(f, t, "function '%s' uses '%s', which is not one of its parameters or local scalars",
                            f->name, name);
        }
        fn_take(f);
    } else if (t->kind == PP_TOK_CHAR) {
        long long v;
        int is_unsigned;
        const char *why = pp_char_value(t->text, t->len, &v, &is_unsigned);
        if (why)
            return fn_error(f, t, "character constant %.*s %s", t->len, t->text, why);
        if (t->text[0] != '\'')
            return fn_error(f, t, "character constant %.*s in function '%s': OpenCL C has no prefixed character "
                                  "constants; write its value (%lld)",
                            t->len, t->text, f->name, v);
        fn_take(f);
    } else if (t->kind == PP_TOK_NUMBER) {
        fn_take(f);
    } else if (t->kind == PP_TOK_STRING) {
        return fn_error(f, t, "string literal in function '%s': functions called in a kernel compute with "
                              "scalars only",
                        f->name);
    } else if (pp_tok_is(t, "(")) {
        fn_take(f);
        if (fn_expr(f) || fn_expect(f, ")"))
            return -1;
    } else {
        return fn_error(f, t, "expected an expression before '%s' in function '%s'", fn_text(f, t), f->name);
    }
    for (;;) {
        t = fn_tok(f);
        if (pp_tok_is(t, "++") || pp_tok_is(t, "--")) {
            fn_take(f);
        } else if (pp_tok_is(t, "[")) {
            return fn_error(f, t, "subscript in function '%s': functions called in a kernel use no arrays",
                            f->name);
        } else if (pp_tok_is(t, ".") || pp_tok_is(t, "->")) {
            return fn_error(f, t, "member access ('%s') in function '%s' is not supported", fn_text(f, t), f->name);
        } else if (pp_tok_is(t, "(")) {
            return fn_error(f, t, "call of something that is not a function name in function '%s'", f->name);
        } else {
            return 0;
        }
    }
}

/* Return nonzero when the current "(" starts a cast. */
static int fn_is_cast(fn *f)
{
    return fn_is(f, "(") && fn_starts_specs(f, fn_peek(f, 1));
}

/* Parse a unary expression at the current level (fn_unary() enters it). */
static int fn_unary_expr(fn *f)
{
    const pp_token *t = fn_tok(f);
    if (pp_tok_is(t, "-") || pp_tok_is(t, "+") || pp_tok_is(t, "!") || pp_tok_is(t, "~") || pp_tok_is(t, "++") ||
        pp_tok_is(t, "--")) {
        fn_take(f);
        return fn_unary(f);
    }
    if (pp_tok_is(t, "*")) {
        const pp_token *nt = fn_peek(f, 1);
        char *name = nt->kind == PP_TOK_IDENT ? fn_text(f, nt) : NULL;
        const fn_var *v = name ? fn_var_find(f, name) : NULL;
        if (!v || !v->pointer || pp_tok_is(fn_peek(f, 2), "("))
            return fn_error(f, t, "'*' in function '%s' applies only to a pointer parameter ('*p')", f->name);
        fn_take(f);
        fn_take(f);
        return 0;
    }
    if (pp_tok_is(t, "&"))
        return fn_error(f, t,
                        "'&' in function '%s' is only allowed as the argument of a pointer parameter of a function "
                        "defined in this file",
                        f->name);
    if (pp_tok_is(t, "sizeof") || pp_tok_is(t, "_Alignof") || pp_tok_is(t, "__alignof__"))
        return fn_error(f, t, "'%s' in function '%s' is not supported", fn_text(f, t), f->name);
    if (fn_is_cast(f)) {
        fn_specs sp;
        fn_next(f);
        if (fn_specifiers(f, &sp, "a cast"))
            return -1;
        if (sp.storage)
            return fn_error(f, sp.storage, "expected a type name in the cast in function '%s'", f->name);
        if (!fn_is(f, ")"))
            return fn_error(f, fn_tok(f), "cast to '%s' in function '%s': functions called in a kernel use no "
                                          "pointers",
                            fn_text(f, fn_tok(f)), f->name);
        fn_emit(f, "(");
        fn_emit(f, sp.cl);
        fn_take(f);
        return fn_unary(f);
    }
    return fn_postfix(f);
}

/* Parse a unary expression, one level deeper. */
static int fn_unary(fn *f)
{
    int rc;
    if (fn_enter(f))
        return -1;
    rc = fn_unary_expr(f);
    f->nest--;
    return rc;
}

/* Return the precedence of the binary operator at the current token, or 0. */
static int fn_binop(fn *f)
{
    int i;
    for (i = 0; fn_binops[i].op; i++)
        if (fn_is(f, fn_binops[i].op))
            return fn_binops[i].prec;
    return 0;
}

/* Parse binary operators of precedence at least "min". */
static int fn_binary(fn *f, int min)
{
    int prec, rc;
    if (fn_unary(f))
        return -1;
    while ((prec = fn_binop(f)) >= min && prec) {
        pp_str_add(&f->out, " ");
        fn_take(f);
        pp_str_add(&f->out, " ");
        if (fn_enter(f))
            return -1;
        rc = fn_binary(f, prec + 1);
        f->nest--;
        if (rc)
            return -1;
    }
    return 0;
}

/* Parse an assignment expression (conditional, or assignment to it). */
static int fn_assign(fn *f)
{
    int rc;
    if (fn_enter(f))
        return -1;
    rc = fn_binary(f, 1);
    if (!rc && fn_is(f, "?")) {
        pp_str_add(&f->out, " ");
        fn_take(f);
        pp_str_add(&f->out, " ");
        rc = fn_expr(f);
        if (!rc) {
            pp_str_add(&f->out, " ");
            rc = fn_expect(f, ":");
        }
        if (!rc) {
            pp_str_add(&f->out, " ");
            rc = fn_assign(f);
        }
    } else if (!rc && fn_tok(f)->kind == PP_TOK_PUNCT) {
        char *op = fn_text(f, fn_tok(f));
        if (op && fn_in(op, fn_assign_ops)) {
            pp_str_add(&f->out, " ");
            fn_take(f);
            pp_str_add(&f->out, " ");
            rc = fn_assign(f);
        }
    }
    f->nest--;
    return rc;
}

/* Parse an expression (with the comma operator). */
static int fn_expr(fn *f)
{
    if (fn_assign(f))
        return -1;
    while (fn_is(f, ",")) {
        fn_take(f);
        pp_str_add(&f->out, " ");
        if (fn_assign(f))
            return -1;
    }
    return 0;
}

/* Parse a declaration of local scalars (the specifiers start at the
 * current token) up to and including its ";". */
static int fn_declaration(fn *f)
{
    fn_specs sp;
    int first;
    if (fn_specifiers(f, &sp, "a local variable"))
        return -1;
    if (sp.storage) {
        char *w = fn_text(f, sp.storage);
        if (w && (!strcmp(w, "static") || !strcmp(w, "extern") || !strcmp(w, "_Thread_local") ||
                  !strcmp(w, "__thread")))
            return fn_error(f, sp.storage, "%s variable in function '%s': functions called in a kernel cannot "
                                           "keep state",
                            w, f->name);
        return fn_error(f, sp.storage, "'%s' inside function '%s' is not supported", w ? w : "?", f->name);
    }
    if (!strcmp(sp.c, "void"))
        return fn_error(f, fn_tok(f), "expected a type for a local variable in function '%s'", f->name);
    if (sp.is_const)
        fn_emit(f, "const");
    fn_emit(f, sp.cl);
    for (first = 1; first || fn_is(f, ","); first = 0) {
        const pp_token *nt;
        char *name;
        if (!first)
            fn_take(f);
        pp_str_add(&f->out, " ");
        nt = fn_tok(f);
        if (pp_tok_is(nt, "*"))
            return fn_error(f, nt, "pointer declared in function '%s': functions called in a kernel use no "
                                   "pointers but their pointer parameters",
                            f->name);
        if (nt->kind != PP_TOK_IDENT)
            return fn_error(f, nt, "expected a name before '%s' in function '%s'", fn_text(f, nt), f->name);
        name = fn_text(f, nt);
        if (!name)
            return fn_oom(f);
        if (pp_tok_is(fn_peek(f, 1), "["))
            return fn_error(f, nt, "array '%s' declared in function '%s': functions called in a kernel may only "
                                   "declare scalars",
                            name, f->name);
        if (pp_tok_is(fn_peek(f, 1), "("))
            return fn_error(f, nt, "function '%s' declared inside function '%s' is not supported", name, f->name);
        if (fn_var_add(f, name, sp.c, 0))
            return -1;
        fn_take(f);
        fn_skip_attrs(f);
        if (fn_is(f, "=")) {
            pp_str_add(&f->out, " ");
            fn_take(f);
            pp_str_add(&f->out, " ");
            if (fn_is(f, "{"))
                return fn_error(f, fn_tok(f), "braced initializer in function '%s' is not supported", f->name);
            if (fn_assign(f))
                return -1;
        }
    }
    return fn_expect(f, ";");
}

/* Parse the statements of a block up to its "}" (consumed), at "level". */
static int fn_block(fn *f, int level)
{
    int nvars = f->nvars;
    const pp_token *open = fn_tok(f);
    fn_take(f);
    while (!fn_is(f, "}")) {
        if (fn_tok(f)->kind == PP_TOK_EOF)
            return fn_error(f, open, "unterminated body of function '%s'", f->name);
        if (fn_stmt(f, level + 1))
            return -1;
    }
    f->nvars = nvars;
    fn_line(f, level);
    fn_take(f);
    return 0;
}

/* Parse the body statement of a loop or if at "level" (a block stays at
 * "level", another statement is indented once more). */
static int fn_body(fn *f, int level)
{
    return fn_stmt(f, fn_is(f, "{") ? level : level + 1);
}

/* Parse "( expression )" after if/while/switch. */
static int fn_paren_expr(fn *f)
{
    pp_str_add(&f->out, " ");
    if (fn_expect(f, "(") || fn_expr(f))
        return -1;
    return fn_expect(f, ")");
}

/* Parse a for statement at "level". */
static int fn_for(fn *f, int level)
{
    int nvars = f->nvars;
    fn_take(f);
    pp_str_add(&f->out, " ");
    if (fn_expect(f, "("))
        return -1;
    if (fn_starts_specs(f, fn_tok(f))) {
        if (fn_declaration(f))
            return -1;
    } else {
        if (!fn_is(f, ";") && fn_expr(f))
            return -1;
        if (fn_expect(f, ";"))
            return -1;
    }
    if (!fn_is(f, ";")) {
        pp_str_add(&f->out, " ");
        if (fn_expr(f))
            return -1;
    }
    if (fn_expect(f, ";"))
        return -1;
    if (!fn_is(f, ")")) {
        pp_str_add(&f->out, " ");
        if (fn_expr(f))
            return -1;
    }
    if (fn_expect(f, ")") || fn_body(f, level))
        return -1;
    f->nvars = nvars;
    return 0;
}

/* Parse an if statement at "level" (its line already started); an "else
 * if" stays on the else's line. */
static int fn_if(fn *f, int level)
{
    int rc;
    fn_take(f);
    if (fn_paren_expr(f) || fn_body(f, level))
        return -1;
    if (!fn_is(f, "else"))
        return 0;
    fn_line(f, level);
    fn_take(f);
    if (!fn_is(f, "if"))
        return fn_body(f, level);
    if (fn_enter(f))
        return -1;
    rc = fn_if(f, level);
    f->nest--;
    return rc;
}

/* Parse one statement at the current nesting (fn_stmt() enters it),
 * printed on a new line at "level". */
static int fn_statement(fn *f, int level)
{
    const pp_token *t = fn_tok(f);
    char *w = t->kind == PP_TOK_IDENT ? fn_text(f, t) : NULL;
    static const char *const unsupported[] = {"switch", "case", "default", "goto", "asm", "__asm__", "__asm",
                                              "_Static_assert", NULL};
    fn_line(f, level);
    if (pp_tok_is(t, "{"))
        return fn_block(f, level);
    if (pp_tok_is(t, ";")) {
        fn_take(f);
        return 0;
    }
    if (t->kind == PP_TOK_PRAGMA)
        return fn_error(f, t, "pragma inside function '%s' is not supported", f->name);
    if (w && fn_in(w, unsupported))
        return fn_error(f, t,
                        "unsupported statement '%s' in function '%s' (functions called in a kernel may use "
                        "loops, if, return and expressions)",
                        w, f->name);
    if (w && pp_tok_is(fn_peek(f, 1), ":"))
        return fn_error(f, t, "label in function '%s' is not supported", f->name);
    if (w && !strcmp(w, "if"))
        return fn_if(f, level);
    if (w && !strcmp(w, "for"))
        return fn_for(f, level);
    if (w && !strcmp(w, "while")) {
        fn_take(f);
        return fn_paren_expr(f) || fn_body(f, level) ? -1 : 0;
    }
    if (w && !strcmp(w, "do")) {
        fn_take(f);
        if (fn_body(f, level))
            return -1;
        fn_line(f, level);
        if (fn_expect(f, "while") || fn_paren_expr(f))
            return -1;
        return fn_expect(f, ";");
    }
    if (w && (!strcmp(w, "break") || !strcmp(w, "continue"))) {
        fn_take(f);
        return fn_expect(f, ";");
    }
    if (w && !strcmp(w, "return")) {
        fn_take(f);
        if (!fn_is(f, ";")) {
            pp_str_add(&f->out, " ");
            if (fn_expr(f))
                return -1;
        }
        return fn_expect(f, ";");
    }
    if (fn_starts_specs(f, t))
        return fn_declaration(f);
    if (fn_expr(f))
        return -1;
    return fn_expect(f, ";");
}

/* Parse one statement, one level deeper. */
static int fn_stmt(fn *f, int level)
{
    int rc;
    if (fn_enter(f))
        return -1;
    rc = fn_statement(f, level);
    f->nest--;
    return rc;
}

/* Parse the parameter list of "g" (at its "("), printing it, and bring
 * the parameters into scope. */
static int fn_params(fn *f, pp_func *g)
{
    int first = f->nvars, i;
    fn_take(f);
    if (fn_is(f, "void") && pp_tok_is(fn_peek(f, 1), ")"))
        fn_take(f);
    else if (fn_is(f, ")"))
        fn_emit(f, "void");
    while (!fn_is(f, ")")) {
        fn_specs sp;
        const pp_token *nt;
        char *name;
        int pointer = 0;
        if (fn_is(f, "..."))
            return fn_error(f, fn_tok(f), "function '%s' is variadic: functions called in a kernel take a fixed "
                                          "list of parameters",
                            f->name);
        if (fn_specifiers(f, &sp, "a parameter"))
            return -1;
        if (sp.storage)
            return fn_error(f, sp.storage, "unexpected '%s' in the parameters of function '%s'",
                            fn_text(f, sp.storage), f->name);
        if (sp.is_const)
            fn_emit(f, "const");
        fn_emit(f, sp.cl);
        pp_str_add(&f->out, " ");
        while (fn_is(f, "*") || fn_is(f, "const") || fn_is(f, "restrict") || fn_is(f, "__restrict") ||
               fn_is(f, "__restrict__") || fn_is(f, "volatile")) {
            pointer += fn_is(f, "*");
            if (fn_is(f, "*"))
                fn_take(f);
            else
                fn_next(f);
        }
        nt = fn_tok(f);
        name = nt->kind == PP_TOK_IDENT ? fn_text(f, nt) : NULL;
        if (pointer > 1 || !strcmp(sp.c, "void"))
            return fn_error(f, nt, "parameter %s%s%sof function '%s' is neither a scalar nor a pointer to a "
                                   "scalar",
                            name ? "'" : "", name ? name : "", name ? "' " : "", f->name);
        if (!name)
            return fn_error(f, nt, "expected a parameter name before '%s' in function '%s'", fn_text(f, nt),
                            f->name);
        if (pp_tok_is(fn_peek(f, 1), "[") || pp_tok_is(fn_peek(f, 1), "("))
            return fn_error(f, nt, "parameter '%s' of function '%s' is %s: functions called in a kernel take "
                                   "scalars or pointers to scalars",
                            name, f->name, pp_tok_is(fn_peek(f, 1), "[") ? "an array" : "a function");
        if (fn_var_add(f, name, sp.c, pointer))
            return -1;
        fn_take(f);
        fn_skip_attrs(f);
        if (!fn_is(f, ")")) {
            if (!fn_is(f, ","))
                return fn_expect(f, ")");
            fn_take(f);
            pp_str_add(&f->out, " ");
        }
    }
    fn_take(f);
    g->nparams = f->nvars - first;
    g->param_type = pp_alloc(f->fs->m->arena, sizeof(char *) * (size_t)(g->nparams + 1));
    g->param_out = pp_alloc(f->fs->m->arena, sizeof(int) * (size_t)(g->nparams + 1));
    if (!g->param_type || !g->param_out)
        return fn_oom(f);
    for (i = 0; i < g->nparams; i++) {
        g->param_type[i] = pp_strdup(f->fs->m->arena, f->vars[first + i].type);
        g->param_out[i] = f->vars[first + i].pointer;
        if (!g->param_type[i])
            return fn_oom(f);
    }
    return 0;
}

/* Check the definition "def" of function "g" (g->name) and print its text. */
static int fn_definition(fn *f, const pp_fdef *def, pp_func *g)
{
    fn_specs sp;
    const pp_token *nt;
    f->pos = def->from;
    if (fn_specifiers(f, &sp, "the result"))
        return -1;
    nt = fn_tok(f);
    if (pp_tok_is(nt, "*") || pp_tok_is(nt, "("))
        return fn_error(f, nt, "function '%s' returns a pointer: functions called in a kernel return a scalar or "
                               "nothing",
                        f->name);
    if (nt->kind != PP_TOK_IDENT || strcmp(fn_text(f, nt), f->name))
        return fn_error(f, nt, "unsupported declaration of function '%s'", f->name);
    g->loc = nt->loc;
    if (!strncmp(f->name, "bbmm_", 5))
        return fn_error(f, nt, "the name '%s' is reserved by bbmm-pp", f->name);
    g->ret_type = pp_strdup(f->fs->m->arena, sp.c);
    g->cl_name = pp_cl_word(f->name) ? pp_printf(f->fs->m->arena, "bbmm_u_%s", f->name) : g->name;
    if (!g->ret_type || !g->cl_name)
        return fn_oom(f);
    fn_emit(f, sp.cl);
    fn_emit(f, g->cl_name);
    fn_next(f);
    if (fn_params(f, g))
        return -1;
    fn_skip_attrs(f);
    if (f->pos != def->body)
        return fn_error(f, fn_tok(f), "unsupported declaration of function '%s' (old-style parameters?)", f->name);
    fn_line(f, 0);
    return fn_block(f, 0);
}

/* ---- resolving calls ---------------------------------------------------- */

/* Return the index of function "name" in fs->m->funcs, or -1. */
static int fn_known(pp_funcs *fs, const char *name)
{
    int i;
    for (i = 0; i < fs->m->nfuncs; i++)
        if (!strcmp(fs->m->funcs[i].name, name))
            return i;
    return -1;
}

/* Return the latest definition of "name" seen so far, or NULL. */
static const pp_fdef *fn_def(pp_funcs *fs, const char *name)
{
    int i;
    for (i = fs->ndefs - 1; i >= 0; i--)
        if (!strcmp(fs->defs[i].name, name))
            return &fs->defs[i];
    return NULL;
}

/* Check the function defined at "def" (named "name"); add it to
 * fs->m->funcs and return its index, or -2 after an error. */
static int fn_check(pp_funcs *fs, const pp_fdef *def, const char *name)
{
    fn f;
    pp_func g;
    memset(&f, 0, sizeof(f));
    memset(&g, 0, sizeof(g));
    f.fs = fs;
    f.name = name;
    g.name = (char *)name;
    fs->stack[fs->depth++] = name;
    if (!fn_definition(&f, def, &g) && f.out.oom)
        fn_oom(&f);
    fs->depth--;
    if (!f.failed) {
        pp_str_add(&f.out, "\n");
        g.cl_text = pp_str_to_arena(&f.out, fs->m->arena);
        g.ncallees = f.ncallees;
        g.callees = f.callees;
        if (!g.cl_text || !g.ret_type ||
            pp_vec_push(fs->m->arena, &fs->m->funcs, &fs->m->nfuncs, &fs->cap_funcs, sizeof(g), &g)) {
            pp_error(fs->d, def->loc, "out of memory");
            f.failed = 1;
        }
    }
    pp_str_free(&f.out);
    if (f.failed) {
        if (pp_vec_push(fs->m->arena, &fs->failed, &fs->nfailed, &fs->cap_failed, sizeof(name), &name))
            pp_error(fs->d, def->loc, "out of memory");
        return -2;
    }
    return fs->m->nfuncs - 1;
}

/* Report the recursive call of "name" at "at" (the cycle is the checking
 * stack from "name" on; "from" -1: from the function holding the region). */
static void fn_recursion(pp_funcs *fs, const char *name, const pp_token *at, int from)
{
    pp_str b = {0};
    int i;
    if (from < 0) {
        pp_str_addf(&b, "%s -> ", name);
        from = 0;
    }
    for (i = from; i < fs->depth; i++)
        pp_str_addf(&b, "%s -> ", fs->stack[i]);
    pp_str_add(&b, name);
    pp_error(fs->d, at->loc, "recursive call of '%s' (%s): recursion cannot run in a kernel", name, pp_str_get(&b));
    pp_str_free(&b);
}

/* Return nonzero when "name" is one of the bound helpers a kernel
 * statement may call without defining them (min, max, floord, ceild: the
 * loop bounds of generated code). */
static int fn_bound_helper(const char *name)
{
    return !strcmp(name, "min") || !strcmp(name, "max") || !strcmp(name, "MIN") || !strcmp(name, "MAX") ||
           !strcmp(name, "floord") || !strcmp(name, "ceild");
}

static const char *fn_c_only(const char *name);

int pp_func_c_only(const char *name)
{
    return fn_c_only(name) != NULL;
}

int pp_func_defined(pp_funcs *fs, const char *name)
{
    return pp_func_builtin(name) || fn_bound_helper(name) || fn_def(fs, name);
}

/* For the functions of <math.h> that OpenCL C lacks: what to write
 * instead (the text after the refusal), else NULL. */
static const char *fn_c_only(const char *name)
{
    static const char *const alt[][2] = {
        {"nearbyint", " (rint gives the same result in the default rounding mode)"},
        {"lrint", " (write (long)rint(x))"},
        {"llrint", " (write (long long)rint(x))"},
        {"lround", " (write (long)round(x))"},
        {"llround", " (write (long long)round(x))"},
        {"scalbn", " (ldexp computes the same)"},
        {"scalbln", " (ldexp computes the same)"},
        {"modf", "*: write x - trunc(x) and trunc(x)"},
        {"frexp", "*: for a finite x other than 0 the exponent is ilogb(x) + 1 and the fraction ldexp(x, -(ilogb(x) + 1))"},
        {"remquo", "*: remainder(x, y) gives the remainder"},
        {"nexttoward", " (nextafter takes double)"},
    };
    size_t i;
    for (i = 0; i < sizeof(alt) / sizeof(alt[0]); i++)
        if (!strcmp(name, alt[i][0]))
            return alt[i][1];
    return NULL;
}

int pp_func_base(const pp_funcs *fs, const pp_token *at)
{
    return at->idepth < fs->depth ? at->idepth : fs->depth;
}

void pp_func_frame_enter(pp_funcs *fs, const pp_token *at, pp_func_frame *fr)
{
    int i;
    fr->depth = fs->depth;
    for (i = 0; i < fs->depth; i++)
        fr->saved[i] = fs->stack[i];
    fs->depth = pp_func_base(fs, at);
}

void pp_func_frame_leave(pp_funcs *fs, const pp_func_frame *fr)
{
    int i;
    for (i = 0; i < fr->depth; i++)
        fs->stack[i] = fr->saved[i];
    fs->depth = fr->depth;
}

static int fn_resolve(pp_funcs *fs, const char *name, const pp_token *at, const char *caller);

int pp_func_resolve(pp_funcs *fs, const char *name, const pp_token *at, const char *caller)
{
    pp_func_frame fr;
    int k;
    if (caller) /* a function's own text, checked with its callers on the stack */
        return fn_resolve(fs, name, at, caller);
    pp_func_frame_enter(fs, at, &fr);
    k = fn_resolve(fs, name, at, NULL);
    pp_func_frame_leave(fs, &fr);
    return k;
}

/* The math functions whose results OpenCL C lets differ from the
 * correctly rounded ones (the float ones are these names with "f"): a
 * call in a kernel is warned of once a file, since the host's C library
 * may round differently and the bit-for-bit promise then does not hold
 * (sqrt, fabs, floor, fmin, fma and the other correctly rounded
 * functions give the host's results). */
static const char *const fn_inexact[] = {
    "acos", "acosh", "asin",  "asinh",  "atan", "atanh", "cbrt", "cos",  "cosh", "erf",   "erfc", "exp",   "exp2",
    "expm1", "lgamma", "log", "log10", "log1p", "log2", "sin",  "sinh", "tan",  "tanh", "tgamma", "atan2", "hypot",
    "pow",  NULL};

static void fn_warn_inexact(pp_funcs *fs, const char *name, const pp_token *at)
{
    size_t len = strlen(name);
    int i;
    for (i = 0; fn_inexact[i]; i++) {
        size_t n = strlen(fn_inexact[i]);
        if (!strncmp(name, fn_inexact[i], n) && (len == n || (len == n + 1 && name[n] == 'f')))
            break;
    }
    if (!fn_inexact[i] || (fs->warned_inexact >> i & 1))
        return;
    fs->warned_inexact |= (uint64_t)1 << i;
    pp_warning(fs->d, at->loc,
               "'%s' runs on the devices with OpenCL C's precision, which may differ from the host C library's in "
               "the last bits (correctly rounded functions such as sqrt, fabs and floor give the host's results)",
               name);
}

static int fn_resolve(pp_funcs *fs, const char *name, const pp_token *at, const char *caller)
{
    const pp_fdef *def;
    int i, k;
    if (pp_func_builtin(name)) {
        fn_warn_inexact(fs, name, at);
        return -1;
    }
    if (!caller && fn_bound_helper(name) && !fn_def(fs, name))
        return -1;
    if ((k = fn_known(fs, name)) >= 0)
        return k;
    for (i = 0; i < fs->nfailed; i++)
        if (!strcmp(fs->failed[i], name))
            return -2;
    for (i = 0; i < fs->depth; i++)
        if (!strcmp(fs->stack[i], name)) {
            fn_recursion(fs, name, at, i);
            return -2;
        }
    if (fs->region_fn && !strcmp(fs->region_fn, name)) {
        fn_recursion(fs, name, at, -1);
        return -2;
    }
    def = fn_def(fs, name);
    if (!def && fn_c_only(name) && fn_c_only(name)[0] == '*') { /* (those OpenCL C has take pointers it cannot be given) */
        pp_error(fs->d, at->loc,
                 "cannot call '%s' in a kernel: math functions that store a result through a pointer argument are not "
                 "supported%s",
                 name, fn_c_only(name) + 1);
        return -2;
    }
    if (!def && fn_c_only(name)) {
        pp_error(fs->d, at->loc, "cannot call '%s' in a kernel: it is a C library function OpenCL C does not have%s",
                 name, fn_c_only(name));
        return -2;
    }
    if (!def) {
        if (caller)
            pp_error(fs->d, at->loc,
                     "function '%s' calls '%s', which is neither a math function nor a function defined earlier in "
                     "this file",
                     caller, name);
        else
            pp_error(fs->d, at->loc,
                     "cannot call '%s' in a kernel: it is neither a math function nor a function defined earlier "
                     "in this file",
                     name);
        return -2;
    }
    if (fs->depth == PP_FUNC_MAX_DEPTH) {
        pp_error(fs->d, at->loc, "calls nested too deeply (more than %d functions)", PP_FUNC_MAX_DEPTH);
        return -2;
    }
    return fn_check(fs, def, name);
}

/* Mark in "used" the user functions called in "e". */
static void fn_mark_expr(const pp_expr *e, char *used)
{
    int i;
    if (!e)
        return;
    if (e->kind == PP_EXPR_CALL && e->index >= 0)
        used[e->index] = 1;
    for (i = 0; i < e->nargs; i++)
        fn_mark_expr(e->args[i], used);
}

/* Mark in "used" the user functions called below node "n": its
 * statements, conditions and loop bounds. */
static void fn_mark_node(const pp_node *n, char *used)
{
    int i;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        fn_mark_expr(n->u.loop.init, used);
        fn_mark_expr(n->u.loop.cond, used);
        fn_mark_node(n->u.loop.body, used);
        break;
    case PP_NODE_IF:
        fn_mark_expr(n->u.cond.cond, used);
        fn_mark_node(n->u.cond.then_node, used);
        fn_mark_node(n->u.cond.else_node, used);
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            fn_mark_node(n->u.block.v[i], used);
        break;
    case PP_NODE_ASSIGN:
        fn_mark_expr(n->u.assign.lhs, used);
        fn_mark_expr(n->u.assign.rhs, used);
        break;
    case PP_NODE_DECL:
        fn_mark_expr(n->u.decl.init, used);
        break;
    case PP_NODE_CALL:
        fn_mark_expr(n->u.call.expr, used);
        break;
    }
}

int pp_func_nest(pp_model *m, pp_region *r, pp_nest *n)
{
    char *used;
    int i, j, cap = 0;
    n->nfuncs = 0;
    n->funcs = NULL;
    if (!m->nfuncs)
        return 0;
    used = calloc((size_t)m->nfuncs, 1);
    if (!used)
        return -1;
    for (i = 0; i < n->nstmts; i++) {
        const pp_node *nd = r->stmts[n->stmts[i]].node;
        if (nd->kind == PP_NODE_ASSIGN) {
            fn_mark_expr(nd->u.assign.lhs, used);
            fn_mark_expr(nd->u.assign.rhs, used);
        } else if (nd->kind == PP_NODE_DECL) {
            fn_mark_expr(nd->u.decl.init, used);
        } else if (nd->kind == PP_NODE_IF) {
            fn_mark_expr(nd->u.cond.cond, used);
        } else if (nd->kind == PP_NODE_CALL) {
            fn_mark_expr(nd->u.call.expr, used);
        }
    }
    fn_mark_node(n->root, used);
    for (i = m->nfuncs - 1; i >= 0; i--)
        if (used[i])
            for (j = 0; j < m->funcs[i].ncallees; j++)
                used[m->funcs[i].callees[j]] = 1;
    for (i = 0; i < m->nfuncs; i++)
        if (used[i] && pp_vec_push(m->arena, &n->funcs, &n->nfuncs, &cap, sizeof(int), &i)) {
            free(used);
            return -1;
        }
    free(used);
    return 0;
}
